import { toTitleCase } from '../../../contract/format';
import { LANGUAGE_TAGS, pathInLanguage } from '../../../contract/languages';
import type { Property } from '../../../contract/properties';
import { SHARE_CARD_HEIGHT, SHARE_CARD_TYPE, SHARE_CARD_WIDTH } from '../../../contract/share-card';
import type { SiteInfo } from '../../../contract/site';
import type { I18n } from '../../i18n/i18n';
import { placeOf, priceLabel } from '../../lib/property-links';
import { mainImageUrl } from '../property-picture';
import { pageMeta } from '../../lib/seo';
import type { DetailListing } from './detail-listing';

/**
 * What search engines and link previews read of a listing (design.md section 5): the meta tags,
 * with the price in the shared title and the listing's share card as the image (a 1200×630 JPEG
 * with photo, price, title and place, drawn by the server: contract/share-card.ts), and schema.org
 * JSON-LD for the listing and its breadcrumb; all in the page's language,
 * with its URLs in that language.
 */

/** The page's language and texts (`pageI18n(matches)` or `useI18n()` gives them). */
type PageLanguage = Pick<I18n, 'language' | 'm'>;

export function listingPath(property: Pick<Property, 'id'>): string {
  return `/property/${property.id}`;
}

/** The listing's absolute URL in the page's language. */
export function listingUrl(
  site: SiteInfo,
  property: Pick<Property, 'id'>,
  { language }: Pick<I18n, 'language'>,
): string {
  return `${site.publicUrl}${pathInLanguage(listingPath(property), language)}`;
}

export function describeListing(property: DetailListing, i18n: PageLanguage): string {
  const text = i18n.m.detail.metaDescription(
    property.property_for === 'rent',
    placeOf(property),
    priceLabel(property, i18n),
    property.description.trim().replace(/\s+/g, ' '),
  );
  return text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text;
}

/**
 * `shareCard`: the card's path with its version (listing-share-card.ts), which the page's loader
 * works out on the server: the browser need not carry the card's fingerprinting.
 */
export function buildListingMeta(
  site: SiteInfo,
  property: DetailListing,
  i18n: PageLanguage,
  shareCard: string,
) {
  const price = priceLabel(property, i18n);
  const shareTitle = `${property.title} · ${price}`;
  const description = describeListing(property, i18n);
  const card = `${site.publicUrl}${shareCard}`;
  const base = pageMeta({
    site,
    language: i18n.language,
    title: `${property.title}, ${price} | ${site.name}`,
    shareTitle,
    description,
    path: listingPath(property),
  });
  // A listing is a product with a price for Open Graph readers; it always has a card.
  const meta = base.flatMap((tag) => {
    if ('property' in tag && tag.property === 'og:type') {
      return [{ property: 'og:type', content: 'product' }];
    }
    return 'name' in tag && tag.name === 'twitter:card' ? [] : [tag];
  });
  const alt = `${shareTitle}, ${placeOf(property)}`;
  return [
    ...meta,
    { property: 'og:image', content: card },
    { property: 'og:image:type', content: SHARE_CARD_TYPE },
    { property: 'og:image:width', content: String(SHARE_CARD_WIDTH) },
    { property: 'og:image:height', content: String(SHARE_CARD_HEIGHT) },
    { property: 'og:image:alt', content: alt },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: shareTitle },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: card },
    { name: 'twitter:image:alt', content: alt },
    { property: 'product:price:amount', content: String(property.price) },
    { property: 'product:price:currency', content: 'INR' },
  ];
}

/** schema.org's GoodRelations business functions: selling, or leasing out for rent. */
const SELL = 'http://purl.org/goodrelations/v1#Sell';
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

/** RealEstateListing with its Offer and the place it describes; URLs absolute. */
export function buildListingJsonLd(
  site: SiteInfo,
  property: DetailListing,
  i18n: Pick<I18n, 'language'>,
): Record<string, unknown> {
  const url = listingUrl(site, property, i18n);
  const isRent = property.property_for === 'rent';
  const isClosed = property.status === 'sold' || property.status === 'rented';
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: property.description,
    // Said on Malayalam pages; English, the site's default, keeps its JSON-LD as it always was.
    ...(i18n.language === 'en' ? {} : { inLanguage: LANGUAGE_TAGS[i18n.language] }),
    url,
    datePosted: property.created_at,
    image: property.images.map((image) => `${site.publicUrl}${mainImageUrl(image)}`),
    contentLocation: {
      '@type': 'Place',
      name: placeOf(property),
      address: {
        '@type': 'PostalAddress',
        addressLocality: toTitleCase(property.location.city),
        addressRegion: toTitleCase(property.location.state),
        addressCountry: 'IN',
      },
      geo: {
        '@type': 'GeoCoordinates',
        latitude: property.latitude,
        longitude: property.longitude,
      },
    },
    offers: {
      '@type': 'Offer',
      url,
      price: property.price,
      priceCurrency: 'INR',
      availability: `https://schema.org/${isClosed ? 'SoldOut' : 'InStock'}`,
      businessFunction: isRent ? LEASE_OUT : SELL,
      ...(isRent
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: property.price,
              priceCurrency: 'INR',
              unitCode: 'MON',
            },
          }
        : {}),
    },
  };
}

export function buildBreadcrumbJsonLd(
  site: SiteInfo,
  property: Pick<DetailListing, 'id' | 'title'>,
  { language, m }: PageLanguage,
): Record<string, unknown> {
  const items = [
    { name: m.detail.breadcrumb.home, path: '/' },
    { name: m.detail.breadcrumb.properties, path: '/property-listing' },
    { name: property.title, path: listingPath(property) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${site.publicUrl}${pathInLanguage(item.path, language)}`,
    })),
  };
}
