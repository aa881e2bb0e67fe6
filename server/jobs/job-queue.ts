import { createRequire } from 'node:module';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { jobDuration, jobFailures } from '../observability/metrics';

/**
 * The job queue (issue 36, item 1; docs/decisions/028-a-job-queue-in-the-database.md): pg-boss,
 * keeping its jobs in the app's own database, in the schema `pgboss`. On PostgreSQL it has a small
 * pool of its own; on the embedded database it shares PGlite's one connection
 * (server/db/client.ts `jobStore`). Jobs survive restarts and `kill -9` (a job a dead process held
 * is failed when its time runs out, then retried); a failure is retried with a growing wait, and
 * a job that fails its last try is copied to its queue's dead letters (`<queue>-failed`), which
 * nothing works: owners read them in the back office (GET /api/admin/jobs/). Several instances
 * share one queue: each fetches with `FOR UPDATE SKIP LOCKED`, a schedule sends one job a period
 * for the whole cluster, and a job sent with a singleton key is not queued twice.
 */

/** The database the queue keeps its jobs in: PostgreSQL's address, or PGlite's own connection. */
export type JobStore =
  | { kind: 'postgres'; url: string }
  | {
      kind: 'pglite';
      executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
    };

export interface JobContext {
  /** Aborted when the process stops: a long job ends at its next check, and is tried again. */
  signal: AbortSignal;
}

export interface JobDefinition {
  /** The queue's name: lower-case letters and dashes. */
  name: string;
  /** Sent by the queue itself on this schedule (cron, India's time), once a period per cluster. */
  cron?: string;
  /** Tries after the first failure; each waits about twice as long as the one before. */
  retryLimit: number;
  /** The wait before the first retry. */
  retryDelaySeconds: number;
  /** A run still going after this long is failed (a process that died holding it), and retried. */
  expireInSeconds: number;
  /** How often an idle worker asks this queue for a job, if not the queue's setting. */
  pollingSeconds?: number;
  run(data: Record<string, unknown>, context: JobContext): Promise<void>;
}

export interface QueueDepth {
  queue: string;
  /** Queued, waiting for their time or for a worker (retries included). */
  waiting: number;
  /** Being run now. */
  active: number;
  /** Dead letters: jobs that failed every try, kept for an owner to read. */
  failed: number;
}

export interface DeadLetter {
  id: string;
  queue: string;
  /** When its last try failed. */
  failedAt: string;
  /** The error its last try ended with. */
  error: string;
}

export interface JobQueue {
  /**
   * Installs or updates the queue's tables and queues, then works the queues, unless `work` is
   * false (a process that only sends: nothing of the cluster's runs in it).
   */
  start(options?: { work?: boolean }): Promise<void>;
  /** Stops fetching, lets running jobs finish (up to `graceMs`), then returns. */
  stop(): Promise<void>;
  /**
   * Queues a job of a defined queue. With `singletonKey`, a job with the same key that is still
   * waiting is not queued again (the answer is then null).
   */
  send(
    name: string,
    data?: Record<string, unknown>,
    options?: { singletonKey?: string; startAfterSeconds?: number },
  ): Promise<string | null>;
  /** Each defined queue's jobs waiting, running and dead. */
  depth(): Promise<QueueDepth[]>;
  /** The newest dead letters, at most `limit`. */
  deadLetters(limit: number): Promise<DeadLetter[]>;
}

export interface JobQueueSettings {
  /** How often an idle worker asks for a job (pg-boss's minimum is 0.5). */
  pollingSeconds: number;
  /** How long stop() waits for running jobs before failing them (they are retried later). */
  graceMs: number;
  /**
   * How often the cluster's maintenance runs (one instance a turn): it fails the jobs whose time
   * ran out (a process that died holding them), so they are retried, and archives old ones.
   */
  maintenanceSeconds: number;
}

export const JOB_QUEUE_SETTINGS: JobQueueSettings = {
  pollingSeconds: 5,
  // Within the server's 10 s to shut down (server/serve.ts), after its requests drained.
  graceMs: 5_000,
  maintenanceSeconds: 120,
};

/** Where the schedules' times are read: Kerala's. */
const TIME_ZONE = 'Asia/Kolkata';
const SCHEMA = 'pgboss';

export const deadLetterQueue = (name: string) => `${name}-failed`;

/** Arbitrary but fixed: the advisory lock instances take while they set up their queues. */
const SETUP_LOCK_KEY = 7_361_942_036;

/**
 * Runs `work` while this process holds the setup's advisory lock (PostgreSQL): pg-boss's
 * `create_queue` is not locked, and two instances creating the same queues at once deadlock on
 * its index and partition (seen when instances start together). PGlite has one process.
 */
async function oneAtATime<T>(store: JobStore, work: () => Promise<T>): Promise<T> {
  if (store.kind !== 'postgres') return work();
  const client = new pg.Client({ connectionString: store.url, application_name: 'veedu-jobs' });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SETUP_LOCK_KEY]);
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** pg-boss's statements, as its manager builds them (pg-boss exports no types for them). */
const pgBossPlans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
};

/**
 * The statements that record a job's end. pg-boss (10.4, Manager.watch) sends them after a run
 * without waiting for the answer, so one that fails (the database gone at that moment) would be a
 * promise rejected with nobody listening. Such a failure is logged instead and answered as "no
 * job changed": the job stays active until its time runs out, and is then retried, which is what
 * pg-boss does with a job whose end it could not record.
 */
const JOB_END_STATEMENTS = new Set([
  pgBossPlans.completeJobs(SCHEMA),
  pgBossPlans.failJobsById(SCHEMA),
]);

function recordingJobEndsSafely(db: PgBoss.Db, log: Logger): void {
  const execute = db.executeSql.bind(db);
  db.executeSql = async (text, values) => {
    if (!JOB_END_STATEMENTS.has(text)) return execute(text, values);
    try {
      return await execute(text, values);
    } catch (error) {
      log.warn({ err: error }, "job queue: could not record a job's end; it is retried later");
      return { rows: [{ count: 0 }] };
    }
  };
}

interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export function createJobQueue(options: {
  store: JobStore;
  definitions: readonly JobDefinition[];
  log: Logger;
  settings?: Partial<JobQueueSettings>;
}): JobQueue {
  const settings = { ...JOB_QUEUE_SETTINGS, ...options.settings };
  const definitions = new Map(
    options.definitions.map((definition) => [definition.name, definition]),
  );
  const { store, log } = options;
  const boss = new PgBoss({
    schema: SCHEMA,
    ...(store.kind === 'postgres'
      ? // Two connections: fetching and finishing jobs never waits for the app's pool.
        { connectionString: store.url, max: 2, application_name: 'veedu-jobs' }
      : {
          db: { executeSql: (text: string, values: unknown[]) => store.executeSql(text, values) },
        }),
    // Completed jobs are archived after a day and deleted after a week: a job holds ids, never
    // a person's data, and the archive is how an owner could trace one.
    archiveCompletedAfterSeconds: 24 * 3600,
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: settings.maintenanceSeconds,
  });
  // pg-boss reports what went wrong in its own loops (a lost connection, a failed maintenance)
  // here; they are tried again at the next turn.
  boss.on('error', (error: unknown) => log.warn({ err: error }, 'job queue: background error'));
  recordingJobEndsSafely(boss.getDb() as PgBoss.Db, log);
  let stopping = new AbortController();
  let started = false;

  async function work(definition: JobDefinition, jobs: PgBoss.Job<Record<string, unknown>>[]) {
    for (const job of jobs) {
      const stopTimer = jobDuration.startTimer({ queue: definition.name });
      try {
        await definition.run(job.data ?? {}, { signal: stopping.signal });
        stopTimer({ outcome: 'completed' });
      } catch (error) {
        stopTimer({ outcome: 'failed' });
        jobFailures.inc({ queue: definition.name });
        log.warn({ err: error, queue: definition.name, job: job.id }, 'job failed');
        // pg-boss fails the job and retries it, or moves it to its dead letters.
        throw error;
      }
    }
  }

  async function sql<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
    const db = boss.getDb() as PgBoss.Db;
    return (await db.executeSql(text, values)).rows as Row[];
  }

  return {
    async start(startOptions = {}) {
      if (started) return;
      if (stopping.signal.aborted) stopping = new AbortController();
      // Installs or updates the queue's tables, starts pg-boss's maintenance and schedules, and
      // makes the queues and their schedules: instances starting together take turns.
      await oneAtATime(store, async () => {
        await boss.start();
        for (const definition of definitions.values()) {
          const dead = deadLetterQueue(definition.name);
          // A dead letter is kept twice as long as its job would have been (pg-boss's default
          // retention is 14 days): about four weeks.
          await boss.createQueue(dead, { name: dead });
          const queue: PgBoss.Queue = {
            name: definition.name,
            // At most one waiting and one running per singleton key (a job sent without one:
            // per queue). A schedule's next period, or a second send while the first still
            // waits, is not queued twice, and two instances never run the same key at once.
            policy: 'stately',
            retryLimit: definition.retryLimit,
            retryDelay: definition.retryDelaySeconds,
            retryBackoff: true,
            expireInSeconds: definition.expireInSeconds,
            deadLetter: dead,
          };
          await boss.createQueue(definition.name, queue);
          // A queue made by an earlier version keeps its row: bring its settings up to date.
          await boss.updateQueue(definition.name, queue);
          if (definition.cron) {
            await boss.schedule(definition.name, definition.cron, {}, { tz: TIME_ZONE });
          } else {
            await boss.unschedule(definition.name);
          }
        }
      });
      if (startOptions.work !== false) {
        for (const definition of definitions.values()) {
          await boss.work<Record<string, unknown>>(
            definition.name,
            {
              pollingIntervalSeconds: Math.min(
                definition.pollingSeconds ?? settings.pollingSeconds,
                settings.pollingSeconds,
              ),
              batchSize: 1,
            },
            (jobs) => work(definition, jobs),
          );
        }
      }
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, timeout: settings.graceMs, close: true });
    },
    async send(name, data = {}, sendOptions = {}) {
      if (!definitions.has(name)) throw new Error(`No job queue named ${name}`);
      return boss.send(name, data, {
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        ...(sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {}),
      });
    },
    async depth() {
      const names = [...definitions.keys()];
      const rows = await sql<{ name: string; state: string; count: number }>(
        `select name, state::text as state, count(*)::int as count from ${SCHEMA}.job
         where name = any($1::text[]) and state < 'completed' group by name, state`,
        [[...names, ...names.map(deadLetterQueue)]],
      );
      return names.map((queue) => {
        const count = (name: string, states: string[]) =>
          rows
            .filter((row) => row.name === name && states.includes(row.state))
            .reduce((sum, row) => sum + row.count, 0);
        return {
          queue,
          waiting: count(queue, ['created', 'retry']),
          active: count(queue, ['active']),
          failed: count(deadLetterQueue(queue), ['created', 'retry', 'active']),
        };
      });
    },
    async deadLetters(limit) {
      const names = [...definitions.keys()];
      const rows = await sql<{ id: string; name: string; created_on: Date; output: unknown }>(
        `select id, name, created_on, output from ${SCHEMA}.job
         where name = any($1::text[]) and state < 'completed'
         order by created_on desc limit $2`,
        [names.map(deadLetterQueue), limit],
      );
      return rows.map((row) => ({
        id: row.id,
        queue: row.name.slice(0, -'-failed'.length),
        failedAt: new Date(row.created_on).toISOString(),
        error: errorMessage(row.output),
      }));
    },
  };
}

/** pg-boss keeps a failed job's error as its `output` (the serialized error, or `{ value }`). */
function errorMessage(output: unknown): string {
  if (typeof output !== 'object' || output === null) return 'Unknown error';
  const record = output as { message?: unknown; value?: unknown };
  if (typeof record.message === 'string') return record.message;
  if (typeof record.value === 'object' && record.value !== null) return errorMessage(record.value);
  if (typeof record.value === 'string') return record.value;
  return 'Unknown error';
}
