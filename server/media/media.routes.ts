import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { S3Storage } from './s3-storage';
import { isMediaKey, mediaContentType, type MediaStorage } from './storage';

/**
 * `/media/<kind>/<folder>/<file>`: the stored media, whichever storage holds them. Files are
 * never rewritten (a new upload is a new folder), so every answer may be kept a year.
 */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export async function registerMediaRoutes(app: FastifyInstance, storage: MediaStorage) {
  if (storage.kind === 'local') {
    await app.register(fastifyStatic, {
      root: storage.directory,
      prefix: '/media/',
      decorateReply: false,
      // Files being written have temporary dot-names; never serve those.
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    });
    return;
  }
  app.get('/media/*', { schema: { hide: true } }, (request, reply) =>
    streamObject(storage, request, reply),
  );
}

/** The request headers passed on to the bucket: conditions and ranges, nothing else. */
const PASSED_ON = ['if-none-match', 'if-modified-since', 'range', 'if-range'] as const;
/** The bucket's answer headers passed back to the client. */
const PASSED_BACK = ['content-length', 'content-range', 'etag', 'last-modified'] as const;

/**
 * Streams one object from the bucket, with the bucket's answer to the client's conditions and
 * range (200, 206, 304, 416). When the client goes away the bucket's download is cut too.
 */
async function streamObject(storage: S3Storage, request: FastifyRequest, reply: FastifyReply) {
  const key = (request.params as { '*': string })['*'];
  if (!isMediaKey(key)) throw AppError.notFound('Not found.');
  const headers: Record<string, string> = {};
  for (const name of PASSED_ON) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // The answer closed before it finished: the client went away, so the download from the
  // bucket stops too.
  const abort = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) abort.abort();
  });
  let response: Response;
  try {
    response = await storage.fetchObject(key, {
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      headers,
      signal: abort.signal,
    });
  } catch (error) {
    // Nobody is left to answer; the log controller files this at debug level.
    if (abort.signal.aborted) throw abortError();
    request.log.warn({ err: error, key }, 'media: the bucket could not be reached');
    throw new AppError(503, 'The photo cannot be loaded right now. Please try again shortly.');
  }
  if (response.status === 404 || response.status === 403) {
    await response.body?.cancel();
    throw AppError.notFound('Not found.');
  }
  if (![200, 206, 304, 416].includes(response.status)) {
    await response.body?.cancel();
    request.log.warn({ key, status: response.status }, 'media: the bucket refused a read');
    throw new AppError(503, 'The photo cannot be loaded right now. Please try again shortly.');
  }
  void reply.code(response.status);
  for (const name of PASSED_BACK) {
    const value = response.headers.get(name);
    if (value !== null) void reply.header(name, value);
  }
  void reply
    .header('content-type', mediaContentType(key))
    .header('cache-control', MEDIA_CACHE_CONTROL)
    .header('accept-ranges', 'bytes');
  if (!response.body || request.method === 'HEAD' || response.status === 304) {
    await response.body?.cancel();
    return reply.send();
  }
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

function abortError(): Error {
  return Object.assign(new Error('The client closed the connection.'), { code: 'ECONNABORTED' });
}
