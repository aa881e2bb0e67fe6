import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  cities,
  districts,
  features,
  properties,
  propertyFeatures,
  propertyImages,
  propertyTypes,
  states,
} from '../../db/schema';

/** SQL for listings: search, rows with their places, features and images, and writes. */

export type PropertyRow = typeof properties.$inferSelect;
export type NewProperty = typeof properties.$inferInsert;
export type ImageRow = typeof propertyImages.$inferSelect;
export type NewImage = typeof propertyImages.$inferInsert;

export interface ListedRow {
  property: PropertyRow;
  cityName: string;
  districtName: string;
  stateName: string;
  typeName: string | null;
  distanceKm: number | null;
  features: { id: number; name: string }[];
  images: ImageRow[];
}

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

function statusCondition(statuses: SearchCriteria['statuses']): SQL | undefined {
  return statuses === 'all' ? undefined : inArray(properties.status, statuses);
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

function idIn(column: AnyPgColumn, ids: number[]): SQL | undefined {
  return ids.length > 0 ? inArray(column, ids) : undefined;
}

function filterConditions(criteria: SearchCriteria): SQL[] {
  const conditions: (SQL | undefined)[] = [
    statusCondition(criteria.statuses),
    criteria.propertyFor ? eq(properties.propertyFor, criteria.propertyFor) : undefined,
    criteria.propertyTypeId ? eq(properties.propertyTypeId, criteria.propertyTypeId) : undefined,
    criteria.ownership ? eq(properties.ownership, criteria.ownership) : undefined,
    criteria.minPrice !== undefined ? sql`${properties.price} >= ${criteria.minPrice}` : undefined,
    criteria.maxPrice !== undefined ? sql`${properties.price} <= ${criteria.maxPrice}` : undefined,
    criteria.minArea !== undefined ? sql`${properties.area} >= ${criteria.minArea}` : undefined,
    criteria.maxArea !== undefined ? sql`${properties.area} <= ${criteria.maxArea}` : undefined,
    // Cents are only checked where the listing has them (SPEC section 5).
    criteria.minCents !== undefined
      ? sql`(${properties.cents} is null or ${properties.cents} >= ${criteria.minCents})`
      : undefined,
    criteria.maxCents !== undefined
      ? sql`(${properties.cents} is null or ${properties.cents} <= ${criteria.maxCents})`
      : undefined,
  ];
  for (const [column, filter] of [
    [properties.bedrooms, criteria.bedrooms],
    [properties.bathrooms, criteria.bathrooms],
  ] as const) {
    if (!filter) continue;
    conditions.push(filter.atLeast ? sql`${column} >= ${filter.count}` : eq(column, filter.count));
  }
  if (criteria.category && criteria.category.typeNames.length > 0) {
    const { typeNames, keywords } = criteria.category;
    const typeIds = sql`(select ${propertyTypes.id} from ${propertyTypes} where lower(${propertyTypes.name}) in (${sql.join(
      typeNames.map((name) => sql`${name}`),
      sql`, `,
    )}))`;
    const pattern = wordsPattern(keywords);
    conditions.push(
      sql`(${properties.propertyTypeId} in ${typeIds} or (${properties.propertyTypeId} is null and (${properties.title} ~* ${pattern} or ${properties.description} ~* ${pattern})))`,
    );
  }
  if (criteria.places) {
    const { cityIds, districtIds, stateIds } = criteria.places;
    const anyPlace = [
      idIn(properties.cityId, cityIds),
      idIn(properties.districtId, districtIds),
      idIn(properties.stateId, stateIds),
    ].filter((condition): condition is SQL => condition !== undefined);
    conditions.push(anyPlace.length > 0 ? sql`(${sql.join(anyPlace, sql` or `)})` : sql`false`);
  }
  if (criteria.keyword) {
    const pattern = containsPattern(criteria.keyword);
    conditions.push(
      sql`(${properties.title} ilike ${pattern} or ${properties.description} ilike ${pattern} or ${properties.cityId} in (select ${cities.id} from ${cities} where ${cities.name} ilike ${pattern}))`,
    );
  }
  return conditions.filter((condition): condition is SQL => condition !== undefined);
}

/** Great-circle distance in km (haversine), in SQL. */
function distanceKm(origin: Origin): SQL<number> {
  return sql<number>`(2 * ${origin.earthRadiusKm} * asin(sqrt(
    power(sin(radians(${properties.latitude} - ${origin.lat}) / 2), 2) +
    cos(radians(${origin.lat})) * cos(radians(${properties.latitude})) *
    power(sin(radians(${properties.longitude} - ${origin.lng}) / 2), 2))))`;
}

/** ORDER BY of a search; the tie-break follows the main direction so one index serves both ways. */
function orderBy(sort: SortOrder, origin: Origin | undefined): SQL {
  switch (sort) {
    case 'price-asc':
      return sql`${properties.price} asc, ${properties.id} asc`;
    case 'price-desc':
      return sql`${properties.price} desc, ${properties.id} desc`;
    case 'nearest':
      if (origin) return sql`${distanceKm(origin)} asc, ${properties.id} asc`;
      return sql`${properties.createdAt} desc nulls last, ${properties.id} desc nulls last`;
    default:
      return sql`${properties.createdAt} desc nulls last, ${properties.id} desc nulls last`;
  }
}

/** The same order, on the columns of the page subquery `p`. */
function outerOrderBy(sort: SortOrder, origin: Origin | undefined): SQL {
  switch (sort) {
    case 'price-asc':
      return sql.raw('p.price asc, p.id asc');
    case 'price-desc':
      return sql.raw('p.price desc, p.id desc');
    case 'nearest':
      if (origin) return sql.raw('p.distance_km asc, p.id asc');
      return sql.raw('p.created_at desc nulls last, p.id desc nulls last');
    default:
      return sql.raw('p.created_at desc nulls last, p.id desc nulls last');
  }
}

/** A row as the listing query returns it (snake_case, numerics as text on some drivers). */
interface RawListedRow {
  id: number;
  created_at: Date | string;
  updated_at: Date | string;
  status: PropertyRow['status'];
  title: string;
  description: string;
  price: string | number;
  property_for: PropertyRow['propertyFor'];
  property_ownership: PropertyRow['ownership'];
  property_type_id: number | null;
  bedrooms: number;
  bathrooms: number;
  area: string | number;
  cents: string | number | null;
  parking_spaces: number | null;
  built_year: number | null;
  furnishing: PropertyRow['furnishing'];
  contact_name: string;
  phone_number: string;
  whatsapp_number: string;
  email: string;
  state_id: number;
  district_id: number;
  city_id: number;
  latitude: number;
  longitude: number;
  google_maps_url: string | null;
  google_embedded_map_link: string | null;
  youtube_video_link: string | null;
  nearby_places: PropertyRow['nearbyPlaces'];
  distance_km: number | string | null;
  city_name: string;
  district_name: string;
  state_name: string;
  type_name: string | null;
  feature_list: { id: number; name: string }[] | null;
  image_list:
    | (Omit<ImageRow, 'createdAt' | 'propertyId'> & { created_at: string; property_id: number })[]
    | null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const toNumber = (value: string | number) => (typeof value === 'number' ? value : Number(value));

function toListedRow(raw: RawListedRow): ListedRow {
  return {
    property: {
      id: raw.id,
      createdAt: toDate(raw.created_at),
      updatedAt: toDate(raw.updated_at),
      status: raw.status,
      title: raw.title,
      description: raw.description,
      price: toNumber(raw.price),
      propertyFor: raw.property_for,
      ownership: raw.property_ownership,
      propertyTypeId: raw.property_type_id,
      bedrooms: raw.bedrooms,
      bathrooms: raw.bathrooms,
      area: toNumber(raw.area),
      cents: raw.cents === null ? null : toNumber(raw.cents),
      parkingSpaces: raw.parking_spaces,
      builtYear: raw.built_year,
      furnishing: raw.furnishing,
      contactName: raw.contact_name,
      phoneNumber: raw.phone_number,
      whatsappNumber: raw.whatsapp_number,
      email: raw.email,
      stateId: raw.state_id,
      districtId: raw.district_id,
      cityId: raw.city_id,
      latitude: raw.latitude,
      longitude: raw.longitude,
      googleMapsUrl: raw.google_maps_url,
      googleEmbeddedMapLink: raw.google_embedded_map_link,
      youtubeVideoLink: raw.youtube_video_link,
      nearbyPlaces: raw.nearby_places,
    },
    cityName: raw.city_name,
    districtName: raw.district_name,
    stateName: raw.state_name,
    typeName: raw.type_name,
    distanceKm: raw.distance_km === null ? null : toNumber(raw.distance_km),
    features: raw.feature_list ?? [],
    images: (raw.image_list ?? []).map(({ created_at, property_id, ...image }) => ({
      ...image,
      propertyId: property_id,
      createdAt: new Date(created_at),
    })),
  };
}

/**
 * One statement per page: the page is chosen from `properties` alone (sorted and limited, so an
 * index can serve it), then joined to its place and type names, with its features and images
 * aggregated as JSON. One round trip, whatever the page holds.
 */
function listedQuery(page: SQL, order: SQL): SQL {
  return sql`select p.*, c.name as city_name, d.name as district_name, s.name as state_name,
      t.name as type_name,
      (select json_agg(json_build_object('id', f.id, 'name', f.name) order by f.id)
         from ${propertyFeatures} pf join ${features} f on f.id = pf.feature_id
        where pf.property_id = p.id) as feature_list,
      (select json_agg(json_build_object('id', i.id, 'property_id', i.property_id,
                'position', i.position, 'image', i.image, 'width', i.width, 'height', i.height,
                'variants', i.variants, 'created_at', i.created_at) order by i.position, i.id)
         from ${propertyImages} i where i.property_id = p.id) as image_list
    from (${page}) p
    join ${cities} c on c.id = p.city_id
    join ${districts} d on d.id = p.district_id
    join ${states} s on s.id = p.state_id
    left join ${propertyTypes} t on t.id = p.property_type_id
    order by ${order}`;
}

async function runListed(db: Database, query: SQL): Promise<ListedRow[]> {
  const result = (await db.execute(query)) as unknown as { rows: RawListedRow[] };
  return result.rows.map(toListedRow);
}

export interface SearchOptions {
  sort: SortOrder;
  origin?: Origin;
  limit: number;
  offset: number;
}

/** Radii (km) the nearest search tries in turn before looking everywhere. */
export const NEAREST_RADII_KM = [10, 40, 160, 640] as const;

/** Rows within `radiusKm` of the origin: a latitude/longitude box an index can use, then the circle. */
function withinRadius(origin: Origin, radiusKm: number): SQL {
  const kmPerDegree = (Math.PI * origin.earthRadiusKm) / 180;
  const dLat = radiusKm / kmPerDegree;
  const dLng = radiusKm / (kmPerDegree * Math.max(0.01, Math.cos((origin.lat * Math.PI) / 180)));
  return sql`(${properties.latitude} between ${origin.lat - dLat} and ${origin.lat + dLat}
    and ${properties.longitude} between ${origin.lng - dLng} and ${origin.lng + dLng}
    and ${distanceKm(origin)} <= ${radiusKm})`;
}

/**
 * The page query of a search, optionally limited to a radius (nearest). Exposed unexecuted so the
 * benchmark can EXPLAIN exactly what the API runs.
 */
export function buildRowsQuery(
  criteria: SearchCriteria,
  options: SearchOptions,
  radiusKm?: number,
): SQL {
  const conditions = filterConditions(criteria);
  if (options.origin && radiusKm !== undefined) {
    conditions.push(withinRadius(options.origin, radiusKm));
  }
  const where = and(...conditions) ?? sql`true`;
  const distance = options.origin ? distanceKm(options.origin) : sql`null::float8`;
  const page = sql`select ${properties}.*, ${distance} as distance_km from ${properties}
    where ${where} order by ${orderBy(options.sort, options.origin)}
    limit ${options.limit} offset ${options.offset}`;
  return listedQuery(page, outerOrderBy(options.sort, options.origin));
}

export function buildCountQuery(db: Database, criteria: SearchCriteria) {
  return db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(...filterConditions(criteria)));
}

/**
 * One page of a search. Nearest first looks within growing radii: a page filled from within a
 * radius is exact (everything outside is farther), so most searches never measure the whole table.
 */
export async function searchRows(
  db: Database,
  criteria: SearchCriteria,
  options: SearchOptions,
): Promise<ListedRow[]> {
  if (options.sort === 'nearest' && options.origin) {
    for (const radiusKm of NEAREST_RADII_KM) {
      const rows = await runListed(db, buildRowsQuery(criteria, options, radiusKm));
      if (rows.length === options.limit) return rows;
    }
  }
  return runListed(db, buildRowsQuery(criteria, options));
}

export async function countMatching(db: Database, criteria: SearchCriteria): Promise<number> {
  const [row] = await buildCountQuery(db, criteria);
  return row?.n ?? 0;
}

export function findListedQuery(
  _db: Database,
  id: number,
  statuses: SearchCriteria['statuses'],
): SQL {
  const condition = and(eq(properties.id, id), statusCondition(statuses));
  return listedQuery(
    sql`select ${properties}.*, null::float8 as distance_km from ${properties} where ${condition}`,
    sql.raw('p.id'),
  );
}

export async function findListed(
  db: Database,
  id: number,
  statuses: SearchCriteria['statuses'],
): Promise<ListedRow | null> {
  const [row] = await runListed(db, findListedQuery(db, id, statuses));
  return row ?? null;
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
