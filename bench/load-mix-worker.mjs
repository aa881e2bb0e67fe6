// Runs autocannon in a worker thread (its own event loop, away from the caller's) over a list of
// paths, one picked at random for every request, and returns requests per second, exact latency
// percentiles from every response, and the answers counted by status class.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, paths, connections, duration, headers } = workerData;

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const latencies = [];
const statuses = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
const instance = autocannon({
  url,
  connections,
  duration,
  headers,
  requests: [
    {
      setupRequest(request) {
        return { ...request, path: paths[Math.floor(Math.random() * paths.length)] };
      },
    },
  ],
});
instance.on('response', (_client, status, _bytes, responseTime) => {
  latencies.push(responseTime);
  statuses[`${Math.floor(status / 100)}xx`] = (statuses[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
});
instance.on('done', (result) => {
  latencies.sort((a, b) => a - b);
  const round = (value) => Math.round(value * 10) / 10;
  parentPort.postMessage({
    requestsPerSecond: Math.round(latencies.length / duration),
    total: latencies.length,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    kilobytesPerSecond: Math.round(result.throughput.average / 1024),
  });
});
