import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REQUEST_TIMEOUT_MESSAGE } from './request-timeouts';

/**
 * The answers Node and Fastify make before any route is found, in the API's one error shape,
 * `{"detail": "..."}` (decision 011). Left to them, each has a shape of its own
 * (`{"error", "message", "statusCode"}`, with a `code` for some) that no client of the API
 * description expects.
 */

export const clientErrorMessages = {
  badRequest: 'The request could not be read as HTTP.',
  headersTooLarge: 'The request headers are too large.',
} as const;

/**
 * Fastify's `frameworkErrors`: a path that is not valid UTF-8 once percent-decoded, or a path
 * parameter longer than any id, names nothing: 404, as any id that names nothing does (Fastify
 * answered 400 and 414). The only other framework error, of asynchronous route constraints, the
 * app has no use for.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const isConstraint = error.code === 'FST_ERR_ASYNC_CONSTRAINT';
  void reply
    .header('x-request-id', request.id)
    .code(isConstraint ? 500 : 404)
    .send({ detail: isConstraint ? 'Something went wrong.' : 'Not found.' });
}

/**
 * Fastify's `clientErrorHandler`, for what Node's HTTP parser refuses on the socket: 408 for a
 * request whose headers or whole self took too long to arrive (Node's headersTimeout and
 * requestTimeout), 431 for headers over Node's limit, 400 for what is not HTTP. As Fastify's own
 * handler does: nothing for a connection already gone, and the socket closed after the answer.
 */
export function answerClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, REQUEST_TIMEOUT_MESSAGE]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, clientErrorMessages.headersTooLarge]
        : [400, clientErrorMessages.badRequest];
  this.log.trace({ err: error }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ detail });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
