import { toTitleCase } from '../../../contract/format';
import type { Property } from '../../../contract/properties';
import { mainImageUrl } from '../property-picture';
import type { DetailListing } from './detail-listing';
import type { SiteInfo } from '../../../contract/site';
import { placeOf, priceLabel } from '../../lib/property-links';
import { pageMeta } from '../../lib/seo';

/**
 * What search engines and link previews read of a listing (design.md section 5): the meta tags,
 * with the price in the shared title and an absolute JPEG image (WhatsApp shows photo, title and
 * price), and schema.org JSON-LD for the listing and its breadcrumb.
 */

export function listingPath(property: Pick<Property, 'id'>): string {
  return `/property/${property.id}`;
}

export function describeListing(property: DetailListing): string {
  const intro = `${property.property_for === 'rent' ? 'For rent' : 'For sale'} in ${placeOf(property)}, ${priceLabel(property)}`;
  const text = `${intro}: ${property.description.trim().replace(/\s+/g, ' ')}`;
  return text.length > 200 ? `${text.slice(0, 199).trimEnd()}…` : text;
}

export function buildListingMeta(site: SiteInfo, property: DetailListing) {
  const price = priceLabel(property);
  // The stored main image: a JPEG every link-preview bot reads, with its size.
  const image = property.images[0];
  const base = pageMeta({
    site,
    title: `${property.title}, ${price} | ${site.name}`,
    shareTitle: `${property.title} · ${price}`,
    description: describeListing(property),
    path: listingPath(property),
    ...(image ? { image: mainImageUrl(image) } : {}),
  });
  // A listing is a product with a price for Open Graph readers.
  const meta = base.map((tag) =>
    'property' in tag && tag.property === 'og:type'
      ? { property: 'og:type', content: 'product' }
      : tag,
  );
  return [
    ...meta,
    ...(image
      ? [
          { property: 'og:image:width', content: String(image.width) },
          { property: 'og:image:height', content: String(image.height) },
          { property: 'og:image:alt', content: property.title },
        ]
      : []),
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
): Record<string, unknown> {
  const url = `${site.publicUrl}${listingPath(property)}`;
  const isRent = property.property_for === 'rent';
  const isClosed = property.status === 'sold' || property.status === 'rented';
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.title,
    description: property.description,
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
): Record<string, unknown> {
  const items = [
    { name: 'Home', path: '/' },
    { name: 'Properties', path: '/property-listing' },
    { name: property.title, path: listingPath(property) },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${site.publicUrl}${item.path}`,
    })),
  };
}
