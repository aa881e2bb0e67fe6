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
import type { JobStore } from '../jobs/job-queue';
import { migrationsDir } from '../paths';
import * as schema from './schema';

/** A Drizzle database or transaction, whichever engine is underneath. Pass transactions down. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Applies pending migrations; on PostgreSQL under an advisory lock so instances can start
   * together. `folder`: another copy of the migrations (a test that migrates part of the way).
   */
  migrate(folder?: string): Promise<void>;
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
  /**
   * Where the job queue (server/jobs/job-queue.ts) keeps its jobs: PostgreSQL's address (it opens
   * a small pool of its own), or PGlite's one connection, shared with the app.
   */
  jobStore: JobStore;
  /** PGlite only: the whole data directory as a tarball, to start other instances from it. */
  dumpDataDir?: () => Promise<Blob>;
  /** The connections now: open, idle, and callers waiting for one (server/observability). */
  connectionUse(): ConnectionUse;
  /**
   * Reports every statement's run time and every wait for a connection to `observer` from now
   * on (one observer at a time); the function returned stops it.
   */
  observe(observer: DatabaseObserver): () => void;
}

/**
 * What the metrics read of the connections. PostgreSQL: the pool's. PGlite has one connection and
 * runs one query, transaction or exec at a time: `waiting` are those queued behind the one running.
 */
export interface ConnectionUse {
  open: number;
  max: number;
  idle: number;
  waiting: number;
}

/** A statement that ran: its text as sent (parameters are apart, never here) and its name. */
export interface StatementRun {
  text: string;
  /** The prepared statement's name (server/db/statement.ts), when it has one. */
  name: string | undefined;
  durationMs: number;
}

export interface DatabaseObserver {
  /** Statements that ran at least this long are given to onSlowStatement. */
  slowStatementMs: number;
  onSlowStatement(run: StatementRun): void;
  /** How long a caller waited for a connection (PGlite: for the one connection). */
  onConnectionWait(seconds: number): void;
}

/**
 * The observer of one database handle: the latest given to `observe` and not yet stopped (a
 * process has one app; tests may open a second on the same database while the first is open).
 */
function observerSlot() {
  const observers: DatabaseObserver[] = [];
  return {
    get: (): DatabaseObserver | undefined => observers.at(-1),
    observe(observer: DatabaseObserver): () => void {
      observers.push(observer);
      return () => {
        const index = observers.lastIndexOf(observer);
        if (index >= 0) observers.splice(index, 1);
      };
    },
  };
}

/** A statement's text and name from the first argument of pg's or PGlite's query(). */
function statementOf(config: unknown): { text: string; name: string | undefined } | undefined {
  if (typeof config === 'string') return { text: config, name: undefined };
  if (typeof config !== 'object' || config === null) return undefined;
  const { text, name } = config as { text?: unknown; name?: unknown };
  if (typeof text !== 'string') return undefined;
  return { text, name: typeof name === 'string' ? name : undefined };
}

function reportIfSlow(
  observer: DatabaseObserver | undefined,
  config: unknown,
  durationMs: number,
): void {
  if (!observer || durationMs < observer.slowStatementMs) return;
  const statement = statementOf(config);
  if (statement) observer.onSlowStatement({ ...statement, durationMs });
}

type QueryFunction = (...args: unknown[]) => unknown;

/**
 * Times every statement a pg client runs (pool clients are timed from the moment they hold their
 * connection: the wait for it is timed apart, in `timeConnectionWaits`). Handles pg's promise and
 * callback forms; a submittable (a cursor) passes untimed.
 */
function timeStatements(client: pg.ClientBase, observer: () => DatabaseObserver | undefined) {
  const query = client.query.bind(client) as QueryFunction;
  (client as unknown as { query: QueryFunction }).query = (...args) => {
    const current = observer();
    const [config] = args;
    if (
      !current ||
      (typeof config === 'object' &&
        config !== null &&
        typeof (config as { submit?: unknown }).submit === 'function')
    ) {
      return query(...args);
    }
    const startedAt = performance.now();
    const finish = () => reportIfSlow(current, config, performance.now() - startedAt);
    const callbackAt = args.findIndex((arg, index) => index > 0 && typeof arg === 'function');
    if (callbackAt > 0) {
      const callback = args[callbackAt] as (...results: unknown[]) => void;
      args[callbackAt] = (...results: unknown[]) => {
        finish();
        callback(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.then(finish, finish);
    return result;
  };
}

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void;

/** Times each wait for a pool connection, pool.query's and transactions' alike. */
function timeConnectionWaits(pool: pg.Pool, observer: () => DatabaseObserver | undefined) {
  const connect = pool.connect.bind(pool) as (
    callback?: ConnectCallback,
  ) => Promise<pg.PoolClient> | undefined;
  (pool as unknown as { connect: typeof connect }).connect = (callback) => {
    const startedAt = performance.now();
    const waited = () => observer()?.onConnectionWait((performance.now() - startedAt) / 1000);
    if (typeof callback === 'function') {
      return connect((error, client, done) => {
        if (!error) waited();
        callback(error, client, done);
      });
    }
    return connect()?.then((client) => {
      waited();
      return client;
    });
  };
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
  const observer = observerSlot();
  // Every connection is timed from its first statement: 'connect' comes before the pool hands
  // a new client out.
  pool.on('connect', (client) => timeStatements(client, observer.get));
  timeConnectionWaits(pool, observer.get);
  const db = drizzlePostgres(pool, { schema });
  const versionReader = dedicatedConnection(target.url);
  return {
    db,
    kind: 'postgres',
    async migrate(folder = migrationsDir) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePostgres(drizzlePostgres(client, { schema }), {
            migrationsFolder: folder,
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
    jobStore: { kind: 'postgres', url: target.url },
    connectionUse: () => ({
      open: pool.totalCount,
      max: pool.options.max ?? 10,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    observe: observer.observe,
  };
}

/**
 * PGlite runs one query, exec or transaction at a time, first come first served (its mutexes are
 * FIFO): `inFlight` counts those called and not finished, one running and the rest queued. As
 * they finish in the order they were called, each one started when it was called or when the one
 * before it finished, whichever was later: the time before that was a wait for the connection,
 * the time after it the statement's own. Statements inside a transaction hold the connection
 * already and are timed from their call.
 */
function observePglite(client: PGlite, observer: () => DatabaseObserver | undefined) {
  let inFlight = 0;
  let lastFinishedAt = 0;
  const target = client as unknown as Record<'query' | 'exec' | 'transaction', QueryFunction>;

  async function runInTurn<T>(run: () => Promise<T>, statement: unknown): Promise<T> {
    const calledAt = performance.now();
    inFlight += 1;
    try {
      return await run();
    } finally {
      inFlight -= 1;
      const finishedAt = performance.now();
      const startedAt = Math.max(calledAt, lastFinishedAt);
      lastFinishedAt = finishedAt;
      const current = observer();
      current?.onConnectionWait((startedAt - calledAt) / 1000);
      if (statement !== undefined) reportIfSlow(current, statement, finishedAt - startedAt);
    }
  }

  /** A transaction's query or exec: it holds the connection, so its time is all its own. */
  function timedInTransaction(run: QueryFunction): QueryFunction {
    return async (...args) => {
      const startedAt = performance.now();
      try {
        return await run(...args);
      } finally {
        reportIfSlow(observer(), args[0], performance.now() - startedAt);
      }
    };
  }

  for (const method of ['query', 'exec'] as const) {
    const run = target[method].bind(client);
    target[method] = (...args) => runInTurn(async () => run(...args), args[0]);
  }
  const transaction = target.transaction.bind(client);
  target.transaction = (callback) =>
    runInTurn(
      async () =>
        transaction((tx: Record<'query' | 'exec', QueryFunction>) => {
          tx.query = timedInTransaction(tx.query.bind(tx));
          tx.exec = timedInTransaction(tx.exec.bind(tx));
          return (callback as (tx: unknown) => unknown)(tx);
        }),
      undefined,
    );

  return {
    connectionUse: (): ConnectionUse => ({
      open: 1,
      max: 1,
      idle: inFlight === 0 ? 1 : 0,
      waiting: Math.max(inFlight - 1, 0),
    }),
  };
}

async function openPglite(target: { dir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  // PGlite needs the parent of its data directory to exist before it opens.
  if (target.dir) await mkdir(path.dirname(target.dir), { recursive: true });
  const client = await PGlite.create(target.dir ?? 'memory://', {
    extensions: { pg_trgm },
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const observer = observerSlot();
  const { connectionUse } = observePglite(client, observer.get);
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    async migrate(folder = migrationsDir) {
      await migratePglite(db, { migrationsFolder: folder });
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
    jobStore: {
      kind: 'pglite',
      // pg-boss sends its installs and its locked steps as one string of several statements
      // with no values (BEGIN; ...; COMMIT;), which only exec runs; every other statement has
      // its values and goes through query. exec answers each statement's result: the last one
      // is the answer.
      async executeSql(text, values) {
        if (values && values.length > 0) return client.query(text, values);
        const results = await client.exec(text);
        return results.at(-1) ?? { rows: [] };
      },
    },
    connectionUse,
    observe: observer.observe,
  };
}
