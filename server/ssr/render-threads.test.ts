import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebLoadContext } from '../../contract/site';
import { pagesRendered } from '../observability/metrics';
import { encodeMultipart } from '../media/test-uploads';
import { insertListing } from '../testing/listings';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createCatalogueJson } from './catalogue-reader';
import { createRequestHandler } from 'react-router';
import { loadWebBuild, serverBuildFile } from './load-build';
import { readPageAnswer } from './page-answer';
import { REMOTE_METHODS, type RemotePart } from './render-protocol';
import { RenderThreads, RenderThreadStuck } from './render-threads';

/**
 * Pages made on render threads (RENDER_THREADS, docs/decisions/032): the same pages as the main
 * thread makes, their reads recorded for the page cache, failures logged, and a thread that
 * stops replaced while the main thread makes its pages. Runs on both engines.
 */

let threaded: TestApp;
let plain: TestApp;
let listingId: number;

/** Pages made so far on `on` (the apps of this file share the metrics). */
const pagesMade = async (on: 'thread' | 'main') =>
  (await pagesRendered.get()).values.find((value) => value.labels.on === on)?.value ?? 0;
const threadPages = () => pagesMade('thread');

beforeAll(async () => {
  threaded = await createTestApp({ web: true, env: { RENDER_THREADS: '1' } });
  // The same database, pages made on the main thread: what the threads' pages must equal.
  plain = await createTestApp({ web: true, database: threaded.database });
  listingId = await insertListing(threaded.database.db, {
    title: 'Lake-view villa in Kumarakom',
    city: 'Kottayam',
    type: 'Villa',
    price: 24_500_000,
    bedrooms: 4,
  });
  await insertListing(threaded.database.db, {
    title: 'Courtyard villa near Kottayam town',
    city: 'Kottayam',
    type: 'Villa',
    price: 23_000_000,
    bedrooms: 3,
  });
  await untilThreadMakesAPage((probe) => threaded.app.inject({ url: `/about?probe=${probe}` }));
}, 60_000);

/**
 * Until its thread is ready an app makes pages itself: asks for pages (`ask`, a new URL each
 * time: a kept page is not made again) until one is made on a thread.
 */
async function untilThreadMakesAPage(ask: (probe: number) => Promise<unknown>): Promise<void> {
  const before = await threadPages();
  const deadline = Date.now() + 30_000;
  for (let probe = 1; (await threadPages()) === before; probe += 1) {
    if (Date.now() > deadline) throw new Error('The render thread made no page within 30 s.');
    await ask(probe);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

afterAll(async () => {
  await plain.close();
  await threaded.close();
});

function get(app: TestApp, url: string, headers: Record<string, string> = {}, method = 'GET') {
  return app.app.inject({ method: method as 'GET' | 'HEAD', url, headers });
}

/** What must be the same wherever a page is made. */
function essentials(response: LightMyRequestResponse) {
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    csp: response.headers['content-security-policy'],
    location: response.headers.location,
    body: response.body,
  };
}

describe('render threads', () => {
  it('make the same pages as the main thread, and make them on the thread', async () => {
    const urls = [
      '/',
      '/property-listing',
      '/property-listing?location=Kottayam&sort=price-asc',
      `/property/${listingId}`,
      `/ml/property/${listingId}`,
      '/property/987654321',
      '/no-such-page',
      `/compare?ids=${listingId}`,
      `/property/${listingId}.data`,
      '/sitemap.xml',
    ];
    const [threadBefore, mainBefore] = [await threadPages(), await pagesMade('main')];
    for (const url of urls) {
      const [onThread, onMain] = [await get(threaded, url), await get(plain, url)];
      expect(essentials(onThread), url).toEqual(essentials(onMain));
    }
    // Every page the plain app made on its thread, the other made on its render thread.
    const mainMade = (await pagesMade('main')) - mainBefore;
    expect(mainMade).toBeGreaterThanOrEqual(urls.length - 1);
    expect((await threadPages()) - threadBefore).toBe(mainMade);
    // A HEAD has the page's status and headers, and no body.
    const head = await get(threaded, `/property/${listingId}`, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('send the page compressed as the client asks, the same bytes once decoded', async () => {
    const url = `/property/${listingId}?from=compressed`;
    const plainPage = await get(plain, url);
    const page = await get(threaded, url, { 'accept-encoding': 'br' });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString('utf8')).toBe(plainPage.body);
    // From memory now, in another coding: made from the same page.
    const gzipped = await get(threaded, url, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['x-cache']).toBe('HIT');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
  });

  it("record the page's reads: a change to the listing shows on the next request", async () => {
    const url = `/property/${listingId}`;
    expect((await get(threaded, url)).body).not.toContain('2.19');
    expect((await get(threaded, url)).headers['x-cache']).toBe('HIT');
    const { payload, headers } = await encodeMultipart([{ name: 'price', value: '21900000' }]);
    const changed = await threaded.app.inject({
      method: 'PATCH',
      url: `/api/properties/properties/${listingId}/`,
      headers: { ...(await threaded.adminHeaders()), ...headers },
      payload,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const next = await get(threaded, url);
    expect(next.headers['x-cache']).toBe('MISS');
    expect(next.body).toContain('2.19');
  });

  it('answer every page a thread holds before a closing server stops it', async () => {
    const closing = await createTestApp({
      web: true,
      database: threaded.database,
      env: { RENDER_THREADS: '1' },
    });
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(closing.app.server.address() as AddressInfo).port}`;
    await untilThreadMakesAPage((probe) =>
      fetch(`${base}/about?closing-probe=${probe}`).then((response) => response.text()),
    );
    let received = 0;
    closing.app.server.on('request', () => {
      received += 1;
    });
    const count = 12;
    const before = await threadPages();
    let lastAnswer = 0;
    // New URLs each (no kept page): every one is made on the thread while the server closes.
    const pages = Array.from({ length: count }, (_, index) =>
      fetch(`${base}/property-listing?closing=${index}`).then(async (response) => {
        const answer = { status: response.status, body: await response.text() };
        lastAnswer = performance.now();
        return answer;
      }),
    );
    while (received < count) await new Promise((resolve) => setTimeout(resolve, 1));
    await closing.close();
    const closedAt = performance.now();
    for (const page of await Promise.all(pages)) {
      expect(page.status).toBe(200);
      expect(page.body).toMatch(/<\/html>\s*$/);
    }
    expect(await threadPages()).toBe(before + count);
    expect(closedAt).toBeGreaterThanOrEqual(lastAnswer);
  }, 60_000);
});

describe('render threads on their own', () => {
  let threads: RenderThreads;
  const logged: { message: string; error: string }[] = [];
  const site: WebLoadContext['site'] = {
    name: 'Veedu',
    phone: '+91 484 000 0000',
    email: 'hello@example.com',
    whatsapp: '914840000000',
    publicUrl: 'http://localhost:3000',
    mapTiles: { url: 'https://tiles.example.com/{z}/{x}/{y}.png', attribution: 'Tiles' },
  };
  const unreachable = () => Promise.reject(new Error('the catalogue is unreachable'));
  /** Every method of a part of the load context, failing. */
  const failing = <Part extends RemotePart>(part: Part) =>
    Object.fromEntries(
      REMOTE_METHODS[part].map((method) => [method, unreachable]),
    ) as unknown as WebLoadContext[Part];
  /** A context whose every read fails, as when the database is away. */
  const failingContext = (): WebLoadContext => ({
    site,
    catalogue: failing('catalogue'),
    enquiries: failing('enquiries'),
    signIn: failing('signIn'),
    alerts: failing('alerts'),
    log: {
      error(details, message) {
        logged.push({ message, error: String((details.err as Error).message) });
      },
    },
  });
  const request = (url: string) => ({
    url: new URL(url, site.publicUrl),
    method: 'GET' as const,
    headers: [] as [string, string][],
    context: failingContext(),
  });

  beforeAll(async () => {
    threads = new RenderThreads({
      count: 1,
      buildFile: serverBuildFile,
      site,
      json: createCatalogueJson(plain.app.services),
      log: plain.app.log,
    });
    await threads.whenReady();
  }, 60_000);
  afterAll(() => threads.close());

  it("log a loader's failure with the error the main thread's read threw", async () => {
    logged.length = 0;
    const answer = await threads.render(request('/about'), () => {});
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.every((line) => line.error === 'the catalogue is unreachable')).toBe(true);
    // The page the main thread makes with the same failing reads.
    const loggedOnThread = logged.splice(0);
    const handle = createRequestHandler(await loadWebBuild(), 'production');
    const here = await readPageAnswer(
      await handle(new Request(new URL('/about', site.publicUrl)), failingContext()),
    );
    expect(answer.status).toBe(here.status);
    expect(Buffer.from(answer.body ?? []).toString()).toBe(Buffer.from(here.body ?? []).toString());
    expect(loggedOnThread).toEqual(logged);
  });

  it('start again after a crash; what it held fails as lost, so the server makes it itself', async () => {
    const lost = threads.render(request('/about'), () => {});
    await threads.crash();
    await expect(lost).rejects.toThrow(/render thread stopped/);
    expect(threads.isReady).toBe(false);
    await threads.whenReady();
    const answer = await threads.render(request('/about'), () => {});
    expect(answer.body?.length).toBeGreaterThan(1000);
  }, 30_000);

  describe('watched', () => {
    // Silence allowed: longer than a fresh thread's first page takes on a loaded CI machine (1 s
    // was not), far shorter than the hold below.
    const STUCK_AFTER_MS = 3_000;
    let watched: RenderThreads;
    const errors: string[] = [];
    beforeAll(async () => {
      const log = plain.app.log.child({});
      log.error = ((_details: unknown, message: string) => {
        errors.push(message);
      }) as typeof log.error;
      watched = new RenderThreads({
        count: 1,
        buildFile: serverBuildFile,
        site,
        json: createCatalogueJson(plain.app.services),
        log,
        stuckAfterMs: STUCK_AFTER_MS,
      });
      await watched.whenReady();
    }, 60_000);
    afterAll(() => watched.close());

    it('stop a thread that says nothing while it holds a page: 503 for the page, and it starts again', async () => {
      errors.length = 0;
      const page = watched.render(request('/about'), () => {});
      // The page is taken, then the thread is held, as by a page in a loop, for far longer than
      // it may be silent.
      watched.hold(30_000);
      const started = performance.now();
      const failure = await page.then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(failure).toBeInstanceOf(RenderThreadStuck);
      expect(failure).toMatchObject({ statusCode: 503, headers: { 'Retry-After': '5' } });
      // Within the silence allowed and a round of the watchdog, not after the 30 s hold.
      expect(performance.now() - started).toBeLessThan(STUCK_AFTER_MS + 5_000);
      expect(errors).toContain(
        'a render thread stopped answering; it is stopped and started again, and its pages are answered 503',
      );
      await watched.whenReady();
      expect((await watched.render(request('/about'), () => {})).body?.length).toBeGreaterThan(
        1000,
      );
    }, 60_000);

    it('leave a thread that waits longer than that for the main thread: it still answers', async () => {
      errors.length = 0;
      const slowContext = (): WebLoadContext => {
        const context = failingContext();
        // Every read answers (with a failure) after three times the silence allowed.
        const slow = () =>
          new Promise((_resolve, reject) =>
            setTimeout(() => reject(new Error('the catalogue is slow')), 3 * STUCK_AFTER_MS),
          );
        context.catalogue = Object.fromEntries(
          REMOTE_METHODS.catalogue.map((method) => [method, slow]),
        ) as unknown as WebLoadContext['catalogue'];
        return context;
      };
      const answer = await watched.render(
        { ...request('/about'), context: slowContext() },
        () => {},
      );
      expect(answer.body?.length).toBeGreaterThan(1000);
      expect(errors).toEqual([]);
    }, 60_000);
  });

  it('stop making a page whose client left', async () => {
    let abort = () => {};
    const page = threads.render(request('/property-listing'), (leave) => {
      abort = leave;
    });
    abort();
    // Made or given up, the answer comes, and the thread goes on making pages.
    await page.then(
      () => undefined,
      () => undefined,
    );
    expect((await threads.render(request('/about'), () => {})).body?.length).toBeGreaterThan(1000);
  });
});
