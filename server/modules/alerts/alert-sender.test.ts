import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlertFrequency } from '../../../contract/alerts';
import type { Language } from '../../../contract/languages';
import { writeFactFilters } from '../../../contract/listing-fact-filters';
import { filterEntries } from '../../../contract/listing-search';
import { alertSends, alertSubscribers, properties, searchAlerts } from '../../db/schema';
import { decodeMimeWords, readMail, type ReadMail } from '../../testing/mail-text';
import { insertListing, type ListingFixture } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { normalizeAlertQuery, savedQueryAsSearch } from './alerts.service';

/**
 * The alerts' mail (issue 36, items 3 and 4), on both engines, runs called by hand (the test app
 * schedules none): what is news (a listing that became available, a price cut), for which alerts
 * (confirmed, active, each frequency its own run), grouped one mail per address, never twice,
 * nothing hidden, with the one-click unsubscribe headers and a tracked link.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.resetRateLimits();
  await t.database.db.delete(properties);
  await t.database.db.delete(alertSubscribers);
});

let addressCount = 0;
const newAddress = () => `hunter${++addressCount}.${Date.now()}@example.in`;

/** Every mail sent to `email` so far, read as a mail client would. */
async function mailsTo(email: string): Promise<ReadMail[]> {
  return (await t.outbox()).map(readMail).filter((mail) => mail.headers.to === email);
}

/** Alert mails only (not the confirmations). */
async function alertMailsTo(email: string): Promise<ReadMail[]> {
  return (await mailsTo(email)).filter((mail) => mail.headers['list-unsubscribe-post']);
}

/** Saves a search through the API and follows its confirmation link: a confirmed alert. */
async function confirmedAlert(
  email: string,
  query: string,
  frequency: AlertFrequency = 'instant',
  more: { language?: Language; currency?: string } = {},
): Promise<{ id: number; manageToken: string }> {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/alerts/',
    payload: { email, query, frequency, language: more.language ?? 'en', ...more },
  });
  expect(saved.statusCode, saved.body).toBe(202);
  const mail = (await mailsTo(email)).at(-1);
  const token = /\/alerts\/confirm\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/alerts/confirm/',
    payload: { token },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { id: confirmed.json().alert.id, manageToken: confirmed.json().manage_token };
}

const listing = (fixture: Partial<ListingFixture> & { title: string }) =>
  insertListing(t.database.db, { city: 'Kochi', type: 'Apartment', ...fixture });

const run = (frequency: AlertFrequency) => t.app.services.alertSender.run(frequency);

async function setPrice(id: number, price: number) {
  await t.database.db.update(properties).set({ price }).where(eq(properties.id, id));
}

async function setStatus(id: number, status: 'available' | 'draft' | 'sold' | 'rented') {
  await t.database.db.update(properties).set({ status }).where(eq(properties.id, id));
}

describe('what an alert is sent', () => {
  it('sends a new listing that matches once, with its photo, price, place, tracked link and one-click unsubscribe', async () => {
    const email = newAddress();
    const alert = await confirmedAlert(email, 'type=rent');
    const rental = await listing({
      title: 'Sea-view flat in Marine Drive',
      propertyFor: 'rent',
      price: 32_000,
    });
    await listing({ title: 'Villa for sale in Kakkanad', propertyFor: 'sell' });

    const report = await run('instant');
    expect(report).toMatchObject({ alerts: 1, candidates: 2, mails: 1, sends: 1 });
    const [mail, ...others] = await alertMailsTo(email);
    expect(others).toEqual([]);
    expect(mail?.headers.subject).toBe(`1 new home for your search on ${t.config.site.name}`);
    expect(mail?.text).toContain('Sea-view flat in Marine Drive');
    expect(mail?.text).toContain('₹32,000 a month');
    expect(mail?.text).toContain('Kochi, Ernakulam');
    expect(mail?.text).not.toContain('Villa for sale');
    expect(mail?.text).toContain(`${t.config.publicUrl}/alerts/open/${alert.id}/${rental}`);
    expect(mail?.text).toContain(`${t.config.publicUrl}/property-listing?type=rent`);
    expect(mail?.headers['list-unsubscribe']).toBe(
      `<${t.config.publicUrl}/api/alerts/unsubscribe/?token=${alert.manageToken}>`,
    );
    expect(mail?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail?.html).toContain(`href="${t.config.publicUrl}/alerts/open/${alert.id}/${rental}"`);

    // Never twice: a run again, and a write that changes something else, send nothing more.
    await t.database.db
      .update(properties)
      .set({ title: 'Sea-view flat, Marine Drive' })
      .where(eq(properties.id, rental));
    expect(await run('instant')).toMatchObject({ mails: 0 });
    expect(await alertMailsTo(email)).toHaveLength(1);
  });

  it('sends nothing about listings that were there before the alert was confirmed', async () => {
    const email = newAddress();
    await listing({ title: 'Older flat', propertyFor: 'rent' });
    await confirmedAlert(email, 'type=rent');
    expect(await run('instant')).toMatchObject({ mails: 0 });
    expect(await alertMailsTo(email)).toEqual([]);
  });

  it('runs each frequency on its own: instant, daily and weekly alerts hear only in their run', async () => {
    const addresses = { instant: newAddress(), daily: newAddress(), weekly: newAddress() };
    for (const [frequency, email] of Object.entries(addresses)) {
      await confirmedAlert(email, 'type=sale', frequency as AlertFrequency);
    }
    await listing({ title: 'Heritage home in Fort Kochi', propertyFor: 'sell' });
    for (const frequency of ['instant', 'daily', 'weekly'] as const) {
      expect(await run(frequency)).toMatchObject({ alerts: 1, mails: 1 });
      for (const [other, email] of Object.entries(addresses)) {
        const order = ['instant', 'daily', 'weekly'];
        const expected = order.indexOf(other) <= order.indexOf(frequency) ? 1 : 0;
        expect(await alertMailsTo(email), `${other} after the ${frequency} run`).toHaveLength(
          expected,
        );
      }
    }
  });

  it('groups one run into one mail per address, a part per alert, in the alert language', async () => {
    const email = newAddress();
    await confirmedAlert(email, 'type=rent', 'daily', { language: 'ml' });
    await confirmedAlert(email, 'type=sale&location=Thrissur', 'daily', { language: 'ml' });
    await listing({ title: 'Flat to let', titleMl: 'വാടകയ്ക്ക് ഫ്ലാറ്റ്', propertyFor: 'rent' });
    await listing({ title: 'House in Thrissur', city: 'Thrissur', propertyFor: 'sell' });
    await listing({ title: 'House in Kochi', propertyFor: 'sell' });

    expect(await run('daily')).toMatchObject({ alerts: 2, mails: 1, sends: 2 });
    const [mail, ...others] = await alertMailsTo(email);
    expect(others).toEqual([]);
    expect(decodeMimeWords(mail?.headers.subject ?? '')).toContain('2 പുതിയ വീടുകൾ');
    expect(mail?.text).toContain('വാടകയ്ക്ക് ഫ്ലാറ്റ്');
    expect(mail?.text).toContain('House in Thrissur');
    expect(mail?.text).not.toContain('House in Kochi');
    expect(mail?.text).toContain(
      `${t.config.publicUrl}/ml/property-listing?location=Thrissur&type=buy`,
    );
    expect(mail?.text.match(/^== /gm)).toHaveLength(2);
  });

  it('sends a price cut of a match once, and neither a rise nor a second cut', async () => {
    const email = newAddress();
    const flat = await listing({ title: 'Flat in Edappally', propertyFor: 'rent', price: 40_000 });
    await confirmedAlert(email, 'type=rent&max_price=30000');
    await setPrice(flat, 45_000);
    expect(await run('instant')).toMatchObject({ mails: 0 });
    // Cut into the search's range: news.
    await setPrice(flat, 28_000);
    expect(await run('instant')).toMatchObject({ mails: 1, sends: 1 });
    const [mail] = await alertMailsTo(email);
    expect(mail?.headers.subject).toBe(`1 price cut for your search on ${t.config.site.name}`);
    expect(mail?.text).toContain('Price cut, was ₹45,000');
    expect(mail?.text).toContain('₹28,000 a month');
    await setPrice(flat, 29_000);
    await setPrice(flat, 27_000);
    expect(await run('instant')).toMatchObject({ mails: 0 });
    expect(await alertMailsTo(email)).toHaveLength(1);
  });

  it('sends nothing about a listing hidden, sold or deleted before the run, and a listing once only when shown again', async () => {
    const email = newAddress();
    await confirmedAlert(email, 'type=sale');
    const drafted = await listing({ title: 'Drafted plot', propertyFor: 'sell' });
    const sold = await listing({ title: 'Sold villa', propertyFor: 'sell' });
    const deleted = await listing({ title: 'Deleted house', propertyFor: 'sell' });
    const unconfirmed = await listing({
      title: 'Stale house',
      propertyFor: 'sell',
      confirmedAt: new Date(Date.now() - 400 * 86_400_000),
    });
    await setStatus(drafted, 'draft');
    await setStatus(sold, 'sold');
    await t.database.db.delete(properties).where(eq(properties.id, deleted));
    expect(unconfirmed).toBeGreaterThan(0);
    expect(await run('instant')).toMatchObject({ mails: 0 });

    // Shown again: the draft is news now; once sent, sold and shown again is not news twice.
    await setStatus(drafted, 'available');
    expect(await run('instant')).toMatchObject({ mails: 1 });
    await setStatus(drafted, 'sold');
    await setStatus(drafted, 'available');
    expect(await run('instant')).toMatchObject({ mails: 0 });
    const mails = await alertMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Drafted plot');
  });

  it('sends nothing to a paused alert, and nothing of its pause once resumed', async () => {
    const email = newAddress();
    const alert = await confirmedAlert(email, 'type=rent');
    const change = (paused: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/alerts/manage/',
        payload: { token: alert.manageToken, alert_id: alert.id, paused },
      });
    expect((await change(true)).statusCode).toBe(200);
    await listing({ title: 'During the pause', propertyFor: 'rent' });
    expect(await run('instant')).toMatchObject({ alerts: 0 });
    expect((await change(false)).statusCode).toBe(200);
    expect(await run('instant')).toMatchObject({ mails: 0 });
    await listing({ title: 'After the pause', propertyFor: 'rent' });
    expect(await run('instant')).toMatchObject({ mails: 1 });
    const [mail] = await alertMailsTo(email);
    expect(mail?.text).toContain('After the pause');
    expect(mail?.text).not.toContain('During the pause');
  });

  it('shows prices in the Gulf currency chosen when saving, beside rupees', async () => {
    const email = newAddress();
    await confirmedAlert(email, 'type=sale', 'instant', { currency: 'AED' });
    await listing({ title: 'Villa for a Dubai family', propertyFor: 'sell', price: 9_500_000 });
    await run('instant');
    const [mail] = await alertMailsTo(email);
    expect(mail?.text).toMatch(/₹95 Lakh \(≈ AED\s[\d,]+\)/);
  });

  it('tells of at most 10 listings per alert, and how many more', async () => {
    const email = newAddress();
    await confirmedAlert(email, 'type=rent');
    for (let n = 1; n <= 12; n++) {
      await listing({ title: `Rental number ${n}`, propertyFor: 'rent' });
    }
    // Ten are told of (and recorded); the search's link shows the rest.
    expect(await run('instant')).toMatchObject({ sends: 10 });
    const [mail] = await alertMailsTo(email);
    expect(mail?.text.match(/^New: Rental number/gm)).toHaveLength(10);
    expect(mail?.text).toContain('…and 2 more');
  });
});

describe('leaving and following', () => {
  it('leaves with the one-click POST to the List-Unsubscribe address: nothing more is sent', async () => {
    const email = newAddress();
    await confirmedAlert(email, 'type=rent');
    await listing({ title: 'First rental', propertyFor: 'rent' });
    await run('instant');
    const [mail] = await alertMailsTo(email);
    const url = new URL(/^<(.+)>$/.exec(mail!.headers['list-unsubscribe']!)![1]!);
    const left = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(204);
    await listing({ title: 'Second rental', propertyFor: 'rent' });
    expect(await run('instant')).toMatchObject({ alerts: 0, mails: 0 });
    const [subscriber] = await t.database.db
      .select()
      .from(alertSubscribers)
      .where(eq(alertSubscribers.email, email));
    expect(subscriber).toBeUndefined();
  });

  it("records a listing's link followed from the mail, and hands over to its page in the alert's language", async () => {
    const email = newAddress();
    const alert = await confirmedAlert(email, 'type=rent', 'instant', { language: 'ml' });
    const flat = await listing({ title: 'Flat near Lulu', propertyFor: 'rent' });
    await run('instant');
    const opened = await t.app.inject({ url: `/alerts/open/${alert.id}/${flat}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`/ml/property/${flat}`);
    expect(opened.headers['cache-control']).toBe('no-store');
    const [send] = await t.database.db
      .select()
      .from(alertSends)
      .where(eq(alertSends.alertId, alert.id));
    expect(send?.clickedAt).toBeInstanceOf(Date);
    // A link that names no send still reaches the listing; nonsense goes to the listings.
    expect((await t.app.inject({ url: `/alerts/open/999999/${flat}` })).headers.location).toBe(
      `/property/${flat}`,
    );
    expect((await t.app.inject({ url: '/alerts/open/x/%00' })).headers.location).toBe(
      '/property-listing',
    );
  });

  it('sends nothing to an address whose mail stopped (a bounce)', async () => {
    const email = newAddress();
    await confirmedAlert(email, 'type=rent');
    await t.database.db
      .update(alertSubscribers)
      .set({ stoppedAt: sql`now()`, stopReason: 'bounce' })
      .where(eq(alertSubscribers.email, email));
    await listing({ title: 'Unseen rental', propertyFor: 'rent' });
    expect(await run('instant')).toMatchObject({ alerts: 0 });
  });
});

describe('matching', () => {
  it('finds among new listings exactly what each listing page finds', async () => {
    const email = newAddress();
    await confirmedAlert(email, 'type=rent');
    const towns = ['Kochi', 'Thrissur', 'Kozhikode', 'Thiruvananthapuram'];
    const types = ['Apartment', 'Villa', 'House', null];
    for (let n = 0; n < 40; n++) {
      await listing({
        title: n % 3 === 0 ? `Garden home ${n}` : `Home ${n}`,
        city: towns[n % towns.length]!,
        type: types[n % types.length]!,
        propertyFor: n % 2 === 0 ? 'rent' : 'sell',
        price: 10_000 + n * 37_000,
        bedrooms: n % 5,
        area: 500 + n * 40,
        ...(n % 7 === 0 ? { status: 'draft' as const } : {}),
      });
    }
    const ids = (await t.database.db.select({ id: properties.id }).from(properties)).map(
      (row) => row.id,
    );
    // Listing pages' queries, as alerts save them (each kept whole by the saving).
    const queries = [
      '',
      'type=rent',
      'type=buy&location=Thrissur',
      'location=Kochi&beds=2',
      'category=villa',
      'type=rent&price=20000-400000',
      'sqft=1000-2000&baths=2',
      'location=Kozhikode&cents=1-50',
    ];
    const sorted = (query: string) => {
      const params = new URLSearchParams(query);
      params.sort();
      return params.toString();
    };
    for (const query of queries) expect(sorted(normalizeAlertQuery(query))).toBe(sorted(query));
    const matched = await t.app.services.properties.matchAmong(
      queries.map(savedQueryAsSearch),
      ids,
    );
    for (const [n, query] of queries.entries()) {
      // The same search in the API's words.
      const search = savedQueryAsSearch(query);
      const api = new URLSearchParams([
        ...filterEntries(search, 'api'),
        ...writeFactFilters(search),
      ]);
      const page = await t.app.inject({
        url: `/api/properties/properties/?${api.toString()}&page_size=100`,
      });
      expect(page.statusCode, page.body).toBe(200);
      const expected = page
        .json<{ data: { id: number }[] }>()
        .data.map((row) => row.id)
        .sort((a, b) => a - b);
      expect(
        [...matched[n]!].sort((a, b) => a - b),
        query,
      ).toEqual(expected);
    }
  });

  it('matches every saved query of the database once, however many alerts share it', async () => {
    const emails = [newAddress(), newAddress(), newAddress()];
    for (const email of emails) await confirmedAlert(email, 'type=rent&location=Kochi', 'weekly');
    await listing({ title: 'Shared match', propertyFor: 'rent' });
    expect(await run('weekly')).toMatchObject({ alerts: 3, mails: 3, sends: 3 });
    const sends = await t.database.db
      .select({ alertId: searchAlerts.id })
      .from(searchAlerts)
      .innerJoin(alertSends, eq(alertSends.alertId, searchAlerts.id));
    expect(sends).toHaveLength(3);
  });
});
