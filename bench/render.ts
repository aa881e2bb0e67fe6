// `npm run bench:render`: how long React Router and React take to render the public pages, and
// what the pages weigh, with no HTTP, database or compression in the timings. It builds first
// when the build is stale, loads the BUILT server bundle (build/server/index.js) under
// NODE_ENV=production, and hands it the load context the server gives it (server/ssr), backed by
// the demo catalogue in a fresh in-memory PGlite. Each catalogue call is answered once by the
// database and recorded; the timed runs replay the recorded answers from memory, so they measure
// the loaders, the serialisation of their data and React's render, nothing else.
//
// Per page: render time p50/p95 (ms) over --iterations runs after --warmup runs (and the CPU time
// the process used meanwhile, p50: other processes on the machine move it less), HTML bytes,
// brotli bytes (quality 4, as the server compresses pages; and 11), elements, bytes of `class`
// attributes, bytes of inline script text (React Router's hydration data; JSON-LD apart).
//
//   npm run bench:render
//   npm run bench:render -- --iterations 2000 --warmup 300 --json /tmp/render.json
// First: sets NODE_ENV before any import below can load React.
import './production-env';
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import type { ServerBuild } from 'react-router';
import type { CatalogueReader, SiteInfo, WebLoadContext } from '../contract/site';
import { seedDemoContent } from '../demo/seed-demo';
import { isBuildStale } from '../scripts/build-state.mjs';
import { openDatabase } from '../server/db/client';
import { readConfig } from '../server/env';
import { createMailer } from '../server/mail/mailer';
import { projectRoot } from '../server/paths';
import { loadedReactBuild } from '../server/react-build';
import { createServices } from '../server/services';
import { createCatalogueReader } from '../server/ssr/catalogue-reader';
import { serverBuildFile } from '../server/ssr/load-build';
import { prepareDatabase } from '../server/start';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '200' },
    // Also write the figures as JSON to this file.
    json: { type: 'string' },
    // Only the pages whose path contains this text (e.g. for a CPU profile of one page).
    only: { type: 'string' },
    // Other pages instead: paths separated by spaces.
    pages: { type: 'string' },
  },
});

function positive(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`--${name}: a whole number from 1 (got "${text}")`);
  }
  return value;
}
const iterations = positive('iterations', args.iterations);
const warmup = positive('warmup', args.warmup);

const PUBLIC_URL = 'http://localhost:3000';
/** The demo catalogue has 4 rentals with 2 bedrooms, and more than 12 rentals in all. */
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'listing, 12 cards', path: '/property-listing?type=rent' },
  { name: 'listing, 4 cards', path: '/property-listing?type=rent&beds=2' },
  { name: 'detail', path: '/property/19' },
] as const;

const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-language': 'en-IN,en;q=0.9',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
};

function ensureBuild(): void {
  if (!isBuildStale(projectRoot)) return;
  console.log('The build is missing or older than the sources: npm run build...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/**
 * The catalogue as the pages' loaders call it: the first call with given arguments goes to the
 * database and its answer is kept; later calls get the kept answer (the same object: loaders
 * only read it). `recording = false` refuses calls never seen, so a timed run never waits on the
 * database.
 */
function recordingCatalogue(real: CatalogueReader) {
  const answers = new Map<string, unknown>();
  let isRecording = true;
  function replay<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (answers.has(key)) return Promise.resolve(answers.get(key) as T);
    if (!isRecording) return Promise.reject(new Error(`catalogue call not recorded: ${key}`));
    return read().then((answer) => {
      answers.set(key, answer);
      return answer;
    });
  }
  const catalogue: CatalogueReader = {
    listSummaries: (search) =>
      replay(`listSummaries ${JSON.stringify(search)}`, () => real.listSummaries(search)),
    findProperty: (id) => replay(`findProperty ${id}`, () => real.findProperty(id)),
    listByIds: (ids) => replay(`listByIds ${ids.join()}`, () => real.listByIds(ids)),
    listPropertyTypes: () => replay('listPropertyTypes', () => real.listPropertyTypes()),
    listBanners: (kind) => replay(`listBanners ${kind}`, () => real.listBanners(kind)),
    listSimilar: (id) => replay(`listSimilar ${id}`, () => real.listSimilar(id)),
    findPreview: (id, token) =>
      replay(`findPreview ${id} ${token}`, () => real.findPreview(id, token)),
    readSiteFacts: () => replay('readSiteFacts', () => real.readSiteFacts()),
    readExchangeRates: () => replay('readExchangeRates', () => real.readExchangeRates()),
  };
  return {
    catalogue,
    stopRecording() {
      isRecording = false;
    },
  };
}

/** The demo catalogue in a fresh in-memory PGlite, as a first start of the server loads it. */
async function openDemoCatalogue(dataDir: string) {
  const config = readConfig({ DATA_DIR: dataDir, PUBLIC_URL, SEED_DEMO: '1', LOG_LEVEL: 'warn' });
  const database = await openDatabase({ kind: 'pglite' });
  await prepareDatabase(database);
  const quiet = { info() {}, error() {} };
  const mailer = createMailer({
    smtpUrl: undefined,
    from: config.mailFrom,
    outboxDir: path.join(dataDir, 'outbox'),
    log: quiet,
  });
  const services = createServices({ db: database.db, mailer, config });
  console.log('Loading the demo catalogue into a fresh PGlite...');
  await seedDemoContent({ services, log: quiet });
  await database.analyze();
  const site: SiteInfo = { ...config.site, publicUrl: config.publicUrl };
  return {
    site,
    reader: createCatalogueReader(services),
    async close() {
      mailer.close();
      await database.close();
    },
  };
}

export interface PageFigures {
  name: string;
  path: string;
  status: number;
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
  /** CPU time of the process (all its threads) during a render: less moved by other processes. */
  cpuP50Ms: number;
  htmlBytes: number;
  brotliBytes: number;
  brotli11Bytes: number;
  elements: number;
  /** Listing cards (`<article>` elements). */
  cards: number;
  classBytes: number;
  /** Text of inline scripts other than JSON-LD: React Router's context and route modules. */
  hydrationBytes: number;
  jsonLdBytes: number;
}

const utf8Length = (text: string) => Buffer.byteLength(text, 'utf8');

/** What the HTML is made of, counted on the page as the browser receives it. */
function weigh(html: string) {
  let hydrationBytes = 0;
  let jsonLdBytes = 0;
  // Script contents are not markup: count them apart and leave them out of the element count.
  const markup = html.replace(
    /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
    (whole, attributes: string, text: string) => {
      if (/type="application\/ld\+json"/.test(attributes)) jsonLdBytes += utf8Length(text);
      else if (!/\bsrc=/.test(attributes)) hydrationBytes += utf8Length(text);
      return `<script${attributes}></script>`;
    },
  );
  const elements = markup.match(/<[a-zA-Z][\w-]*/g)?.length ?? 0;
  const cards = markup.match(/<article\b/g)?.length ?? 0;
  const classBytes = (markup.match(/ class="[^"]*"/g) ?? []).reduce(
    (sum, attribute) => sum + utf8Length(attribute),
    0,
  );
  const buffer = Buffer.from(html, 'utf8');
  const brotli = (quality: number) =>
    zlib.brotliCompressSync(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }).length;
  return {
    htmlBytes: buffer.length,
    brotliBytes: brotli(4),
    brotli11Bytes: brotli(11),
    elements,
    cards,
    classBytes,
    hydrationBytes,
    jsonLdBytes,
  };
}

function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? NaN;
}

async function main(): Promise<void> {
  ensureBuild();
  const { createRequestHandler } = await import('react-router');
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  const react = loadedReactBuild();
  if (react !== 'production') throw new Error(`React's ${react} build is loaded, not production`);

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-bench-render-'));
  const demo = await openDemoCatalogue(dataDir);
  const { catalogue, stopRecording } = recordingCatalogue(demo.reader);
  // A failed read would make a lighter page: stop on it instead of measuring that page.
  const log = {
    error: (details: { err: unknown }, message: string) => {
      throw new Error(message, { cause: details.err });
    },
  };
  // Pages are only read here: no form is posted.
  const enquiries = { send: () => Promise.reject(new Error('no enquiries in a render benchmark')) };
  const signIn = { send: () => Promise.reject(new Error('no sign-in in a render benchmark')) };
  const noAlerts = () => Promise.reject(new Error('no alerts in a render benchmark'));
  const alerts = {
    save: noAlerts,
    confirm: noAlerts,
    list: noAlerts,
    change: noAlerts,
    remove: noAlerts,
    leave: noAlerts,
  };
  const context = (): WebLoadContext => ({
    site: demo.site,
    catalogue,
    log,
    enquiries,
    signIn,
    alerts,
  });
  const render = async (pagePath: string) => {
    const response = await handle(
      new Request(new URL(pagePath, PUBLIC_URL), { headers: HEADERS }),
      context(),
    );
    // As the server takes it (server/ssr/ssr.plugin.ts): the bytes, not a string.
    return { status: response.status, body: await response.arrayBuffer() };
  };

  const figures: PageFigures[] = [];
  try {
    // One render of each page records its catalogue calls.
    const pages = [];
    const chosen = args.pages
      ? args.pages.split(/\s+/).map((pagePath) => ({ name: pagePath, path: pagePath }))
      : PAGES;
    for (const page of chosen.filter((entry) => entry.path.includes(args.only ?? ''))) {
      pages.push({ ...page, ...(await render(page.path)) });
    }
    stopRecording();
    for (const page of pages) {
      for (let run = 0; run < warmup; run += 1) await render(page.path);
      const times: number[] = [];
      const cpuTimes: number[] = [];
      let body = new ArrayBuffer(0);
      for (let run = 0; run < iterations; run += 1) {
        const cpu = process.cpuUsage();
        const started = process.hrtime.bigint();
        const result = await render(page.path);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        const used = process.cpuUsage(cpu);
        cpuTimes.push((used.user + used.system) / 1000);
        body = result.body;
      }
      times.sort((a, b) => a - b);
      cpuTimes.sort((a, b) => a - b);
      figures.push({
        name: page.name,
        path: page.path,
        status: page.status,
        p50Ms: percentile(times, 0.5),
        p95Ms: percentile(times, 0.95),
        meanMs: times.reduce((sum, time) => sum + time, 0) / times.length,
        cpuP50Ms: percentile(cpuTimes, 0.5),
        ...weigh(Buffer.from(body).toString('utf8')),
      });
    }
  } finally {
    await demo.close();
    await rm(dataDir, { recursive: true, force: true });
  }

  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  console.log(
    `\nRender of the built pages, React ${react} build, Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}; ${iterations} runs per page after ${warmup} warm-up runs. 1 KB = 1,000 bytes.\n`,
  );
  const rows = [
    [
      'page',
      'status',
      'p50 ms',
      'p95 ms',
      'CPU p50 ms',
      'HTML KB',
      'brotli-4 KB',
      'brotli-11 KB',
      'elements',
      'cards',
      'class KB',
      'hydration data KB',
      'JSON-LD KB',
    ],
    ...figures.map((page) => [
      `${page.name} \`${page.path}\``,
      String(page.status),
      page.p50Ms.toFixed(2),
      page.p95Ms.toFixed(2),
      page.cpuP50Ms.toFixed(2),
      kb(page.htmlBytes),
      kb(page.brotliBytes),
      kb(page.brotli11Bytes),
      String(page.elements),
      String(page.cards),
      kb(page.classBytes),
      kb(page.hydrationBytes),
      kb(page.jsonLdBytes),
    ]),
  ];
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => cell.padEnd(widths?.[column] ?? 0)).join(' | ')} |`);
    if (index === 0) console.log(`|${widths?.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  }
  if (args.json) {
    await writeFile(args.json, `${JSON.stringify(figures, null, 2)}\n`);
    console.log(`\nWritten to ${args.json}.`);
  }
  const failed = figures.filter((page) => page.status !== 200);
  if (failed.length > 0 && !args.pages) {
    throw new Error(`answered other than 200: ${failed.map((page) => page.path).join(', ')}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
