import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListing, listingBody, listingReferences, signIn } from './testing/live-api';
import { errorLines, type RunningServer, startServer } from './testing/process-server';
import { getRequest, rawExchange, type RawExchange, requestHead } from './testing/raw-http';
import { seededRandom } from './testing/seeded-random';

/**
 * The built server as a deploy runs it (`node dist/server/main.js`, no NODE_ENV) against
 * clients that misbehave: they hang up at random moments, send half a body or a broken Host,
 * or trickle a body byte by byte. It must answer everyone else and log no error (issue 11).
 */

const ADMIN = { email: 'robust@veedu.test', password: 'robust-pass-123' };
const PUBLIC_URL = 'https://veedu.example';

let server: RunningServer;
let dataDir: string;
let token: string;
let listingIds: number[];
let mediaUrl: string;
let assetUrl: string;

const ENCODINGS = ['br', 'gzip', 'br, gzip, deflate', 'identity', 'deflate', '*', 'gzip;q=0, br'];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-robust-'));
  server = await startServer({
    env: {
      DATA_DIR: dataDir,
      PUBLIC_URL,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  token = await signIn(server.url, ADMIN.email, ADMIN.password);
  const references = await listingReferences(server.url);
  const listings = [
    await createListing(server.url, token, references, 'storm-1', 2),
    await createListing(server.url, token, references, 'storm-2', 1),
  ];
  listingIds = listings.map((listing) => listing.id);
  mediaUrl = listings[0]?.images[0]?.image ?? '';
  const home = await (await fetch(server.url)).text();
  assetUrl = /\/assets\/[\w.-]+\.js/.exec(home)?.[0] ?? '';
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await rm(dataDir, { recursive: true, force: true });
});

function targets(): string[] {
  const [first, second] = listingIds;
  return [
    '/',
    '/property-listing',
    '/property-listing?type=rent&bedrooms=2&sort=price-asc',
    `/property/${first}`,
    `/property/${second}`,
    '/contact',
    '/about',
    '/no-such-page',
    '/sitemap.xml',
    '/robots.txt',
    '/api/properties/properties/?page=1',
    `/api/properties/properties/${first}/`,
    '/api/properties/states/',
    '/api/openapi.json',
    '/api/docs',
    mediaUrl,
    assetUrl,
    '/healthz',
  ];
}

async function inBatches<T>(tasks: (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < tasks.length; start += size) {
    results.push(...(await Promise.all(tasks.slice(start, start + size).map((task) => task()))));
  }
  return results;
}

function expectNoErrorLogged(): void {
  const logs = server.logs();
  expect(errorLines(logs), JSON.stringify(errorLines(logs).slice(0, 3))).toEqual([]);
  expect(server.output()).not.toMatch(/uncaught|unhandled|ERR_STREAM_PREMATURE_CLOSE/i);
}

async function expectStillServing(): Promise<void> {
  expect(server.isRunning(), server.output().slice(-2000)).toBe(true);
  for (const url of targets()) {
    const response = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status, url).toBe(url === '/no-such-page' ? 404 : 200);
    expect((await response.arrayBuffer()).byteLength, url).toBeGreaterThan(0);
  }
}

describe('the built server under misbehaving clients', () => {
  it('survives hundreds of requests aborted at random moments, with every encoding', async () => {
    expect(mediaUrl).toMatch(/^\/media\//);
    expect(assetUrl).toMatch(/^\/assets\//);
    const random = seededRandom(11);
    const paths = targets();
    const tasks: (() => Promise<RawExchange>)[] = [];
    for (let index = 0; index < 600; index += 1) {
      const url = paths[index % paths.length] ?? '/';
      const encoding = ENCODINGS[Math.floor(random() * ENCODINGS.length)] ?? 'br';
      const request = getRequest(url, { 'Accept-Encoding': encoding });
      const mode = index % 5;
      const reset = random() < 0.3;
      if (mode === 0) {
        // Gone right after asking.
        tasks.push(() => rawExchange(server.port, [request], { abortAfterMs: 0, reset }));
      } else if (mode === 1) {
        // Gone at a random moment while the answer is being made or sent.
        const wait = Math.floor(random() * 40);
        tasks.push(() => rawExchange(server.port, [request], { abortAfterMs: wait, reset }));
      } else if (mode === 2) {
        // Gone after the first bytes of the answer.
        const bytes = 1 + Math.floor(random() * 4000);
        tasks.push(() => rawExchange(server.port, [request], { abortAfterBytes: bytes, reset }));
      } else if (mode === 3) {
        // Gone halfway through the request line or headers.
        const cut = request.slice(0, 1 + Math.floor(random() * (request.length - 2)));
        tasks.push(() => rawExchange(server.port, [cut], { abortAfterMs: 5, reset }));
      } else {
        // A well-behaved client among them, who must get the whole answer.
        tasks.push(() => rawExchange(server.port, [request], { timeoutMs: 20_000 }));
      }
    }
    const results = await inBatches(tasks, 32);
    const complete = results.filter((_, index) => index % 5 === 4);
    for (const result of complete) {
      expect(result.closedBy).toBe('server');
      expect([200, 404]).toContain(result.status);
    }
    expect(results.filter((result) => (result.status ?? 0) >= 500)).toEqual([]);

    await expectStillServing();
    expectNoErrorLogged();
  }, 120_000);

  it('stores nothing from uploads, enquiries and sign-ins cut off mid-way', async () => {
    const admin = { authorization: `Token ${token}` };
    const listingsBefore = await countListings();
    const enquiriesBefore = await countEnquiries();

    const upload = new Request('http://x/', {
      method: 'POST',
      body: await listingBody(await listingReferences(server.url), 'cut-upload', 2),
    });
    const uploadBody = Buffer.from(await upload.arrayBuffer());
    const uploadType = upload.headers.get('content-type') ?? '';
    const enquiry = Buffer.from(
      JSON.stringify({
        name: 'Cut Off',
        email: 'cut@example.in',
        phone_number: '+919847000000',
        subject: 'Half an enquiry',
        message: 'This enquiry never arrives whole.',
        property_type: 'Residential',
      }),
    );
    const signInBody = Buffer.from(JSON.stringify(ADMIN));

    const tasks: (() => Promise<RawExchange>)[] = [];
    for (let index = 0; index < 60; index += 1) {
      const fraction = (index % 10) / 10 + 0.05;
      const reset = index % 3 === 0;
      const cut = (body: Buffer) => body.subarray(0, Math.floor(body.length * fraction));
      tasks.push(() =>
        rawExchange(
          server.port,
          [
            requestHead('POST', '/api/properties/properties/', uploadBody.length, {
              ...admin,
              'Content-Type': uploadType,
              'Accept-Encoding': 'br',
            }),
            cut(uploadBody),
          ],
          { abortAfterMs: 20, reset },
        ),
      );
      tasks.push(() =>
        rawExchange(
          server.port,
          [
            requestHead('POST', '/api/properties/contacts/', enquiry.length, {
              'Content-Type': 'application/json',
              'X-Forwarded-For': `198.51.100.${index}`,
            }),
            cut(enquiry),
          ],
          { abortAfterMs: 5, reset },
        ),
      );
      tasks.push(() =>
        rawExchange(
          server.port,
          [
            requestHead('POST', '/api/accounts/login/', signInBody.length, {
              'Content-Type': 'application/json',
            }),
            cut(signInBody),
          ],
          { abortAfterMs: 5, reset },
        ),
      );
    }
    await inBatches(tasks, 24);

    expect(await countListings()).toBe(listingsBefore);
    expect(await countEnquiries()).toBe(enquiriesBefore);
    // The cut uploads' temporary files went with their requests.
    await vi.waitFor(
      async () => expect(await readdir(path.join(dataDir, 'tmp', 'uploads'))).toEqual([]),
      { timeout: 5_000, interval: 100 },
    );
    await expectStillServing();
    expectNoErrorLogged();
  }, 120_000);

  it('answers pages from PUBLIC_URL whatever the Host header says', async () => {
    const [id] = listingIds;
    const requests = [
      `GET /property/${id} HTTP/1.0\r\n\r\n`,
      `GET /property/${id} HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n`,
      `GET /property/${id} HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n`,
      `GET /property/${id} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      `GET http://evil.example/property/${id} HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`,
      `GET //evil.example/ HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
    ];
    for (const request of requests) {
      const result = await rawExchange(server.port, [request], { timeoutMs: 20_000 });
      const text = result.received.toString('utf8');
      expect(result.status, request).toBeLessThan(500);
      expect(text).not.toContain('evil.example');
      if (request.startsWith(`GET /property/${id}`)) {
        expect(result.status, request).toBe(200);
        expect(text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/property/${id}"`);
      }
    }
    expectNoErrorLogged();
  }, 60_000);

  it('closes connections whose body arrives too slowly or stops', async () => {
    const body = Buffer.from(
      JSON.stringify({ email: 'slow@veedu.test', password: 'slow-pass-123456' }),
    );
    const head = requestHead('POST', '/api/accounts/login/', body.length, {
      'Content-Type': 'application/json',
    });
    const [stopped, trickled] = await Promise.all([
      // Shorter than its Content-Length, then silence.
      rawExchange(server.port, [head, body.subarray(0, 10)], { timeoutMs: 60_000 }),
      // One byte every two seconds.
      rawExchange(
        server.port,
        [head, ...Array.from(body.subarray(0, 20), (byte) => Buffer.from([byte]))],
        { gapMs: 2_000, timeoutMs: 60_000 },
      ),
    ]);
    for (const result of [stopped, trickled]) {
      expect(result.closedBy).toBe('server');
      expect(result.status).toBe(408);
      // Defaults: refused once it runs under 512 bytes/s after a 10 s grace period.
      expect(result.elapsedMs).toBeLessThan(15_000);
      expect(result.received.toString()).toContain('The request took too long to arrive.');
    }
    await expectStillServing();
    expectNoErrorLogged();
  }, 60_000);

  it('drains and stops cleanly on SIGTERM after all of this', async () => {
    expect(await server.stop(), server.output().slice(-2000)).toBe(0);
    expect(server.output()).toContain('shut down cleanly');
    expectNoErrorLogged();
  }, 30_000);
});

async function countListings(): Promise<number> {
  const response = await fetch(`${server.url}/api/properties/properties/?page=1`, {
    headers: { authorization: `Token ${token}` },
  });
  return ((await response.json()) as { count: number }).count;
}

async function countEnquiries(): Promise<number> {
  const response = await fetch(`${server.url}/api/properties/contacts/`, {
    headers: { authorization: `Token ${token}` },
  });
  return ((await response.json()) as { count: number }).count;
}
