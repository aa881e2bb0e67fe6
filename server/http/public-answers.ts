import { createHash } from 'node:crypto';
import { gunzip as gunzipCallback } from 'node:zlib';
import { promisify } from 'node:util';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import {
  changesCurrencyCookie,
  currencyOfCookie,
  currencyOfSearch,
  RUPEES_ONLY,
} from '../../contract/currency';
import { carriesOnlyChoiceCookies } from '../../contract/languages';
import { type CatalogueReads, newCatalogueReads } from './catalogue-reads';
import type { CatalogueVersion } from './catalogue-version';
import { recordCatalogueReads } from './request-context';
import {
  addVary,
  COMPRESSIBLE_TYPE,
  COMPRESSION_THRESHOLD,
  decodeBrotli,
  encodeBody,
  encodeReplyBody,
  markEncoded,
  negotiateEncoding,
} from './compression';
import type { CachedAnswer, Coding, PublicCache } from './public-cache';
import { type ReadGate, SERVER_BUSY } from './read-gate';
import { readsRefused } from '../observability/metrics';

/**
 * What the public sees, answered as cheaply as it can be (issue 18): anonymous pages, the public
 * GET API, the sitemap and robots.txt. A route opts in with `config: { publicCache: true }` (or a
 * test of the URL, for the pages' catch-all, which also serves the back office).
 *
 * For every such answer to an anonymous GET:
 * - a weak `ETag`, and `304 Not Modified` when the client already has it;
 * - `Cache-Control: public, s-maxage, stale-while-revalidate`, so a CDN or proxy can keep it;
 * - with the cache on (PAGE_CACHE, default on): the answer is kept in memory, compressed, under the
 *   current catalogue version (server/http/catalogue-version.ts) and served from there until a
 *   write changes what the public sees. Concurrent misses of one URL make it once.
 *
 * Never kept, never served from memory: requests with an Authorization or Cookie header (they get
 * `private, no-store`), answers other than 200 and 404, answers that set a cookie or say
 * `no-store`/`private`. The handler wrapper runs after the route's preHandlers, so per-request
 * work (rate limits, counting) still runs on every hit; logs are written for every request.
 */

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This GET route answers the public the same whoever asks (see public-answers.ts). */
    publicCache?: boolean | ((url: string) => boolean);
    /**
     * Every read of the catalogue this route's answers make is recorded (catalogue-reads.ts), so
     * a kept answer may be served again after a write that changes none of it. Without it, any
     * write makes the route's kept answers stale.
     */
    recordsCatalogueReads?: boolean;
  }
}

/**
 * Browsers check again on each use (a 304 is cheap); a shared cache in front may serve an answer
 * a minute old, and an older one while it fetches the new one in the background.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
/** For anything that depends on who asks. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Headers that belong to one response, one coding or one request, never to a kept answer. (Vary
 * is kept: it is complete, Accept-Encoding and Authorization included, before the answer is.)
 */
const UNKEPT_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
  'x-cache',
  'x-request-id',
]);

const gunzip = promisify(gunzipCallback);

type RequestState =
  | { kind: 'bypass' }
  /** The catalogue version could not be read: answered as made, with no cache headers at all. */
  | { kind: 'unchecked' }
  | { kind: 'hit' }
  /** Made by this request; kept when `key` is set (the cache is on), with what it read. */
  | {
      kind: 'made';
      key?: string;
      version?: string;
      reads?: CatalogueReads;
      release?: (kept: boolean) => void;
    };

export interface PublicAnswerOptions {
  /** null: PAGE_CACHE=off, nothing kept; headers and 304s still apply. */
  cache: PublicCache | null;
  version: CatalogueVersion;
  /**
   * Whether an answer kept under an older version is still what would be made now: nothing it
   * read has changed since (catalogue-reads.ts). Without it, every write makes every kept answer
   * stale.
   */
  isStillCurrent?: (reads: CatalogueReads, madeAt: string, current: string) => Promise<boolean>;
  /** How many answers are made at once (READ_CONCURRENCY); none: no limit. */
  gate?: ReadGate;
}

/** Methods that change nothing. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * How long a back-office write narrows the line of public answers at most: a price or a status
 * change takes tens of milliseconds, a new listing's photos seconds.
 */
export const WRITE_FIRST_MS = 250;

/**
 * Makes an answer in its turn (read-gate.ts): 503 when the line is full; nothing when its client
 * left while it waited (the connection is gone; the request ends as an aborted one).
 */
async function inTurn(gate: ReadGate, reply: FastifyReply, make: () => unknown): Promise<unknown> {
  const turn = await gate.enter(reply);
  if (turn === 'gone') return reply.hijack();
  if (turn === 'busy') {
    readsRefused.inc();
    return reply
      .code(503)
      .header('retry-after', '1')
      .header('cache-control', PRIVATE_CACHE_CONTROL)
      .send({ detail: SERVER_BUSY });
  }
  try {
    return await make();
  } finally {
    gate.done();
  }
}

/** Call before any route is registered: it wraps the handlers of the routes that opt in. */
export function registerPublicAnswers(app: FastifyInstance, options: PublicAnswerOptions): void {
  const { cache, version, isStillCurrent, gate } = options;

  /**
   * The answer kept for `key` under an older version, when nothing it read has changed since: it
   * is then kept under `current`. Only answers of the same day (pages show the day).
   */
  const stillCurrent = async (
    cache: PublicCache,
    key: string,
    current: string,
  ): Promise<CachedAnswer | undefined> => {
    const kept = cache.peek(key);
    if (!kept?.reads || !isStillCurrent || dayOf(kept.version) !== dayOf(current)) return undefined;
    if (!(await isStillCurrent(kept.reads, kept.version, current))) return undefined;
    return cache.refresh(key, kept, current) ? kept : undefined;
  };
  const states = new WeakMap<FastifyRequest, RequestState>();

  // A back-office write (a method that changes something, asked with the admin's token) narrows
  // the line while it is under way (read-gate.ts, `writing`), for WRITE_FIRST_MS at most: a write
  // waiting for its photos to be made (seconds) does not hold the public back that long.
  if (gate) {
    app.addHook('onRequest', (request, reply, done) => {
      if (READ_METHODS.has(request.method) || request.headers.authorization === undefined) {
        return done();
      }
      const release = gate.writing();
      const timer = setTimeout(release, WRITE_FIRST_MS);
      reply.raw.once('close', () => {
        clearTimeout(timer);
        release();
      });
      done();
    });
  }

  const settle = (request: FastifyRequest, kept: boolean) => {
    const state = states.get(request);
    if (state?.kind === 'made' && state.release) {
      state.release(kept);
      delete state.release;
    }
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const rule = route.config?.publicCache;
    const methods = [route.method].flat();
    if (!rule || !methods.includes('GET')) return;
    const handler = route.handler;
    const recordsReads = route.config?.recordsCatalogueReads === true;
    const wrapped: RouteHandlerMethod = async function (this: FastifyInstance, request, reply) {
      const handle = () => handler.call(this, request, reply);
      if (request.method !== 'GET' || (typeof rule === 'function' && !rule(request.url))) {
        return handle();
      }
      // Made in turn with the other public answers (read-gate.ts); the back office's own reads,
      // asked with its token, are not held behind the public's.
      const call =
        gate && request.headers.authorization === undefined
          ? () => inTurn(gate, reply, handle)
          : handle;
      if (asksAsSomeone(request)) {
        states.set(request, { kind: 'bypass' });
        return call();
      }
      if (!cache) {
        states.set(request, { kind: 'made' });
        return call();
      }
      const key = pageCacheKey(request.url, request.headers.cookie);
      let current: string;
      try {
        current = await version.current();
      } catch (error) {
        // The database is away: the page makes its own (degraded) answer, kept by nobody.
        request.log.warn({ err: error }, 'catalogue version unavailable; answering uncached');
        states.set(request, { kind: 'unchecked' });
        return call();
      }
      cache.observeVersion(current);
      for (;;) {
        const kept = cache.get(key, current) ?? (await stillCurrent(cache, key, current));
        if (kept) {
          states.set(request, { kind: 'hit' });
          return sendKept(request, reply, kept, key, cache);
        }
        const claim = cache.claim(`${current} ${key}`);
        if ('release' in claim) {
          const reads = newCatalogueReads();
          // A route that does not record its reads: none known, so none can be checked.
          reads.untracked = !recordsReads;
          recordCatalogueReads(reads);
          states.set(request, {
            kind: 'made',
            key,
            version: current,
            reads,
            release: claim.release,
          });
          return call();
        }
        // Another request is making this answer: wait for it, then take it from the cache. If
        // it was not kept (an error, too large), make ours without waiting in line again.
        if (!(await claim.wait)) {
          states.set(request, { kind: 'made' });
          return call();
        }
      }
    };
    route.handler = wrapped;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = states.get(request);
    if (!state || state.kind === 'hit' || state.kind === 'unchecked') return payload;
    if (state.kind === 'bypass') {
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL).header('x-cache', 'BYPASS');
      addVary(reply, 'Authorization');
      return payload;
    }
    const body = bodyOf(payload);
    if (!body || !isShareable(reply)) {
      settle(request, false);
      return payload;
    }
    const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    void reply.header('etag', etag).header('cache-control', PUBLIC_CACHE_CONTROL);
    addVary(reply, 'Accept-Encoding');
    addVary(reply, 'Authorization');
    if (!cache || state.key === undefined || state.version === undefined) {
      if (reply.statusCode === 200 && matchesEtag(request, etag)) return notModified(reply);
      return payload;
    }
    const headers = keptHeaders(reply);
    const answer: CachedAnswer = {
      version: state.version,
      status: reply.statusCode,
      headers,
      etag,
      compressible: isCompressible(headers, body),
      bodies: {},
      ...(state.reads ? { reads: state.reads } : {}),
    };
    const coding = codingFor(request, answer);
    const encoded = coding === 'identity' ? body : await encodeReplyBody(reply, body, coding);
    answer.bodies[coding] = encoded;
    settle(request, cache.set(state.key, answer));
    void reply.header('x-cache', 'MISS');
    return answerBody(request, reply, answer, coding, encoded);
  });

  // A request that ends without a body (the client left, the handler failed before sending)
  // must not keep its followers waiting.
  app.addHook('onResponse', async (request) => settle(request, false));
  app.addHook('onRequestAbort', async (request) => settle(request, false));
}

/**
 * Whether the answer may depend on who asks: such requests never touch the cache. The visitor's
 * choices are not who asks: no page varies by the language cookie (`/` redirects by it before the
 * cache, in server/ssr/language-choice.ts), and the currency cookie is part of the key
 * (pageCacheKey), so a request carrying only them is answered from memory. A request whose
 * `?currency=` changes the cookie is the visitor's own: its answer sets the cookie
 * (server/ssr/currency-choice.ts).
 */
function asksAsSomeone(request: FastifyRequest): boolean {
  const { cookie } = request.headers;
  if (request.headers.authorization !== undefined) return true;
  if (cookie !== undefined && !carriesOnlyChoiceCookies(cookie)) return true;
  const queryAt = request.url.indexOf('?');
  return queryAt >= 0 && changesCurrencyCookie(request.url.slice(queryAt), cookie);
}

/**
 * The cache key of an answer: the URL's (cacheKey), and the currency the cookie chose when the
 * URL names none, since pages show prices in it (docs/decisions/022). One visitor's currency is
 * never another's: a visitor without the cookie gets the key of rupees only.
 */
export function pageCacheKey(url: string, cookieHeader: string | undefined): string {
  const key = cacheKey(url);
  const queryAt = url.indexOf('?');
  if (queryAt >= 0 && currencyOfSearch(url.slice(queryAt)) !== undefined) return key;
  const chosen = currencyOfCookie(cookieHeader);
  return chosen === undefined || chosen === RUPEES_ONLY ? key : `${key} currency=${chosen}`;
}

/**
 * The path as sent, and the query with its parameters in name order (repeated names keep their
 * order) and one spelling of each character: `?b=2&a=1` and `?a=1&b=%32` are one answer.
 */
export function cacheKey(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  const params = [...new URLSearchParams(url.slice(mark + 1))];
  if (params.length === 0) return path;
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(params).toString()}`;
}

/** The day of a catalogue version's text (`<number>:<day>`, catalogue-version.ts). */
function dayOf(version: string): string {
  return version.slice(version.indexOf(':') + 1);
}

function bodyOf(payload: unknown): Buffer | null {
  if (typeof payload === 'string') return Buffer.from(payload);
  if (Buffer.isBuffer(payload)) return payload;
  return null;
}

function headerText(reply: FastifyReply, name: string): string {
  const value = reply.getHeader(name);
  return Array.isArray(value) ? value.join(', ') : String(value ?? '');
}

function isShareable(reply: FastifyReply): boolean {
  if (reply.statusCode !== 200 && reply.statusCode !== 404) return false;
  if (reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return false;
  return !/\b(?:no-store|private)\b/i.test(headerText(reply, 'cache-control'));
}

function keptHeaders(reply: FastifyReply): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || UNKEPT_HEADERS.has(name)) continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** Whether a body of this type and size is worth compressing. */
function isCompressible(headers: Record<string, string>, body: Buffer): boolean {
  const type = headers['content-type'] ?? 'application/json';
  return COMPRESSIBLE_TYPE.test(type) && body.length >= COMPRESSION_THRESHOLD;
}

/** The coding to send: what the client accepts, if the body is worth compressing. */
function codingFor(request: FastifyRequest, answer: CachedAnswer): Coding {
  if (!answer.compressible) return 'identity';
  return negotiateEncoding(request.headers['accept-encoding']) ?? 'identity';
}

function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === opaque);
}

function notModified(reply: FastifyReply): null {
  markEncoded(reply);
  void reply.code(304).removeHeader('content-type').removeHeader('content-length');
  return null;
}

/** The kept body in `coding`, made from another coding the first time a client asks for it. */
async function bodyIn(answer: CachedAnswer, coding: Coding): Promise<Buffer> {
  const { identity, br, gzip } = answer.bodies;
  const original =
    identity ?? (br ? await decodeBrotli(br) : gzip ? await gunzip(gzip) : Buffer.alloc(0));
  return coding === 'identity' ? original : encodeBody(original, coding);
}

function answerBody(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  coding: Coding,
  body: Buffer,
): Buffer | null {
  if (answer.status === 200 && matchesEtag(request, answer.etag)) return notModified(reply);
  markEncoded(reply);
  if (coding !== 'identity') void reply.header('content-encoding', coding);
  void reply.header('content-length', body.length);
  return body;
}

async function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  key: string,
  cache: PublicCache,
): Promise<FastifyReply> {
  const coding = codingFor(request, answer);
  let body = answer.bodies[coding];
  if (!body) {
    body = await bodyIn(answer, coding);
    cache.addBody(key, answer, coding, body);
  }
  void reply
    .code(answer.status)
    .headers(answer.headers)
    .header('etag', answer.etag)
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('x-cache', 'HIT');
  return reply.send(answerBody(request, reply, answer, coding, body) ?? undefined);
}
