import { type AddressInfo, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange } from '../testing/raw-http';
import { createTestApp, type TestApp } from '../testing/test-app';
import { clientErrorMessages } from './client-errors';
import { REQUEST_TIMEOUT_MESSAGE } from './request-timeouts';

/**
 * What Node and Fastify answer before any route, over real sockets (inject skips Node's HTTP
 * parser): the API's `{"detail"}`, as the API description's `default` answer says, and never
 * Fastify's `{"error", "message", "statusCode"}`.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({ timeouts: { headersMs: 1_000 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** The status and JSON body of the first answer in `received`. */
function answerOf(received: Buffer): { status: number; body: unknown } {
  const text = received.toString('utf8');
  const [head = '', body = ''] = text.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), body: JSON.parse(body) };
}

describe('answers made before any route', () => {
  it('are {"detail"} for a request that is not HTTP (400)', async () => {
    const result = await rawExchange(port, ['NOT HTTP AT ALL\r\n\r\n']);
    expect(answerOf(result.received)).toEqual({
      status: 400,
      body: { detail: clientErrorMessages.badRequest },
    });
    expect(result.closedBy).toBe('server');
  });

  it('are {"detail"} for headers over the limit (431)', async () => {
    const result = await rawExchange(port, [
      `GET /api/properties/states/ HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    ]);
    expect(answerOf(result.received)).toEqual({
      status: 431,
      body: { detail: clientErrorMessages.headersTooLarge },
    });
  });

  it('are {"detail"} for headers that take too long to arrive (408)', async () => {
    const result = await rawExchange(
      port,
      ['GET /api/properties/states/ HTTP/1.1\r\nHost: x\r\n'],
      {
        timeoutMs: 10_000,
      },
    );
    expect(answerOf(result.received)).toEqual({
      status: 408,
      body: { detail: REQUEST_TIMEOUT_MESSAGE },
    });
    expect(result.closedBy).toBe('server');
  });

  it.each(['/api/properties/properties/%ED%A0%80/', '/property/%C0%AF'])(
    'are 404 {"detail"} for a path that is not UTF-8 (%s)',
    async (url) => {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
      expect(response.headers['x-request-id']).toBeTruthy();
    },
  );
});

describe('a request that arrives while the app shuts down', () => {
  it('is answered 503 {"detail"} and its connection closed', async () => {
    let arrived: () => void = () => {};
    const isHeld = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const draining = await createTestApp({
      beforeReady: (app) => {
        app.get('/test/held', async () => {
          arrived();
          await held;
          return { answered: true };
        });
      },
    });
    await draining.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect((draining.app.server.address() as AddressInfo).port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    // A second request on the same kept-alive connection, sent once the shutdown began (the
    // connection is busy with the first, so the shutdown does not close it as idle).
    socket.write('GET /test/held HTTP/1.1\r\nHost: x\r\n\r\n');
    await isHeld;
    const closing = draining.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write('GET /api/properties/states/ HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await ended;
    await closing;
    const text = Buffer.concat(received).toString('utf8');
    const statuses = [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1]));
    expect(statuses).toEqual([200, 503]);
    expect(text).toContain('{"detail":"The server is restarting. Please try again in a moment."}');
    expect(text).not.toContain('"statusCode"');
  });
});
