import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { Params, queryRows, runsPrepared, type Statement } from '../../db/statement';
import {
  cities,
  districts,
  properties,
  propertyFeatures,
  propertyImages,
  states,
} from '../../db/schema';

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
}

export interface Origin {
  lat: number;
  lng: number;
  earthRadiusKm: number;
}

export type SortOrder = 'newest' | 'price-asc' | 'price-desc' | 'nearest';

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

/**
 * Towns, districts and states whose name is like the text by trigram similarity, each name scored
 * on its own (a one-letter slip still matches; another district does not).
 */
export async function findPlacesLike(
  db: Database,
  term: string,
  threshold: number,
): Promise<PlaceIds> {
  const like = (table: typeof cities | typeof districts | typeof states) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(sql`similarity(${table.name}, ${term}) >= ${threshold}`);
  const [cityRows, districtRows, stateRows] = await Promise.all([
    like(cities),
    like(districts),
    like(states),
  ]);
  return {
    cityIds: cityRows.map((row) => row.id),
    districtIds: districtRows.map((row) => row.id),
    stateIds: stateRows.map((row) => row.id),
  };
}

// ---------------------------------------------------------------------------------------------
// Search and read: hand-written SQL run as prepared statements (docs/decisions/006). Enum values
// are written into the text (checked against their closed lists) so the planner sees them and
// picks the index of the sort order; everything a visitor types travels as a parameter.

const STATUSES: readonly PropertyRow['status'][] = ['available', 'draft', 'sold', 'rented'];
const PROPERTY_FOR: readonly PropertyRow['propertyFor'][] = ['rent', 'sell'];
const OWNERSHIPS: readonly PropertyRow['ownership'][] = ['management', 'direct_owner'];

/** A quoted SQL literal for a value of a closed list; anything else is a programming error. */
function enumLiteral<T extends string>(value: T, allowed: readonly T[]): string {
  if (!allowed.includes(value)) throw new Error(`not an allowed value: ${value}`);
  return `'${value}'`;
}

function statusClause(statuses: SearchCriteria['statuses']): string | undefined {
  if (statuses === 'all') return undefined;
  if (statuses.length === 1)
    return `p.status = ${enumLiteral(statuses[0] ?? 'available', STATUSES)}`;
  return `p.status in (${statuses.map((status) => enumLiteral(status, STATUSES)).join(', ')})`;
}

/** Great-circle distance in km from the origin (haversine), on the columns of `p`. */
function distanceSql(origin: Origin, params: Params): string {
  const lat = `${params.add(origin.lat)}::float8`;
  const lng = `${params.add(origin.lng)}::float8`;
  return `(2 * ${Number(origin.earthRadiusKm)} * asin(sqrt(
    power(sin(radians(p.latitude - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(p.latitude)) *
    power(sin(radians(p.longitude - ${lng}) / 2), 2))))`;
}

/** The conditions of a search on `properties p`, joined with `and` (or `true`). */
function whereSql(criteria: SearchCriteria, params: Params): string {
  const conditions: string[] = [];
  const add = (condition: string | undefined) => {
    if (condition) conditions.push(condition);
  };
  add(statusClause(criteria.statuses));
  if (criteria.propertyFor) {
    add(`p.property_for = ${enumLiteral(criteria.propertyFor, PROPERTY_FOR)}`);
  }
  if (criteria.ownership) {
    add(`p.property_ownership = ${enumLiteral(criteria.ownership, OWNERSHIPS)}`);
  }
  if (criteria.propertyTypeId !== undefined) {
    add(`p.property_type_id = ${params.add(criteria.propertyTypeId)}::int`);
  }
  const bound = (column: string, operator: '>=' | '<=', value: number | undefined) => {
    if (value !== undefined) add(`p.${column} ${operator} ${params.add(value)}::numeric`);
  };
  bound('price', '>=', criteria.minPrice);
  bound('price', '<=', criteria.maxPrice);
  bound('area', '>=', criteria.minArea);
  bound('area', '<=', criteria.maxArea);
  // Cents are only checked where the listing has them (SPEC section 5).
  if (criteria.minCents !== undefined) {
    add(`(p.cents is null or p.cents >= ${params.add(criteria.minCents)}::numeric)`);
  }
  if (criteria.maxCents !== undefined) {
    add(`(p.cents is null or p.cents <= ${params.add(criteria.maxCents)}::numeric)`);
  }
  for (const [column, filter] of [
    ['bedrooms', criteria.bedrooms],
    ['bathrooms', criteria.bathrooms],
  ] as const) {
    if (filter) add(`p.${column} ${filter.atLeast ? '>=' : '='} ${params.add(filter.count)}::int`);
  }
  if (criteria.category && criteria.category.typeNames.length > 0) {
    const { typeNames, keywords } = criteria.category;
    const names = params.add(typeNames);
    const pattern = params.add(wordsPattern(keywords));
    add(`(p.property_type_id in (select t.id from property_types t where lower(t.name) = any(${names}::text[]))
      or (p.property_type_id is null and (p.title ~* ${pattern}::text or p.description ~* ${pattern}::text)))`);
  }
  if (criteria.places) {
    const { cityIds, districtIds, stateIds } = criteria.places;
    const anyPlace = (
      [
        ['city_id', cityIds],
        ['district_id', districtIds],
        ['state_id', stateIds],
      ] as const
    )
      .filter(([, ids]) => ids.length > 0)
      // One place (the usual case) is an equality, so the town's or district's index gives the
      // first page in order; several places are a list.
      .map(([column, ids]) =>
        ids.length === 1
          ? `p.${column} = ${params.add(ids[0])}::int`
          : `p.${column} = any(${params.add(ids)}::int[])`,
      );
    add(anyPlace.length > 0 ? `(${anyPlace.join(' or ')})` : 'false');
  }
  if (criteria.keyword) {
    const pattern = params.add(containsPattern(criteria.keyword));
    add(`(p.title ilike ${pattern}::text or p.description ilike ${pattern}::text
      or p.city_id in (select c.id from cities c where c.name ilike ${pattern}::text))`);
  }
  return conditions.length > 0 ? conditions.join('\n      and ') : 'true';
}

/** Rows within `radiusKm` of the origin: a latitude/longitude box an index can use, then the circle. */
function withinRadiusSql(origin: Origin, radiusKm: number, params: Params): string {
  const kmPerDegree = (Math.PI * origin.earthRadiusKm) / 180;
  const dLat = radiusKm / kmPerDegree;
  const dLng = radiusKm / (kmPerDegree * Math.max(0.01, Math.cos((origin.lat * Math.PI) / 180)));
  return `p.latitude between ${params.add(origin.lat - dLat)}::float8 and ${params.add(origin.lat + dLat)}::float8
      and p.longitude between ${params.add(origin.lng - dLng)}::float8 and ${params.add(origin.lng + dLng)}::float8
      and ${distanceSql(origin, params)} <= ${params.add(radiusKm)}::float8`;
}

/** ORDER BY of a search; the tie-break follows the main direction so one index serves both ways. */
function orderSql(sort: SortOrder, hasOrigin: boolean, table: 'p' | 'page'): string {
  switch (sort) {
    case 'price-asc':
      return `${table}.price asc, ${table}.id asc`;
    case 'price-desc':
      return `${table}.price desc, ${table}.id desc`;
    case 'nearest':
      if (hasOrigin) return `distance_km asc, ${table}.id asc`;
      return `${table}.created_at desc nulls last, ${table}.id desc nulls last`;
    default:
      return `${table}.created_at desc nulls last, ${table}.id desc nulls last`;
  }
}

const ISO_MILLIS = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', ${ISO_MILLIS})`;

/**
 * A listing in the API's read shape (`property` in contract/properties.ts), written as JSON text by
 * PostgreSQL from the row `page` and its place and type names: Node sends it on as it is, with no
 * parse and no stringify. A test holds it to the contract's schema, key for key. The images come
 * ready-made from `image_list`, which triggers on property_images keep (migration 0004).
 */
function propertyJsonSql(withDistance: boolean, form: ListedForm): string {
  const names = NAMES[form];
  return `json_build_object(
    'id', page.id,
    'created_at', ${isoTime('page.created_at')},
    'updated_at', ${isoTime('page.updated_at')},
    'status', page.status,
    'title', page.title,
    'description', page.description,
    'price', page.price::float8,
    'property_for', page.property_for,
    'property_ownership', page.property_ownership,
    'property_type', page.property_type_id,
    'property_type_details', ${names.typeDetails},
    'bedrooms', page.bedrooms,
    'bathrooms', page.bathrooms,
    'area', page.area::float8,
    'cents', page.cents::float8,
    'parking_spaces', page.parking_spaces,
    'built_year', page.built_year,
    'furnishing', page.furnishing,
    'contact_name', page.contact_name,
    'phone_number', page.phone_number,
    'whatsapp_number', page.whatsapp_number,
    'email', page.email,
    'location', json_build_object('city', ${names.city}, 'district', ${names.district},
      'state', ${names.state}, 'city_id', page.city_id, 'district_id', page.district_id, 'state_id', page.state_id),
    'latitude', page.latitude,
    'longitude', page.longitude,
    'google_maps_url', page.google_maps_url,
    'google_embedded_map_link', page.google_embedded_map_link,
    'youtube_video_link', page.youtube_video_link,
    'features', coalesce(${names.features}, '[]'::json),
    'feature_details', coalesce(${names.featureDetails}, '[]'::json),
    'nearby_places', page.nearby_places,
    'images', page.image_list${
      withDistance ? `,\n    'distance_km', round(page.distance_km::numeric, 2)::float8` : ''
    }
  )::text as json`;
}

/**
 * Two ways to the same JSON, chosen by what costs more: planning or running.
 * - `joins`: names and features joined to the page. The quickest to run, and the slowest to plan
 *   (seven relations to order): for statements planned once, the prepared ones.
 * - `subqueries`: each name and the features from a scalar subquery, so the planner orders one
 *   relation. Planning a search never seen before takes half the time (0.52 -> 0.28 ms on
 *   PostgreSQL 15, 100,000 listings): for the long tail of filter combinations, and for PGlite,
 *   which plans every statement.
 * A test holds both to the same output.
 */
export type ListedForm = 'joins' | 'subqueries';

const NAMES = {
  joins: {
    typeDetails: `case when t.id is null then null
      else json_build_object('id', t.id, 'name', t.name) end`,
    city: 'c.name',
    district: 'd.name',
    state: 's.name',
    features: 'fl.ids',
    featureDetails: 'fl.details',
  },
  subqueries: {
    typeDetails: `(select json_build_object('id', t.id, 'name', t.name)
      from property_types t where t.id = page.property_type_id)`,
    city: '(select c.name from cities c where c.id = page.city_id)',
    district: '(select d.name from districts d where d.id = page.district_id)',
    state: '(select s.name from states s where s.id = page.state_id)',
    features: `(select json_agg(pf.feature_id order by pf.feature_id)
      from property_features pf where pf.property_id = page.id)`,
    featureDetails: `(select json_agg(json_build_object('id', f.id, 'name', f.name) order by f.id)
      from property_features pf join features f on f.id = pf.feature_id
      where pf.property_id = page.id)`,
  },
} satisfies Record<ListedForm, Record<string, string>>;

const JOINS = `join cities c on c.id = page.city_id
    join districts d on d.id = page.district_id
    join states s on s.id = page.state_id
    left join property_types t on t.id = page.property_type_id
    left join lateral (
      select json_agg(f.id order by f.id) as ids,
             json_agg(json_build_object('id', f.id, 'name', f.name) order by f.id) as details
        from property_features pf join features f on f.id = pf.feature_id
       where pf.property_id = page.id) fl on true`;

/** Wraps the rows `page` (a subquery of `properties p`) into their JSON, in `order`. */
function listedSql(
  pageSql: string,
  order: string,
  withDistance: boolean,
  form: ListedForm,
): string {
  return `select ${propertyJsonSql(withDistance, form)}
    from (${pageSql}) page
    ${form === 'joins' ? JOINS : ''}
    order by ${order}`;
}

/** Searches of the first pages run as prepared statements; deeper pages are rarer. */
const PREPARED_PAGES = 3;

function wholeNumber(value: number): string {
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`not a whole number: ${value}`);
  return String(value);
}

export interface SearchOptions {
  sort: SortOrder;
  origin?: Origin;
  limit: number;
  offset: number;
}

/** Radii (km) the nearest search tries in turn before looking everywhere. */
export const NEAREST_RADII_KM = [10, 40, 160, 640] as const;

/**
 * Up to this many matches, the nearest search orders them all by distance at once: cheaper than
 * one query a radius, each of which would come back short of a page.
 */
export const NEAREST_ORDER_ALL_UP_TO = 2_000;

/**
 * The page statement of a search, optionally limited to a radius (nearest). Exposed so the
 * benchmark can EXPLAIN exactly what the API runs.
 */
export function searchStatement(
  criteria: SearchCriteria,
  options: SearchOptions,
  radiusKm?: number,
  form: ListedForm = 'joins',
): Statement {
  const params = new Params();
  const { origin } = options;
  let where = whereSql(criteria, params);
  if (origin && radiusKm !== undefined) {
    where += `\n      and ${withinRadiusSql(origin, radiusKm, params)}`;
  }
  const distance = origin ? distanceSql(origin, params) : 'null::float8';
  // LIMIT and OFFSET are written out: with them as parameters PostgreSQL's generic plan assumes
  // a tenth of the table and it re-plans every run instead (0.5 ms each, measured).
  const pageSql = `select p.*, ${distance} as distance_km from properties p
    where ${where}
    order by ${orderSql(options.sort, origin !== undefined, 'p')}
    limit ${wholeNumber(options.limit)} offset ${wholeNumber(options.offset)}`;
  const text = listedSql(
    pageSql,
    orderSql(options.sort, origin !== undefined, 'page'),
    origin !== undefined,
    form,
  );
  return {
    text,
    values: params.values,
    isReused: form === 'joins' && options.offset < PREPARED_PAGES * options.limit,
  };
}

export function countStatement(criteria: SearchCriteria): Statement {
  const params = new Params();
  const text = `select count(*)::int as n from properties p where ${whereSql(criteria, params)}`;
  return { text, values: params.values, isReused: true };
}

/**
 * One page of a search, each listing as JSON text in the API's read shape. Nearest first looks
 * within growing radii: a page filled from within a radius is exact (everything outside is
 * farther), so most searches never measure the whole table.
 */
export async function searchListed(
  db: Database,
  criteria: SearchCriteria,
  options: SearchOptions,
  /** How many listings match, when known: few enough are ordered at once (nearest). */
  matching?: number,
): Promise<string[]> {
  const run = async (radiusKm?: number) => {
    // Prepared when it can be (planned once); else the form that is quickest to plan.
    const joined = searchStatement(criteria, options, radiusKm, 'joins');
    const statement = runsPrepared(db, joined)
      ? joined
      : searchStatement(criteria, options, radiusKm, 'subqueries');
    return (await queryRows<{ json: string }>(db, statement)).map((row) => row.json);
  };
  const isFew = matching !== undefined && matching <= NEAREST_ORDER_ALL_UP_TO;
  if (options.sort === 'nearest' && options.origin && !isFew) {
    for (const radiusKm of NEAREST_RADII_KM) {
      const rows = await run(radiusKm);
      if (rows.length === options.limit) return rows;
    }
  }
  return run();
}

export async function countMatching(db: Database, criteria: SearchCriteria): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, countStatement(criteria));
  return row?.n ?? 0;
}

export function findListedStatement(id: number, statuses: SearchCriteria['statuses']): Statement {
  const params = new Params();
  const conditions = [`p.id = ${params.add(id)}::int`, statusClause(statuses)].filter(Boolean);
  const pageSql = `select p.*, null::float8 as distance_km from properties p
    where ${conditions.join(' and ')}`;
  return {
    text: listedSql(pageSql, 'page.id', false, 'joins'),
    values: params.values,
    isReused: true,
  };
}

/** One listing as JSON text in the API's read shape, or null. */
export async function findListed(
  db: Database,
  id: number,
  statuses: SearchCriteria['statuses'],
): Promise<string | null> {
  const [row] = await queryRows<{ json: string }>(db, findListedStatement(id, statuses));
  return row?.json ?? null;
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

export async function updateProperty(
  db: Database,
  id: number,
  values: Partial<NewProperty>,
): Promise<void> {
  await db
    .update(properties)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(properties.id, id));
}

export async function deleteProperty(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(properties)
    .where(eq(properties.id, id))
    .returning({ id: properties.id });
  return rows.length === 1;
}

export async function replaceFeatures(
  db: Database,
  propertyId: number,
  featureIds: number[],
): Promise<void> {
  await db.delete(propertyFeatures).where(eq(propertyFeatures.propertyId, propertyId));
  if (featureIds.length === 0) return;
  await db
    .insert(propertyFeatures)
    .values(featureIds.map((featureId) => ({ propertyId, featureId })));
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
