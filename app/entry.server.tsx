import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { renderToString } from 'react-dom/server';
import { isBackOfficeUrl } from '../contract/back-office';
import { pageBytes, scriptsAfterFirstViewPieces } from './scripts-after-first-view';

// Deferred loader data is given up after this long (React Router reads it from this module).
export const streamTimeout = 5_000;

type StreamCache = NonNullable<NonNullable<EntryContext['renderMeta']>['streamCache']>;

/**
 * Reads the loader data React Router encodes for hydration (its "handoff stream") to the end, and
 * hands the chunks to its `StreamTransfer` component through the cache it keeps for them, so the
 * render finds every chunk ready and never suspends. The chunks are decoded exactly as
 * `StreamTransfer` decodes what it reads itself.
 */
async function readHandoff(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const streamCache: StreamCache = {};
  for (let identifier = 0; ; identifier += 1) {
    const { done, value } = await reader.read();
    const result = { done, value: decoder.decode(value, { stream: true }) };
    streamCache[identifier] = Object.assign(Promise.resolve(), { result });
    if (done) break;
  }
  // `ServerRouter` takes a reader of its own; it never reads, as every chunk is cached.
  reader.releaseLock();
  context.renderMeta = { ...context.renderMeta, streamCache };
}

/**
 * Renders the whole page to one string and answers it in one piece. No public page defers data
 * and nothing on the server suspends (the admin's screens render in the browser; the server sends
 * their fallback), so there is nothing to stream. The streaming renderer copies every chunk of
 * markup into byte buffers on its way out, a third of a listing page's render; `renderToString`
 * builds strings (docs/performance.md). An error thrown while rendering rejects, and React Router
 * renders the route's error boundary instead.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
): Promise<Response> {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  await readHandoff(routerContext);
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} />);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The back office renders in the browser: it has nothing to show before its scripts run.
  const { pathname } = new URL(request.url);
  const page = isBackOfficeUrl(pathname) ? [html] : scriptsAfterFirstViewPieces(html);
  return new Response(pageBytes(['<!DOCTYPE html>', ...page]), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/**
 * An error React Router caught in a loader, an action or a render: logged with the request's
 * logger, so its line carries the request id and goes through the log's redaction of secrets in
 * URLs (server/observability/log-redaction.ts), where React Router's own handler would print it
 * to standard error around both. A request no route can answer (a POST to a page without an
 * action: 405) is the client's mistake, which the request's own log line shows by its status; a
 * request its client gave up is no error either.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.log.error({ err: error }, 'page failed');
};
