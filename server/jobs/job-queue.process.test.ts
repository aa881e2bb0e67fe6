import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../paths';
import { createDatabase, databaseUrl, dropDatabase } from '../testing/databases';
import { createJobQueue, type JobQueue } from './job-queue';

/**
 * Issue 36, item 1, as processes on one PostgreSQL database (server/testing/job-worker.ts): two
 * processes share a queue and each job runs once; a process killed with SIGKILL mid-job leaves
 * the job to another, which runs it after its time runs out.
 */

const database = `veedu_jobs_${randomBytes(4).toString('hex')}`;
const url = databaseUrl(database);
const workerScript = path.join(projectRoot, 'server', 'testing', 'job-worker.ts');
let client: pg.Client;
let sender: JobQueue;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  await createDatabase(database);
  client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'create table job_runs (job text, worker text, step text, at timestamptz default now())',
  );
  // Sends only: the jobs run in the worker processes.
  sender = createJobQueue({
    store: { kind: 'postgres', url },
    log: { info() {}, warn() {}, error() {} },
    definitions: ['count', 'slow'].map((name) => ({
      name,
      retryLimit: 0,
      retryDelaySeconds: 1,
      expireInSeconds: 60,
      run: async () => {},
    })),
  });
  await sender.start({ work: false });
}, 30_000);

afterEach(async () => {
  for (const child of workers.splice(0)) child.kill('SIGKILL');
  await client.query('delete from job_runs');
});

afterAll(async () => {
  await sender.stop();
  await client.end();
  await dropDatabase(database);
});

/** A worker process; resolves when it works its queues. */
async function startWorker(name: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: url, WORKER: name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  workers.push(child);
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start: ${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${name} exited (${code}): ${output}`)));
  });
  return child;
}

async function runs(): Promise<{ job: string; worker: string; step: string }[]> {
  return (await client.query('select job, worker, step from job_runs order by at')).rows;
}

describe('the job queue across processes', () => {
  it('runs each job once when two processes work one queue', async () => {
    await Promise.all([startWorker('a'), startWorker('b')]);
    const jobs = Array.from({ length: 24 }, (_, n) => n);
    // Each with its own singleton key: all wait together, none is refused.
    for (const n of jobs) {
      expect(await sender.send('count', { n }, { singletonKey: `n${n}` })).not.toBeNull();
    }
    await expect.poll(async () => (await runs()).length, { timeout: 30_000 }).toBe(jobs.length);
    // A little longer: nothing runs a second time.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const done = await runs();
    expect(done.map((run) => Number(run.job)).sort((x, y) => x - y)).toEqual(jobs);
    expect(new Set(done.map((run) => run.worker))).toEqual(new Set(['a', 'b']));
  }, 60_000);

  it('runs a job again in another process when the one running it is killed (kill -9)', async () => {
    const first = await startWorker('first');
    await sender.send('slow', { n: 1 });
    await expect
      .poll(async () => (await runs()).map((run) => `${run.worker}:${run.step}`), {
        timeout: 15_000,
      })
      .toEqual(['first:started']);
    first.kill('SIGKILL');
    await new Promise((resolve) => first.once('exit', resolve));
    await startWorker('second');
    // Its 8 s run out, the maintenance fails it, and the retry runs in the second process, once.
    await expect
      .poll(async () => (await runs()).map((run) => `${run.worker}:${run.step}`), {
        timeout: 30_000,
      })
      .toEqual(['first:started', 'second:started', 'second:finished']);
  }, 60_000);
});
