import { Worker } from 'node:worker_threads';
// What `bench:load` measures and reports (bench/load.ts measures, bench/load-record.ts writes it
// down): the figures of a load, the results of each step, the targets and how a result meets them.

/** The steps `--steps` chooses from, in the order they run. */
export const STEP_NAMES = ['mixed', 'pages', 'warm', 'cold'] as const;
export type StepName = (typeof STEP_NAMES)[number];

export interface Kind {
  name: string;
  weight: number;
  paths: string[];
  /** A page the canary reads now and then during the load. */
  isPage?: boolean;
  /** Paths handed out in order, one a request, instead of at random (a cold step's fresh URLs). */
  inOrder?: boolean;
}

type StatusClass = '2xx' | '3xx' | '4xx' | '5xx';

export interface Summary {
  requestsPerSecond: number;
  total: number;
  statuses: Record<StatusClass, number>;
  codes: Record<string, number>;
  /** The answers' x-cache header (HIT, MISS, BYPASS) where the server sends one: how many of each. */
  cache: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface Figures extends Summary {
  seconds: number;
  connectionErrors: number;
  timeouts: number;
  errorMessages: Record<string, number>;
  /** The requests that had no answer within the timeout, by kind and path: how many times. */
  timedOut: Record<string, number>;
  megabytesPerSecond: number;
  /** Paths handed out (sent, answered or not) by each kind marked inOrder. */
  handedOut: Record<string, number>;
  kinds: Record<string, Summary>;
}

export interface CpuShares {
  /** Cores' worth of CPU the server used on average (1.5: one and a half cores). */
  server: number;
  /** The same for this benchmark's process: autocannon's worker and the canary. */
  loadGenerator: number;
  /** The whole machine's busy share, everything included (PostgreSQL, other work). */
  machineBusy: number;
  /** The server's CPU milliseconds per answer. */
  serverMsPerRequest: number;
}

export interface CanaryReport {
  checked: number;
  failed: number;
  examples: string[];
}

export interface MixedStep {
  connections: number;
  figures: Figures;
  cpu: CpuShares;
  canary: CanaryReport;
  rssAfter: number | undefined;
}

/** What a page must do, at every number of connections: the medians of the runs. */
export interface Target {
  minRequestsPerSecond: number;
  maxP95: number;
}

export interface Verdict {
  passed: boolean;
  /** Whether a miss fails the run; when not, why not. */
  enforced: boolean;
  notEnforced?: string;
}

/** One request (or one kind of request) alone at one number of connections, several runs. */
export interface AloneResult {
  name: string;
  /** The request as the tables show it: its path, or what the cold URLs are. */
  request: string;
  connections: number;
  runs: Figures[];
  cpu: CpuShares[];
  canary?: CanaryReport;
  /** Cold steps: requests sent in the measured runs, and how many repeated an earlier URL. */
  urls?: { requests: number; repeats: number };
  target?: Target;
  verdict?: Verdict;
  rssAfter: number | undefined;
}

export interface Report {
  steps: StepName[];
  catalogueSize: number;
  postgresVersion: string | undefined;
  kinds: Kind[];
  warmupFigures: Figures;
  mixed: MixedStep[];
  pages: AloneResult[];
  warm: AloneResult[];
  cold: AloneResult[];
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

/** A figure for the terminal and the table: a dash where there is none (the server was gone). */
export const shown = (value: number | undefined, unit = '') =>
  value === undefined || !Number.isFinite(value) ? '–' : `${value}${unit}`;

/** The median, to a tenth; not a number when there are none (the server was gone). */
export function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value =
    sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  return Math.round(value * 10) / 10;
}

/** Counts added up over several runs: `{ '200': 10 }` and `{ '200': 5, '404': 1 }`. */
function addCounts(counts: Record<string, number>[]): Record<string, number> {
  const sum: Record<string, number> = {};
  for (const record of counts) {
    for (const [name, count] of Object.entries(record)) sum[name] = (sum[name] ?? 0) + count;
  }
  return sum;
}

function countsText(counts: Record<string, number>, none = 'none'): string {
  const entries = Object.entries(counts);
  return entries.length ? entries.map(([name, count]) => `${name}: ${count}`).join(', ') : none;
}

/** The answers that were not 200, by code: '404: 3, 502: 1', or 'none'. */
export function otherCodes(summary: Summary): string {
  return countsText(
    Object.fromEntries(Object.entries(summary.codes).filter(([code]) => code !== '200')),
  );
}

/** The answers of the runs that were neither 2xx nor 3xx, by code ('5xx' ones included). */
function failedCodes(runs: Summary[]): string {
  const codes = addCounts(runs.map((run) => run.codes));
  return countsText(
    Object.fromEntries(Object.entries(codes).filter(([code]) => !/^[23]/.test(code))),
  );
}

/** The x-cache values of the runs' answers ('HIT: 9, MISS: 1'), or a dash when none had one. */
function cacheCounts(runs: Summary[]): string {
  return countsText(addCounts(runs.map((run) => run.cache)), '–');
}

/** Medians over a result's runs. */
function medianOf(result: AloneResult, figure: (run: Figures) => number): number {
  return median(result.runs.map(figure));
}

export const sumOf = (runs: Figures[], figure: (run: Figures) => number) =>
  runs.reduce((sum, run) => sum + figure(run), 0);

/** A result as the terminal and the tables show it: medians of the runs, counts added up. */
export function aloneFigures(result: AloneResult) {
  const { runs, cpu } = result;
  const middle = (figure: (run: Figures) => number) => shown(medianOf(result, figure));
  return {
    requestsPerSecond: middle((f) => f.requestsPerSecond),
    p50: middle((f) => f.p50),
    p95: middle((f) => f.p95),
    /** Each run's p95. */
    p95s: runs.map((f) => f.p95).join(', '),
    p99: middle((f) => f.p99),
    serverErrors: sumOf(runs, (f) => f.statuses['5xx']),
    failedCodes: failedCodes(runs),
    timeouts: sumOf(runs, (f) => f.timeouts),
    socketErrors: sumOf(runs, (f) => f.connectionErrors),
    cache: cacheCounts(runs),
    serverMs: shown(median(cpu.map((c) => c.serverMsPerRequest))),
    serverCores: shown(median(cpu.map((c) => c.server))),
    machineBusy: shown(Math.round(median(cpu.map((c) => c.machineBusy)) * 100), '%'),
  };
}

export function targetText(target: Target): string {
  return `≥ ${target.minRequestsPerSecond.toLocaleString('en-US')} req/s, p95 < ${target.maxP95} ms`;
}

/** How a result meets its target: median req/s and median p95 of its runs. */
export function judge(result: AloneResult, target: Target, notEnforced?: string): Verdict {
  const passed =
    medianOf(result, (run) => run.requestsPerSecond) >= target.minRequestsPerSecond &&
    medianOf(result, (run) => run.p95) < target.maxP95;
  return notEnforced ? { passed, enforced: false, notEnforced } : { passed, enforced: true };
}

/** 'PASS', 'FAIL', or 'FAIL (not enforced)' where a miss does not fail the run, with why if asked. */
export function verdictText(verdict: Verdict | undefined, withReason = false): string {
  if (!verdict) return '–';
  const word = verdict.passed ? 'PASS' : 'FAIL';
  if (verdict.enforced) return word;
  return `${word} (not enforced${withReason ? `: ${verdict.notEnforced}` : ''})`;
}

/** How the benchmark ran: what the records say about each run. */
export interface RunSettings {
  engine: 'postgres' | 'pglite';
  data: 'demo' | 'synthetic';
  listingCount: number;
  duration: number;
  warmup: number;
  pageDuration: number;
  pageWarmup: number;
  runs: number;
  /** The connections of the per-page step (the warm and cold steps take `--connections`). */
  pageConnections: number;
  timeoutSeconds: number;
  nodeEnv: string | undefined;
  logLevel: string | undefined;
  mallocArenaMax: string | undefined;
  /** What the server's environment had on top of the benchmark's own (--page-cache, --server-env). */
  serverEnv: Record<string, string>;
}

/**
 * A weighted mix of requests for `seconds` at `connections`, with autocannon in a worker thread
 * (load-mix-worker.mjs), so the figures are not slowed by the process that started the server.
 */
export function runLoadMix(options: {
  url: string;
  kinds: Kind[];
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  /** Seconds before an unanswered request counts as a timeout. */
  timeout: number;
}): Promise<Figures> {
  const { seconds, ...rest } = options;
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-mix-worker.mjs', import.meta.url), {
      workerData: { ...rest, duration: seconds },
    });
    worker.once('message', (figures: Figures) => {
      void worker.terminate();
      resolve(figures);
    });
    worker.once('error', reject);
  });
}
