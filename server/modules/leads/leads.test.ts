import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keralaDate } from '../../../contract/format';
import type { ListingFigures, ListingStats } from '../../../contract/listing-stats';
import { STAFF_COOKIE } from '../../../contract/lead-links';
import { enquiries, leads, listingViews, rateLimitBuckets, visitorSalts } from '../../db/schema';
import { insertListing } from '../../testing/listings';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';
import { createLeadsService } from './leads.service';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let t: TestApp;
let admin: Record<string, string>;
let villa: number;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      SITE_WHATSAPP: '919400011122',
      SITE_PHONE: '+914844001122',
      SITE_EMAIL: 'hello@veedu.test',
    },
  });
  admin = await t.adminHeaders();
  villa = await insertListing(t.database.db, {
    title: 'Lake view villa',
    titleMl: 'തടാകക്കാഴ്ചയുള്ള വില്ല',
    city: 'Kakkanad',
    type: 'Villa',
    price: 18_500_000,
    whatsappNumber: '+91 98460 12345',
    phoneNumber: '+91 98460 12345',
    email: 'owner@veedu.test',
  });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(leads);
  await t.database.db.delete(listingViews);
  await t.resetRateLimits();
});

function tap(url: string, headers: Record<string, string> = { 'user-agent': BROWSER }) {
  return t.app.inject({ url, headers });
}

/** A tap from another client (its own address). */
function tapFrom(remoteAddress: string, url: string) {
  return t.app.inject({ url, remoteAddress, headers: { 'user-agent': BROWSER } });
}

/** A rate limit no test reaches, for the service called directly. */
const NO_LIMIT = { limit: 1_000, windowMs: 60_000 };

async function allLeads() {
  return t.database.db.select().from(leads).orderBy(leads.id);
}

describe('GET /go/{channel}/{listing}', () => {
  it('records a WhatsApp lead and hands over to wa.me with the listing in the message', async () => {
    const response = await tap(`/go/whatsapp/${villa}`, {
      'user-agent': BROWSER,
      referer: `${t.config.publicUrl}/property-listing?type=sale`,
    });
    expect(response.statusCode).toBe(302);
    const location = new URL(response.headers.location as string);
    expect(location.origin + location.pathname).toBe('https://wa.me/919846012345');
    expect(location.searchParams.get('text')).toBe(
      `Hello, I'm interested in "Lake view villa" in Kakkanad, Ernakulam, Kerala, listed at ₹1.85 Cr. ${t.config.publicUrl}/property/${villa}`,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['referrer-policy']).toBe('no-referrer');

    const [lead, ...more] = await allLeads();
    expect(more).toEqual([]);
    expect(lead).toMatchObject({
      propertyId: villa,
      channel: 'whatsapp',
      page: '/property-listing',
    });
    expect(Math.abs(Date.now() - lead!.createdAt.getTime())).toBeLessThan(60_000);
  });

  it('writes the message in Malayalam for ?lang=ml, linking the Malayalam page', async () => {
    const response = await tap(`/go/whatsapp/${villa}?lang=ml&from=/ml/property/${villa}`);
    expect(response.statusCode).toBe(302);
    const text = new URL(response.headers.location as string).searchParams.get('text');
    expect(text).toContain('തടാകക്കാഴ്ചയുള്ള വില്ല');
    expect(text).toContain('₹1.85 കോടി');
    expect(text).toContain(`${t.config.publicUrl}/ml/property/${villa}`);
    expect((await allLeads())[0]).toMatchObject({ page: `/ml/property/${villa}` });
  });

  it('hands calls to tel: and mails to mailto: with the subject, each a lead of its channel', async () => {
    const call = await tap(`/go/call/${villa}`);
    expect(call.statusCode).toBe(302);
    expect(call.headers.location).toBe('tel:+919846012345');
    const mail = await tap(`/go/mail/${villa}`);
    expect(mail.statusCode).toBe(302);
    expect(mail.headers.location).toBe(
      'mailto:owner@veedu.test?subject=Enquiry:%20Lake%20view%20villa',
    );
    expect((await allLeads()).map((lead) => lead.channel)).toEqual(['call', 'mail']);
  });

  it("uses the agency's own numbers for the site's links, with no listing", async () => {
    const chat = await tap('/go/whatsapp/site?from=/contact');
    expect(chat.statusCode).toBe(302);
    const location = new URL(chat.headers.location as string);
    expect(location.pathname).toBe('/919400011122');
    expect(location.searchParams.get('text')).toBe(
      'Hello, I would like to know more about your properties.',
    );
    // Another visitor's: the same visitor's second WhatsApp lead of the day would not count.
    const sell = await tapFrom('198.51.100.50', '/go/whatsapp/site?topic=sell&lang=ml');
    expect(new URL(sell.headers.location as string).searchParams.get('text')).toContain('വിൽക്കാൻ');
    expect((await tap('/go/call/site')).headers.location).toBe('tel:+914844001122');
    expect((await tap('/go/mail/site')).headers.location).toBe('mailto:hello@veedu.test');
    const recorded = await allLeads();
    expect(recorded.map((lead) => [lead.propertyId, lead.channel, lead.page])).toEqual([
      [null, 'whatsapp', '/contact'],
      [null, 'whatsapp', null],
      [null, 'call', null],
      [null, 'mail', null],
    ]);
  });

  it('keeps only a path of this site as the page', async () => {
    await tap(`/go/call/${villa}`, {
      'user-agent': BROWSER,
      referer: 'https://elsewhere.example/x',
    });
    // Other visitors: one visitor's taps count once a day.
    await tapFrom('198.51.100.51', `/go/call/${villa}?from=//elsewhere.example/x`);
    await tapFrom('198.51.100.52', `/go/call/${villa}?from=/property/${villa}?utm=1`);
    expect((await allLeads()).map((lead) => lead.page)).toEqual([null, null, `/property/${villa}`]);
  });

  it.each([
    ['a search robot', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }],
    ["WhatsApp's link preview", { 'user-agent': 'WhatsApp/2.23.20.0 A' }],
    ['a script', { 'user-agent': 'curl/8.5.0' }],
    ['a headless browser', { 'user-agent': 'Mozilla/5.0 HeadlessChrome/131.0' }],
    ['no user agent', { 'user-agent': '' }],
  ])('hands %s over without counting it', async (_name, headers: Record<string, string>) => {
    const response = await tap(`/go/whatsapp/${villa}`, headers);
    expect(response.statusCode).toBe(302);
    expect(await allLeads()).toEqual([]);
  });

  it('answers 404 and records nothing for a draft, a missing listing or an unknown channel', async () => {
    const draft = await insertListing(t.database.db, {
      title: 'Draft flat',
      city: 'Kakkanad',
      type: 'Villa',
      status: 'draft',
    });
    for (const url of [
      `/go/whatsapp/${draft}`,
      '/go/call/999999',
      '/go/whatsapp/0',
      '/go/whatsapp/12abc',
      `/go/fax/${villa}`,
      '/go/sms/site',
    ]) {
      const response = await tap(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers.location, url).toBeUndefined();
    }
    expect(await allLeads()).toEqual([]);
  });

  it('keeps the visitor only as a salted hash, the same all day for one visitor', async () => {
    await tap(`/go/call/${villa}`, { 'user-agent': BROWSER, 'x-forwarded-for': '203.0.113.9' });
    await tap(`/go/mail/${villa}`, { 'user-agent': BROWSER });
    await tap(`/go/mail/${villa}`, { 'user-agent': `${BROWSER} Other` });
    const [first, second, third] = await allLeads();
    expect(first!.visitorHash).toMatch(/^[0-9a-f]{32}$/);
    expect(first!.visitorHash).not.toContain('127.0.0.1');
    expect(first!.visitorHash).toBe(second!.visitorHash);
    expect(third!.visitorHash).not.toBe(first!.visitorHash);
  });
});

describe('leads counted once per visitor, listing and channel a day (issue 32, item 4)', () => {
  const statsOf = async (id: number) =>
    (
      await t.app.inject({ url: `/api/properties/properties/${id}/stats/`, headers: admin })
    ).json<ListingStats>();

  it('counts ten taps of one client as one lead, each tap still handed over', async () => {
    expect((await statsOf(villa)).leads.whatsapp).toBe(0);
    for (let i = 0; i < 10; i += 1) {
      const response = await tap(`/go/whatsapp/${villa}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/^https:\/\/wa\.me\/919846012345\?text=/);
    }
    expect((await statsOf(villa)).leads).toEqual({ whatsapp: 1, call: 0, mail: 0 });
    expect(await allLeads()).toHaveLength(1);
  });

  it('counts two clients as two', async () => {
    for (const address of ['198.51.100.1', '198.51.100.2', '198.51.100.1', '198.51.100.2']) {
      expect((await tapFrom(address, `/go/call/${villa}`)).statusCode).toBe(302);
    }
    expect((await statsOf(villa)).leads).toEqual({ whatsapp: 0, call: 2, mail: 0 });
  });

  it('counts another channel, another listing and the site apart, each once', async () => {
    const flat = await insertListing(t.database.db, {
      title: 'Flat in Edappally',
      city: 'Kakkanad',
      type: 'Villa',
    });
    const urls = [
      `/go/whatsapp/${villa}`,
      `/go/call/${villa}`,
      `/go/whatsapp/${flat}`,
      '/go/whatsapp/site',
      '/go/call/site',
    ];
    for (const url of [...urls, ...urls]) expect((await tap(url)).statusCode, url).toBe(302);
    // The Sell Property chat is the site's WhatsApp too: the same visitor's second such lead.
    expect((await tap('/go/whatsapp/site?topic=sell')).statusCode).toBe(302);
    const recorded = await allLeads();
    expect(recorded.map((lead) => [lead.propertyId, lead.channel])).toEqual([
      [villa, 'whatsapp'],
      [villa, 'call'],
      [flat, 'whatsapp'],
      [null, 'whatsapp'],
      [null, 'call'],
    ]);
    expect((await statsOf(villa)).leads).toEqual({ whatsapp: 1, call: 1, mail: 0 });
    expect((await statsOf(flat)).leads).toEqual({ whatsapp: 1, call: 0, mail: 0 });
  });

  it('counts the same visitor again the next Kerala day', async () => {
    let clock = new Date('2026-03-10T23:58:00+05:30');
    const leadsService = createLeadsService({
      db: t.database.db,
      properties: t.app.services.properties,
      site: t.config.site,
      publicUrl: t.config.publicUrl,
      log: t.app.log,
      now: () => clock,
    });
    const lead = {
      channel: 'whatsapp' as const,
      propertyId: villa,
      page: null,
      visitor: { ip: '198.51.100.9', userAgent: BROWSER },
      isStaff: false,
    };
    expect(await leadsService.recordLead(lead, NO_LIMIT)).toBe(true);
    expect(await leadsService.recordLead(lead, NO_LIMIT)).toBe(false);
    // 18:30 UTC is midnight in Kerala: a new day, a new salt, a new lead.
    clock = new Date('2026-03-11T00:02:00+05:30');
    expect(await leadsService.recordLead(lead, NO_LIMIT)).toBe(true);
    expect(await leadsService.recordLead(lead, NO_LIMIT)).toBe(false);
    expect((await allLeads()).map((row) => row.day)).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('hands the staff over without counting them', async () => {
    const response = await tap(`/go/whatsapp/${villa}`, {
      'user-agent': BROWSER,
      cookie: `veedu_lang=ml; ${STAFF_COOKIE}=1`,
    });
    expect(response.statusCode).toBe(302);
    expect(await allLeads()).toEqual([]);
  });

  it('past 30 taps a minute from one client still hands over, and counts nothing more', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await tap(`/go/whatsapp/${villa}`)).statusCode).toBe(302);
    }
    expect(await allLeads()).toHaveLength(1);
    // Leads it would otherwise count: another channel, the site.
    for (const url of [`/go/call/${villa}`, `/go/mail/${villa}`, '/go/call/site']) {
      const response = await tap(url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toMatch(/^(tel|mailto):/);
    }
    expect(await allLeads()).toHaveLength(1);
    // Another client has a budget of its own.
    expect((await tapFrom('198.51.100.3', `/go/call/${villa}`)).statusCode).toBe(302);
    expect((await statsOf(villa)).leads).toEqual({ whatsapp: 1, call: 1, mail: 0 });
    // The rate-limit table holds no address: the client is the day's salted hash of it.
    const keys = (await t.database.db.select().from(rateLimitBuckets)).map((row) => row.key);
    expect(keys.filter((key) => key.startsWith('lead-taps:'))).toHaveLength(2);
    expect(keys.join(' ')).not.toMatch(/127\.0\.0\.1|198\.51\.100\.3/);
  });

  it('hands over when the database fails to record the lead', async () => {
    const { db } = t.database;
    await db.execute(sql`alter table leads rename to leads_elsewhere`);
    try {
      const response = await tap(`/go/mail/${villa}`);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/^mailto:owner@veedu\.test/);
    } finally {
      await db.execute(sql`alter table leads_elsewhere rename to leads`);
    }
    expect(await allLeads()).toEqual([]);
  });

  it('hands over within a second when the database is slow to record, and records meanwhile', async () => {
    const { db } = t.database;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // A transaction that keeps the leads table (PGlite: the whole database) until released.
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`lock table leads in access exclusive mode`);
      locked();
      await held;
    });
    await isLocked;
    try {
      const started = Date.now();
      const response = await tap('/go/call/site');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('tel:+914844001122');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      release();
      await holder;
    }
    await expect.poll(async () => (await allLeads()).length).toBe(1);
  });
});

describe('visitor salts', () => {
  it('makes a new salt each day, shared by instances, and deletes the past ones', async () => {
    const { db } = t.database;
    await db.delete(visitorSalts);
    let clock = new Date('2026-03-10T10:00:00+05:30');
    const make = () =>
      createLeadsService({
        db,
        properties: t.app.services.properties,
        site: t.config.site,
        publicUrl: t.config.publicUrl,
        log: t.app.log,
        now: () => clock,
      });
    const one = make();
    const other = make();
    const visitor = { ip: '198.51.100.7', userAgent: BROWSER };
    const lead = {
      channel: 'call' as const,
      propertyId: villa,
      page: null,
      visitor,
      isStaff: false,
    };
    expect(await one.recordLead(lead, NO_LIMIT)).toBe(true);
    // Two instances, one salt: the same visitor is one visitor, counted once.
    expect(await other.recordLead(lead, NO_LIMIT)).toBe(false);
    let salts = await db.select().from(visitorSalts);
    expect(salts.map((row) => row.day)).toEqual(['2026-03-10']);
    const [monday, ...more] = await allLeads();
    expect(more).toEqual([]);

    clock = new Date('2026-03-11T00:05:00+05:30');
    expect(await one.recordLead(lead, NO_LIMIT)).toBe(true);
    salts = await db.select().from(visitorSalts);
    expect(salts.map((row) => row.day)).toEqual(['2026-03-11']);
    expect(salts[0]!.salt).not.toMatch(/198\.51/);
    const tuesday = (await allLeads())[1];
    expect(tuesday!.visitorHash).not.toBe(monday!.visitorHash);
  });
});

describe('GET /api/properties/properties/{id}/stats/', () => {
  const url = (id: number) => `/api/properties/properties/${id}/stats/`;

  it.each(BAD_TOKEN_HEADERS)('answers 401 without a valid admin token (%o)', async (headers) => {
    const response = await t.app.inject({ url: url(villa), headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers 404 for a listing that does not exist', async () => {
    const response = await t.app.inject({ url: url(999_999), headers: admin });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers 30 zero-filled days, oldest first, for a listing with no activity', async () => {
    const response = await t.app.inject({ url: url(villa), headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const stats = response.json<ListingStats>();
    expect(stats).toMatchObject({
      views: 0,
      leads: { whatsapp: 0, call: 0, mail: 0 },
      enquiries: 0,
    });
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily.at(-1)).toEqual({
      date: keralaDate(new Date()),
      views: 0,
      leads: 0,
      enquiries: 0,
    });
    const dates = stats.daily.map((day) => day.date);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(30);
  });

  it('counts views, leads by channel and enquiries of the last 30 days, by day', async () => {
    const { db } = t.database;
    const today = keralaDate(new Date());
    const daysAgo = (days: number) => keralaDate(new Date(Date.now() - days * 86_400_000));
    await db.insert(listingViews).values([
      { propertyId: villa, day: today, visitorHash: 'a' },
      { propertyId: villa, day: today, visitorHash: 'b' },
      { propertyId: villa, day: daysAgo(3), visitorHash: 'a' },
      { propertyId: villa, day: daysAgo(30), visitorHash: 'old' },
    ]);
    await tap(`/go/whatsapp/${villa}`);
    await tapFrom('198.51.100.40', `/go/whatsapp/${villa}`);
    await tap(`/go/call/${villa}`);
    await tap('/go/mail/site');
    const enquiry = {
      name: 'Anjali Nair',
      email: 'anjali@example.in',
      phoneNumber: '+919846012345',
      subject: 'Property Inquiry',
      message: 'Is it still available?',
      propertyId: villa,
    };
    await db.delete(enquiries);
    await db
      .insert(enquiries)
      .values([
        enquiry,
        { ...enquiry, status: 'spam' },
        { ...enquiry, createdAt: new Date(Date.now() - 40 * 86_400_000) },
      ]);

    const stats = (await t.app.inject({ url: url(villa), headers: admin })).json<ListingStats>();
    expect(stats).toMatchObject({
      views: 3,
      leads: { whatsapp: 2, call: 1, mail: 0 },
      enquiries: 1,
    });
    expect(stats.daily.at(-1)).toEqual({ date: today, views: 2, leads: 3, enquiries: 1 });
    expect(stats.daily.find((day) => day.date === daysAgo(3))).toMatchObject({ views: 1 });
    await db.delete(enquiries);
  });
});

describe('the admin list sorted by performance', () => {
  it("sorts by views, leads or enquiries of 30 days, most first, and answers each row's figures", async () => {
    const { db } = t.database;
    const quiet = await insertListing(t.database.db, {
      title: 'Quiet plot',
      city: 'Kakkanad',
      type: 'Land',
    });
    const busy = await insertListing(t.database.db, {
      title: 'Busy flat',
      city: 'Kakkanad',
      type: 'Villa',
      daysAgo: 5,
    });
    const today = keralaDate(new Date());
    await db.insert(listingViews).values([
      { propertyId: busy, day: today, visitorHash: 'a' },
      { propertyId: busy, day: today, visitorHash: 'b' },
      { propertyId: villa, day: today, visitorHash: 'a' },
    ]);
    await tap(`/go/call/${quiet}`);

    const list = async (sort: string) => {
      const response = await t.app.inject({
        url: `/api/properties/properties/?status=all&sort=${sort}&page_size=100`,
        headers: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { id: number }[] }>().data.map((row) => row.id);
    };
    const byViews = await list('views');
    expect(byViews.slice(0, 2)).toEqual([busy, villa]);
    expect((await list('leads'))[0]).toBe(quiet);

    const figures = await t.app.inject({
      url: `/api/properties/performance/listings/?ids=${busy},${quiet},${villa}`,
      headers: admin,
    });
    expect(figures.statusCode).toBe(200);
    expect(figures.json<ListingFigures>()).toEqual({
      [busy]: { views: 2, leads: 0, enquiries: 0 },
      [quiet]: { views: 0, leads: 1, enquiries: 0 },
      [villa]: { views: 1, leads: 0, enquiries: 0 },
    });
    await db.delete(listingViews).where(eq(listingViews.propertyId, busy));
  });

  it('refuses the performance sorts to the public, and bad id lists', async () => {
    const publicList = await t.app.inject({ url: '/api/properties/properties/?sort=views' });
    expect(publicList.statusCode).toBe(400);
    expect(publicList.json()).toEqual({ sort: [expect.stringContaining('sort')] });
    const bad = await t.app.inject({
      url: '/api/properties/performance/listings/?ids=1;2',
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ ids: [expect.any(String)] });
  });
});

describe('GET /api/properties/performance/', () => {
  it('compares the last 7 days with the 7 before, and counts leads by channel', async () => {
    const { db } = t.database;
    const daysAgo = (days: number) => keralaDate(new Date(Date.now() - days * 86_400_000));
    await db.insert(listingViews).values([
      { propertyId: villa, day: daysAgo(0), visitorHash: 'a' },
      { propertyId: villa, day: daysAgo(6), visitorHash: 'b' },
      { propertyId: villa, day: daysAgo(8), visitorHash: 'c' },
    ]);
    await tap(`/go/whatsapp/${villa}`);
    await tap('/go/call/site');
    await db.insert(leads).values({
      propertyId: villa,
      channel: 'mail',
      visitorHash: 'x',
      day: daysAgo(10),
      createdAt: new Date(Date.now() - 10 * 86_400_000),
    });
    const response = await t.app.inject({ url: '/api/properties/performance/', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      week: { views: 2, leads: 2, enquiries: 0 },
      previous_week: { views: 1, leads: 1, enquiries: 0 },
      leads: { whatsapp: 1, call: 1, mail: 1 },
      days: 7,
    });
  });
});
