import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How long a client may take to send its request. Without limits, a body shorter than its
 * Content-Length or one byte every few seconds held a socket for good (issue 11), and a few
 * hundred such clients would hold every socket the server can open.
 */
export interface RequestTimeouts {
  /** The request line and headers must arrive within this (Node's headersTimeout). */
  headersMs: number;
  /** A body must arrive at `minBodyBytesPerSecond` on average once this much time has passed. */
  bodyGraceMs: number;
  /** Slower than this after the grace period, a body is refused. 2G mobile data does 5-30 KB/s. */
  minBodyBytesPerSecond: number;
  /** A body from which nothing at all arrives for this long is refused. */
  bodyStallMs: number;
  /** The longest any request may take to arrive, whatever its speed (Node's requestTimeout). */
  requestMs: number;
  /**
   * A connection with no traffic either way for this long is closed. Above the keep-alive time
   * (72 s, Fastify's default, longer than a load balancer's usual 60 s idle timeout), so an idle
   * kept-alive connection is never cut from our side first; it also ends a client that stops
   * reading an answer.
   */
  idleMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 15_000,
  bodyGraceMs: 10_000,
  minBodyBytesPerSecond: 512,
  bodyStallMs: 30_000,
  requestMs: 15 * 60_000,
  idleMs: 120_000,
};

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';

const CHECK_EVERY_MS = 1_000;

function announcesBody(request: FastifyRequest): boolean {
  const { headers } = request.raw;
  if (headers['transfer-encoding'] !== undefined) return true;
  const length = Number(headers['content-length'] ?? 0);
  return Number.isFinite(length) && length > 0;
}

/**
 * Watches the body of every request that announces one, by the bytes its socket has read (so
 * multipart uploads, read by their own parser, are watched too), and answers 408 and closes the
 * connection when it arrives too slowly or stops. Headers and the whole request are limited by
 * Node's own timeouts, set in buildApp.
 */
export function registerRequestTimeouts(app: FastifyInstance, limits: RequestTimeouts): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    const socket = raw.socket as typeof raw.socket | null;
    // Only a network socket can be slow. app.inject()'s stand-in counts no bytes and cannot be
    // closed: watching it, a body the route never read looked stalled after 30 s and the timer
    // threw (socket.destroy is not a function) in whatever test was running then.
    if (!(socket instanceof Socket) || raw.complete || !announcesBody(request)) return done();

    const started = Date.now();
    const startBytes = socket.bytesRead;
    let lastBytes = startBytes;
    let lastProgress = started;

    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return stop();
      const now = Date.now();
      const bytes = socket.bytesRead;
      if (bytes !== lastBytes) {
        lastBytes = bytes;
        lastProgress = now;
      }
      const elapsed = now - started;
      const rate = ((bytes - startBytes) * 1000) / elapsed;
      const tooSlow = elapsed >= limits.bodyGraceMs && rate < limits.minBodyBytesPerSecond;
      const stalled = now - lastProgress >= limits.bodyStallMs;
      if (!tooSlow && !stalled) return;
      stop();
      request.log.info(
        { received: bytes - startBytes, elapsedMs: elapsed },
        stalled
          ? 'request body stalled: connection closed'
          : 'request body too slow: connection closed',
      );
      refuse(socket, reply.raw.headersSent);
    }, CHECK_EVERY_MS);
    timer.unref();

    function stop() {
      clearInterval(timer);
      raw.off('end', stop);
      raw.off('close', stop);
    }
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
}

/**
 * Answers 408 on the socket itself and closes it, as Node does for its own request timeout: the
 * body never finished, so the connection cannot carry another request.
 */
function refuse(
  socket: NonNullable<FastifyRequest['raw']['socket']>,
  answerStarted: boolean,
): void {
  const body = JSON.stringify({ detail: REQUEST_TIMEOUT_MESSAGE });
  if (!answerStarted && socket.writable) {
    socket.end(
      'HTTP/1.1 408 Request Timeout\r\n' +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
    socket.destroySoon();
  } else {
    socket.destroy();
  }
}
