import { canonicalMalayalam, normalizeMalayalam } from '../../../contract/malayalam';
import { PROPERTY_TYPE_SYNONYMS } from '../../../contract/property-constants';

/**
 * How the server reads the loose parts of a listing search (contract/listing-search.ts): a
 * place's name and a category's words. Only the server uses these.
 */

/** Kilometres, for the nearest sort's great-circle distances. */
export const EARTH_RADIUS_KM = 6371;

/** How alike (pg_trgm) a place's name must be to a location text to match it. */
export const LOCATION_SIMILARITY = 0.4;

/**
 * The place a location text names: its first part ('kochi' of 'Kochi, Ernakulam, Kerala'), in
 * lower case with its spaces and Malayalam spelling made even ('കൊച്ചി' of 'കൊച്ചി, എറണാകുളം').
 */
export function locationTerm(location: string | undefined): string | undefined {
  const first = location?.split(',')[0];
  if (first === undefined) return undefined;
  return normalizeMalayalam(first).replace(/\s+/g, ' ').trim().toLowerCase() || undefined;
}

/**
 * The text a keyword search (`q`) looks for, encoded as listings' texts are stored
 * (contract/property-write.ts): a Malayalam word typed with old-style chillus finds the same
 * listings as one typed with the atomic letters.
 */
export function keywordTerm(keyword: string): string {
  return canonicalMalayalam(keyword);
}

/**
 * What a category filter means: the type names it selects (lower case), and the words to look
 * for in the title and description of listings that have no type.
 */
export function resolveCategory(category: string): { typeNames: string[]; keywords: string[] } {
  const wanted = category
    .toLowerCase()
    .replace(/[-_+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (wanted === '' || wanted === 'all' || wanted === 'all properties') {
    return { typeNames: [], keywords: [] };
  }
  const typeNames = Object.entries(PROPERTY_TYPE_SYNONYMS)
    .filter(([name, words]) => name === wanted || words.includes(wanted))
    .map(([name]) => name);
  if (typeNames.length === 0) return { typeNames: [wanted], keywords: [wanted] };
  const keywords = [
    ...new Set(
      typeNames.flatMap((name) =>
        (PROPERTY_TYPE_SYNONYMS[name] ?? []).filter(
          (word) => !['residential', 'commercial', 'industrial', 'building'].includes(word),
        ),
      ),
    ),
  ];
  return { typeNames, keywords };
}
