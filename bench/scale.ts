// `npm run bench:scale` (issue 35, item 5): reads under writes at a million listings. Seeds N
// synthetic listings (`--listings`, 1,000,000 by default) on PostgreSQL with COPY in a database of
// its own, veedu_scale, made and dropped on the server of DATABASE_URL (`--reuse` keeps it, and
// uses it again when it holds N listings); starts the built server as deploys do (`node
// dist/server/main.js`, built first if dist is missing); then, after a warm-up, one step per write
// rate (`--write-rates 0,2,20`): API searches drawn from the whole filter space (a random page 1 to
// 20) and listing pages `/property/<random id>`, half and half (`--mix`), at `--connections` for `--duration`
// seconds, while an admin changes prices and statuses, creates listings with photos and deletes
// them through the API at that rate. It reports searches and pages apart (req/s, p50/p95/p99,
// non-2xx, timeouts), each kind of write's p50 and p95, how long a price change takes to show in
// the listing's own answer and in a search for its new price, the server's RSS (sampled every
// second: max and end of each step), the seeding time and the time from spawn to ready and to the
// first search answered. `--workers N` runs the server as N workers (WEB_CONCURRENCY; RSS is
// then the largest process's). `--record` adds a dated section to docs/performance.md. Exits 1 on any
// 5xx (reads or writes) or a crash of the server; timeouts are reported, not failed on.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../server/db/client';
import { projectRoot } from '../server/paths';
import { prepareDatabase } from '../server/start';
import { listingReferences, signIn } from '../server/testing/live-api';
import {
  errorLines,
  mainScript,
  type RunningServer,
  startServer,
} from '../server/testing/process-server';
import { seededRandom } from '../server/testing/seeded-random';
import { type Figures, type Kind, runLoadMix, type Summary } from './load-figures';
import { recordInPerformanceDoc } from './record';
import { copySyntheticListings, type SeedReport } from './scale-seed';
import { type DrawnSearch, drawSearches } from './search-space';
import { WRITE_KINDS, type WriteRun, Writer } from './scale-writes';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '1000000' },
    connections: { type: 'string', default: '32' },
    duration: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '10' },
    'write-rates': { type: 'string', default: '0,2,20' },
    // The reads' shares by request: `search=1,page=0` for searches alone.
    mix: { type: 'string', default: 'search=1,page=1' },
    // WEB_CONCURRENCY for the server: 1 is one process; more, a primary and that many workers.
    workers: { type: 'string', default: '1' },
    reuse: { type: 'boolean', default: false },
    record: { type: 'boolean', default: false },
    // What runs at each write rate: the mixed reads, and bench:api's matrix (each search alone).
    steps: { type: 'string', default: 'mixed' },
    // Seconds each of the matrix's searches is asked, alone, at each write rate.
    'matrix-duration': { type: 'string', default: '5' },
    // The server's page cache (PAGE_CACHE): off measures every search itself, as bench:api does.
    'page-cache': { type: 'string', default: 'on' },
  },
});

function whole(name: string, text: string | undefined, min: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`--${name}: a whole number from ${min} (got "${text}")`);
  }
  return value;
}

const listingCount = whole('listings', args.listings, 1);
const workers = whole('workers', args.workers, 1);
const connections = whole('connections', args.connections, 1);
const duration = whole('duration', args.duration, 1);
const warmup = whole('warmup', args.warmup, 0);
const matrixDuration = whole('matrix-duration', args['matrix-duration'], 1);
const STEP_KINDS = ['mixed', 'matrix'] as const;
type StepKind = (typeof STEP_KINDS)[number];
const stepKinds = new Set(
  (args.steps ?? '').split(',').map((part) => {
    const kind = STEP_KINDS.find((candidate) => candidate === part.trim());
    if (!kind) throw new Error(`--steps: mixed, matrix or both, comma-separated (got "${part}")`);
    return kind;
  }),
);
const asked = (kind: StepKind) => stepKinds.has(kind);
if (args['page-cache'] !== 'on' && args['page-cache'] !== 'off') {
  throw new Error(`--page-cache: on or off (got "${args['page-cache']}")`);
}
const pageCache = args['page-cache'];
const writeRates = (args['write-rates'] ?? '').split(',').map((rate) => {
  const value = Number(rate);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`--write-rates: writes a second, comma-separated (got "${rate}")`);
  }
  return value;
});

const READ_KINDS = ['search', 'page'] as const;
type ReadKind = (typeof READ_KINDS)[number];
const READ_NAMES: Record<ReadKind, string> = { search: 'API search', page: 'listing page' };

/** `search=1,page=1`: each kind of read's weight (a kind not named weighs 0). */
function parseMix(text: string | undefined): Record<ReadKind, number> {
  const mix: Record<ReadKind, number> = { search: 0, page: 0 };
  for (const part of (text ?? '').split(',')) {
    const [name, weight] = part.split('=');
    const kind = READ_KINDS.find((candidate) => candidate === name?.trim());
    const value = Number(weight);
    if (!kind || !Number.isFinite(value) || value < 0) {
      throw new Error(`--mix: search=W,page=W (got "${text}")`);
    }
    mix[kind] = value;
  }
  if (READ_KINDS.every((kind) => mix[kind] === 0)) throw new Error('--mix: nothing to read');
  return mix;
}

const mix = parseMix(args.mix);
const readKindsMixed = READ_KINDS.filter((kind) => mix[kind] > 0);

/** The reads as the report says them: each kind's share and what it is. */
function mixText(): string {
  const totalWeight = readKindsMixed.reduce((sum, kind) => sum + mix[kind], 0);
  return readKindsMixed
    .map((kind) => {
      const what =
        kind === 'search'
          ? `API searches (${thousands(SEARCHES)} drawn from the whole filter space, a random page 1 to 20)`
          : 'listing pages of random listings';
      return `${Math.round((mix[kind] / totalWeight) * 100)}% ${what}`;
    })
    .join(', ');
}

const DATABASE = 'veedu_scale';
const ADMIN_EMAIL = 'scale@veedu.test';
/** autocannon's own default: a request with no answer after 10 s is a timeout. */
const TIMEOUT_SECONDS = 10;
/** A pause before each step, for the requests the last one left in flight. */
const DRAIN_MS = 3_000;
/** Searches drawn for the reads (bench/search-space.ts), each with a random page 1 to 20. */
const SEARCHES = 20_000;
const SEARCH_SEED = 20261135;
/** Listings whose prices the writes change, and whose statuses (fewer: they leave the pages). */
const PRICE_LISTINGS = 5_000;
const STATUS_LISTINGS = 2_000;

const HEADERS = {
  'accept-encoding': 'br, gzip',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'en-IN,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const thousands = (value: number) => value.toLocaleString('en-US');

/** The reads of a step: autocannon in a worker thread, as bench:load runs its mix. */
function load(url: string, kinds: Kind[], seconds: number): Promise<Figures> {
  return runLoadMix({
    url,
    kinds,
    connections,
    seconds,
    headers: HEADERS,
    timeout: TIMEOUT_SECONDS,
  });
}

/**
 * The memory and load settings of docs/deploy.md that this run's environment sets, passed to the
 * server.
 */
const DEPLOY_SETTINGS = [
  'MALLOC_ARENA_MAX',
  'NODE_OPTIONS',
  'LISTINGS_KEPT_MB',
  'PAGE_CACHE_MB',
  'READ_CONCURRENCY',
  'READ_QUEUE_MAX',
  'RENDER_THREADS',
];
function deploySettings(): Record<string, string> {
  return {
    ...Object.fromEntries(
      DEPLOY_SETTINGS.flatMap((name) => {
        const value = process.env[name];
        return value ? [[name, value]] : [];
      }),
    ),
    ...(pageCache === 'off' ? { PAGE_CACHE: 'off' } : {}),
  };
}

/** The deploy settings the server ran with, for the record: ' and LISTINGS_KEPT_MB=64, ...'. */
function deploySettingsText(): string {
  const set = Object.entries(deploySettings()).map(([name, value]) => `${name}=${value}`);
  return set.length > 0 ? ` and ${set.join(', ')}` : '';
}

/**
 * The RSS of the server's largest process, MB: the process itself, or with workers
 * (`--workers`), the largest of the primary and its workers (the bound docs/deploy.md states is
 * a process's).
 */
async function rssOf(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  const pids = [pid, ...children.split(' ').filter(Boolean).map(Number)];
  const sizes = await Promise.all(pids.map(rssOfOne));
  const known = sizes.filter((size): size is number => size !== null);
  return known.length > 0 ? Math.max(...known) : null;
}

/** Resident memory in MB from /proc/<pid>/status; null once the process is gone. */
async function rssOfOne(pid: number): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kilobytes = status && /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kilobytes ? Math.round(Number(kilobytes) / 1024) : null;
}

/** Samples the process's RSS every second until stopped: the highest and the last. */
function sampleRss(pid: number | undefined): { stop(): Promise<{ max: number; end: number }> } {
  let max = 0;
  let end = 0;
  const take = async () => {
    const rss = await rssOf(pid);
    if (rss === null) return;
    max = Math.max(max, rss);
    end = rss;
  };
  void take();
  const timer = setInterval(() => void take(), 1000);
  return {
    async stop() {
      clearInterval(timer);
      await take();
      return { max, end };
    },
  };
}

function percentile(sorted: number[], p: number): number | undefined {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** p50 and p95 of some milliseconds, rounded: '12 / 40', or '–' with none. */
function p50p95(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  return p50 === undefined || p95 === undefined ? '–' : `${Math.round(p50)} / ${Math.round(p95)}`;
}

interface ScaleDatabase {
  url: string;
  version: string;
  /** How the listings came: seeded now (the report), or reused. */
  seed: SeedReport | 'reused';
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * veedu_scale on the server of DATABASE_URL, prepared as a start would (migrations, reference
 * data) and holding `listingCount` synthetic listings: made and seeded now, or with --reuse the
 * one a run kept, when it holds that many (else made again).
 */
async function scaleDatabase(databaseUrl: string): Promise<ScaleDatabase> {
  const url = new URL(databaseUrl);
  url.pathname = `/${DATABASE}`;
  const scaleUrl = url.toString();
  const { version, exists } = await withClient(databaseUrl, async (admin) => ({
    version:
      String(
        (await admin.query<{ server_version: string }>('show server_version')).rows[0]
          ?.server_version,
      ).split(' ')[0] ?? '',
    exists:
      (await admin.query('select 1 from pg_database where datname = $1', [DATABASE])).rows.length >
      0,
  }));
  const remake = () =>
    withClient(databaseUrl, async (admin) => {
      await admin.query(`drop database if exists ${DATABASE} with (force)`);
      await admin.query(`create database ${DATABASE}`);
    });
  const drop = async () => {
    if (args.reuse) return;
    await withClient(databaseUrl, (admin) =>
      admin.query(`drop database if exists ${DATABASE} with (force)`),
    );
  };
  if (!args.reuse || !exists) await remake();
  for (let attempt = 0; ; attempt += 1) {
    const database = await openDatabase({ kind: 'postgres', url: scaleUrl });
    try {
      await prepareDatabase(database);
      const present = await withClient(scaleUrl, async (client) =>
        Number((await client.query('select count(*) as n from properties')).rows[0]?.n),
      );
      if (present === listingCount) {
        console.log(`Reusing ${DATABASE}: ${thousands(present)} listings.`);
        return { url: scaleUrl, version, seed: 'reused', drop };
      }
      if (present === 0) {
        console.log(`Seeding ${thousands(listingCount)} listings into ${DATABASE} with COPY...`);
        const seed = await copySyntheticListings(database.db, scaleUrl, listingCount);
        return { url: scaleUrl, version, seed, drop };
      }
      if (attempt > 0) throw new Error(`${DATABASE} holds ${present} listings after a remake`);
      console.log(
        `${DATABASE} holds ${thousands(present)} listings, not ${thousands(listingCount)}: made again.`,
      );
    } finally {
      await database.close();
    }
    await remake();
  }
}

/** The listings the reads and writes use, read from the database before the server starts. */
async function pickListings(url: string) {
  return withClient(url, async (client) => {
    // Spread over the catalogue, the same ones every run: ids in two residue classes.
    const pick = async (residue: number, limit: number) =>
      (
        await client.query<{ id: number; price: number }>(
          `select id, price::float8 as price from properties
            where status = 'available' and id % 101 = $1 order by id limit $2`,
          [residue, limit],
        )
      ).rows;
    const priceListings = await pick(7, PRICE_LISTINGS);
    const statusListings = (await pick(11, STATUS_LISTINGS)).map((row) => row.id);
    const statusSet = new Set(statusListings);
    // Pages: every listing the public may open (not the drafts), but those whose status changes.
    const all = await client.query<{ ids: number[] }>(
      `select array_agg(id order by id) as ids from properties where status <> 'draft'`,
    );
    const pageIds = (all.rows[0]?.ids ?? []).filter((id) => !statusSet.has(id));
    return { priceListings, statusListings, pageIds };
  });
}

/** Searches with a random page 1 to 20, and listing pages of random listings, as --mix weighs them. */
function readKinds(pageIds: number[]): Kind[] {
  const random = seededRandom(SEARCH_SEED);
  const searches = drawSearches(SEARCHES, SEARCH_SEED).map((search) => {
    const params = new URLSearchParams(search.query);
    params.set('page', String(1 + Math.floor(random() * 20)));
    return `/api/properties/properties/?${params.toString()}`;
  });
  const kinds: Kind[] = [
    { name: 'search', weight: mix.search, paths: searches },
    { name: 'page', weight: mix.page, paths: pageIds.map((id) => `/property/${id}`) },
  ];
  return kinds.filter((kind) => kind.weight > 0);
}

/** bench:api's matrix (docs/performance.md, "API"): the same searches, drawn by the same seed. */
const MATRIX_SEARCHES = 24;
const MATRIX_SEED = 20261125;

interface MatrixStep {
  rate: number;
  /** Each search's figures, in the matrix's order. */
  searches: { search: DrawnSearch; figures: Summary | undefined; timeouts: number }[];
  writes: WriteRun;
  rss: { max: number; end: number };
}

/**
 * `work`, while the admin writes at `rate` a second and the server's RSS is sampled: the writes
 * run from before `work` starts until it ends.
 */
async function whileWriting<T>(
  writer: Writer,
  rate: number,
  pid: number | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; writes: WriteRun; rss: { max: number; end: number } }> {
  const rss = sampleRss(pid);
  let stopWrites = () => {};
  const writesStopped = new Promise<void>((resolve) => {
    stopWrites = resolve;
  });
  const writes = writer.run(rate, writesStopped);
  try {
    const result = await work();
    stopWrites();
    return { result, writes: await writes, rss: await rss.stop() };
  } finally {
    stopWrites();
  }
}

/**
 * The matrix at one write rate: each search alone, asked again and again at `--connections` for
 * `--matrix-duration` seconds, while the admin writes at that rate throughout.
 */
async function runMatrix(
  url: string,
  writer: Writer,
  rate: number,
  pid: number | undefined,
): Promise<MatrixStep> {
  const { result, writes, rss } = await whileWriting(writer, rate, pid, async () => {
    const searches: MatrixStep['searches'] = [];
    for (const search of drawSearches(MATRIX_SEARCHES, MATRIX_SEED)) {
      const paths = [`/api/properties/properties/?${search.query}`];
      const figures = await load(url, [{ name: 'search', weight: 1, paths }], matrixDuration);
      searches.push({ search, figures: figures.kinds.search, timeouts: figures.timeouts });
    }
    return searches;
  });
  return { rate, searches: result, writes, rss };
}

/** The matrix's report: one row a search, each write rate's req/s and latencies side by side. */
function matrixLines(steps: MatrixStep[]): string[] {
  const first = steps[0];
  if (!first) return [];
  const rows = first.searches.map(({ search }, index) => {
    const cells = steps.map((step) => {
      const { figures, timeouts } = step.searches[index] ?? { figures: undefined, timeouts: 0 };
      if (!figures) return '– | – | –';
      const hits = figures.cache.HIT ?? 0;
      const bad = notOk(figures) + timeouts;
      return `${figures.requestsPerSecond} | ${figures.p50} / ${figures.p95}${bad > 0 ? ` (${bad} failed)` : ''} | ${Math.round((hits / Math.max(1, figures.total)) * 100)}%`;
    });
    return `| \`${search.query}\` | ${cells.join(' | ')} |`;
  });
  const verdicts = steps.map((step) => {
    const p95s = step.searches.map(({ figures }) => figures?.p95 ?? Infinity);
    const under = p95s.filter((p95) => p95 < 50).length;
    const worst = step.searches.reduce((slowest, entry) =>
      (entry.figures?.p95 ?? Infinity) > (slowest.figures?.p95 ?? Infinity) ? entry : slowest,
    );
    const done = (step.writes.samples.length / Math.max(1, step.writes.seconds)).toFixed(1);
    return `${step.rate} writes a second (${done} done): ${under} of ${p95s.length} under 50 ms at p95, the slowest ${worst.figures?.p95 ?? '–'} ms (\`${worst.search.query}\`); RSS max ${step.rss.max} MB`;
  });
  return [
    `The matrix: bench:api's ${MATRIX_SEARCHES} searches (drawn with seed ${MATRIX_SEED}), each alone at ${connections} connections for ${matrixDuration} s, while an admin writes at each rate through the API (half price changes, a fifth status changes, new listings with 2 photos, deletions of those); the page cache ${pageCache === 'on' ? 'on, as deploys run (hits: the share of answers served from it)' : 'off (PAGE_CACHE=off): every request runs its search'}. Latencies in ms (p50 / p95).`,
    '',
    `| search | ${steps.map((step) => `${step.rate} w/s: req/s | p50 / p95 | hits`).join(' | ')} |`,
    `|---|${steps.map(() => '---|---|---').join('|')}|`,
    ...rows,
    '',
    ...verdicts.map((text) => `- ${text}`),
  ];
}

interface Step {
  rate: number;
  reads: Figures;
  writes: WriteRun;
  rss: { max: number; end: number };
  /** When the step's reads began and ended (epoch ms, the clock of the server's log). */
  from: number;
  to: number;
}

/**
 * What the server's own log said during a step: its warnings that the event loop was held (it
 * checks every 5 s; the longest hold), and its slow database statements (over 100 ms, waits for
 * the event loop included).
 */
function serverWarnings(logs: Record<string, unknown>[], step: Step) {
  const during = logs.filter(
    (line) => typeof line.time === 'number' && line.time >= step.from && line.time <= step.to,
  );
  const holds = during.filter((line) => String(line.msg).startsWith('event loop held'));
  return {
    holds: holds.length,
    longestHold: Math.max(0, ...holds.map((line) => Number(line.maxMs) || 0)),
    slowStatements: during.filter((line) => line.msg === 'slow database statement').length,
  };
}

interface Startup {
  readyMs: number;
  firstSearchMs: number;
  rssReady: number | null;
}

/** The requests of one kind that timed out (the worker names them `kind: path`). */
function timeoutsOf(figures: Figures, kind: string): number {
  return Object.entries(figures.timedOut)
    .filter(([name]) => name.startsWith(`${kind}: `))
    .reduce((sum, [, count]) => sum + count, 0);
}

const notOk = (summary: Summary | undefined) =>
  summary ? summary.total - summary.statuses['2xx'] : 0;

function seedText(database: ScaleDatabase): string {
  const seed = database.seed;
  if (seed === 'reused')
    return `Listings: ${DATABASE} reused (${thousands(listingCount)} listings, seeded by an earlier run).`;
  const rate = Math.round(seed.listings / seed.seconds.total);
  return `Seeding: ${thousands(seed.listings)} listings, ${thousands(seed.images)} images, ${thousands(seed.featureLinks)} feature links in ${seed.seconds.total} s, **${thousands(rate)} listings/s** (COPY ${seed.seconds.copy} s, what the triggers would have done ${seed.seconds.derived} s, indexes ${seed.seconds.indexes} s, VACUUM ANALYZE ${seed.seconds.vacuum} s).`;
}

/** The report as Markdown: what the console shows and --record writes. */
function reportLines(
  database: ScaleDatabase,
  startup: Startup,
  steps: Step[],
  matrixSteps: MatrixStep[],
  logs: Record<string, unknown>[],
  health: string,
): string[] {
  const rateCell = (step: Step) =>
    step.rate === 0
      ? '0'
      : `${step.rate} (${(step.writes.samples.length / Math.max(1, step.writes.seconds)).toFixed(1)} done)`;
  const reads = steps.flatMap((step) =>
    readKindsMixed.map((kind) => {
      const summary = step.reads.kinds[kind];
      return `| ${rateCell(step)} | ${READ_NAMES[kind]} | ${summary?.requestsPerSecond ?? 0} | ${summary?.p50 ?? '–'} | ${summary?.p95 ?? '–'} | ${summary?.p99 ?? '–'} | ${notOk(summary)} | ${summary?.statuses['5xx'] ?? 0} | ${timeoutsOf(step.reads, kind)} |`;
    }),
  );
  const writes = steps
    .filter((step) => step.rate > 0)
    .flatMap((step) =>
      WRITE_KINDS.map((kind) => {
        const samples = step.writes.samples.filter((sample) => sample.kind === kind);
        const failed = samples.filter((sample) => sample.status === 0).length;
        const not2xx = samples.filter((sample) => sample.status >= 300).length;
        return `| ${step.rate} | ${kind} | ${samples.length} | ${p50p95(samples.map((sample) => sample.ms))} | ${not2xx} | ${failed} |`;
      }),
    );
  const stepRows = steps.map((step) => {
    const seen = step.writes.seen;
    const detail = seen.flatMap((sample) => (sample.detailMs === null ? [] : [sample.detailMs]));
    const search = seen.flatMap((sample) => (sample.searchMs === null ? [] : [sample.searchMs]));
    const never = seen.filter((sample) => sample.detailMs === null || sample.searchMs === null);
    const errors = step.reads.connectionErrors;
    const warnings = serverWarnings(logs, step);
    return `| ${rateCell(step)} | ${step.writes.skipped} | ${seen.length} | ${p50p95(detail)} | ${p50p95(search)} | ${never.length} | ${errors} | ${step.rss.max} | ${step.rss.end} | ${warnings.holds} (${warnings.longestHold}) | ${warnings.slowStatements} |`;
  });
  const start = [
    seedText(database),
    '',
    `Start: ready (\`/readyz\`) ${seconds(startup.readyMs)} s after spawn, first search answered ${seconds(startup.firstSearchMs)} s after spawn; RSS ${startup.rssReady ?? '–'} MB when ready.`,
    '',
  ];
  const matrix = matrixSteps.length > 0 ? [...matrixLines(matrixSteps), ''] : [];
  if (steps.length === 0) return [...start, ...matrix, health];
  return [
    ...start,
    `Reads: ${mixText()} (by request), ${connections} connections, ${workers > 1 ? `${workers} workers (WEB_CONCURRENCY), ` : ''}${duration} s a step after a ${warmup} s warm-up; latencies in ms; a request unanswered after ${TIMEOUT_SECONDS} s is a timeout.`,
    '',
    '| writes/s (done) | request | req/s | p50 | p95 | p99 | non-2xx | 5xx | timeouts |',
    '|---|---|---|---|---|---|---|---|---|',
    ...reads,
    '',
    'Writes through the API as an admin: half price changes, a fifth status changes (available to sold or hidden, and back), new listings with 2 photos, deletions of those; from send to the whole answer, ms. Failed: no answer (error or 60 s).',
    '',
    '| writes/s | kind | writes | p50 / p95 | non-2xx | failed |',
    '|---|---|---|---|---|---|',
    ...(writes.length > 0 ? writes : ['| – | – | – | – | – | – |']),
    '',
    "Each step: writes due while 64 were in flight (skipped), price changes looked for after their answer, ms until the listing's own answer (`/api/properties/properties/<id>/`) and a search for exactly the new price show it (p50 / p95), those not seen within 60 s, the reads' socket errors, the server's RSS (MB, sampled every second), and what its log said: warnings that its event loop was held (how many, the longest in ms) and slow database statements (over 100 ms, waits included).",
    '',
    '| writes/s (done) | skipped | price changes looked for | seen in its answer | seen in a search | not seen | socket errors | RSS max | RSS end | event loop held (longest) | slow statements |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...stepRows,
    '',
    ...matrix,
    health,
  ];
}

const SCALE_HEADING = '## Scale (`npm run bench:scale`)';
const SCALE_INTRO = `\`npm run bench:scale\` (issue 35) measures reads under writes at a million listings on
PostgreSQL: it seeds the synthetic listings with COPY into a database veedu_scale, starts the built
server as a deploy does, and at each write rate runs API searches and listing pages at 32
connections while an admin changes prices and statuses, adds listings with photos and deletes them
through the API. Each run adds a dated section below (\`--record\`).

\`\`\`sh
DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale -- --record
# options: --listings 1000000 --connections 32 --duration 30 --warmup 10 --write-rates 0,2,20
#          --mix search=1,page=1 (the reads' weights; search=1,page=0 for searches alone)
#          --reuse (keep veedu_scale, and use it again when it holds --listings listings) --record
#          --steps mixed,matrix (matrix: bench:api's 24 searches, each alone, at each write rate)
#          --matrix-duration 5 --page-cache on|off
\`\`\``;

async function record(lines: string[], version: string): Promise<void> {
  const at = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const key = `bench:scale:${listingCount}:${at.replace(/\D/g, '')}`;
  const start = `<!-- ${key}:start -->`;
  const end = `<!-- ${key}:end -->`;
  const section = [
    start,
    `### ${at} UTC: ${thousands(listingCount)} listings, ${asked('mixed') ? '' : 'the search matrix, '}writes at ${writeRates.join(', ')} a second`,
    '',
    `PostgreSQL ${version} on the same machine over TCP; ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}; the server is \`node dist/server/main.js\` with no NODE_ENV${deploySettingsText()}; autocannon and the writes run in the benchmark's process.`,
    '',
    ...lines,
    end,
  ].join('\n');
  await recordInPerformanceDoc(start, end, section, { title: SCALE_HEADING, text: SCALE_INTRO });
}

function ensureBuilt(): void {
  if (existsSync(mainScript)) return;
  console.log('dist/server/main.js is missing: npm run build...');
  const build = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status})`);
}

/**
 * Waits (up to 2 minutes) until a search answers within a second: the requests the last step left
 * queued in the server (autocannon stops without waiting for its answers) are done, so SIGTERM
 * finds it idle, as a deploy's would. Seconds waited, or null if it never settled.
 */
async function settle(url: string): Promise<number | null> {
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    const asked = performance.now();
    const response = await fetch(`${url}/api/properties/properties/`, {
      signal: AbortSignal.timeout(60_000),
    }).catch(() => null);
    await response?.arrayBuffer();
    if (response?.ok && performance.now() - asked < 1000) {
      return Math.round((performance.now() - started) / 100) / 10;
    }
    await sleep(1000);
  }
  return null;
}

async function stopServer(server: RunningServer): Promise<{ text: string; clean: boolean }> {
  if (!server.isRunning()) {
    return {
      text: `the server had exited before the end (code ${server.child.exitCode}, signal ${server.child.signalCode})`,
      clean: false,
    };
  }
  const stopped = await Promise.race([server.stop(), sleep(30_000).then(() => 'hung' as const)]);
  return stopped === 'hung'
    ? { text: 'no exit within 30 s of SIGTERM', clean: false }
    : { text: `exit code ${stopped} on SIGTERM`, clean: stopped === 0 };
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    console.error(
      'bench:scale measures PostgreSQL, not the embedded PGlite: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres); it makes and drops a database veedu_scale there.',
    );
    process.exit(2);
  }
  ensureBuilt();
  const database = await scaleDatabase(databaseUrl);
  console.log(seedText(database));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-scale-'));
  const { priceListings, statusListings, pageIds } = await pickListings(database.url);
  // A kept database holds the last run's admin (the server makes one from ADMIN_EMAIL when
  // missing; this run's has another password) and the jobs the last run's server left waiting
  // (its media sweep, due ten minutes after its start: seconds of work at a million listings),
  // which this run's server would run in the middle of a step.
  await withClient(database.url, async (client) => {
    await client.query('delete from admin_users where email = $1', [ADMIN_EMAIL]);
    await client.query(
      `do $$ begin
         if to_regclass('pgboss.job') is not null then
           delete from pgboss.job where state in ('created', 'retry');
         end if;
       end $$`,
    );
  });
  const adminPassword = randomBytes(12).toString('hex');
  const logFile = path.join(os.tmpdir(), 'veedu-scale.log');
  let server: RunningServer | undefined;
  let writer: Writer | undefined;
  try {
    console.log('Starting node dist/server/main.js...');
    const spawned = performance.now();
    server = await startServer({
      env: {
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        ADMIN_EMAIL,
        ADMIN_PASSWORD: adminPassword,
        DATABASE_URL: database.url,
        // What docs/deploy.md has deploys set for memory and load, when this run's environment sets it.
        ...deploySettings(),
        ...(workers > 1 ? { WEB_CONCURRENCY: String(workers) } : {}),
      },
      readyTimeoutMs: 15 * 60_000,
      logFile,
    });
    const readyMs = performance.now() - spawned;
    const pid = server.child.pid;
    const rssReady = await rssOf(pid);
    const first = await fetch(`${server.url}/api/properties/properties/`);
    if (!first.ok) throw new Error(`the first search answered ${first.status}`);
    await first.arrayBuffer();
    const startup: Startup = { readyMs, firstSearchMs: performance.now() - spawned, rssReady };
    console.log(
      `Ready ${seconds(startup.readyMs)} s after spawn, first search ${seconds(startup.firstSearchMs)} s after spawn; RSS ${rssReady} MB.`,
    );

    const token = await signIn(server.url, ADMIN_EMAIL, adminPassword);
    writer = new Writer({
      url: server.url,
      token,
      references: await listingReferences(server.url),
      priceListings,
      statusListings,
      seed: SEARCH_SEED,
    });
    await writer.preparePhotos();
    const kinds = readKinds(pageIds);
    const warmupFigures = warmup > 0 ? await load(server.url, kinds, warmup) : undefined;
    if (warmupFigures) {
      console.log(
        `Warm-up ${warmup} s: ${warmupFigures.requestsPerSecond} req/s, p95 ${warmupFigures.p95} ms, 5xx ${warmupFigures.statuses['5xx']}.`,
      );
    }

    const steps: Step[] = [];
    for (const rate of asked('mixed') ? writeRates : []) {
      if (!server.isRunning()) break;
      await sleep(DRAIN_MS);
      console.log(`Step: ${rate} writes a second, ${duration} s...`);
      const { url } = server;
      const from = Date.now();
      const { result, writes, rss } = await whileWriting(writer, rate, pid, async () => ({
        reads: await load(url, kinds, duration),
        to: Date.now(),
      }));
      const { reads, to } = result;
      const step: Step = { rate, reads, writes, rss, from, to };
      steps.push(step);
      const perKind = readKindsMixed.map((kind) => {
        const summary = reads.kinds[kind];
        return `${READ_NAMES[kind]} ${summary?.requestsPerSecond} req/s p95 ${summary?.p95} ms`;
      });
      console.log(
        `  ${perKind.join('; ')}; ${step.writes.samples.length} writes; RSS max ${step.rss.max} MB`,
      );
    }

    const matrixSteps: MatrixStep[] = [];
    for (const rate of asked('matrix') ? writeRates : []) {
      if (!server.isRunning()) break;
      await sleep(DRAIN_MS);
      console.log(
        `Matrix: ${rate} writes a second, ${MATRIX_SEARCHES} searches of ${matrixDuration} s...`,
      );
      const step = await runMatrix(server.url, writer, rate, pid);
      matrixSteps.push(step);
      console.log(`  ${matrixLines([step]).at(-1)?.slice(2)}`);
    }

    const settled = server.isRunning() ? await settle(server.url) : null;
    const survived = server.isRunning();
    const stopped = await stopServer(server);
    const logs = server.logs();
    const errors = errorLines(logs);
    const health = `Server: ${survived ? 'still running after the load' : '**not running after the load**'}; ${!survived ? '' : settled === null ? 'still busy 2 minutes after the last step; ' : `idle ${settled} s after the last step; `}${stopped.text}; ${errors.length} log lines at error level or above. Its whole log: ${logFile}.`;
    const lines = reportLines(database, startup, steps, matrixSteps, logs, health);
    console.log(`\n${lines.join('\n')}\n`);
    for (const line of errors.slice(0, 10)) console.error(JSON.stringify(line));

    const readFigures = [...(warmupFigures ? [warmupFigures] : []), ...steps.map((s) => s.reads)];
    const problems = [
      ...(readFigures.some((figures) => figures.statuses['5xx'] > 0)
        ? ['a 5xx answer to a read']
        : []),
      ...(matrixSteps.some((step) =>
        step.searches.some(({ figures }) => (figures?.statuses['5xx'] ?? 0) > 0),
      )
        ? ['a 5xx answer to a search of the matrix']
        : []),
      ...([...steps, ...matrixSteps].some((step) =>
        step.writes.samples.some((sample) => sample.status >= 500),
      )
        ? ['a 5xx answer to a write']
        : []),
      ...(survived &&
      steps.length === (asked('mixed') ? writeRates.length : 0) &&
      matrixSteps.length === (asked('matrix') ? writeRates.length : 0)
        ? []
        : ['the server crashed']),
    ];
    if (args.record) await record(lines, database.version);
    if (problems.length > 0) {
      console.error(`FAILED: ${problems.join(', ')} (see above).`);
      process.exitCode = 1;
    }
  } catch (error) {
    if (server) console.error(`The server's output so far (end):\n${server.output().slice(-5000)}`);
    throw error;
  } finally {
    await server?.kill();
    if (args.reuse && writer) {
      // A kept database goes back to what was seeded but for the prices: the listings created
      // since the seeding are deleted (the seeded ones are numbered 1..count; a new listing whose
      // answer timed out exists too), and the listings whose status the writes change (all
      // available when picked) are available again.
      await withClient(database.url, async (client) => {
        await client.query('delete from properties where id > $1', [listingCount]);
        await client.query(
          `update properties set status = 'available' where id = any($1) and status <> 'available'`,
          [statusListings],
        );
      });
    }
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
