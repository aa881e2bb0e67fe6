import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentKeralaYear, type SiteFacts, siteFactsMessages } from '../../../contract/site-facts';
import { auditLog, catalogueVersion, siteFacts } from '../../db/schema';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';
import { SEEDED_SITE_FACTS } from './site-facts.service';

/**
 * The site facts (issue 33, item 8): the year founded and the clients served, one row seeded by
 * migration 0016, read by everyone, changed by owners only; a change is recorded in the audit
 * trail and moves the catalogue version on, so the pages that state the figures are made again.
 */

const URL = '/api/site-facts/';

let t: TestApp;
let owner: Record<string, string>;
let agent: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.adminHeaders();
  agent = await t.agentHeaders();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.update(siteFacts).set({
    foundedYear: SEEDED_SITE_FACTS.founded_year,
    clientsServed: SEEDED_SITE_FACTS.clients_served,
  });
  await t.database.db.delete(auditLog);
});

async function stored(): Promise<SiteFacts> {
  const rows = await t.database.db.select().from(siteFacts);
  expect(rows).toHaveLength(1);
  const [row] = rows;
  return { founded_year: row!.foundedYear, clients_served: row!.clientsServed };
}

async function version(): Promise<number> {
  const [row] = await t.database.db.select().from(catalogueVersion);
  return row!.version;
}

function put(payload: unknown, headers: Record<string, string> = owner) {
  return t.app.inject({ method: 'PUT', url: URL, payload: payload as object, headers });
}

describe('site facts', () => {
  it('answers the seeded facts to anyone, as a public answer kept like the others', async () => {
    const response = await t.app.inject({ url: URL });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ founded_year: 2010, clients_served: 400 });
    expect(response.headers['cache-control']).toMatch(/public/);
    expect(response.headers.etag).toBeTruthy();
  });

  it('lets an owner change both, records who did it, and moves the catalogue version on', async () => {
    await t.app.inject({ url: URL }); // kept, so the next GET must see the change anyway
    const before = await version();
    const response = await put({ founded_year: 2008, clients_served: 1250 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ founded_year: 2008, clients_served: 1250 });
    expect(await stored()).toEqual({ founded_year: 2008, clients_served: 1250 });
    expect(await version()).toBeGreaterThan(before);
    const read = await t.app.inject({ url: URL });
    expect(read.json()).toEqual({ founded_year: 2008, clients_served: 1250 });

    const entries = await t.database.db.select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: expect.any(String),
      action: 'updated',
      entity: 'site_facts',
      changes: { founded_year: [2010, 2008], clients_served: [400, 1250] },
    });
    const trail = await t.app.inject({ url: '/api/audit/?entity=site_facts', headers: owner });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json<{ count: number }>().count).toBe(1);
  });

  it('takes this year in Kerala and 0 clients, the edges', async () => {
    const year = currentKeralaYear();
    const response = await put({ founded_year: year, clients_served: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toEqual({ founded_year: year, clients_served: 0 });
    const earliest = await put({ founded_year: 1900, clients_served: 10_000_000 });
    expect(earliest.statusCode, earliest.body).toBe(200);
  });

  it('refuses bad figures with a message for each field, and changes nothing', async () => {
    const year = currentKeralaYear();
    const yearMessage = siteFactsMessages.foundedYear(year);
    const cases: [unknown, Record<string, string[]>][] = [
      [{ founded_year: year + 1, clients_served: 5 }, { founded_year: [yearMessage] }],
      [{ founded_year: 1899, clients_served: 5 }, { founded_year: [yearMessage] }],
      [{ founded_year: 2001.5, clients_served: 5 }, { founded_year: [yearMessage] }],
      [{ founded_year: '2001', clients_served: 5 }, { founded_year: [yearMessage] }],
      [
        { founded_year: 2001, clients_served: -1 },
        { clients_served: [siteFactsMessages.clientsServed] },
      ],
      [
        { founded_year: 2001, clients_served: 10_000_001 },
        { clients_served: [siteFactsMessages.clientsServed] },
      ],
      [{ founded_year: 2001 }, { clients_served: [siteFactsMessages.clientsServed] }],
      [{}, { founded_year: [yearMessage], clients_served: [siteFactsMessages.clientsServed] }],
    ];
    const before = await version();
    for (const [payload, errors] of cases) {
      const response = await put(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toEqual(errors);
    }
    const extra = await put({ founded_year: 2001, clients_served: 5, happy: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toHaveProperty('non_field_errors');
    expect(await stored()).toEqual(SEEDED_SITE_FACTS);
    expect(await version()).toBe(before);
  });

  it('refuses agents with the owners-only message, and changes nothing', async () => {
    const response = await put({ founded_year: 2005, clients_served: 900 }, agent);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: siteFactsMessages.ownersOnly });
    expect(siteFactsMessages.ownersOnly).toBe('Only owners can change the site facts.');
    expect(await stored()).toEqual(SEEDED_SITE_FACTS);
    // Agents read them as everyone does.
    expect((await t.app.inject({ url: URL, headers: agent })).statusCode).toBe(200);
  });

  it('refuses anyone not signed in with 401, and changes nothing', async () => {
    for (const headers of BAD_TOKEN_HEADERS) {
      const response = await put({ founded_year: 2005, clients_served: 900 }, headers);
      expect(response.statusCode).toBe(401);
    }
    expect(await stored()).toEqual(SEEDED_SITE_FACTS);
  });
});

describe('site facts on the pages', () => {
  let web: TestApp;
  let webOwner: Record<string, string>;
  beforeAll(async () => {
    web = await createTestApp({ web: true });
    webOwner = await web.adminHeaders();
  });
  afterAll(() => web.close());

  /** The home page's figures, as `label: value`. */
  async function figuresOf(path: string): Promise<string[]> {
    const response = await web.app.inject({ url: path });
    expect(response.statusCode, path).toBe(200);
    return [...response.body.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(
      (match) => `${match[1]}: ${match[2]}`,
    );
  }

  it('shows a change on the next request of the pages kept in memory, in both languages', async () => {
    const total = (await web.app.inject({ url: '/api/properties/properties/?page_size=1' })).json<{
      total: number;
    }>().total;
    for (const path of ['/', '/ml/', '/about', '/ml/about']) await figuresOf(path);
    const warm = await web.app.inject({ url: '/' });
    expect(warm.headers['x-cache']).toBe('HIT');

    const response = await web.app.inject({
      method: 'PUT',
      url: URL,
      payload: { founded_year: 2007, clients_served: 123_456 },
      headers: webOwner,
    });
    expect(response.statusCode, response.body).toBe(200);

    const home = await figuresOf('/');
    expect(home).toEqual(
      expect.arrayContaining([
        'Serving Kerala since: 2007',
        `Properties listed: ${total.toLocaleString('en-IN')}`,
        'Clients served: 1,23,456',
      ]),
    );
    const about = await figuresOf('/about');
    expect(about).toEqual([
      'Serving Kerala since: 2007',
      `Properties listed: ${total.toLocaleString('en-IN')}`,
      'Clients served: 1,23,456',
    ]);
    expect((await figuresOf('/ml/')).join('\n')).toContain(': 1,23,456');
    expect((await figuresOf('/ml/about')).join('\n')).toContain(': 2007');
    const aboutHtml = (await web.app.inject({ url: '/about' })).body;
    expect(aboutHtml).toContain('Trusted by 1,23,456 clients');
    expect(aboutHtml).toContain('"foundingDate":"2007"');
    expect(aboutHtml).not.toMatch(/\b2010\b|400\+|1000\+/);
  });
});
