import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import { isBackOfficeUrl } from '../../contract/back-office';
import { isPreviewUrl } from '../../contract/listing-preview';
import type {
  CatalogueReader,
  AlertsSender,
  EnquirySender,
  SignInSender,
  SiteInfo,
  WebLoadContext,
} from '../../contract/site';
import { tileImageSource } from '../../contract/map-tiles';
import { addVary, offerEncoded } from '../http/compression';
import { PRIVATE_CACHE_CONTROL } from '../http/public-answers';
import { pagesRendered } from '../observability/metrics';
import { contentSecurityPolicy } from '../http/security-headers';
import type { CatalogueJson } from './catalogue-reader';
import { rememberChosenCurrency } from './currency-choice';
import { redirectToChosenLanguage } from './language-choice';
import { readPageAnswer, type PageAnswer } from './page-answer';
import { RenderThreadLost, RenderThreads } from './render-threads';

/** Where pages come from: the production build, or Vite's dev server (`npm run dev`). */
export type WebSource =
  | {
      mode: 'production';
      build: ServerBuild;
      /** The file `build` was imported from: render threads import it too. */
      buildFile: string;
      /** build/client: hashed assets and public files. */
      clientDir: string;
    }
  | { mode: 'development'; vite: ViteDevServer };

export interface SsrOptions {
  source: WebSource;
  site: SiteInfo;
  catalogue: CatalogueReader;
  /** The pages' forms' way to send an enquiry, for the client at this address (request.ip). */
  enquiries: (client: string) => EnquirySender;
  /** The sign-in page's form's way in, for the client at this address (request.ip). */
  signIn: (client: string) => SignInSender;
  /** Saved searches: the listing page's form and the alerts' pages, for the client at this address. */
  alerts: (client: string) => AlertsSender;
  /** Where else images come from: the media's own origin when MEDIA_PUBLIC_URL names one. */
  mediaOrigin?: string | undefined;
  /** Threads that render public pages (RENDER_THREADS; production only); 0 or none: the main thread. */
  renderThreads?: number;
  /** The catalogue's reads a render thread is sent as JSON bytes (the reader's own, as bytes). */
  catalogueJson: CatalogueJson;
}

/**
 * The React Router adapter: Fastify request -> Fetch Request -> React Router -> reply.
 * Encapsulated so that its catch-all route and raw-body parsing touch nothing else.
 */
export const ssrPlugin: FastifyPluginAsync<SsrOptions> = async (
  app,
  {
    source,
    site,
    catalogue,
    catalogueJson,
    enquiries,
    signIn,
    alerts,
    mediaOrigin,
    renderThreads = 0,
  },
) => {
  const isDev = source.mode === 'development';
  // The maps' tiles and, behind a CDN, the photos are the only images from elsewhere.
  const imageSources = [tileImageSource(site.mapTiles.url), ...(mediaOrigin ? [mediaOrigin] : [])];
  app.addHook('onRequest', redirectToChosenLanguage);
  app.addHook('onRequest', rememberChosenCurrency);
  if (isDev) {
    serveThroughVite(app, source.vite);
  } else {
    await serveClientFiles(app, source.clientDir);
  }
  const handle = isDev
    ? createRequestHandler(
        () =>
          source.vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
        'development',
      )
    : createRequestHandler(source.build, 'production');
  const threads =
    source.mode === 'production' && renderThreads > 0
      ? new RenderThreads({
          count: renderThreads,
          buildFile: source.buildFile,
          site,
          json: catalogueJson,
          log: app.log,
        })
      : null;
  if (threads) app.addHook('onClose', () => threads.close());

  // Form posts reach React Router actions untouched: leave the body stream unread.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.route({
    method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    url: '/*',
    // Public pages are the same for every visitor; the back office renders in the browser, and a
    // preview link's page is for its holders only.
    // The pages read the catalogue only through the catalogue reader, which records every read
    // (server/http/catalogue-reads.ts).
    config: {
      publicCache: (url) => !isBackOfficeUrl(url) && !isPreviewUrl(url),
      recordsCatalogueReads: true,
    },
    handler: async (request, reply) => {
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead && !isSameOriginPost(request.headers, site.publicUrl)) {
        return reply
          .code(403)
          .header('cache-control', PRIVATE_CACHE_CONTROL)
          .send({ detail: CROSS_SITE_REFUSED });
      }
      const context: WebLoadContext = {
        site,
        catalogue,
        log: request.log,
        enquiries: enquiries(request.ip),
        signIn: signIn(request.ip),
        alerts: alerts(request.ip),
      };
      const renderHere = async () => {
        pagesRendered.inc({ on: 'main' });
        return readPageAnswer(
          await handle(toFetchRequest(request, reply, site.publicUrl), context),
        );
      };
      const renderOnThread = async (pool: RenderThreads) => {
        const made = await pool.render(
          {
            url: pageUrl(request.url, site.publicUrl),
            method: request.method === 'HEAD' ? 'HEAD' : 'GET',
            headers: headerPairs(request.headers),
            context,
          },
          (abort) => reply.raw.on('close', abort),
        );
        pagesRendered.inc({ on: 'thread' });
        return made;
      };
      // Form posts (their body is a stream here) and pages while no thread is ready: this thread.
      const answer =
        threads?.isReady && isRead
          ? await renderOnThread(threads).catch((error: unknown) => {
              if (error instanceof RenderThreadLost) return renderHere();
              throw error;
            })
          : await renderHere();
      // A form's answer (a thank-you, the visitor's own values with their errors) is for the
      // one who sent it: never kept by a browser, a proxy or the page cache (which keeps GETs only).
      return sendPageAnswer(reply, answer, isDev, imageSources, !isRead);
    },
  });
};

export const CROSS_SITE_REFUSED = 'Forms of this site are sent from its own pages only.';

/**
 * Whether a form post (a page's action) comes from a page of this site. The forms are anonymous
 * (an enquiry): a forged post could only send an enquiry in a visitor's name, but nothing of
 * another site may post here. Browsers say where a post comes from: `Sec-Fetch-Site` (every
 * current browser) must be same-origin; without it, `Origin` must be the site's (PUBLIC_URL) or the
 * host asked for. A client that sends neither (an old browser, a script) is let through: it could
 * forge them anyway, and the rate limit holds for it as for the API.
 */
export function isSameOriginPost(
  headers: Record<string, string | string[] | undefined>,
  publicUrl: string,
): boolean {
  const site = headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin';
  const origin = headers.origin;
  if (typeof origin !== 'string') return origin === undefined;
  if (origin === new URL(publicUrl).origin) return true;
  try {
    return new URL(origin).host === headers.host;
  } catch {
    return false;
  }
}

/** Hashed file names never change content: cache them for a year. */
async function serveClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    wildcard: false,
    decorateReply: false,
    // scripts/precompress.mjs wrote .br and .gz beside each text file at build time.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      void reply.header(
        'cache-control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
}

/**
 * Development: Vite answers first (modules, HMR, styles); what it passes on is rendered by React
 * Router from source. Only this plugin's catch-all sees the hook, so /api is untouched.
 */
function serveThroughVite(app: FastifyInstance, vite: ViteDevServer): void {
  app.addHook('onRequest', async (request, reply) => {
    const handledByVite = await new Promise<boolean>((resolve, reject) => {
      reply.raw.once('finish', () => resolve(true));
      vite.middlewares(request.raw, reply.raw, (error?: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(false),
      );
    });
    if (handledByVite) reply.hijack();
  });
}

/**
 * The page's URL on PUBLIC_URL, whatever the Host header says: a missing or malformed Host (an
 * HTTP/1.0 request, `Host: a b`) must not break a page, and a forged one must not leak into it.
 * The path is appended to the origin as text, so `//other.host/x` stays a path here.
 */
export function pageUrl(rawUrl: string, publicUrl: string): URL {
  const origin = new URL(publicUrl).origin;
  // An absolute-form request target (`GET http://host/path`) keeps only its path.
  const pathAndQuery = rawUrl.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  return new URL(`${origin}${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`);
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, publicUrl: string): Request {
  const url = pageUrl(request.url, publicUrl);
  const headers = new Headers(headerPairs(request.headers));
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody
      ? { body: Readable.toWeb(request.raw) as ReadableStream<Uint8Array>, duplex: 'half' }
      : {}),
  });
}

const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A request's headers as name-value pairs, a header sent twice as two pairs. */
function headerPairs(headers: FastifyRequest['headers']): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) pairs.push([name, item]);
  }
  return pairs;
}

function sendPageAnswer(
  reply: FastifyReply,
  answer: PageAnswer,
  isDev: boolean,
  imageSources: readonly string[],
  isPrivate: boolean,
): FastifyReply {
  reply.status(answer.status);
  for (const [name, value] of answer.headers) reply.header(name, value);
  if (isPrivate) reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  // Prices follow the currency cookie (docs/decisions/022): a shared cache in front keys by it too.
  else addVary(reply, 'Cookie');
  if (answer.cookies.length > 0) reply.header('set-cookie', answer.cookies);
  reply.header(
    'content-security-policy',
    contentSecurityPolicy({ dev: isDev, scriptHashes: answer.scriptHashes, imageSources }),
  );
  // Pages come whole (app/entry.server.tsx); so do redirects and the data of client navigations.
  if (!answer.body) return reply.send();
  const body = asBuffer(answer.body);
  if (answer.encoded)
    offerEncoded(reply, body, answer.encoded.coding, asBuffer(answer.encoded.body));
  return reply.send(body);
}
