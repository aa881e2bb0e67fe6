import path from 'node:path';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/audit';
import type { Page } from '../../../contract/pagination';
import { enquiries, enquiryNotes } from '../../db/schema';
import { listSentCopies } from '../../mail/sent-copies';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Retention (issue 32, item 5; docs/decisions/021): an enquiry closed (won, lost or spam) longer
 * ago than ENQUIRY_RETENTION_DAYS is erased by the housekeeping with its notes, audit values and
 * mail; an open one, or one closed more recently, stays.
 */

const CONTACTS = '/api/properties/contacts/';
const RETENTION_DAYS = 365;

let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({
    env: { ENQUIRY_RETENTION_DAYS: String(RETENTION_DAYS), SITE_EMAIL: 'leads@veedu.test' },
  });
  owner = await t.adminHeaders();
});
afterAll(() => t.close());

/** A visitor's enquiry, with a note by the team and a status; answers its id. */
async function enquiry(name: string, status: string): Promise<number> {
  await t.resetRateLimits();
  const sent = await t.app.inject({
    method: 'POST',
    url: CONTACTS,
    payload: {
      name,
      email: `${name.toLowerCase()}@example.in`,
      phone_number: '+919847012345',
      property_type: 'Residential',
      message: `${name} is looking for a house in Kozhikode.`,
    },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const [row] = await t.database.db
    .select({ id: enquiries.id })
    .from(enquiries)
    .orderBy(desc(enquiries.id))
    .limit(1);
  const id = row!.id;
  const noted = await t.app.inject({
    method: 'POST',
    url: `${CONTACTS}${id}/notes/`,
    payload: { text: `Spoke to ${name}.` },
    headers: owner,
  });
  expect(noted.statusCode, noted.body).toBe(201);
  await setStatus(id, status);
  return id;
}

async function setStatus(id: number, status: string): Promise<void> {
  const patched = await t.app.inject({
    method: 'PATCH',
    url: `${CONTACTS}${id}/`,
    payload: { status },
    headers: owner,
  });
  expect(patched.statusCode, patched.body).toBe(200);
}

async function closedAt(id: number): Promise<Date | null> {
  const [row] = await t.database.db
    .select({ closedAt: enquiries.closedAt })
    .from(enquiries)
    .where(eq(enquiries.id, id));
  return row?.closedAt ?? null;
}

describe('retention', () => {
  it('knows when an enquiry was closed: set when it is won, lost or spam, cleared when reopened', async () => {
    const id = await enquiry('Sreeja', 'contacted');
    expect(await closedAt(id)).toBeNull();
    await setStatus(id, 'won');
    const won = await closedAt(id);
    expect(Date.now() - (won?.getTime() ?? 0)).toBeLessThan(60_000);
    // Lost after won: closed since it was won.
    await setStatus(id, 'lost');
    expect(await closedAt(id)).toEqual(won);
    await setStatus(id, 'negotiating');
    expect(await closedAt(id)).toBeNull();
    await setStatus(id, 'spam');
    expect(await closedAt(id)).not.toBeNull();
    // closed_at follows the status: the trail does not repeat it.
    const response = await t.app.inject({ url: '/api/audit/?entity=enquiry', headers: owner });
    const entries = response.json<Page<AuditEntry>>().data;
    expect(entries.filter((entry) => entry.entity_id === id)).toHaveLength(5);
    expect(JSON.stringify(entries)).not.toContain('closed_at');
  });

  it('erases enquiries closed longer ago than the limit, with notes, audit values and mail; not open or recent ones', async () => {
    const ids = {
      wonLongAgo: await enquiry('Abdul', 'won'),
      spamLongAgo: await enquiry('Bindu', 'spam'),
      lostRecently: await enquiry('Chandran', 'lost'),
      openForYears: await enquiry('Devika', 'negotiating'),
    };
    // Their mails sent, as they would be long before their retention ends.
    await t.outbox();
    const day = (days: number) => sql`now() - make_interval(days => ${days})`;
    // Backdated in one statement, so that one housekeeping run finds both expired ones.
    await t.database.db.execute(sql`
      update ${enquiries} set
        created_at = ${day(2000)},
        closed_at = case id
          when ${ids.wonLongAgo} then ${day(RETENTION_DAYS + 1)}
          when ${ids.spamLongAgo} then ${day(RETENTION_DAYS * 3)}
          when ${ids.lostRecently} then ${day(RETENTION_DAYS - 1)}
          else null end
      where id in (${ids.wonLongAgo}, ${ids.spamLongAgo}, ${ids.lostRecently}, ${ids.openForYears})`);

    const kept = [ids.lostRecently, ids.openForYears];
    const erased = [ids.wonLongAgo, ids.spamLongAgo];
    // The housekeeping job, as its schedule would send it.
    await t.app.jobs.send('housekeeping');
    // Done when the rows are gone and, after the commit, their mails' files.
    await expect
      .poll(
        async () => {
          const rows = await t.database.db
            .select({ id: enquiries.id })
            .from(enquiries)
            .where(inArray(enquiries.id, Object.values(ids)));
          const copies = await listSentCopies(path.join(t.dataDir, 'outbox'));
          return {
            enquiries: rows.map((row) => row.id).sort((a, b) => a - b),
            mailsOfErased: copies.filter((copy) => erased.includes(copy.enquiryId)).length,
          };
        },
        { timeout: 10_000 },
      )
      .toEqual({ enquiries: kept, mailsOfErased: 0 });

    const notes = await t.database.db
      .select({ enquiryId: enquiryNotes.enquiryId })
      .from(enquiryNotes)
      .where(inArray(enquiryNotes.enquiryId, Object.values(ids)));
    expect(notes.map((row) => row.enquiryId).sort((a, b) => a - b)).toEqual(kept);

    const mails = (await t.outbox()).join('\n');
    for (const name of ['Abdul', 'Bindu']) expect(mails).not.toContain(name);
    for (const name of ['Chandran', 'Devika']) expect(mails).toContain(name);

    const response = await t.app.inject({ url: '/api/audit/?page_size=200', headers: owner });
    const trail = response.json<Page<AuditEntry>>().data;
    const text = JSON.stringify(trail);
    for (const name of ['Abdul', 'Bindu']) expect(text).not.toContain(name);
    for (const name of ['Chandran', 'Devika']) expect(text).toContain(`Spoke to ${name}.`);
    const erasures = trail.filter((entry) => entry.entity === 'personal_data');
    expect(erasures).toHaveLength(1);
    expect(erasures[0]).toMatchObject({
      action: 'erased',
      actor_id: null,
      actor_email: 'housekeeping',
      changes: {
        reason: [null, 'retention'],
        enquiries: [null, 2],
        enquiry_notes: [null, 2],
        mails: [null, 2],
      },
    });
  });
});
