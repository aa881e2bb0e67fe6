import { DEFAULT_MAP_TILES } from '../../../contract/map-tiles';
import { describe, expect, it } from 'vitest';

import type { Page } from '../../../contract/pagination';
import type { ListingSummary } from '../../../contract/properties';
import type { CatalogueReader, SiteInfo } from '../../../contract/site';
import { en } from '../../i18n/en';
import { ml } from '../../i18n/ml';
import {
  CENTS_RANGES,
  HOME_PRICE_PRESETS,
  RENT_PRICE_PRESETS,
  SQFT_RANGES,
} from '../../lib/search-options';
import type { Route } from '../../routes/+types/home';
import Home, { loader, meta } from '../../routes/home';
import { metaMatches, renderRoutePage } from '../../testing/render-page';
import { readTestRates } from '../../testing/exchange-rates';

/** The home page under /ml: the loader's data in Malayalam, rendered as the server renders it. */

const site: SiteInfo = {
  name: 'Veedu',
  phone: '+919846012345',
  email: 'hello@veedu.in',
  whatsapp: '919846012345',
  publicUrl: 'https://veedu.example',
  mapTiles: DEFAULT_MAP_TILES,
};

function summary(overrides: Partial<ListingSummary>): ListingSummary {
  return {
    id: 42,
    title: 'Lake-view villa',
    price: 18_500_000,
    property_for: 'sell',
    property_type_details: { id: 3, name: 'Villa' },
    bedrooms: 4,
    bathrooms: 1,
    area: 2400,
    cents: 10,
    whatsapp_number: '+91 98460 12345',
    location: { city: 'KOCHI', district: 'ernakulam', state: 'Kerala' },
    cover: null,
    ...overrides,
  } as ListingSummary;
}

const catalogue: CatalogueReader = {
  listBanners: () => Promise.resolve([]),
  listPropertyTypes: () => Promise.resolve([]),
  findProperty: () => Promise.reject(new Error('not used')),
  listSimilar: () => Promise.reject(new Error('not used')),
  findPreview: () => Promise.reject(new Error('not used')),
  listByIds: () => Promise.reject(new Error('not used')),
  readSiteFacts: () => Promise.resolve({ founded_year: 2012, clients_served: 1234 }),
  readExchangeRates: readTestRates,
  listSummaries: () =>
    Promise.resolve({
      total: 58,
      data: [
        summary({ verified: true }),
        summary({
          id: 43,
          title: 'Flat',
          price: 28_000,
          property_for: 'rent',
          property_type_details: { id: 2, name: 'Apartment' },
          bedrooms: 2,
          bathrooms: 2,
          area: 1200,
          cents: null,
        }),
      ],
    } as Page<ListingSummary>),
};

async function loadAt(path: string): Promise<Route.ComponentProps['loaderData']> {
  const args = {
    request: new Request(`https://veedu.example${path}`),
    context: { site, catalogue, log: { error: () => undefined } },
  } as unknown as Parameters<typeof loader>[0];
  return (await loader(args)) as Route.ComponentProps['loaderData'];
}

function renderHome(path: string, data: Route.ComponentProps['loaderData']): string {
  return renderRoutePage({
    language: 'ml',
    url: path,
    Page: Home as never,
    rootData: { site, propertyTypes: ['House', 'Land'] },
    pageData: data,
  });
}

/** The WhatsApp links of listings (through /go/, which writes the message). */
function whatsAppLinks(html: string): string[] {
  return [...html.matchAll(/href="(\/go\/whatsapp\/\d+[^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
}

describe('the home page in Malayalam', () => {
  it('writes the cards’ prices and the longer prose in Malayalam', async () => {
    const data = await loadAt('/ml/');
    expect(data.featured?.map((card) => card.price)).toEqual(['₹1.85 കോടി', '₹28,000/മാസം']);
    expect(data.content.testimonials[0]?.name).toBe('അഞ്ജലി മേനോൻ');
    expect(data.content.reasons.noBrokers.title).toBe('ബ്രോക്കറില്ല, കമ്മീഷനില്ല');
    // English stays English, whatever else the page data carries.
    expect((await loadAt('/')).featured?.[1]?.price).toBe('₹28,000/month');
  });

  it('renders Malayalam texts, areas, types and links that stay under /ml', async () => {
    const html = renderHome('/ml/', await loadAt('/ml/'));
    for (const text of [
      ml.home.hero.title,
      ml.home.search.useMyLocation,
      ml.home.featured.title,
      ml.home.why.title,
      ml.home.cta.title,
      '4 കിടപ്പുമുറി · 1 ബാത്ത്റൂം · 10 സെന്റ്',
      '2 കിടപ്പുമുറി · 2 ബാത്ത്റൂം · 1,200 ച.അടി',
      '>വില്ല<',
      '>അപ്പാർട്ട്മെന്റ്<',
      '>₹1.85 കോടി<',
      '50 ലക്ഷം - 1 കോടി',
      '5-ഓ അതിലധികമോ',
      'aria-label="2-ൽ 1"',
      'aria-roledescription="കറൗസൽ"',
      // The figures: the site facts an owner keeps, and the listings on show (issue 33, item 8).
      `<dt>${ml.home.why.stats.since}</dt><dd>2012</dd>`,
      `<dt>${ml.home.why.stats.listed}</dt><dd>58</dd>`,
      `<dt>${ml.home.why.stats.clients}</dt><dd>1,234</dd>`,
      '2012 മുതൽ നാട്ടിൽ തന്നെ',
    ]) {
      expect(html).toContain(text);
    }
    // The verified listing's card says so, the other's does not.
    expect(html.match(/class="card-verified">([^<]*)</g)).toEqual([
      `class="card-verified">${ml.common.card.verified}<`,
    ]);
    for (const english of [
      en.home.hero.title,
      en.home.featured.title,
      'For Sale',
      'Bed',
      en.common.card.verified,
    ]) {
      expect(html).not.toContain(english);
    }
    // The search form, every site link and the cards' links lead to Malayalam pages.
    expect(html).toContain('action="/ml/property-listing"');
    // The /go/ lead redirects carry their language as `lang`.
    const siteLinks = [...html.matchAll(/href="(\/(?!go\/)[^"]*)"/g)].map((match) => match[1]);
    expect(siteLinks).toContain('/ml/property/42');
    expect(siteLinks).toContain('/ml/contact');
    expect(siteLinks.every((link) => link?.startsWith('/ml/'))).toBe(true);
    // A property type keeps its English value in the URL, with a Malayalam label.
    expect(html).toContain('<option value="Land">സ്ഥലം</option>');
  });

  it('asks about a listing on WhatsApp in Malayalam, through /go/', async () => {
    const html = renderHome('/ml/', await loadAt('/ml/'));
    expect(whatsAppLinks(html)).toEqual([
      '/go/whatsapp/42?lang=ml&from=/ml/',
      '/go/whatsapp/43?lang=ml&from=/ml/',
    ]);
  });

  it('says so in Malayalam when the listings cannot be read', () => {
    const html = renderHome('/ml/', {
      hero: null,
      offer: null,
      featured: null,
      figures: { foundedYear: null, listingsOnShow: null, clientsServed: null },
      content: { reasons: emptyReasons(), testimonials: [] },
    });
    expect(html).toContain(ml.home.featured.failed);
    expect(html).toContain('href="/ml/property-listing"');
  });

  it('gives the page’s title, description and canonical URL in Malayalam', () => {
    const tags = meta({
      matches: metaMatches('ml', { site }),
      loaderData: undefined,
    } as unknown as Route.MetaArgs);
    expect(tags).toContainEqual({ title: ml.home.meta.title('Veedu') });
    expect(tags).toContainEqual({ name: 'description', content: ml.home.meta.description });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'ml_IN' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://veedu.example/ml/',
    });
  });
});

function emptyReasons(): Route.ComponentProps['loaderData']['content']['reasons'] {
  const none = { title: '', body: '' };
  return { noBrokers: none, everyKind: none, quickAnswers: none, local: none };
}

describe('the search panel’s ranges in Malayalam', () => {
  it('says every price and area range in Malayalam, and English as it was', () => {
    const ranges = [HOME_PRICE_PRESETS, RENT_PRICE_PRESETS, SQFT_RANGES, CENTS_RANGES].flat();
    for (const { label } of ranges) {
      expect(en.home.search.rangeChoice(label)).toBe(label);
      // No English word or unit left ('L', 'Cr', 'K/month', 'sq.ft', 'cents').
      expect(ml.home.search.rangeChoice(label)).not.toMatch(/[A-Za-z]/);
    }
    expect(ml.home.search.rangeChoice('10000+ sq.ft')).toBe('10000+ ച.അടി');
    expect(ml.home.search.rangeChoice('0-5 cents')).toBe('0-5 സെന്റ്');
  });
});
