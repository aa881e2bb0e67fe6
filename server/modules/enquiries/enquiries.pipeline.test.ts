import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Assignee,
  type Enquiry,
  type EnquiryDetail,
  type EnquiryNote,
  NOTE_MAX_LENGTH,
  pipelineMessages,
} from '../../../contract/enquiries';
import { REPEATED_PARAMETER_MESSAGE } from '../../../contract/errors';
import type { Page } from '../../../contract/pagination';
import { toVisitInputValue } from '../../../contract/visit-time';
import { adminUsers, enquiries, properties } from '../../db/schema';
import { insertListing } from '../../testing/listings';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';

/** The enquiry pipeline (issue 15): status, assignment, follow-up, notes, filters and CSV. */

const URL = '/api/properties/contacts/';
const PUBLIC_URL = 'https://veedu.test';

let t: TestApp;
let admin: Record<string, string>;
let staffId: number;
let agent: { id: number; headers: Record<string, string> };
let listingId: number;

const VISITOR = {
  name: 'Fathima Rahman',
  email: 'fathima@example.in',
  phone_number: '+971501234567',
  property_type: 'Residential',
  message: 'Looking for a villa near Kakkanad.',
};

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_EMAIL: 'leads@veedu.test', PUBLIC_URL } });
  admin = await t.adminHeaders();
  staffId = (await t.app.services.accounts.findAdmin('staff@veedu.test'))?.id ?? 0;
  await t.app.services.accounts.upsertAdmin('anu@veedu.test', 'anu-password-1', 'Anu Thomas');
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: { email: 'anu@veedu.test', password: 'anu-password-1' },
  });
  const body = login.json<{ token: string; user: { id: number } }>();
  agent = { id: body.user.id, headers: { authorization: `Token ${body.token}` } };
  listingId = await insertListing(t.database.db, {
    title: 'Villa in Kakkanad',
    city: 'Kakkanad',
    type: 'Villa',
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.resetRateLimits();
  await t.database.db.delete(enquiries);
  await t.database.db.update(adminUsers).set({ isActive: true });
});

/** A visitor's enquiry through the public API; answers its id. */
async function send(
  change: Partial<typeof VISITOR> & { property?: number; visit_at?: string } = {},
): Promise<number> {
  await t.resetRateLimits();
  const response = await t.app.inject({
    method: 'POST',
    url: URL,
    payload: { ...VISITOR, ...change },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.database.db
    .select({ id: enquiries.id })
    .from(enquiries)
    .orderBy(sql`${enquiries.id} desc`)
    .limit(1);
  return row?.id ?? 0;
}

function patch(id: number, payload: unknown, headers = admin) {
  return t.app.inject({
    method: 'PATCH',
    url: `${URL}${id}/`,
    payload: payload as object,
    headers,
  });
}

async function detail(id: number): Promise<EnquiryDetail> {
  const response = await t.app.inject({ url: `${URL}${id}/`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EnquiryDetail>();
}

async function list(query = ''): Promise<Page<Enquiry>> {
  const response = await t.app.inject({ url: `${URL}?${query}`, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<Enquiry>>();
}

const names = async (query: string) => (await list(query)).data.map((item) => item.name).sort();

/** The mails sent to `address`, as raw text with quoted-printable soft breaks undone. */
async function mailsTo(address: string): Promise<string[]> {
  return (await t.outbox())
    .filter((mail) => new RegExp(`^To: ${address}$`, 'm').test(mail))
    .map((mail) => mail.replace(/=\r?\n/g, ''));
}

describe('a new enquiry', () => {
  it('starts as new, unassigned, without a follow-up or notes', async () => {
    const id = await send({ property: listingId });
    expect(await detail(id)).toMatchObject({
      id,
      status: 'new',
      assigned_to: null,
      follow_up_on: null,
      notes_count: 0,
      notes: [],
      property: listingId,
      property_title: 'Villa in Kakkanad',
    });
  });

  it('answers 404 for an enquiry that does not exist, and 401 without a token', async () => {
    const missing = await t.app.inject({ url: `${URL}987654/`, headers: admin });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Enquiry not found.' });
    const id = await send();
    for (const headers of BAD_TOKEN_HEADERS) {
      expect((await t.app.inject({ url: `${URL}${id}/`, headers })).statusCode).toBe(401);
      expect((await patch(id, { status: 'won' }, headers)).statusCode).toBe(401);
      const note = await t.app.inject({
        method: 'POST',
        url: `${URL}${id}/notes/`,
        payload: { text: 'x' },
        headers,
      });
      expect(note.statusCode).toBe(401);
      expect((await t.app.inject({ url: `${URL}export/`, headers })).statusCode).toBe(401);
      expect((await t.app.inject({ url: `${URL}assignees/`, headers })).statusCode).toBe(401);
    }
    expect((await detail(id)).status).toBe('new');
  });

  it('keeps the enquiry when its listing is deleted', async () => {
    const doomed = await insertListing(t.database.db, {
      title: 'Plot in Thrissur',
      city: 'Thrissur',
      type: null,
    });
    const id = await send({ property: doomed });
    await patch(id, { status: 'contacted' });
    await t.database.db.delete(properties).where(eq(properties.id, doomed));
    expect(await detail(id)).toMatchObject({
      status: 'contacted',
      property: null,
      property_title: null,
    });
    expect((await list()).count).toBe(1);
  });
});

describe('PATCH /api/properties/contacts/{id}/', () => {
  it('changes status, assignee and follow-up date, each alone or together', async () => {
    const id = await send();
    const before = await detail(id);
    const status = await patch(id, { status: 'contacted' });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toMatchObject({ status: 'contacted', assigned_to: null });
    expect(Date.parse(status.json<EnquiryDetail>().updated_at)).toBeGreaterThanOrEqual(
      Date.parse(before.updated_at),
    );

    const all = await patch(id, {
      status: 'visit_scheduled',
      assigned_to: agent.id,
      follow_up_on: '2026-12-05',
    });
    expect(all.json()).toMatchObject({
      status: 'visit_scheduled',
      assigned_to: { id: agent.id, name: 'Anu Thomas' },
      follow_up_on: '2026-12-05',
    });

    expect((await patch(id, { follow_up_on: null, assigned_to: null })).json()).toMatchObject({
      status: 'visit_scheduled',
      assigned_to: null,
      follow_up_on: null,
    });
  });

  it.each([
    ['an unknown status', { status: 'closed' }, 'status', pipelineMessages.statusInvalid],
    ['a status of another type', { status: 3 }, 'status', pipelineMessages.statusInvalid],
    [
      'an assignee as text',
      { assigned_to: 'anu' },
      'assigned_to',
      pipelineMessages.assigneeInvalid,
    ],
    ['an assignee of 0', { assigned_to: 0 }, 'assigned_to', pipelineMessages.assigneeInvalid],
    [
      'an assignee id too large',
      { assigned_to: 2 ** 31 },
      'assigned_to',
      pipelineMessages.assigneeInvalid,
    ],
    [
      'a date in another format',
      { follow_up_on: '05/12/2026' },
      'follow_up_on',
      pipelineMessages.followUpInvalid,
    ],
    [
      'a date that does not exist',
      { follow_up_on: '2026-02-30' },
      'follow_up_on',
      pipelineMessages.followUpInvalid,
    ],
    [
      'a time for a date',
      { follow_up_on: '2026-12-05T10:00:00Z' },
      'follow_up_on',
      pipelineMessages.followUpInvalid,
    ],
    ['nothing to change', {}, 'non_field_errors', pipelineMessages.nothingToChange],
    [
      'an unknown field',
      { status: 'won', assignee: 3 },
      'non_field_errors',
      pipelineMessages.nothingToChange,
    ],
  ])('answers 400 for %s and changes nothing', async (_case, payload, field, message) => {
    const id = await send();
    const before = await detail(id);
    const response = await patch(id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<Record<string, string[]>>()[field]).toEqual([message]);
    expect(await detail(id)).toEqual(before);
  });

  it('refuses an unknown or deactivated assignee with a 400, and changes nothing', async () => {
    const id = await send();
    const unknown = await patch(id, { status: 'won', assigned_to: 987654 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ assigned_to: [pipelineMessages.assigneeUnknown] });

    await t.database.db
      .update(adminUsers)
      .set({ isActive: false })
      .where(eq(adminUsers.id, agent.id));
    const inactive = await patch(id, { status: 'won', assigned_to: agent.id });
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json()).toEqual({ assigned_to: [pipelineMessages.assigneeUnknown] });
    expect(await detail(id)).toMatchObject({ status: 'new', assigned_to: null });
  });

  it('answers 404 for an enquiry that does not exist', async () => {
    const response = await patch(987654, { status: 'won' });
    expect(response.statusCode).toBe(404);
  });
});

describe('assignment e-mails', () => {
  it('e-mails the assignee with the visitor, the listing and a link to the enquiry', async () => {
    const id = await send({ property: listingId });
    const before = (await mailsTo('anu@veedu.test')).length;
    expect((await patch(id, { assigned_to: agent.id })).statusCode).toBe(200);
    const mails = await mailsTo('anu@veedu.test');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1) ?? '';
    expect(mail).toContain('Fathima Rahman');
    expect(mail).toContain('Villa in Kakkanad');
    expect(mail).toContain(`${PUBLIC_URL}/admin/enquiries/${id}`);
    expect(mail).toContain('Staff assigned you an enquiry');
  });

  it('sends nothing when the assignee is unchanged, cleared, or the one who assigns', async () => {
    const id = await send();
    expect((await patch(id, { assigned_to: agent.id })).statusCode).toBe(200);
    const toAgent = (await mailsTo('anu@veedu.test')).length;
    const toStaff = (await mailsTo('staff@veedu.test')).length;

    // Unchanged (with another change beside it), then cleared.
    expect((await patch(id, { assigned_to: agent.id, status: 'contacted' })).statusCode).toBe(200);
    expect((await patch(id, { assigned_to: null })).statusCode).toBe(200);
    // Taken by the admin who assigns it: they know.
    expect((await patch(id, { assigned_to: staffId })).statusCode).toBe(200);
    expect(await mailsTo('anu@veedu.test')).toHaveLength(toAgent);
    expect(await mailsTo('staff@veedu.test')).toHaveLength(toStaff);

    // Handed on by the agent to the staff member: the staff member hears of it.
    expect((await patch(id, { assigned_to: staffId }, agent.headers)).statusCode).toBe(200);
    expect(await mailsTo('staff@veedu.test')).toHaveLength(toStaff);
    expect((await patch(id, { assigned_to: agent.id })).statusCode).toBe(200);
    expect((await patch(id, { assigned_to: staffId }, agent.headers)).statusCode).toBe(200);
    expect(await mailsTo('staff@veedu.test')).toHaveLength(toStaff + 1);
  });
});

describe('notes', () => {
  it('records the text trimmed, its author and time, and lists notes oldest first', async () => {
    const id = await send();
    const first = await t.app.inject({
      method: 'POST',
      url: `${URL}${id}/notes/`,
      payload: { text: '  Called her; she will visit on Saturday.  ' },
      headers: admin,
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      author_id: staffId,
      author_name: 'Staff',
      text: 'Called her; she will visit on Saturday.',
      created_at: expect.any(String),
    });
    const second = await t.app.inject({
      method: 'POST',
      url: `${URL}${id}/notes/`,
      payload: { text: 'Visit done.' },
      headers: agent.headers,
    });
    expect(second.json<EnquiryNote>()).toMatchObject({
      author_id: agent.id,
      author_name: 'Anu Thomas',
    });

    const read = await detail(id);
    expect(read.notes.map((note) => note.text)).toEqual([
      'Called her; she will visit on Saturday.',
      'Visit done.',
    ]);
    expect(read.notes_count).toBe(2);
    expect((await list()).data[0]?.notes_count).toBe(2);
  });

  it('keeps the author name when the account goes', async () => {
    const id = await send();
    await t.app.services.accounts.upsertAdmin('gone@veedu.test', 'gone-password-1', 'Ravi');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { email: 'gone@veedu.test', password: 'gone-password-1' },
    });
    const headers = { authorization: `Token ${login.json<{ token: string }>().token}` };
    await t.app.inject({
      method: 'POST',
      url: `${URL}${id}/notes/`,
      payload: { text: 'Hi' },
      headers,
    });
    await t.database.db.delete(adminUsers).where(eq(adminUsers.email, 'gone@veedu.test'));
    expect((await detail(id)).notes).toEqual([
      expect.objectContaining({ author_id: null, author_name: 'Ravi', text: 'Hi' }),
    ]);
  });

  it.each([
    ['no text', {}, pipelineMessages.noteRequired],
    ['blank text', { text: ' \n ' }, pipelineMessages.noteRequired],
    ['too long a text', { text: 'a'.repeat(NOTE_MAX_LENGTH + 1) }, pipelineMessages.noteTooLong],
    ['a number', { text: 5 }, pipelineMessages.noteRequired],
  ])('answers 400 for %s and stores nothing', async (_case, payload, message) => {
    const id = await send();
    const response = await t.app.inject({
      method: 'POST',
      url: `${URL}${id}/notes/`,
      payload,
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ text: [message] });
    expect((await detail(id)).notes).toEqual([]);
  });

  it('takes a note of exactly the longest length, and answers 404 for a missing enquiry', async () => {
    const id = await send();
    const longest = await t.app.inject({
      method: 'POST',
      url: `${URL}${id}/notes/`,
      payload: { text: 'a'.repeat(NOTE_MAX_LENGTH) },
      headers: admin,
    });
    expect(longest.statusCode).toBe(201);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${URL}987654/notes/`,
      payload: { text: 'Hello' },
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the list filters', () => {
  /** Four enquiries on different days, statuses, assignees and listings. */
  async function seed() {
    const asha = await send({
      name: 'Asha Menon',
      email: 'asha@example.in',
      phone_number: '+919847011223',
      property: listingId,
    });
    const biju = await send({
      name: 'Biju Varghese',
      email: 'biju.v@mail.example',
      phone_number: '+919846055555',
    });
    const chitra = await send({
      name: 'Chitra Pillai',
      email: 'chitra@example.in',
      phone_number: '+914842345678',
      property: listingId,
    });
    const dev = await send({
      name: 'Dev Kurian',
      email: 'DEV@Example.COM',
      phone_number: '+971509998887',
    });
    await patch(asha, { status: 'contacted', assigned_to: agent.id });
    await patch(biju, { status: 'contacted' });
    await patch(chitra, { status: 'won', assigned_to: staffId });
    // Received on 1, 2, 3 and 4 November 2026, at 23:30 in Kerala (18:00 UTC).
    for (const [day, id] of [
      [1, asha],
      [2, biju],
      [3, chitra],
      [4, dev],
    ] as const) {
      await t.database.db
        .update(enquiries)
        .set({ createdAt: new Date(Date.UTC(2026, 10, day, 18, 0)) })
        .where(eq(enquiries.id, id));
    }
    return { asha, biju, chitra, dev };
  }

  it('filters by status, assignee (or none), listing and date, each alone', async () => {
    await seed();
    expect(await names('status=contacted')).toEqual(['Asha Menon', 'Biju Varghese']);
    expect(await names('status=new')).toEqual(['Dev Kurian']);
    expect(await names(`assigned_to=${agent.id}`)).toEqual(['Asha Menon']);
    expect(await names('assigned_to=none')).toEqual(['Biju Varghese', 'Dev Kurian']);
    expect(await names(`property=${listingId}`)).toEqual(['Asha Menon', 'Chitra Pillai']);
    // Days in Kerala: 23:30 on 2 November is still 2 November there.
    expect(await names('from=2026-11-02')).toEqual([
      'Biju Varghese',
      'Chitra Pillai',
      'Dev Kurian',
    ]);
    expect(await names('to=2026-11-02')).toEqual(['Asha Menon', 'Biju Varghese']);
    expect(await names('from=2026-11-02&to=2026-11-03')).toEqual([
      'Biju Varghese',
      'Chitra Pillai',
    ]);
    expect(await names('from=2026-11-03T18:00:00Z')).toEqual(['Chitra Pillai', 'Dev Kurian']);
    // Empty values are no filter, as a form's blank select sends them.
    expect((await list('status=&assigned_to=&q=')).count).toBe(4);
  });

  it('combines filters, and counts the matches beside the total', async () => {
    await seed();
    const page = await list(`status=contacted&property=${listingId}`);
    expect(page.data.map((item) => item.name)).toEqual(['Asha Menon']);
    expect(page).toMatchObject({ count: 1, total: 4 });
    expect(await names(`status=won&assigned_to=${staffId}&from=2026-11-03&to=2026-11-03`)).toEqual([
      'Chitra Pillai',
    ]);
    expect(await names(`status=won&assigned_to=${agent.id}`)).toEqual([]);
    expect(await names('q=example.in&assigned_to=none')).toEqual([]);
    expect(await names('q=example&status=new')).toEqual(['Dev Kurian']);
  });

  it('finds by part of the name, the e-mail or the phone number, in any case', async () => {
    await seed();
    expect(await names('q=menon')).toEqual(['Asha Menon']);
    expect(await names('q=BIJU')).toEqual(['Biju Varghese']);
    expect(await names('q=dev%40example.com')).toEqual(['Dev Kurian']);
    expect(await names('q=mail.example')).toEqual(['Biju Varghese']);
    expect(await names('q=98460')).toEqual(['Biju Varghese']);
    // Typed as people type numbers: spaces and a plus.
    expect(await names(`q=${encodeURIComponent('+91 484 234')}`)).toEqual(['Chitra Pillai']);
    expect(await names('q=nobody')).toEqual([]);
    // LIKE's own characters are only themselves.
    expect(await names('q=%25')).toEqual([]);
    expect(await names('q=_')).toEqual([]);
  });

  it('lists follow-ups due today or earlier on open enquiries (the dashboard link)', async () => {
    const { asha, biju, chitra, dev } = await seed();
    await patch(asha, { follow_up_on: '2020-01-01' });
    await patch(biju, { follow_up_on: '2999-01-01' });
    await patch(chitra, { follow_up_on: '2020-01-01' }); // won: nothing is due
    await patch(dev, {
      follow_up_on: new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10),
    });
    expect(await names('due=today')).toEqual(['Asha Menon', 'Dev Kurian']);
  });

  it('carries status, assignee, follow-up and notes count on each item', async () => {
    const { asha } = await seed();
    await patch(asha, { follow_up_on: '2026-12-01' });
    const item = (await list(`assigned_to=${agent.id}`)).data[0];
    expect(item).toMatchObject({
      id: asha,
      status: 'contacted',
      assigned_to: { id: agent.id, name: 'Anu Thomas' },
      follow_up_on: '2026-12-01',
      notes_count: 0,
      property_title: 'Villa in Kakkanad',
    });
  });

  it.each([
    ['status=closed', 'status', pipelineMessages.statusInvalid],
    ['assigned_to=anu', 'assigned_to', pipelineMessages.assigneeFilterInvalid],
    ['assigned_to=0', 'assigned_to', pipelineMessages.assigneeFilterInvalid],
    ['property=abc', 'property', pipelineMessages.propertyInvalid],
    ['property=-2', 'property', pipelineMessages.propertyInvalid],
    ['from=yesterday', 'from', pipelineMessages.sinceInvalid],
    ['to=2026-13-01', 'to', pipelineMessages.dateInvalid],
    ['from=2026-11-05&to=2026-11-01', 'to', pipelineMessages.datesReversed],
    ['due=tomorrow', 'due', pipelineMessages.dueInvalid],
    [`q=${'x'.repeat(101)}`, 'q', pipelineMessages.qTooLong],
    ['status=new&status=won', 'status', REPEATED_PARAMETER_MESSAGE],
  ])('answers 400 for %s, on the list and the export', async (query, field, message) => {
    for (const path of [URL, `${URL}export/`]) {
      const response = await t.app.inject({ url: `${path}?${query}`, headers: admin });
      expect(response.statusCode, path).toBe(400);
      expect(response.json<Record<string, string[]>>()[field]).toEqual([message]);
    }
  });
});

describe('GET /api/properties/contacts/export/', () => {
  function exportCsv(query = '') {
    return t.app.inject({ url: `${URL}export/?${query}`, headers: admin });
  }

  /** The CSV's rows as cells (RFC 4180), without the byte order mark. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = '';
    let quoted = false;
    const body = text.replace(/^\uFEFF/, '');
    for (let i = 0; i < body.length; i += 1) {
      const char = body[i];
      if (quoted) {
        if (char === '"' && body[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else if (char === '"') quoted = false;
        else cell += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        row.push(cell);
        cell = '';
      } else if (char === '\r' && body[i + 1] === '\n') {
        row.push(cell);
        rows.push(row);
        row = [];
        cell = '';
        i += 1;
      } else cell += char;
    }
    return rows;
  }

  it('answers every match as an attachment: a header row, then one row per enquiry', async () => {
    for (let i = 0; i < 55; i += 1) await send({ name: `Visitor ${i}` });
    const response = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.startsWith('\uFEFFID,Received,Status,Name,E-mail,Phone,')).toBe(true);
    const rows = parseCsv(response.body);
    // More than a page of the list (50): all of them.
    expect(rows).toHaveLength(56);
    expect(rows[0]).toEqual([
      'ID',
      'Received',
      'Status',
      'Name',
      'E-mail',
      'Phone',
      'Subject',
      'Property type',
      'Budget',
      'Listing ID',
      'Listing',
      'Preferred visit (India time)',
      'Assigned to',
      'Follow up on',
      'Notes',
      'Message',
    ]);
    expect(rows.every((row) => row.length === 16)).toBe(true);
  });

  it('exports what the filters match, with the pipeline columns', async () => {
    // Ten days ahead, as the form sends it: India time, to the minute.
    const visit = toVisitInputValue(new Date(Date.now() + 10 * 24 * 60 * 60 * 1000));
    const asha = await send({ name: 'Asha Menon', property: listingId, visit_at: visit });
    await send({ name: 'Biju Varghese' });
    await patch(asha, { status: 'negotiating', assigned_to: agent.id, follow_up_on: '2026-12-01' });
    const rows = parseCsv((await exportCsv('status=negotiating')).body);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toEqual([
      String(asha),
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      'Negotiating',
      'Asha Menon',
      VISITOR.email,
      `'${VISITOR.phone_number}`,
      'Property Inquiry',
      'Residential',
      '',
      String(listingId),
      'Villa in Kakkanad',
      visit.replace('T', ' '),
      'Anu Thomas',
      '2026-12-01',
      '0',
      VISITOR.message,
    ]);
  });

  it('quotes commas, quotes and line breaks, and defuses formulas', async () => {
    await send({
      name: '=HYPERLINK("http://evil.example","Click")',
      message: 'Line one, with a comma\r\nLine "two"',
    });
    await send({ name: '@SUM(A1:A9)', message: '-2+3' });
    await send({ name: '+cmd|calc', message: 'Plain' });
    const response = await exportCsv();
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(response.body).toContain('"Line one, with a comma\r\nLine ""two"""');
    const rows = parseCsv(response.body);
    const byName = new Map(rows.slice(1).map((row) => [row[3], row]));
    expect(byName.get(`'=HYPERLINK("http://evil.example","Click")`)?.[15]).toBe(
      'Line one, with a comma\r\nLine "two"',
    );
    expect(byName.get("'@SUM(A1:A9)")?.[15]).toBe("'-2+3");
    expect(byName.get("'+cmd|calc")?.[15]).toBe('Plain');
    // No cell a spreadsheet would run.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
  });

  it('answers only the header row when nothing matches', async () => {
    await send();
    const rows = parseCsv((await exportCsv('status=spam')).body);
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/properties/contacts/assignees/', () => {
  it('lists the active team members by name, to any admin', async () => {
    const response = await t.app.inject({ url: `${URL}assignees/`, headers: agent.headers });
    expect(response.statusCode).toBe(200);
    const everyone = response.json<Assignee[]>();
    expect(everyone).toEqual(
      expect.arrayContaining([
        { id: agent.id, name: 'Anu Thomas', email: 'anu@veedu.test' },
        { id: staffId, name: 'Staff', email: 'staff@veedu.test' },
      ]),
    );
    const sorted = [...everyone].sort((a, b) =>
      a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
    );
    expect(everyone.map((a) => a.id)).toEqual(sorted.map((a) => a.id));

    await t.database.db
      .update(adminUsers)
      .set({ isActive: false })
      .where(eq(adminUsers.id, agent.id));
    const after = await t.app.inject({ url: `${URL}assignees/`, headers: admin });
    expect(after.json<Assignee[]>().map((a) => a.id)).not.toContain(agent.id);
  });
});
