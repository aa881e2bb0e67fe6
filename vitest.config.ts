import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Projects: `unit` (pure code), the API suite twice (`api-pglite`, `api-postgres`: every API test
 * runs on both engines; `*.postgres.test.ts` only on PostgreSQL), its media tests a third time with
 * media in a bucket of a real S3-compatible server (`api-s3`, on PGlite; `*.s3.test.ts` only
 * there), and `process` (the built server as a real process). The demo catalogue (demo/) has unit
 * tests and an API test of its seeding.
 */
const apiTests = ['server/**/*.test.ts', 'demo/**/*.test.ts'];
const notApi = [
  '{server,demo}/**/*.unit.test.ts',
  'server/**/*.process.test.ts',
  'server/**/*.s3.test.ts',
];
/**
 * The API projects share each worker's modules between files instead of importing the server
 * again for every file (a third of their time): each file still opens its own database and app,
 * and nothing a file keeps may live at module level (statement.ts keeps its names per pool).
 */
const shareModules = { isolate: false } as const;

/** The API tests that store, serve, copy or remove media. */
const mediaTests = [
  'server/**/*.s3.test.ts',
  'server/modules/banners/banners.test.ts',
  'server/modules/properties/properties.write.test.ts',
  'server/modules/properties/properties.import.test.ts',
  'server/modules/properties/listing-tools.test.ts',
  'server/modules/share-cards/share-cards.test.ts',
  'server/http/input-guard.test.ts',
  'server/backup/backup.test.ts',
];

/**
 * Files that spend a minute or more waiting on the clock, not the CPU: they start first, beside
 * the others, instead of last. Vitest runs the projects' files in the projects' order (`process`
 * after the API suite), so the alert process test, which waits for the alerts' minute runs, was the
 * last file left running at the end of each pass (176 s of a 1,004 s run here, 2026-12-02).
 */
const WAIT_ON_THE_CLOCK = ['server/modules/alerts/alerts.process.test.ts'];

class ClockWaitersFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const waits = (file: TestSpecification) =>
      WAIT_ON_THE_CLOCK.some((name) => file.moduleId.endsWith(`/${name}`));
    return [...sorted.filter(waits), ...sorted.filter((file) => !waits(file))];
  }
}

export default defineConfig({
  test: {
    // One file more than the cores: the API and process files wait on PostgreSQL, the S3 server
    // and the servers they start for a good part of their time (Vitest's default is cores - 1).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['server/testing/fail-on-console.ts'],
    sequence: { sequencer: ClockWaitersFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'server/**/*.unit.test.ts',
            'demo/**/*.unit.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          ...shareModules,
          include: apiTests,
          exclude: [...notApi, 'server/**/*.postgres.test.ts'],
          env: { VEEDU_TEST_DB: 'pglite' },
          globalSetup: ['server/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-postgres',
          ...shareModules,
          include: apiTests,
          exclude: notApi,
          env: { VEEDU_TEST_DB: 'postgres' },
          globalSetup: ['server/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api-s3',
          ...shareModules,
          include: mediaTests,
          env: { VEEDU_TEST_DB: 'pglite', VEEDU_TEST_MEDIA: 's3' },
          globalSetup: ['server/testing/global-setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'process', include: ['server/**/*.process.test.ts'] },
      },
    ],
  },
});
