import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PREVIEW_LINK_DAYS } from '../../../contract/listing-preview';
import type { PreviewLinkAnswer } from '../../../contract/property-write';
import { auditLog, listingViews, previewLinks, properties } from '../../db/schema';
import { insertListing } from '../../testing/listings';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Preview a listing as the public would see it (issue 15, item 8): a 7-day link to its page,
 * draft or not, for whoever holds it, never cached, never indexed, never counted as a view.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const DAY_MS = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Record<string, string>;
let draft: number;
let listed: number;

beforeAll(async () => {
  t = await createTestApp({ web: true });
  admin = await t.adminHeaders();
  draft = await insertListing(t.database.db, {
    title: 'Lake-view villa in Kumarakom',
    city: 'Kakkanad',
    type: 'Villa',
    status: 'draft',
  });
  listed = await insertListing(t.database.db, {
    title: 'Garden flat in Kakkanad',
    city: 'Kakkanad',
    type: 'Apartment',
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(previewLinks);
});

async function makeLink(id: number): Promise<PreviewLinkAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/properties/properties/${id}/preview/`,
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PreviewLinkAnswer>();
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

function open(path: string) {
  return t.app.inject({ url: path, headers: { 'user-agent': BROWSER } });
}

describe('making a preview link', () => {
  it('answers a 7-day link to the page in both languages, and keeps only its hash', async () => {
    const before = Date.now();
    const link = await makeLink(draft);
    const url = new URL(link.url);
    expect(url.pathname).toBe(`/property/${draft}`);
    const token = url.searchParams.get('preview') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pathOf(link.url_ml)).toBe(`/ml/property/${draft}?preview=${token}`);
    const expires = new Date(link.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + PREVIEW_LINK_DAYS * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + PREVIEW_LINK_DAYS * DAY_MS + 1000);

    const rows = await t.database.db.select().from(previewLinks);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('is recorded in the audit trail without its token', async () => {
    const link = await makeLink(draft);
    const token = new URL(link.url).searchParams.get('preview') ?? '';
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'preview_link'), eq(auditLog.propertyId, draft)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({ action: 'created', actorEmail: expect.any(String) });
    expect(entry!.changes.token).toEqual(['(hidden)', '(hidden)']);
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('needs a signed-in member, and a listing that exists', async () => {
    for (const headers of BAD_TOKEN_HEADERS) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/properties/properties/${draft}/preview/`,
        headers,
      });
      expect(response.statusCode).toBe(401);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/properties/properties/999999/preview/',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Property not found.' });
    expect(await t.database.db.select().from(previewLinks)).toEqual([]);
  });
});

describe('a preview page', () => {
  it("shows a draft's page to the link's holder only, never kept and never indexed", async () => {
    expect((await open(`/property/${draft}`)).statusCode).toBe(404);
    const link = await makeLink(draft);

    for (const path of [pathOf(link.url), pathOf(link.url_ml)]) {
      const page = await open(path);
      expect(page.statusCode, path).toBe(200);
      expect(page.body).toContain('Lake-view villa in Kumarakom');
      expect(page.body).toContain('class="detail-preview"');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      // Made for each request: no page cache, no ETag to revalidate against.
      expect(page.headers['x-cache']).toBeUndefined();
      expect(page.headers.etag).toBeUndefined();
    }
    const english = await open(pathOf(link.url));
    expect(english.body).toContain('This draft is not public yet');
    const again = await open(pathOf(link.url));
    expect(again.headers['x-cache']).toBeUndefined();

    // The public still finds nothing there, even after the preview was made.
    const publicPage = await open(`/property/${draft}`);
    expect(publicPage.statusCode).toBe(404);
    expect(publicPage.body).not.toContain('Lake-view villa in Kumarakom');
  });

  it('opens nothing with a wrong, malformed, expired or other listing’s token', async () => {
    const link = await makeLink(draft);
    const token = new URL(link.url).searchParams.get('preview') ?? '';
    const otherToken = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const attempts = [
      `/property/${draft}?preview=${otherToken}`,
      `/property/${draft}?preview=short`,
      `/property/${draft}?preview=`,
      `/property/${draft}?preview=${'%27'.repeat(50)}`,
      `/property/${listed}?preview=${token}`,
    ];
    for (const path of attempts) {
      const page = await open(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body).not.toContain('Lake-view villa in Kumarakom');
      expect(page.headers['cache-control']).toBe('private, no-store');
    }

    await t.database.db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(previewLinks.propertyId, draft));
    const expired = await open(pathOf(link.url));
    expect(expired.statusCode).toBe(404);
  });

  it('says so on a listing the public can see, and counts no view', async () => {
    await t.database.db.delete(listingViews);
    const link = await makeLink(listed);
    const page = await open(pathOf(link.url));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('This is the page as visitors see it');
    await t.app.services.leads.flushViews();
    expect(
      await t.database.db.select().from(listingViews).where(eq(listingViews.propertyId, listed)),
    ).toEqual([]);
  });

  it('stops working when the listing is deleted', async () => {
    const doomed = await insertListing(t.database.db, {
      title: 'Plot to be withdrawn',
      city: 'Kakkanad',
      type: 'Villa',
      status: 'draft',
    });
    const link = await makeLink(doomed);
    await t.database.db.delete(properties).where(eq(properties.id, doomed));
    expect(await t.database.db.select().from(previewLinks)).toEqual([]);
    expect((await open(pathOf(link.url))).statusCode).toBe(404);
  });
});
