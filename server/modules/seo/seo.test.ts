import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties';
import type { PropertyStatus } from '../../../contract/property-constants';
import { properties } from '../../db/schema';
import { encodeMultipart } from '../../media/test-uploads';
import { findPlace, findTypeId } from '../../testing/listings';
import { PUBLIC_CACHE_CONTROL } from '../../http/public-answers';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createSeoService, PUBLIC_PAGES } from './seo.service';

/** A base with a path holding `&` and `'`: both must come out escaped in the XML. */
const PUBLIC_URL = "https://veedu.example/kerala&co's";

let t: TestApp;
let admin: Record<string, string>;
let place: Awaited<ReturnType<typeof findPlace>>;
let typeId: number;

/** What each status was created as (or changed to), by id. */
const listings = new Map<number, Property>();

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => name === 'url' || name === 'sitemap' || name === 'xhtml:link',
});

interface Alternate {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}
interface SitemapUrl {
  loc: string;
  lastmod?: string;
  'xhtml:link': Alternate[];
}
interface UrlSet {
  urlset: { '@_xmlns': string; '@_xmlns:xhtml': string; url: SitemapUrl[] };
}
interface SitemapIndex {
  sitemapindex: { '@_xmlns': string; sitemap: { loc: string }[] };
}

function parseXml<T>(xml: string): T {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as T;
}

async function sendListing(
  method: 'POST' | 'PATCH',
  url: string,
  values: Record<string, string>,
): Promise<Property> {
  const { payload, headers } = await encodeMultipart(
    Object.entries(values).map(([name, value]) => ({ name, value })),
  );
  const response = await t.app.inject({ method, url, payload, headers: { ...admin, ...headers } });
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json<Property>();
}

async function createListing(title: string, status: PropertyStatus): Promise<Property> {
  const created = await sendListing('POST', '/api/properties/properties/', {
    title,
    description: `${title}, close to the backwaters and the market.`,
    price: '4500000',
    property_for: 'sell',
    property_type: String(typeId),
    bedrooms: '2',
    bathrooms: '2',
    area: '1200',
    contact_name: 'Anjali Menon',
    phone_number: '+919847011223',
    whatsapp_number: '+919847011223',
    email: 'anjali.menon@example.in',
    latitude: '9.4981',
    longitude: '76.3388',
    state: String(place.stateId),
    district: String(place.districtId),
    city: String(place.cityId),
    status,
  });
  listings.set(created.id, created);
  return created;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
  admin = await t.adminHeaders();
  place = await findPlace(t.database.db, 'Alappuzha');
  typeId = await findTypeId(t.database.db, 'Villa');
  await t.database.db.delete(properties);
  await createListing('Lake-view villa <with> a "jetty" & garden', 'available');
  await createListing('Two-bedroom flat near the beach', 'available');
  await createListing('Unfinished draft of a plot', 'draft');
  await createListing('Sold heritage house', 'sold');
  await createListing('Rented office space', 'rented');
  // Listed once, then rented: it must leave the sitemap.
  const changed = await createListing('Apartment let last week', 'available');
  listings.set(
    changed.id,
    await sendListing('PATCH', `/api/properties/properties/${changed.id}/`, { status: 'rented' }),
  );
});
afterAll(() => t.close());

function available(): Property[] {
  return [...listings.values()]
    .filter((listing) => listing.status === 'available')
    .sort((a, b) => a.id - b.id);
}

/** Every URL the sitemap must hold, in order: the public pages, then available listings by id. */
/** A page in English and in Malayalam (under /ml), each naming both and the default. */
function inBothLanguages(path: string, lastmod?: string): SitemapUrl[] {
  const english = `${PUBLIC_URL}${path}`;
  const malayalam = `${PUBLIC_URL}/ml${path}`;
  const alternates: Alternate[] = [
    { '@_rel': 'alternate', '@_hreflang': 'en', '@_href': english },
    { '@_rel': 'alternate', '@_hreflang': 'ml', '@_href': malayalam },
    { '@_rel': 'alternate', '@_hreflang': 'x-default', '@_href': english },
  ];
  return [english, malayalam].map((loc) => ({
    loc,
    ...(lastmod ? { lastmod } : {}),
    'xhtml:link': alternates,
  }));
}

function expectedUrls(): SitemapUrl[] {
  return [
    ...PUBLIC_PAGES.flatMap((path) => inBothLanguages(path)),
    ...available().flatMap((listing) =>
      inBothLanguages(`/property/${listing.id}`, listing.updated_at.replace(/\.\d{3}Z$/, 'Z')),
    ),
  ];
}

describe('GET /robots.txt', () => {
  it('allows everything but the back office and the API, and names the sitemap', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /go/',
        '',
        `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});

describe('GET /sitemap.xml', () => {
  it('is well-formed sitemaps.org XML, kept by shared caches', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    const { urlset } = parseXml<UrlSet>(response.body);
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  });

  it('lists the public pages and every available listing with its last change, nothing else', async () => {
    const { urlset } = parseXml<UrlSet>((await t.app.inject({ url: '/sitemap.xml' })).body);
    expect(available()).toHaveLength(2);
    expect(urlset.url).toEqual(expectedUrls());
    const hidden = [...listings.values()].filter((listing) => listing.status !== 'available');
    expect(hidden.map((listing) => listing.status).sort()).toEqual([
      'draft',
      'rented',
      'rented',
      'sold',
    ]);
    for (const listing of hidden) {
      expect(urlset.url.map((url) => url.loc)).not.toContain(
        `${PUBLIC_URL}/property/${listing.id}`,
      );
    }
  });

  it('writes absolute URLs from PUBLIC_URL, escaped for XML', async () => {
    const { body } = await t.app.inject({ url: '/sitemap.xml' });
    const locs = [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toHaveLength((PUBLIC_PAGES.length + 2) * 2);
    for (const loc of locs) {
      expect(loc?.startsWith('https://veedu.example/kerala&amp;co&apos;s/')).toBe(true);
    }
    // Nothing unescaped anywhere in the document's text.
    expect(body).not.toMatch(/&(?!amp;|apos;|lt;|gt;|quot;)/);
  });

  it('answers HEAD too', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  });

  it('has no other files while everything fits in one', async () => {
    const first = await t.app.inject({ url: '/sitemaps/1.xml' });
    expect(first.statusCode).toBe(200);
    expect(parseXml<UrlSet>(first.body).urlset.url).toEqual(expectedUrls());
    for (const url of ['/sitemaps/2.xml', '/sitemaps/0.xml', '/sitemaps/one.xml', '/sitemaps/1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('a sitemap larger than one file', () => {
  it('becomes an index whose files hold every URL once, none over the limit', async () => {
    // Six pages and two listings in two languages, at most five URLs a file: two pages (four
    // URLs) a file, an index of four files.
    const seo = createSeoService({ db: t.database.db, publicUrl: PUBLIC_URL, maxUrlsPerFile: 5 });
    const { sitemapindex } = parseXml<SitemapIndex>(await seo.sitemap());
    expect(sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const files = sitemapindex.sitemap.map((entry) => entry.loc);
    const total = PUBLIC_PAGES.length + available().length;
    expect(files).toEqual(
      Array.from(
        { length: Math.ceil(total / 2) },
        (_, index) => `${PUBLIC_URL}/sitemaps/${index + 1}.xml`,
      ),
    );
    const urls: SitemapUrl[] = [];
    for (let part = 1; part <= files.length; part += 1) {
      const xml = await seo.sitemapPart(part);
      expect(xml, `part ${part}`).not.toBeNull();
      const { urlset } = parseXml<UrlSet>(xml ?? '');
      expect(urlset.url.length).toBeLessThanOrEqual(5);
      urls.push(...urlset.url);
    }
    expect(urls).toEqual(expectedUrls());
    expect(await seo.sitemapPart(files.length + 1)).toBeNull();
  });
});
