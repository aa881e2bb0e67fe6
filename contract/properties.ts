import { isStorableId, MAX_ID } from './input-limits';
import { z } from 'zod';
import { emailAddress } from './email';
import { pageQuery } from './pagination';
import {
  PROPERTY_FOR,
  OWNERSHIPS,
  FURNISHINGS,
  PROPERTY_STATUSES,
  SORTS,
  MAX_ROOMS,
  DEFAULT_PROPERTY_FOR,
  LISTING_PAGE_SIZE,
  MAX_NEARBY_PLACES,
  MAX_IMAGES_PER_LISTING,
  PROPERTY_TYPE_SYNONYMS,
} from './property-constants';

export * from './property-constants';

/**
 * Listings (product.md sections 3, 5 and 7; design.md section 4): the read shape, the multipart
 * write rules and the list filters. The API and the admin forms both use these.
 */

export const propertyMessages = {
  required: 'This field is required.',
  locationRequired: 'Please select state, district, and city',
  districtNotInState: 'This district is not in the chosen state.',
  cityNotInDistrict: 'This town is not in the chosen district.',
  notANumber: 'Enter a number.',
  notAWholeNumber: 'Enter a whole number.',
  bedroomsMax: `Bedrooms cannot exceed ${MAX_ROOMS}`,
  bathroomsMax: `Bathrooms cannot exceed ${MAX_ROOMS}`,
  parkingMax: `Parking spaces cannot exceed ${MAX_ROOMS}`,
  negative: 'This cannot be negative.',
  builtYearFuture: 'Built year cannot be in the future',
  builtYearPast: 'Enter a year after 1800.',
  areaPositive: 'Area must be greater than 0',
  pricePositive: 'Price must be greater than 0',
  priceTooHigh: 'Price must be below ₹10,00,00,00,000 (1,000 crore).',
  centsPositive: 'Land area in cents must be greater than 0',
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  emailInvalid: 'Enter a valid email address.',
  phoneInvalid:
    'Enter a phone number: + and the country code, then the number (e.g. +919846012345).',
  urlInvalid: 'Enter a valid URL starting with http:// or https://.',
  choice: (choices: readonly string[]) => `Choose one of: ${choices.join(', ')}.`,
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  nearbyBrackets: 'Please remove any brackets or quotes from the text',
  nearbyInvalid: 'Give nearby places as a JSON list of "Place 1.5km" texts or {place, distance}.',
  nearbyTooMany: `At most ${MAX_NEARBY_PLACES} nearby places.`,
  propertyTypeInvalid: 'Choose a property type from the list.',
  featureInvalid: 'Choose features from the list.',
  imageIdsInvalid: 'Give existing_image_ids as a JSON list of image ids.',
  tooManyImages: `A listing can have at most ${MAX_IMAGES_PER_LISTING} images.`,
  notFound: 'Property not found.',
  imageNotFound: 'Image not found on this property.',
} as const;

// ---------------------------------------------------------------------------------------------
// Read shape

export const imageVariant = z.object({
  format: z.enum(['avif', 'webp', 'jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariant>;

export const propertyImage = z.object({
  id: z.number().int(),
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariant),
  created_at: z.string(),
});
export type PropertyImage = z.infer<typeof propertyImage>;

export const nearbyPlace = z.object({ place: z.string(), distance: z.number().nullable() });
export type NearbyPlace = z.infer<typeof nearbyPlace>;

export const property = z.object({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  title: z.string(),
  description: z.string(),
  price: z.number(),
  property_for: z.enum(PROPERTY_FOR),
  property_ownership: z.enum(OWNERSHIPS),
  property_type: z.number().int().nullable(),
  property_type_details: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  area: z.number(),
  cents: z.number().nullable(),
  parking_spaces: z.number().int().nullable(),
  built_year: z.number().int().nullable(),
  furnishing: z.enum(FURNISHINGS).nullable(),
  contact_name: z.string(),
  phone_number: z.string(),
  whatsapp_number: z.string(),
  email: z.string(),
  location: z.object({
    city: z.string(),
    district: z.string(),
    state: z.string(),
    city_id: z.number().int(),
    district_id: z.number().int(),
    state_id: z.number().int(),
  }),
  latitude: z.number(),
  longitude: z.number(),
  google_maps_url: z.string().nullable(),
  google_embedded_map_link: z.string().nullable(),
  youtube_video_link: z.string().nullable(),
  features: z.array(z.number().int()),
  feature_details: z.array(z.object({ id: z.number().int(), name: z.string() })),
  nearby_places: z.array(nearbyPlace),
  images: z.array(propertyImage),
  /** Only when sorted by nearest: great-circle kilometres from the caller's position. */
  distance_km: z.number().optional(),
});
export type Property = z.infer<typeof property>;

// ---------------------------------------------------------------------------------------------
// Nearby places: any of product.md's input forms in, `{place, distance}` out

/** Refused in nearby place names (product.md section 5), by the API and by the admin form. */
export const BRACKETS_OR_QUOTES = /[[\]{}()<>"'`]/;

/** 'Shopping Mall 1.5km' -> {place: 'Shopping Mall', distance: 1.5}; a bare name has no distance. */
export function parseNearbyText(text: string): NearbyPlace {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const match = /^(.*?)[\s,:-]*(\d+(?:\.\d+)?)\s*(km|kms|kilometres|kilometers|m)?$/i.exec(trimmed);
  if (match?.[1] && match[2]) {
    const value = Number(match[2]);
    const km = match[3]?.toLowerCase() === 'm' ? value / 1000 : value;
    return { place: match[1].trim(), distance: Math.round(km * 10) / 10 };
  }
  return { place: trimmed, distance: null };
}

/**
 * Normalises stored or submitted nearby places: an array, a JSON string of an array, or a plain
 * string (one place per line or comma); items are text or {place, distance}. Blank items dropped.
 */
export function normalizeNearbyPlaces(input: unknown): NearbyPlace[] {
  let items: unknown = input;
  if (typeof items === 'string') {
    const text = items.trim();
    if (text === '') return [];
    try {
      items = JSON.parse(text);
    } catch {
      items = text.split(/\n|;/);
    }
  }
  if (!Array.isArray(items)) items = [items];
  const places: NearbyPlace[] = [];
  for (const item of items as unknown[]) {
    if (typeof item === 'string') {
      if (item.trim()) places.push(parseNearbyText(item));
    } else if (item && typeof item === 'object' && 'place' in item) {
      const { place, distance } = item as { place: unknown; distance?: unknown };
      if (typeof place !== 'string' || !place.trim()) continue;
      const km = typeof distance === 'string' ? Number.parseFloat(distance) : distance;
      places.push({
        place: place.trim(),
        distance: typeof km === 'number' && Number.isFinite(km) ? Math.round(km * 10) / 10 : null,
      });
    }
  }
  return places;
}

const nearbyPlacesField = z.string().transform((text, ctx) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    ctx.addIssue({ code: 'custom', message: propertyMessages.nearbyInvalid });
    return z.NEVER;
  }
  if (!Array.isArray(parsed)) {
    ctx.addIssue({ code: 'custom', message: propertyMessages.nearbyInvalid });
    return z.NEVER;
  }
  const places = normalizeNearbyPlaces(parsed);
  if (places.some((item) => BRACKETS_OR_QUOTES.test(item.place))) {
    ctx.addIssue({ code: 'custom', message: propertyMessages.nearbyBrackets });
    return z.NEVER;
  }
  if (places.length > MAX_NEARBY_PLACES) {
    ctx.addIssue({ code: 'custom', message: propertyMessages.nearbyTooMany });
    return z.NEVER;
  }
  if (places.some((item) => item.place.length > 120)) {
    ctx.addIssue({ code: 'custom', message: propertyMessages.tooLong(120) });
    return z.NEVER;
  }
  return places;
});

// ---------------------------------------------------------------------------------------------
// Write rules: multipart text fields, so numbers arrive as text

const requiredMessage = { error: propertyMessages.required };

function text(max: number) {
  return z
    .string(requiredMessage)
    .trim()
    .min(1, propertyMessages.required)
    .max(max, propertyMessages.tooLong(max));
}

/** Optional text: blank means "none". */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, propertyMessages.tooLong(max))
    .transform((value) => (value === '' ? null : value));
}

function optionalUrl() {
  return z
    .string()
    .trim()
    .max(2000, propertyMessages.tooLong(2000))
    .refine((value) => value === '' || /^https?:\/\/\S+$/i.test(value), propertyMessages.urlInvalid)
    .transform((value) => (value === '' ? null : value));
}

function number(options: { integer?: boolean } = {}) {
  return z
    .string(requiredMessage)
    .trim()
    .min(1, propertyMessages.required)
    .transform((value, ctx) => {
      const parsed = Number(value);
      if (!Number.isFinite(parsed)) {
        ctx.addIssue({ code: 'custom', message: propertyMessages.notANumber });
        return z.NEVER;
      }
      if (options.integer && !Number.isInteger(parsed)) {
        ctx.addIssue({ code: 'custom', message: propertyMessages.notAWholeNumber });
        return z.NEVER;
      }
      return parsed;
    });
}

/** A reference to a stored row (type, state, district, city): one past int4 names nothing. */
const id = (unknownMessage: string) =>
  number({ integer: true }).pipe(
    z.number().int().positive(propertyMessages.required).max(MAX_ID, unknownMessage),
  );
const rooms = (maxMessage: string) =>
  number({ integer: true }).pipe(
    z.number().int().min(0, propertyMessages.negative).max(MAX_ROOMS, maxMessage),
  );
const phone = () =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, propertyMessages.required)
    .transform((value) => value.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{8,15}$/, propertyMessages.phoneInvalid));

function choice<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.enum(choices, { error: propertyMessages.choice(choices) });
}

/** Every field of the form (product.md section 7), as the service receives them after parsing. */
export function propertyFields(currentYear: number) {
  return {
    title: text(200),
    description: text(10_000),
    price: number().pipe(
      z.number().gt(0, propertyMessages.pricePositive).max(1e10, propertyMessages.priceTooHigh),
    ),
    property_for: choice(PROPERTY_FOR),
    property_ownership: choice(OWNERSHIPS),
    property_type: id(propertyMessages.propertyTypeInvalid),
    bedrooms: rooms(propertyMessages.bedroomsMax),
    bathrooms: rooms(propertyMessages.bathroomsMax),
    area: number().pipe(z.number().gt(0, propertyMessages.areaPositive).max(1e8)),
    cents: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : value))
      .pipe(
        z
          .string()
          .transform(Number)
          .pipe(
            z
              .number({ error: propertyMessages.notANumber })
              .gt(0, propertyMessages.centsPositive)
              .max(1e6),
          )
          .nullable(),
      ),
    parking_spaces: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : value))
      .pipe(rooms(propertyMessages.parkingMax).nullable()),
    built_year: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : value))
      .pipe(
        number({ integer: true })
          .pipe(
            z
              .number()
              .int()
              .min(1800, propertyMessages.builtYearPast)
              .max(currentYear, propertyMessages.builtYearFuture),
          )
          .nullable(),
      ),
    furnishing: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : value))
      .pipe(choice(FURNISHINGS).nullable()),
    contact_name: text(120),
    phone_number: phone(),
    whatsapp_number: phone(),
    email: z
      .string(requiredMessage)
      .trim()
      .min(1, propertyMessages.required)
      .max(254, propertyMessages.emailInvalid)
      .pipe(emailAddress(propertyMessages.emailInvalid)),
    state: id(propertyMessages.locationRequired),
    district: id(propertyMessages.locationRequired),
    city: id(propertyMessages.locationRequired),
    latitude: number().pipe(
      z.number().min(-90, propertyMessages.latitude).max(90, propertyMessages.latitude),
    ),
    longitude: number().pipe(
      z.number().min(-180, propertyMessages.longitude).max(180, propertyMessages.longitude),
    ),
    google_maps_url: optionalUrl(),
    google_embedded_map_link: optionalText(5000),
    youtube_video_link: optionalUrl(),
    nearby_places: nearbyPlacesField,
    status: choice(PROPERTY_STATUSES),
  };
}

/** Fields a new listing must have (product.md section 5, "Add property"). */
export const REQUIRED_ON_CREATE = [
  'title',
  'description',
  'price',
  'property_type',
  'bedrooms',
  'bathrooms',
  'area',
  'contact_name',
  'phone_number',
  'whatsapp_number',
  'email',
  'state',
  'district',
  'city',
  'latitude',
  'longitude',
] as const;

type Fields = ReturnType<typeof propertyFields>;
export type PropertyWrite = {
  [K in keyof Fields]?: z.output<Fields[K]>;
} & {
  features?: number[];
  existing_image_ids?: number[];
};

/** The text fields of a multipart create or update: a field sent more than once keeps the last. */
export type MultipartFields = Record<string, string[]>;

/**
 * Validates the form fields of a create (`partial: false`) or an update (`partial: true`: only the
 * fields sent are checked and changed). Returns field errors in the API's shape, or the values.
 */
export function parsePropertyForm(
  fields: MultipartFields,
  options: { partial: boolean; currentYear: number },
): { ok: true; value: PropertyWrite } | { ok: false; errors: Record<string, string[]> } {
  const shape = propertyFields(options.currentYear);
  const errors: Record<string, string[]> = {};
  const value: Record<string, unknown> = {};
  const addError = (field: string, message: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  };

  for (const [name, schema] of Object.entries(shape)) {
    const raw = fields[name]?.at(-1);
    if (raw === undefined) continue;
    const result = (schema as z.ZodType).safeParse(raw);
    if (result.success) value[name] = result.data;
    else for (const issue of result.error.issues) addError(name, issue.message);
  }

  if (!options.partial) {
    const missingLocation = ['state', 'district', 'city'].some(
      (name) => fields[name] === undefined,
    );
    for (const name of REQUIRED_ON_CREATE) {
      if (fields[name] !== undefined) continue;
      if (name === 'state' || name === 'district' || name === 'city') continue;
      addError(name, propertyMessages.required);
    }
    if (missingLocation) addError('location', propertyMessages.locationRequired);
    value.property_for ??= DEFAULT_PROPERTY_FOR;
    value.property_ownership ??= 'management';
    value.status ??= 'available';
    value.nearby_places ??= [];
  } else {
    // A location changes as a whole: state, district and city together.
    const sent = ['state', 'district', 'city'].filter((name) => fields[name] !== undefined);
    if (sent.length > 0 && sent.length < 3) addError('location', propertyMessages.locationRequired);
  }

  if (fields.features !== undefined) {
    const ids = fields.features.filter((item) => item.trim() !== '').map(Number);
    if (!ids.every(isStorableId)) {
      addError('features', propertyMessages.featureInvalid);
    } else {
      value.features = [...new Set(ids)];
    }
  } else if (!options.partial) {
    value.features = [];
  }

  if (options.partial && fields.existing_image_ids !== undefined) {
    const ids = parseIdList(fields.existing_image_ids.at(-1) ?? '');
    if (ids === null) addError('existing_image_ids', propertyMessages.imageIdsInvalid);
    else value.existing_image_ids = ids;
  }

  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: value as PropertyWrite };
}

/** '[1, 2]' or '1,2' -> [1, 2]; null when it is neither. */
function parseIdList(text: string): number[] | null {
  const trimmed = text.trim();
  if (trimmed === '') return [];
  let items: unknown;
  try {
    items = JSON.parse(trimmed);
  } catch {
    items = trimmed.split(',');
  }
  if (!Array.isArray(items)) items = [items];
  const ids = (items as unknown[]).map((item) => Number(item));
  return ids.every(isStorableId) ? [...new Set(ids)] : null;
}

export const deleteImageInput = z.object({
  image_id: z.coerce
    .number({ error: 'Give image_id as a number.' })
    .int('Give image_id as a whole number.')
    .positive('Give image_id as a positive number.'),
});

// ---------------------------------------------------------------------------------------------
// List filters (product.md section 5 semantics, done in the database)

const optionalNumber = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce.number({ error: message }).min(0, message).optional(),
  );

/** '3' means exactly 3; '5+' means 5 or more (product.md section 5). */
const roomFilter = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === 'any' || value === undefined ? undefined : value),
    z
      .string()
      .regex(/^\d{1,2}\+?$/, message)
      .transform((value) => ({ count: Number.parseInt(value, 10), atLeast: value.endsWith('+') }))
      .optional(),
  );

export const propertyListQuery = pageQuery(LISTING_PAGE_SIZE)
  .extend({
    type: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .enum(['all', 'buy', 'sell', 'sale', 'rent'], {
          error: 'type must be all, buy, sell or rent.',
        })
        .default('all'),
    ),
    property_type: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce
        .number({ error: 'property_type must be an id.' })
        .int('property_type must be an id.')
        .positive('property_type must be an id.')
        .max(MAX_ID, 'property_type must be an id.')
        .optional(),
    ),
    category: z.string().trim().max(80).optional(),
    ownership: z.preprocess(
      (value) => (value === '' || value === 'all' ? undefined : value),
      z.enum(OWNERSHIPS, { error: 'ownership must be management or direct_owner.' }).optional(),
    ),
    min_price: optionalNumber('min_price must be a number of rupees.'),
    max_price: optionalNumber('max_price must be a number of rupees.'),
    bedrooms: roomFilter('bedrooms must be a number such as 3, or 5+.'),
    bathrooms: roomFilter('bathrooms must be a number such as 2, or 4+.'),
    min_area: optionalNumber('min_area must be a number of square feet.'),
    max_area: optionalNumber('max_area must be a number of square feet.'),
    min_cents: optionalNumber('min_cents must be a number of cents.'),
    max_cents: optionalNumber('max_cents must be a number of cents.'),
    location: z.string().trim().max(200).optional(),
    q: z.string().trim().max(200).optional(),
    lat: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number({ error: 'lat must be a number.' }).min(-90).max(90).optional(),
    ),
    lng: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number({ error: 'lng must be a number.' }).min(-180).max(180).optional(),
    ),
    sort: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(SORTS, { error: `sort must be one of ${SORTS.join(', ')}.` }).default('newest'),
    ),
    status: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .enum(['all', ...PROPERTY_STATUSES], {
          error: 'status must be all, available, draft, sold or rented.',
        })
        .default('available'),
    ),
  })
  .superRefine((query, ctx) => {
    if (query.sort === 'nearest' && (query.lat === undefined || query.lng === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['sort'],
        message: 'Sorting by nearest needs lat and lng.',
      });
    }
    if ((query.lat === undefined) !== (query.lng === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['lat'], message: 'Give lat and lng together.' });
    }
  });
export type PropertyListQuery = z.output<typeof propertyListQuery>;

/** The place a location text names: its first part ('kochi' of 'Kochi, Ernakulam, Kerala'). */
export function locationTerm(location: string | undefined): string | undefined {
  return location?.split(',')[0]?.trim().toLowerCase() || undefined;
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
