import { availableParallelism } from 'node:os';

import { defineConfig } from 'vitest/config';

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

export default defineConfig({
  test: {
    // One file more than the cores: the API and process files wait on PostgreSQL, the S3 server
    // and the servers they start for a good part of their time (Vitest's default is cores - 1).
    maxWorkers: availableParallelism() + 1,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ['server/testing/fail-on-console.ts'],
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
