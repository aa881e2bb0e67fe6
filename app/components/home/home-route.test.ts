import { DEFAULT_MAP_TILES } from '../../../contract/map-tiles';
import { describe, expect, it } from 'vitest';

import type { Banner } from '../../../contract/banners';
import type { Page } from '../../../contract/pagination';
import type { ListingSearch } from '../../../contract/listing-search';
import type { ListingSummary } from '../../../contract/properties';
import type { CatalogueReader, SiteInfo } from '../../../contract/site';
import { en } from '../../i18n/en';
import { homeContent } from '../../i18n/en/content/home';
import Home, { loader, meta } from '../../routes/home';
import type { Route } from '../../routes/+types/home';
import { mainImageUrl } from '../property-picture';
import { metaMatches, renderRoutePage } from '../../testing/render-page';
import { readTestRates } from '../../testing/exchange-rates';

const site: SiteInfo = {
  name: 'Veedu',
  phone: '+919846012345',
  email: 'hello@veedu.in',
  whatsapp: '919846012345',
  publicUrl: 'https://veedu.example',
  mapTiles: DEFAULT_MAP_TILES,
};

const banner: Banner = {
  id: 7,
  image: '/media/hero-banners/abc/main.jpg',
  width: 1600,
  height: 800,
  created_at: '2026-01-01T00:00:00.000Z',
  variants: [
    { url: '/media/hero-banners/abc/1600.avif', width: 1600, height: 800, format: 'avif' },
    { url: '/media/hero-banners/abc/400.webp', width: 400, height: 200, format: 'webp' },
    { url: '/media/hero-banners/abc/400.avif', width: 400, height: 200, format: 'avif' },
  ],
};

const property = {
  id: 42,
  title: 'Lake-view villa',
  price: 18_500_000,
  property_for: 'sell',
  property_type_details: { id: 3, name: 'Villa' },
  bedrooms: 4,
  bathrooms: 3,
  area: 2400,
  cents: 10,
  whatsapp_number: '+91 98460 12345',
  location: { city: 'KOCHI', district: 'ernakulam', state: 'Kerala' },
  cover: null,
} as unknown as ListingSummary;

const failing = () => Promise.reject(new Error('database down'));

function catalogueWith(overrides: Partial<CatalogueReader>): CatalogueReader {
  return {
    listSummaries: failing,
    findProperty: failing,
    listByIds: failing,
    listPropertyTypes: failing,
    listBanners: failing,
    listSimilar: failing,
    findPreview: failing,
    readSiteFacts: failing,
    readExchangeRates: readTestRates,
    ...overrides,
  };
}

/** The request's logger, as the server hands it: failures are kept to be checked. */
function recordingLog() {
  const lines: string[] = [];
  return { lines, error: (_details: { err: unknown }, message: string) => lines.push(message) };
}

/** The loader's data, and the status it asks for (200 unless it says otherwise). */
async function loadWithStatus(catalogue: CatalogueReader, log = recordingLog()) {
  const args = {
    request: new Request('https://veedu.example/'),
    context: { site, catalogue, log },
  } as unknown as Parameters<typeof loader>[0];
  const result = await loader(args);
  if ('type' in result && result.type === 'DataWithResponseInit') {
    return {
      data: result.data as Route.ComponentProps['loaderData'],
      status: result.init?.status ?? 200,
    };
  }
  return { data: result as Route.ComponentProps['loaderData'], status: 200 };
}

async function load(catalogue: CatalogueReader) {
  return (await loadWithStatus(catalogue)).data;
}

function metaFor(data: Awaited<ReturnType<typeof load>>) {
  const args = {
    loaderData: data,
    matches: metaMatches('en', { site }),
  } as unknown as Parameters<typeof meta>[0];
  return meta(args);
}

describe('home loader', () => {
  it('falls back when every read fails (product.md section 8), logs and answers 503', async () => {
    const log = recordingLog();
    const { data, status } = await loadWithStatus(catalogueWith({}), log);
    expect(data).toEqual({
      hero: null,
      offer: null,
      featured: null,
      figures: { foundedYear: null, listingsOnShow: null, clientsServed: null },
      content: homeContent(null),
    });
    expect(status).toBe(503);
    expect(log.lines.sort()).toEqual([
      'page data failed to load: featured listings',
      'page data failed to load: hero banners',
      'page data failed to load: offer banners',
      'page data failed to load: site facts',
    ]);
    const tags = metaFor(data);
    expect(tags.some((tag) => 'tagName' in tag && tag.rel === 'preload')).toBe(false);
    expect(tags.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
  });

  it('takes the first banner of each kind and the 8 newest listings', async () => {
    const queries: ListingSearch[] = [];
    let typeReads = 0;
    const data = await load(
      catalogueWith({
        listBanners: (kind) =>
          Promise.resolve(
            kind === 'hero'
              ? [banner, { ...banner, id: 1, image: '/media/hero-banners/older/main.jpg' }]
              : [],
          ),
        // The search panel's types come with the root's data; the home page does not read them.
        listPropertyTypes: () => {
          typeReads += 1;
          return Promise.resolve([{ id: 1, name: 'House' }]);
        },
        listSummaries: (search) => {
          queries.push(search);
          return Promise.resolve({ data: [property] } as Page<ListingSummary>);
        },
      }),
    );
    expect(queries).toEqual([
      { purpose: 'all', status: 'available', sort: 'newest', page: 1, pageSize: 8 },
    ]);
    expect(data.hero && mainImageUrl(data.hero)).toBe('/media/hero-banners/abc/main.jpg');
    expect(data.offer).toBeNull();
    expect(typeReads).toBe(0);
    const [card] = data.featured ?? [];
    expect(card).toMatchObject({
      id: 42,
      price: '₹1.85 Cr',
      isRent: false,
      typeName: 'Villa',
      place: 'Kochi, Ernakulam',
      image: null,
    });
  });

  it('marks the listings the agency has visited for the cards’ Verified badge', async () => {
    const listings = [
      { ...property, verified: true },
      { ...property, id: 43, verified: false },
    ] as ListingSummary[];
    const data = await load(
      catalogueWith({
        listBanners: () => Promise.resolve([]),
        listSummaries: () => Promise.resolve({ data: listings } as Page<ListingSummary>),
      }),
    );
    expect(data.featured?.[0]).toMatchObject({ id: 42, isVerified: true });
    expect(data.featured?.[1]).not.toHaveProperty('isVerified');

    const html = renderRoutePage({
      language: 'en',
      url: '/',
      Page: Home as never,
      rootData: { site, propertyTypes: [] },
      pageData: data,
    });
    // One badge, in the verified listing's card (the first): between its start and its link.
    expect(html.match(/class="card-verified">([^<]*)</g)).toEqual([
      `class="card-verified">${en.common.card.verified}<`,
    ]);
    const badge = html.indexOf('class="card-verified"');
    expect(badge).toBeGreaterThan(html.indexOf('class="fcard"'));
    expect(badge).toBeLessThan(html.indexOf('href="/property/42"'));
  });

  it('states each figure from its one source: the site facts and the listings on show', async () => {
    const data = await load(
      catalogueWith({
        listBanners: () => Promise.resolve([]),
        listSummaries: () =>
          Promise.resolve({ data: [property], total: 1234 } as Page<ListingSummary>),
        readSiteFacts: () => Promise.resolve({ founded_year: 2012, clients_served: 123_456 }),
        readExchangeRates: readTestRates,
      }),
    );
    expect(data.figures).toEqual({
      foundedYear: 2012,
      listingsOnShow: 1234,
      clientsServed: 123_456,
    });
    const html = renderRoutePage({
      language: 'en',
      url: '/',
      Page: Home as never,
      rootData: { site, propertyTypes: [] },
      pageData: data,
    });
    expect(html).toContain('<dt>Serving Kerala since</dt><dd>2012</dd>');
    expect(html).toContain('<dt>Properties listed</dt><dd>1,234</dd>');
    expect(html).toContain('<dt>Clients served</dt><dd>1,23,456</dd>');
    expect(html).toContain('Local since 2012');
    expect(html).not.toMatch(/300\+|400\+|1000\+|2010/);
  });

  it('preloads the hero AVIF renditions and shares the banner as og:image', async () => {
    const data = await load(catalogueWith({ listBanners: () => Promise.resolve([banner]) }));
    const tags = metaFor(data);
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imageSrcSet: '/media/hero-banners/abc/400.avif 400w, /media/hero-banners/abc/1600.avif 1600w',
      imageSizes: '100vw',
      fetchPriority: 'high',
    });
    expect(tags).toContainEqual({
      property: 'og:image',
      content: 'https://veedu.example/media/hero-banners/abc/main.jpg',
    });
  });
});
