import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { CatalogueReads } from './catalogue-reads';

/**
 * The request whose work is running, for the rare log line written outside Fastify's request
 * logger: an error that reaches the process-level handlers (server/process-guards.ts).
 */
const requestContext = new AsyncLocalStorage<{ requestId: string; reads?: CatalogueReads }>();

export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    // The rest of the request's life (later hooks, the handler, what they start) runs inside.
    requestContext.run({ requestId: request.id }, done);
  });
}

/** The id of the request being served where this runs, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/**
 * The request being served where this runs, as an object that lives as long as the request:
 * a key for what is read once a request (server/http/catalogue-version.ts).
 */
export function currentRequestScope(): object | undefined {
  return requestContext.getStore();
}

/**
 * Starts recording what the request being served reads of the catalogue (catalogue-reads.ts):
 * the public cache does it for an answer it will keep. Undefined outside a request.
 */
export function recordCatalogueReads(reads: CatalogueReads): void {
  const store = requestContext.getStore();
  if (store) store.reads = reads;
}

/** What the request being served reads of the catalogue, when it is being recorded. */
export function currentCatalogueReads(): CatalogueReads | undefined {
  return requestContext.getStore()?.reads;
}
