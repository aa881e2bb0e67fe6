import type { Language } from './languages';

/**
 * A listing's own words in the page's language (docs/decisions/014): its Malayalam title or
 * description on a Malayalam page when the lister wrote one; otherwise the English, with `lang`
 * 'en' for the element that shows it, so screen readers and the browser's hyphenation read it as
 * English. English pages show the English, and carry no mark. Here in contract/ because the
 * server's share cards (server/modules/share-cards) pick the same words as the pages.
 */
export function listingText(
  english: string,
  malayalam: string | null | undefined,
  language: Language,
): { text: string; lang?: 'en' } {
  if (language === 'en') return { text: english };
  const text = malayalam?.trim();
  return text ? { text } : { text: english, lang: 'en' };
}

/** A place's names, with their Malayalam where the data has one (Kerala's districts and towns). */
export interface PlaceNames {
  city: string;
  district: string;
  state: string;
  city_ml?: string | null;
  district_ml?: string | null;
  state_ml?: string | null;
}

/** The place's names in the page's language; a name with no Malayalam stays as it is. */
export function placeNamesIn(
  location: PlaceNames,
  language: Language,
): { city: string; district: string; state: string } {
  if (language === 'en') {
    return { city: location.city, district: location.district, state: location.state };
  }
  return {
    city: location.city_ml || location.city,
    district: location.district_ml || location.district,
    state: location.state_ml || location.state,
  };
}
