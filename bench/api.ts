// `npm run bench:api`: seeds N synthetic listings, loads the list endpoint with searches drawn
// from its whole filter space (bench/search-space.ts, a fixed seed), the detail endpoint, and the
// listing's page without and with view counting (the page scenarios need `npm run build`) with
// autocannon, prints requests/s and latency p50/p95/p99, and records them with the query plans of
// the slowest in docs/performance.md. PostgreSQL when DATABASE_URL is set (in a database of its own, veedu_bench,
// made and dropped on that server), else the embedded PGlite.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { count, sql } from 'drizzle-orm';
import pg from 'pg';
import { locationTerm } from '../server/modules/properties/search-tuning';
import { readListingSearch } from '../contract/listing-search';
import { buildApp } from '../server/app';
import { openDatabase, type DatabaseHandle } from '../server/db/client';
import type { Statement } from '../server/db/statement';
import { listingViews, properties } from '../server/db/schema';
import { readConfig } from '../server/env';
import * as repo from '../server/modules/properties/properties.repo';
import { findPlacesMeant, toSearch } from '../server/modules/properties/properties.service';
import { loadProductionWeb } from '../server/ssr/load-build';
import { prepareDatabase } from '../server/start';
import { recordInPerformanceDoc } from './record';
import { drawMapSearches, drawSearches } from './search-space';
import { insertSyntheticListings } from './synthetic-listings';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string' },
    duration: { type: 'string', default: '5' },
    // How many searches to draw, and from which seed.
    searches: { type: 'string', default: '24' },
    seed: { type: 'string', default: '20261125' },
    connections: { type: 'string', default: '32' },
    runs: { type: 'string', default: '3' },
    'no-record': { type: 'boolean', default: false },
    // PostgreSQL: keep veedu_bench afterwards, and use it as it is when it exists already.
    reuse: { type: 'boolean', default: false },
    // Only the scenarios whose name contains one of these (comma-separated), for quick checks:
    // `--only tail,detail,page_size`. Implies --no-record.
    only: { type: 'string' },
  },
});
const only = args.only
  ?.split(',')
  .map((part) => part.trim())
  .filter(Boolean);
/** Whether `--only` asks for the scenario, by its name, its kind (`tail`) or its query. */
const chosen = (scenario: Scenario) =>
  !only ||
  only.some((part) =>
    [scenario.name, scenario.kind, scenario.kind === 'search' ? scenario.query : ''].some((text) =>
      text.includes(part),
    ),
  );

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

/** Searches for the long tail: so many that a run asks each about once. */
const TAIL_SEARCHES = 50_000;

type Scenario =
  | { kind: 'search'; name: string; query: string }
  | { kind: 'tail'; name: string; paths: string[] }
  | { kind: 'detail'; name: string }
  | { kind: 'similar'; name: string }
  | { kind: 'page'; name: string; visitors: 'robot' | 'new' };

const SCENARIOS: Scenario[] = [
  ...drawSearches(Number(args.searches), Number(args.seed)).map((search): Scenario => ({
    kind: 'search',
    name: search.shape,
    query: search.query,
  })),
  {
    kind: 'tail',
    name: `a new search each request (${TAIL_SEARCHES.toLocaleString('en-US')} drawn)`,
    paths: drawSearches(TAIL_SEARCHES, Number(args.seed) + 1).map(
      (search) => `/api/properties/properties/?${search.query}`,
    ),
  },
  {
    kind: 'tail',
    name: `markers: a new search each request (${TAIL_SEARCHES.toLocaleString('en-US')} drawn)`,
    paths: drawMapSearches(TAIL_SEARCHES, Number(args.seed) + 2).map(
      (search) => `/api/properties/properties/markers/?${search.query}`,
    ),
  },
  { kind: 'detail', name: 'detail' },
  { kind: 'similar', name: 'similar' },
  // The listing's page as deploys serve it (page cache on), without and with view counting
  // (issue 15, item 3): a robot is never counted; a new visitor every request is counted every
  // time, the worst case (a view buffered per answer, written in batches).
  { kind: 'page', name: 'detail page, robots (views not counted)', visitors: 'robot' },
  {
    kind: 'page',
    name: 'detail page, a new visitor each request (views counted)',
    visitors: 'new',
  },
];
/** Listings whose pages the page scenarios open: all kept in the page cache once warm. */
const PAGE_LISTINGS = 500;
/** The slowest searches whose query plans the record shows. */
const PLANS_RECORDED = 4;

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

/** What a load asks: one path, a random listing's detail or page, or a random one of many paths. */
type Target =
  | { path: string }
  | { detailIds: number[] }
  | { paths: string[] }
  | { pageIds: number[]; visitors: 'robot' | 'new' };

function load(baseUrl: string, target: Target, seconds = duration): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
      workerData: { url: baseUrl, path: '/', ...target, connections, duration: seconds },
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

interface Result {
  name: string;
  path: string;
  /** Listings the search matches (none for detail). */
  count: number | undefined;
  runs: Figures[];
  plan: string;
}

/**
 * The plans of the statements a search runs, as the API runs them: the words it matches (keyword,
 * untyped category) when it has them, then its page of listings by id (the search itself runs in
 * the process's index, docs/decisions/010).
 */
async function explainSearch(
  database: DatabaseHandle,
  baseUrl: string,
  queryString: string,
): Promise<{ plan: string; count: number }> {
  const { search: query } = readListingSearch(new URLSearchParams(queryString), 'api');
  const term = locationTerm(query.location);
  const places = term ? await findPlacesMeant(database.db, term) : undefined;
  const { criteria } = toSearch(query, { isAdmin: false }, places);
  const answer = (await (
    await fetch(`${baseUrl}/api/properties/properties/?${queryString}`)
  ).json()) as { count: number; data: { id: number }[] };
  const lines: string[] = [];
  if (criteria.keyword !== undefined) {
    lines.push('-- keyword matches (kept per catalogue version)');
    lines.push(await explain(database, repo.idsWithTextStatement(criteria.keyword)));
  }
  if (criteria.category && criteria.category.keywords.length > 0) {
    lines.push('-- untyped listings in the category (kept per catalogue version)');
    lines.push(
      await explain(database, repo.untypedIdsWithWordsStatement(criteria.category.keywords)),
    );
  }
  const ids = answer.data.map((item) => item.id);
  if (ids.length === 0) {
    lines.push('-- page: no listing, no query');
  } else {
    // Read when not kept in the process already (listings-kept.ts): the first time each is asked.
    lines.push('-- page of listings by id, for those not kept yet');
    lines.push(await explain(database, repo.listedByIdsStatement(ids, 'listing')));
  }
  return { plan: lines.join('\n'), count: answer.count };
}

function summary(result: Result): string {
  const { runs: figures } = result;
  const p95s = figures.map((figure) => figure.p95);
  return [
    result.name.padEnd(48),
    String(result.count ?? '').padStart(7),
    `${median(figures.map((f) => f.requestsPerSecond))
      .toFixed(0)
      .padStart(6)} req/s`,
    `p50 ${median(figures.map((f) => f.p50))} ms`,
    `p95 ${median(p95s)} ms (runs: ${p95s.join(', ')})`,
    `non-2xx ${figures.reduce((n, f) => n + f.non2xx + f.errors, 0)}`,
  ].join('  ');
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
      // What autovacuum does on a live database (it is off on some machines): statistics, and the
      // visibility map that lets counts read indexes alone.
      if (database.kind === 'postgres') await database.db.execute(sql`vacuum (analyze) properties`);
      else await database.analyze();
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
      // Public answers made at once (docs/decisions/031): the deploy's setting when this run's
      // environment sets it.
      ...(process.env.READ_CONCURRENCY ? { READ_CONCURRENCY: process.env.READ_CONCURRENCY } : {}),
    });
    const app = await buildApp({ config, database, logger: false });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
    const available = await database.db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.status} = 'available'`)
      .limit(5000);
    const detailIds = available.map((row) => row.id);

    // The pages' own app, as deploys run it: the web build, the page cache on, and visitors'
    // addresses from X-Forwarded-For (TRUST_PROXY=1). Made for the first page scenario.
    let pages: { app: Awaited<ReturnType<typeof buildApp>>; url: string } | undefined;
    const pageIds = detailIds.slice(0, PAGE_LISTINGS);
    async function pagesUrl(): Promise<string> {
      if (!pages) {
        const pageApp = await buildApp({
          config: readConfig({
            DATA_DIR: path.join(os.tmpdir(), 'veedu-bench'),
            LOG_LEVEL: 'silent',
            TRUST_PROXY: '1',
          }),
          database,
          logger: false,
          web: await loadProductionWeb(),
        });
        pages = { app: pageApp, url: await pageApp.listen({ host: '127.0.0.1', port: 0 }) };
        // Every page made once (by a robot: no view), so each load measures pages served.
        for (const id of pageIds) {
          await fetch(`${pages.url}/property/${id}`, { headers: { 'user-agent': 'autocannon' } });
        }
      }
      return pages.url;
    }

    const results: Result[] = [];
    for (const scenario of SCENARIOS) {
      if (!chosen(scenario)) continue;
      const scenarioPath =
        scenario.kind === 'search'
          ? `/api/properties/properties/?${scenario.query}`
          : scenario.kind === 'tail'
            ? (scenario.paths[0] ?? '').replace(/\?.*$/, '?{a drawn search}')
            : scenario.kind === 'similar'
              ? '/api/properties/properties/{random id}/similar/'
              : scenario.kind === 'page'
                ? `/property/{one of ${pageIds.length} ids}`
                : '/api/properties/properties/{random id}/';
      const target: Target =
        scenario.kind === 'search'
          ? { path: scenarioPath }
          : scenario.kind === 'tail'
            ? { paths: scenario.paths }
            : scenario.kind === 'similar'
              ? { paths: detailIds.map((id) => `/api/properties/properties/${id}/similar/`) }
              : scenario.kind === 'page'
                ? { pageIds, visitors: scenario.visitors }
                : { detailIds };
      const url = scenario.kind === 'page' ? await pagesUrl() : baseUrl;
      // Warm-up: caches and the JIT, not measured.
      await load(url, target, Math.min(2, duration));
      const figures: Figures[] = [];
      for (let run = 0; run < runs; run += 1) figures.push(await load(url, target));
      const { plan, count } =
        scenario.kind === 'search'
          ? await explainSearch(database, baseUrl, scenario.query)
          : {
              plan:
                scenario.kind === 'detail'
                  ? await explain(
                      database,
                      repo.listedByIdsStatement([detailIds[0] ?? 1], 'listing'),
                    )
                  : '',
              count: undefined,
            };
      const result = { name: scenario.name, path: scenarioPath, count, runs: figures, plan };
      results.push(result);
      console.log(summary(result));
    }
    await app.close();
    if (pages) {
      // Closing writes the views still waiting: then the table holds every one counted.
      await pages.app.close();
      const [stored] = await database.db.select({ count: count() }).from(listingViews);
      console.log(`views stored by the counted page loads: ${stored?.count ?? 0}`);
    }
    if (!args['no-record'] && !only) await record(results);
  } finally {
    await dispose();
  }
}

async function record(results: Result[]) {
  const start = `<!-- bench:api:${engine}:start -->`;
  const end = `<!-- bench:api:${engine}:end -->`;
  const p95Of = (result: Result) => median(result.runs.map((f) => f.p95));
  const rows = results.map((result) => {
    const { runs: figures } = result;
    return `| ${result.name} | \`${result.path.replace('/api/properties/properties/', '…/')}\` | ${result.count ?? ''} | ${median(figures.map((f) => f.requestsPerSecond)).toFixed(0)} | ${median(figures.map((f) => f.p50))} | ${p95Of(result)} (${figures.map((f) => f.p95).join(', ')}) | ${figures.reduce((n, f) => n + f.non2xx + f.errors, 0)} |`;
  });
  const searches = results.filter((result) => result.count !== undefined);
  const slowest = [...searches].sort((a, b) => p95Of(b) - p95Of(a)).slice(0, PLANS_RECORDED);
  const p95s = searches.map(p95Of);
  const over = p95s.filter((p95) => p95 >= 50).length;
  const section = [
    start,
    `### ${engine === 'postgres' ? `PostgreSQL over ${transport === 'tcp' ? 'TCP' : 'a Unix socket'}` : 'PGlite (embedded)'}: ${listingCount.toLocaleString('en-US')} listings`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}; ${searches.length} searches drawn with seed ${args.seed}; ${connections} connections, ${runs} runs of ${duration} s each after a warm-up; latencies in ms; the p95 of each run in brackets. autocannon runs in a worker thread of the same process.`,
    '',
    `Searches: p95 median ${median(p95s).toFixed(1)} ms, worst ${Math.max(...p95s)} ms; ${over} of ${searches.length} at or over 50 ms.`,
    '',
    '| search | request | matches | req/s (median) | p50 | p95 | errors |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `<details><summary>Query plans of the ${PLANS_RECORDED} slowest searches and of detail</summary>`,
    '',
    ...[...slowest, ...results.filter((result) => result.name === 'detail')].flatMap((result) => [
      `#### ${result.name}`,
      '',
      '```',
      result.plan,
      '```',
      '',
    ]),
    '</details>',
    end,
  ].join('\n');
  await recordInPerformanceDoc(start, end, section);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
