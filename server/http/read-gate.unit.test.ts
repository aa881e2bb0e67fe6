import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerPublicAnswers, WRITE_FIRST_MS } from './public-answers';
import { PublicCache } from './public-cache';
import {
  createReadGate,
  NARROWED_MS_AT_MOST,
  NARROWED_SHARE,
  type ReadGate,
  SERVER_BUSY,
} from './read-gate';

/**
 * The line of public answers (read-gate.ts) on a real listening server: real sockets, so a client
 * that leaves closes its connection as a phone that loses the network does.
 */

interface Made {
  name: string;
  finish: () => void;
}

let app: FastifyInstance | undefined;
/** Every answer started, finished after each test so that a failed test does not hang. */
let started: Made[] = [];

afterEach(async () => {
  for (const made of started) made.finish();
  await app?.close();
  app = undefined;
  started = [];
});

async function serverWith(gate: ReadGate, options: { cache?: boolean } = {}) {
  app = Fastify({ logger: false, forceCloseConnections: true });
  registerPublicAnswers(app, {
    cache: options.cache ? new PublicCache(1024 * 1024) : null,
    version: { current: async () => '1:2026-11-30' },
    gate,
  });
  let running = 0;
  let most = 0;
  const handler = async (name: string) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise<void>((finish) => {
      started.push({ name, finish });
    });
    running -= 1;
    if (name === 'fails') throw new Error('the page could not be made');
    return { name };
  };
  app.get<{ Params: { name: string } }>(
    '/page/:name',
    { config: { publicCache: true } },
    async (request) => handler(request.params.name),
  );
  app.post<{ Params: { name: string } }>('/page/:name', async (request) =>
    handler(request.params.name),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { port, most: () => most };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function ask(
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string> } = {},
) {
  const request = http.request({ port, host: '127.0.0.1', path, agent: false, ...options });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
  });
  request.end();
  return { answer, leave: () => request.destroy() };
}

/** Resolves once `check` holds, looking every few milliseconds (for events on other sockets). */
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited 5 s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('public answers made a few at a time', () => {
  it('makes at most `limit` at once, and the others in the order they came', async () => {
    const gate = createReadGate({ limit: 2, maxWaiting: 100 });
    const { port, most } = await serverWith(gate);
    const answers: Promise<Answer>[] = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) {
      answers.push(ask(port, `/page/${name}`).answer);
      // Each arrives before the next: the order of arrival is known.
      await until(() => gate.running + gate.waiting === answers.length, `${name} to arrive`);
    }
    expect(started.map((made) => made.name)).toEqual(['a', 'b']);
    expect(gate.waiting).toBe(3);
    // The second ends first: the next in line takes its turn.
    started[1]!.finish();
    await until(() => started.length === 3, 'c to start');
    expect(started[2]!.name).toBe('c');
    for (let next = 0; next < 5; next += 1) {
      await until(() => started.length > next, 'the next to start');
      started[next]!.finish();
    }
    const bodies = await Promise.all(answers);
    expect(bodies.map((answer) => [answer.status, JSON.parse(answer.body).name])).toEqual([
      [200, 'a'],
      [200, 'b'],
      [200, 'c'],
      [200, 'd'],
      [200, 'e'],
    ]);
    expect(started.map((made) => made.name)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(most()).toBe(2);
    expect(gate.running).toBe(0);
  });

  it('follows a limit that changes: none below the size that opens the line, then the line', async () => {
    // As READ_CONCURRENCY=auto: no line while the catalogue is small, two at a time once large.
    let listings = 10;
    const gate = createReadGate({
      limit: () => (listings >= 100 ? 2 : Number.POSITIVE_INFINITY),
      maxWaiting: 100,
    });
    const { port } = await serverWith(gate);
    const answers = ['a', 'b', 'c'].map((name) => ask(port, `/page/${name}`).answer);
    await until(() => started.length === 3, 'all three to start at once');
    expect(gate.waiting).toBe(0);
    expect(gate.limit).toBe(Number.POSITIVE_INFINITY);
    // The catalogue grows: the three being made finish, and new answers wait for a turn.
    listings = 100;
    answers.push(...['d', 'e', 'f'].map((name) => ask(port, `/page/${name}`).answer));
    await until(() => gate.waiting === 3, 'd, e and f to wait');
    // Three running against a limit of two: the first turn to end opens none.
    started[0]!.finish();
    await until(() => gate.running === 2, 'a to end');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toHaveLength(3);
    started[1]!.finish();
    await until(() => started.length === 4, 'd to start');
    expect(started[3]!.name).toBe('d');
    expect(gate.waiting).toBe(2);
    // It shrinks again: every one waiting goes at the next turn's end.
    listings = 10;
    started[2]!.finish();
    await until(() => started.length === 6, 'e and f to start together');
    for (const made of started.slice(3)) made.finish();
    expect((await Promise.all(answers)).map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200, 200,
    ]);
    expect(gate.running).toBe(0);
  });

  it('drops a client that leaves while it waits: its answer is never made', async () => {
    const gate = createReadGate({ limit: 1, maxWaiting: 100 });
    const { port } = await serverWith(gate);
    const first = ask(port, '/page/first');
    await until(() => started.length === 1, 'the first to start');
    const leaving = ask(port, '/page/leaving');
    leaving.answer.catch(() => undefined);
    const last = ask(port, '/page/last');
    await until(() => gate.waiting === 2, 'two to wait');
    leaving.leave();
    await until(() => gate.waiting === 1, 'the one who left to be dropped');
    started[0]!.finish();
    await until(() => started.length === 2, 'the next to start');
    expect(started[1]!.name).toBe('last');
    started[1]!.finish();
    expect((await first.answer).status).toBe(200);
    expect(JSON.parse((await last.answer).body)).toEqual({ name: 'last' });
    expect(started.map((made) => made.name)).toEqual(['first', 'last']);
    expect(gate.running).toBe(0);
  });

  it('frees the turn of an answer that fails, and of one whose client leaves while it is made', async () => {
    const gate = createReadGate({ limit: 1, maxWaiting: 100 });
    const { port } = await serverWith(gate);
    const failing = ask(port, '/page/fails');
    await until(() => started.length === 1, 'the failing one to start');
    const leaving = ask(port, '/page/leaving');
    leaving.answer.catch(() => undefined);
    await until(() => gate.waiting === 1, 'the second to wait');
    started[0]!.finish();
    expect((await failing.answer).status).toBe(500);
    await until(() => started.length === 2, 'the second to start');
    leaving.leave();
    started[1]!.finish();
    const after = ask(port, '/page/after');
    await until(() => started.length === 3, 'the third to start');
    started[2]!.finish();
    expect((await after.answer).status).toBe(200);
    expect(gate.running).toBe(0);
  });

  it('refuses with 503 and Retry-After once the line is full, making nothing', async () => {
    const gate = createReadGate({ limit: 1, maxWaiting: 1 });
    const { port } = await serverWith(gate);
    const first = ask(port, '/page/first');
    await until(() => started.length === 1, 'the first to start');
    const second = ask(port, '/page/second');
    await until(() => gate.waiting === 1, 'the second to wait');
    const refused = await ask(port, '/page/third').answer;
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(JSON.parse(refused.body)).toEqual({ detail: SERVER_BUSY });
    started[0]!.finish();
    await until(() => started.length === 2, 'the second to start');
    started[1]!.finish();
    expect((await first.answer).status).toBe(200);
    expect((await second.answer).status).toBe(200);
    expect(started.map((made) => made.name)).toEqual(['first', 'second']);
  });

  it('lets writes, the back office (its token) and kept answers pass the line', async () => {
    const gate = createReadGate({ limit: 1, maxWaiting: 100 });
    const { port } = await serverWith(gate, { cache: true });
    // Kept once, before the line fills.
    const keptFirst = ask(port, '/page/kept');
    await until(() => started.length === 1, 'the kept page to start');
    started[0]!.finish();
    expect((await keptFirst.answer).headers['x-cache']).toBe('MISS');

    const blocking = ask(port, '/page/blocking');
    await until(() => started.length === 2, 'the blocking page to start');
    const waiting = ask(port, '/page/waiting');
    await until(() => gate.waiting === 1, 'a page to wait');

    const kept = await ask(port, '/page/kept').answer;
    expect([kept.status, kept.headers['x-cache']]).toEqual([200, 'HIT']);
    const write = ask(port, '/page/write', { method: 'POST' });
    const admin = ask(port, '/page/admin', { headers: { authorization: 'Bearer token' } });
    await until(() => started.length === 4, 'the write and the admin read to start');
    expect(
      started
        .slice(2)
        .map((made) => made.name)
        .sort(),
    ).toEqual(['admin', 'write']);
    expect(gate.waiting).toBe(1);
    for (const made of started.slice(1)) made.finish();
    await until(() => started.length === 5, 'the waiting page to start');
    started[4]!.finish();
    for (const answer of [blocking, waiting, write, admin]) {
      expect((await answer.answer).status).toBe(200);
    }
    expect(gate.running).toBe(0);
  });

  it('makes one at a time while a back-office write is under way, for WRITE_FIRST_MS at most', async () => {
    const gate = createReadGate({ limit: 3, maxWaiting: 100, whileWriting: 1 });
    const { port } = await serverWith(gate);
    const asAdmin = { authorization: 'Token admin' };
    const name = (made: Made) => made.name;

    // A write is under way: one public answer at a time; it ends, and the line widens again.
    const write = ask(port, '/page/write', { method: 'POST', headers: asAdmin });
    await until(() => started.length === 1, 'the write to start');
    const pages = ['a', 'b', 'c'].map((page) => ask(port, `/page/${page}`));
    await until(() => gate.running + gate.waiting === 3, 'the pages to arrive');
    expect(started.map(name)).toEqual(['write', 'a']);
    expect(gate.waiting).toBe(2);
    started[0]!.finish();
    expect((await write.answer).status).toBe(200);
    await until(() => started.length === 4, 'the waiting pages to start');
    expect(gate.limit).toBe(3);

    // A write that takes longer (a new listing's photos) narrows the line only for its first
    // WRITE_FIRST_MS; the public's reads and the back office's own reads do not narrow it.
    for (const made of started.slice(1)) made.finish();
    await Promise.all(pages.map((page) => page.answer));
    const slow = ask(port, '/page/slow', { method: 'POST', headers: asAdmin });
    await until(() => started.length === 5, 'the slow write to start');
    const slowStarted = Date.now();
    expect(gate.limit).toBe(1);
    await until(() => gate.limit === 3, 'the line to widen');
    expect(Date.now() - slowStarted).toBeGreaterThanOrEqual(WRITE_FIRST_MS - 20);
    const adminRead = ask(port, '/page/admin-read', { headers: asAdmin });
    await until(() => started.length === 6, 'the admin read to start');
    expect(gate.limit).toBe(3);
    started[4]!.finish();
    started[5]!.finish();
    expect((await slow.answer).status).toBe(200);
    expect((await adminRead.answer).status).toBe(200);
    expect(gate.running).toBe(0);
  });

  it('narrows the line for writes a quarter of the time at most, however many writes come', async () => {
    vi.useFakeTimers({ now: 0 });
    try {
      const gate = createReadGate({ limit: 3, maxWaiting: 100, whileWriting: 1 });
      // A write narrows the line until it ends.
      const first = gate.writing();
      expect(gate.limit).toBe(1);
      vi.advanceTimersByTime(100);
      first();
      expect(gate.limit).toBe(3);

      // One that lasts narrows it only until the budget is spent (150 ms left, refilled at a
      // quarter of the time while spent: 200 ms), then the public's answers go at the full limit.
      const lasting = gate.writing();
      vi.advanceTimersByTime(199);
      expect(gate.limit).toBe(1);
      vi.advanceTimersByTime(2);
      expect(gate.limit).toBe(3);
      lasting();

      // Writes without a pause for 20 s, each for WRITE_FIRST_MS as the hook would: the line is
      // narrow about a quarter of the time.
      vi.advanceTimersByTime(10_000);
      let narrowMs = 0;
      let release = gate.writing();
      for (let ms = 1; ms <= 20_000; ms += 1) {
        vi.advanceTimersByTime(1);
        if (ms % WRITE_FIRST_MS === 0) {
          const next = gate.writing();
          release();
          release = next;
        }
        if (gate.limit === 1) narrowMs += 1;
      }
      release();
      expect(narrowMs).toBeLessThanOrEqual(20_000 * NARROWED_SHARE + NARROWED_MS_AT_MOST);
      expect(narrowMs).toBeGreaterThanOrEqual(20_000 * NARROWED_SHARE - NARROWED_MS_AT_MOST);
      expect(gate.limit).toBe(3);

      // Waiting answers start as soon as the line widens.
      const reply = () => ({ raw: new EventEmitter() }) as unknown as FastifyReply;
      vi.advanceTimersByTime(2_000);
      const write = gate.writing();
      const turns = [reply(), reply(), reply()].map((asker) => gate.enter(asker));
      await Promise.resolve();
      expect([gate.running, gate.waiting]).toEqual([1, 2]);
      write();
      expect(await Promise.all(turns)).toEqual(['go', 'go', 'go']);
      expect(gate.running).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
