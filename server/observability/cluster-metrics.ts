import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { MetricsSource } from './http-metrics';
import { metricsRegistry } from './metrics';

/**
 * /metrics with several workers (WEB_CONCURRENCY, server/workers.ts): each worker counts in its
 * own registry, and whichever worker a scrape reaches answers for the whole instance. It asks the
 * primary over the cluster's IPC channel; the primary gathers every worker's registry with
 * prom-client's AggregatorRegistry.clusterMetrics() (its own IPC messages, answered in each
 * worker by prom-client once shareMetricsWithPrimary ran) and sends back the sum. The primary
 * serves no HTTP, so the scrape keeps the instance's one port and its token check.
 *
 * A worker still starting (before shareMetricsWithPrimary) or stuck does not answer the primary:
 * clusterMetrics() fails after 5 s and the scrape gets a 503 rather than a partial sum, which
 * Prometheus would read as counters going back. A worker that dies takes its counts with it;
 * Prometheus's rate() reads that as a counter reset.
 */

const REQUEST = 'veedu:metrics-request';
const ANSWER = 'veedu:metrics-answer';

/** How long a worker waits for the primary's sum (the primary gives up on a worker after 5 s). */
export const PRIMARY_ANSWER_TIMEOUT_MS = 8_000;

interface MetricsRequest {
  type: typeof REQUEST;
  id: number;
}

interface MetricsAnswer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

function hasType<T extends { type: string }>(message: unknown, type: T['type']): message is T {
  return (
    typeof message === 'object' && message !== null && (message as { type?: unknown }).type === type
  );
}

/**
 * In a worker: lets the primary read this process's registry. prom-client answers its requests
 * once an AggregatorRegistry exists in the process; call it first thing, so that a worker
 * answers as early in its start as it can.
 */
export function shareMetricsWithPrimary(): void {
  AggregatorRegistry.setRegistries([metricsRegistry]);
  void new AggregatorRegistry();
}

/** In the primary: answers the workers' requests with the sum of every worker's registry. */
export function serveClusterMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: unknown) => {
    if (!hasType<MetricsRequest>(message, REQUEST)) return;
    const answer = (details: Omit<MetricsAnswer, 'type' | 'id'>) => {
      if (!worker.isConnected()) return;
      const reply: MetricsAnswer = { type: ANSWER, id: message.id, ...details };
      // A worker that left meanwhile needs no answer; the callback keeps that from being an error.
      worker.send(reply, () => {});
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** In a worker: the source of /metrics, which asks the primary for the whole instance's. */
export function metricsFromPrimary(timeoutMs = PRIMARY_ANSWER_TIMEOUT_MS): MetricsSource {
  const pending = new Map<number, (answer: MetricsAnswer) => void>();
  let nextId = 0;
  process.on('message', (message: unknown) => {
    if (hasType<MetricsAnswer>(message, ANSWER)) pending.get(message.id)?.(message);
  });
  return {
    contentType: metricsRegistry.contentType,
    read() {
      return new Promise<string>((resolve, reject) => {
        const id = nextId++;
        const settle = (answer: MetricsAnswer) => {
          pending.delete(id);
          clearTimeout(timer);
          if (answer.text !== undefined) resolve(answer.text);
          else reject(new Error(`the primary could not collect the metrics: ${answer.error}`));
        };
        const timer = setTimeout(
          () => settle({ type: ANSWER, id, error: 'no answer in time' }),
          timeoutMs,
        );
        pending.set(id, settle);
        const request: MetricsRequest = { type: REQUEST, id };
        if (!process.send) {
          settle({ type: ANSWER, id, error: 'this process has no primary' });
          return;
        }
        process.send(request, undefined, undefined, (error: Error | null) => {
          if (error) settle({ type: ANSWER, id, error: error.message });
        });
      });
    },
  };
}
