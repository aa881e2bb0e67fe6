import { z } from 'zod';
import { emailAddress } from './email';
import { isStorableId, MAX_ID } from './input-limits';
import {
  FACINGS,
  FACT_LIMITS,
  LAND_TYPES,
  POWER_BACKUPS,
  TENANT_PREFERENCES,
  WATER_SOURCES,
  type ListingFactField,
  type WaterSource,
} from './listing-facts';
import { isCalendarDate } from './enquiries';
import { isReraNumber, normalizeReraNumber } from './rera';
import { canonicalMalayalam } from './malayalam';
import { countNearbyPlaces, normalizeNearbyPlaces, BRACKETS_OR_QUOTES } from './nearby-places';
import { ownersOnlyMessages } from './owners-only';
import {
  DEFAULT_PROPERTY_FOR,
  FURNISHINGS,
  MAX_DESCRIPTION_CHARS,
  MAX_IMAGES_PER_LISTING,
  MAX_NEARBY_PLACES,
  MAX_ROOMS,
  MAX_TITLE_CHARS,
  OWNERSHIPS,
  PROPERTY_FOR,
  PROPERTY_STATUSES,
} from './property-constants';
import { propertyMessages } from './property-messages';

/**
 * What a listing may be written as (product.md sections 5 and 7): the multipart form fields of a
 * create or an update, checked by the API and, field by field, by the admin's form.
 */

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
  // Counted before any is read: a field of a megabyte holds a hundred thousand of them.
  if (countNearbyPlaces(parsed) > MAX_NEARBY_PLACES) {
    ctx.addIssue({ code: 'custom', message: propertyMessages.nearbyTooMany });
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

const requiredMessage = { error: propertyMessages.required };

/** Required text, trimmed, in one Unicode encoding (a Malayalam text typed on any keyboard). */
function text(max: number) {
  return z
    .string(requiredMessage)
    .trim()
    .min(1, propertyMessages.required)
    .max(max, propertyMessages.tooLong(max))
    .transform(canonicalMalayalam);
}

/** Optional text: blank (or only spaces) means "none", stored as null. */
function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, propertyMessages.tooLong(max))
    .transform((value) => (value === '' ? null : canonicalMalayalam(value)));
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
/**
 * The longest phone number read: 15 digits and a plus with the spaces, dashes and brackets people
 * write between them. A longer field is refused before its separators are taken out (a field of a
 * megabyte of dashes held the event loop some 100 ms).
 */
const PHONE_MAX_CHARS = 40;
const phone = () =>
  z
    .string(requiredMessage)
    .trim()
    .min(1, propertyMessages.required)
    .max(PHONE_MAX_CHARS, propertyMessages.phoneInvalid)
    .transform((value) => value.replace(/[\s()-]/g, ''))
    .pipe(z.string().regex(/^\+?\d{8,15}$/, propertyMessages.phoneInvalid));

function choice<const T extends readonly [string, ...string[]]>(choices: T) {
  return z.enum(choices, { error: propertyMessages.choice(choices) });
}

/** An optional field: blank means none (null, which clears it on an update). */
function optional<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable());
}

/** An optional whole number from `min` to `max`, with one message for anything else. */
function wholeNumber(min: number, max: number, message: string) {
  return optional(
    number({ integer: true }).pipe(z.number().int().min(min, message).max(max, message)),
  );
}

/** An optional number above 0 and at most `max`. */
function positiveNumber(max: number, message: string) {
  return optional(number().pipe(z.number().gt(0, message).max(max, message)));
}

/** Yes or no, as a form or a spreadsheet writes it. */
const YES = new Set(['true', '1', 'yes']);
const NO = new Set(['false', '0', 'no']);
const yesOrNo = () =>
  optional(
    z.string().transform((value, ctx) => {
      const word = value.toLowerCase();
      if (YES.has(word)) return true;
      if (NO.has(word)) return false;
      ctx.addIssue({ code: 'custom', message: propertyMessages.yesOrNo });
      return z.NEVER;
    }),
  );

/** Water sources as 'kwa, well' (a form's checkboxes joined, or a CSV cell with ; between). */
const waterSources = () =>
  optional(
    z.string().transform((value, ctx) => {
      const items = value
        .split(/[,;]/)
        .map((item) => item.trim().toLowerCase())
        .filter(Boolean);
      if (!items.every((item) => (WATER_SOURCES as readonly string[]).includes(item))) {
        ctx.addIssue({ code: 'custom', message: propertyMessages.waterSourceInvalid });
        return z.NEVER;
      }
      // Each once, in the list's order: the same set always reads the same.
      return WATER_SOURCES.filter((source): source is WaterSource => items.includes(source));
    }),
  );

/** A K-RERA number in the form K-RERA issues (listing-facts.ts), upper case. */
const reraNumber = (currentYear: number) =>
  optional(
    z
      .string()
      .max(FACT_LIMITS.maxReraChars, propertyMessages.reraInvalid)
      .transform(normalizeReraNumber)
      .refine((value) => isReraNumber(value, currentYear), propertyMessages.reraInvalid),
  );

/**
 * The facts of issue 34 (contract/listing-facts.ts): every one optional, blank for none. Those
 * that depend on another field (floor and total floors, carpet area and area) are checked
 * together by `factConflicts`.
 */
function factFields(currentYear: number) {
  const fields = {
    security_deposit: wholeNumber(0, FACT_LIMITS.maxRupees, propertyMessages.rupeesRange),
    maintenance_monthly: wholeNumber(0, FACT_LIMITS.maxRupees, propertyMessages.rupeesRange),
    available_from: optional(z.string().refine(isCalendarDate, propertyMessages.dateInvalid)),
    lock_in_months: wholeNumber(0, FACT_LIMITS.maxLockInMonths, propertyMessages.lockInRange),
    tenant_preference: optional(choice(TENANT_PREFERENCES)),
    pets_allowed: yesOrNo(),
    floor: wholeNumber(0, FACT_LIMITS.maxFloors, propertyMessages.floorRange),
    total_floors: wholeNumber(1, FACT_LIMITS.maxFloors, propertyMessages.totalFloorsRange),
    facing: optional(choice(FACINGS)),
    carpet_area: positiveNumber(1e8, propertyMessages.carpetAreaPositive),
    water_source: waterSources(),
    power_backup: optional(choice(POWER_BACKUPS)),
    rera_number: reraNumber(currentYear),
    survey_number: optional(
      z
        .string()
        .max(
          FACT_LIMITS.maxSurveyNumberChars,
          propertyMessages.tooLong(FACT_LIMITS.maxSurveyNumberChars),
        )
        .regex(/^[0-9A-Za-z][0-9A-Za-z/.\- ]*$/, propertyMessages.surveyNumberInvalid),
    ),
    village: optionalText(FACT_LIMITS.maxPlaceNameChars),
    taluk: optionalText(FACT_LIMITS.maxPlaceNameChars),
    land_type: optional(choice(LAND_TYPES)),
    in_data_bank: yesOrNo(),
    road_width_ft: positiveNumber(FACT_LIMITS.maxRoadWidthFt, propertyMessages.roadWidthRange),
    road_frontage_ft: positiveNumber(
      FACT_LIMITS.maxRoadFrontageFt,
      propertyMessages.roadFrontageRange,
    ),
  };
  return Object.fromEntries(
    Object.entries(fields).map(([name, schema]) => [
      name,
      schema.meta({
        description: `${FACT_DESCRIPTIONS[name as keyof typeof fields]} Blank for none.`,
      }),
    ]),
  ) as typeof fields;
}

/** What the API description says of each fact (the form's field). */
const FACT_DESCRIPTIONS: Record<ListingFactField, string> = {
  security_deposit: 'Rent terms: the security deposit, whole rupees from 0. Blank clears it.',
  maintenance_monthly: 'Rent terms: maintenance a month, whole rupees from 0.',
  available_from: 'Rent terms: the first day it can be moved into, YYYY-MM-DD.',
  lock_in_months: 'Rent terms: the lock-in in months, 0 to 120.',
  tenant_preference: 'Rent terms: any, family, bachelors or company.',
  pets_allowed: 'Rent terms: true or false (also 1/0, yes/no).',
  floor: 'The floor it is on, 0 (ground) to 200; not above total_floors.',
  total_floors: "The building's floors, 1 to 200.",
  facing: 'n, ne, e, se, s, sw, w or nw.',
  carpet_area: 'Square feet inside the walls, above 0 and not above area.',
  water_source: 'Any of kwa, well, borewell, panchayat, separated by commas.',
  power_backup: 'none, partial or full.',
  rera_number:
    'K-RERA/PRJ/<district code>/<number>/<year> (e.g. K-RERA/PRJ/ERN/156/2025) or K-RERA/AG/<number>/<year>; any case.',
  survey_number: 'The survey number, e.g. 123/4A: letters, digits, / and -, at most 40.',
  village: 'The revenue village, at most 80 characters.',
  taluk: 'The taluk, at most 80 characters.',
  land_type: 'purayidam, nilam, nilam_converted or plantation.',
  in_data_bank: "true or false: listed in the local body's paddy-land data bank.",
  road_width_ft: 'The road in feet, above 0 and at most 300.',
  road_frontage_ft: 'Frontage on the road in feet, above 0 and at most 10,000.',
};

/** The fields `factConflicts` compares: the listing as it would be after the write. */
export interface FactPairs {
  area?: number | null;
  carpet_area?: number | null;
  floor?: number | null;
  total_floors?: number | null;
}

/**
 * Facts that cannot both be true: a floor above the building's top, a carpet area larger than
 * the area. On an update the service passes the stored values for the fields not sent.
 */
export function factConflicts(listing: FactPairs): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const { area, carpet_area: carpet, floor, total_floors: floors } = listing;
  if (floor != null && floors != null && floor > floors) {
    errors.floor = [propertyMessages.floorAboveBuilding];
  }
  if (carpet != null && area != null && carpet > area) {
    errors.carpet_area = [propertyMessages.carpetAreaAboveArea];
  }
  return errors;
}

/**
 * Every field of the form (product.md section 7), as the service receives them after parsing.
 * Made once a year and shared: zod's schemas do not change once made, and making these took 3.3
 * ms, where checking a price change with them takes a few microseconds (a back-office write's
 * form, each row of an import, each check of the admin's form as it is typed).
 */
export function propertyFields(currentYear: number): PropertyFields {
  let fields = fieldsByYear.get(currentYear);
  if (!fields) {
    fields = Object.freeze(makePropertyFields(currentYear));
    fieldsByYear.set(currentYear, fields);
  }
  return fields;
}

type PropertyFields = Readonly<ReturnType<typeof makePropertyFields>>;
const fieldsByYear = new Map<number, PropertyFields>();

function makePropertyFields(currentYear: number) {
  return {
    title: text(MAX_TITLE_CHARS),
    /** The title in Malayalam: optional, trimmed, as long as the English one at most. */
    title_ml: optionalText(MAX_TITLE_CHARS),
    description: text(MAX_DESCRIPTION_CHARS),
    /** The description in Malayalam: optional, trimmed, as long as the English one at most. */
    description_ml: optionalText(MAX_DESCRIPTION_CHARS),
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
    ...factFields(currentYear),
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
  /** The kept images in display order, the cover first; new uploads follow them. */
  image_order?: number[];
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
    const text = fields.existing_image_ids.at(-1) ?? '';
    const ids = isImageListTooLong(text) ? undefined : parseIdList(text);
    if (ids === undefined) addError('existing_image_ids', propertyMessages.tooManyImages);
    else if (ids === null) addError('existing_image_ids', propertyMessages.imageIdsInvalid);
    else value.existing_image_ids = ids;
  }

  if (options.partial && fields.image_order !== undefined) {
    const text = fields.image_order.at(-1) ?? '';
    const ids = isImageListTooLong(text) ? undefined : parseImageOrder(text);
    if (ids === undefined) addError('image_order', propertyMessages.tooManyImages);
    else if (ids === null) addError('image_order', propertyMessages.imageOrderInvalid);
    else value.image_order = ids;
  }

  // Pairs sent together are checked here; an update's pair with a stored half, by the service.
  for (const [field, messages] of Object.entries(factConflicts(value as FactPairs))) {
    if (!errors[field]) for (const message of messages) addError(field, message);
  }

  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, value: value as PropertyWrite };
}

/**
 * Whether a list of image ids is longer than any list of a listing's images can be written (30
 * ids of up to 10 digits, spaced out as a person might): refused before it is read, as a field
 * of a megabyte would hold half a million ids (issue 32, item 1).
 */
function isImageListTooLong(text: string): boolean {
  return text.length > MAX_IMAGES_PER_LISTING * 32;
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

/** '[3, 1, 2]' -> [3, 1, 2]: a JSON list of ids, each once (an order repeats nothing); else null. */
function parseImageOrder(text: string): number[] | null {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(items) || !items.every((item) => typeof item === 'number')) return null;
  const ids = items as number[];
  return ids.every(isStorableId) && new Set(ids).size === ids.length ? ids : null;
}

export const deleteImageInput = z.object({
  image_id: z.coerce
    .number({ error: 'Give image_id as a number.' })
    .int('Give image_id as a whole number.')
    .positive('Give image_id as a positive number.'),
});

/** At most this many listings change status in one request (the admin list's selection). */
export const MAX_BULK_LISTINGS = 200;

export const bulkMessages = {
  ids: 'Choose the listings by their ids.',
  tooMany: `Choose at most ${MAX_BULK_LISTINGS} listings at a time.`,
  status: `Choose a status: ${PROPERTY_STATUSES.join(', ')}.`,
  unknown: (ids: number[]) =>
    `No listing has the id${ids.length === 1 ? '' : 's'} ${ids.join(', ')}. Nothing was changed.`,
};

/** `POST /api/properties/properties/bulk_status/`: one status for every listing chosen. */
export const bulkStatusInput = z.object({
  ids: z
    .array(
      z
        .number({ error: bulkMessages.ids })
        .int(bulkMessages.ids)
        .min(1, bulkMessages.ids)
        .max(MAX_ID, bulkMessages.ids),
      { error: bulkMessages.ids },
    )
    .min(1, bulkMessages.ids)
    .max(MAX_BULK_LISTINGS, bulkMessages.tooMany),
  status: z.enum(PROPERTY_STATUSES, { error: bulkMessages.status }),
});
export type BulkStatusInput = z.infer<typeof bulkStatusInput>;

/**
 * `POST /api/properties/properties/{id}/preview/`: a link that shows the listing's page as the
 * public would see it, draft or not (contract/listing-preview.ts).
 */
export const previewLinkAnswer = z.object({
  /** The link's id, by which owners list and revoke it; the token is shown this once only. */
  id: z.number().int(),
  /** The English page; `url_ml` is the Malayalam one. */
  url: z.string(),
  url_ml: z.string(),
  expires_at: z.string(),
});
export type PreviewLinkAnswer = z.infer<typeof previewLinkAnswer>;

export const previewLinkMessages = {
  /** 403 for agents: they make links, owners see and revoke everyone's. */
  ownersOnly: ownersOnlyMessages.previewLinks,
  notFound: 'No live preview link with this id on this listing: it was revoked or has expired.',
} as const;

/**
 * `GET /api/properties/properties/{id}/preview/` (owners): a live link of the listing, who made
 * it and when it ends. Its token is never shown again: only its hash is kept.
 */
export const livePreviewLink = z.object({
  id: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  created_by: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type LivePreviewLink = z.infer<typeof livePreviewLink>;
