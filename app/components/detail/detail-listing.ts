import { formatCalendarDate } from '../../../contract/calendar-date';
import { keralaDate } from '../../../contract/format';
import type { Language } from '../../../contract/languages';
import type { Property } from '../../../contract/properties';
import { listingText, placeNamesIn } from '../../../contract/listing-language';
import type { ListingFactField } from '../../../contract/listing-facts';
import { type FactRow, listingFactsSection } from './detail-facts';
import { type TrustContent, trustContent as englishTrust } from '../../i18n/en/content/trust';
import { trustContent as malayalamTrust } from '../../i18n/ml/content/trust';
import { type PictureSource, toPictureSource } from '../property-picture';
import { priceHistoryMarkup } from './price-history';

/**
 * A listing as its page uses it, and as the page's data carries it to the browser: what the API
 * gives, less what no part of the page reads (when it was last updated, the ids of its type,
 * features and places), with its photos as keys instead of lists of renditions. Its title,
 * description and place are in the page's language (listing-language.ts): the page carries one
 * language's words.
 */
export type DetailListing = Omit<
  Property,
  | 'updated_at'
  | 'property_type'
  | 'features'
  | 'location'
  | 'images'
  | 'distance_km'
  | 'title_ml'
  | 'description_ml'
  | 'confirmed_at'
  | 'site_visit'
  | 'price_history'
  | 'price_reduced_at'
  | 'price_reduced_by'
  | ListingFactField
> & {
  /** The price history as the page shows it, as markup written by the loader (price-history.ts). */
  priceHistory?: string;
  /** Rent terms, the building, K-RERA and the land (issue 34), written in the page's language. */
  facts?: { title: string; facts: FactRow[] };
  /**
   * Fresh and verified (issue 15, item 7), written in the page's language here, in the loader:
   * neither these texts nor the month names travel in the page's script. Its lines: when it was
   * confirmed (only while available), the latest visit, and what that visit checked.
   */
  trust?: { label: string; lines: TrustLine[] };
  location: Pick<Property['location'], 'city' | 'district' | 'state'>;
  images: PictureSource[];
  /** 'en' when a Malayalam page shows the English title (the lister wrote no Malayalam). */
  titleLang?: 'en';
  /** 'en' when a Malayalam page shows the English description. */
  descriptionLang?: 'en';
};

const TRUST_CONTENT: Readonly<Record<Language, TrustContent>> = {
  en: englishTrust,
  ml: malayalamTrust,
};

/** A line of the listing's freshness and visit strip; its kind picks its icon (detail.css). */
export interface TrustLine {
  kind: 'confirmed' | 'visited' | 'check';
  text: string;
}

function trustLines(property: Property, language: Language, siteName: string): TrustLine[] {
  const texts = TRUST_CONTENT[language];
  const visit = property.site_visit;
  const lines: TrustLine[] = [];
  if (property.status === 'available') {
    const day = formatCalendarDate(keralaDate(new Date(property.confirmed_at)), language);
    lines.push({ kind: 'confirmed', text: texts.confirmed(day) });
  }
  if (visit) {
    const day = formatCalendarDate(visit.visited_on, language);
    lines.push({ kind: 'visited', text: texts.visited(siteName, day) });
    for (const check of visit.checks) lines.push({ kind: 'check', text: texts.checks[check] });
  }
  return lines;
}

/** The facts' section when the listing states any (the page has no empty section). */
function withFacts(section: DetailListing['facts']): Pick<DetailListing, 'facts'> {
  return section ? { facts: section } : {};
}

export function toDetailListing(
  property: Property,
  language: Language,
  /** SITE_NAME: the loader passes the configured one; tests use the default's. */
  siteName = 'Veedu',
): DetailListing {
  const title = listingText(property.title, property.title_ml, language);
  const description = listingText(property.description, property.description_ml, language);
  const trust = TRUST_CONTENT[language];
  const priceHistory = priceHistoryMarkup(property, language);
  return {
    id: property.id,
    created_at: property.created_at,
    status: property.status,
    title: title.text,
    ...(title.lang ? { titleLang: title.lang } : {}),
    description: description.text,
    ...(description.lang ? { descriptionLang: description.lang } : {}),
    price: property.price,
    property_for: property.property_for,
    property_ownership: property.property_ownership,
    property_type_details: property.property_type_details,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    cents: property.cents,
    parking_spaces: property.parking_spaces,
    built_year: property.built_year,
    furnishing: property.furnishing,
    contact_name: property.contact_name,
    phone_number: property.phone_number,
    whatsapp_number: property.whatsapp_number,
    email: property.email,
    location: placeNamesIn(property.location, language),
    latitude: property.latitude,
    longitude: property.longitude,
    google_maps_url: property.google_maps_url,
    google_embedded_map_link: property.google_embedded_map_link,
    youtube_video_link: property.youtube_video_link,
    feature_details: property.feature_details,
    nearby_places: property.nearby_places,
    images: property.images.map(toPictureSource),
    trust: { label: trust.label, lines: trustLines(property, language, siteName) },
    ...(priceHistory ? { priceHistory } : {}),
    ...withFacts(listingFactsSection(property, language)),
  };
}
