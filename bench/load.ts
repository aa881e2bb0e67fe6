// `npm run bench:load`: the built server as deploys start it (`node dist/server/main.js`, a
// process of its own, no NODE_ENV), loaded with compression on (every request sends
// `Accept-Encoding: br, gzip` and a phone browser's User-Agent):
//   1. mixed traffic, a weighted mix of what visitors ask for (home, listing pages with varied
//      filters, detail pages, the API, photos, built assets, sitemap, robots), at 32 and 128
//      connections;
//   2. each page alone (and the API list, for comparison) at 32 connections, several runs;
//   3. the server's health: RSS before and after, still running, exit code 0 on SIGTERM, error
//      lines in its log, and pages that answered 200 but said they failed to load their data
//      (checked by a canary that reads whole pages while the load runs).
// Records the figures in docs/performance.md. Exits 1 on any 5xx, failed page, crash or error
// line; timeouts and socket errors are reported loudly. PostgreSQL when DATABASE_URL is set (in
// a database of its own, veedu_load, made and dropped on that server), else the embedded PGlite.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { format } from 'prettier';
import { openDatabase } from '../server/db/client';
import { projectRoot } from '../server/paths';
import { prepareDatabase } from '../server/start';
import { createListing, listingReferences, signIn } from '../server/testing/live-api';
import { errorLines, type RunningServer, startServer } from '../server/testing/process-server';
import { insertSyntheticListings } from './synthetic-listings';

const { values: args } = parseArgs({
  options: {
    data: { type: 'string', default: 'demo' },
    listings: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '32,128' },
    warmup: { type: 'string', default: '10' },
    'page-duration': { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    'node-env': { type: 'string' },
    'log-level': { type: 'string' },
    'no-record': { type: 'boolean', default: false },
  },
});

function positive(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name}: a whole number from 1 (got "${text}")`);
  }
  return value;
}

if (args.data !== 'demo' && args.data !== 'synthetic') {
  throw new Error(`--data: demo or synthetic (got "${args.data}")`);
}
const data: 'demo' | 'synthetic' = args.data;
const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'postgres' : 'pglite';
const listingCount = positive('listings', args.listings);
const duration = positive('duration', args.duration);
const warmup = positive('warmup', args.warmup);
const connectionCounts = (args.connections ?? '').split(',').map((n) => positive('connections', n));
const pageDuration = positive('page-duration', args['page-duration']);
const runs = positive('runs', args.runs);
const mallocArenaMax = process.env.MALLOC_ARENA_MAX;
const PAGE_CONNECTIONS = 32;
/** A pause before each step, for the requests the last one left in flight. */
const DRAIN_MS = 3_000;
/** autocannon's own default: a request without an answer after 10 s counts as a timeout. */
const TIMEOUT_SECONDS = 10;
const cores = os.cpus().length;
const cpuModel = os.cpus()[0]?.model.trim() ?? 'unknown CPU';

const HEADERS = {
  'accept-encoding': 'br, gzip',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'en-IN,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

/**
 * The listing page's filters as its own URLs carry them (app/lib/listing-search.ts): every one of
 * them, alone and combined, as the filter form, the header links and the pagination write them.
 */
const PAGE_QUERIES = [
  '',
  'type=rent',
  'type=buy',
  'type=buy&beds=3',
  'type=rent&beds=2',
  'beds=4%2B&baths=3',
  'category=villa',
  'category=apartment&type=rent',
  'propertyType=house&type=buy',
  'category=land&cents=5-50',
  'category=commercial',
  'location=Kochi',
  'location=Kozhikode&type=buy',
  'location=Thrissur&beds=2',
  'location=Ernakulam&category=apartment',
  'price=2000000-8000000',
  'type=buy&price=-5000000',
  'type=rent&price=10000-30000',
  'type=buy&price_track=sale&price_min=3000000&price_max=20000000',
  'sqft=1000-2500',
  'ownership=direct_owner',
  'ownership=management&type=buy',
  'amenities=Pool&amenities=Parking',
  'sort=price-asc',
  'sort=price-desc&type=rent',
  'sort=price-asc&page=2',
  'page=2',
  'page=3&view=grid',
  'sort=nearest&lat=9.9816&lng=76.2999',
  'type=rent&sort=nearest&lat=8.5241&lng=76.9366',
];

/** The API's list parameters (contract/properties.ts propertyListQuery), likewise. */
function apiQueries(apartmentTypeId: number | undefined): string[] {
  return [
    '',
    'type=rent',
    'type=buy&bedrooms=3',
    'type=rent&bedrooms=2&max_price=50000',
    'bedrooms=4%2B&bathrooms=3',
    'category=villa',
    'category=apartment&type=rent',
    ...(apartmentTypeId ? [`property_type=${apartmentTypeId}`] : []),
    'category=land&min_cents=5&max_cents=50',
    'location=Kochi',
    'location=Kochii',
    'location=Kozhikode&type=buy',
    'min_price=2000000&max_price=8000000',
    'min_area=1000&max_area=2500',
    'ownership=direct_owner',
    'q=pool',
    'q=sea%20view&type=buy',
    'sort=price-asc&page=2',
    'sort=price-desc',
    'sort=nearest&lat=9.9816&lng=76.2999',
    'page=3&page_size=24',
  ];
}

/** What a page says when its data could not be read: it still answers 200 (SPEC section 8). */
const FAILED_PAGE_MARKERS = [
  'Failed to fetch properties',
  'We could not load the latest listings just now.',
];

interface Kind {
  name: string;
  weight: number;
  paths: string[];
  /** A page the canary reads now and then during the load. */
  isPage?: boolean;
}

type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';

interface Summary {
  requestsPerSecond: number;
  total: number;
  statuses: Record<StatusClass, number>;
  codes: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

interface Figures extends Summary {
  seconds: number;
  connectionErrors: number;
  timeouts: number;
  errorMessages: Record<string, number>;
  /** The requests that had no answer within the timeout, by kind and path: how many times. */
  timedOut: Record<string, number>;
  megabytesPerSecond: number;
  kinds: Record<string, Summary>;
}

function load(url: string, kinds: Kind[], connections: number, seconds: number): Promise<Figures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-mix-worker.mjs', import.meta.url), {
      workerData: {
        url,
        kinds,
        connections,
        duration: seconds,
        headers: HEADERS,
        timeout: TIMEOUT_SECONDS,
      },
    });
    worker.once('message', (figures: Figures) => {
      void worker.terminate();
      resolve(figures);
    });
    worker.once('error', reject);
  });
}

/** A figure for the terminal and the table: a dash where there is none (the server was gone). */
const shown = (value: number | undefined, unit = '') =>
  value === undefined || !Number.isFinite(value) ? '–' : `${value}${unit}`;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The median, to a tenth. */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

/** Resident memory now and at its peak (VmHWM), in MB, from /proc; null once the process is gone. */
async function memory(pid: number | undefined): Promise<{ rss: number; peak: number } | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  if (status === null) return null;
  const field = (name: string) =>
    Math.round(Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc's CPU times. */
const CLOCK_TICKS = 100;

/** CPU seconds used so far by a process (user + system), from /proc/<pid>/stat. */
async function processCpu(pid: number | undefined): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  // A process that is gone has used nothing that can be told apart: not a number.
  if (stat === null) return NaN;
  // Fields after "pid (comm) ": state is the first; utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / CLOCK_TICKS;
}

/** The whole machine's CPU seconds, busy and in all, from /proc/stat. */
async function machineCpu(): Promise<{ busy: number; total: number }> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / CLOCK_TICKS, total: total / CLOCK_TICKS };
}

interface CpuShares {
  /** Cores' worth of CPU the server used on average (1.5: one and a half cores). */
  server: number;
  /** The same for this benchmark's process: autocannon's worker and the canary. */
  loadGenerator: number;
  /** The whole machine's busy share, everything included (PostgreSQL, other work). */
  machineBusy: number;
  /** The server's CPU milliseconds per answer. */
  serverMsPerRequest: number;
}

/** Measures what `work` costs in CPU: the server's, the load generator's and the machine's. */
async function withCpu<T extends { total: number }>(
  pid: number | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuShares }> {
  const before = {
    server: await processCpu(pid),
    own: process.cpuUsage(),
    machine: await machineCpu(),
    at: performance.now(),
  };
  const result = await work();
  const seconds = (performance.now() - before.at) / 1000;
  const server = (await processCpu(pid)) - before.server;
  const own = process.cpuUsage(before.own);
  const machine = await machineCpu();
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    result,
    cpu: {
      server: round(server / seconds),
      loadGenerator: round((own.user + own.system) / 1e6 / seconds),
      machineBusy: round(
        (machine.busy - before.machine.busy) / (machine.total - before.machine.total),
      ),
      serverMsPerRequest: round((server * 1000) / Math.max(1, result.total)),
    },
  };
}

/** A database of its own on the server of DATABASE_URL, made fresh for the run. */
async function prepareLoadDatabase(): Promise<{
  url?: string;
  version?: string;
  drop(): Promise<void>;
}> {
  if (!databaseUrl) return { drop: async () => {} };
  const url = new URL(databaseUrl);
  url.pathname = '/veedu_load';
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const version = String(
    (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version,
  ).split(' ')[0];
  await admin.query('drop database if exists veedu_load with (force)');
  await admin.query('create database veedu_load');
  await admin.end();
  return {
    url: url.toString(),
    version,
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('drop database if exists veedu_load with (force)');
      await client.end();
    },
  };
}

/** Reference data (migrations and seed, as a start would), synthetic listings, then ANALYZE. */
async function fillSynthetic(dataDir: string, url: string | undefined): Promise<void> {
  const started = Date.now();
  const database = url
    ? await openDatabase({ kind: 'postgres', url })
    : await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
  try {
    await prepareDatabase(database);
    console.log(`Inserting ${listingCount.toLocaleString('en-US')} synthetic listings...`);
    await insertSyntheticListings(database.db, listingCount);
    await database.analyze();
  } finally {
    await database.close();
  }
  console.log(`Inserted and analysed in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return (await response.json()) as T;
}

interface ListedProperty {
  id: number;
  images: { image: string; variants: { url: string; format: string; width: number }[] }[];
}

/** The photos a phone's browser asks for: the AVIF variants up to 800 px wide. */
function photoUrls(listings: ListedProperty[]): string[] {
  return listings.flatMap((listing) =>
    listing.images.flatMap((image) =>
      image.variants
        .filter((variant) => variant.format === 'avif' && variant.width <= 800)
        .map((variant) => variant.url),
    ),
  );
}

/**
 * Reads what the mix asks for from the running server: available listings' ids (up to 2,000,
 * spread over the whole catalogue), their photos, the built assets the home page names.
 */
async function discover(baseUrl: string, photoListing: ListedProperty | undefined) {
  const api = `${baseUrl}/api/properties`;
  type ListPage = { data: ListedProperty[]; total_pages: number; count: number };
  const first = await getJson<ListPage>(`${api}/properties/?page_size=100`);
  const pages =
    first.total_pages <= 20
      ? Array.from({ length: first.total_pages - 1 }, (_, i) => i + 2)
      : Array.from({ length: 19 }, (_, i) => 1 + Math.round(((i + 1) * first.total_pages) / 20));
  const listings = [...first.data];
  for (const page of pages) {
    listings.push(
      ...(await getJson<ListPage>(`${api}/properties/?page_size=100&page=${page}`)).data,
    );
  }
  const ids = [...new Set(listings.map((listing) => listing.id))];
  if (ids.length === 0) throw new Error('The server lists no available listings.');
  // Synthetic listings name photos that were never made: use the one listing made with photos.
  const photos = photoUrls(photoListing ? [photoListing] : listings);
  const home = await (await fetch(`${baseUrl}/`)).text();
  const assets = [...new Set(home.match(/\/assets\/[\w.-]+\.(?:css|js|woff2)/g) ?? [])];
  const types = await getJson<{ id: number; name: string }[]>(`${api}/property-types/`);
  const apartment = types.find((type) => type.name === 'Apartment')?.id;
  const kinds: Kind[] = [
    { name: 'home `/`', weight: 10, paths: ['/'], isPage: true },
    {
      name: `listing page (${PAGE_QUERIES.length} filter sets)`,
      weight: 25,
      paths: PAGE_QUERIES.map((query) => `/property-listing${query ? `?${query}` : ''}`),
      isPage: true,
    },
    { name: 'detail page', weight: 25, paths: ids.map((id) => `/property/${id}`), isPage: true },
    {
      name: `API list (${apiQueries(apartment).length} filter sets)`,
      weight: 10,
      paths: apiQueries(apartment).map(
        (query) => `/api/properties/properties/${query ? `?${query}` : ''}`,
      ),
    },
    { name: 'API detail', weight: 8, paths: ids.map((id) => `/api/properties/properties/${id}/`) },
    { name: 'photo (AVIF)', weight: 12, paths: photos },
    { name: 'built asset', weight: 6, paths: assets },
    { name: '`/sitemap.xml`', weight: 2, paths: ['/sitemap.xml'] },
    { name: '`/robots.txt`', weight: 2, paths: ['/robots.txt'] },
  ].filter((kind) => kind.paths.length > 0);
  for (const kind of kinds) {
    // Every path of the mix answers 200 before the load, or the mix itself is wrong.
    for (const samplePath of new Set([kind.paths[0] ?? '/', kind.paths.at(-1) ?? '/'])) {
      const response = await fetch(`${baseUrl}${samplePath}`, { headers: HEADERS });
      await response.arrayBuffer();
      if (response.status !== 200) {
        throw new Error(`${samplePath} answered ${response.status} before the load`);
      }
    }
  }
  return { kinds, ids, catalogueSize: first.count };
}

interface CanaryReport {
  checked: number;
  failed: number;
  examples: string[];
}

/**
 * While a load runs, reads whole pages (decompressed) now and then and checks that they answer
 * 200 without a "could not load" message: the pages catch a failed read and still answer 200,
 * which autocannon's status counts cannot see.
 */
function startCanary(baseUrl: string, paths: string[]): { stop(): Promise<CanaryReport> } {
  const report: CanaryReport = { checked: 0, failed: 0, examples: [] };
  let running = true;
  const loop = (async () => {
    while (running) {
      const pagePath = paths[Math.floor(Math.random() * paths.length)] ?? '/';
      let problem: string | undefined;
      try {
        const response = await fetch(`${baseUrl}${pagePath}`, {
          headers: HEADERS,
          signal: AbortSignal.timeout(TIMEOUT_SECONDS * 1000),
        });
        const html = await response.text();
        const marker = FAILED_PAGE_MARKERS.find((text) => html.includes(text));
        if (response.status !== 200) problem = `${response.status}`;
        else if (marker) problem = `200 saying "${marker}"`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      report.checked += 1;
      if (problem) {
        report.failed += 1;
        if (report.examples.length < 5) report.examples.push(`${pagePath}: ${problem}`);
      }
      await sleep(500);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return report;
    },
  };
}

interface MixedStep {
  connections: number;
  figures: Figures;
  cpu: CpuShares;
  canary: CanaryReport;
  rssAfter: number | undefined;
}

interface PageResult {
  name: string;
  path: string;
  runs: Figures[];
  cpu: CpuShares[];
}

interface Report {
  catalogueSize: number;
  postgresVersion: string | undefined;
  kinds: Kind[];
  warmupFigures: Figures;
  mixed: MixedStep[];
  pages: PageResult[];
  rssReady: number | undefined;
  rssBefore: number | undefined;
  rssAfter: number | undefined;
  rssPeak: number | undefined;
  survived: boolean;
  /** How the server stopped: 'exit code 0 after 0.1 s on SIGTERM', or what happened instead. */
  exit: string;
  errorLines: Record<string, unknown>[];
  warnLines: Record<string, unknown>[];
  otherOutput: string[];
}

function otherCodes(summary: Summary): string {
  const codes = Object.entries(summary.codes).filter(([code]) => code !== '200');
  return codes.length ? codes.map(([code, count]) => `${code}: ${count}`).join(', ') : 'none';
}

function printStep(label: string, figures: Figures): void {
  const failed = figures.statuses['5xx'] + figures.connectionErrors + figures.timeouts > 0;
  (failed ? console.error : console.log)(
    (failed ? '!!! 5xx OR SOCKET ERRORS: ' : '') +
      `${label}: ${figures.requestsPerSecond} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, max ${figures.max} ms; ${JSON.stringify(figures.statuses)}; socket errors ${figures.connectionErrors}, timeouts ${figures.timeouts}${Object.keys(figures.errorMessages).length ? ` ${JSON.stringify(figures.errorMessages)}` : ''}${Object.keys(figures.timedOut).length ? `; no answer within ${TIMEOUT_SECONDS} s: ${JSON.stringify(figures.timedOut)}` : ''}`,
  );
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-load-'));
  const database = await prepareLoadDatabase();
  const adminPassword = randomBytes(12).toString('hex');
  let server: RunningServer | undefined;
  try {
    if (data === 'synthetic') await fillSynthetic(dataDir, database.url);
    console.log(
      `Starting node dist/server/main.js (${engine}, ${data} data, NODE_ENV ${args['node-env'] ?? 'unset'})...`,
    );
    server = await startServer({
      env: {
        DATA_DIR: dataDir,
        SEED_DEMO: data === 'demo' ? '1' : '0',
        ADMIN_EMAIL: 'load@veedu.test',
        ADMIN_PASSWORD: adminPassword,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        ...(args['node-env'] ? { NODE_ENV: args['node-env'] } : {}),
        ...(args['log-level'] ? { LOG_LEVEL: args['log-level'] } : {}),
        // Passed on when set (README: MALLOC_ARENA_MAX=2 in production), else glibc's default.
        ...(mallocArenaMax ? { MALLOC_ARENA_MAX: mallocArenaMax } : {}),
      },
      // The first start with the demo data draws its photos (cached afterwards).
      readyTimeoutMs: 15 * 60_000,
    });
    const pid = server.child.pid;
    const baseUrl = server.url;
    let photoListing: ListedProperty | undefined;
    if (data === 'synthetic') {
      // One listing with real photos, made through the API, for the photo requests.
      const token = await signIn(server.url, 'load@veedu.test', adminPassword);
      const created = await createListing(
        server.url,
        token,
        await listingReferences(server.url),
        'load-benchmark',
        3,
      );
      photoListing = await getJson<ListedProperty>(
        `${server.url}/api/properties/properties/${created.id}/`,
      );
    }
    const { kinds, ids, catalogueSize } = await discover(server.url, photoListing);
    const rssReady = (await memory(pid))?.rss;
    const canaryPaths = kinds.filter((kind) => kind.isPage).flatMap((kind) => kind.paths);
    console.log(
      `${catalogueSize.toLocaleString('en-US')} available listings; ${ids.length} detail ids; RSS ${rssReady} MB. Warm-up ${warmup} s...`,
    );

    // Warm-up: the JIT, the prepared statements and the caches, not measured.
    const logOffset = server.output().length;
    const warmupFigures = await load(server.url, kinds, PAGE_CONNECTIONS, warmup);
    printStep('warm-up', warmupFigures);
    const rssBefore = (await memory(pid))?.rss;

    const mixed: MixedStep[] = [];
    for (const connections of connectionCounts) {
      if (!server.isRunning()) break;
      // The requests the last step left in flight are still being answered: let them drain.
      await sleep(DRAIN_MS);
      const canary = startCanary(server.url, canaryPaths);
      const { result: figures, cpu } = await withCpu(pid, () =>
        load(baseUrl, kinds, connections, duration),
      );
      const step: MixedStep = {
        connections,
        figures,
        cpu,
        canary: await canary.stop(),
        rssAfter: (await memory(pid))?.rss,
      };
      mixed.push(step);
      printStep(`mixed, ${connections} connections, ${duration} s`, figures);
      for (const [name, summary] of Object.entries(figures.kinds)) {
        console.log(
          `  ${name.padEnd(34)} ${String(summary.total).padStart(7)} answers  p50 ${summary.p50}  p95 ${summary.p95}  p99 ${summary.p99}  not 200: ${otherCodes(summary)}`,
        );
      }
      console.log(
        `  canary: ${step.canary.checked} pages read, ${step.canary.failed} failed${step.canary.examples.length ? `: ${step.canary.examples.join('; ')}` : ''}; RSS ${shown(step.rssAfter, ' MB')}; CPU: server ${shown(cpu.server)} cores (${shown(cpu.serverMsPerRequest)} ms an answer), load generator ${cpu.loadGenerator} cores, machine ${Math.round(cpu.machineBusy * 100)}% busy`,
      );
    }

    const detailId = ids[Math.floor(ids.length / 2)] ?? ids[0];
    const pageTargets = [
      { name: 'home', path: '/' },
      { name: 'listing, 2 filters', path: '/property-listing?type=rent&beds=2' },
      { name: 'detail', path: `/property/${detailId}` },
      { name: 'API list (for comparison)', path: '/api/properties/properties/?type=rent' },
    ];
    const pages: PageResult[] = [];
    for (const target of pageTargets) {
      if (!server.isRunning()) break;
      const only: Kind[] = [{ name: target.name, weight: 1, paths: [target.path] }];
      await sleep(DRAIN_MS);
      await load(server.url, only, PAGE_CONNECTIONS, Math.min(5, pageDuration));
      const figures: Figures[] = [];
      const cpu: CpuShares[] = [];
      for (let run = 0; run < runs; run += 1) {
        const measured = await withCpu(pid, () =>
          load(baseUrl, only, PAGE_CONNECTIONS, pageDuration),
        );
        figures.push(measured.result);
        cpu.push(measured.cpu);
      }
      pages.push({ ...target, runs: figures, cpu });
      console.log(
        `${target.name.padEnd(26)} ${median(figures.map((f) => f.requestsPerSecond))} req/s, p50 ${median(figures.map((f) => f.p50))} ms, p95 ${median(figures.map((f) => f.p95))} ms (${figures.map((f) => f.p95).join(', ')}), p99 ${median(figures.map((f) => f.p99))} ms; not 200: ${figures.map(otherCodes).join(' | ')}; socket errors ${figures.reduce((n, f) => n + f.connectionErrors + f.timeouts, 0)}; server CPU ${shown(median(cpu.map((c) => c.serverMsPerRequest)))} ms an answer, ${shown(median(cpu.map((c) => c.server)))} cores; machine ${Math.round(median(cpu.map((c) => c.machineBusy)) * 100)}% busy`,
      );
    }

    const end = await memory(pid);
    const survived = server.isRunning();
    let exit: string;
    let exitedCleanly = false;
    if (survived) {
      const stopStarted = Date.now();
      const stopped = await Promise.race([
        server.stop(),
        sleep(30_000).then(() => 'hung' as const),
      ]);
      const seconds = ((Date.now() - stopStarted) / 1000).toFixed(1);
      exitedCleanly = stopped === 0;
      exit =
        stopped === 'hung'
          ? 'no exit within 30 s of SIGTERM'
          : `exit code ${stopped} after ${seconds} s on SIGTERM`;
    } else {
      exit = `the server had exited before the end (code ${server.child.exitCode}, signal ${server.child.signalCode})`;
    }
    const logs = server.logs();
    const report: Report = {
      catalogueSize,
      postgresVersion: database.version,
      kinds,
      warmupFigures,
      mixed,
      pages,
      rssReady,
      rssBefore,
      rssAfter: end?.rss,
      rssPeak: end?.peak,
      survived,
      exit,
      errorLines: errorLines(logs),
      warnLines: logs.filter((line) => line.level === 40),
      // Anything but JSON log lines written once the load began (warnings from Node, traces).
      otherOutput: server
        .output()
        .slice(logOffset)
        .split('\n')
        .filter((line) => line.trim() !== '' && !line.startsWith('{')),
    };
    const logFile = path.join(os.tmpdir(), `veedu-load-${engine}-${data}.log`);
    await writeFile(logFile, server.output());

    console.log(
      `RSS ${shown(rssReady, ' MB')} at ready, ${shown(rssBefore, ' MB')} after the warm-up, ${shown(report.rssAfter, ' MB')} at the end (peak ${shown(report.rssPeak, ' MB')}); still running: ${survived}; ${exit}; error lines ${report.errorLines.length}, warn lines ${report.warnLines.length}, other output ${report.otherOutput.length} lines. The server's whole log: ${logFile}`,
    );
    for (const line of [...report.errorLines, ...report.warnLines].slice(0, 20)) {
      console.error(JSON.stringify(line));
    }
    for (const line of report.otherOutput.slice(0, 20)) console.error(line);

    const allFigures = [
      warmupFigures,
      ...mixed.map((m) => m.figures),
      ...pages.flatMap((p) => p.runs),
    ];
    // Failures: any 5xx, a page that hid a failed read behind a 200, a crash, an error line.
    const problems = [
      ...allFigures.filter((f) => f.statuses['5xx'] > 0).map(() => 'a 5xx answer'),
      ...mixed.filter((m) => m.canary.failed > 0).map(() => 'pages that failed to load data'),
      ...(survived ? [] : ['the server was not running at the end']),
      ...(!survived || exitedCleanly ? [] : [exit]),
      ...(report.errorLines.length ? [`${report.errorLines.length} error lines`] : []),
    ];
    // Reported loudly, but no failure by themselves: a saturated server is slow to take new
    // connections, and a client that waits 10 s for an answer counts a timeout (see the report).
    const socketErrors = allFigures.reduce((n, f) => n + f.connectionErrors, 0);
    const timeouts = allFigures.reduce((n, f) => n + f.timeouts, 0);
    if (socketErrors + timeouts > 0) {
      console.error(
        `!!! WARNING: ${timeouts} requests had no answer within ${TIMEOUT_SECONDS} s and ${socketErrors} met a socket error (see above).`,
      );
    }
    const unexpected = allFigures.reduce((n, f) => n + f.statuses['4xx'] + f.statuses['3xx'], 0);
    if (unexpected > 0) {
      console.warn(`WARNING: ${unexpected} answers were 3xx or 4xx: every path was a 200 before.`);
    }
    if (!args['no-record']) await record(report);
    if (problems.length > 0) {
      console.error(`FAILED: ${[...new Set(problems)].join(', ')} (see above).`);
      process.exitCode = 1;
    } else {
      console.log('No 5xx, no failed page, no crash, no error line.');
    }
  } catch (error) {
    if (server) console.error(`The server's output so far (end):\n${server.output().slice(-5000)}`);
    throw error;
  } finally {
    await server?.kill();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const LOAD_HEADING = '## Load (`npm run bench:load`)';

const LOAD_INTRO = `\`npm run bench:load\` starts the built server as a deploy does (\`node dist/server/main.js\`, no
NODE_ENV, a fresh data directory) and loads it with autocannon, every request with \`Accept-Encoding:
br, gzip\` and a phone's User-Agent: a weighted mix of visitor requests (pages, API, photos, assets)
at 32 and 128 connections, then each page alone. It reports latency, status counts, timeouts, CPU,
RSS and whether the server survived, and fails on any 5xx, crash or error line in the server's log.

\`\`\`sh
npm run bench:load   # PGlite, the demo data
DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load   # in a database veedu_load it makes and drops
DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load -- --data synthetic --listings 100000
# options: --duration 60 --connections 32,128 --page-duration 10 --runs 3 --warmup 10
#          --node-env production --log-level warn --no-record
\`\`\``;

/** What had no answer within the timeout, by kind of request, when anything had none. */
function timeoutNotes(report: Report): string[] {
  return report.mixed
    .filter(({ figures }) => figures.timeouts > 0)
    .flatMap(({ connections, figures }) => {
      const byKind: Record<string, number> = {};
      for (const [name, count] of Object.entries(figures.timedOut)) {
        const kind = name.slice(0, name.indexOf(': '));
        byKind[kind] = (byKind[kind] ?? 0) + count;
      }
      const kinds = Object.entries(byKind)
        .sort(([, a], [, b]) => b - a)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ');
      return [
        '',
        `**${figures.timeouts} requests had no answer within ${TIMEOUT_SECONDS} s at ${connections} connections** (${kinds}).`,
      ];
    });
}

function cell(summary: Summary | undefined): string {
  return summary ? `${summary.p50} / ${summary.p95} / ${summary.p99}` : '–';
}

function describeRun(report: Report): string {
  const database =
    engine === 'postgres'
      ? `PostgreSQL ${report.postgresVersion ?? ''} on the same machine over TCP (the app's pool of 10)`
      : 'PGlite (embedded, in the server process)';
  const dataSet =
    data === 'demo'
      ? `the demo catalogue (${report.catalogueSize} available listings, with photos)`
      : `${listingCount.toLocaleString('en-US')} synthetic listings and one made through the API with 3 photos (${report.catalogueSize.toLocaleString('en-US')} available)`;
  return `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cores} cores (${cpuModel}), Node ${process.version}; \`node dist/server/main.js\` with NODE_ENV ${args['node-env'] ?? 'unset (main.js sets production for React itself)'} and LOG_LEVEL ${args['log-level'] ?? 'unset (info: two JSON lines a request)'}, MALLOC_ARENA_MAX ${mallocArenaMax ?? 'unset'}; ${database}; ${dataSet}. autocannon runs in a worker thread of the benchmark on the same ${cores}-core machine, sharing its cores with the server${engine === 'postgres' ? ' and PostgreSQL' : ''}. Latencies in ms, exact percentiles of every answer.`;
}

async function record(report: Report): Promise<void> {
  const file = path.join(projectRoot, 'docs', 'performance.md');
  const start = `<!-- bench:load:${engine}:${data}:start -->`;
  const end = `<!-- bench:load:${engine}:${data}:end -->`;
  const title = `### ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${data === 'demo' ? 'demo data' : `${listingCount.toLocaleString('en-US')} synthetic listings`}`;
  const totalWeight = report.kinds.reduce((sum, kind) => sum + kind.weight, 0);
  const section = [
    start,
    title,
    '',
    describeRun(report),
    '',
    `#### Mixed traffic, ${duration} s at each step after a ${warmup} s warm-up`,
    '',
    '| connections | req/s | p50 | p95 | p99 | max | 2xx | 3xx | 4xx | 5xx | socket errors | timeouts | failed pages (canary) | MB/s | CPU: server, load generator (cores) | machine busy |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.mixed.map(
      ({ connections, figures: f, canary, cpu }) =>
        `| ${connections} | ${f.requestsPerSecond} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.max} | ${f.statuses['2xx']} | ${f.statuses['3xx']} | ${f.statuses['4xx']} | ${f.statuses['5xx']} | ${f.connectionErrors} | ${f.timeouts} | ${canary.failed} of ${canary.checked} | ${f.megabytesPerSecond} | ${shown(cpu.server)}, ${cpu.loadGenerator} | ${Math.round(cpu.machineBusy * 100)}% |`,
    ),
    '',
    'By kind of request: share of the mix, then p50 / p95 / p99 at each step.',
    '',
    `| request | share | ${report.mixed.map((m) => `${m.connections} connections`).join(' | ')} |`,
    `|---|---|${report.mixed.map(() => '---').join('|')}|`,
    ...report.kinds.map(
      (kind) =>
        `| ${kind.name} | ${Math.round((kind.weight / totalWeight) * 100)}% | ${report.mixed.map((m) => cell(m.figures.kinds[kind.name])).join(' | ')} |`,
    ),
    '',
    `#### Each page alone, ${PAGE_CONNECTIONS} connections, ${runs} runs of ${pageDuration} s after a warm-up`,
    '',
    "Medians of the runs; each run's p95 in brackets. Server CPU: the server process's CPU time per answer.",
    '',
    '| page | request | req/s | p50 | p95 | p99 | server CPU (ms) | not 200 |',
    '|---|---|---|---|---|---|---|---|',
    ...report.pages.map(
      (page) =>
        `| ${page.name} | \`${page.path}\` | ${median(page.runs.map((f) => f.requestsPerSecond))} | ${median(page.runs.map((f) => f.p50))} | ${median(page.runs.map((f) => f.p95))} (${page.runs.map((f) => f.p95).join(', ')}) | ${median(page.runs.map((f) => f.p99))} | ${shown(median(page.cpu.map((c) => c.serverMsPerRequest)))} | ${page.runs.reduce((n, f) => n + f.total - (f.codes['200'] ?? 0) + f.connectionErrors + f.timeouts, 0)} |`,
    ),
    '',
    `#### Health`,
    '',
    `Server RSS: ${shown(report.rssReady, ' MB')} when ready, ${shown(report.rssBefore, ' MB')} after the warm-up, ${report.mixed.map((m) => `${shown(m.rssAfter, ' MB')} after ${m.connections} connections`).join(', ')}, ${shown(report.rssAfter, ' MB')} at the end; peak ${shown(report.rssPeak, ' MB')}. Still running after the load: ${report.survived ? 'yes' : '**no**'}. Stop: ${report.exit}. Log lines at error level or above: ${report.errorLines.length}; at warn: ${report.warnLines.length}.`,
    ...timeoutNotes(report),
    end,
  ].join('\n');

  let document = await readFile(file, 'utf8');
  if (!document.includes(LOAD_HEADING)) {
    // The section goes after the web section (before whatever heading follows it).
    const web = document.indexOf('## Web (`npm run bench:web`)');
    const next = web === -1 ? -1 : document.indexOf('\n## ', web + 1);
    const at = next === -1 ? document.length : next + 1;
    document = `${document.slice(0, at).trimEnd()}\n\n${LOAD_HEADING}\n\n${LOAD_INTRO}\n\n${document.slice(at)}`;
  }
  if (document.includes(start)) {
    document = document.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => section);
  } else {
    // A new block goes at the end of the load section.
    const heading = document.indexOf(LOAD_HEADING);
    const next = document.indexOf('\n## ', heading + 1);
    const at = next === -1 ? document.length : next + 1;
    document = `${document.slice(0, at).trimEnd()}\n\n${section}\n\n${document.slice(at)}`;
  }
  // Written as Prettier would, so `npm run lint` stays clean after a benchmark.
  await writeFile(
    file,
    await format(document.trimEnd() + '\n', { parser: 'markdown', proseWrap: 'preserve' }),
  );
  console.log(`Recorded in ${path.relative(process.cwd(), file)}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
