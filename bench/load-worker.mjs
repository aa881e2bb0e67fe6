// Runs autocannon in a worker thread (its own event loop, away from the server's) and returns
// requests per second and exact latency percentiles from every response.
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, path, connections, duration, detailIds, paths, pageIds, visitors } = workerData;
// duration: seconds of load (a warm-up passes a short one).
// pageIds: a random listing's page (/property/{id}) each request. visitors: 'robot' (a script's
// User-Agent: never counted as a view) or 'new' (a phone's browser from an address of its own each
// request, through X-Forwarded-For: every answer counts a view, the worst case of view counting).

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
// Each load its own addresses: a view is one per visitor and day, so loads must not repeat them.
let visitor = Math.floor(Math.random() * 2 ** 24) * 256;

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
  : pageIds
    ? [
        {
          setupRequest(request) {
            const id = pageIds[Math.floor(Math.random() * pageIds.length)];
            visitor = (visitor + 1) >>> 0;
            const address = `10.${(visitor >>> 16) & 255}.${(visitor >>> 8) & 255}.${visitor & 255}`;
            return {
              ...request,
              path: `/property/${id}`,
              headers: {
                ...request.headers,
                'accept-encoding': 'br, gzip',
                'user-agent': visitors === 'new' ? BROWSER : 'autocannon',
                'x-forwarded-for': visitors === 'new' ? address : '127.0.0.1',
              },
            };
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
