import { createHash, timingSafeEqual } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onResponseHookHandler,
} from 'fastify';
import { AppError } from '../errors';
import { httpRequestDuration, httpRequests, metricsRegistry } from './metrics';

/** The route label of requests no route matched (the 404 handler): one label, whatever the URL. */
export const UNMATCHED_ROUTE = 'unmatched';

interface Series {
  requests: { inc(): void };
  duration: { observe(seconds: number): void };
}

/**
 * The series of one route pattern, by method and status code, made the first time each is seen.
 * A route matches only its own methods, and status codes are three digits: the label sets are
 * bounded by the routes the app declares, never by the URLs clients send.
 */
function routeSeries(route: string) {
  const byMethod = new Map<string, Map<number, Series>>();
  return (method: string, statusCode: number): Series => {
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let series = byStatus.get(statusCode);
    if (!series) {
      const labels = { method, route, status_code: String(statusCode) };
      series = {
        requests: httpRequests.labels(labels),
        duration: httpRequestDuration.labels(labels),
      };
      byStatus.set(statusCode, series);
    }
    return series;
  };
}

function observe(
  seriesOf: ReturnType<typeof routeSeries>,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const series = seriesOf(request.method, reply.statusCode);
  series.requests.inc();
  series.duration.observe(reply.elapsedTime / 1000);
}

/**
 * Counts and times every answer by its route's pattern (`/api/properties/properties/:id/`), never
 * its URL. Each route gets an onResponse hook of its own as it is registered, which knows its
 * pattern: the hot path does two map lookups, with no per-request object of ours (Fastify's
 * `request.routeOptions` would build one per read). Requests no route matched are counted by one
 * app-wide hook under UNMATCHED_ROUTE. Call before any route is registered.
 */
export function registerHttpMetrics(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const seriesOf = routeSeries(route.url);
    const hook: onResponseHookHandler = (request, reply, done: HookHandlerDoneFunction) => {
      observe(seriesOf, request, reply);
      done();
    };
    // A new array: Fastify copies a GET route's options for its HEAD route before this hook runs,
    // and the HEAD route gets a hook of its own.
    const existing = route.onResponse ?? [];
    route.onResponse = [...(Array.isArray(existing) ? existing : [existing]), hook];
  });
  const unmatched = routeSeries(UNMATCHED_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) observe(unmatched, request, reply);
    done();
  });
}

/** Where the text of /metrics comes from: this process, or the primary for all its workers. */
export interface MetricsSource {
  contentType: string;
  read(): Promise<string>;
}

/** This process's own registry: a process alone, or the tests. */
export const processMetrics: MetricsSource = {
  contentType: metricsRegistry.contentType,
  read: () => metricsRegistry.metrics(),
};

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * GET /metrics in Prometheus's text format, for `Authorization: Bearer <token>` only (compared in
 * constant time: both sides hashed first, so neither the content nor the length leaks). Left out
 * of the API's description. Not registered at all without a token: then /metrics is an unknown
 * path like any other.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  options: { token: string; source: MetricsSource },
): void {
  const expected = digest(`Bearer ${options.token}`);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization ?? '';
    if (!timingSafeEqual(digest(given), expected)) {
      throw new AppError(
        401,
        'Send the metrics token as Authorization: Bearer <token>.',
        undefined,
        { 'WWW-Authenticate': 'Bearer realm="metrics"' },
      );
    }
    let text: string;
    try {
      text = await options.source.read();
    } catch (error) {
      request.log.warn({ err: error }, 'could not collect the metrics');
      throw new AppError(503, 'The metrics are unavailable for a moment.');
    }
    return reply.header('cache-control', 'no-store').type(options.source.contentType).send(text);
  });
}
