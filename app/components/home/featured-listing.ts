import type { Language } from '../../../contract/languages';
import type { ListingSummary } from '../../../contract/properties';
import type { Messages } from '../../i18n/messages';
import { listingText, placeNamesIn } from '../../../contract/listing-language';
import { cardPlaceOf, priceLabel } from '../../lib/property-links';
import { type PictureSource, toPictureSource } from '../property-picture';

/**
 * What a featured card shows, worked out on the server: the page's data then carries a few short
 * strings per listing instead of whole listings (descriptions, nearby places, every photo).
 */
export interface FeaturedListing {
  id: number;
  title: string;
  /** 'en' when a Malayalam page shows the English title (listing-language.ts). */
  titleLang?: 'en';
  /** '₹28,000/month' or '₹1.85 Cr' ('₹1.85 കോടി'): in the page's language. */
  price: string;
  /** The price in rupees, for the visitor's currency beside it (converted-price.tsx). */
  rupees: number;
  isRent: boolean;
  typeName: string | null;
  place: string;
  bedrooms: number;
  bathrooms: number;
  area: number;
  cents: number | null;
  image: PictureSource | null;
  /** The agency has visited it (a site visit is recorded): the card's Verified badge. */
  isVerified?: true;
}

export function toFeaturedListing(
  property: ListingSummary,
  i18n: { language: Language; m: Pick<Messages, 'common'> },
): FeaturedListing {
  const image = property.cover;
  const title = listingText(property.title, property.title_ml, i18n.language);
  return {
    id: property.id,
    title: title.text,
    ...(title.lang ? { titleLang: title.lang } : {}),
    price: priceLabel(property, i18n),
    rupees: property.price,
    isRent: property.property_for === 'rent',
    typeName: property.property_type_details?.name ?? null,
    place: cardPlaceOf({ location: placeNamesIn(property.location, i18n.language) }),
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    cents: property.cents,
    image: image ? toPictureSource(image) : null,
    ...(property.verified ? { isVerified: true } : {}),
  };
}
