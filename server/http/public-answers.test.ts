import { sql } from 'drizzle-orm';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../contract/properties';
import { encodeMultipart, type FormPart, makeTestImage } from '../media/test-uploads';
import { listingFormFields } from '../testing/listings';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-answers';

/**
 * The public cache (issue 18) on the whole app with its pages: what is kept, for whom, and that
 * every kind of public write shows on the very next request. Runs on both engines.
 */

let t: TestApp;
let admin: Record<string, string>;
let listingForm: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ web: true });
  admin = await t.adminHeaders();
  listingForm = await listingFormFields(t.database.db, { type: 'Villa' });
});
afterAll(() => t.close());

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

/** Asks twice: the second answer must come from memory. Returns that one. */
async function warm(url: string): Promise<LightMyRequestResponse> {
  const first = await get(url);
  expect([200, 404], `${url}: ${first.body.slice(0, 200)}`).toContain(first.statusCode);
  const second = await get(url);
  expect(second.headers['x-cache'], url).toBe('HIT');
  expect(second.body).toBe(first.body);
  return second;
}

/** The next request after a write: made again, not served from memory. */
async function next(url: string): Promise<LightMyRequestResponse> {
  const response = await get(url);
  expect(response.headers['x-cache'], url).toBe('MISS');
  return response;
}

async function send(
  method: 'POST' | 'PATCH',
  url: string,
  parts: FormPart[],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = await encodeMultipart(parts);
  const response = await t.app.inject({ method, url, payload, headers: { ...admin, ...headers } });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

const fields = (values: Record<string, string>): FormPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

async function photo(name: string): Promise<FormPart> {
  return {
    name,
    filename: 'photo.jpeg',
    data: await makeTestImage('jpeg', 1200, 800),
    type: 'image/jpeg',
  };
}

async function createListing(title: string): Promise<Property> {
  const response = await send(
    'POST',
    '/api/properties/properties/',
    fields({ ...listingForm, title }),
  );
  return response.json<Property>();
}

const LIST = '/api/properties/properties/';

describe('public answers: headers', () => {
  it('keeps an anonymous answer, with a weak ETag, shared-cache headers and Vary', async () => {
    const url = '/api/properties/property-types/';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    const second = await get(url);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    for (const response of [first, second]) {
      expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(response.headers['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
      expect(String(response.headers.vary)).toMatch(/Accept-Encoding/);
      expect(String(response.headers.vary)).toMatch(/Authorization/);
    }
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('answers 304 to a client that has the current answer, and 200 to one that has not', async () => {
    for (const url of ['/property-listing', LIST]) {
      const { headers } = await warm(url);
      const etag = String(headers.etag);
      const notModified = await get(url, { 'if-none-match': etag });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      const listed = await get(url, { 'if-none-match': `W/"other", ${etag}` });
      expect(listed.statusCode).toBe(304);
      const stale = await get(url, { 'if-none-match': 'W/"not-this-one"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body.length).toBeGreaterThan(10);
    }
  });

  it('keeps each coding, and every coding is the same answer', async () => {
    const url = '/property-listing';
    const plain = await warm(url);
    for (const coding of ['br', 'gzip']) {
      const response = await get(url, { 'accept-encoding': coding });
      expect(response.headers['content-encoding']).toBe(coding);
      const again = await get(url, { 'accept-encoding': coding });
      expect(again.headers['x-cache']).toBe('HIT');
      expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
      expect(Number(again.headers['content-length'])).toBe(again.rawPayload.length);
    }
    const br = await get(url, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('lets a page run only its own inline scripts, by hash, with no nonce to reuse', async () => {
    const page = await warm('/');
    expect(page.body).not.toMatch(/\bnonce=/);
    const policy = String(page.headers['content-security-policy']);
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scriptSources).not.toMatch(/unsafe-inline|nonce-/);
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>/g)];
    expect(inline.length).toBeGreaterThan(0);
    expect(scriptSources.match(/'sha256-[A-Za-z0-9+/=]+'/g)?.length).toBeGreaterThanOrEqual(
      inline.length,
    );
  });
});

describe('public answers: every public write shows on the next request', () => {
  it('a listing created, changed, hidden, shown, given a photo, losing it, and deleted', async () => {
    const before = await warm(LIST);
    const count = before.json<{ count: number }>().count;
    await warm('/property-listing');

    const listing = await createListing('Harbour view flat in Kakkanad');
    const detailApi = `${LIST}${listing.id}/`;
    const detailPage = `/property/${listing.id}`;
    expect((await next(LIST)).json<{ count: number }>().count).toBe(count + 1);
    expect((await next('/property-listing')).body).toContain('Harbour view flat in Kakkanad');

    await warm(detailApi);
    await warm(detailPage);
    await send(
      'PATCH',
      detailApi,
      fields({ title: 'Harbour view flat, price revised', price: '3900000' }),
    );
    const changed = (await next(detailApi)).json<Property>();
    expect(Number(changed.price)).toBe(3_900_000);
    expect((await next(detailPage)).body).toContain('Harbour view flat, price revised');

    await warm(detailPage);
    await warm(LIST);
    await send('PATCH', detailApi, fields({ status: 'draft' }));
    expect((await next(detailPage)).statusCode).toBe(404);
    expect((await next(LIST)).json<{ count: number }>().count).toBe(count);

    await warm(detailPage);
    await send('PATCH', detailApi, fields({ status: 'available' }));
    expect((await next(detailPage)).statusCode).toBe(200);

    await warm(detailApi);
    await warm(detailPage);
    await send('PATCH', detailApi, [await photo('uploaded_images')]);
    const withPhoto = (await next(detailApi)).json<Property>();
    expect(withPhoto.images).toHaveLength(1);
    const image = withPhoto.images[0];
    if (!image) throw new Error('no image');
    // The folder of the photo's renditions: pages name them by size and format.
    const photoPath = new URL(image.image, 'http://x').pathname.replace(/[^/]*$/, '');
    expect((await next(detailPage)).body).toContain(photoPath);

    await warm(detailPage);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${detailApi}delete_image/`,
      headers: admin,
      payload: { image_id: image.id },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect((await next(detailPage)).body).not.toContain(photoPath);

    await warm(detailApi);
    await warm(detailPage);
    const deleted = await t.app.inject({ method: 'DELETE', url: detailApi, headers: admin });
    expect(deleted.statusCode).toBe(204);
    expect((await next(detailApi)).statusCode).toBe(404);
    expect((await next(detailPage)).statusCode).toBe(404);
  });

  it('banners added and removed', async () => {
    for (const path of ['hero-banners', 'offer-banners']) {
      const api = `/api/properties/${path}/`;
      await warm(api);
      await warm('/');
      const created = await send('POST', api, [await photo('image')]);
      const banner = created.json<{ id: number; image: string }>();
      const listed = (await next(api)).json<{ id: number }[]>();
      expect(listed.map((item) => item.id)).toContain(banner.id);
      // The folder of the banner's renditions: pages name them by size and format.
      const bannerPath = new URL(banner.image, 'http://x').pathname.replace(/[^/]*$/, '');
      expect((await next('/')).body).toContain(bannerPath);

      await warm(api);
      await warm('/');
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `${api}${banner.id}/`,
        headers: admin,
      });
      expect(removed.statusCode).toBe(204);
      expect((await next(api)).json<{ id: number }[]>().map((item) => item.id)).not.toContain(
        banner.id,
      );
      expect((await next('/')).body).not.toContain(bannerPath);
    }
  });

  it('property types and features created, renamed and deleted', async () => {
    for (const path of ['property-types', 'features']) {
      const api = `/api/properties/${path}/`;
      const inject = (method: 'POST' | 'PATCH' | 'DELETE', url: string, name?: string) =>
        t.app.inject({ method, url, headers: admin, ...(name ? { payload: { name } } : {}) });

      await warm(api);
      await warm('/about');
      const created = await inject('POST', api, `Houseboat ${path}`);
      expect(created.statusCode, created.body).toBe(201);
      const { id } = created.json<{ id: number }>();
      expect((await next(api)).body).toContain(`Houseboat ${path}`);
      // The header's Properties menu lists every property type, on every page.
      if (path === 'property-types') expect((await next('/about')).body).toContain('Houseboat');

      await warm(api);
      await warm('/about');
      expect((await inject('PATCH', `${api}${id}/`, `Tree house ${path}`)).statusCode).toBe(200);
      expect((await next(api)).body).toContain(`Tree house ${path}`);
      if (path === 'property-types') expect((await next('/about')).body).toContain('Tree house');

      await warm(api);
      expect((await inject('DELETE', `${api}${id}/`)).statusCode).toBe(204);
      expect((await next(api)).body).not.toContain(`Tree house ${path}`);
    }
  });

  it('a change made in the database directly (a script, the CLI) as well', async () => {
    await warm(LIST);
    const listing = await createListing('Paddy field view plot');
    await warm(`${LIST}${listing.id}/`);
    await t.database.db.execute(sql`update properties set price = 123456 where id = ${listing.id}`);
    expect(Number((await next(`${LIST}${listing.id}/`)).json<Property>().price)).toBe(123_456);
  });
});

describe('public answers: a write forgets only what it changes (issue 35)', () => {
  it('keeps the answers a change cannot reach, and makes again those it can', async () => {
    const rent = await createListing('Furnished flat for rent near Infopark');
    await send('PATCH', `${LIST}${rent.id}/`, fields({ property_for: 'rent', price: '25000' }));
    const sale = await createListing('Villa for sale in Kakkanad');
    await send('PATCH', `${LIST}${sale.id}/`, fields({ property_for: 'sell' }));
    const rentals = `${LIST}?type=rent&sort=price-asc`;
    const rentalsPage = '/property-listing?type=rent';
    const rentDetail = `${LIST}${rent.id}/`;
    const rentPage = `/property/${rent.id}`;
    const saleDetail = `${LIST}${sale.id}/`;
    for (const url of [rentals, rentalsPage, rentDetail, rentPage, saleDetail]) await warm(url);

    // A listing for sale changes: no answer about rentals shows it, nor the rental's page
    // (its similar listings are rentals).
    await send('PATCH', saleDetail, fields({ price: '8800000', title: 'Villa, price revised' }));
    for (const url of [rentals, rentalsPage, rentDetail, rentPage]) {
      const again = await get(url);
      expect(again.headers['x-cache'], url).toBe('HIT');
    }
    expect((await next(saleDetail)).json<Property>().title).toBe('Villa, price revised');

    // The rental changes: every answer that shows it is made again.
    await send('PATCH', rentDetail, fields({ price: '24000' }));
    expect(Number((await next(rentDetail)).json<Property>().price)).toBe(24_000);
    expect((await next(rentPage)).body).toContain('24,000');
    expect((await next(rentals)).json<{ data: Property[] }>().data.map((l) => l.id)).toContain(
      rent.id,
    );
    await next(rentalsPage);

    // A new rental cheaper than every other comes first in the rentals sorted by price.
    await warm(rentals);
    const cheaper = await createListing('Room for rent in Edappally');
    await send('PATCH', `${LIST}${cheaper.id}/`, fields({ property_for: 'rent', price: '1' }));
    expect((await next(rentals)).json<{ data: Property[] }>().data[0]?.id).toBe(cheaper.id);

    // What every page shows (the site facts) makes every answer again.
    await warm(rentDetail);
    await t.database.db.execute(sql`update site_facts set clients_served = clients_served + 1`);
    await next(rentDetail);
  });
});

describe('public answers: never leaking', () => {
  it('never serves an admin’s answer to a visitor, nor a visitor’s to an admin', async () => {
    const draft = await createListing('Unpublished penthouse');
    await send('PATCH', `${LIST}${draft.id}/`, fields({ status: 'draft' }));
    const url = `${LIST}?status=all&q=Unpublished`;

    const asAdmin = await get(url, admin);
    expect(asAdmin.headers['x-cache']).toBe('BYPASS');
    expect(asAdmin.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(asAdmin.body).toContain('Unpublished penthouse');

    const asVisitor = await get(url);
    expect(asVisitor.headers['x-cache']).toBe('MISS');
    expect(asVisitor.body).not.toContain('Unpublished penthouse');
    expect((await get(url)).headers['x-cache']).toBe('HIT');

    const adminAgain = await get(url, admin);
    expect(adminAgain.headers['x-cache']).toBe('BYPASS');
    expect(adminAgain.body).toContain('Unpublished penthouse');
  });

  it('never answers a request that carries a cookie or credentials from memory', async () => {
    await warm('/property-listing');
    const credentials: Record<string, string>[] = [
      { cookie: 'sessionid=abc' },
      { authorization: 'Token not-a-real-token-0123456789' },
    ];
    for (const headers of credentials) {
      const response = await get('/property-listing', headers);
      expect(response.headers['x-cache']).toBe('BYPASS');
      expect(response.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    }
  });

  it('answers a request carrying only the language choice from memory', async () => {
    await warm('/ml/property-listing');
    const chosen = await get('/ml/property-listing', { cookie: 'veedu_lang=ml' });
    expect(chosen.headers['x-cache']).toBe('HIT');
    expect(chosen.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // With any other cookie beside it, the request is someone's.
    const mixed = await get('/ml/property-listing', { cookie: 'veedu_lang=ml; sessionid=abc' });
    expect(mixed.headers['x-cache']).toBe('BYPASS');
  });

  it("keys pages by the currency a visitor chose, and never serves one visitor's to another", async () => {
    const listing = await createListing('Villa for a family in Dubai');
    const url = `/property/${listing.id}`;
    const converted = /≈ AED\u00a0[\d,.]+/;
    const plain = await warm(url);
    expect(plain.body).not.toMatch(converted);
    expect(plain.headers.vary).toMatch(/\bCookie\b/);

    // The switch's link: the cookie is set, privately; the page already shows dirhams.
    const chosen = await get(`${url}?currency=AED`);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.headers['set-cookie']).toMatch(
      /^veedu_currency=AED; Path=\/; Max-Age=\d+; SameSite=Lax/,
    );
    expect(chosen.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(chosen.body).toMatch(converted);

    // The visitor's next pages: by the cookie, kept under its own key.
    const first = await get(url, { cookie: 'veedu_lang=en; veedu_currency=AED' });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.body).toMatch(converted);
    const again = await get(url, { cookie: 'veedu_currency=AED' });
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toMatch(converted);
    expect(again.headers['set-cookie']).toBeUndefined();
    // Another visitor, without the cookie, gets rupees only, from memory.
    const other = await get(url);
    expect(other.headers['x-cache']).toBe('HIT');
    expect(other.body).not.toMatch(/≈ [A-Z]{3}\u00a0/);
    // Another currency is another answer; a cookie of nothing we know is rupees only.
    expect((await get(url, { cookie: 'veedu_currency=KWD' })).body).toMatch(/≈ KWD\u00a0[\d,.]+/);
    expect((await get(url, { cookie: 'veedu_currency=EUR' })).body).not.toMatch(/≈ [A-Z]{3}\u00a0/);
    // A link that agrees with the cookie is kept; `INR` goes back to rupees and says so.
    await get(`${url}?currency=AED`, { cookie: 'veedu_currency=AED' });
    const agreed = await get(`${url}?currency=AED`, { cookie: 'veedu_currency=AED' });
    expect(agreed.headers['x-cache']).toBe('HIT');
    const back = await get(`${url}?currency=INR`, { cookie: 'veedu_currency=AED' });
    expect(back.headers['set-cookie']).toMatch(/^veedu_currency=INR;/);
    expect(back.body).not.toMatch(/≈ [A-Z]{3}\u00a0/);
  });

  it('never points the currency switch at another host, nor echoes a path no page has', async () => {
    const response = await get('//evil.example/x');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('href="/?currency=AED"');
    expect(response.body).not.toContain('evil.example');
    const page = await get('/contact?x=1');
    expect(page.body).toContain('href="/contact?x=1&amp;currency=AED"');
  });

  it('sends a visitor who chose Malayalam from / to /ml/, privately, and no one else', async () => {
    const chosen = await get('/?type=rent', { cookie: 'other=1; veedu_lang=ml' });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/ml/?type=rent');
    expect(chosen.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    for (const cookie of ['veedu_lang=en', 'veedu_lang=fr', undefined]) {
      const response = await get('/', cookie ? { cookie } : {});
      expect(response.statusCode, cookie).toBe(200);
    }
    // Only the site's address: an English page stays English whatever was chosen.
    const page = await get('/contact', { cookie: 'veedu_lang=ml' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="en-IN"');
  });

  it('keeps no back-office page', async () => {
    const first = await get('/admin/login');
    const second = await get('/admin/login');
    expect(second.headers['x-cache']).toBeUndefined();
    expect(first.headers['cache-control'] ?? '').not.toMatch(/public/);
  });
});

describe('public answers: test routes', () => {
  let app: TestApp;
  const calls = new Map<string, number>();
  const count = (name: string) => calls.set(name, (calls.get(name) ?? 0) + 1);

  function addRoutes(instance: FastifyInstance) {
    const isPublic = { config: { publicCache: true } };
    instance.get('/test/cookie', isPublic, async (_request, reply) => {
      count('cookie');
      return reply.header('set-cookie', 'seen=1').send({ hello: 'visitor' });
    });
    instance.get('/test/broken', isPublic, async () => {
      count('broken');
      throw new Error('broken on purpose');
    });
    instance.get('/test/missing', isPublic, async (_request, reply) => {
      count('missing');
      return reply.code(404).send({ detail: 'Not found.' });
    });
    instance.get('/test/slow', isPublic, async () => {
      count('slow');
      await new Promise((resolve) => setTimeout(resolve, 150));
      return { made: 'once', padding: 'x'.repeat(5_000) };
    });
    instance.get('/test/big/:n', isPublic, async (request) => {
      count('big');
      const { n } = request.params as { n: string };
      return { n, text: `${n}-`.repeat(50_000).slice(0, 100_000) };
    });
  }

  beforeAll(async () => {
    app = await createTestApp({ env: { PAGE_CACHE_MB: '1' }, beforeReady: addRoutes });
  });
  afterAll(() => app.close());

  const hit = (url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url, headers });

  it('never keeps an answer that sets a cookie', async () => {
    await hit('/test/cookie');
    const second = await hit('/test/cookie');
    expect(second.headers['set-cookie']).toBe('seen=1');
    expect(second.headers['x-cache']).toBeUndefined();
    expect(calls.get('cookie')).toBe(2);
  });

  it('keeps a 404 but never a 500', async () => {
    await hit('/test/broken');
    expect((await hit('/test/broken')).statusCode).toBe(500);
    expect(calls.get('broken')).toBe(2);
    await hit('/test/missing');
    const missing = await hit('/test/missing');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-cache']).toBe('HIT');
    expect(calls.get('missing')).toBe(1);
  });

  it('makes an answer once for 50 visitors who ask at the same moment', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => hit('/test/slow')));
    expect(calls.get('slow')).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'MISS')).toHaveLength(1);
    expect(answers.filter((answer) => answer.headers['x-cache'] === 'HIT')).toHaveLength(49);
  });

  it('stays within its memory bound (PAGE_CACHE_MB), dropping the least recently used', async () => {
    const cache = app.app.publicCache;
    if (!cache) throw new Error('the cache is on in this app');
    for (let n = 0; n < 30; n++) {
      expect((await hit(`/test/big/${n}`)).statusCode).toBe(200);
      expect(cache.stats().bytes).toBeLessThanOrEqual(1024 * 1024);
    }
    expect(cache.stats().entries).toBeGreaterThan(4);
    expect((await hit('/test/big/29')).headers['x-cache']).toBe('HIT');
    expect((await hit('/test/big/0')).headers['x-cache']).toBe('MISS');
  });
});

describe('public answers: PAGE_CACHE=off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ env: { PAGE_CACHE: 'off' }, web: true });
  });
  afterAll(() => off.close());

  it('keeps nothing, but still sends ETags, shared-cache headers and 304s', async () => {
    expect(off.app.publicCache).toBeNull();
    for (const url of ['/property-listing', LIST]) {
      const first = await off.app.inject({ method: 'GET', url });
      const second = await off.app.inject({ method: 'GET', url });
      expect(second.headers['x-cache']).toBeUndefined();
      expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(second.headers.etag).toBe(first.headers.etag);
      const notModified = await off.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(notModified.statusCode).toBe(304);
    }
  });
});
