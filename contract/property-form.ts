import { LISTING_FACT_FIELDS } from './listing-facts';
import { reraWarning } from './rera';
import { BRACKETS_OR_QUOTES } from './nearby-places';
import { MAX_IMAGES_PER_LISTING, MAX_NEARBY_PLACES } from './property-constants';
import { type NearbyPlace } from './properties';
import { factConflicts, propertyFields, REQUIRED_ON_CREATE } from './property-write';
import { propertyMessages } from './property-messages';

/**
 * The admin's add and edit property form (product.md sections 3 and 5): its values as typed, and
 * the rules checked before a save. Each value rule is the API's own (`propertyFields`), so the form
 * and the server give the same message for the same mistake; this file adds what only the form
 * knows: which fields each screen requires, the location check and the nearby-place rows.
 */

/** The form's text fields in the order they appear on screen (errors are listed in this order). */
export const PROPERTY_FORM_FIELDS = [
  'title',
  'title_ml',
  'price',
  'property_for',
  'property_ownership',
  'status',
  'property_type',
  'bedrooms',
  'bathrooms',
  'area',
  'cents',
  'built_year',
  'parking_spaces',
  'furnishing',
  // The facts of issue 34, section by section (FACT_SECTIONS), as text: a number, a date
  // (YYYY-MM-DD), a choice's value, 'true'/'false' ('' not stated), the water sources joined
  // by commas ('kwa,well'), each as the API takes it.
  ...LISTING_FACT_FIELDS,
  'contact_name',
  'email',
  'phone_number',
  'whatsapp_number',
  'state',
  'district',
  'city',
  'google_maps_url',
  'google_embedded_map_link',
  'latitude',
  'longitude',
  'description',
  'description_ml',
  'youtube_video_link',
] as const;
export type PropertyFormField = (typeof PROPERTY_FORM_FIELDS)[number];

/** The form's sections of listing facts (issue 34), each shown only where it applies. */
export const FACT_SECTIONS = {
  rent: [
    'security_deposit',
    'maintenance_monthly',
    'available_from',
    'lock_in_months',
    'tenant_preference',
    'pets_allowed',
  ],
  building: ['floor', 'total_floors', 'facing', 'carpet_area', 'water_source', 'power_backup'],
  rera: ['rera_number'],
  land: [
    'survey_number',
    'village',
    'taluk',
    'land_type',
    'in_data_bank',
    'road_width_ft',
    'road_frontage_ft',
  ],
} as const satisfies Record<string, readonly (typeof PROPERTY_FORM_FIELDS)[number][]>;
export type FactSection = keyof typeof FACT_SECTIONS;
export const FACT_SECTION_NAMES = Object.keys(FACT_SECTIONS) as FactSection[];

/**
 * Which fact sections apply (product.md section 5): rent terms to a rental; the building to any
 * type but land; K-RERA to a sale (apartments and villas above all, but a sale of any type may
 * carry a number); the land to a land type and to any listing with cents (a house with its plot).
 */
export function factSectionsShown(
  values: { property_for: string; cents: string },
  { isLand = false }: { isLand?: boolean } = {},
): Record<FactSection, boolean> {
  return {
    rent: values.property_for === 'rent',
    building: !isLand,
    rera: values.property_for === 'sell',
    land: isLand || values.cents.trim() !== '',
  };
}

/** The fact fields of the sections not shown: neither checked nor sent. */
export function hiddenFactFields(
  values: { property_for: string; cents: string },
  options: { isLand?: boolean } = {},
): ReadonlySet<string> {
  const shown = factSectionsShown(values, options);
  return new Set(
    FACT_SECTION_NAMES.filter((name) => !shown[name]).flatMap((name) => FACT_SECTIONS[name]),
  );
}

/**
 * On edit, the sections the agent's change of purpose, type or cents has hidden although the
 * listing has facts stored in them: the save clears those facts (they no longer apply, and the
 * listing's page shows every fact it has), and the form says so where the section was. A section
 * hidden when the form was loaded is never touched (see buildPropertyFormData).
 */
export function factSectionsToClear(
  values: PropertyFormValues,
  initial: PropertyFormValues,
  { isLand = false, initialIsLand = false }: { isLand?: boolean; initialIsLand?: boolean },
): FactSection[] {
  const now = factSectionsShown(values, { isLand });
  const before = factSectionsShown(initial, { isLand: initialIsLand });
  return FACT_SECTION_NAMES.filter(
    (name) =>
      before[name] &&
      !now[name] &&
      FACT_SECTIONS[name].some((field) => initial[field].trim() !== ''),
  );
}

/** One row of the Nearby Places list; `key` only identifies the row on screen. */
export interface NearbyPlaceRow {
  key: string;
  place: string;
  /** Kilometres as typed. */
  distance: string;
}

export type PropertyFormValues = Record<PropertyFormField, string> & {
  features: number[];
  nearby_places: NearbyPlaceRow[];
};

export type PropertyFormMode = 'add' | 'edit';

const LOCATION_FIELDS: readonly PropertyFormField[] = ['state', 'district', 'city'];

/** The API's own list; the location is checked as a whole with its own message. */
const REQUIRED_ON_ADD: readonly PropertyFormField[] = REQUIRED_ON_CREATE.filter(
  (name) => !LOCATION_FIELDS.includes(name),
);

/**
 * product.md section 5. Add: the listed fields (the location has its own message). Edit: its
 * longer list, which also asks for the built year, parking, furnishing and both map links.
 * State, district and city are checked together in both (LOCATION_FIELDS).
 */
const REQUIRED_FIELDS: Record<PropertyFormMode, readonly PropertyFormField[]> = {
  add: REQUIRED_ON_ADD,
  edit: [
    ...REQUIRED_ON_ADD,
    'property_for',
    'property_ownership',
    'built_year',
    'parking_spaces',
    'furnishing',
    'google_maps_url',
    'google_embedded_map_link',
  ],
};

/**
 * The fields a screen requires. A plot of land has no building, so no built year: asking for one
 * on edit would make the admin invent a year for every land listing (a third of the demo's).
 */
export function requiredFields(
  mode: PropertyFormMode,
  { isLand = false }: { isLand?: boolean } = {},
): readonly PropertyFormField[] {
  const fields = REQUIRED_FIELDS[mode];
  return isLand ? fields.filter((name) => name !== 'built_year') : fields;
}

/** Where a message belongs: a field's name, `location`, `nearby_places`, a row or `images`. */
export type PropertyFormErrors = Record<string, string>;

export const LOCATION_ERROR_KEY = 'location';
export const NEARBY_ERROR_KEY = 'nearby_places';
export const IMAGES_ERROR_KEY = 'images';

/** The error key of one nearby-place row. */
export function nearbyRowErrorKey(row: Pick<NearbyPlaceRow, 'key'>): string {
  return `${NEARBY_ERROR_KEY}.${row.key}`;
}

/** A distance as typed, in km rounded to one decimal; null when it is not a number of km. */
export function parseDistance(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const km = Number(trimmed);
  return Number.isFinite(km) && km >= 0 ? Math.round(km * 10) / 10 : null;
}

/**
 * The nearby places a save sends. Add (product.md section 5): only rows with a place and a distance
 * that is a number. Edit: every row with a place (empty lines dropped); a place saved earlier
 * without a distance keeps none rather than being lost.
 */
export function nearbyPlacesToSend(rows: NearbyPlaceRow[], mode: PropertyFormMode): NearbyPlace[] {
  const places: NearbyPlace[] = [];
  for (const row of rows) {
    const place = row.place.trim().replace(/\s+/g, ' ');
    const distance = parseDistance(row.distance);
    if (place === '' || (mode === 'add' && distance === null)) continue;
    places.push({ place, distance });
  }
  return places;
}

/**
 * Every mistake in the form, keyed as PropertyFormErrors, in screen order; empty when it can be
 * saved. `imageCount` is the number of images the listing would have after the save; `isLand`
 * says the chosen property type is a kind of land.
 */
export function validatePropertyForm(
  values: PropertyFormValues,
  {
    mode,
    currentYear,
    imageCount = 0,
    isLand = false,
  }: { mode: PropertyFormMode; currentYear: number; imageCount?: number; isLand?: boolean },
): PropertyFormErrors {
  const rules = propertyFields(currentYear);
  const required = requiredFields(mode, { isLand });
  const hidden = hiddenFactFields(values, { isLand });
  const errors: PropertyFormErrors = {};
  const parsed: Record<string, unknown> = {};

  for (const name of PROPERTY_FORM_FIELDS) {
    // A hidden section is not sent: a mistake there could be neither seen nor fixed.
    if (hidden.has(name)) continue;
    if (LOCATION_FIELDS.includes(name)) {
      if (name === 'state' && LOCATION_FIELDS.some((field) => values[field].trim() === '')) {
        errors[LOCATION_ERROR_KEY] = propertyMessages.locationRequired;
      }
      continue;
    }
    const text = values[name].trim();
    if (text === '') {
      if (required.includes(name)) errors[name] = propertyMessages.required;
      continue;
    }
    const result = rules[name].safeParse(text);
    if (result.success) parsed[name] = result.data;
    else errors[name] = result.error.issues[0]?.message ?? propertyMessages.required;
  }

  // The API's own pairs: a floor above the building's top, a carpet area above the area.
  for (const [name, messages] of Object.entries(factConflicts(parsed))) {
    if (!errors[name] && messages[0]) errors[name] = messages[0];
  }

  for (const row of values.nearby_places) {
    const place = row.place.trim();
    if (BRACKETS_OR_QUOTES.test(place)) {
      errors[nearbyRowErrorKey(row)] = propertyMessages.nearbyBrackets;
    } else if (place.length > 120) {
      errors[nearbyRowErrorKey(row)] = propertyMessages.tooLong(120);
    }
  }
  if (nearbyPlacesToSend(values.nearby_places, mode).length > MAX_NEARBY_PLACES) {
    errors[NEARBY_ERROR_KEY] = propertyMessages.nearbyTooMany;
  }

  if (imageCount > MAX_IMAGES_PER_LISTING)
    errors[IMAGES_ERROR_KEY] = propertyMessages.tooManyImages;
  return errors;
}

/**
 * What the form warns about without refusing the save (issue 34), keyed as the field it is
 * about: a new apartment or villa project for sale with no K-RERA number (listing-facts.ts).
 */
export function propertyFormWarnings(
  values: Pick<PropertyFormValues, 'property_for' | 'built_year'> & { rera_number?: string },
  { typeName, currentYear }: { typeName: string | null; currentYear: number },
): Record<string, string> {
  const builtYear = Number(values.built_year.trim());
  const warning = reraWarning({
    property_for: values.property_for,
    type_name: typeName,
    built_year: values.built_year.trim() !== '' && Number.isInteger(builtYear) ? builtYear : null,
    rera_number: values.rera_number?.trim() || null,
    current_year: currentYear,
  });
  return warning ? { rera_number: warning } : {};
}
