import { desc } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/audit';
import type { Page } from '../../../contract/pagination';
import { enquiries, mailOutbox } from '../../db/schema';
import { toVisitInputValue } from '../../../contract/visit-time';
import { startSmtpTestServer } from '../../mail/smtp-test-server';
import { insertListing } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Deleting an enquiry erases it everywhere (issue 32, item 5; docs/decisions/021): its entries
 * stay in the audit trail with the visitor's values and the notes' text "(erased)", and its mail
 * goes from the outbox, sent or not. Nobody else's data is touched.
 */

const CONTACTS = '/api/properties/contacts/';

const MEERA = {
  name: 'Meera Krishnan',
  email: 'meera.krishnan@example.in',
  phone_number: '+919847055501',
  subject: 'Plot near Thrissur town',
  property_type: 'Land',
  message: 'We want a ten cent plot near Vadakkunnathan temple for our new house.',
};
const JOSEPH = {
  name: 'Joseph Varghese',
  email: 'joseph.varghese@example.in',
  phone_number: '+919847055502',
  subject: 'Flat in Kakkanad',
  property_type: 'Residential',
  message: 'Is the two bedroom flat near Infopark still free from January?',
};
const MEERA_NOTE = 'Meera called back: wants east-facing plots only.';
const JOSEPH_NOTE = 'Joseph will visit on Saturday with his brother.';
/** Everything Meera wrote, and what the team wrote about her. */
const MEERA_WORDS = [
  MEERA.name,
  MEERA.email,
  MEERA.phone_number,
  MEERA.subject,
  MEERA.message,
  MEERA_NOTE,
];

let t: TestApp;
let owner: Record<string, string>;
let agentId: number;
let listingId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_EMAIL: 'leads@veedu.test' } });
  owner = await t.adminHeaders();
  const { user } = await t.app.services.accounts.upsertAdmin(
    'anu@veedu.test',
    'anu-password-1',
    'Anu Thomas',
  );
  agentId = user.id;
  listingId = await insertListing(t.database.db, {
    title: 'Plot in Thrissur',
    city: 'Thrissur',
    type: 'Land',
  });
});
afterAll(() => t.close());

/** A visitor's enquiry through the public API; answers its id. */
async function send(app: TestApp, visitor: object): Promise<number> {
  await app.resetRateLimits();
  const response = await app.app.inject({ method: 'POST', url: CONTACTS, payload: visitor });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await app.database.db
    .select({ id: enquiries.id })
    .from(enquiries)
    .orderBy(desc(enquiries.id))
    .limit(1);
  return row!.id;
}

async function work(id: number, change: object): Promise<void> {
  const response = await t.app.inject({
    method: 'PATCH',
    url: `${CONTACTS}${id}/`,
    payload: change,
    headers: owner,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function note(id: number, text: string): Promise<void> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${CONTACTS}${id}/notes/`,
    payload: { text },
    headers: owner,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function trail(entity: string): Promise<AuditEntry[]> {
  const response = await t.app.inject({
    url: `/api/audit/?entity=${entity}&page_size=200`,
    headers: owner,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<AuditEntry>>().data;
}

/** The sent mails as text, quoted-printable soft breaks undone. */
async function sentMails(app: TestApp): Promise<string[]> {
  return (await app.outbox()).map((mail) => mail.replace(/=\r?\n/g, ''));
}

describe('deleting an enquiry', () => {
  it("erases the visitor's values and the notes' text from the audit trail; the entries stay", async () => {
    // The time she asked to visit is hers too (a week ahead, as the form sends it).
    const visitAt = toVisitInputValue(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
    const meera = await send(t, { ...MEERA, property: listingId, visit_at: visitAt });
    const joseph = await send(t, JOSEPH);
    await work(meera, { status: 'contacted', assigned_to: agentId });
    await note(meera, MEERA_NOTE);
    await work(joseph, { status: 'visit_scheduled' });
    await note(joseph, JOSEPH_NOTE);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${CONTACTS}${meera}/`,
      headers: owner,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const entries = await trail('enquiry');
    const meeraEntries = entries.filter((entry) => entry.entity_id === meera);
    expect(meeraEntries.map((entry) => entry.action)).toEqual(['deleted', 'updated']);
    const [deletion, update] = meeraEntries;
    // Each personal value reads "(erased)"; what names no one stays as it was.
    expect(deletion!.changes).toMatchObject({
      name: ['(erased)', null],
      email: ['(erased)', null],
      phone_number: ['(erased)', null],
      subject: ['(erased)', null],
      message: ['(erased)', null],
      preferred_visit_at: ['(erased)', null],
      status: ['contacted', null],
      property_id: [listingId, null],
      property_type: ['Land', null],
    });
    expect(update!.changes).toEqual({
      status: ['new', 'contacted'],
      assigned_to: [null, agentId],
    });
    const notes = await trail('enquiry_note');
    const meeraNotes = notes.filter((entry) => entry.changes.enquiry_id?.includes(meera) ?? false);
    expect(meeraNotes.map((entry) => entry.action)).toEqual(['deleted', 'created']);
    expect(meeraNotes[1]!.changes.text).toEqual([null, '(erased)']);
    expect(meeraNotes[0]!.changes.text).toEqual(['(erased)', null]);
    const everything = JSON.stringify([...entries, ...notes]);
    for (const word of MEERA_WORDS) expect(everything).not.toContain(word);

    // Joseph's enquiry and the team's note on it are untouched.
    expect(everything).toContain(JOSEPH_NOTE);
    const detail = await t.app.inject({ url: `${CONTACTS}${joseph}/`, headers: owner });
    expect(detail.json()).toMatchObject({ name: JOSEPH.name, notes: [{ text: JOSEPH_NOTE }] });
  });

  it('erases the sent mail about the enquiry and leaves the rest', async () => {
    const meera = await send(t, MEERA);
    const joseph = await send(t, JOSEPH);
    await work(meera, { assigned_to: agentId });
    const before = await sentMails(t);
    // The agency's notification (name, e-mail, phone, message) and the assignee's (the name).
    expect(before.filter((mail) => mail.includes(MEERA.name))).toHaveLength(2);
    expect(before.filter((mail) => mail.includes(MEERA.email))).toHaveLength(1);
    const josephMails = before.filter((mail) => mail.includes(JOSEPH.email));
    expect(josephMails.length).toBeGreaterThan(0);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${CONTACTS}${meera}/`,
      headers: owner,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const after = await sentMails(t);
    expect(after.filter((mail) => mail.includes(MEERA.name))).toEqual([]);
    expect(after.filter((mail) => mail.includes(JOSEPH.email))).toEqual(josephMails);
    expect(after).toHaveLength(before.length - 2);
    const detail = await t.app.inject({ url: `${CONTACTS}${joseph}/`, headers: owner });
    expect(detail.statusCode).toBe(200);
  });
});

describe('deleting an enquiry whose mail is not sent yet', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('deletes its waiting mail with it; the others keep waiting', async () => {
    const smtp = await startSmtpTestServer();
    cleanups.push(() => smtp.close());
    smtp.accepting = false;
    const app = await createTestApp({
      env: { SMTP_URL: smtp.url, SITE_EMAIL: 'leads@veedu.test' },
      outbox: { retryBaseMs: 60_000, pollMs: 60_000 },
    });
    cleanups.push(() => app.close());
    const headers = await app.adminHeaders();
    const meera = await send(app, MEERA);
    const joseph = await send(app, JOSEPH);
    await app.app.services.outbox.whenIdle();
    const waiting = await app.database.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(waiting.map((row) => row.enquiryId)).toEqual([meera, joseph]);
    expect(waiting[0]?.text).toContain(MEERA.message);

    const deleted = await app.app.inject({
      method: 'DELETE',
      url: `${CONTACTS}${meera}/`,
      headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);

    const left = await app.database.db.select().from(mailOutbox);
    expect(left.map((row) => row.enquiryId)).toEqual([joseph]);
    expect(JSON.stringify(left)).not.toContain(MEERA.name);
    expect(smtp.messages).toEqual([]);
  });
});
