import type { ListingSummary } from '../../../contract/properties';
import { placeOf, priceLabel } from '../../lib/property-links';
import { buildWhatsAppUrl } from '../../lib/site';
import { type PictureSource, toPictureSource } from '../property-picture';

/**
 * What a featured card shows, worked out on the server: the page's data then carries a few short
 * strings per listing instead of whole listings (descriptions, nearby places, every photo).
 */
export interface FeaturedListing {
  id: number;
  title: string;
  /** '₹28,000/month' or '₹1.85 Cr'. */
  price: string;
  isRent: boolean;
  typeName: string | null;
  place: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  cents: number | null;
  image: PictureSource | null;
  /** The lister's WhatsApp number; the card writes the message (title, price, place, link). */
  whatsapp: string;
}

export function toFeaturedListing(property: ListingSummary): FeaturedListing {
  const image = property.cover;
  return {
    id: property.id,
    title: property.title,
    price: priceLabel(property),
    isRent: property.property_for === 'rent',
    typeName: property.property_type_details?.name ?? null,
    place: placeOf(property),
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    cents: property.cents,
    image: image ? toPictureSource(image) : null,
    whatsapp: property.whatsapp_number,
  };
}

/** The card's WhatsApp chat, with the listing named in the first message. */
export function featuredWhatsAppHref(listing: FeaturedListing, publicUrl: string): string {
  return buildWhatsAppUrl(
    listing.whatsapp,
    `Hi, I'm interested in ${listing.title} (${listing.price}) in ${listing.place}. ${publicUrl}/property/${listing.id}`,
  );
}
