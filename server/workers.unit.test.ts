import { describe, expect, it } from 'vitest';
import {
  restartDelayMs,
  WORKER_CONNECTION_BUDGET,
  workerPoolSize,
  workersRefusal,
} from './workers';

describe('workers', () => {
  it('divides the PostgreSQL connections between the workers', () => {
    expect(workerPoolSize(1)).toBe(10);
    expect(workerPoolSize(2)).toBe(10);
    expect(workerPoolSize(4)).toBe(10);
    expect(workerPoolSize(8)).toBe(5);
    expect(workerPoolSize(16)).toBe(2);
    expect(workerPoolSize(64)).toBe(1);
    for (let workers = 1; workers <= 64; workers += 1) {
      const total = workers * workerPoolSize(workers);
      // Within the budget, or one connection each: never near PostgreSQL's default 100.
      expect(total).toBeLessThanOrEqual(Math.max(WORKER_CONNECTION_BUDGET, workers));
    }
  });

  it('backs off a worker that keeps dying, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(restartDelayMs)).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    expect(restartDelayMs(1000)).toBe(30_000);
  });

  it('refuses several workers on the embedded database only', () => {
    expect(workersRefusal({ webConcurrency: 1, databaseUrl: undefined })).toBeUndefined();
    expect(
      workersRefusal({ webConcurrency: 4, databaseUrl: 'postgres://db/veedu' }),
    ).toBeUndefined();
    expect(workersRefusal({ webConcurrency: 3, databaseUrl: undefined })).toBe(
      'WEB_CONCURRENCY=3 needs DATABASE_URL: the embedded database (PGlite) can be opened by one ' +
        'process only. Set DATABASE_URL to a PostgreSQL database, or unset WEB_CONCURRENCY.',
    );
  });
});
