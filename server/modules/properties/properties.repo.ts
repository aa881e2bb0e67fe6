import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { type Actor, actorCondition } from '../audit/actor';
import { Params, queryRows, runsPrepared, type Statement } from '../../db/statement';
import {
  cities,
  districts,
  priceHistory,
  properties,
  propertyFeatures,
  propertyImages,
  siteVisits,
  states,
} from '../../db/schema';
import type { Bounds } from '../../../contract/listing-search';
import type { Facing, LandType, TenantPreference } from '../../../contract/listing-facts';
import type { ListingSummary, Property } from '../../../contract/properties';

/** SQL for listings: search, rows with their places, features and images, and writes. */

export type PropertyRow = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type ImageRow = typeof propertyImages.$inferSelect;
export type NewImage = typeof propertyImages.$inferInsert;

/** Search criteria, already resolved from the query by the service. */
export interface SearchCriteria {
  statuses: PropertyRow['status'][] | 'all';
  propertyFor?: PropertyRow['propertyFor'];
  propertyTypeId?: number;
  /** Lower-case type names; listings without a type match the keywords instead. */
  category?: { typeNames: string[]; keywords: string[] };
  ownership?: PropertyRow['ownership'];
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: { count: number; atLeast: boolean };
  bathrooms?: { count: number; atLeast: boolean };
  minArea?: number;
  maxArea?: number;
  minCents?: number;
  maxCents?: number;
  /** Places whose name is like the visitor's text (see findPlacesLike); listings in any match. */
  places?: PlaceIds;
  keyword?: string;
  /** Listings whose coordinates are inside the area (the map's view), edges included. */
  bounds?: Bounds;
  /** Only listings with a site visit recorded. */
  verified?: true;
  /** Listings whose latest price change was a cut made at or after this time (ms since 1970). */
  reducedSince?: number;
  /** Listings confirmed as available at or after this time (ms since 1970): the public's cut. */
  confirmedSince?: number;
  /** Listings confirmed before this time (ms since 1970): the admin's "needs confirming". */
  confirmedBefore?: number;
  // The facts' filters (issue 34); a listing that does not state the fact never matches,
  // except for availableByDay, where no date means available now.
  /** Rupees: a security deposit at most this. */
  maxDeposit?: number;
  /** The tenant preferences a listing may state: the one asked for, and `any`. */
  tenantPreferences?: TenantPreference[];
  /** Days since 1970-01-01: available_from on or before that day, or none. */
  availableByDay?: number;
  facings?: Facing[];
  minFloor?: number;
  maxFloor?: number;
  /** Only listings with a K-RERA number. */
  rera?: true;
  landTypes?: LandType[];
  /** Feet. */
  minRoadWidth?: number;
}

export interface Origin {
  lat: number;
  lng: number;
  earthRadiusKm: number;
}

export type SortOrder = 'newest' | 'price-asc' | 'price-desc' | 'nearest' | 'reduced';

/** LIKE pattern for a literal text: % and _ in what people type are not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Regex alternation of whole words, for PostgreSQL's `~*` with \m \M word boundaries. */
function wordsPattern(words: string[]): string {
  const escaped = words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `\\m(${escaped.join('|')})\\M`;
}

export interface PlaceIds {
  cityIds: number[];
  districtIds: number[];
  stateIds: number[];
}

/** A town, district or state a location text matched, with its name in the reference data. */
export interface PlaceMatch {
  kind: 'city' | 'district' | 'state';
  id: number;
  name: string;
  /** How alike its name is to the text (trigram similarity, 0 to 1; 1 for an equal name). */
  score: number;
}

type PlaceTable = typeof cities | typeof districts | typeof states;
const PLACE_TABLES = [
  ['city', cities],
  ['district', districts],
  ['state', states],
] as const satisfies readonly (readonly [PlaceMatch['kind'], PlaceTable])[];

/** The towns, districts and states whose `name` column is like the term (see below). */
async function findPlacesLikeIn(
  db: Database,
  name: (table: PlaceTable) => AnyPgColumn,
  term: string,
  threshold: number,
): Promise<PlaceMatch[]> {
  const levels = await Promise.all(
    PLACE_TABLES.map(async ([kind, table]) => {
      // An equal name scores 1 whatever the locale gives the text in trigrams (see findPlacesLikeMl).
      const score = sql<number>`case when ${name(table)} = ${term} then 1
        else coalesce(similarity(${name(table)}, ${term}), 0)::float8 end`;
      const rows = await db
        .select({ id: table.id, name: table.name, score })
        .from(table)
        .where(
          sql`${name(table)} = ${term} or similarity(${name(table)}, ${term}) >= ${threshold}`,
        );
      return rows.map((row) => ({ kind, ...row }));
    }),
  );
  return levels.flat();
}

/**
 * Towns, districts and states whose English name is like the text by trigram similarity, each
 * name scored on its own (a one-letter slip still matches; another district does not).
 */
export async function findPlacesLike(
  db: Database,
  term: string,
  threshold: number,
): Promise<PlaceMatch[]> {
  return findPlacesLikeIn(db, (table) => table.name, term, threshold);
}

/**
 * Places whose Malayalam name is the text, or, when none is, like it by trigram similarity. The
 * text and the stored names are normalised alike (contract/malayalam.ts); the equality also holds
 * where the database's locale gives Malayalam no trigrams (a `C` ctype).
 */
export async function findPlacesLikeMl(
  db: Database,
  term: string,
  threshold: number,
): Promise<PlaceMatch[]> {
  const rows = await findPlacesLikeIn(db, (table) => table.nameMl, term, threshold);
  const exact = rows.filter((row) => row.score === 1);
  return exact.length > 0 ? exact : rows;
}

// ---------------------------------------------------------------------------------------------
// Reads: hand-written SQL run as prepared statements (docs/decisions/006); everything a visitor
// types travels as a parameter. Searches themselves run in the process (search-index.ts,
// decision 010), and listings are kept there per catalogue version (listings-kept.ts, 013).

const ISO_MILLIS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', ${ISO_MILLIS})`;

/** The listing's latest site visit as the public sees it (`publicSiteVisit`), or null. */
const LATEST_VISIT = `(select json_build_object('visited_on', to_char(v.visited_on, 'YYYY-MM-DD'),
      'checks', v.checks)
      from site_visits v where v.property_id = page.id
      order by v.visited_on desc, v.id desc limit 1)`;

/** The listing's prices, oldest first (migration 0018 keeps them). */
const PRICE_HISTORY = `coalesce((select json_agg(json_build_object('price', h.price::float8,
      'changed_at', ${isoTime('h.changed_at')}) order by h.changed_at, h.id)
      from price_history h where h.property_id = page.id), '[]'::json)`;

/**
 * `value` of the listing's latest price change (as `last`, its price before as `before`) when it
 * was a cut, else null. Whatever its age: whether it is recent is asked at read time
 * (contract/price-history.ts), as the kept JSON outlives the day it was written.
 */
const latestCut = (value: string) => `(select ${value} from (select h.price, h.changed_at,
        lead(h.price) over (order by h.changed_at desc, h.id desc) as before
      from price_history h where h.property_id = page.id
      order by h.changed_at desc, h.id desc limit 1) last where last.before > last.price)`;

/** Each field of the API's read shape as SQL on the row `page` and its names (see ListedForm). */
function readShapeSql(form: ListedForm) {
  const names = NAMES[form];
  return {
    id: 'page.id',
    created_at: isoTime('page.created_at'),
    updated_at: isoTime('page.updated_at'),
    status: 'page.status',
    title: 'page.title',
    title_ml: 'page.title_ml',
    description: 'page.description',
    description_ml: 'page.description_ml',
    price: 'page.price::float8',
    property_for: 'page.property_for',
    property_ownership: 'page.property_ownership',
    property_type: 'page.property_type_id',
    property_type_details: names.typeDetails,
    bedrooms: 'page.bedrooms',
    bathrooms: 'page.bathrooms',
    area: 'page.area::float8',
    cents: 'page.cents::float8',
    parking_spaces: 'page.parking_spaces',
    built_year: 'page.built_year',
    furnishing: 'page.furnishing',
    contact_name: 'page.contact_name',
    phone_number: 'page.phone_number',
    whatsapp_number: 'page.whatsapp_number',
    email: 'page.email',
    location: names.location(`, 'city_id', page.city_id, 'district_id', page.district_id,
      'state_id', page.state_id`),
    latitude: 'page.latitude',
    longitude: 'page.longitude',
    google_maps_url: 'page.google_maps_url',
    google_embedded_map_link: 'page.google_embedded_map_link',
    youtube_video_link: 'page.youtube_video_link',
    features: `coalesce(${names.features}, '[]'::json)`,
    feature_details: `coalesce(${names.featureDetails}, '[]'::json)`,
    nearby_places: 'page.nearby_places',
    images: 'page.image_list',
    confirmed_at: isoTime('page.confirmed_at'),
    site_visit: LATEST_VISIT,
    price_history: PRICE_HISTORY,
    price_reduced_at: latestCut(isoTime('last.changed_at')),
    price_reduced_by: latestCut('(last.before - last.price)::float8'),
    security_deposit: 'page.security_deposit',
    maintenance_monthly: 'page.maintenance_monthly',
    available_from: `to_char(page.available_from, 'YYYY-MM-DD')`,
    lock_in_months: 'page.lock_in_months',
    tenant_preference: 'page.tenant_preference',
    pets_allowed: 'page.pets_allowed',
    floor: 'page.floor',
    total_floors: 'page.total_floors',
    facing: 'page.facing',
    carpet_area: 'page.carpet_area::float8',
    water_source: 'page.water_source',
    power_backup: 'page.power_backup',
    rera_number: 'page.rera_number',
    survey_number: 'page.survey_number',
    village: 'page.village',
    taluk: 'page.taluk',
    land_type: 'page.land_type',
    in_data_bank: 'page.in_data_bank',
    road_width_ft: 'page.road_width_ft::float8',
    road_frontage_ft: 'page.road_frontage_ft::float8',
  } satisfies Record<Exclude<keyof Property, 'distance_km'>, string>;
}

/**
 * A JSON object of the fields, as text. Never `distance_km`: it depends on the visitor's origin,
 * and listings-kept.ts adds it as the listing leaves.
 */
function jsonTextSql(fields: Record<string, string>): string {
  const pairs = Object.entries(fields).map(([key, value]) => `'${key}', ${value}`);
  // A function takes at most 100 arguments: past 50 keys, objects of 50 joined as text (their
  // keys stay in order, as jsonb's || would not keep them).
  const objects: string[] = [];
  for (let start = 0; start < pairs.length; start += MAX_PAIRS) {
    const chunk = pairs.slice(start, start + MAX_PAIRS);
    objects.push(`json_build_object(\n    ${chunk.join(',\n    ')}\n  )::text`);
  }
  const joined = objects.reduce((text, next) => `left(${text}, -1) || ', ' || substr(${next}, 2)`);
  return `${joined} as json`;
}

/** Key-value pairs in one json_build_object: PostgreSQL's 100 arguments. */
const MAX_PAIRS = 50;

/**
 * A listing in the API's read shape (`property` in contract/properties.ts), written as JSON text by
 * PostgreSQL from the row `page` and its place and type names: Node sends it on as it is, with no
 * parse and no stringify. A test holds it to the contract's schema, key for key. The images come
 * ready-made from `image_list`, which triggers on property_images keep (migration 0004).
 */
function propertyJsonSql(form: ListedForm): string {
  return jsonTextSql(readShapeSql(form));
}

/**
 * A listing as the public pages' cards show it (`listingSummary` in contract/properties.ts): the
 * fields they use and the cover picture, not the features, the nearby places or every image.
 */
function summaryJsonSql(form: ListedForm): string {
  const names = NAMES[form];
  const shape = readShapeSql(form);
  const fields: Record<string, string> = Object.fromEntries(
    SUMMARY_FIELDS.map((key) => [key, shape[key]]),
  );
  fields.location = names.location('');
  fields.cover = 'page.image_list->0';
  fields.verified = 'exists (select 1 from site_visits v where v.property_id = page.id)';
  return jsonTextSql(fields);
}

/** The read shape's fields a summary has as they are (`listingSummary`). */
const SUMMARY_FIELDS = [
  'id',
  'created_at',
  'title',
  'title_ml',
  'description',
  'description_ml',
  'price',
  'property_for',
  'property_ownership',
  'property_type_details',
  'bedrooms',
  'bathrooms',
  'area',
  'cents',
  'phone_number',
  'whatsapp_number',
  'email',
  'latitude',
  'longitude',
  'google_maps_url',
  'price_reduced_at',
  'price_reduced_by',
  'security_deposit',
  'rera_number',
] as const satisfies readonly (keyof ListingSummary)[];

/**
 * Two ways to the same JSON, chosen by what costs more: planning or running.
 * - `joins`: names and features joined to the page. The quickest to run, and the slowest to plan
 *   (seven relations to order): for statements planned once, PostgreSQL's prepared ones.
 * - `subqueries`: each name and the features from a scalar subquery, so the planner orders one
 *   relation: half the planning (0.52 -> 0.28 ms on PostgreSQL 15), for PGlite, which plans
 *   every statement.
 * A test holds both to the same output.
 */
export type ListedForm = 'joins' | 'subqueries';

/** The place's names in both languages, from the town `c`, district `d` and state `s`. */
const PLACE_NAMES = `'city', c.name, 'city_ml', c.name_ml, 'district', d.name,
      'district_ml', d.name_ml, 'state', s.name, 'state_ml', s.name_ml`;

const NAMES = {
  joins: {
    typeDetails: `case when t.id is null then null
      else json_build_object('id', t.id, 'name', t.name) end`,
    /** `location` with the place's names and `more` pairs (', key, value...'). */
    location: (more: string) => `json_build_object(${PLACE_NAMES}${more})`,
    features: 'fl.ids',
    featureDetails: 'fl.details',
  },
  subqueries: {
    typeDetails: `(select json_build_object('id', t.id, 'name', t.name)
      from property_types t where t.id = page.property_type_id)`,
    // One subquery for the six names rather than one each: planned as fast, run faster (PGlite,
    // a page of 12: 0.45 ms to plan either way, 0.93 ms to run against 1.14 ms).
    location: (more: string) => `(select json_build_object(${PLACE_NAMES}${more})
      from cities c, districts d, states s
      where c.id = page.city_id and d.id = page.district_id and s.id = page.state_id)`,
    features: `(select json_agg(pf.feature_id order by pf.feature_id)
      from property_features pf where pf.property_id = page.id)`,
    featureDetails: `(select json_agg(json_build_object('id', f.id, 'name', f.name) order by f.id)
      from property_features pf join features f on f.id = pf.feature_id
      where pf.property_id = page.id)`,
  },
} satisfies Record<
  ListedForm,
  { location: (more: string) => string } & Record<
    'typeDetails' | 'features' | 'featureDetails',
    string
  >
>;

/** The place and type names of the rows `page`. */
const PLACE_JOINS = `join cities c on c.id = page.city_id
    join districts d on d.id = page.district_id
    join states s on s.id = page.state_id
    left join property_types t on t.id = page.property_type_id`;

const JOINS = `${PLACE_JOINS}
    left join lateral (
      select json_agg(f.id order by f.id) as ids,
             json_agg(json_build_object('id', f.id, 'name', f.name) order by f.id) as details
        from property_features pf join features f on f.id = pf.feature_id
       where pf.property_id = page.id) fl on true`;

/**
 * A listing read in the form that costs least on `db` (see ListedForm): joined when PostgreSQL
 * runs it prepared (planned once per connection), from subqueries when it is planned each time.
 */
function inCheapestForm(db: Database, statementIn: (form: ListedForm) => Statement): Statement {
  const joined = statementIn('joins');
  return runsPrepared(db, joined) ? joined : statementIn('subqueries');
}

export interface SearchOptions {
  sort: SortOrder;
  origin?: Origin;
  limit: number;
  offset: number;
}

/** What joins a listing's texts in `listing_texts` (migration 0024's listing_search_text). */
const LISTING_TEXT_SEPARATOR = '\u001f';

/**
 * Listings whose title, description or town contains the text, in English or in Malayalam, any
 * status: the keyword filter. With `among`, only those of these ids: a change to apply to the ids
 * found before.
 *
 * The words are read from `listing_texts`, one narrow lower-cased row a listing, through its
 * trigram index when the text is rare, or whole (a tenth of the listings' size) when it is common:
 * ILIKE lower-cases both sides in a multi-byte database, so `lower(words) LIKE lower(pattern)`
 * finds the same listings. A text holding the separator itself could match across two fields
 * there, so it is looked for in each field of the listings, as before.
 *
 * A listing may be answered twice, by its words and by its town (`union all`: sorting a million
 * ids to drop repeats took longer than reading them); every caller keeps the ids as a set.
 */
export function idsWithTextStatement(text: string, among?: readonly number[]): Statement {
  const params = new Params();
  const pattern = params.add(containsPattern(text));
  const ids = among ? params.add([...among]) : undefined;
  /** `column` among the ids given, when they are. */
  const onlyAmong = (column: string) => (ids ? `${column} = any(${ids}::int[]) and ` : '');
  const towns = `select p.id from properties p
      where ${onlyAmong('p.id')}p.city_id = any(array(select c.id from cities c
        where c.name ilike ${pattern}::text or c.name_ml ilike ${pattern}::text))`;
  if (text.includes(LISTING_TEXT_SEPARATOR)) {
    const fields = ['title', 'description', 'title_ml', 'description_ml'].map(
      (name) => `p.${name} ilike ${pattern}::text`,
    );
    return {
      text: `select p.id from properties p
        where ${onlyAmong('p.id')}(${fields.join(' or ')})
        union all ${towns}`,
      values: params.values,
      isReused: true,
    };
  }
  // Under three letters a trigram index has nothing to look up and would be read whole: strpos,
  // which no index serves, has the table read instead (the same test: the text is literal).
  const words =
    text.length < 3
      ? `strpos(t.text, lower(${params.add(text)}::text)) > 0`
      : `t.text like lower(${pattern}::text)`;
  return {
    text: `select t.property_id as id from listing_texts t
      where ${onlyAmong('t.property_id')}${words}
      union all ${towns}`,
    values: params.values,
    isReused: true,
  };
}

/**
 * Listings without a type whose title or description has one of the words (a category); with
 * `among`, only those of these ids (a change to apply to ids found before).
 */
export function untypedIdsWithWordsStatement(
  words: string[],
  among?: readonly number[],
): Statement {
  const params = new Params();
  const pattern = params.add(wordsPattern(words));
  const only = among ? `p.id = any(${params.add([...among])}::int[]) and ` : '';
  return {
    text: `select p.id from properties p
      where ${only}p.property_type_id is null
        and (p.title ~* ${pattern}::text or p.description ~* ${pattern}::text)`,
    values: params.values,
    isReused: true,
  };
}

/**
 * The ids a statement's `id` column finds, each once, rising. The database sorts them and drops
 * repeats, and sends them as one text: a common or short keyword finds most of a million
 * listings, and as many rows, each parsed into an object, held the server's thread (320 ms in a
 * profile, for one word), with every request waiting (docs/decisions/026).
 */
export async function findIds(db: Database, statement: Statement): Promise<Int32Array> {
  const [row] = await queryRows<{ ids: string | null }>(db, {
    ...statement,
    text: `select array_to_string(array_agg(distinct found.id), ',') as ids
      from (${statement.text}) found`,
  });
  return parseIdList(row?.ids ?? '');
}

/** Whole numbers written with commas between them ('3,17,42'), as `array_to_string` writes ids. */
export function parseIdList(text: string): Int32Array {
  if (text === '') return new Int32Array(0);
  let count = 1;
  for (let i = 0; i < text.length; i += 1) if (text.charCodeAt(i) === COMMA) count += 1;
  const ids = new Int32Array(count);
  let at = 0;
  let value = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === COMMA) {
      ids[at++] = value;
      value = 0;
    } else value = value * 10 + (code - ZERO);
  }
  ids[at] = value;
  return ids;
}
const COMMA = 44;
const ZERO = 48;

/** A listing's JSON in one of the shapes pages show it in. */
export type ListedShape = 'listing' | 'summary';

/**
 * A listing as JSON text in one shape, with what a page checks before showing it (its status)
 * and what its distance is computed from (listings-kept.ts).
 */
export interface ListedRow {
  shape: ListedShape;
  id: number;
  status: PropertyRow['status'];
  latitude: number;
  longitude: number;
  /** confirmed_at in ms since 1970: the public's cut is checked on what is kept. */
  confirmed_ms: number;
  json: string;
}

/** The columns of `properties p` each shape reads: a summary leaves the long texts where they are. */
const SHAPE_COLUMNS: Record<ListedShape, string> = {
  listing: 'p.*',
  summary: `p.id, p.status, p.created_at, p.title, p.title_ml, p.description, p.description_ml,
  p.price, p.property_for,
  p.property_ownership, p.property_type_id, p.bedrooms, p.bathrooms, p.area, p.cents,
  p.phone_number, p.whatsapp_number, p.email, p.city_id, p.district_id, p.state_id,
  p.latitude, p.longitude, p.google_maps_url, p.image_list, p.confirmed_at, p.security_deposit,
  p.rera_number`,
};

/**
 * The listings of `ids` that exist, whatever their status, in no particular order: as JSON text
 * in the API's read shape (`listing`, `property` in contract/properties.ts) or as the public
 * pages' cards show them (`summary`, `listingSummary`), written by PostgreSQL (decision 006).
 * The service keeps them per catalogue version, orders them, and leaves out the statuses the
 * asker may not see (listings-kept.ts, decision 013).
 */
export function listedByIdsStatement(
  ids: readonly number[],
  shape: ListedShape = 'listing',
  form: ListedForm = 'joins',
): Statement {
  return listedStatement({ [shape]: ids }, form);
}

/** The listings wanted in each shape; a shape left out, or with no ids, is not read. */
export type ListedWanted = Partial<Record<ListedShape, readonly number[]>>;

/**
 * The listings wanted in each shape in one statement (one round trip for what several requests
 * asked at once: listed-batches.ts), each row naming its shape.
 */
export function listedStatement(wanted: ListedWanted, form: ListedForm = 'joins'): Statement {
  const params = new Params();
  const shapes = (['listing', 'summary'] as const).filter((shape) => wanted[shape]?.length);
  const selects = shapes.map((shape) => {
    const json = shape === 'listing' ? propertyJsonSql(form) : summaryJsonSql(form);
    const joins = form === 'subqueries' ? '' : shape === 'listing' ? JOINS : PLACE_JOINS;
    return `select '${shape}'::text as shape, page.id, page.status, page.latitude, page.longitude,
      (extract(epoch from page.confirmed_at) * 1000)::float8 as confirmed_ms, ${json}
    from (select ${SHAPE_COLUMNS[shape]} from properties p
      where p.id = any(${params.add(idsPlannedOnce(wanted[shape] ?? []))}::int[])) page
    ${joins}`;
  });
  return {
    text:
      selects.length > 1
        ? selects.map((select) => `(${select})`).join(' union all ')
        : selects.join(''),
    values: params.values,
    isReused: true,
  };
}

/**
 * PostgreSQL plans a prepared statement's first five runs each for its own values, then keeps one
 * plan for every run if that plan costs no more than theirs did, and goes on planning each run
 * otherwise. The plan for every run takes an array parameter to hold ten elements, so with fewer
 * ids (a listing page's listing, its six similar listings) it costs more than a plan for the real
 * length, and the listings' read was planned afresh at every run: 1 to 2.5 ms of a read of 2 to 5
 * ms at a million listings (listed-plans.postgres.test.ts). A shorter list is filled up to ten
 * with its last id: `id = any(...)` finds each listing once however often it is named, and every
 * run then costs what the kept plan costs.
 */
const IDS_IN_A_KEPT_PLAN = 10;

function idsPlannedOnce(ids: readonly number[]): number[] {
  const last = ids.at(-1);
  if (last === undefined || ids.length >= IDS_IN_A_KEPT_PLAN) return [...ids];
  return [...ids, ...new Array<number>(IDS_IN_A_KEPT_PLAN - ids.length).fill(last)];
}

/** Rows of the listings wanted, each with its shape (listedStatement). */
export async function findListed(db: Database, wanted: ListedWanted): Promise<ListedRow[]> {
  if (!wanted.listing?.length && !wanted.summary?.length) return [];
  return queryRows<ListedRow>(
    db,
    inCheapestForm(db, (form) => listedStatement(wanted, form)),
  );
}

export async function findProperty(db: Database, id: number): Promise<PropertyRow | null> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row ?? null;
}

export async function insertProperty(db: Database, values: NewProperty): Promise<number> {
  const [row] = await db.insert(properties).values(values).returning({ id: properties.id });
  if (!row) throw new Error('insert into properties returned no row');
  return row.id;
}

/** The listing `id`, with the actor's settings made as it is found (actorCondition). */
function byIdAs(id: number, actor: Actor | null) {
  const byId = eq(properties.id, id);
  return actor ? and(byId, actorCondition(actor)) : byId;
}

/**
 * Changes a listing's own columns in one statement, as `actor` (actorCondition): a price or a
 * status change is one round trip. False when no listing has the id.
 */
export async function updatePropertyAs(
  db: Database,
  id: number,
  values: Partial<NewProperty>,
  actor: Actor | null,
): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({ ...values, updatedAt: sql`now()` })
    .where(byIdAs(id, actor))
    .returning({ id: properties.id });
  return rows.length === 1;
}

/** Deletes a listing (its images and features go with it) in one statement, as `actor`. */
export async function deletePropertyAs(
  db: Database,
  id: number,
  actor: Actor | null,
): Promise<boolean> {
  const rows = await db
    .delete(properties)
    .where(byIdAs(id, actor))
    .returning({ id: properties.id });
  return rows.length === 1;
}

export async function replaceFeatures(
  db: Database,
  propertyId: number,
  featureIds: number[],
): Promise<void> {
  // Only what changes is written: the audit trail then says which features came and went.
  const wanted = [...new Set(featureIds)];
  await db
    .delete(propertyFeatures)
    .where(
      and(
        eq(propertyFeatures.propertyId, propertyId),
        wanted.length > 0 ? notInArray(propertyFeatures.featureId, wanted) : undefined,
      ),
    );
  if (wanted.length === 0) return;
  await db
    .insert(propertyFeatures)
    .values(wanted.map((featureId) => ({ propertyId, featureId })))
    .onConflictDoNothing();
}

export async function insertImages(db: Database, images: NewImage[]): Promise<void> {
  if (images.length === 0) return;
  await db.insert(propertyImages).values(images);
}

export async function listImages(db: Database, propertyId: number): Promise<ImageRow[]> {
  return db
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, propertyId))
    .orderBy(asc(propertyImages.position), asc(propertyImages.id));
}

export async function deleteImages(db: Database, imageIds: number[]): Promise<void> {
  if (imageIds.length === 0) return;
  await db.delete(propertyImages).where(inArray(propertyImages.id, imageIds));
}

export async function countProperties(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(properties);
  return row?.n ?? 0;
}

/** The ids of a listing's features. */
export async function listFeatureIds(db: Database, propertyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: propertyFeatures.featureId })
    .from(propertyFeatures)
    .where(eq(propertyFeatures.propertyId, propertyId));
  return rows.map((row) => row.id);
}

/** Of `ids`, those that name a listing. */
export async function findExistingIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(inArray(properties.id, ids));
  return rows.map((row) => row.id);
}

/** Sets the status of every listing in `ids`; answers how many changed. */
export async function setStatuses(
  db: Database,
  ids: number[],
  status: PropertyRow['status'],
): Promise<number> {
  const rows = await db
    .update(properties)
    .set({ status, updatedAt: sql`now()` })
    .where(and(inArray(properties.id, ids), sql`${properties.status} <> ${status}`))
    .returning({ id: properties.id });
  return rows.length;
}

/** The towns of a name (any case), with their district's name: one town, or several to choose. */
export async function findTownsByName(
  db: Database,
  name: string,
): Promise<{ cityId: number; districtId: number; stateId: number; district: string }[]> {
  return db
    .select({
      cityId: cities.id,
      districtId: districts.id,
      stateId: districts.stateId,
      district: districts.name,
    })
    .from(cities)
    .innerJoin(districts, eq(districts.id, cities.districtId))
    .where(sql`lower(${cities.name}) = lower(${name})`);
}

/** A yes-or-no column as a spreadsheet reads it (and the import takes back); empty for none. */
function yesOrNo(column: ReturnType<typeof sql>) {
  return sql`case when ${column} then 'yes' when not ${column} then 'no' end`;
}

/** Every listing (or those of one status) as the CSV export writes it, oldest first. */
export async function listForExport(
  db: Database,
  status: PropertyRow['status'] | undefined,
): Promise<Record<string, string | number | null>[]> {
  const result = await db.execute(sql`
    select p.id, p.status, p.title, p.title_ml, p.description, p.description_ml, p.property_for,
      p.property_ownership, t.name as property_type, p.price::float8 as price, p.bedrooms,
      p.bathrooms, p.area::float8 as area, p.cents::float8 as cents, p.parking_spaces,
      p.built_year, p.furnishing, c.name as town, d.name as district, s.name as state,
      p.latitude, p.longitude, p.contact_name, p.phone_number, p.whatsapp_number, p.email,
      p.google_maps_url, p.youtube_video_link,
      p.security_deposit, p.maintenance_monthly,
      to_char(p.available_from, 'YYYY-MM-DD') as available_from, p.lock_in_months,
      p.tenant_preference, ${yesOrNo(sql`p.pets_allowed`)} as pets_allowed, p.floor,
      p.total_floors, p.facing, p.carpet_area::float8 as carpet_area,
      array_to_string(p.water_source, '; ') as water_source, p.power_backup, p.rera_number,
      p.survey_number, p.village, p.taluk, p.land_type,
      ${yesOrNo(sql`p.in_data_bank`)} as in_data_bank,
      p.road_width_ft::float8 as road_width_ft, p.road_frontage_ft::float8 as road_frontage_ft,
      coalesce((
        select string_agg(f.name, '; ' order by f.name)
        from property_features pf join features f on f.id = pf.feature_id
        where pf.property_id = p.id
      ), '') as features,
      to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
      to_char(p.confirmed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as confirmed_at
    from properties p
    join cities c on c.id = p.city_id
    join districts d on d.id = p.district_id
    join states s on s.id = p.state_id
    left join property_types t on t.id = p.property_type_id
    ${status ? sql`where p.status = ${status}` : sql``}
    order by p.id`);
  return (result as unknown as { rows: Record<string, string | number | null>[] }).rows;
}

/**
 * Puts a listing's images in the order given (the first is the cover) in one statement, so the
 * image_list trigger (migration 0004) writes the listing's pictures once, in that order.
 */
export async function setImageOrder(
  db: Database,
  propertyId: number,
  imageIds: readonly number[],
): Promise<void> {
  if (imageIds.length === 0) return;
  const pairs = sql.join(
    imageIds.map((id, position) => sql`(${id}::int, ${position}::int)`),
    sql`, `,
  );
  await db.execute(sql`update property_images i set position = o.position
    from (values ${pairs}) as o(id, position)
    where i.id = o.id and i.property_id = ${propertyId}`);
}

/**
 * Replaces a listing's price history (oldest first) with one an import brings: the demo's
 * listings come with the cuts they had. Everyday writes never call it: the trigger of migration
 * 0018 keeps the history.
 */
export async function replacePriceHistory(
  db: Database,
  propertyId: number,
  points: readonly { price: number; changedAt: Date }[],
): Promise<void> {
  await db.delete(priceHistory).where(eq(priceHistory.propertyId, propertyId));
  if (points.length === 0) return;
  await db.insert(priceHistory).values(points.map((point) => ({ propertyId, ...point })));
}

/** Marks the listing as confirmed available at `at`; false when there is no such listing. */
export async function setConfirmedAt(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(properties)
    .set({ confirmedAt: at })
    .where(eq(properties.id, id))
    .returning({ id: properties.id });
  return rows.length === 1;
}

export type SiteVisitRow = typeof siteVisits.$inferSelect;
export type NewSiteVisit = typeof siteVisits.$inferInsert;

/** A listing's site visits, latest first. */
export async function listSiteVisits(db: Database, propertyId: number): Promise<SiteVisitRow[]> {
  return db
    .select()
    .from(siteVisits)
    .where(eq(siteVisits.propertyId, propertyId))
    .orderBy(desc(siteVisits.visitedOn), desc(siteVisits.id));
}

export async function insertSiteVisit(db: Database, values: NewSiteVisit): Promise<SiteVisitRow> {
  const [row] = await db.insert(siteVisits).values(values).returning();
  if (!row) throw new Error('insert into site_visits returned no row');
  return row;
}

/** Deletes one visit of the listing; false when the listing has no visit with that id. */
export async function deleteSiteVisit(
  db: Database,
  propertyId: number,
  visitId: number,
): Promise<boolean> {
  const rows = await db
    .delete(siteVisits)
    .where(and(eq(siteVisits.id, visitId), eq(siteVisits.propertyId, propertyId)))
    .returning({ id: siteVisits.id });
  return rows.length === 1;
}
