import {
  type Facing,
  FACING_NAMES,
  type LandType,
  type PowerBackup,
  type TenantPreference,
  type WaterSource,
} from '../../../../contract/listing-facts';

/**
 * What a listing's page says of its rent terms, building, K-RERA and land (issue 34), written by
 * its loader (app/components/detail/detail-listing.ts), so these texts stay out of the page's
 * script (docs/decisions/014), as the trust strip's do. The Malayalam file `satisfies` this type.
 * Rupees, dates and areas arrive written in the language.
 */
export interface ListingFactsContent {
  heading: string;
  deposit: string;
  maintenance: string;
  maintenanceValue: (rupees: string) => string;
  availableFrom: string;
  /** Available from a day already past, or today. */
  availableNow: string;
  lockIn: string;
  months: (count: number) => string;
  tenants: string;
  tenantPreferences: Readonly<Record<TenantPreference, string>>;
  pets: string;
  petsAllowed: (allowed: boolean) => string;
  floor: string;
  /** '3rd of 9 floors', 'Ground floor of 4'; either may be unknown. */
  floorValue: (floor: number | null, floors: number | null) => string;
  facing: string;
  facingValue: Readonly<Record<Facing, string>>;
  carpetArea: string;
  /** Square feet as the page's Area says them. */
  areaValue: (squareFeet: number) => string;
  water: string;
  waterSources: Readonly<Record<WaterSource, string>>;
  powerBackup: string;
  powerBackups: Readonly<Record<PowerBackup, string>>;
  rera: string;
  /** The link's accessible name: where it goes. */
  reraLink: string;
  surveyNumber: string;
  village: string;
  taluk: string;
  landType: string;
  landTypes: Readonly<Record<LandType, string>>;
  /** One plain sentence each, for a buyer who does not know Kerala's land law. */
  nilamNote: string;
  dataBankNote: string;
  /** The link under the sentence, to the Act's text. */
  paddyLandActLink: string;
  road: string;
  roadValue: (width: string | null, frontage: string | null) => string;
  /** The listing page's filters on these facts: its sheet's sections and its chips. */
  filters: FactFilterTexts;
}

/** Rupees, dates and floors arrive written in the language. */
export interface FactFilterTexts {
  any: string;
  depositUpTo: (rupees: string) => string;
  depositChip: (rupees: string) => string;
  /** A chip: who the listings are let to. */
  tenantChip: Readonly<Record<TenantPreference, string>>;
  moveIn: string;
  moveInNow: string;
  moveInWithinMonths: (months: number) => string;
  moveInBy: (date: string) => string;
  moveInChip: (date: string) => string;
  /** The ways a home faces, as a chip of the filter says them. */
  directions: Readonly<Record<Facing, string>>;
  facingChip: (directions: string) => string;
  groundFloor: string;
  floors: (low: number, high: number) => string;
  floorsFrom: (low: number) => string;
  floorsUpTo: (high: number) => string;
  landTypes: Readonly<Record<LandType, string>>;
  roadWidth: string;
  roadAtLeast: (feet: number) => string;
  roadChip: (feet: string) => string;
  rera: string;
  reraOnly: string;
  reraChip: string;
  priceCut: string;
  priceCutOnly: (days: number) => string;
  priceCutChip: string;
}

/** 1st, 2nd, 3rd, 4th... 11th, 12th, 13th, 21st. */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as const)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export const listingFactsContent: ListingFactsContent = {
  heading: 'Rent, building and land',
  deposit: 'Security deposit',
  maintenance: 'Maintenance',
  maintenanceValue: (rupees) => `${rupees} a month`,
  availableFrom: 'Available from',
  availableNow: 'Now',
  lockIn: 'Lock-in period',
  months: (count) => (count === 1 ? '1 month' : `${count} months`),
  tenants: 'Tenants',
  tenantPreferences: {
    any: 'Anyone',
    family: 'Families',
    bachelors: 'Bachelors',
    company: 'Companies',
  },
  pets: 'Pets',
  petsAllowed: (allowed) => (allowed ? 'Allowed' : 'Not allowed'),
  floor: 'Floor',
  floorValue: (floor, floors) => {
    const storeys = floors === null ? '' : ` of ${floors} ${floors === 1 ? 'floor' : 'floors'}`;
    if (floor === null) return `${floors} ${floors === 1 ? 'floor' : 'floors'}`;
    return floor === 0 ? `Ground floor${storeys}` : `${ordinal(floor)}${storeys || ' floor'}`;
  },
  facing: 'Facing',
  facingValue: {
    n: 'North facing',
    ne: 'North-east facing',
    e: 'East facing',
    se: 'South-east facing',
    s: 'South facing',
    sw: 'South-west facing',
    w: 'West facing',
    nw: 'North-west facing',
  },
  carpetArea: 'Carpet area',
  areaValue: (squareFeet) => `${squareFeet.toLocaleString('en-IN')} sq.ft.`,
  water: 'Water',
  waterSources: {
    kwa: 'Kerala Water Authority',
    well: 'Well',
    borewell: 'Borewell',
    panchayat: 'Panchayat supply',
  },
  powerBackup: 'Power backup',
  powerBackups: { none: 'None', partial: 'Partial', full: 'Full' },
  rera: 'K-RERA registration',
  reraLink: 'Look it up on the K-RERA website',
  surveyNumber: 'Survey number',
  village: 'Village',
  taluk: 'Taluk',
  landType: 'Land type',
  landTypes: {
    purayidam: 'Garden land (purayidam)',
    nilam: 'Paddy land (nilam)',
    nilam_converted: 'Converted paddy land (nilam, converted with permission)',
    plantation: 'Plantation',
  },
  nilamNote:
    'Paddy land cannot be built on in Kerala unless the government permits its conversion (Kerala Conservation of Paddy Land and Wetland Act, 2008).',
  dataBankNote:
    "This land is in the local body's data bank of paddy land and wetland, which rules out building on it.",
  paddyLandActLink: 'Read the Act',
  road: 'Road access',
  roadValue: (width, frontage) =>
    [width && `${width} ft wide road`, frontage && `${frontage} ft frontage`]
      .filter(Boolean)
      .join(', '),
  filters: {
    any: 'Any',
    depositUpTo: (rupees) => `Up to ${rupees}`,
    depositChip: (rupees) => `Deposit up to ${rupees}`,
    tenantChip: {
      any: 'Open to all tenants',
      family: 'Families welcome',
      bachelors: 'Bachelors welcome',
      company: 'Company lease',
    },
    moveIn: 'Move in',
    moveInNow: 'Now',
    moveInWithinMonths: (months) => (months === 1 ? 'Within a month' : `Within ${months} months`),
    moveInBy: (date) => `By ${date}`,
    moveInChip: (date) => `Available by ${date}`,
    directions: FACING_NAMES,
    facingChip: (directions) => `${directions} facing`,
    groundFloor: 'Ground floor',
    floors: (low, high) => `Floors ${low}–${high}`,
    floorsFrom: (low) => `Floor ${low} and up`,
    floorsUpTo: (high) => `Up to floor ${high}`,
    landTypes: {
      purayidam: 'Garden land',
      nilam: 'Paddy land',
      nilam_converted: 'Converted paddy land',
      plantation: 'Plantation',
    },
    roadWidth: 'Road width',
    roadAtLeast: (feet) => `${feet} ft or wider`,
    roadChip: (feet) => `Road ${feet} ft+`,
    rera: 'K-RERA',
    reraOnly: 'K-RERA registered projects only',
    reraChip: 'K-RERA registered',
    priceCut: 'Price cuts',
    priceCutOnly: (days) => `Price cut in the last ${days} days`,
    priceCutChip: 'Price cut',
  },
};
