import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { migrationsDir } from '../paths';
import { createDatabase, dropDatabase, openPostgresTestDatabase } from './databases';
import { testEngine } from './test-app';

/**
 * For tests of a migration on data written before it: the database is migrated part way (a copy
 * of the migrations whose journal ends earlier), written to as it was then, and migrated on.
 */

/** A copy of the migrations whose journal ends at `lastTag` (the caller removes the folder). */
export async function migrationsUpTo(lastTag: string): Promise<string> {
  const copy = await mkdtemp(path.join(os.tmpdir(), 'veedu-migrations-'));
  await cp(migrationsDir, copy, { recursive: true });
  const journalPath = path.join(copy, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return copy;
}

/** An empty database, not migrated, on the engine this project tests. */
export async function openEmptyDatabase(): Promise<{
  database: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  if (testEngine() === 'postgres') {
    const name = `${inject('pgRunPrefix')}_${randomBytes(4).toString('hex')}`;
    await createDatabase(name);
    const opened = await openPostgresTestDatabase(name);
    return {
      database: opened,
      async dispose() {
        await opened.close();
        await dropDatabase(name);
      },
    };
  }
  const opened = await openDatabase({ kind: 'pglite' });
  return { database: opened, dispose: () => opened.close() };
}

/**
 * An empty database and a copy of the migrations up to `lastTag` (`folder`), for a migration's
 * test: migrate it to `folder`, write as then, and migrate on. `dispose` removes both.
 */
export async function openDatabaseBefore(lastTag: string): Promise<{
  database: DatabaseHandle;
  folder: string;
  dispose(): Promise<void>;
}> {
  const { database, dispose } = await openEmptyDatabase();
  const folder = await migrationsUpTo(lastTag);
  return {
    database,
    folder,
    async dispose() {
      await dispose();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
