import type { Property, PropertyImage } from '../../../contract/properties';
import { placeOf, priceLabel } from '../../lib/property-links';
import { buildWhatsAppUrl } from '../../lib/site';

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
  image: PropertyImage | null;
  whatsappHref: string;
}

export function toFeaturedListing(property: Property, publicUrl: string): FeaturedListing {
  const price = priceLabel(property);
  const place = placeOf(property);
  return {
    id: property.id,
    title: property.title,
    price,
    isRent: property.property_for === 'rent',
    typeName: property.property_type_details?.name ?? null,
    place,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    cents: property.cents,
    image: property.images[0] ?? null,
    whatsappHref: buildWhatsAppUrl(
      property.whatsapp_number,
      `Hi, I'm interested in ${property.title} (${price}) in ${place}. ${publicUrl}/property/${property.id}`,
    ),
  };
}
