import type { Language } from '../../../contract/languages';
import { shareCardUrl } from '../../../contract/share-card';
import { mainImageUrl } from '../property-picture';
import type { DetailListing } from './detail-listing';

/**
 * The listing's share card path on the site (`/share/property/7.jpg?v=…`), with the version of
 * what it shows, in the page's language. Worked out by the detail page's loader, on the server.
 */
export function listingShareCardPath(
  property: DetailListing,
  language: Language,
  siteName: string,
): string {
  const cover = property.images[0];
  return shareCardUrl(
    {
      id: property.id,
      title: property.title,
      price: property.price,
      property_for: property.property_for,
      status: property.status,
      location: property.location,
      cover: cover ? mainImageUrl(cover) : null,
    },
    language,
    siteName,
  );
}
