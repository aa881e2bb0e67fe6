// `bench:load`'s figures in docs/performance.md: a section per engine, data set, server
// environment and step, each replaced by the next run of that step alone.
import os from 'node:os';
import {
  type AloneResult,
  aloneFigures,
  type Report,
  type RunSettings,
  shown,
  type StepName,
  type Summary,
  targetText,
  verdictText,
} from './load-figures';
import { recordInPerformanceDoc } from './record';

const LOAD_HEADING = '## Load (`npm run bench:load`)';

const LOAD_INTRO = `\`npm run bench:load\` starts the built server as a deploy does (\`node dist/server/main.js\`, no
NODE_ENV, a fresh data directory) and loads it with autocannon, every request with \`Accept-Encoding:
br, gzip\` and a phone's User-Agent. Its steps (\`--steps\`, all by default): \`mixed\`, a weighted mix
of visitor requests (pages, API, photos, assets) at each number of \`--connections\`; \`pages\`, each
page alone at 32 connections; \`warm\`, the home, a listing and a detail page, each alone, the same
URL again and again; \`cold\`, listing and detail pages with a URL no earlier request had, every
request. It reports latency, status counts, timeouts, socket errors, the \`x-cache\` header where
the server sends one, CPU, RSS and whether the server survived; it fails on any 5xx, socket error,
crash, error line in the server's log, or (on PostgreSQL) a missed target of the warm or cold
pages. Each step's figures are a section of their own below, replaced when that step runs again.

\`\`\`sh
npm run bench:load   # PGlite, the demo data
DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load   # in a database veedu_load it makes and drops
DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load -- --data synthetic --listings 100000
npm run bench:load -- --steps warm,cold --page-cache off   # the page cache's steps, without the cache
# options: --steps mixed,pages,warm,cold --duration 60 --connections 32,128 --page-duration 10
#          --runs 3 --warmup 10 --page-cache on|off --server-env NAME=VALUE --node-env production
#          --log-level warn --no-record
\`\`\``;

const cores = os.cpus().length;
const cpuModel = os.cpus()[0]?.model.trim() ?? 'unknown CPU';

/** 'page-cache-off' for PAGE_CACHE=off: what tells a run's sections from the default's. */
function variant(settings: RunSettings): string[] {
  return Object.entries(settings.serverEnv)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}-${value}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
}

function runTitle(settings: RunSettings): string {
  const engine = settings.engine === 'postgres' ? 'PostgreSQL' : 'PGlite';
  const data =
    settings.data === 'demo'
      ? 'demo data'
      : `${settings.listingCount.toLocaleString('en-US')} synthetic listings`;
  const env = Object.entries(settings.serverEnv).map(([name, value]) => `${name}=${value}`);
  return [engine, data, ...env].join(', ');
}

function stepTitle(step: StepName, settings: RunSettings): string {
  const runs = `${settings.runs} run${settings.runs === 1 ? '' : 's'}`;
  const alone = `${runs} of ${settings.pageDuration} s after a ${settings.pageWarmup} s warm-up`;
  switch (step) {
    case 'mixed':
      return `mixed traffic, ${settings.duration} s at each step after a ${settings.warmup} s warm-up`;
    case 'pages':
      return `each page alone, ${settings.pageConnections} connections, ${alone}`;
    case 'warm':
      return `warm pages (the same URL again and again), ${alone} at each step`;
    case 'cold':
      return `cold pages (a new URL every request), ${alone} at each step`;
  }
}

function describeRun(report: Report, settings: RunSettings): string {
  const database =
    settings.engine === 'postgres'
      ? `PostgreSQL ${report.postgresVersion ?? ''} on the same machine over TCP (the app's pool of 10)`
      : 'PGlite (embedded, in the server process)';
  const dataSet =
    settings.data === 'demo'
      ? `the demo catalogue (${report.catalogueSize} available listings, with photos)`
      : `${settings.listingCount.toLocaleString('en-US')} synthetic listings and one made through the API with 3 photos (${report.catalogueSize.toLocaleString('en-US')} available)`;
  const env = Object.entries(settings.serverEnv).map(([name, value]) => `, ${name}=${value}`);
  return `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cores} cores (${cpuModel}), Node ${process.version}; \`node dist/server/main.js\` with NODE_ENV ${settings.nodeEnv ?? 'unset (main.js sets production for React itself)'} and LOG_LEVEL ${settings.logLevel ?? 'unset (info: one JSON line a request)'}, MALLOC_ARENA_MAX ${settings.mallocArenaMax ?? 'unset'}${env.join('')}; ${database}; ${dataSet}. autocannon runs in a worker thread of the benchmark on the same ${cores}-core machine, sharing its cores with the server${settings.engine === 'postgres' ? ' and PostgreSQL' : ''}. Latencies in ms, exact percentiles of every answer.`;
}

/** What had no answer within the timeout, by kind of request, when anything had none. */
function timeoutNotes(report: Report, settings: RunSettings): string[] {
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
        `**${figures.timeouts} requests had no answer within ${settings.timeoutSeconds} s at ${connections} connections** (${kinds}).`,
      ];
    });
}

function cell(summary: Summary | undefined): string {
  return summary ? `${summary.p50} / ${summary.p95} / ${summary.p99}` : '–';
}

function mixedBody(report: Report, settings: RunSettings): string[] {
  const totalWeight = report.kinds.reduce((sum, kind) => sum + kind.weight, 0);
  return [
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
    ...timeoutNotes(report, settings),
  ];
}

/** The request column: the path, and for cold steps how many requests repeated a URL. */
function requestCell(result: AloneResult): string {
  const request = result.request.startsWith('/') ? `\`${result.request}\`` : result.request;
  if (!result.urls) return request;
  return `${request}: ${result.urls.requests.toLocaleString('en-US')} sent, ${result.urls.repeats.toLocaleString('en-US')} repeated`;
}

function canaryCell(result: AloneResult): string {
  return result.canary ? `${result.canary.failed} of ${result.canary.checked}` : '–';
}

/** One row a page and number of connections: medians of the runs, counts added up. */
function aloneTable(results: AloneResult[]): string[] {
  return [
    "Medians of the runs; each run's p95 in brackets; counts added up over the runs. Server CPU: the server process's CPU time per answer. x-cache: the answers' `x-cache` header, where the server sends one.",
    '',
    '| page | request | connections | req/s | p50 | p95 | p99 | 5xx | not 2xx/3xx, by status | timeouts | socket errors | x-cache | server CPU (ms) | failed pages (canary) | target |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map((result) => {
      const f = aloneFigures(result);
      const target = result.target
        ? `${verdictText(result.verdict)}: ${targetText(result.target)}`
        : '–';
      return `| ${result.name} | ${requestCell(result)} | ${result.connections} | ${f.requestsPerSecond} | ${f.p50} | ${f.p95} (${f.p95s}) | ${f.p99} | ${f.serverErrors} | ${f.failedCodes} | ${f.timeouts} | ${f.socketErrors} | ${f.cache} | ${f.serverMs} | ${canaryCell(result)} | ${target} |`;
    }),
    ...notEnforcedNote(results),
  ];
}

/** Why missed targets did not fail the run, where they did not. */
function notEnforcedNote(results: AloneResult[]): string[] {
  const reasons = new Set(results.flatMap((result) => result.verdict?.notEnforced ?? []));
  return reasons.size ? ['', `Targets not enforced in this run: ${[...reasons].join('; ')}.`] : [];
}

const COLD_NOTE =
  'Listing pages: filter combinations drawn with a seeded PRNG from the filter space the API reports (type, property type and the words for it, place as picked or typed, with typos, bedrooms, bathrooms, price, area, ownership, sort, position, page), each around a listing of the catalogue (so each matches something) and each asking for results no other URL of the run asks for (places and type words reduced to what the search uses); a quarter ask for pages 2 to 5, which on a small catalogue are often past the last page (still the same queries, fewer cards). Detail pages: every listing of the XML sitemap, those no earlier step asked for first. "Repeated": requests whose URL an earlier request of the run had, once no fresh one was left: on a small catalogue every detail page repeats, and a cache may serve them.';

const STEP_BODIES: Record<StepName, (report: Report, settings: RunSettings) => string[]> = {
  mixed: mixedBody,
  pages: (report) => aloneTable(report.pages),
  warm: (report) => aloneTable(report.warm),
  cold: (report) => [COLD_NOTE, '', ...aloneTable(report.cold)],
};

/** RSS after each result of the step: '412 MB after home at 32 connections, ...'. */
function stepMemory(step: StepName, report: Report): string {
  const after =
    step === 'mixed'
      ? report.mixed.map((m) => `${shown(m.rssAfter, ' MB')} after ${m.connections} connections`)
      : report[step].map(
          (r) => `${shown(r.rssAfter, ' MB')} after ${r.name} at ${r.connections} connections`,
        );
  return after.join(', ');
}

function healthText(step: StepName, report: Report): string {
  return `Server RSS: ${shown(report.rssReady, ' MB')} when ready, ${shown(report.rssBefore, ' MB')} after the warm-up, ${stepMemory(step, report)}, ${shown(report.rssAfter, ' MB')} at the end of the run (steps ${report.steps.join(', ')}); peak ${shown(report.rssPeak, ' MB')}. Still running after the load: ${report.survived ? 'yes' : '**no**'}. Stop: ${report.exit}. Log lines at error level or above: ${report.errorLines.length}; at warn: ${report.warnLines.length}.`;
}

/** Writes a section for each step of the run in docs/performance.md. */
export async function recordLoad(report: Report, settings: RunSettings): Promise<void> {
  for (const step of report.steps) {
    const name = [settings.engine, settings.data, ...variant(settings), step].join(':');
    const start = `<!-- bench:load:${name}:start -->`;
    const end = `<!-- bench:load:${name}:end -->`;
    const section = [
      start,
      `### ${runTitle(settings)}: ${stepTitle(step, settings)}`,
      '',
      describeRun(report, settings),
      '',
      ...STEP_BODIES[step](report, settings),
      '',
      '#### Health',
      '',
      healthText(step, report),
      end,
    ].join('\n');
    await recordInPerformanceDoc(start, end, section, { title: LOAD_HEADING, text: LOAD_INTRO });
  }
}
