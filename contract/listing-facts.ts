/**
 * The facts a Kerala renter, flat buyer or plot buyer asks first (issue 34, items 1 to 4): rent
 * terms, the building, K-RERA and the land. Every one is optional on every listing. No zod here:
 * the public pages (cards, the detail page, the filters) import these, and the database's checks
 * (migration 0017) are written from the same lists. K-RERA's numbers are rera.ts's: the public
 * pages' script has no use for them.
 */

export const TENANT_PREFERENCES = ['any', 'family', 'bachelors', 'company'] as const;
export const FACINGS = ['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw'] as const;
/** The ways in English, as the back office's form and the English filter chips name them. */
export const FACING_NAMES: Readonly<Record<(typeof FACINGS)[number], string>> = {
  n: 'North',
  ne: 'North-east',
  e: 'East',
  se: 'South-east',
  s: 'South',
  sw: 'South-west',
  w: 'West',
  nw: 'North-west',
};
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

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

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
