// `npm run bench:web`: starts the BUILT server on a free port with a fresh DATA_DIR and the demo
// data, then measures the public pages as a visitor's browser gets them: the JavaScript each page
// loads before interaction (gzip -9, budget 150 KB), and Lighthouse's mobile scores over several
// runs (targets 95 performance, 100 accessibility, best practices and SEO). Records the figures in
// docs/performance.md. See docs/decisions/007 for why Lighthouse 13 runs on Node 20 here.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { format } from 'prettier';
import { FULL_CHROMIUM } from '../e2e/browser.mjs';
import { isBuildStale } from '../scripts/build-state.mjs';
import { projectRoot } from '../server/paths';
import {
  type LighthousePage,
  type PagePath,
  type PageSummary,
  printLighthouse,
  score,
  summarise,
  TARGETS,
} from './lighthouse-report';
import { CATEGORIES, type Category, type LighthouseResult, runLighthouse } from './lighthouse-run';
import { measurePageScripts, type PageScripts } from './page-scripts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // Report, record, but exit 0 whatever the figures.
    'no-fail': { type: 'boolean', default: false },
    'no-record': { type: 'boolean', default: false },
    // Only the JavaScript sizes: seconds instead of minutes.
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number from 1');

/** 1 KB = 1,000 bytes, as `gzip -9c file | wc -c` counts and DevTools shows. */
const JS_BUDGET_BYTES = 150_000;
/** A Malayalam page may load at most this much more JavaScript than its English twin (issue 13). */
const MALAYALAM_EXTRA_BUDGET_BYTES = 10_000;
const ATTEMPTS_PER_RUN = 3;

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function ensureBuild(): void {
  if (!isBuildStale(projectRoot)) return;
  console.log('The build is missing or older than the sources: npm run build...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm run build failed');
}

interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The production server, as `npm start` runs it, on its own port and a fresh PGlite with the demo. */
async function startServer(): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-bench-web-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
  // Always the embedded database with the demo, whatever this shell points at.
  delete env.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: projectRoot,
    env,
    // Its output (the demo admin's one-time password among it) is shown only if it fails.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(
        `the server exited with ${child.exitCode} before it was ready:\n${Buffer.concat(output).toString('utf8')}`,
      );
    }
    const ready = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error('the server was not ready within 120 s');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { baseUrl, stop };
}

/** The newest available listing: a real detail page with photos. */
async function findListingPath(baseUrl: string): Promise<PagePath> {
  const response = await fetch(`${baseUrl}/api/properties/properties/?page_size=1`);
  const page = (await response.json()) as { data: { id: number }[] };
  const [listing] = page.data;
  if (!listing) throw new Error('the demo data has no available listing');
  return `/property/${listing.id}`;
}

function printScripts(pages: PageScripts[]): void {
  console.log(`\nInitial JavaScript per page (gzip -9; budget ${kb(JS_BUDGET_BYTES)}):`);
  for (const page of pages) {
    const verdict = page.gzipBytes > JS_BUDGET_BYTES ? 'OVER BUDGET' : 'ok';
    const status = page.status === 200 ? '' : `  (answered ${page.status})`;
    console.log(
      `  ${page.path.padEnd(20)} ${kb(page.gzipBytes).padStart(9)}  ${String(page.files.length).padStart(2)} files  ${verdict}${status}`,
    );
    // React Router and React, shared by every page, apart from what the page itself adds.
    const isFramework = (url: string) => /\/(entry\.client|jsx-runtime)-/.test(url);
    const framework = page.files.filter((file) => isFramework(file.url));
    const own = page.files.filter((file) => !isFramework(file.url));
    console.log(
      `      framework ${kb(framework.reduce((sum, file) => sum + file.gzipBytes, 0))}; ${own
        .map((file) => `${path.basename(file.url)} ${kb(file.gzipBytes)}`)
        .join(', ')}`,
    );
  }
}

/** Runs Lighthouse `runs` times on a page, each run again after a runtime error. */
async function measureLighthouse(baseUrl: string, pagePath: PagePath): Promise<LighthousePage> {
  const page: LighthousePage = { path: pagePath, results: [], retried: [] };
  for (let run = 1; run <= runs; run += 1) {
    for (let attempt = 1; ; attempt += 1) {
      // Lighthouse sometimes exits on a runtime error without writing a result: retry that too.
      let result: LighthouseResult;
      try {
        result = await runLighthouse(new URL(pagePath, baseUrl).href);
      } catch (error) {
        page.retried.push('NO_RESULT');
        process.stdout.write(`  ${pagePath} run ${run}: no result, running again\n`);
        if (attempt >= ATTEMPTS_PER_RUN) throw error;
        continue;
      }
      if (!result.runtimeError) {
        page.results.push(result);
        process.stdout.write(
          `  ${pagePath} run ${run}: ${CATEGORIES.map((category) => `${category} ${score(result, category)}`).join(', ')}\n`,
        );
        break;
      }
      page.retried.push(result.runtimeError.code);
      process.stdout.write(
        `  ${pagePath} run ${run}: ${result.runtimeError.code}, running again\n`,
      );
      if (attempt >= ATTEMPTS_PER_RUN) {
        throw new Error(
          `${pagePath}: ${ATTEMPTS_PER_RUN} runs in a row failed: ${result.runtimeError.message}`,
        );
      }
    }
  }
  return page;
}

async function record(
  scripts: PageScripts[],
  summaries: PageSummary[],
  lighthouseVersion: string | undefined,
): Promise<void> {
  const file = path.join(projectRoot, 'docs', 'performance.md');
  const start = '<!-- bench:web:start -->';
  const end = '<!-- bench:web:end -->';
  const lines = [
    start,
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), shared and noisy; Node ${process.version}, the built server with the demo data on PGlite.`,
    '',
    `#### Initial JavaScript (gzip -9, budget ${kb(JS_BUDGET_BYTES)})`,
    '',
    '| page | gzip | files | largest files |',
    '|---|---|---|---|',
    ...scripts.map(
      (page) =>
        `| \`${page.path}\`${page.status === 200 ? '' : ` (answered ${page.status})`} | ${kb(page.gzipBytes)} | ${page.files.length} | ${page.files
          .slice(0, 4)
          .map((f) => `${path.basename(f.url).replace(/-[\w-]{8}\.js$/, '.js')} ${kb(f.gzipBytes)}`)
          .join(', ')} |`,
    ),
  ];
  if (summaries.length > 0) {
    lines.push(
      '',
      `#### Lighthouse ${lighthouseVersion ?? ''} (mobile, simulated throttling, Chromium ${chromiumVersion()}): ${runs} runs per page`,
      '',
      'Median score (lowest and highest run in brackets); metrics are medians.',
      '',
      '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |',
      '|---|---|---|---|---|---|---|---|',
      ...summaries.map((summary) => {
        const cell = (category: Category) => {
          const s = summary.scores[category];
          return `${s.median} (${s.min}–${s.max})`;
        };
        return `| \`${summary.path}\` | ${CATEGORIES.map(cell).join(' | ')} | ${(summary.lcpMs / 1000).toFixed(2)} s | ${summary.tbtMs.toFixed(0)} ms | ${summary.cls.toFixed(3)} |`;
      }),
      '',
      'Audits under a full score (performance: under 0.9):',
      '',
      ...summaries.flatMap((summary) => [
        `- \`${summary.path}\`: ${
          summary.failing.length === 0
            ? 'none'
            : summary.failing
                .map(
                  ({ category, audit }) =>
                    `${audit.id} (${category}${audit.displayValue ? `, ${audit.displayValue}` : ''})`,
                )
                .join('; ')
        }`,
      ]),
    );
  }
  lines.push(end);
  const section = lines.join('\n');
  let document = await readFile(file, 'utf8');
  document = document.includes(start)
    ? document.replace(new RegExp(`${start}[\\s\\S]*?${end}`), () => section)
    : `${document.trimEnd()}\n\n${section}\n`;
  await writeFile(file, await format(document, { parser: 'markdown', proseWrap: 'preserve' }));
  console.log(`\nRecorded in ${path.relative(process.cwd(), file)}.`);
}

function chromiumVersion(): string {
  const result = spawnSync(FULL_CHROMIUM, ['--version'], { encoding: 'utf8' });
  return /(\d+\.\d+\.\d+\.\d+)/.exec(result.stdout)?.[1] ?? 'unknown';
}

async function main(): Promise<number> {
  ensureBuild();
  if (!args['skip-lighthouse'] && !existsSync(FULL_CHROMIUM)) {
    throw new Error(`${FULL_CHROMIUM} is missing: node scripts/ensure-chromium.mjs installs it`);
  }
  const server = await startServer();
  const problems: string[] = [];
  try {
    const { baseUrl } = server;
    const listingPath = await findListingPath(baseUrl);
    const englishPages = ['/', '/property-listing', listingPath, '/contact', '/about'];
    // Each page in Malayalam too (docs/decisions/014), right after its English twin.
    const jsPages = englishPages.flatMap((pagePath) => [pagePath, `/ml${pagePath}`]);
    const scripts = [];
    for (const pagePath of jsPages) {
      scripts.push(await measurePageScripts(baseUrl, pagePath));
    }
    printScripts(scripts);
    for (const page of scripts) {
      if (page.status !== 200) problems.push(`${page.path} answered ${page.status}`);
      if (page.gzipBytes > JS_BUDGET_BYTES) {
        problems.push(`${page.path} loads ${kb(page.gzipBytes)} of JavaScript`);
      }
      const twin = page.path.startsWith('/ml/')
        ? scripts.find((other) => `/ml${other.path}` === page.path)
        : undefined;
      if (twin && page.gzipBytes - twin.gzipBytes > MALAYALAM_EXTRA_BUDGET_BYTES) {
        problems.push(
          `${page.path} loads ${kb(page.gzipBytes - twin.gzipBytes)} more JavaScript than ${twin.path}`,
        );
      }
    }

    const summaries: PageSummary[] = [];
    let lighthouseVersion: string | undefined;
    if (!args['skip-lighthouse']) {
      console.log(`\nLighthouse, ${runs} runs per page:`);
      const lighthousePages = ['/', '/property-listing', listingPath];
      for (const pagePath of [...lighthousePages, ...lighthousePages.map((p) => `/ml${p}`)]) {
        const page = await measureLighthouse(baseUrl, pagePath);
        lighthouseVersion ??= page.results[0]?.lighthouseVersion;
        summaries.push(summarise(page));
      }
      printLighthouse(summaries, runs);
      for (const summary of summaries) {
        for (const category of CATEGORIES) {
          const { median: value } = summary.scores[category];
          if (value < TARGETS[category]) {
            problems.push(`${summary.path}: ${category} ${value} < ${TARGETS[category]}`);
          }
        }
      }
    }
    if (!args['no-record']) await record(scripts, summaries, lighthouseVersion);
  } finally {
    await server.stop();
  }
  if (problems.length === 0) {
    console.log('\nEvery page is within budget and on target.');
    return 0;
  }
  console.log(`\nOff target:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  return args['no-fail'] ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
