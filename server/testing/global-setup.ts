import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../start';
import {
  createDatabase,
  dropDatabase,
  openPostgresTestDatabase,
  withServerClient,
} from './databases';
import { startS3Server } from './s3-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, seeded PostgreSQL database that each test file copies. */
    pgTemplate: string;
    /** Prefix of every database this run creates. */
    pgRunPrefix: string;
    /** A migrated, seeded PGlite data directory (tarball) that each test file loads. */
    pgliteSnapshot: string;
    /** The run's S3-compatible server (`http://127.0.0.1:N`), when media go to a bucket. */
    s3Endpoint: string;
  }
}

/**
 * Prepares one migrated and seeded database per engine for the whole run, so that each test
 * file starts from a copy instead of migrating again; removes everything the run made at the end.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.env?.VEEDU_TEST_DB ?? process.env.VEEDU_TEST_DB;
  const teardownDatabase =
    engine === 'postgres' ? await setupPostgres(project) : await setupPglite(project);
  if ((project.config.env?.VEEDU_TEST_MEDIA ?? process.env.VEEDU_TEST_MEDIA) !== 's3') {
    return teardownDatabase;
  }
  const s3 = await startS3Server();
  project.provide('s3Endpoint', s3.endpoint);
  return async () => {
    await s3.stop();
    await teardownDatabase();
  };
}

async function setupPostgres(project: TestProject) {
  const prefix = `veedu_test_${randomBytes(4).toString('hex')}`;
  const template = `${prefix}_template`;
  await createDatabase(template);
  const database = await openPostgresTestDatabase(template);
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
  project.provide('pgTemplate', template);
  project.provide('pgRunPrefix', prefix);
  return async () => {
    const { rows } = await withServerClient((client) =>
      client.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
        `${prefix}%`,
      ]),
    );
    for (const { datname } of rows) await dropDatabase(datname);
  };
}

async function setupPglite(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'veedu-pglite-'));
  const database = await openDatabase({ kind: 'pglite' });
  const snapshot = path.join(dir, 'snapshot.tar');
  try {
    await prepareDatabase(database);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite did not produce a snapshot');
    await writeFile(snapshot, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteSnapshot', snapshot);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
