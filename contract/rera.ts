import type { KeralaDistrict } from './kerala-districts';

/**
 * K-RERA registration numbers (issue 34, item 3): their forms, and the form's warning when a new
 * project has none. Its own module, out of listing-facts.ts: only the API and the back office
 * check numbers, and the public pages' script (the listing search) stays without them.
 */

/**
 * K-RERA's district codes in its project numbers (`K-RERA/PRJ/ERN/156/2025`). ERN, TVM, TSR,
 * KKD, KTM, PKD, KNR and MPM are read off registered projects' published numbers; KLM, PTA, ALP,
 * IDK, WYD and KSD are assumed from the same scheme (the state's usual three-letter district
 * abbreviations), not seen on a registration: if K-RERA writes one otherwise, change it here.
 */
export const RERA_DISTRICT_CODES: Readonly<Record<KeralaDistrict, string>> = {
  Thiruvananthapuram: 'TVM',
  Kollam: 'KLM',
  Pathanamthitta: 'PTA',
  Alappuzha: 'ALP',
  Kottayam: 'KTM',
  Idukki: 'IDK',
  Ernakulam: 'ERN',
  Thrissur: 'TSR',
  Palakkad: 'PKD',
  Malappuram: 'MPM',
  Kozhikode: 'KKD',
  Wayanad: 'WYD',
  Kannur: 'KNR',
  Kasaragod: 'KSD',
};

/** K-RERA was set up under the Kerala rules of 2018: no registration is older. */
export const FIRST_RERA_YEAR = 2018;

const DISTRICT_CODES = new Set(Object.values(RERA_DISTRICT_CODES));
const PROJECT_NUMBER = /^K-RERA\/PRJ\/([A-Z]{3})\/(\d{1,4})\/(\d{4})$/;
/** Agents are registered state-wide: `K-RERA/AG/0138/2025`. */
const AGENT_NUMBER = /^K-RERA\/AG\/(\d{1,4})\/(\d{4})$/;

/** A K-RERA number as people type it: trimmed, upper case, no spaces around the slashes. */
export function normalizeReraNumber(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/\s*\/\s*/g, '/');
}

/**
 * Whether a (normalised) number has the form K-RERA issues: a project's, with a Kerala
 * district's code, or an agent's; its year from FIRST_RERA_YEAR to `currentYear`.
 */
export function isReraNumber(number: string, currentYear: number): boolean {
  const project = PROJECT_NUMBER.exec(number);
  const agent = project ? null : AGENT_NUMBER.exec(number);
  const year = Number(project?.[3] ?? agent?.[2]);
  if (!project && !agent) return false;
  if (project && !DISTRICT_CODES.has(project[1]!)) return false;
  return year >= FIRST_RERA_YEAR && year <= currentYear;
}

/** K-RERA's public site, where a number can be looked up. */
export const RERA_SEARCH_URL = 'https://rera.kerala.gov.in';

/**
 * The form's warning, never a refusal: a new apartment or villa project for sale must be
 * advertised with its K-RERA number (RERA Act, 2016, section 11), but a resale flat or a
 * project of under eight units has none. Null when there is nothing to say.
 */
export function reraWarning(listing: {
  property_for: string;
  type_name: string | null | undefined;
  built_year: number | null | undefined;
  rera_number: string | null | undefined;
  current_year: number;
}): string | null {
  if (listing.rera_number || listing.property_for !== 'sell') return null;
  const type = (listing.type_name ?? '').toLowerCase();
  if (type !== 'apartment' && type !== 'villa') return null;
  // New: not built yet, or finished within the last two years.
  const isNew = listing.built_year == null || listing.built_year >= listing.current_year - 1;
  return isNew ? RERA_WARNING : null;
}

export const RERA_WARNING =
  'A new apartment or villa project must be advertised with its K-RERA number. Add it unless the project is exempt (under 8 units) or this is a resale.';
