import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import * as schema from './schema';

/** A Drizzle database or transaction, whichever engine is underneath. Pass transactions down. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations; on PostgreSQL under an advisory lock so instances can start together. */
  migrate(): Promise<void>;
  /** Refreshes planner statistics (PGlite has no autovacuum). */
  analyze(): Promise<void>;
  ping(): Promise<void>;
  /**
   * The catalogue version (migration 0006): it grows with every committed change to what the
   * public sees. Read on a connection of its own on PostgreSQL, so a busy pool never delays it.
   */
  readCatalogueVersion(): Promise<number>;
  close(): Promise<void>;
  /**
   * Runs `work` while holding a cluster-wide lock (a PostgreSQL advisory lock), so that only one
   * of several starting instances does it. PGlite has a single process: it just runs.
   */
  exclusive<T>(lockKey: number, work: () => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory as a tarball, to start other instances from it. */
  dumpDataDir?: () => Promise<Blob>;
}

/** Arbitrary but fixed: the advisory lock every Veedu instance takes while migrating. */
const MIGRATION_LOCK_KEY = 7_361_942_018;

const CATALOGUE_VERSION_QUERY = 'select version::text as version from catalogue_version';

/**
 * One PostgreSQL connection kept for a single small query, opened on first use and opened again
 * after it breaks (a restarted server, a dropped link): the query that finds it broken fails,
 * the next one reconnects.
 */
function dedicatedConnection(url: string) {
  let connection: Promise<pg.Client> | null = null;
  const connect = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => {
      connection = null;
      void client.end().catch(() => {});
    });
    await client.connect();
    return client;
  };
  return {
    async query<Row extends pg.QueryResultRow>(text: string): Promise<pg.QueryResult<Row>> {
      connection ??= connect();
      const current = connection;
      try {
        return await (await current).query<Row>(text);
      } catch (error) {
        if (connection === current) connection = null;
        void current.then((client) => client.end()).catch(() => {});
        throw error;
      }
    },
    async close() {
      const current = connection;
      connection = null;
      if (current) await current.then((client) => client.end()).catch(() => {});
    },
  };
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** `dir` undefined: an in-memory database (tests). */
  | { kind: 'pglite'; dir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target);
}

async function openPostgres(target: { url: string; poolSize?: number }): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: target.url,
    // 10 for a process alone; each of several workers gets a share (server/workers.ts).
    max: target.poolSize ?? 10,
    // JIT compiling costs 20 ms a run and pays off only for long analytical queries; these are
    // short ones, some of whose cached plans PostgreSQL would otherwise compile on every run.
    options: '-c jit=off',
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePostgres(pool, { schema });
  const versionReader = dedicatedConnection(target.url);
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePostgres(drizzlePostgres(client, { schema }), {
            migrationsFolder: migrationsDir,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async analyze() {
      await db.execute(sql`analyze`);
    },
    async exclusive(lockKey, work) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [lockKey]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lockKey]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async readCatalogueVersion() {
      const result = await versionReader.query<{ version: string }>(CATALOGUE_VERSION_QUERY);
      return Number(result.rows[0]?.version ?? 0);
    },
    async close() {
      await versionReader.close();
      await pool.end();
    },
  };
}

async function openPglite(target: { dir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  // PGlite needs the parent of its data directory to exist before it opens.
  if (target.dir) await mkdir(path.dirname(target.dir), { recursive: true });
  const client = await PGlite.create(target.dir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    async migrate() {
      await migratePglite(db, { migrationsFolder: migrationsDir });
    },
    async analyze() {
      await client.exec('vacuum analyze');
    },
    exclusive: (_lockKey, work) => work(),
    async ping() {
      await client.query('select 1');
    },
    async readCatalogueVersion() {
      const result = await client.query<{ version: string }>(CATALOGUE_VERSION_QUERY);
      return Number(result.rows[0]?.version ?? 0);
    },
    async close() {
      await client.close();
    },
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
  };
}
