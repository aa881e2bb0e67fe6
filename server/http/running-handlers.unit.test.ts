import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { trackRunningHandlers, type RunningHandlers } from './running-handlers';

/**
 * Handlers followed on a real listening server, so that a client that leaves closes its socket
 * as a phone losing the network does and the handler goes on without it.
 */

let app: FastifyInstance | undefined;
let release: () => void = () => {};

afterEach(async () => {
  release();
  await app?.close();
  app = undefined;
});

async function serverWithSlowRoute(): Promise<{ handlers: RunningHandlers; url: string }> {
  app = Fastify({ logger: false, forceCloseConnections: true });
  const handlers = trackRunningHandlers(app);
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  app.get('/slow', async () => {
    await gate;
    return { done: true };
  });
  app.get('/sync', (_request, reply) => {
    void reply.send({ sync: true });
  });
  app.get('/fails', async () => {
    throw new Error('broken on purpose');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { handlers, url: `http://127.0.0.1:${port}` };
}

/** Sends a request and leaves before its answer, once the server has it. */
async function leaveMidAnswer(url: string, handlers: RunningHandlers): Promise<void> {
  const request = http.get(url);
  request.on('error', () => {});
  const deadline = Date.now() + 5_000;
  while (handlers.count() === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  request.destroy();
}

describe('trackRunningHandlers', () => {
  it('counts a handler whose client left until it ends, and whenIdle waits for it', async () => {
    const { handlers, url } = await serverWithSlowRoute();
    await leaveMidAnswer(`${url}/slow`, handlers);
    expect(handlers.count()).toBe(1);

    let idle: boolean | undefined;
    const waiting = handlers.whenIdle(5_000).then((value) => {
      idle = value;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(idle).toBeUndefined();

    release();
    await waiting;
    expect(idle).toBe(true);
    expect(handlers.count()).toBe(0);
  });

  it('gives up after the time allowed, saying some still run', async () => {
    const { handlers, url } = await serverWithSlowRoute();
    await leaveMidAnswer(`${url}/slow`, handlers);
    await expect(handlers.whenIdle(30)).resolves.toBe(false);
    expect(handlers.count()).toBe(1);
  });

  it('leaves answers as they were: async, synchronous, and failing handlers', async () => {
    const { handlers, url } = await serverWithSlowRoute();
    const slow = fetch(`${url}/slow`);
    release();
    expect(await (await slow).json()).toEqual({ done: true });
    expect(await (await fetch(`${url}/sync`)).json()).toEqual({ sync: true });
    expect((await fetch(`${url}/fails`)).status).toBe(500);
    await expect(handlers.whenIdle(1_000)).resolves.toBe(true);
    expect(handlers.count()).toBe(0);
  });

  it('is idle at once when nothing runs', async () => {
    const { handlers } = await serverWithSlowRoute();
    await expect(handlers.whenIdle(0)).resolves.toBe(true);
  });
});
