// Runs autocannon in a worker thread (its own event loop, away from the caller's) over a weighted
// mix of request kinds: for every request one kind is drawn by weight, then one of its paths at
// random. Returns requests per second and exact latency percentiles from every response, overall
// and per kind, the answers by status class and by code, and the socket errors and timeouts.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** @type {{ url: string, kinds: { name: string, weight: number, paths: string[] }[], connections: number, duration: number, headers: Record<string, string>, timeout: number }} */
const { url, kinds, connections, duration, headers, timeout } = workerData;

const totalWeight = kinds.reduce((sum, kind) => sum + kind.weight, 0);

function drawKind() {
  let roll = Math.random() * totalWeight;
  for (const kind of kinds) {
    roll -= kind.weight;
    if (roll < 0) return kind;
  }
  return kinds[kinds.length - 1];
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (value) => Math.round(value * 10) / 10;

function newTally() {
  return { latencies: [], codes: {} };
}

const overall = newTally();
/** @type {Map<string, { latencies: number[], codes: Record<string, number> }>} */
const byKind = new Map(kinds.map((kind) => [kind.name, newTally()]));
/** Socket errors by message (ECONNRESET, ECONNREFUSED, ...), timeouts included. */
const errorMessages = {};
// autocannon calls a request's onResponse with the connection's context right before it emits
// 'response' for the same answer, synchronously: the kind drawn for that request is noted here.
let answeredKind = '';
/**
 * Requests sent and not answered yet, each with its kind, path and start: what is left once the
 * run is over and older than the timeout is what timed out (autocannon counts them, but does not
 * say which).
 */
const inFlight = new Set();
/** Bytes received, headers included, as they came over the wire (compressed). */
let bytesReceived = 0;

const instance = autocannon({
  url,
  connections,
  duration,
  headers,
  timeout,
  requests: [
    {
      setupRequest(request, context) {
        const kind = drawKind();
        const path = kind.paths[Math.floor(Math.random() * kind.paths.length)];
        context.sent = { kind: kind.name, path, at: performance.now() };
        inFlight.add(context.sent);
        return { ...request, path };
      },
      onResponse(_status, _body, context) {
        answeredKind = context.sent.kind;
        inFlight.delete(context.sent);
      },
    },
  ],
});

instance.on('response', (_client, status, bytes, responseTime) => {
  bytesReceived += bytes;
  for (const tally of [overall, byKind.get(answeredKind)]) {
    if (!tally) continue;
    tally.latencies.push(responseTime);
    tally.codes[status] = (tally.codes[status] ?? 0) + 1;
  }
  answeredKind = '';
});
instance.on('reqError', (error) => {
  const message = error?.code ?? error?.message ?? String(error);
  errorMessages[message] = (errorMessages[message] ?? 0) + 1;
});

const started = performance.now();

function summarise(tally, seconds) {
  tally.latencies.sort((a, b) => a - b);
  const classes = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
  for (const [code, count] of Object.entries(tally.codes)) {
    const name = `${String(code)[0]}xx`;
    classes[name] = (classes[name] ?? 0) + count;
  }
  return {
    requestsPerSecond: Math.round(tally.latencies.length / seconds),
    total: tally.latencies.length,
    statuses: classes,
    codes: tally.codes,
    p50: round(percentile(tally.latencies, 50)),
    p95: round(percentile(tally.latencies, 95)),
    p99: round(percentile(tally.latencies, 99)),
    max: round(tally.latencies.at(-1) ?? 0),
  };
}

instance.on('done', (result) => {
  const now = performance.now();
  const seconds = Math.max(duration, (now - started) / 1000);
  const timedOut = {};
  for (const sent of inFlight) {
    if (now - sent.at < timeout * 1000) continue;
    const name = `${sent.kind}: ${sent.path}`;
    timedOut[name] = (timedOut[name] ?? 0) + 1;
  }
  parentPort.postMessage({
    ...summarise(overall, seconds),
    seconds: round(seconds),
    connectionErrors: result.errors - result.timeouts,
    timeouts: result.timeouts,
    errorMessages,
    timedOut,
    megabytesPerSecond: round(bytesReceived / 1e6 / seconds),
    kinds: Object.fromEntries(
      [...byKind].map(([name, tally]) => [name, summarise(tally, seconds)]),
    ),
  });
});
