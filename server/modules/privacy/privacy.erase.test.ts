import { rm } from 'node:fs/promises';
import path from 'node:path';
import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/audit';
import type { Page } from '../../../contract/pagination';
import { type ErasureReport, privacyMessages } from '../../../contract/privacy';
import { auditLog, enquiries, enquiryNotes } from '../../db/schema';
import { insertListing } from '../../testing/listings';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';

/**
 * An owner erases everything held about one e-mail address or one phone number (issue 32,
 * item 5; docs/decisions/021): a dry run says what would go and changes nothing; the erasure
 * takes the person's enquiries, notes, audit values and mail, and nobody else's.
 */

const ERASE = '/api/privacy/erase/';
const CONTACTS = '/api/properties/contacts/';

/** Meera wrote twice from one address (in two cases), and once from another with her phone. */
const MEERA = {
  name: 'Meera Krishnan',
  email: 'meera.krishnan@example.in',
  phone_number: '+919876543210',
  property_type: 'Land',
  message: 'Looking for a ten cent plot near Thrissur town for our new house.',
};
const MEERA_AGAIN = {
  ...MEERA,
  email: 'Meera.Krishnan@Example.in',
  phone_number: '+919847000001',
  message: 'Any plots near Guruvayur as well?',
};
const MEERA_AT_WORK = {
  ...MEERA,
  email: 'meera@officemail.example.in',
  message: 'Writing from my office address: is the Thrissur plot still free?',
};
/** Others: Joseph's number ends with the same six digits as Meera's. */
const JOSEPH = {
  name: 'Joseph Varghese',
  email: 'joseph.varghese@example.in',
  phone_number: '+919999543210',
  property_type: 'Residential',
  message: 'Is the two bedroom flat near Infopark still free?',
};
const FATHIMA = {
  name: 'Fathima Rahman',
  email: 'fathima@example.in',
  phone_number: '+971501234567',
  property_type: 'Residential',
  message: 'Moving back from Dubai next year, looking for a villa in Kochi.',
};
const MEERA_NOTE = 'Meera prefers east-facing plots.';
const OTHER_NOTE = 'Wants a visit on Saturday.';

let t: TestApp;
let owner: Record<string, string>;
let agent: Record<string, string>;
let listingId: number;

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_EMAIL: 'leads@veedu.test' } });
  owner = await t.adminHeaders();
  agent = await t.agentHeaders();
  listingId = await insertListing(t.database.db, {
    title: 'Plot in Thrissur',
    city: 'Thrissur',
    type: 'Land',
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(enquiries);
  await t.database.db.delete(auditLog);
  await rm(path.join(t.dataDir, 'outbox'), { recursive: true, force: true });
});

async function send(visitor: object): Promise<number> {
  await t.resetRateLimits();
  const response = await t.app.inject({ method: 'POST', url: CONTACTS, payload: visitor });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.database.db
    .select({ id: enquiries.id })
    .from(enquiries)
    .orderBy(desc(enquiries.id))
    .limit(1);
  return row!.id;
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

/** Everyone's enquiries, with a note each from the team, and their mail sent. */
async function seed() {
  const ids = {
    meera: await send({ ...MEERA, property: listingId }),
    meeraAgain: await send(MEERA_AGAIN),
    meeraAtWork: await send(MEERA_AT_WORK),
    joseph: await send(JOSEPH),
    fathima: await send(FATHIMA),
  };
  // An enquiry imported before phone numbers were checked: written the Indian way.
  const [imported] = await t.database.db
    .insert(enquiries)
    .values({ ...MEERA, phoneNumber: '098765 43210', message: 'Phoned in: plot near Thrissur.' })
    .returning({ id: enquiries.id });
  for (const [name, id] of Object.entries(ids)) {
    await note(id, name.startsWith('meera') ? MEERA_NOTE : OTHER_NOTE);
  }
  await t.outbox();
  return { ...ids, imported: imported!.id };
}

function erase(payload: unknown, headers = owner) {
  return t.app.inject({ method: 'POST', url: ERASE, payload: payload as object, headers });
}

async function report(payload: object): Promise<ErasureReport> {
  const response = await erase(payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ErasureReport>();
}

async function remainingIds(): Promise<number[]> {
  const rows = await t.database.db.select({ id: enquiries.id }).from(enquiries);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

async function trail(): Promise<AuditEntry[]> {
  const response = await t.app.inject({ url: '/api/audit/?page_size=200', headers: owner });
  return response.json<Page<AuditEntry>>().data;
}

/** What the database and the outbox hold, to compare before and after. */
async function snapshot() {
  const [notes] = await t.database.db.select({ n: count() }).from(enquiryNotes);
  return {
    enquiries: await remainingIds(),
    notes: notes?.n,
    trail: JSON.stringify(await t.database.db.select().from(auditLog).orderBy(auditLog.id)),
    mails: await t.outbox(),
  };
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('POST /api/privacy/erase/', () => {
  it('by e-mail, in any case: a dry run lists what would go and changes nothing; then it goes', async () => {
    const ids = await seed();
    const before = await snapshot();

    const preview = await report({ email: 'MEERA.KRISHNAN@example.in', dry_run: true });
    expect(preview.dry_run).toBe(true);
    // Her two enquiries from this address and the imported one; not the one from her office.
    expect(preview.counts).toEqual({
      enquiries: 3,
      enquiry_notes: 2,
      audit_entries: 2,
      mails: 2,
      alerts: 0,
    });
    expect(sorted(preview.enquiries.map((item) => item.id))).toEqual(
      sorted([ids.meera, ids.meeraAgain, ids.imported]),
    );
    expect(preview.enquiries.find((item) => item.id === ids.meera)).toMatchObject({
      status: 'new',
      property: listingId,
      property_title: 'Plot in Thrissur',
    });
    // When and about what; never what she wrote or her number.
    const shown = JSON.stringify(preview);
    for (const word of [MEERA.name, MEERA.phone_number, MEERA.message, MEERA_NOTE]) {
      expect(shown).not.toContain(word);
    }
    expect(await snapshot()).toEqual(before);

    const erased = await report({ email: 'MEERA.KRISHNAN@example.in' });
    expect(erased).toEqual({ ...preview, dry_run: false });

    expect(await remainingIds()).toEqual(sorted([ids.meeraAtWork, ids.joseph, ids.fathima]));
    const after = await snapshot();
    expect(after.notes).toBe(3);
    const mails = after.mails.join('\n');
    expect(mails).not.toContain(MEERA.email);
    expect(mails).not.toContain(MEERA_AGAIN.email);
    expect(mails).toContain(MEERA_AT_WORK.email);
    expect(mails).toContain(JOSEPH.email);
    expect(mails).toContain(FATHIMA.email);
    expect(after.mails).toHaveLength(before.mails.length - 2);

    const entries = await trail();
    const noteEntries = entries.filter((entry) => entry.entity === 'enquiry_note');
    const erasedNotes = noteEntries.filter((entry) => entry.changes.text?.[1] === '(erased)');
    expect(erasedNotes.map((entry) => entry.changes.enquiry_id?.[1]).sort()).toEqual(
      sorted([ids.meera, ids.meeraAgain]),
    );
    // Her office enquiry and the others keep their notes.
    expect(noteEntries.filter((entry) => entry.changes.text?.[1] === MEERA_NOTE)).toHaveLength(1);
    expect(noteEntries.filter((entry) => entry.changes.text?.[1] === OTHER_NOTE)).toHaveLength(2);
  });

  it('is recorded in the audit trail by who and how much, never the address', async () => {
    await seed();
    await report({ email: MEERA.email });
    const [entry] = (await trail()).filter((item) => item.entity === 'personal_data');
    expect(entry).toMatchObject({
      action: 'erased',
      actor_email: 'staff@veedu.test',
      entity_id: null,
      property_id: null,
      changes: {
        reason: [null, 'request'],
        matched_by: [null, 'email'],
        enquiries: [null, 3],
        enquiry_notes: [null, 2],
        audit_entries: [null, 2],
        mails: [null, 2],
        alerts: [null, 0],
      },
    });
    // Neither the address nor anything written with it; her office enquiry's note stays.
    const everything = JSON.stringify(await trail());
    expect(everything).not.toMatch(/meera\.krishnan@example\.in/i);
    for (const word of [MEERA.message, MEERA_AGAIN.message, 'Phoned in']) {
      expect(everything).not.toContain(word);
    }
    expect(everything.split(MEERA_NOTE)).toHaveLength(2);
    // The deletions are in the trail too, with her values erased.
    const deletions = (await trail()).filter(
      (item) => item.entity === 'enquiry' && item.action === 'deleted',
    );
    expect(deletions).toHaveLength(3);
    for (const deletion of deletions) {
      expect(deletion.changes.name).toEqual(['(erased)', null]);
    }
  });

  it('by phone number, however it is written, and not a number that only ends the same', async () => {
    const ids = await seed();
    const meeras = sorted([ids.meera, ids.meeraAtWork, ids.imported]);
    for (const phone of ['+91 98765 43210', '9876543210', '098765-43210', '0091 9876543210']) {
      const preview = await report({ phone, dry_run: true });
      expect(sorted(preview.enquiries.map((item) => item.id)), phone).toEqual(meeras);
      expect(preview.counts.enquiries).toBe(3);
    }
    expect(await remainingIds()).toHaveLength(6);

    const erased = await report({ phone: '098765-43210' });
    expect(erased.counts).toMatchObject({ enquiries: 3, enquiry_notes: 2, mails: 2 });
    expect(await remainingIds()).toEqual(sorted([ids.meeraAgain, ids.joseph, ids.fathima]));
    const mails = (await t.outbox()).join('\n');
    expect(mails).not.toContain(MEERA_AT_WORK.email);
    expect(mails).toContain(JOSEPH.phone_number);
    const [entry] = (await trail()).filter((item) => item.entity === 'personal_data');
    expect(entry?.changes.matched_by).toEqual([null, 'phone']);
    expect(JSON.stringify(entry)).not.toMatch(/98765|43210/);

    // A Gulf number is found by its own code.
    const gulf = await report({ phone: '+971 50 123 4567', dry_run: true });
    expect(gulf.enquiries.map((item) => item.id)).toEqual([ids.fathima]);
  });

  it('says when nothing is held, and records the request all the same', async () => {
    await seed();
    const before = await snapshot();
    const nobody = { enquiries: 0, enquiry_notes: 0, audit_entries: 0, mails: 0, alerts: 0 };
    expect(await report({ email: 'nobody@example.in', dry_run: true })).toEqual({
      dry_run: true,
      counts: nobody,
      enquiries: [],
    });
    expect(await report({ phone: '+91 90000 00000' })).toEqual({
      dry_run: false,
      counts: nobody,
      enquiries: [],
    });
    expect(await remainingIds()).toEqual(before.enquiries);
    const [entry] = (await trail()).filter((item) => item.entity === 'personal_data');
    expect(entry?.changes).toMatchObject({ reason: [null, 'request'], enquiries: [null, 0] });
  });

  it("refuses agents with the owners' message, and callers without a token", async () => {
    await seed();
    const before = await snapshot();
    for (const payload of [{ email: MEERA.email }, { email: MEERA.email, dry_run: true }, {}]) {
      const refused = await erase(payload, agent);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ detail: privacyMessages.ownersOnly });
    }
    for (const headers of BAD_TOKEN_HEADERS) {
      expect((await erase({ email: MEERA.email }, headers)).statusCode).toBe(401);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 with field errors for bad input, and changes nothing', async () => {
    await seed();
    const before = await snapshot();
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { non_field_errors: [privacyMessages.whoRequired] }],
      [{ dry_run: true }, { non_field_errors: [privacyMessages.whoRequired] }],
      [
        { email: MEERA.email, phone: MEERA.phone_number },
        { non_field_errors: [privacyMessages.oneOnly] },
      ],
      [{ email: 'meera at example' }, { email: [privacyMessages.emailInvalid] }],
      [{ email: '' }, { email: [privacyMessages.emailInvalid] }],
      [{ phone: 'call Meera' }, { phone: [privacyMessages.phoneInvalid] }],
      [{ phone: '12345' }, { phone: [privacyMessages.phoneInvalid] }],
      [{ phone: 9876543210 }, { phone: [privacyMessages.phoneInvalid] }],
      [{ email: MEERA.email, dry_run: 'no' }, { dry_run: [privacyMessages.dryRunInvalid] }],
      [
        { email: MEERA.email, name: MEERA.name },
        { non_field_errors: [privacyMessages.unknownField] },
      ],
      [[MEERA.email], { non_field_errors: [expect.any(String)] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await erase(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual(errors);
    }
    expect(await snapshot()).toEqual(before);
  });
});
