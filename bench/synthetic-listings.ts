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

/**
 * Inserts `count` believable listings spread over Kerala's towns, every type and status mix the
 * site has, each with three images and a few features, like the real catalogue.
 */
export async function insertSyntheticListings(db: Database, count: number): Promise<void> {
  const random = seededRandom(20261122);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const towns = await db
    .select({ cityId: cities.id, city: cities.name, districtId: districts.id, stateId: states.id })
    .from(cities)
    .innerJoin(districts, sql`${districts.id} = ${cities.districtId}`)
    .innerJoin(states, sql`${states.id} = ${districts.stateId}`);
  const types = await db
    .select({ id: propertyTypes.id, name: propertyTypes.name })
    .from(propertyTypes);
  const featureIds = (await db.select({ id: features.id }).from(features)).map((row) => row.id);
  const now = Date.now();

  for (let start = 0; start < count; start += BATCH) {
    const rows: (typeof properties.$inferInsert)[] = [];
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
    }
    const inserted = await db.insert(properties).values(rows).returning({ id: properties.id });
    const images = inserted.flatMap(({ id }) =>
      [0, 1, 2].map((position) => {
        const folder = `/media/properties/bench${String(id).padStart(11, '0')}${position}`;
        return {
          propertyId: id,
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
      }),
    );
    await db.insert(propertyImages).values(images);
    const links = inserted.flatMap(({ id }) =>
      featureIds.filter(() => random() < 0.3).map((featureId) => ({ propertyId: id, featureId })),
    );
    if (links.length > 0) await db.insert(propertyFeatures).values(links);
  }
}
