import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../server/db/client';

/**
 * A benchmark's database: on the PostgreSQL of DATABASE_URL, a database of its own (`name`), made
 * afresh and dropped by `drop()` (after the caller closed it); without DATABASE_URL, the embedded
 * PGlite in memory.
 */
export async function openBenchDatabase(
  name: string,
): Promise<{ database: DatabaseHandle; drop(): Promise<void> }> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, drop: async () => {} };
  }
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    database,
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
