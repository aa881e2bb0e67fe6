// autocannon in a worker thread for bench/views.ts: one detail page again and again, either as a
// robot (not counted) or as a new visitor each request (a browser's User-Agent and an address of
// its own through X-Forwarded-For, so every answer adds a view to the server's buffer).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

const { url, connections, duration, counted, firstVisitor, rate } = workerData;

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// Each run its own visitors: a view is one per visitor and day, so a run must not repeat another's.
let visitor = firstVisitor;
const requests = [
  {
    setupRequest(request) {
      visitor += 1;
      const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
      return {
        ...request,
        headers: {
          ...request.headers,
          'accept-encoding': 'br, gzip',
          'user-agent': counted ? BROWSER : 'autocannon',
          'x-forwarded-for': address,
        },
      };
    },
  },
];

const latencies = [];
// rate: requests per second for all connections together (a steady day's traffic), else as fast
// as the server answers (saturation).
const instance = autocannon({
  url,
  connections,
  duration,
  requests,
  ...(rate ? { overallRate: rate } : {}),
});
instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
instance.on('done', (result) => {
  latencies.sort((a, b) => a - b);
  parentPort.postMessage({
    requestsPerSecond: Math.round(latencies.length / duration),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p95: Math.round(percentile(latencies, 95) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
  });
});
