import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquiryMessages } from '../../../contract/enquiries';
import type { Enquiry } from '../../../contract/enquiries';
import type { Page } from '../../../contract/pagination';
import { toVisitInputValue } from '../../../contract/visit-time';
import { enquiries } from '../../db/schema';
import { insertListing } from '../../testing/listings';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
let listingId: number;

const VALID = {
  name: 'Fathima Rahman',
  email: 'fathima@example.in',
  phone_number: '+971501234567',
  subject: 'Villa in Kochi',
  budget_range: '₹75L-1Cr',
  property_type: 'Residential',
  message: 'We are moving back from Dubai next year and looking for a villa near Kakkanad.',
};

beforeAll(async () => {
  t = await createTestApp({ env: { SITE_EMAIL: 'leads@veedu.test' } });
  admin = await t.adminHeaders();
  listingId = await insertListing(t.database.db, {
    title: 'Villa in Kakkanad',
    city: 'Kochi',
    type: 'Villa',
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.resetRateLimits();
  await t.database.db.delete(enquiries);
});

function send(payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/properties/contacts/', payload });
}

async function listAll(): Promise<Page<Enquiry>> {
  const response = await t.app.inject({ url: '/api/properties/contacts/', headers: admin });
  expect(response.statusCode).toBe(200);
  return response.json<Page<Enquiry>>();
}

describe('POST /api/properties/contacts/', () => {
  it('stores the enquiry, answers 201 and e-mails the agency', async () => {
    const before = (await t.outbox()).length;
    const response = await send(VALID);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: enquiryMessages.thanks });

    const { data, count } = await listAll();
    expect(count).toBe(1);
    expect(data[0]).toMatchObject({
      name: VALID.name,
      email: VALID.email,
      phone_number: VALID.phone_number,
      subject: VALID.subject,
      budget_range: VALID.budget_range,
      property_type: 'Residential',
      message: VALID.message,
      property: null,
    });

    const mails = await t.outbox();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toMatch(/^To: leads@veedu\.test$/m);
    expect(mails.at(-1)).toContain('Fathima Rahman');
  });

  it("defaults the subject to 'Property Inquiry' and takes no budget", async () => {
    const { subject: _subject, budget_range: _budget, ...rest } = VALID;
    expect((await send({ ...rest, subject: '' })).statusCode).toBe(201);
    const [stored] = (await listAll()).data;
    expect(stored?.subject).toBe('Property Inquiry');
    expect(stored?.budget_range).toBeNull();
  });

  it.each([
    ['no name', { name: undefined }, 'name', enquiryMessages.nameRequired],
    ['a blank name', { name: '  ' }, 'name', enquiryMessages.nameRequired],
    ['no e-mail', { email: undefined }, 'email', enquiryMessages.emailRequired],
    ['a malformed e-mail', { email: 'fathima.example.in' }, 'email', enquiryMessages.emailInvalid],
    ['no phone', { phone_number: undefined }, 'phone_number', enquiryMessages.phoneRequired],
    [
      'a phone without +',
      { phone_number: '971501234567' },
      'phone_number',
      enquiryMessages.phoneInvalid,
    ],
    [
      'a phone with letters',
      { phone_number: '+97150abc' },
      'phone_number',
      enquiryMessages.phoneInvalid,
    ],
    ['no message', { message: undefined }, 'message', enquiryMessages.messageRequired],
    [
      'no property type',
      { property_type: undefined },
      'property_type',
      enquiryMessages.propertyTypeRequired,
    ],
    [
      'an unknown property type',
      { property_type: 'Castle' },
      'property_type',
      enquiryMessages.propertyTypeInvalid,
    ],
    ['an unknown budget', { budget_range: 'lots' }, 'budget_range', enquiryMessages.budgetInvalid],
  ])('answers 400 for %s and stores nothing', async (_case, change, field, message) => {
    const response = await send({ ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<Record<string, string[]>>()[field]).toEqual([message]);
    expect((await listAll()).count).toBe(0);
  });

  it('quietly drops what a bot sends through the honeypot', async () => {
    const before = (await t.outbox()).length;
    const response = await send({ ...VALID, website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: enquiryMessages.thanks });
    expect((await listAll()).count).toBe(0);
    expect(await t.outbox()).toHaveLength(before);
  });

  it('refuses an enquiry about a listing that does not exist', async () => {
    const response = await send({ ...VALID, property: 987654 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ property: [enquiryMessages.listingNotFound] });
  });

  it('is rate-limited per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await send({ ...VALID, message: `Message ${i}` })).statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses[5]).toBe(429);
  });

  it('stores SQL and HTML metacharacters verbatim', async () => {
    const nasty = {
      ...VALID,
      name: `O'Brien"; DROP TABLE enquiries; --`,
      subject: '<img src=x onerror=alert(1)>',
      message: `Robert'); DELETE FROM properties WHERE ('1'='1 <b>bold</b> & 100% _wild_`,
    };
    expect((await send(nasty)).statusCode).toBe(201);
    const [stored] = (await listAll()).data;
    expect(stored).toMatchObject({
      name: nasty.name,
      subject: nasty.subject,
      message: nasty.message,
    });
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A mail's text as its reader sees it: soft breaks joined, =C2=B7 back to a middle dot. */
function decodeQuotedPrintable(mail: string): string {
  const bytes = mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('the preferred visit time', () => {
  /** About the listing, as its page's form sends it. */
  const ABOUT_LISTING = () => {
    const { property_type: _type, ...rest } = VALID;
    return { ...rest, property: listingId };
  };

  it('is stored as India time from a datetime-local value, returned, and e-mailed in India and Gulf time', async () => {
    // Ten days ahead at 10:30 in India (05:00 UTC).
    const day = toVisitInputValue(new Date(Date.now() + 10 * DAY_MS)).slice(0, 10);
    const response = await send({ ...ABOUT_LISTING(), visit_at: `${day}T10:30` });
    expect(response.statusCode, response.body).toBe(201);
    const [stored] = (await listAll()).data;
    expect(stored?.preferred_visit_at).toBe(`${day}T05:00:00.000Z`);
    const detail = await t.app.inject({
      url: `/api/properties/contacts/${stored?.id}/`,
      headers: admin,
    });
    expect(detail.json<Enquiry>().preferred_visit_at).toBe(`${day}T05:00:00.000Z`);
    const mail = decodeQuotedPrintable((await t.outbox()).at(-1) ?? '');
    expect(mail).toMatch(
      /^Visit: +\w{3}, \d{1,2} \w{3,4} \d{4}, 10:30 am India time · 9:00 am UAE & Oman · 8:00 am Saudi Arabia, Qatar, Kuwait & Bahrain$/m,
    );
  });

  it('takes an ISO 8601 time with its offset, and none at all', async () => {
    const at = new Date(Math.floor((Date.now() + 3 * DAY_MS) / 60_000) * 60_000);
    const gulf = toVisitInputValue(new Date(at.getTime() - 90 * 60_000));
    expect((await send({ ...ABOUT_LISTING(), visit_at: `${gulf}:00+04:00` })).statusCode).toBe(201);
    expect((await send({ ...ABOUT_LISTING(), visit_at: '' })).statusCode).toBe(201);
    expect((await send(ABOUT_LISTING())).statusCode).toBe(201);
    const { data } = await listAll();
    expect(data.map((item) => item.preferred_visit_at).sort()).toEqual([
      at.toISOString(),
      null,
      null,
    ]);
  });

  it.each([
    [
      'in the past',
      () => toVisitInputValue(new Date(Date.now() - DAY_MS)),
      enquiryMessages.visitPast,
    ],
    [
      'more than 90 days ahead',
      () => toVisitInputValue(new Date(Date.now() + 91 * DAY_MS)),
      enquiryMessages.visitTooFar,
    ],
    ['malformed', () => 'next Saturday', enquiryMessages.visitInvalid],
    ['not a real day', () => '2027-02-30T10:00', enquiryMessages.visitInvalid],
  ])('answers 400 for a time %s and stores nothing', async (_case, visitAt, message) => {
    const before = (await t.outbox()).length;
    const response = await send({ ...ABOUT_LISTING(), visit_at: visitAt() });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ visit_at: [message] });
    expect((await listAll()).count).toBe(0);
    expect(await t.outbox()).toHaveLength(before);
  });

  it('answers 400 for a time without a listing (the contact page has none to visit)', async () => {
    const visitAt = toVisitInputValue(new Date(Date.now() + 5 * DAY_MS));
    const response = await send({ ...VALID, visit_at: visitAt });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ visit_at: [enquiryMessages.visitNeedsListing] });
    expect((await listAll()).count).toBe(0);
  });
});

describe('GET and DELETE /api/properties/contacts/', () => {
  it('lists newest first, in pages', async () => {
    for (const name of ['First', 'Second', 'Third']) {
      expect((await send({ ...VALID, name })).statusCode).toBe(201);
    }
    // Same-millisecond inserts: make the order unambiguous.
    await t.database.db.execute(
      sql`update enquiries set created_at = now() - make_interval(mins => id)`,
    );
    const { data } = await listAll();
    expect(data.map((item) => item.name)).toEqual(['First', 'Second', 'Third']);

    const page = await t.app.inject({
      url: '/api/properties/contacts/?page=2&page_size=2',
      headers: admin,
    });
    expect(page.json()).toMatchObject({
      count: 3,
      total: 3,
      page: 2,
      page_size: 2,
      total_pages: 2,
    });
    expect(page.json<Page<Enquiry>>().data.map((item) => item.name)).toEqual(['Third']);
  });

  it('deletes one enquiry, then answers 404 for it', async () => {
    await send(VALID);
    const [stored] = (await listAll()).data;
    const url = `/api/properties/contacts/${stored?.id}/`;
    expect((await t.app.inject({ method: 'DELETE', url, headers: admin })).statusCode).toBe(204);
    expect((await listAll()).count).toBe(0);
    const again = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: enquiryMessages.notFound });
  });

  it('answers 401 without a valid admin token', async () => {
    await send(VALID);
    const [stored] = (await listAll()).data;
    for (const headers of BAD_TOKEN_HEADERS) {
      expect((await t.app.inject({ url: '/api/properties/contacts/', headers })).statusCode).toBe(
        401,
      );
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/properties/contacts/${stored?.id}/`,
        headers,
      });
      expect(deleted.statusCode).toBe(401);
    }
    expect((await listAll()).count).toBe(1);
  });
});
