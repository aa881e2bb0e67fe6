import { Writable } from 'node:stream';

import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * React Router preloads every module of the page at the browser's High priority, in the same
 * breath as the stylesheet, the fonts and the hero image. On a phone's slow link that puts about
 * 110 KB of scripts in front of the first paint. At low priority the browser still fetches them
 * at once, but after what the first paint needs; the page works before it hydrates.
 */
const MODULE_PRELOAD = 'rel="modulepreload"';
const LOW_PRIORITY_MODULE_PRELOAD = 'rel="modulepreload" fetchpriority="low"';

// Deferred promises reject after this long, so the render can still finish.
export const streamTimeout = 5_000;

/**
 * Renders the whole page, then answers it in one piece. No public page defers data (the admin's
 * screens render in the browser), so the page is complete as soon as its shell is: waiting for
 * all of it costs no time to first byte, and one buffer is compressed in one go and sent with a
 * Content-Length, instead of hundreds of small chunks each crossing four streams and brotli.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort a little after streamTimeout so rejected boundaries still get rendered.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    page.on('finish', () => {
      clearTimeout(timeoutId);
      const html = Buffer.concat(chunks)
        .toString('utf8')
        .replaceAll(MODULE_PRELOAD, LOW_PRIORITY_MODULE_PRELOAD);
      responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
      resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
    });

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        onAllReady() {
          shellRendered = true;
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Shell errors reject above and are logged by React Router; log only later ones.
          if (shellRendered) {
            console.error(error);
          }
        },
      },
    );
  });
}
