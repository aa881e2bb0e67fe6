import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
  /** Fuzzy place text and the trigram similarity a place name must reach. */
  location?: { term: string; threshold: number };
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

/** The ids of places whose name is like the term (a one-letter slip still matches). */
function placeMatch(
  table: typeof cities | typeof districts | typeof states,
  term: string,
  threshold: number,
): SQL {
  return sql`(select ${table.id} from ${table} where similarity(${table.name}, ${term}) >= ${threshold})`;
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
  if (criteria.location) {
    const { term, threshold } = criteria.location;
    conditions.push(
      sql`(${properties.cityId} in ${placeMatch(cities, term, threshold)} or ${properties.districtId} in ${placeMatch(districts, term, threshold)} or ${properties.stateId} in ${placeMatch(states, term, threshold)})`,
    );
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

function orderBy(sort: SortOrder, origin: Origin | undefined): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(properties.price), desc(properties.id)];
    case 'price-desc':
      return [desc(properties.price), desc(properties.id)];
    case 'nearest':
      if (origin) return [asc(distanceKm(origin)), desc(properties.id)];
      return [desc(properties.createdAt), desc(properties.id)];
    default:
      return [desc(properties.createdAt), desc(properties.id)];
  }
}

function selectListed(db: Database, origin: Origin | undefined) {
  return db
    .select({
      property: properties,
      cityName: cities.name,
      districtName: districts.name,
      stateName: states.name,
      typeName: propertyTypes.name,
      distanceKm: origin ? distanceKm(origin) : sql<null>`null`,
    })
    .from(properties)
    .innerJoin(cities, eq(cities.id, properties.cityId))
    .innerJoin(districts, eq(districts.id, properties.districtId))
    .innerJoin(states, eq(states.id, properties.stateId))
    .leftJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId));
}

export async function searchProperties(
  db: Database,
  criteria: SearchCriteria,
  options: { sort: SortOrder; origin?: Origin; limit: number; offset: number },
): Promise<{ rows: ListedRow[]; count: number; total: number }> {
  const where = and(...filterConditions(criteria));
  const [rows, [counted], [all]] = await Promise.all([
    selectListed(db, options.origin)
      .where(where)
      .orderBy(...orderBy(options.sort, options.origin))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(where),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(statusCondition(criteria.statuses)),
  ]);
  return { rows, count: counted?.n ?? 0, total: all?.n ?? 0 };
}

export async function findListed(
  db: Database,
  id: number,
  statuses: SearchCriteria['statuses'],
): Promise<ListedRow | null> {
  const [row] = await selectListed(db, undefined)
    .where(and(eq(properties.id, id), statusCondition(statuses)))
    .limit(1);
  return row ?? null;
}

export async function findProperty(db: Database, id: number): Promise<PropertyRow | null> {
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  return row ?? null;
}

/** Feature ids and names of each listing, in feature order. */
export async function loadFeatures(
  db: Database,
  propertyIds: number[],
): Promise<Map<number, { id: number; name: string }[]>> {
  const byProperty = new Map<number, { id: number; name: string }[]>();
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select({ propertyId: propertyFeatures.propertyId, id: features.id, name: features.name })
    .from(propertyFeatures)
    .innerJoin(features, eq(features.id, propertyFeatures.featureId))
    .where(inArray(propertyFeatures.propertyId, propertyIds))
    .orderBy(asc(features.id));
  for (const { propertyId, ...feature } of rows) {
    byProperty.set(propertyId, [...(byProperty.get(propertyId) ?? []), feature]);
  }
  return byProperty;
}

export async function loadImages(
  db: Database,
  propertyIds: number[],
): Promise<Map<number, ImageRow[]>> {
  const byProperty = new Map<number, ImageRow[]>();
  if (propertyIds.length === 0) return byProperty;
  const rows = await db
    .select()
    .from(propertyImages)
    .where(inArray(propertyImages.propertyId, propertyIds))
    .orderBy(asc(propertyImages.position), asc(propertyImages.id));
  for (const row of rows) {
    byProperty.set(row.propertyId, [...(byProperty.get(row.propertyId) ?? []), row]);
  }
  return byProperty;
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
