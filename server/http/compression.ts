import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isClientAbort } from './client-abort';
import {
  BROTLI_OPTIONS,
  COMPRESSION_THRESHOLD,
  encodeBody,
  isEncodable,
  negotiateEncoding,
  type ContentCoding,
} from './content-coding';

/**
 * Compression of answers as they leave: pages, API answers, the sitemap. Built assets come
 * compressed already (they carry Content-Encoding and pass untouched) and images are not
 * compressible.
 *
 * Our own hook instead of @fastify/compress: its stream path left a Transform without an error
 * listener, so a client that closed the connection mid-page crashed the process (issue 11). Here
 * every stream made has an error listener for its whole life, and a client that leaves is
 * logged at debug level.
 */

export {
  COMPRESSIBLE_TYPE,
  COMPRESSION_THRESHOLD,
  decodeBrotli,
  encodeBody,
  negotiateEncoding,
  type ContentCoding,
} from './content-coding';

/** Bodies encoded before they reached the hooks (a page's, on its render thread), by reply. */
const precoded = new WeakMap<
  FastifyReply,
  { body: Buffer; coding: ContentCoding; encoded: Buffer }
>();

/** The reply's body `body` comes encoded in `coding` already: the hooks take it as it is. */
export function offerEncoded(
  reply: FastifyReply,
  body: Buffer,
  coding: ContentCoding,
  encoded: Buffer,
): void {
  precoded.set(reply, { body, coding, encoded });
}

/** The reply's body in `coding`: as offered (offerEncoded), or encoded now, off the main thread. */
export function encodeReplyBody(
  reply: FastifyReply,
  body: Buffer,
  coding: ContentCoding,
): Promise<Buffer> {
  const offered = precoded.get(reply);
  if (
    offered &&
    offered.coding === coding &&
    (offered.body === body || offered.body.equals(body))
  ) {
    return Promise.resolve(offered.encoded);
  }
  return encodeBody(body, coding);
}

/** Replies whose body another hook encoded already (server/http/public-answers.ts). */
const encodedReplies = new WeakSet<FastifyReply>();

export function markEncoded(reply: FastifyReply): void {
  encodedReplies.add(reply);
}

function isReadable(payload: unknown): payload is Readable {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    typeof (payload as Readable).pipe === 'function' &&
    typeof (payload as Readable).on === 'function'
  );
}

/** Adds a request header to Vary, once. */
export function addVary(reply: FastifyReply, header = 'Accept-Encoding'): void {
  const current = reply.getHeader('vary');
  const value = Array.isArray(current) ? current.join(', ') : String(current ?? '');
  const listed = value.split(',').map((name) => name.trim().toLowerCase());
  if (listed.includes('*') || listed.includes(header.toLowerCase())) return;
  void reply.header('vary', value ? `${value}, ${header}` : header);
}

/** A strong ETag names one representation; the compressed one is another. */
function weakenEtag(reply: FastifyReply): void {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) void reply.header('etag', `W/${etag}`);
}

/**
 * Logs how a stream ended badly: a client that went away is routine (debug); anything else is
 * worth a warning, without failing the process.
 */
export function streamErrorLogger(request: FastifyRequest, what: string) {
  return (error: NodeJS.ErrnoException | null | undefined): void => {
    if (!error) return;
    if (isClientAbort(error)) {
      request.log.debug({ code: error.code }, `${what}: client went away`);
    } else {
      request.log.warn({ err: error }, `${what} failed`);
    }
  };
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (payload === null || payload === undefined || request.method === 'HEAD') return payload;
    if (encodedReplies.has(reply)) return payload;
    const type = String(reply.getHeader('content-type') ?? 'application/json');
    const encoded = reply.getHeader('content-encoding');
    if (!isEncodable(reply.statusCode, type, encoded === undefined ? undefined : String(encoded))) {
      return payload;
    }

    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    if (isReadable(payload)) {
      addVary(reply);
      if (!encoding) return payload;
      const compressor =
        encoding === 'br'
          ? zlib.createBrotliCompress(BROTLI_OPTIONS)
          : zlib.createGzip({ level: zlib.constants.Z_DEFAULT_COMPRESSION });
      const logEnd = streamErrorLogger(request, 'compressed answer');
      // Both ends keep a listener: Fastify destroys the compressor when the client leaves, and
      // an 'error' event with no listener would take the whole process down.
      compressor.on('error', () => {});
      payload.on('error', () => {});
      pipeline(payload, compressor, logEnd);
      void reply.header('content-encoding', encoding).removeHeader('content-length');
      weakenEtag(reply);
      return compressor;
    }

    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    addVary(reply);
    if (!encoding || body.length < COMPRESSION_THRESHOLD) return payload;
    const compressed = await encodeReplyBody(reply, body, encoding);
    void reply.header('content-encoding', encoding).header('content-length', compressed.length);
    weakenEtag(reply);
    return compressed;
  });
}
