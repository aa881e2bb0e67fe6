import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type AuditEntry, auditMessages } from '../../../contract/audit';
import { ownersOnlyMessages } from '../../../contract/owners-only';
import type { Page } from '../../../contract/pagination';
import { adminUsers, auditLog, features, properties } from '../../db/schema';
import { encodeMultipart, type FormPart, makeTestImage } from '../../media/test-uploads';
import { insertListing, listingFormFields } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Actor, asActor } from './actor';

/**
 * The audit trail: the database records every write made as a back-office member (migration
 * 0009), and GET /api/audit/ reads it back with filters.
 */

const ADMIN = { email: 'audit@veedu.test', password: 'ledger-of-monsoon-26' };

let t: TestApp;
let token: string;
let actor: Actor & { id: number };

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.accounts.upsertAdmin(ADMIN.email, ADMIN.password, 'Audit Admin');
  const login = await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: ADMIN });
  token = login.json<{ token: string }>().token;
  const [me] = await t.database.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, ADMIN.email));
  actor = { id: me!.id, email: ADMIN.email };
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(auditLog);
});

const auth = () => ({ authorization: `Token ${token}` });

async function trail(query = ''): Promise<AuditEntry[]> {
  const response = await t.app.inject({ url: `/api/audit/?${query}`, headers: auth() });
  expect(response.statusCode).toBe(200);
  return response.json<Page<AuditEntry>>().data;
}

describe('the audit trail', () => {
  it('records a feature created, renamed and deleted through the API, with who and what', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/properties/features/',
      payload: { name: 'Rainwater harvesting' },
      headers: auth(),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/features/${id}/`,
      payload: { name: 'Rainwater harvesting pit' },
      headers: auth(),
    });
    expect(renamed.statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/features/${id}/`,
      headers: auth(),
    });
    expect(deleted.statusCode).toBe(204);

    const entries = await trail('entity=feature');
    expect(entries.map((entry) => entry.action)).toEqual(['deleted', 'updated', 'created']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ actor_id: actor.id, actor_email: ADMIN.email, entity_id: id });
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    }
    expect(entries[2]!.changes).toMatchObject({ name: [null, 'Rainwater harvesting'] });
    expect(entries[1]!.changes).toEqual({
      name: ['Rainwater harvesting', 'Rainwater harvesting pit'],
    });
    expect(entries[0]!.changes).toMatchObject({ name: ['Rainwater harvesting pit', null] });
  });

  it('records banners added and removed, without their image renditions', async () => {
    const body = await encodeMultipart([
      {
        name: 'image',
        filename: 'banner.jpg',
        data: await makeTestImage('jpeg', 1000, 600),
        type: 'image/jpeg',
      },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/properties/hero-banners/',
      payload: body.payload,
      headers: { ...body.headers, ...auth() },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/hero-banners/${id}/`,
      headers: auth(),
    });
    const entries = await trail('entity=hero_banner');
    expect(entries.map((entry) => [entry.action, entry.entity_id])).toEqual([
      ['deleted', id],
      ['created', id],
    ]);
    expect(Object.keys(entries[1]!.changes).sort()).toEqual(['id', 'image']);
  });

  it('records a listing created with a photo, edited, its photo removed, and deleted', async () => {
    const send = async (method: 'POST' | 'PATCH', url: string, values: Record<string, string>) => {
      const parts: FormPart[] = Object.entries(values).map(([name, value]) => ({ name, value }));
      if (method === 'POST') {
        parts.push({
          name: 'uploaded_images',
          filename: 'front.jpg',
          data: await makeTestImage('jpeg', 1200, 800),
          type: 'image/jpeg',
        });
      }
      const body = await encodeMultipart(parts);
      return t.app.inject({
        method,
        url,
        payload: body.payload,
        headers: { ...body.headers, ...auth() },
      });
    };
    const created = await send(
      'POST',
      '/api/properties/properties/',
      await listingFormFields(t.database.db),
    );
    expect(created.statusCode, created.body).toBe(201);
    const listing = created.json<{ id: number; images: { id: number }[] }>();
    const edited = await send('PATCH', `/api/properties/properties/${listing.id}/`, {
      price: '6250000',
      status: 'sold',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const photo = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${listing.id}/delete_image/`,
      payload: { image_id: listing.images[0]!.id },
      headers: auth(),
    });
    expect(photo.statusCode, photo.body).toBe(204);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${listing.id}/`,
      headers: auth(),
    });
    expect(deleted.statusCode).toBe(204);

    const entries = await trail(`property=${listing.id}`);
    expect(entries.map((entry) => `${entry.entity} ${entry.action}`)).toEqual([
      'property deleted',
      'property_image deleted',
      'property updated',
      'property_image created',
      'property created',
    ]);
    expect(entries[2]!.changes).toEqual({
      price: [6_500_000, 6_250_000],
      status: ['available', 'sold'],
    });
    expect(entries[4]!.changes).toMatchObject({ title: [null, '3 BHK apartment in Kakkanad'] });
    for (const entry of entries) expect(entry.actor_email).toBe(ADMIN.email);
  });

  it('records the features that came and went, not every feature sent again', async () => {
    const featureIds = (
      await t.database.db.select({ id: features.id }).from(features).limit(3)
    ).map((row) => String(row.id));
    const send = async (method: 'POST' | 'PATCH', url: string, parts: FormPart[]) => {
      const body = await encodeMultipart(parts);
      return t.app.inject({
        method,
        url,
        payload: body.payload,
        headers: { ...body.headers, ...auth() },
      });
    };
    const asParts = (values: Record<string, string>, chosen: string[]): FormPart[] => [
      ...Object.entries(values).map(([name, value]) => ({ name, value })),
      ...chosen.map((value) => ({ name: 'features', value })),
    ];
    const created = await send(
      'POST',
      '/api/properties/properties/',
      asParts(await listingFormFields(t.database.db), featureIds.slice(0, 2)),
    );
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    const url = `/api/properties/properties/${id}/`;
    expect(
      (await send('PATCH', url, asParts({ bedrooms: '4' }, featureIds.slice(0, 2)))).statusCode,
    ).toBe(200);
    expect(
      (await send('PATCH', url, asParts({}, [featureIds[0]!, featureIds[2]!]))).statusCode,
    ).toBe(200);

    const entries = await trail(`property=${id}&entity=property_feature`);
    expect(
      entries.map((entry) => [
        entry.action,
        entry.changes.feature_id?.[0] ?? entry.changes.feature_id?.[1],
      ]),
    ).toEqual([
      ['created', Number(featureIds[2])],
      ['deleted', Number(featureIds[1])],
      ['created', Number(featureIds[1])],
      ['created', Number(featureIds[0])],
    ]);
  });

  it("records an enquiry's status, its notes and its deletion, which erases the visitor's words", async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/properties/contacts/',
      payload: {
        name: 'Rahul Nair',
        email: 'rahul@example.in',
        phone_number: '+919846022222',
        subject: 'Villa in Kakkanad',
        property_type: 'Residential',
        message: 'Looking for a villa near Infopark for my parents, moving in March.',
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const list = await t.app.inject({ url: '/api/properties/contacts/', headers: auth() });
    const { id } = list.json<{ data: { id: number }[] }>().data[0]!;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/contacts/${id}/`,
      payload: { status: 'contacted' },
      headers: auth(),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const noted = await t.app.inject({
      method: 'POST',
      url: `/api/properties/contacts/${id}/notes/`,
      payload: { text: 'Called; visit on Saturday.' },
      headers: auth(),
    });
    expect(noted.statusCode, noted.body).toBe(201);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/contacts/${id}/`,
      headers: auth(),
    });
    const entries = (await trail()).filter((entry) => entry.entity.startsWith('enquiry'));
    expect(entries.map((entry) => `${entry.entity} ${entry.action}`)).toEqual([
      'enquiry_note deleted',
      'enquiry deleted',
      'enquiry_note created',
      'enquiry updated',
    ]);
    expect(entries[3]!.changes).toEqual({ status: ['new', 'contacted'] });
    // Deleted: the note's text and the visitor's data read "(erased)" (docs/decisions/021).
    expect(entries[2]!.changes).toMatchObject({ text: [null, '(erased)'] });
    expect(entries[1]!.changes).toMatchObject({
      name: ['(erased)', null],
      status: ['contacted', null],
    });
  });

  it('records nothing for writes made by no one (a visitor, the seed)', async () => {
    await t.database.db.insert(features).values({ name: 'Audit solar panels' });
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/properties/contacts/',
      payload: {
        name: 'Anjali Menon',
        email: 'anjali@example.in',
        phone_number: '+919846011111',
        subject: 'Flat in Kakkanad',
        property_type: 'Residential',
        message: 'Is the flat near Infopark still available for rent from January?',
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await trail()).toEqual([]);
  });

  it('keeps the actor to its transaction: the next write on the pool is no one’s', async () => {
    await asActor(t.database.db, actor, (tx) =>
      tx.insert(features).values({ name: 'Audit borewell' }).returning(),
    );
    // Every pooled connection in turn: none may still name the actor.
    const settings = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.database.db.execute(sql`select current_setting('veedu.actor_id', true) as actor`),
      ),
    );
    for (const result of settings) {
      const row = (result as unknown as { rows: { actor: string | null }[] }).rows[0];
      expect(row?.actor ?? '').toBe('');
    }
    await t.database.db.insert(features).values({ name: 'Audit generator' });
    const entries = await trail('entity=feature');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toMatchObject({ name: [null, 'Audit borewell'] });
  });

  it('never shows a password: a changed hash is "(hidden)"', async () => {
    const [before] = await t.database.db
      .select({ hash: adminUsers.passwordHash })
      .from(adminUsers)
      .where(eq(adminUsers.id, actor.id));
    await asActor(t.database.db, actor, (tx) =>
      tx
        .update(adminUsers)
        .set({ passwordHash: 'argon2-new-hash-for-test', name: 'Audit Lead' })
        .where(eq(adminUsers.id, actor.id)),
    );
    const [entry] = await trail('entity=user');
    expect(entry?.changes).toEqual({
      password: ['(hidden)', '(hidden)'],
      name: ['Audit Admin', 'Audit Lead'],
    });
    const raw = JSON.stringify(await trail());
    expect(raw).not.toContain('argon2-new-hash-for-test');
    expect(raw).not.toContain(before!.hash);
    await t.database.db
      .update(adminUsers)
      .set({ passwordHash: before!.hash, name: 'Audit Admin' })
      .where(eq(adminUsers.id, actor.id));
  });

  it("says a listing's deletion once, not once per feature that went with it", async () => {
    const id = await asActor(t.database.db, actor, (tx) =>
      insertListing(tx, {
        title: 'Courtyard house in Thrissur',
        city: 'Thrissur',
        type: 'House',
        featureNames: ['Parking', 'Garden'],
      }),
    );
    await asActor(t.database.db, actor, (tx) =>
      tx.update(properties).set({ price: 8_500_000 }).where(eq(properties.id, id)),
    );
    await asActor(t.database.db, actor, (tx) => tx.delete(properties).where(eq(properties.id, id)));

    const entries = await trail(`property=${id}`);
    const actions = entries.map((entry) => `${entry.entity} ${entry.action}`);
    expect(actions.slice(0, 2)).toEqual(['property deleted', 'property updated']);
    expect(actions.filter((action) => action === 'property_feature deleted')).toEqual([]);
    expect(actions.filter((action) => action === 'property_feature created')).toHaveLength(2);
    expect(entries[1]!.changes).toEqual({ price: [1_000_000, 8_500_000] });
  });

  it('records an invitation by its owner, with the token hidden', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/users/',
      payload: { email: 'new.agent@veedu.test', name: 'Nimmi Thomas', role: 'agent' },
      headers: auth(),
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [invitation] = await trail('entity=invitation');
    expect(invitation).toMatchObject({ action: 'created', actor_email: ADMIN.email });
    expect(invitation!.changes).toMatchObject({ email: [null, 'new.agent@veedu.test'] });
    expect(invitation!.changes.token).toEqual(['(hidden)', '(hidden)']);
  });

  it('filters by member, listing, kind and dates', async () => {
    await asActor(t.database.db, actor, (tx) => tx.insert(features).values({ name: 'Audit lift' }));
    await t.app.services.accounts.upsertAdmin('other@veedu.test', 'another-pass-26');
    const [otherRow] = await t.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, 'other@veedu.test'));
    await asActor(t.database.db, { id: otherRow!.id, email: 'other@veedu.test' }, (tx) =>
      tx.insert(features).values({ name: 'Audit gym' }),
    );
    expect((await trail(`actor=${actor.id}`)).map((entry) => entry.changes.name?.[1])).toEqual([
      'Audit lift',
    ]);
    expect((await trail(`actor=${otherRow!.id}`)).map((entry) => entry.changes.name?.[1])).toEqual([
      'Audit gym',
    ]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await trail(`from=${today}&to=${today}`)).toHaveLength(2);
    expect(await trail('to=2020-01-01')).toEqual([]);
    expect(await trail('entity=city')).toEqual([]);
    const actors = await t.app.inject({ url: '/api/audit/actors/', headers: auth() });
    expect(actors.json()).toEqual([
      { id: actor.id, email: ADMIN.email },
      { id: otherRow!.id, email: 'other@veedu.test' },
    ]);
    expect(await trail('property=999999')).toEqual([]);
  });

  it('refuses bad filters with messages, and anyone not signed in', async () => {
    const bad = async (query: string) => {
      const response = await t.app.inject({ url: `/api/audit/?${query}`, headers: auth() });
      expect(response.statusCode).toBe(400);
      return JSON.stringify(response.json());
    };
    expect(await bad('from=26-11-2026')).toContain(auditMessages.date);
    expect(await bad('from=2026-11-02&to=2026-11-01')).toContain(auditMessages.order);
    expect(await bad('entity=password')).toContain('Choose what the entries are about');
    expect(await bad('actor=abc')).toContain(auditMessages.id);
    const anonymous = await t.app.inject({ url: '/api/audit/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers owners only: an agent gets 403 saying the activity log is refused', async () => {
    await t.app.services.accounts.upsertAdmin('agent.audit@veedu.test', 'agent-pass-2026');
    await t.database.db
      .update(adminUsers)
      .set({ role: 'agent' })
      .where(eq(adminUsers.email, 'agent.audit@veedu.test'));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { email: 'agent.audit@veedu.test', password: 'agent-pass-2026' },
    });
    const agent = { authorization: `Token ${login.json<{ token: string }>().token}` };
    for (const url of ['/api/audit/', '/api/audit/actors/']) {
      const response = await t.app.inject({ url, headers: agent });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: ownersOnlyMessages.activity });
    }
  });
});
