import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TeamRole } from '../../../contract/agency';
import type { AuditEntry } from '../../../contract/audit';
import { PREVIEW_LINK_DAYS } from '../../../contract/listing-preview';
import type { Page } from '../../../contract/pagination';
import {
  type LivePreviewLink,
  type PreviewLinkAnswer,
  previewLinkMessages,
} from '../../../contract/property-write';
import { adminUsers, auditLog, listingViews, previewLinks, properties } from '../../db/schema';
import { insertListing } from '../../testing/listings';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';
import { asActor } from '../audit/actor';

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

async function makeLink(
  id: number,
  headers: Record<string, string> = admin,
): Promise<PreviewLinkAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/properties/properties/${id}/preview/`,
    headers,
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

let members = 0;

/** A new member of the role, signed in: their id and headers. */
async function member(role: TeamRole): Promise<{ id: number; headers: Record<string, string> }> {
  members += 1;
  const email = `member${members}@veedu.test`;
  const password = 'backwaters-2026';
  const { user } = await t.app.services.accounts.upsertAdmin(email, password, `Member ${members}`);
  await t.database.db.update(adminUsers).set({ role }).where(eq(adminUsers.id, user.id));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: { email, password },
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    id: user.id,
    headers: { authorization: `Token ${response.json<{ token: string }>().token}` },
  };
}

function listLinks(id: number, headers: Record<string, string> = admin) {
  return t.app.inject({ url: `/api/properties/properties/${id}/preview/`, headers });
}

function revoke(id: number, linkId: number, headers: Record<string, string> = admin) {
  return t.app.inject({
    method: 'DELETE',
    url: `/api/properties/properties/${id}/preview/${linkId}/`,
    headers,
  });
}

/** The page's data, as the site's own navigation asks for it (React Router's `.data` twin). */
function dataPathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}.data${parsed.search}`;
}

async function adminId(): Promise<number> {
  const me = await t.app.inject({ url: '/api/accounts/me/', headers: admin });
  return me.json<{ id: number }>().id;
}

/** The trail's entries about preview links, newest first, as an owner reads them. */
async function previewTrail(): Promise<AuditEntry[]> {
  const response = await t.app.inject({
    url: '/api/audit/?entity=preview_link&page_size=200',
    headers: admin,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<AuditEntry>>().data;
}

describe("a listing's live links (owners: issue 32, item 3)", () => {
  it('lists who made each, when, and when it ends, newest first, never a token', async () => {
    const agent = await member('agent');
    const first = await makeLink(draft);
    const second = await makeLink(draft, agent.headers);
    await makeLink(listed);
    const expired = await makeLink(draft);
    await t.database.db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(previewLinks.id, expired.id));

    const response = await listLinks(draft);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const links = response.json<LivePreviewLink[]>();
    expect(links).toEqual([
      {
        id: second.id,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        expires_at: second.expires_at,
        created_by: { id: agent.id, name: 'Member 1', email: 'member1@veedu.test' },
      },
      {
        id: first.id,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        expires_at: first.expires_at,
        created_by: { id: await adminId(), name: 'Staff', email: 'staff@veedu.test' },
      },
    ]);
    for (const link of [first, second]) {
      const token = new URL(link.url).searchParams.get('preview') ?? '';
      expect(response.body).not.toContain(token);
    }
    expect(response.body).not.toMatch(/token|hash/i);
  });

  it('answers an empty list for a listing without links, and 404 for no listing', async () => {
    expect((await listLinks(listed)).json()).toEqual([]);
    const missing = await listLinks(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Property not found.' });
  });

  it('revokes a link: its page and the page’s data answer 404 at once, and the trail says who', async () => {
    const link = await makeLink(draft);
    const kept = await makeLink(draft);
    expect((await open(pathOf(link.url))).statusCode).toBe(200);
    expect((await open(dataPathOf(link.url))).statusCode).toBe(200);
    expect((await open(pathOf(link.url_ml))).statusCode).toBe(200);

    const response = await revoke(draft, link.id);
    expect(response.statusCode, response.body).toBe(204);
    expect(response.body).toBe('');

    for (const path of [pathOf(link.url), dataPathOf(link.url), pathOf(link.url_ml)]) {
      const page = await open(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body).not.toContain('Lake-view villa in Kumarakom');
      expect(page.headers['x-cache'], path).toBeUndefined();
    }
    expect((await open(pathOf(kept.url))).statusCode).toBe(200);
    expect((await listLinks(draft)).json<LivePreviewLink[]>().map((row) => row.id)).toEqual([
      kept.id,
    ]);

    const [entry] = await previewTrail();
    expect(entry).toMatchObject({
      action: 'revoked',
      entity: 'preview_link',
      entity_id: link.id,
      property_id: draft,
      actor_id: await adminId(),
      actor_email: 'staff@veedu.test',
      changes: { token: ['(hidden)', '(hidden)'] },
    });
    expect(JSON.stringify(entry)).not.toContain(new URL(link.url).searchParams.get('preview'));
  });

  it('answers 404 for a link revoked already, expired, of another listing, or unknown', async () => {
    const link = await makeLink(draft);
    const other = await makeLink(listed);
    expect((await revoke(draft, link.id)).statusCode).toBe(204);
    await t.database.db
      .update(previewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(previewLinks.id, other.id));
    const live = await makeLink(listed);
    for (const [listing, linkId] of [
      [draft, link.id],
      [listed, other.id],
      [draft, live.id],
      [draft, 2147483647],
    ] as const) {
      const response = await revoke(listing, linkId);
      expect(response.statusCode, `${listing}/${linkId}`).toBe(404);
      expect(response.json()).toEqual({ detail: previewLinkMessages.notFound });
    }
    const noListing = await revoke(999999, live.id);
    expect(noListing.statusCode).toBe(404);
    expect(noListing.json()).toEqual({ detail: 'Property not found.' });
    expect((await open(pathOf(live.url))).statusCode).toBe(200);
  });

  it('is for owners: an agent makes links but gets 403 listing or revoking, and the link works on', async () => {
    const agent = await member('agent');
    const link = await makeLink(draft, agent.headers);
    for (const response of [
      await listLinks(draft, agent.headers),
      await revoke(draft, link.id, agent.headers),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: previewLinkMessages.ownersOnly });
    }
    expect((await open(pathOf(link.url))).statusCode).toBe(200);
    for (const headers of BAD_TOKEN_HEADERS) {
      expect((await listLinks(draft, headers)).statusCode).toBe(401);
      expect((await revoke(draft, link.id, headers)).statusCode).toBe(401);
    }
    expect((await open(pathOf(link.url))).statusCode).toBe(200);
  });
});

describe("a member's links end with their power (issue 32, item 3)", () => {
  const dismissals: [string, TeamRole, (memberId: number) => Promise<void>][] = [
    [
      'demoting an owner to agent',
      'owner',
      async (memberId) => {
        const response = await t.app.inject({
          method: 'PATCH',
          url: `/api/accounts/users/${memberId}/`,
          headers: admin,
          payload: { role: 'agent' },
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    ],
    [
      'deactivating an agent',
      'agent',
      async (memberId) => {
        const response = await t.app.inject({
          method: 'PATCH',
          url: `/api/accounts/users/${memberId}/`,
          headers: admin,
          payload: { is_active: false },
        });
        expect(response.statusCode, response.body).toBe(200);
      },
    ],
    [
      'deleting an owner’s account',
      'owner',
      async (memberId) => {
        await asActor(t.database.db, { id: await adminId(), email: 'staff@veedu.test' }, (tx) =>
          tx.delete(adminUsers).where(eq(adminUsers.id, memberId)),
        );
      },
    ],
  ];

  it.each(dismissals)(
    '%s ends the links they made: the draft no longer opens, and the trail names who',
    async (_how, role, dismiss) => {
      const b = await member(role);
      const theirs = [await makeLink(draft, b.headers), await makeLink(listed, b.headers)];
      const mine = await makeLink(draft);
      for (const link of theirs) expect((await open(pathOf(link.url))).statusCode).toBe(200);
      const trailBefore = await previewTrail();

      await dismiss(b.id);

      for (const link of theirs) {
        for (const path of [pathOf(link.url), dataPathOf(link.url), pathOf(link.url_ml)]) {
          expect((await open(path)).statusCode, path).toBe(404);
        }
      }
      expect((await open(pathOf(mine.url))).statusCode).toBe(200);
      const live = (await listLinks(draft)).json<LivePreviewLink[]>();
      expect(live.map((link) => link.id)).toEqual([mine.id]);

      const fresh = (await previewTrail()).filter(
        (entry) => !trailBefore.some((old) => old.id === entry.id),
      );
      expect(fresh.map((entry) => entry.entity_id).sort()).toEqual(
        theirs.map((link) => link.id).sort(),
      );
      for (const entry of fresh) {
        expect(entry).toMatchObject({
          action: 'revoked',
          actor_id: await adminId(),
          actor_email: 'staff@veedu.test',
          changes: expect.objectContaining({ created_by: [b.id, null] }),
        });
      }
    },
  );
});
