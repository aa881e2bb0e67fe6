// `npm run bench:load`: the built server as deploys start it (`node dist/server/main.js`, its own
// process, no NODE_ENV), under mixed page and API traffic with compression, at 32 and 128
// connections; then each page alone. Reports requests/s, latency percentiles, answers by status,
// socket errors, RSS before and after, whether the server survived, and the error lines it
// logged; records them in docs/performance.md. Exits 1 on any 5xx, socket error, crash or error
// line. PostgreSQL when DATABASE_URL is set (in a database of its own, veedu_load, made and
// dropped on that server), else the embedded PGlite.
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
import { errorLines, type RunningServer, startServer } from '../server/testing/process-server';
import { insertSyntheticListings } from './synthetic-listings';

const { values: args } = parseArgs({
  options: {
    data: { type: 'string', default: 'demo' },
    listings: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '60' },
    connections: { type: 'string', default: '32,128' },
    'page-duration': { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    'node-env': { type: 'string' },
    'no-record': { type: 'boolean', default: false },
  },
});

const databaseUrl = process.env.DATABASE_URL;
const engine = databaseUrl ? 'postgres' : 'pglite';
const data = args.data === 'synthetic' ? 'synthetic' : 'demo';
const listingCount = Number(args.listings);
const duration = Number(args.duration);
const connectionCounts = (args.connections ?? '32').split(',').map(Number);
const pageDuration = Number(args['page-duration']);
const runs = Number(args.runs);
const HEADERS = {
  'accept-encoding': 'br, gzip',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130 Mobile Safari/537.36',
};

/** Every filter the listing page and the API take, alone and combined. */
const LISTING_QUERIES = [
  '',
  'type=rent',
  'type=buy',
  'type=buy&bedrooms=3',
  'type=rent&bedrooms=2',
  'category=villa',
  'category=apartment&type=rent',
  'category=land',
  'location=Kochi',
  'location=Kozhikode&bedrooms=3',
  'location=Thrissur&type=buy&sort=price-asc',
  'sort=price-asc',
  'sort=price-desc&page=2',
  'min_price=1000000&max_price=5000000',
  'type=rent&min_price=10000&max_price=50000',
  'bedrooms=4&bathrooms=3',
  'min_area=1000&max_area=3000',
  'ownership=direct_owner',
  'q=pool',
  'q=sea%20view&type=buy',
  'page=3',
];

interface Figures {
  requestsPerSecond: number;
  total: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  p50: number;
  p95: number;
  p99: number;
  kilobytesPerSecond: number;
}

function load(url: string, paths: string[], connections: number, seconds: number) {
  return new Promise<Figures>((resolve, reject) => {
    const worker = new Worker(new URL('./load-mix-worker.mjs', import.meta.url), {
      workerData: { url, paths, connections, duration: seconds, headers: HEADERS },
    });
    worker.once('message', (figures: Figures) => {
      void worker.terminate();
      resolve(figures);
    });
    worker.once('error', reject);
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function rssMegabytes(pid: number | undefined): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kilobytes / 1024);
}

/** A database of its own on the server of DATABASE_URL, made fresh for the run. */
async function prepareBenchDatabase(): Promise<{ url?: string; drop(): Promise<void> }> {
  if (!databaseUrl) return { drop: async () => {} };
  const url = new URL(databaseUrl);
  url.pathname = '/veedu_load';
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query('drop database if exists veedu_load with (force)');
  await admin.query('create database veedu_load');
  await admin.end();
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('drop database if exists veedu_load with (force)');
      await client.end();
    },
  };
}

async function fillSynthetic(dataDir: string, url: string | undefined): Promise<void> {
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
}

async function pathsToLoad(baseUrl: string) {
  const ids: number[] = [];
  for (let page = 1; page <= 4; page += 1) {
    const response = await fetch(`${baseUrl}/api/properties/properties/?page=${page}`);
    const body = (await response.json()) as { data: { id: number; images: { image: string }[] }[] };
    ids.push(...body.data.map((listing) => listing.id));
  }
  const first = (await (await fetch(`${baseUrl}/api/properties/properties/${ids[0]}/`)).json()) as {
    images: { image: string }[];
  };
  const media = first.images[0]?.image;
  const home = await (await fetch(`${baseUrl}/`)).text();
  const asset = /\/assets\/[\w.-]+\.css/.exec(home)?.[0];
  const weighted: [number, string[]][] = [
    [10, ['/']],
    [30, LISTING_QUERIES.map((query) => `/property-listing${query ? `?${query}` : ''}`)],
    [25, ids.map((id) => `/property/${id}`)],
    [15, LISTING_QUERIES.map((query) => `/api/properties/properties/${query ? `?${query}` : ''}`)],
    [10, ids.map((id) => `/api/properties/properties/${id}/`)],
    [2, ['/sitemap.xml']],
    [1, ['/robots.txt']],
    [4, media ? [media] : ['/']],
    [3, asset ? [asset] : ['/']],
  ];
  // A flat list in which each kind appears as often as its weight asks, spread over its paths.
  const mix = weighted.flatMap(([weight, paths]) =>
    Array.from({ length: weight * 20 }, (_, index) => paths[index % paths.length] ?? '/'),
  );
  return { mix, detailId: ids[0] ?? 1 };
}

interface Report {
  rssBefore: number;
  rssAfter: number;
  mixed: { connections: number; figures: Figures }[];
  pages: { name: string; path: string; runs: Figures[] }[];
  survived: boolean;
  exitCode: number | null;
  errorLines: number;
  nodeEnv: string;
}

function fiveHundreds(figures: Figures): number {
  return figures.statuses['5xx'] ?? 0;
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-load-'));
  const database = await prepareBenchDatabase();
  let server: RunningServer | undefined;
  try {
    if (data === 'synthetic') await fillSynthetic(dataDir, database.url);
    server = await startServer({
      env: {
        DATA_DIR: dataDir,
        SEED_DEMO: data === 'demo' ? '1' : '0',
        // One line per request at info would be most of what the server writes; errors still show.
        LOG_LEVEL: 'warn',
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        ...(args['node-env'] ? { NODE_ENV: args['node-env'] } : {}),
      },
      readyTimeoutMs: 600_000,
    });
    const { mix, detailId } = await pathsToLoad(server.url);
    const pid = server.child.pid;
    // Warm-up: the JIT, the prepared statements and the caches, not measured.
    await load(server.url, mix, 32, 5);
    const rssBefore = await rssMegabytes(pid);

    const mixed: Report['mixed'] = [];
    for (const connections of connectionCounts) {
      const figures = await load(server.url, mix, connections, duration);
      mixed.push({ connections, figures });
      console.log(
        `mixed, ${connections} connections: ${figures.requestsPerSecond} req/s, p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms, ${JSON.stringify(figures.statuses)}, socket errors ${figures.errors}, timeouts ${figures.timeouts}`,
      );
    }

    const pageTargets = [
      { name: 'home', path: '/' },
      { name: 'listing (2 filters)', path: '/property-listing?type=rent&bedrooms=2' },
      { name: 'detail', path: `/property/${detailId}` },
      { name: 'API list (for comparison)', path: '/api/properties/properties/?type=rent' },
    ];
    const pages: Report['pages'] = [];
    for (const target of pageTargets) {
      await load(server.url, [target.path], 32, 3);
      const figures: Figures[] = [];
      for (let run = 0; run < runs; run += 1) {
        figures.push(await load(server.url, [target.path], 32, pageDuration));
      }
      pages.push({ ...target, runs: figures });
      console.log(
        `${target.name.padEnd(26)} ${median(figures.map((f) => f.requestsPerSecond))} req/s, p50 ${median(figures.map((f) => f.p50))} ms, p95 ${median(figures.map((f) => f.p95))} ms (${figures.map((f) => f.p95).join(', ')})`,
      );
    }

    const rssAfter = await rssMegabytes(pid);
    const survived = server.isRunning();
    const exitCode = await server.stop();
    const errors = errorLines(server.logs());
    for (const line of errors.slice(0, 5)) console.error(JSON.stringify(line));
    const report: Report = {
      rssBefore,
      rssAfter,
      mixed,
      pages,
      survived,
      exitCode,
      errorLines: errors.length,
      nodeEnv: args['node-env'] ?? '(unset)',
    };
    console.log(
      `RSS ${rssBefore} MB before, ${rssAfter} MB after; survived: ${survived}; exit code ${exitCode}; error lines ${errors.length}`,
    );
    if (!args['no-record']) await record(report);
    const failed =
      !survived ||
      exitCode !== 0 ||
      errors.length > 0 ||
      [...mixed.map((m) => m.figures), ...pages.flatMap((p) => p.runs)].some(
        (f) => fiveHundreds(f) > 0 || f.errors > 0 || f.timeouts > 0,
      );
    if (failed) {
      console.error('FAILED: a 5xx, a socket error, a crash or an error line (see above).');
      process.exitCode = 1;
    }
  } finally {
    await server?.kill();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function record(report: Report): Promise<void> {
  const file = path.join(projectRoot, 'docs', 'performance.md');
  const start = `<!-- bench:load:${engine}:${data}:start -->`;
  const end = `<!-- bench:load:${engine}:${data}:end -->`;
  const dataName =
    data === 'demo'
      ? 'the demo catalogue (63 listings)'
      : `${listingCount.toLocaleString('en-US')} synthetic listings`;
  const section = [
    start,
    `### ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'}, ${dataName}`,
    '',
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, \`node dist/server/main.js\` with NODE_ENV ${report.nodeEnv}; every request with \`Accept-Encoding: br, gzip\`; autocannon runs on the same machine. Latencies in ms.`,
    '',
    `Mixed traffic, ${duration} s each: home 10%, listing pages 30% (${LISTING_QUERIES.length} filter combinations), detail pages 25%, API list 15%, API detail 10%, photos 4%, assets 3%, sitemap 2%, robots 1%.`,
    '',
    '| connections | req/s | p50 | p95 | p99 | 2xx | 3xx | 4xx | 5xx | socket errors | timeouts |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...report.mixed.map(
      ({ connections, figures: f }) =>
        `| ${connections} | ${f.requestsPerSecond} | ${f.p50} | ${f.p95} | ${f.p99} | ${f.statuses['2xx'] ?? 0} | ${f.statuses['3xx'] ?? 0} | ${f.statuses['4xx'] ?? 0} | ${f.statuses['5xx'] ?? 0} | ${f.errors} | ${f.timeouts} |`,
    ),
    '',
    `Each page alone, 32 connections, ${runs} runs of ${pageDuration} s after a warm-up (medians; each run's p95 in brackets):`,
    '',
    '| page | request | req/s | p50 | p95 | p99 | 5xx |',
    '|---|---|---|---|---|---|---|',
    ...report.pages.map(
      (page) =>
        `| ${page.name} | \`${page.path}\` | ${median(page.runs.map((f) => f.requestsPerSecond))} | ${median(page.runs.map((f) => f.p50))} | ${median(page.runs.map((f) => f.p95))} (${page.runs.map((f) => f.p95).join(', ')}) | ${median(page.runs.map((f) => f.p99))} | ${page.runs.reduce((n, f) => n + fiveHundreds(f), 0)} |`,
    ),
    '',
    `Server RSS ${report.rssBefore} MB after the warm-up, ${report.rssAfter} MB at the end. Still running at the end: ${report.survived ? 'yes' : 'NO'}; exit code on SIGTERM ${report.exitCode}; error lines logged ${report.errorLines}.`,
    end,
  ].join('\n');
  let document = await readFile(file, 'utf8');
  if (!document.includes('## Load (`npm run bench:load`)')) {
    document = `${document.trimEnd()}\n\n## Load (\`npm run bench:load\`)\n\nThe built server started as a deploy starts it (\`node dist/server/main.js\`, a process of its own, no NODE_ENV), under mixed page and API traffic with brotli, then each page alone. \`npm run bench:load\` measures the embedded database with the demo catalogue; \`DATABASE_URL=postgres://... npm run bench:load -- --data synthetic --listings 100000\` measures PostgreSQL (in a database \`veedu_load\` it makes and drops). It fails on any 5xx, socket error, crash or error line in the server's log.\n`;
  }
  document = document.includes(start)
    ? document.replace(new RegExp(`${start}[\\s\\S]*?${end}`), section)
    : `${document.trimEnd()}\n\n${section}\n`;
  await writeFile(file, await format(document, { parser: 'markdown', proseWrap: 'preserve' }));
  console.log(`Recorded in ${path.relative(process.cwd(), file)}.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
