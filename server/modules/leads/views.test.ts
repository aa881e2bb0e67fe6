import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listingViews, properties } from '../../db/schema';
import { insertListing } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { STAFF_COOKIE } from '../../../contract/lead-links';

/** Views of listings' pages, counted from the pages the server answers (decision 017). */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

let t: TestApp;
let villa: number;

beforeAll(async () => {
  t = await createTestApp({ web: true, env: { TRUST_PROXY: '1' } });
  villa = await insertListing(t.database.db, {
    title: 'Villa in Kakkanad',
    city: 'Kakkanad',
    type: 'Villa',
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(listingViews);
});

function open(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    url,
    headers: { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.10', ...headers },
  });
}

async function viewsOf(id: number) {
  await t.app.services.leads.flushViews();
  return t.database.db.select().from(listingViews).where(eq(listingViews.propertyId, id));
}

describe('listing views', () => {
  it('counts one view per visitor, listing and day, in either language and from the page cache', async () => {
    const first = await open(`/property/${villa}`);
    expect(first.statusCode).toBe(200);
    const again = await open(`/property/${villa}`);
    expect(again.headers['x-cache']).toBe('HIT');
    await open(`/ml/property/${villa}`);
    // Nothing is written until the flush: the page never waits for the database.
    expect(await t.database.db.select().from(listingViews)).toEqual([]);
    let views = await viewsOf(villa);
    expect(views).toHaveLength(1);
    expect(views[0]!.visitorHash).toMatch(/^[0-9a-f]{32}$/);

    // Another address (the proxy's X-Forwarded-For, TRUST_PROXY=1), answered from the cache.
    const other = await open(`/property/${villa}`, { 'x-forwarded-for': '198.51.100.20' });
    expect(other.headers['x-cache']).toBe('HIT');
    views = await viewsOf(villa);
    expect(views).toHaveLength(2);
  });

  it("counts a navigation inside the site (the page's data), not a prefetch", async () => {
    const data = await open(`/property/${villa}.data`);
    expect(data.statusCode).toBe(200);
    await open(`/property/${villa}.data`, {
      'x-forwarded-for': '198.51.100.30',
      'sec-purpose': 'prefetch',
    });
    expect(await viewsOf(villa)).toHaveLength(1);
  });

  it('does not count robots, staff, or pages that are not a public listing', async () => {
    await open(`/property/${villa}`, { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    await open(`/property/${villa}`, { 'user-agent': 'facebookexternalhit/1.1' });
    await open(`/property/${villa}`, { cookie: `${STAFF_COOKIE}=1` });
    const draft = await insertListing(t.database.db, {
      title: 'Draft villa',
      city: 'Kakkanad',
      type: 'Villa',
      status: 'draft',
    });
    expect((await open(`/property/${draft}`)).statusCode).toBe(404);
    expect((await open('/property/999999')).statusCode).toBe(404);
    await open(`/property-listing`);
    await t.app.services.leads.flushViews();
    expect(await t.database.db.select().from(listingViews)).toEqual([]);
  });

  it('skips the view of a listing deleted before the flush, and keeps the others', async () => {
    await t.database.db.delete(listingViews);
    const deleted = await insertListing(t.database.db, {
      title: 'Gone',
      city: 'Kakkanad',
      type: 'Villa',
    });
    await open(`/property/${deleted}`);
    await open(`/property/${villa}`);
    // The listing goes before the flush: its view is skipped, the batch's others are kept.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${deleted}/`,
      headers: await t.adminHeaders(),
    });
    expect(await viewsOf(villa)).toHaveLength(1);
    expect(await viewsOf(deleted)).toEqual([]);
  });

  it("deletes a listing's views with it, one listing or many at once (no foreign key: a trigger)", async () => {
    const listings = await Promise.all(
      ['One', 'Two', 'Three'].map((title) =>
        insertListing(t.database.db, {
          title: `Short-lived ${title}`,
          city: 'Kakkanad',
          type: 'Villa',
        }),
      ),
    );
    const [first, second, third] = listings as [number, number, number];
    for (const id of [...listings, villa]) await open(`/property/${id}`);
    for (const id of [...listings, villa]) expect(await viewsOf(id)).toHaveLength(1);

    await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${first}/`,
      headers: await t.adminHeaders(),
    });
    expect(await viewsOf(first)).toEqual([]);
    expect(await viewsOf(second)).toHaveLength(1);
    await t.database.db.delete(properties).where(inArray(properties.id, [second, third]));
    expect(await viewsOf(second)).toEqual([]);
    expect(await viewsOf(third)).toEqual([]);
    expect(await viewsOf(villa)).toHaveLength(1);
  });
});
