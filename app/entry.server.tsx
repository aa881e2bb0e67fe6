import { PassThrough, pipeline } from 'node:stream';

import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';

import { createReplaceStream } from './lib/replace-stream.server';

/**
 * React Router preloads every module of the page at the browser's High priority, in the same
 * breath as the stylesheet, the fonts and the hero image. On a phone's slow link that puts about
 * 110 KB of scripts in front of the first paint. At low priority the browser still fetches them
 * at once, but after what the first paint needs; the page works before it hydrates.
 */
const MODULE_PRELOAD = 'rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = 'rel="modulepreload" fetchpriority="low"';

// Deferred promises reject after this long, so the stream can still close cleanly.
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const nonce = loadContext.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');

    // Crawlers and link previews get the complete HTML in one go; browsers get the shell early.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    // Abort a little after streamTimeout so rejected boundaries still get flushed.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Release the closure as soon as the stream ends.
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          // pipeline, not pipe: when the visitor leaves, destroying the last stream reaches
          // `body` too, and React stops rendering. The only errors here are such departures.
          const html = pipeline(
            body,
            createReplaceStream(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD),
            () => {},
          );
          html.on('error', () => {});
          const stream = createReadableStreamFromReadable(html);

          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');

          pipe(body);

          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Shell errors reject above and are logged by React Router; log only streamed ones.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
