// `npm run bench:api`: seeds N synthetic listings, loads the list and detail endpoints with
// autocannon, prints requests/s and latency p50/p95/p99, and records them with the query plans in
// docs/performance.md. PostgreSQL when DATABASE_URL is set (in a database of its own, veedu_bench,
// made and dropped on that server), else the embedded PGlite.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { LOCATION_SIMILARITY, locationTerm, propertyListQuery } from '../contract/properties';
import { buildApp } from '../server/app';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import type { Statement } from '../server/db/statement';
import { properties } from '../server/db/schema';
import { readConfig } from '../server/env';
import * as repo from '../server/modules/properties/properties.repo';
import { toSearch } from '../server/modules/properties/properties.service';
import { prepareDatabase } from '../server/start';
import { recordInPerformanceDoc } from './record';
import { insertSyntheticListings } from './synthetic-listings';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    runs: { type: 'string', default: '3' },
    'no-record': { type: 'boolean', default: false },
    // PostgreSQL: keep veedu_bench afterwards, and use it as it is when it exists already.
    reuse: { type: 'boolean', default: false },
  },
});

const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'postgres' : 'pglite';
/** How the app reaches PostgreSQL: a Unix socket (`?host=/var/run/postgresql`) or TCP. */
const transport = databaseUrl ? (isUnixSocket(databaseUrl) ? 'unix socket' : 'tcp') : undefined;

function isUnixSocket(url: string): boolean {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host') ?? decodeURIComponent(parsed.hostname);
  return host.startsWith('/');
}
const listingCount = Number(args.listings ?? (engine === 'postgres' ? 100_000 : 10_000));
const duration = Number(args.duration);
const connections = Number(args.connections);
const runs = Number(args.runs);

const SCENARIOS = [
  { name: 'list, no filter', query: '' },
  { name: 'list, three filters', query: 'type=rent&bedrooms=2&max_price=50000' },
  { name: 'list, fuzzy location', query: 'location=Kochii' },
  { name: 'list, nearest', query: 'sort=nearest&lat=9.9816&lng=76.2999' },
  { name: 'detail', query: null },
] as const;

interface Figures {
  requestsPerSecond: number;
  total: number;
  non2xx: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The database the benchmark makes (and drops) on the server of DATABASE_URL. */
function benchUrl(): string {
  const url = new URL(databaseUrl ?? 'postgres://localhost');
  url.pathname = '/veedu_bench';
  return url.toString();
}

async function openBenchDatabase(): Promise<{
  database: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  if (!databaseUrl) {
    const database = await openDatabase({ kind: 'pglite' });
    return { database, dispose: () => database.close() };
  }
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = 'veedu_bench'")).rows
    .length;
  if (!args.reuse || !exists) {
    await admin.query('drop database if exists veedu_bench with (force)');
    await admin.query('create database veedu_bench');
  }
  await admin.end();
  // The pool the app itself would open (its default size).
  const database = await openDatabase({ kind: 'postgres', url: benchUrl() });
  return {
    database,
    async dispose() {
      await database.close();
      if (args.reuse) return;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('drop database if exists veedu_bench with (force)');
      await client.end();
    },
  };
}

function load(
  baseUrl: string,
  scenarioPath: string,
  detailIds?: number[],
  seconds = duration,
): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { url: baseUrl, path: scenarioPath, connections, duration: seconds, detailIds },
    });
    worker.once('message', (figures: Figures) => {
      void worker.terminate();
      resolve(figures);
    });
    worker.once('error', reject);
  });
}

/** A value written as an SQL literal, for EXECUTE (utility statements take no parameters). */
function toLiteral(value: unknown): string {
  if (value === null) return 'NULL';
  // An array as an untyped literal ('{1,NULL}'): PostgreSQL gives it the parameter's type.
  if (Array.isArray(value)) {
    const items = value.map((item) =>
      item === null
        ? 'NULL'
        : typeof item === 'number'
          ? String(item)
          : `"${String(item).replace(/["\\]/g, '\\$&')}"`,
    );
    return pg.escapeLiteral(`{${items.join(',')}}`);
  }
  if (typeof value === 'number') return String(value);
  return pg.escapeLiteral(String(value));
}

/**
 * The plan PostgreSQL uses for a statement as the API runs it: prepared, executed a few times
 * (after five runs the server may switch to a generic plan), then explained.
 */
async function explain(database: DatabaseHandle, statement: Statement): Promise<string> {
  const analyze = database.kind === 'postgres' ? 'analyze, buffers' : 'analyze';
  const args = statement.values.length > 0 ? `(${statement.values.map(toLiteral).join(', ')})` : '';
  const script = async (run: (text: string) => Promise<Record<string, unknown>[]>) => {
    await run(`prepare bench_plan as ${statement.text}`);
    try {
      for (let i = 0; i < 6; i += 1) await run(`execute bench_plan${args}`);
      const rows = await run(`explain (${analyze}) execute bench_plan${args}`);
      return rows.map((row) => String(Object.values(row)[0])).join('\n');
    } finally {
      await run('deallocate bench_plan');
    }
  };
  if (database.kind === 'postgres') {
    // One connection for the whole script: a prepared statement lives in its session.
    const client = new pg.Client({ connectionString: benchUrl(), options: '-c jit=off' });
    await client.connect();
    try {
      return await script(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  return script(
    async (text) =>
      ((await database.db.execute(sql.raw(text))) as unknown as { rows: Record<string, unknown>[] })
        .rows,
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function main(): Promise<void> {
  const started = Date.now();
  const { database, dispose } = await openBenchDatabase();
  try {
    await prepareDatabase(database);
    const present = await repo.countProperties(database.db);
    if (present === 0) {
      console.log(`Seeding ${listingCount.toLocaleString('en-IN')} listings on ${engine}...`);
      await insertSyntheticListings(database.db, listingCount);
      await database.analyze();
      console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    } else if (present !== listingCount) {
      throw new Error(
        `veedu_bench holds ${present} listings, not ${listingCount}: run without --reuse once.`,
      );
    }

    const config = readConfig({
      DATA_DIR: path.join(os.tmpdir(), 'veedu-bench'),
      LOG_LEVEL: 'silent',
      // The API's own path, every request to the database: the page cache has bench:load's warm step.
      PAGE_CACHE: 'off',
    });
    const app = await buildApp({ config, database, logger: false });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const available = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.status} = 'available'`)
      .limit(5000);
    const detailIds = available.map((row) => row.id);

    const results: { name: string; path: string; runs: Figures[]; plan: string }[] = [];
    for (const scenario of SCENARIOS) {
      const scenarioPath =
        scenario.query === null
          ? '/api/properties/properties/{random id}/'
          : `/api/properties/properties/?${scenario.query}`;
      // Warm-up: caches and the JIT, not measured.
      await load(
        baseUrl,
        scenario.query === null ? '/' : scenarioPath,
        scenario.query === null ? detailIds : undefined,
      );
      const figures: Figures[] = [];
      for (let run = 0; run < runs; run += 1) {
        figures.push(
          await load(
            baseUrl,
            scenario.query === null ? '/' : scenarioPath,
            scenario.query === null ? detailIds : undefined,
          ),
        );
      }
      let plan: string;
      if (scenario.query === null) {
        plan = await explain(
          database,
          repo.findListedStatement(detailIds[0] ?? 1, ['available', 'sold', 'rented']),
        );
      } else {
        const query = propertyListQuery.parse(
          Object.fromEntries(new URLSearchParams(scenario.query)),
        );
        const term = locationTerm(query.location);
        const places = term
          ? await repo.findPlacesLike(database.db, term, LOCATION_SIMILARITY)
          : undefined;
        const { criteria, options } = toSearch(query, { isAdmin: false }, places);
        const radius = options.sort === 'nearest' ? repo.NEAREST_RADII_KM[0] : undefined;
        plan = [
          radius ? `-- page of rows (first radius: ${radius} km)` : '-- page of rows',
          await explain(database, repo.searchStatement(criteria, options, radius)),
          '-- matching count (cached for 30 s by the service)',
          await explain(database, repo.countStatement(criteria)),
        ].join('\n');
      }
      results.push({ name: scenario.name, path: scenarioPath, runs: figures, plan });
      const last = figures.map((figure) => figure.p95);
      console.log(
        `${scenario.name.padEnd(22)} ${median(figures.map((f) => f.requestsPerSecond))
          .toFixed(0)
          .padStart(
            6,
          )} req/s  p50 ${median(figures.map((f) => f.p50))} ms  p95 ${median(last)} ms (runs: ${last.join(', ')})  p99 ${median(figures.map((f) => f.p99))} ms  non-2xx ${figures.reduce((n, f) => n + f.non2xx + f.errors, 0)}`,
      );
    }
    await app.close();
    if (!args['no-record']) await record(results);
  } finally {
    await dispose();
  }
}

async function record(results: { name: string; path: string; runs: Figures[]; plan: string }[]) {
  const start = `<!-- bench:api:${engine}:start -->`;
  const end = `<!-- bench:api:${engine}:end -->`;
  const rows = results.map((result) => {
    const { runs: figures } = result;
    return `| ${result.name} | \`${result.path.replace('/api/properties/properties/', '…/')}\` | ${median(figures.map((f) => f.requestsPerSecond)).toFixed(0)} | ${median(figures.map((f) => f.p50))} | ${median(figures.map((f) => f.p95))} (${figures.map((f) => f.p95).join(', ')}) | ${median(figures.map((f) => f.p99))} | ${figures.reduce((n, f) => n + f.non2xx + f.errors, 0)} |`;
  });
  const section = [
    start,
    `### ${engine === 'postgres' ? `PostgreSQL over ${transport === 'tcp' ? 'TCP' : 'a Unix socket'}` : 'PGlite (embedded)'}: ${listingCount.toLocaleString('en-US')} listings`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; ${connections} connections, ${runs} runs of ${duration} s each after a warm-up; latencies in ms; the p95 of each run in brackets. autocannon runs in a worker thread of the same process.`,
    '',
    '| scenario | request | req/s (median) | p50 | p95 | p99 | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    '<details><summary>Query plans</summary>',
    '',
    ...results.flatMap((result) => [`#### ${result.name}`, '', '```', result.plan, '```', '']),
    '</details>',
    end,
  ].join('\n');
  await recordInPerformanceDoc(start, end, section);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
