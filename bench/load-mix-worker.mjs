// Runs autocannon in a worker thread (its own event loop, away from the caller's) over a weighted
// mix of request kinds: for every request one kind is drawn by weight, then one of its paths: at
// random, or for a kind marked inOrder the next one (every request a URL of its own until the
// paths run out, then round again). Returns requests per second and exact latency percentiles from
// every response, overall and per kind, the answers by status class and by code, the `x-cache`
// header's values where the server sends one, the socket errors and timeouts, and how many paths
// each inOrder kind handed out (sent, answered or not).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

/** @type {{ url: string, kinds: { name: string, weight: number, paths: string[], inOrder?: boolean }[], connections: number, duration: number, headers: Record<string, string>, timeout: number }} */
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

/** Paths handed out so far by each inOrder kind: the next one's index. */
const handedOut = Object.fromEntries(
  kinds.filter((kind) => kind.inOrder).map((kind) => [kind.name, 0]),
);

function drawPath(kind) {
  if (!kind.inOrder) return kind.paths[Math.floor(Math.random() * kind.paths.length)];
  const index = handedOut[kind.name]++;
  return kind.paths[index % kind.paths.length];
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (value) => Math.round(value * 10) / 10;

function newTally() {
  return { latencies: [], codes: {}, cache: {} };
}

const overall = newTally();
/** @type {Map<string, { latencies: number[], codes: Record<string, number>, cache: Record<string, number> }>} */
const byKind = new Map(kinds.map((kind) => [kind.name, newTally()]));
/** Socket errors by message (ECONNRESET, ECONNREFUSED, ...), timeouts included. */
const errorMessages = {};
// autocannon calls a request's onResponse with the connection's context right before it emits
// 'response' for the same answer, synchronously: the request answered is noted here, with the
// answer's x-cache header.
let answered = { kind: '', cache: undefined };
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
        const path = drawPath(kind);
        context.sent = { kind: kind.name, path, at: performance.now() };
        inFlight.add(context.sent);
        return { ...request, path };
      },
      onResponse(_status, _body, context, responseHeaders) {
        answered = { kind: context.sent.kind, cache: cacheHeader(responseHeaders) };
        inFlight.delete(context.sent);
      },
    },
  ],
});

/** The answer's x-cache header (HIT, MISS, BYPASS), whatever the case of its name; else undefined. */
function cacheHeader(responseHeaders) {
  for (const [name, value] of Object.entries(responseHeaders ?? {})) {
    if (name.toLowerCase() === 'x-cache') return String(value).toUpperCase();
  }
  return undefined;
}

instance.on('response', (_client, status, bytes, responseTime) => {
  bytesReceived += bytes;
  for (const tally of [overall, byKind.get(answered.kind)]) {
    if (!tally) continue;
    tally.latencies.push(responseTime);
    tally.codes[status] = (tally.codes[status] ?? 0) + 1;
    if (answered.cache) tally.cache[answered.cache] = (tally.cache[answered.cache] ?? 0) + 1;
  }
  answered = { kind: '', cache: undefined };
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
    cache: tally.cache,
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
    handedOut,
    kinds: Object.fromEntries(
      [...byKind].map(([name, tally]) => [name, summarise(tally, seconds)]),
    ),
  });
});
