import { sql } from 'drizzle-orm';
import { seededRandom } from '../server/testing/seeded-random';
import type { Database } from '../server/db/client';
import {
  cities,
  districts,
  features,
  properties,
  propertyFeatures,
  propertyImages,
  propertyTypes,
  states,
} from '../server/db/schema';

const WORDS = [
  'Spacious',
  'Bright',
  'Quiet',
  'Modern',
  'Traditional',
  'Sea-view',
  'Garden',
  'Corner',
];
const BATCH = 1000;

type ListingRow = typeof properties.$inferInsert;

/** What the synthetic listings are made of: Kerala's towns, the property types and the features. */
export interface SyntheticReferences {
  towns: { cityId: number; city: string; districtId: number; stateId: number }[];
  types: { id: number; name: string }[];
  featureIds: number[];
}

/** The towns, types and features of a prepared database (`prepareDatabase`), in its order. */
export async function syntheticReferences(db: Database): Promise<SyntheticReferences> {
  const towns = await db
    .select({ cityId: cities.id, city: cities.name, districtId: districts.id, stateId: states.id })
    .from(cities)
    .innerJoin(districts, sql`${districts.id} = ${cities.districtId}`)
    .innerJoin(states, sql`${states.id} = ${districts.stateId}`);
  const types = await db
    .select({ id: propertyTypes.id, name: propertyTypes.name })
    .from(propertyTypes);
  const featureIds = (await db.select({ id: features.id }).from(features)).map((row) => row.id);
  return { towns, types, featureIds };
}

/**
 * One batch of synthetic listings: the rows to insert, in order, and for each row (same index)
 * the ids of its features.
 */
export interface SyntheticBatch {
  listings: ListingRow[];
  features: number[][];
}

/**
 * `count` believable listings spread over Kerala's towns, every type and status mix the site has,
 * with a few features each, in batches of a thousand: what `insertSyntheticListings` inserts and
 * bench:scale copies. The draws come in the order the inserts always made them (a batch's
 * listings, then its features), so the same references and `now` give the same listings.
 */
export function* syntheticListingBatches(
  references: SyntheticReferences,
  count: number,
  now: number = Date.now(),
): Generator<SyntheticBatch> {
  const { towns, types, featureIds } = references;
  const random = seededRandom(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  // The listing facts (issue 34) from their own sequence, so the listings themselves stay as the
  // earlier figures measured them.
  const factsRandom = seededRandom(20261129);
  const chance = (share: number) => factsRandom() < share;
  const within = (low: number, high: number) => low + Math.floor(factsRandom() * (high - low + 1));
  const pickFact = <T>(items: readonly T[]): T =>
    items[Math.floor(factsRandom() * items.length)] as T;

  /** A listing's facts as an agency would state them: some, not all, as fits its kind. */
  function syntheticFacts(row: ListingRow, typeName: string, isLand: boolean): Partial<ListingRow> {
    const facts: Partial<ListingRow> = {};
    if (row.propertyFor === 'rent') {
      if (chance(0.7)) facts.securityDeposit = Number(row.price) * within(2, 10);
      if (chance(0.5)) facts.maintenanceMonthly = within(0, 40) * 100;
      if (chance(0.6)) {
        facts.availableFrom = new Date(now + within(-30, 90) * 86_400_000)
          .toISOString()
          .slice(0, 10);
      }
      if (chance(0.5)) facts.lockInMonths = within(0, 12);
      if (chance(0.7)) facts.tenantPreference = pickFact(['any', 'family', 'bachelors', 'company']);
      if (chance(0.5)) facts.petsAllowed = chance(0.4);
    }
    if (!isLand) {
      if (typeName === 'Apartment') {
        facts.totalFloors = within(2, 30);
        facts.floor = within(0, facts.totalFloors);
      } else if (chance(0.5)) facts.totalFloors = within(1, 3);
      if (chance(0.6)) facts.facing = pickFact(['n', 'ne', 'e', 'se', 's', 'sw', 'w', 'nw']);
      if (chance(0.5))
        facts.carpetArea = Math.floor(Number(row.area) * (0.7 + factsRandom() * 0.2));
      if (chance(0.5)) facts.waterSource = [pickFact(['kwa', 'well', 'borewell', 'panchayat'])];
      if (chance(0.5)) facts.powerBackup = pickFact(['none', 'partial', 'full']);
      if (row.propertyFor === 'sell' && ['Apartment', 'Villa'].includes(typeName) && chance(0.5)) {
        facts.reraNumber = `K-RERA/PRJ/${pickFact(['ERN', 'TVM', 'KKD', 'TSR'])}/${within(1, 400)}/${within(2018, 2026)}`;
      }
    }
    if (isLand || row.cents != null) {
      if (chance(0.6)) {
        facts.surveyNumber = `${within(1, 999)}/${within(1, 20)}`;
        facts.village = 'Benchmark village';
        facts.taluk = 'Benchmark taluk';
      }
      if (chance(0.7)) {
        facts.landType = pickFact(['purayidam', 'nilam', 'nilam_converted', 'plantation']);
        facts.inDataBank = facts.landType === 'nilam' && chance(0.3);
      }
      if (chance(0.6)) facts.roadWidthFt = within(2, 12) * 5;
      if (chance(0.4)) facts.roadFrontageFt = within(20, 200);
    }
    return facts;
  }

  for (let start = 0; start < count; start += BATCH) {
    const rows: ListingRow[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      const town = pick(towns);
      const type = pick(types);
      const isLand = type.name.includes('Land');
      const isHome = ['House', 'Apartment', 'Villa'].includes(type.name);
      const forRent = !isLand && random() < 0.45;
      const roll = random();
      const createdAt = new Date(now - Math.floor(random() * 730 * 24 * 3600 * 1000));
      rows.push({
        title: `${pick(WORDS)} ${type.name.toLowerCase()} in ${town.city} #${i + 1}`,
        description: `A ${type.name.toLowerCase()} in ${town.city}, close to schools, a hospital and the bus stand. Listing ${i + 1} of the benchmark catalogue.`,
        price: forRent
          ? 8_000 + Math.floor(random() * 150) * 1_000
          : 1_500_000 + Math.floor(random() * 600) * 100_000,
        propertyFor: forRent ? 'rent' : 'sell',
        ownership: random() < 0.5 ? 'management' : 'direct_owner',
        propertyTypeId: type.id,
        bedrooms: isHome ? 1 + Math.floor(random() * 6) : 0,
        bathrooms: isLand ? 0 : 1 + Math.floor(random() * 4),
        area: isLand ? 2_000 + Math.floor(random() * 40_000) : 400 + Math.floor(random() * 4_000),
        cents: isLand || random() < 0.3 ? 3 + Math.floor(random() * 200) : null,
        parkingSpaces: isLand ? null : Math.floor(random() * 4),
        builtYear: isLand ? null : 1975 + Math.floor(random() * 51),
        furnishing: isLand ? null : pick(['unfurnished', 'semi_furnished', 'furnished'] as const),
        contactName: 'Benchmark Owner',
        phoneNumber: '+919846012345',
        whatsappNumber: '+919846012345',
        email: 'bench@veedu.test',
        cityId: town.cityId,
        districtId: town.districtId,
        stateId: town.stateId,
        latitude: 8.3 + random() * 4.4,
        longitude: 74.9 + random() * 2.4,
        nearbyPlaces: [
          { place: 'Bus stand', distance: Math.round(random() * 50) / 10 },
          { place: 'Hospital', distance: Math.round(random() * 80) / 10 },
        ],
        status: roll < 0.9 ? 'available' : roll < 0.94 ? 'sold' : roll < 0.98 ? 'rented' : 'draft',
        createdAt,
        updatedAt: createdAt,
      });
      Object.assign(rows.at(-1)!, syntheticFacts(rows.at(-1)!, type.name, isLand));
    }
    // The features are drawn after the batch's listings, as the inserts drew them.
    yield { listings: rows, features: rows.map(() => featureIds.filter(() => random() < 0.3)) };
  }
}

/** A synthetic listing's image at `position` (0 to 2): the same three files for every listing. */
export function syntheticImage(propertyId: number, position: number) {
  // Named as uploads name theirs (16 hex digits, writePreparedImage): what the media sweep reads.
  const name = (propertyId * 16 + position).toString(16).padStart(16, '0');
  const folder = `/media/properties/${name}`;
  return {
    propertyId,
    position,
    image: `${folder}/main.jpg`,
    width: 1600,
    height: 1067,
    variants: [400, 800, 1600].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        format,
        width,
        height: Math.round((width * 1067) / 1600),
        url: `${folder}/${width}.${format}`,
      })),
    ),
  };
}

/** Each synthetic listing has this many images (positions 0 to IMAGES_PER_LISTING - 1). */
export const IMAGES_PER_LISTING = 3;

/**
 * One listing in 25 had its price cut just now (issue 34, item 6): the price history's trigger
 * records the cut as it would an agent's, for the price_reduced filter and the reduced sort.
 */
export const PRICE_CUT_SQL = 'update properties set price = round(price * 0.95) where id % 25 = 0';

/**
 * Inserts `count` believable listings spread over Kerala's towns, every type and status mix the
 * site has, each with three images and a few features, like the real catalogue.
 */
export async function insertSyntheticListings(
  db: Database,
  count: number,
  options: { priceCuts?: boolean } = {},
): Promise<void> {
  const references = await syntheticReferences(db);
  for (const batch of syntheticListingBatches(references, count)) {
    const inserted = await db
      .insert(properties)
      .values(batch.listings)
      .returning({ id: properties.id });
    const images = inserted.flatMap(({ id }) =>
      Array.from({ length: IMAGES_PER_LISTING }, (_, position) => syntheticImage(id, position)),
    );
    await db.insert(propertyImages).values(images);
    const links = inserted.flatMap(({ id }, index) =>
      (batch.features[index] ?? []).map((featureId) => ({ propertyId: id, featureId })),
    );
    if (links.length > 0) await db.insert(propertyFeatures).values(links);
  }
  if (options.priceCuts ?? true) await db.execute(sql.raw(PRICE_CUT_SQL));
}
