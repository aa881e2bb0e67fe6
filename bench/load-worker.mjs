// Runs autocannon in a worker thread (its own event loop, away from the server's) and returns
// requests per second and exact latency percentiles from every response.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, path, connections, duration, detailIds, paths } = workerData;
// duration: seconds of load (a warm-up passes a short one).

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const latencies = [];
const requests = paths
  ? [
      {
        // A different request each time (drawn searches): the long tail, not one answer again.
        setupRequest(request) {
          return { ...request, path: paths[Math.floor(Math.random() * paths.length)] };
        },
      },
    ]
  : detailIds
    ? [
        {
          setupRequest(request) {
            const id = detailIds[Math.floor(Math.random() * detailIds.length)];
            return { ...request, path: `/api/properties/properties/${id}/` };
          },
        },
      ]
    : undefined;

const instance = autocannon({ url: `${url}${path}`, connections, duration, requests });
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
instance.on('done', (result) => {
  latencies.sort((a, b) => a - b);
  parentPort.postMessage({
    requestsPerSecond: Math.round(latencies.length / duration),
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p95: Math.round(percentile(latencies, 95) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    throughputKBps: result.throughput.average / 1024,
  });
});
