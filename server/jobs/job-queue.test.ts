import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  createJobQueue,
  deadLetterQueue,
  type JobDefinition,
  type JobQueue,
  type JobStore,
} from './job-queue';

/**
 * Issue 36, item 1: the job queue on the app's own database (PGlite and PostgreSQL alike): a job
 * runs once, a failure is retried with a growing wait and ends in the dead letters with its error,
 * a waiting job is not queued twice under one singleton key, and jobs wait in the database across
 * a stop. Two processes sharing one queue, and a kill -9 mid-job: job-queue.process.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const log = { info() {}, warn() {}, error() {} };
const FAST = { pollingSeconds: 0.5, graceMs: 2_000, maintenanceSeconds: 1 };

function queueOf(definitions: JobDefinition[]): JobQueue {
  return createJobQueue({ store: t.database.jobStore, definitions, log, settings: FAST });
}

function definition(name: string, run: JobDefinition['run'], more: Partial<JobDefinition> = {}) {
  return { name, retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60, run, ...more };
}

describe('the job queue', () => {
  it('runs a job once, with the data it was sent', async () => {
    const seen: unknown[] = [];
    const queue = queueOf([
      definition('test-once', async (data) => {
        seen.push(data);
      }),
    ]);
    await queue.start();
    try {
      expect(await queue.send('test-once', { listing: 7 })).toEqual(expect.any(String));
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(1);
      // Another turn of polling finds nothing more to run.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      expect(seen).toEqual([{ listing: 7 }]);
      expect(await queue.depth()).toEqual([
        { queue: 'test-once', waiting: 0, active: 0, failed: 0 },
      ]);
    } finally {
      await queue.stop();
    }
  });

  it('retries a failing job with a growing wait, then keeps it as a dead letter with its error', async () => {
    const tries: number[] = [];
    const queue = queueOf([
      definition(
        'test-fails',
        async () => {
          tries.push(Date.now());
          throw new Error(`Try ${tries.length} failed`);
        },
        { retryLimit: 2, retryDelaySeconds: 1 },
      ),
    ]);
    await queue.start();
    try {
      await queue.send('test-fails');
      await expect
        .poll(async () => (await queue.deadLetters(10)).length, { timeout: 30_000 })
        .toBe(1);
      expect(tries).toHaveLength(3);
      const [letter] = await queue.deadLetters(10);
      expect(letter).toMatchObject({ queue: 'test-fails', error: 'Try 3 failed' });
      expect(Date.parse(letter!.failedAt)).toBeGreaterThan(Date.now() - 60_000);
      // Back-off: each wait is the delay times 2^(try) / 2, plus up to as much at random.
      const waits = tries.slice(1).map((at, index) => at - tries[index]!);
      expect(waits[0]).toBeGreaterThanOrEqual(900);
      expect(waits[1]).toBeGreaterThanOrEqual(1_900);
      expect(await queue.depth()).toEqual([
        { queue: 'test-fails', waiting: 0, active: 0, failed: 1 },
      ]);
    } finally {
      await queue.stop();
    }
  }, 40_000);

  it('does not queue a job twice under one singleton key while it waits', async () => {
    const queue = queueOf([definition('test-single', async () => {})]);
    // Nothing works the queue, so the first job stays waiting.
    await queue.start({ work: false });
    const first = await queue.send('test-single', {}, { singletonKey: 'listing-4' });
    const again = await queue.send('test-single', {}, { singletonKey: 'listing-4' });
    const other = await queue.send('test-single', {}, { singletonKey: 'listing-5' });
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(other).toEqual(expect.any(String));
    expect(await queue.depth()).toEqual([
      { queue: 'test-single', waiting: 2, active: 0, failed: 0 },
    ]);
    await queue.stop();
  });

  it('keeps jobs in the database across a stop: the next start runs them', async () => {
    const ran: unknown[] = [];
    const define = () =>
      definition('test-restart', async (data) => {
        ran.push(data);
      });
    const before = queueOf([define()]);
    // Sent while no process works the queue (as when every instance is down).
    await before.start({ work: false });
    await before.send('test-restart', { n: 1 });
    await before.send('test-restart', { n: 2 }, { singletonKey: 'two' });
    await before.stop();
    const after = queueOf([define()]);
    await after.start();
    try {
      await expect.poll(() => ran.length, { timeout: 10_000 }).toBe(2);
      expect(ran).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
    } finally {
      await after.stop();
    }
  });

  it('lets several instances start at once and set up the same queues', async () => {
    // Each its own pg-boss, as instances starting together are; pg-boss's own queue creation
    // is not locked and deadlocked here before the setup took turns (oneAtATime).
    const instances = Array.from({ length: 4 }, () =>
      queueOf([
        definition('test-together', async () => {}),
        definition('test-also', async () => {}),
      ]),
    );
    await Promise.all(instances.map((queue) => queue.start({ work: false })));
    try {
      expect(await instances[0]!.depth()).toEqual([
        { queue: 'test-together', waiting: 0, active: 0, failed: 0 },
        { queue: 'test-also', waiting: 0, active: 0, failed: 0 },
      ]);
    } finally {
      await Promise.all(instances.map((queue) => queue.stop()));
    }
  });

  it("logs a job's end the database could not record, rather than leave a promise rejected", async () => {
    // The test's database, through a door that can be shut: the job shuts it as it runs, so
    // pg-boss's recording of its end (sent without waiting for the answer) fails.
    const pool =
      t.database.jobStore.kind === 'postgres'
        ? new pg.Pool({ connectionString: t.database.jobStore.url, max: 2 })
        : undefined;
    const execute: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> = pool
      ? (text, values) => pool.query(text, values)
      : (t.database.jobStore as Extract<JobStore, { kind: 'pglite' }>).executeSql;
    let gone = false;
    const store: JobStore = {
      kind: 'pglite',
      executeSql: (text, values) =>
        gone ? Promise.reject(new Error('the database is gone')) : execute(text, values),
    };
    const warnings: string[] = [];
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    const queue = createJobQueue({
      store,
      definitions: [
        definition('test-end-lost', async () => {
          gone = true;
        }),
      ],
      log: { ...log, warn: (_details, message) => warnings.push(message) },
      settings: FAST,
    });
    await queue.start();
    try {
      await queue.send('test-end-lost');
      await expect
        .poll(() => warnings, { timeout: 10_000 })
        .toContain("job queue: could not record a job's end; it is retried later");
      // A rejection nobody waited for is reported at the end of the turn it happened in.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(rejections).toEqual([]);
    } finally {
      gone = false;
      await queue.stop();
      process.off('unhandledRejection', onRejection);
      await pool?.end();
    }
  });

  it('refuses a job for a queue it does not define', async () => {
    const queue = queueOf([definition('test-known', async () => {})]);
    await expect(queue.send('test-unknown')).rejects.toThrow('No job queue named test-unknown');
    expect(deadLetterQueue('test-known')).toBe('test-known-failed');
  });
});
