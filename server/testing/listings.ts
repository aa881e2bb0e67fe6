import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { features, properties, propertyFeatures, propertyTypes } from '../db/schema';
import { findPlaceByTown } from '../modules/reference/reference.repo';

type NewProperty = typeof properties.$inferInsert;

export interface ListingFixture extends Partial<
  Omit<NewProperty, 'cityId' | 'districtId' | 'stateId'>
> {
  title: string;
  /** A town of the seeded reference data; its district and state come with it. */
  city: string;
  /** A seeded property type name, or null for a listing without a type. */
  type: string | null;
  /** Created this many days ago (newest first ordering). */
  daysAgo?: number;
  featureNames?: string[];
}

/** The ids of a seeded town, its district and its state. */
export async function findPlace(db: Database, city: string) {
  const place = await findPlaceByTown(db, city);
  if (!place) throw new Error(`No seeded town called ${city}`);
  return place;
}

export async function findTypeId(db: Database, name: string): Promise<number> {
  const [row] = await db
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(eq(propertyTypes.name, name));
  if (!row) throw new Error(`No seeded property type called ${name}`);
  return row.id;
}

/** Inserts a listing straight into the database (fast set-up for search tests). */
export async function insertListing(db: Database, fixture: ListingFixture): Promise<number> {
  const { city, type, daysAgo = 0, featureNames = [], ...columns } = fixture;
  const place = await findPlace(db, city);
  const [row] = await db
    .insert(properties)
    .values({
      description: `${fixture.title}. A well-kept property in ${city}.`,
      price: 1_000_000,
      propertyFor: 'sell',
      ownership: 'management',
      bedrooms: 0,
      bathrooms: 0,
      area: 1000,
      contactName: 'Veedu Management',
      phoneNumber: '+919846012345',
      whatsappNumber: '+919846012345',
      email: 'listings@veedu.test',
      latitude: 10,
      longitude: 76.3,
      ...columns,
      propertyTypeId: type === null ? null : await findTypeId(db, type),
      cityId: place.cityId,
      districtId: place.districtId,
      stateId: place.stateId,
      createdAt: sql`now() - make_interval(days => ${daysAgo})`,
    })
    .returning({ id: properties.id });
  if (!row) throw new Error('insert returned no row');
  for (const name of featureNames) {
    const [feature] = await db
      .select({ id: features.id })
      .from(features)
      .where(eq(features.name, name));
    if (!feature) throw new Error(`No seeded feature called ${name}`);
    await db.insert(propertyFeatures).values({ propertyId: row.id, featureId: feature.id });
  }
  return row.id;
}

/**
 * insertListing for a database migrated only part of the way (a migration's test): plain SQL
 * naming only the columns the first migration made, since the schema of today has columns such a
 * database has not yet (0017's facts, for one).
 */
export async function insertEarlyListing(
  db: Database,
  fixture: { title: string; city: string; type: string; status?: 'available' | 'draft' },
): Promise<number> {
  const place = await findPlace(db, fixture.city);
  const typeId = await findTypeId(db, fixture.type);
  const inserted = await db.execute(sql`insert into properties (title, description, price,
      property_for, property_ownership, property_type_id, bedrooms, bathrooms, area, contact_name,
      phone_number, whatsapp_number, email, latitude, longitude, city_id, district_id, state_id,
      status)
    values (${fixture.title}, ${`${fixture.title}. A well-kept property in ${fixture.city}.`},
      1000000, 'sell', 'management', ${typeId}, 0, 0, 1000, 'Veedu Management', '+919846012345',
      '+919846012345', 'listings@veedu.test', 10, 76.3, ${place.cityId}, ${place.districtId},
      ${place.stateId}, ${fixture.status ?? 'available'})
    returning id`);
  const [row] = (inserted as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * The form fields of a valid listing in Kakkanad, as an admin posts them to the API (multipart);
 * `type` names a seeded property type, `overrides` replace any field.
 */
export async function listingFormFields(
  db: Database,
  { type = 'Apartment', ...overrides }: Record<string, string> = {},
): Promise<Record<string, string>> {
  const place = await findPlace(db, 'Kakkanad');
  return {
    title: '3 BHK apartment in Kakkanad',
    description: 'A bright apartment near Infopark.',
    price: '6500000',
    property_for: 'sell',
    property_ownership: 'direct_owner',
    property_type: String(await findTypeId(db, type)),
    bedrooms: '3',
    bathrooms: '2',
    area: '1450',
    contact_name: 'Anitha Menon',
    phone_number: '+919847011223',
    whatsapp_number: '+919847011223',
    email: 'anitha@example.in',
    state: String(place.stateId),
    district: String(place.districtId),
    city: String(place.cityId),
    latitude: '10.0159',
    longitude: '76.3419',
    ...overrides,
  };
}
