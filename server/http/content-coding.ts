import zlib from 'node:zlib';
import { promisify } from 'node:util';

/**
 * Content codings of answers (RFC 9110, section 8.4.1): which one a client takes, and the
 * encoding itself. Apart from the Fastify hook (compression.ts) so that a render thread
 * (server/ssr/render-thread.ts) encodes a page as the main thread would, without loading Fastify.
 */

export type ContentCoding = 'br' | 'gzip';

/** Smaller bodies go uncompressed: the framing would cost more than it saves. */
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Brotli for text made per request. Quality 3 with a 256 KB window: at a million listings
 * (docs/performance.md, "Scale") quality 4 with the default 4 MB window cost a page of 48 listings
 * (215 KB of JSON) twice the CPU, for bodies 3-5% smaller. A window larger than the body gains
 * nothing, and every answer sets one up.
 */
export const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
    [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
};

/** BROTLI_OPTIONS for a body whose size is known: brotli sizes its tables to it. */
function brotliOptionsFor(body: Uint8Array): typeof BROTLI_OPTIONS {
  return {
    params: { ...BROTLI_OPTIONS.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  };
}

export const COMPRESSIBLE_TYPE =
  /^(?:text\/|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

const brotliCompress = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const brotliDecompress = promisify(zlib.brotliDecompress);

/**
 * Whether an answer with this status and these headers may be sent in a content coding: not a
 * partial or empty answer, not one already encoded, and of a type that compresses. (The hook in
 * compression.ts and a render thread, server/ssr/page-answer.ts, both ask.)
 */
export function isEncodable(
  status: number,
  contentType: string,
  contentEncoding: string | undefined,
): boolean {
  if (status === 204 || status === 206 || status === 304) return false;
  if (contentEncoding && contentEncoding !== 'identity') return false;
  return COMPRESSIBLE_TYPE.test(contentType);
}

/** A body in a content coding, off the main thread (zlib's pool). */
export function encodeBody(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  return coding === 'br' ? brotliCompress(body, brotliOptionsFor(body)) : gzip(body);
}

/**
 * A body in a content coding, made on the calling thread: for a render thread, which has nothing
 * else to do meanwhile (the same output as encodeBody).
 */
export function encodeBodyHere(body: Uint8Array, coding: ContentCoding): Buffer {
  return coding === 'br'
    ? zlib.brotliCompressSync(body, brotliOptionsFor(body))
    : zlib.gzipSync(body);
}

/** The original of a brotli body. */
export function decodeBrotli(body: Buffer): Promise<Buffer> {
  return brotliDecompress(body);
}

/**
 * The coding to use for an Accept-Encoding header: brotli when it is acceptable, else gzip,
 * else none. Weights are honoured (`br;q=0` refuses brotli) and `*` stands for unnamed codings.
 */
export function negotiateEncoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...parameters] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let weight = 1;
    for (const parameter of parameters) {
      const match = /^\s*q\s*=\s*([\d.]+)\s*$/i.exec(parameter);
      if (match) weight = Number(match[1]);
    }
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const brotli = weightOf('br');
  const gzipWeight = Math.max(weightOf('gzip'), weights.get('x-gzip') ?? 0);
  if (brotli > 0 && brotli >= gzipWeight) return 'br';
  if (gzipWeight > 0) return 'gzip';
  return null;
}
