import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enquiryMessages } from '../../../contract/enquiries';
import type { Enquiry } from '../../../contract/enquiries';
import type { Page } from '../../../contract/pagination';
import { enquiries } from '../../db/schema';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;

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
