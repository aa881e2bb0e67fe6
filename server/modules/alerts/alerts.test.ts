import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { alertMessages, MAX_ALERTS_PER_ADDRESS } from '../../../contract/alerts';
import { alertSubscribers, mailOutbox, searchAlerts } from '../../db/schema';
import { readMail } from '../../testing/mail-text';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ALERT_SAVE_ANSWER } from './alerts.routes';

/**
 * Saved searches (issue 36, items 2, 4 and 6) through the API, on both engines: the save that
 * answers the same for every address, the double opt-in, the manage link, one-click leaving
 * (RFC 8058), the caps and limits, erasure, and the deletion of alerts never confirmed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.resetRateLimits());

const SAVE = '/api/alerts/';
let addressCount = 0;
/** A fresh address per test: the per-address limits and the mails are each test's own. */
const newAddress = () => `seeker${++addressCount}.${Date.now()}@example.in`;

function save(body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: SAVE, payload: body });
}

const search = (email: string, more: Record<string, unknown> = {}) => ({
  email,
  query: '?type=rent&beds=2&sort=price-asc&page=3',
  frequency: 'daily',
  language: 'en',
  page: '/property-listing?type=rent&beds=2',
  ...more,
});

/** The mails sent to `email` so far, read as a mail client would. */
async function mailsTo(email: string) {
  const all = (await t.outbox()).map(readMail);
  return all.filter((mail) => mail.headers.to === email);
}

async function confirmToken(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const link = /\/alerts\/confirm\?token=([\w-]+)/.exec(mails.at(-1)?.text ?? '');
  if (!link?.[1]) throw new Error(`no confirmation link in the mail to ${email}`);
  return link[1];
}

async function alertsOf(email: string) {
  return t.database.db
    .select({ alert: searchAlerts, subscriber: alertSubscribers })
    .from(searchAlerts)
    .innerJoin(alertSubscribers, eq(alertSubscribers.id, searchAlerts.subscriberId))
    .where(eq(alertSubscribers.email, email));
}

async function confirmedManageToken(email: string): Promise<string> {
  await save(search(email));
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/alerts/confirm/',
    payload: { token: await confirmToken(email) },
  });
  expect(confirmed.statusCode).toBe(200);
  return confirmed.json().manage_token;
}

describe('saving a search', () => {
  it('answers 202, stores it unconfirmed with its consent, and sends one confirmation mail', async () => {
    const email = newAddress();
    const answer = await save(search(email.toUpperCase()));
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ detail: ALERT_SAVE_ANSWER });
    const [row] = await alertsOf(email);
    // The filters only, in their one written form: no order, no page.
    expect(row?.alert).toMatchObject({
      query: 'type=rent&beds=2',
      frequency: 'daily',
      language: 'en',
      consentPage: '/property-listing?type=rent&beds=2',
      confirmedAt: null,
    });
    expect(row?.alert.confirmTokenHash).toEqual(expect.any(String));
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers.subject).toContain('Confirm your');
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/alerts/confirm?token=`);
    expect(mails[0]?.text).toContain(`${t.config.publicUrl}/property-listing?type=rent&beds=2`);
    // The token itself is never stored: only its hash.
    expect(row?.alert.confirmTokenHash).not.toBe(await confirmToken(email));
  });

  it('answers the same for an address that already has this search, and tells only its owner', async () => {
    const email = newAddress();
    await confirmedManageToken(email);
    const again = await save(search(email, { frequency: 'weekly' }));
    expect(again.statusCode).toBe(202);
    expect(again.json()).toEqual({ detail: ALERT_SAVE_ANSWER });
    expect(await alertsOf(email)).toHaveLength(1);
    const mails = await mailsTo(email);
    expect(mails.at(-1)?.headers.subject).toContain('already saved');
  });

  it('sends a new link for the same search saved again before it was confirmed', async () => {
    const email = newAddress();
    await save(search(email));
    const first = await confirmToken(email);
    await save(search(email, { frequency: 'instant', language: 'ml' }));
    const second = await confirmToken(email);
    expect(second).not.toBe(first);
    const rows = await alertsOf(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.alert).toMatchObject({ frequency: 'instant', language: 'ml' });
    // The first link no longer confirms; the new one does, in Malayalam's pages.
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/confirm/',
      payload: { token: first },
    });
    expect(old.statusCode).toBe(404);
    expect((await mailsTo(email)).at(-1)?.text).toContain('/ml/alerts/confirm?token=');
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const email = newAddress();
    const cases: [Record<string, unknown>, string][] = [
      [search('not-an-address'), 'email'],
      [search(email, { frequency: 'hourly' }), 'frequency'],
      [search(email, { language: 'fr' }), 'language'],
      [search(email, { query: `type=rent&${'x'.repeat(2_100)}` }), 'query'],
      [search(email, { page: 'https://elsewhere.example/' }), 'page'],
    ];
    for (const [body, field] of cases) {
      const answer = await save(body);
      expect(answer.statusCode, field).toBe(400);
      expect(Object.keys(answer.json()), field).toContain(field);
    }
    expect(await alertsOf(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  it(`keeps at most ${MAX_ALERTS_PER_ADDRESS} alerts an address, and says so in the mail`, async () => {
    const email = newAddress();
    const { db } = t.database;
    await save(search(email, { query: 'location=Kochi' }));
    const [{ subscriber } = { subscriber: undefined }] = await alertsOf(email);
    // Nine more, written directly: the per-address mail limit would stop saves past three.
    await db.insert(searchAlerts).values(
      Array.from({ length: MAX_ALERTS_PER_ADDRESS - 1 }, (_, index) => ({
        subscriberId: subscriber!.id,
        query: `location=Town${index + 2}`,
        frequency: 'weekly' as const,
        language: 'en' as const,
        consentPage: '/property-listing',
      })),
    );
    expect((await save(search(email, { query: 'location=Thrissur' }))).statusCode).toBe(202);
    expect(await alertsOf(email)).toHaveLength(MAX_ALERTS_PER_ADDRESS);
    expect((await mailsTo(email)).at(-1)?.headers.subject).toContain('alerts are full');
  });

  it('sends an address at most three mails an hour, whoever asks; the answer stays 202', async () => {
    const email = newAddress();
    for (const district of [1, 2, 3, 4, 5]) {
      const answer = await save(search(email, { query: `location=Town${district}` }));
      expect(answer.statusCode).toBe(202);
    }
    expect(await mailsTo(email)).toHaveLength(3);
    expect(await alertsOf(email)).toHaveLength(3);
  });

  it('limits saves per client with 429', async () => {
    const codes: number[] = [];
    for (let index = 0; index < 11; index++)
      codes.push((await save(search(newAddress()))).statusCode);
    expect(codes.slice(0, 10).every((code) => code === 202)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('confirming', () => {
  it('starts the alert once, and answers its manage link', async () => {
    const email = newAddress();
    await save(search(email));
    const token = await confirmToken(email);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/confirm/',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      alert: { query: 'type=rent&beds=2', frequency: 'daily', confirmed: true, paused: false },
      manage_token: expect.stringMatching(/^\d+\.[\w-]+$/),
    });
    const [row] = await alertsOf(email);
    expect(row?.alert.confirmedAt).not.toBeNull();
    expect(row?.alert.confirmTokenHash).toBeNull();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/confirm/',
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: alertMessages.linkNotFound });
  });

  it('does not confirm with a link older than 7 days, and housekeeping deletes such alerts', async () => {
    const email = newAddress();
    await save(search(email));
    const token = await confirmToken(email);
    // Saved eight days ago, address and all.
    const [saved] = await alertsOf(email);
    await t.database.db
      .update(searchAlerts)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(searchAlerts.id, saved!.alert.id));
    await t.database.db
      .update(alertSubscribers)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(alertSubscribers.id, saved!.subscriber.id));
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/confirm/',
      payload: { token },
    });
    expect(late.statusCode).toBe(404);
    // A confirmed alert of another address, as old, stays.
    const keeper = newAddress();
    await confirmedManageToken(keeper);
    await t.database.db.execute(
      sql`update search_alerts set created_at = now() - interval '30 days' where confirmed_at is not null`,
    );
    expect(await t.app.services.alerts.deleteUnconfirmed()).toBeGreaterThanOrEqual(1);
    expect(await alertsOf(email)).toEqual([]);
    const [gone] = await t.database.db
      .select()
      .from(alertSubscribers)
      .where(eq(alertSubscribers.email, email));
    expect(gone).toBeUndefined();
    expect(await alertsOf(keeper)).toHaveLength(1);
  });

  it('refuses a token that was never sent', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/confirm/',
      payload: { token: 'A'.repeat(32) },
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('managing and leaving', () => {
  it('lists, changes, pauses and deletes by the manage link, and refuses an altered one', async () => {
    const email = newAddress();
    const token = await confirmedManageToken(email);
    const listed = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/manage/',
      payload: { token },
    });
    expect(listed.statusCode).toBe(200);
    const [alert] = listed.json().alerts;
    expect(listed.json()).toMatchObject({ email, alerts: [{ confirmed: true, paused: false }] });

    const paused = await t.app.inject({
      method: 'PATCH',
      url: '/api/alerts/manage/',
      payload: { token, alert_id: alert.id, paused: true, frequency: 'weekly' },
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().alerts[0]).toMatchObject({ paused: true, frequency: 'weekly' });

    const nothing = await t.app.inject({
      method: 'PATCH',
      url: '/api/alerts/manage/',
      payload: { token, alert_id: alert.id },
    });
    expect(nothing.statusCode).toBe(400);

    // Someone else's alert id through this link: not found, and untouched.
    const other = newAddress();
    await confirmedManageToken(other);
    const [theirs] = await alertsOf(other);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/remove/',
      payload: { token, alert_id: theirs!.alert.id },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await alertsOf(other)).toHaveLength(1);

    const [id, mac] = token.split('.');
    for (const altered of [
      `${Number(id) + 1}.${mac}`,
      `${id}.${mac!.slice(0, -2)}xx`,
      'x.y'.padEnd(20, 'z'),
    ]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/alerts/manage/',
        payload: { token: altered },
      });
      expect(answer.statusCode).toBe(404);
    }

    const removed = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/remove/',
      payload: { token, alert_id: alert.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().alerts).toEqual([]);
  });

  it('leaves in one click (RFC 8058): the address, its alerts and its waiting mail go', async () => {
    const email = newAddress();
    const token = await confirmedManageToken(email);
    const [{ subscriber } = { subscriber: undefined }] = await alertsOf(email);
    // A mail still waiting for it (as an alert mail would be).
    await t.database.db.insert(mailOutbox).values({
      recipient: email,
      subject: 'New homes',
      text: 'waiting',
      alertSubscriberId: subscriber!.id,
      nextAttemptAt: sql`now() + interval '1 hour'`,
    });
    const opened = await t.app.inject({
      url: `/api/alerts/unsubscribe/?token=${encodeURIComponent(token)}`,
    });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/alerts/manage?token=${encodeURIComponent(token)}`);
    // The manage page in the language of the address's newest alert.
    await save(search(email, { query: 'location=Kollam', language: 'ml' }));
    const inMalayalam = await t.app.inject({
      url: `/api/alerts/unsubscribe/?token=${encodeURIComponent(token)}`,
    });
    expect(inMalayalam.headers.location).toBe(
      `/ml/alerts/manage?token=${encodeURIComponent(token)}`,
    );
    expect(await alertsOf(email)).toHaveLength(2);

    const clicked = await t.app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe/?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(204);
    expect(await alertsOf(email)).toEqual([]);
    const waiting = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recipient, email));
    expect(waiting).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/alerts/leave/',
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('erasure', () => {
  it("erases an address's alerts and the copies of its mail with the rest of a person's data", async () => {
    const email = newAddress();
    await confirmedManageToken(email);
    await save(search(email, { query: 'location=Kannur' }));
    expect((await mailsTo(email)).length).toBe(2);
    const owner = await t.adminHeaders();
    const dryRun = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/erase/',
      headers: owner,
      payload: { email, dry_run: true },
    });
    expect(dryRun.json().counts).toMatchObject({ alerts: 2, mails: 2, enquiries: 0 });
    expect(await alertsOf(email)).toHaveLength(2);
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/privacy/erase/',
      headers: owner,
      payload: { email },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json().counts).toMatchObject({ alerts: 2, mails: 2 });
    expect(await alertsOf(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });
});
