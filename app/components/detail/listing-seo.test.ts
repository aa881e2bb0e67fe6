import { DEFAULT_MAP_TILES } from '../../../contract/map-tiles';
import { describe, expect, it } from 'vitest';

import type { SiteInfo } from '../../../contract/site';
import { en } from '../../i18n/en';
import { makeI18n } from '../../i18n/i18n';
import { ml } from '../../i18n/ml';
import { toDetailListing } from './detail-listing';
import type { DetailListing } from './detail-listing';
import { buildBreadcrumbJsonLd, buildListingJsonLd, buildListingMeta } from './listing-seo';
import { listingShareCardPath } from './listing-share-card';
import { buildTestListing } from './listing.fixture';

const english = makeI18n('en', en);
const malayalam = makeI18n('ml', ml);

const site: SiteInfo = {
  name: 'Veedu',
  phone: '+914840000000',
  email: 'hello@veedu.test',
  whatsapp: '+914840000000',
  publicUrl: 'https://veedu.test',
  mapTiles: DEFAULT_MAP_TILES,
};

/** The meta tags as the page gives them: the card's path from the loader, in the page's language. */
function metaOf(listing: DetailListing, i18n: typeof english) {
  return buildListingMeta(
    site,
    listing,
    i18n,
    listingShareCardPath(listing, i18n.language, site.name),
  );
}

describe('buildListingMeta', () => {
  it('shares the photo, the title and the price', () => {
    const meta = metaOf(buildTestListing(), english);
    const content = (property: string) => {
      const tag = meta.find((each) => 'property' in each && each.property === property);
      return tag && 'content' in tag ? tag.content : undefined;
    };
    expect(content('og:title')).toBe('Lake-view villa in Kumarakom · ₹1.85 Cr');
    expect(content('og:image')).toMatch(
      /^https:\/\/veedu\.test\/share\/property\/7\.jpg\?v=[0-9a-z]+$/,
    );
    expect(content('og:image:width')).toBe('1200');
    expect(content('og:image:height')).toBe('630');
    expect(content('og:image:type')).toBe('image/jpeg');
    expect(content('og:image:alt')).toBe(
      'Lake-view villa in Kumarakom · ₹1.85 Cr, Kumarakom, Kottayam, Kerala',
    );
    expect(content('og:type')).toBe('product');
    expect(content('product:price:amount')).toBe('18500000');
    expect(content('product:price:currency')).toBe('INR');
    expect(meta.filter((tag) => 'property' in tag && tag.property === 'og:type')).toHaveLength(1);
  });

  it('gives X a large image card with the same card, title and description', () => {
    const meta = metaOf(buildTestListing(), english);
    const named = (name: string) =>
      meta.flatMap((tag) => ('name' in tag && tag.name === name ? [tag.content] : []));
    const og = (property: string) =>
      meta.flatMap((tag) =>
        'property' in tag && tag.property === property ? [tag.content] : [],
      )[0];
    expect(named('twitter:card')).toEqual(['summary_large_image']);
    expect(named('twitter:image')).toEqual([og('og:image')]);
    expect(named('twitter:title')).toEqual(['Lake-view villa in Kumarakom · ₹1.85 Cr']);
    expect(named('twitter:description')).toEqual([og('og:description')]);
  });

  it('names a new card when what it shows changes, and the same one otherwise', () => {
    const image = (overrides: Parameters<typeof buildTestListing>[0]) =>
      metaOf(buildTestListing(overrides), english).flatMap((tag) =>
        'property' in tag && tag.property === 'og:image' ? [tag.content] : [],
      )[0];
    const original = image({});
    expect(image({ description: 'Rewritten, longer description.' })).toBe(original);
    expect(image({ price: 17_500_000 })).not.toBe(original);
    expect(image({ title: 'Lake-view villa with a jetty' })).not.toBe(original);
    expect(image({ status: 'sold' })).not.toBe(original);
    expect(image({ images: [] })).not.toBe(original);
  });
});

describe('buildListingJsonLd', () => {
  it('describes a sale with an INR offer in stock', () => {
    const ld = buildListingJsonLd(site, buildTestListing(), english);
    expect(ld).toMatchObject({
      '@type': 'RealEstateListing',
      url: 'https://veedu.test/property/7',
      image: ['https://veedu.test/media/properties/abc/main.jpg'],
      contentLocation: {
        address: { addressLocality: 'Kumarakom', addressRegion: 'Kerala', addressCountry: 'IN' },
        geo: { latitude: 9.6175, longitude: 76.43 },
      },
      offers: {
        '@type': 'Offer',
        price: 18_500_000,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        businessFunction: 'http://purl.org/goodrelations/v1#Sell',
      },
    });
  });

  it('marks a rented listing sold out and leased monthly', () => {
    const ld = buildListingJsonLd(
      site,
      buildTestListing({ status: 'rented', property_for: 'rent', price: 28_000 }),
      english,
    );
    expect(ld.offers).toMatchObject({
      availability: 'https://schema.org/SoldOut',
      businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
      priceSpecification: { unitCode: 'MON', price: 28_000 },
    });
  });
});

describe('buildBreadcrumbJsonLd', () => {
  it('goes Home, Properties, listing', () => {
    const ld = buildBreadcrumbJsonLd(site, buildTestListing(), english);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://veedu.test/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Properties',
        item: 'https://veedu.test/property-listing',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Lake-view villa in Kumarakom',
        item: 'https://veedu.test/property/7',
      },
    ]);
  });
});

describe('a Malayalam page', () => {
  const listing = buildTestListing({ property_for: 'rent', price: 28_000 });
  const meta = metaOf(toDetailListing(listing, 'en'), malayalam);
  const tag = (key: 'property' | 'name', value: string) => {
    const found = meta.find(
      (each) => key in each && (each as Record<string, unknown>)[key] === value,
    );
    return found && 'content' in found ? found.content : undefined;
  };

  it('gives title, description and price in Malayalam, and its own URL', () => {
    expect(meta[0]).toEqual({ title: 'Lake-view villa in Kumarakom, ₹28,000/മാസം | Veedu' });
    expect(tag('property', 'og:title')).toBe('Lake-view villa in Kumarakom · ₹28,000/മാസം');
    expect(tag('name', 'description')).toBe(
      'Kumarakom, Kottayam, Kerala – വാടകയ്ക്ക്, ₹28,000/മാസം. Four bedrooms on the backwaters.',
    );
    expect(tag('property', 'og:locale')).toBe('ml_IN');
    expect(tag('property', 'og:url')).toBe('https://veedu.test/ml/property/7');
    expect(tag('property', 'og:image')).toMatch(
      /^https:\/\/veedu\.test\/share\/property\/7\.jpg\?lang=ml&v=[0-9a-z]+$/,
    );
    expect(tag('name', 'twitter:card')).toBe('summary_large_image');
    expect(tag('property', 'product:price:amount')).toBe('28000');
  });

  it('puts the listing under /ml in JSON-LD and says its language', () => {
    const ld = buildListingJsonLd(site, toDetailListing(listing, 'en'), malayalam);
    expect(ld).toMatchObject({
      inLanguage: 'ml',
      url: 'https://veedu.test/ml/property/7',
      offers: { url: 'https://veedu.test/ml/property/7', price: 28_000 },
    });
    expect(buildListingJsonLd(site, toDetailListing(listing, 'en'), english)).not.toHaveProperty(
      'inLanguage',
    );
  });

  it('names the breadcrumb in Malayalam, with Malayalam URLs', () => {
    expect(buildBreadcrumbJsonLd(site, listing, malayalam).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'ഹോം', item: 'https://veedu.test/ml/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'പ്രോപ്പർട്ടികൾ',
        item: 'https://veedu.test/ml/property-listing',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Lake-view villa in Kumarakom',
        item: 'https://veedu.test/ml/property/7',
      },
    ]);
  });
});
