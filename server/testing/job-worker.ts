import pg from 'pg';
import { createJobQueue } from '../jobs/job-queue';

/**
 * One process working a job queue on PostgreSQL, for job-queue.process.test.ts: two of them share
 * one queue, and one is killed mid-job. Each run is written to `job_runs` (job, worker, step) on a
 * connection of its own, so the test reads who ran what. Env: DATABASE_URL, WORKER.
 *
 * - `count`: writes `ran`.
 * - `slow`: writes `started`, waits 3 s, writes `finished` (time enough to be killed between). Its
 *   run is well under its 8 s expiry: a run that outlived it would be failed and run a second time
 *   by the live process too (seen in CI when the wait was 4 s against an expiry of 2 s).
 */
const url = process.env.DATABASE_URL!;
const worker = process.env.WORKER!;
const client = new pg.Client({ connectionString: url });
await client.connect();
const record = (job: unknown, step: string) =>
  client.query('insert into job_runs (job, worker, step) values ($1, $2, $3)', [
    String(job),
    worker,
    step,
  ]);

const queue = createJobQueue({
  store: { kind: 'postgres', url },
  log: { info() {}, warn() {}, error() {} },
  settings: { pollingSeconds: 0.5, graceMs: 1_000, maintenanceSeconds: 1 },
  definitions: [
    {
      name: 'count',
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      run: async (data) => {
        await record(data.n, 'ran');
      },
    },
    {
      name: 'slow',
      retryLimit: 3,
      retryDelaySeconds: 1,
      // A process that dies holding it: failed by the maintenance after 8 s, then retried.
      expireInSeconds: 8,
      run: async (data) => {
        await record(data.n, 'started');
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await record(data.n, 'finished');
      },
    },
  ],
});
await queue.start();
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void queue
    .stop()
    .then(() => client.end())
    .then(() => process.exit(0));
});
