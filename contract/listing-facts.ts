import type { KeralaDistrict } from './kerala-districts';

/**
 * The facts a Kerala renter, flat buyer or plot buyer asks first (issue 34, items 1 to 4): rent
 * terms, the building, K-RERA and the land. Every one is optional on every listing. No zod here:
 * the public pages (cards, the detail page, the filters) import these, and the database's checks
 * (migration 0017) are written from the same lists.
 */

export const TENANT_PREFERENCES = ['any', 'family', 'bachelors', 'company'] as const;
export const FACINGS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
export const WATER_SOURCES = ['kwa', 'well', 'borewell', 'panchayat'] as const;
export const POWER_BACKUPS = ['none', 'partial', 'full'] as const;
/**
 * `purayidam` garden land; `nilam` paddy land, which cannot be built on without conversion
 * (Kerala Conservation of Paddy Land and Wetland Act, 2008); `nilam_converted` converted with
 * permission; `plantation`.
 */
export const LAND_TYPES = ['purayidam', 'nilam', 'nilam_converted', 'plantation'] as const;

export type TenantPreference = (typeof TENANT_PREFERENCES)[number];
export type Facing = (typeof FACINGS)[number];
export type WaterSource = (typeof WATER_SOURCES)[number];
export type PowerBackup = (typeof POWER_BACKUPS)[number];
export type LandType = (typeof LAND_TYPES)[number];

/** Limits the API and the database share (migration 0017's checks). */
export const FACT_LIMITS = {
  /** Rupees: a deposit or a month's maintenance above 10 crore is a typing slip. */
  maxRupees: 100_000_000,
  maxLockInMonths: 120,
  /** India's tallest towers have under 100 floors. */
  maxFloors: 200,
  /** Feet: a national highway's right of way is about 150 ft. */
  maxRoadWidthFt: 300,
  maxRoadFrontageFt: 10_000,
  maxSurveyNumberChars: 40,
  maxPlaceNameChars: 80,
  maxReraChars: 40,
} as const;

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

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
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

/** The facts' names in the API (contract/properties.ts holds its read shape to this list). */
export const LISTING_FACT_FIELDS = [
  'security_deposit',
  'maintenance_monthly',
  'available_from',
  'lock_in_months',
  'tenant_preference',
  'pets_allowed',
  'floor',
  'total_floors',
  'facing',
  'carpet_area',
  'water_source',
  'power_backup',
  'rera_number',
  'survey_number',
  'village',
  'taluk',
  'land_type',
  'in_data_bank',
  'road_width_ft',
  'road_frontage_ft',
] as const;
export type ListingFactField = (typeof LISTING_FACT_FIELDS)[number];

/** A listing's facts alone, as a page carries them on. */
export function pickFacts<T extends Record<ListingFactField, unknown>>(
  listing: T,
): Pick<T, ListingFactField> {
  return Object.fromEntries(LISTING_FACT_FIELDS.map((name) => [name, listing[name]])) as Pick<
    T,
    ListingFactField
  >;
}
