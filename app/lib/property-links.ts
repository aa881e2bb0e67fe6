import { formatPrice, toTitleCase } from '../../contract/format';
import type { Language } from '../../contract/languages';
import type { Property } from '../../contract/properties';
import type { Messages } from '../i18n/messages';

/** The page's language and its shared listing texts (`useI18n()` gives both). */
interface ListingLanguage {
  language: Language;
  m: Pick<Messages, 'common'>;
}

/** What the card and the detail page both say of a listing, and where their buttons lead. */

/** 'Kochi, Ernakulam, Kerala', title-cased. */
export function placeOf(property: {
  location: Pick<Property['location'], 'city' | 'district' | 'state'>;
}): string {
  return [property.location.city, property.location.district, property.location.state]
    .map(toTitleCase)
    .join(', ');
}

/** '₹28,000/month' for rent, '₹1.85 Cr' for sale; '₹28,000/മാസം', '₹1.85 കോടി' in Malayalam. */
export function priceLabel(
  property: Pick<Property, 'price' | 'property_for'>,
  { language, m }: ListingLanguage,
): string {
  const perMonth = property.property_for === 'rent' ? m.common.perMonth : '';
  return `${formatPrice(property.price, language)}${perMonth}`;
}

/** The lister's map link, or directions to the listing's coordinates. */
export function directionsHref(
  property: Pick<Property, 'google_maps_url' | 'latitude' | 'longitude'>,
): string {
  return (
    property.google_maps_url ??
    `https://www.google.com/maps/dir/?api=1&destination=${property.latitude},${property.longitude}`
  );
}
