import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ConnectionUse } from '../db/client';
import { AppError } from '../errors';

/**
 * What GET /metrics reports (issue 16, item 5), in one registry per process: the HTTP answers
 * (server/observability/http-metrics.ts), the database's connections, the process's own figures
 * (prom-client's default metrics: event-loop lag, heap, RSS, CPU, GC) and a few counts of what
 * visitors and admins do, incremented where it happens: images accepted or refused, enquiries
 * received, sign-in failures. With several workers the primary adds up the workers' registries
 * (server/observability/cluster-metrics.ts): counters and histograms are summed, as are the
 * connection gauges (the instance's connections); the default metrics aggregate as prom-client
 * defines for each.
 *
 * The counts below cost an addition each and are kept whether or not /metrics is on; the request
 * hooks and the process's default metrics only run when METRICS_TOKEN is set.
 */
export const metricsRegistry = new Registry();

const registers = [metricsRegistry];

/** Seconds; a kept public answer takes well under a millisecond, a cold page tens of them. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: 'veedu_http_requests_total',
  help: 'HTTP requests answered, by route pattern (unmatched: no route), method and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'veedu_http_request_duration_seconds',
  help: 'Time from a request to the end of its answer, by route pattern, method and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: REQUEST_BUCKETS,
  registers,
});

export const imageUploads = new Counter({
  name: 'veedu_image_uploads_total',
  help: 'Uploaded images: accepted, or refused (reason: too_large, too_many, not_an_image).',
  labelNames: ['outcome', 'reason'] as const,
  registers,
});

export const enquiriesReceived = new Counter({
  name: 'veedu_enquiries_received_total',
  help: 'Enquiries sent by visitors: stored, or honeypot (a robot filled the hidden field).',
  labelNames: ['outcome'] as const,
  registers,
});

export const searchIndexCatchUp = new Histogram({
  name: 'veedu_search_index_catch_up_seconds',
  help: 'Time to bring the search index up to the catalogue version: build (read whole) or apply (the change log).',
  labelNames: ['kind'] as const,
  buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30],
  registers,
});

export const searchIndexChanges = new Counter({
  name: 'veedu_search_index_changes_total',
  help: 'Listings applied to the search index in place from the change log (each write a few).',
  registers,
});

export const signInFailures = new Counter({
  name: 'veedu_sign_in_failures_total',
  help: 'Refused sign-ins: invalid_credentials, or deactivated (right password, account off).',
  labelNames: ['reason'] as const,
  registers,
});

export const connectionWait = new Histogram({
  name: 'veedu_db_connection_wait_seconds',
  help:
    'Time spent waiting for a database connection (PostgreSQL: from the pool; PGlite: for its ' +
    'one connection, behind the queries ahead).',
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers,
});

/**
 * The databases whose connections the gauges read: the app's (set by buildApp). A process serves
 * one app; tests may build another while one is open, and the latest still open is read.
 */
const watched: { connectionUse(): ConnectionUse }[] = [];

function connectionGauge(name: string, help: string, read: (use: ConnectionUse) => number) {
  return new Gauge({
    name,
    help,
    registers,
    collect() {
      const use = watched.at(-1)?.connectionUse();
      this.set(use ? read(use) : 0);
    },
  });
}

connectionGauge(
  'veedu_db_connections',
  'Database connections open (PGlite: 1).',
  (use) => use.open,
);
connectionGauge(
  'veedu_db_connections_idle',
  'Database connections open and unused (PGlite: 1 when no query runs).',
  (use) => use.idle,
);
connectionGauge(
  'veedu_db_connections_max',
  'The most database connections the pool opens (PGlite: 1).',
  (use) => use.max,
);
connectionGauge(
  'veedu_db_connection_waiters',
  'Callers waiting for a database connection (PGlite: queries queued behind the one running).',
  (use) => use.waiting,
);

/** Adds `item` to the list a gauge reads the latest of, until the function returned is called. */
function watchLatest<T>(list: T[], item: T): () => void {
  list.push(item);
  return () => {
    const index = list.lastIndexOf(item);
    if (index >= 0) list.splice(index, 1);
  };
}

/** The gauges read this database's connections until the function returned is called. */
export function watchConnections(database: { connectionUse(): ConnectionUse }): () => void {
  return watchLatest(watched, database);
}

/** The line of public answers waiting their turn (server/http/read-gate.ts), as for connections. */
interface GateUse {
  readonly waiting: number;
  readonly running: number;
  readonly limit: number;
}
const gates: GateUse[] = [];

new Gauge({
  name: 'veedu_reads_waiting',
  help: 'Public answers waiting for their turn to be made (veedu_reads_limit at a time).',
  registers,
  collect() {
    this.set(gates.at(-1)?.waiting ?? 0);
  },
});
new Gauge({
  name: 'veedu_reads_running',
  help: 'Public answers being made now (at most veedu_reads_limit).',
  registers,
  collect() {
    this.set(gates.at(-1)?.running ?? 0);
  },
});
new Gauge({
  name: 'veedu_reads_limit',
  help: 'Public answers made at once at most (READ_CONCURRENCY; 0: no limit now).',
  registers,
  collect() {
    const limit = gates.at(-1)?.limit ?? 0;
    this.set(Number.isFinite(limit) ? limit : 0);
  },
});

export const pagesRendered = new Counter({
  name: 'veedu_pages_rendered_total',
  help: 'Pages React Router made, by where: on a render thread (RENDER_THREADS) or the main thread.',
  labelNames: ['on'] as const,
  registers,
});

export const readsRefused = new Counter({
  name: 'veedu_reads_refused_total',
  help: 'Public requests refused with 503 because READ_QUEUE_MAX already waited for their turn.',
  registers,
});

/** The gauges read this gate until the function returned is called. */
export function watchReadGate(gate: GateUse) {
  return watchLatest(gates, gate);
}

let processMetricsStarted = false;

/** prom-client's default metrics (event-loop lag, heap, RSS, CPU, GC...), started once. */
export function collectProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/**
 * Counts an image that the pipeline checks: accepted when `check` resolves, refused when it
 * throws the AppError of a refusal (413: too large, 415: not an image it can read).
 */
export async function countImageUpload<T>(check: Promise<T>): Promise<T> {
  try {
    const accepted = await check;
    imageUploads.inc({ outcome: 'accepted' });
    return accepted;
  } catch (error) {
    if (error instanceof AppError && (error.statusCode === 413 || error.statusCode === 415)) {
      countRefusedUpload(error.statusCode === 413 ? 'too_large' : 'not_an_image');
    }
    throw error;
  }
}

export function countRefusedUpload(reason: 'too_large' | 'too_many' | 'not_an_image'): void {
  imageUploads.inc({ outcome: 'refused', reason });
}

export const jobDuration = new Histogram({
  name: 'veedu_job_duration_seconds',
  help: 'Time a background job took (server/jobs), by queue and outcome (completed or failed).',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers,
});

export const jobFailures = new Counter({
  name: 'veedu_job_failures_total',
  help: 'Background job tries that failed, by queue (each is retried, or becomes a dead letter).',
  labelNames: ['queue'] as const,
  registers,
});

interface JobDepthSource {
  depth(): Promise<{ queue: string; waiting: number; active: number; failed: number }[]>;
}
/** The job queues whose depth the gauge reads: the app's, as with `watched` above. */
const watchedQueues: JobDepthSource[] = [];

/** The gauge reads this queue's depth at each scrape until the function returned is called. */
export function watchJobQueue(queue: JobDepthSource): () => void {
  return watchLatest(watchedQueues, queue);
}

export const jobsQueued = new Gauge({
  name: 'veedu_jobs',
  help: 'Background jobs in the database by queue and state: waiting, active, failed (dead letters).',
  labelNames: ['queue', 'state'] as const,
  // The queue is the cluster's, read from the database: every worker reports the same figures.
  aggregator: 'max',
  registers,
  async collect() {
    this.reset();
    const queue = watchedQueues.at(-1);
    if (!queue) return;
    try {
      for (const depth of await queue.depth()) {
        this.set({ queue: depth.queue, state: 'waiting' }, depth.waiting);
        this.set({ queue: depth.queue, state: 'active' }, depth.active);
        this.set({ queue: depth.queue, state: 'failed' }, depth.failed);
      }
    } catch {
      // A scrape while the database is away reports no depth rather than failing the rest.
    }
  },
});
