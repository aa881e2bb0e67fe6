import type { Database } from '../db/client';
import { features, propertyTypes } from '../db/schema';
import { removeStoredImage, type StoredImage, writePreparedImage } from '../media/image-pipeline';
import { insertBanner } from '../modules/banners/banners.repo';
import { BANNER_PATHS } from '../modules/banners/banners.service';
import * as properties from '../modules/properties/properties.repo';
import { findPlaceByTown } from '../modules/reference/reference.repo';
import { bannerSvg, demoImageSvgs } from './demo-images';
import { prepareDemoPicture } from './demo-media-cache';
import { DEMO_LISTINGS, type DemoListing } from './demo-listings';

export interface DemoSeedDeps {
  db: Database;
  /** $DATA_DIR/media: pictures are stored as uploads are, through the image pipeline. */
  mediaDir: string;
  log: { info(details: object, message: string): void };
  /** Which listings to load (tests load a few); all of demo-listings.ts by default. */
  listings?: readonly DemoListing[];
}

/** Images per listing: built homes get interiors too. */
function imageCount(listing: DemoListing, index: number): number {
  return ['apartment', 'house', 'villa', 'traditional'].includes(listing.imageTheme)
    ? 4
    : 3 + (index % 2);
}

/** Runs `work` over the items, at most `limit` at a time (sharp is CPU-bound; 2 cores here). */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(workers);
  return results;
}

/**
 * Loads the demo catalogue into a database without listings (SEED_DEMO=1): the listings of
 * demo-listings.ts with pictures drawn by demo-images.ts, and two hero and two offer banners,
 * all through the same image pipeline as uploads. Does nothing when listings exist.
 */
export async function seedDemoContent(deps: DemoSeedDeps): Promise<number> {
  const { db, listings = DEMO_LISTINGS } = deps;
  if ((await properties.countProperties(db)) > 0) return 0;
  const started = Date.now();
  deps.log.info(
    { listings: listings.length },
    'loading demo content; the first time on a machine this draws and encodes ~250 pictures (1-2 minutes)',
  );

  const typeIds = new Map(
    (await db.select({ id: propertyTypes.id, name: propertyTypes.name }).from(propertyTypes)).map(
      (row) => [row.name, row.id],
    ),
  );
  const featureIds = new Map(
    (await db.select({ id: features.id, name: features.name }).from(features)).map((row) => [
      row.name,
      row.id,
    ]),
  );

  const stored = await mapLimited(listings, 2, async (listing, index) => {
    const files: StoredImage[] = [];
    for (const svg of demoImageSvgs(listing.imageTheme, index, imageCount(listing, index))) {
      files.push(
        await writePreparedImage(deps.mediaDir, 'properties', await prepareDemoPicture(svg)),
      );
    }
    return files;
  });

  try {
    await db.transaction(async (tx) => {
      for (const [index, listing] of listings.entries()) {
        const place = await findPlaceByTown(tx, listing.city);
        if (!place) throw new Error(`Demo listing "${listing.title}": no town ${listing.city}`);
        // Spread the hours too, so that "newest first" is a real order.
        const createdAt = new Date(Date.now() - (listing.daysAgo * 24 + (index % 9)) * 3_600_000);
        const id = await properties.insertProperty(tx, {
          title: listing.title,
          description: listing.description,
          price: listing.price,
          propertyFor: listing.propertyFor,
          ownership: listing.ownership,
          propertyTypeId: typeIds.get(listing.propertyType) ?? null,
          bedrooms: listing.bedrooms,
          bathrooms: listing.bathrooms,
          area: listing.area,
          cents: listing.cents,
          parkingSpaces: listing.parkingSpaces,
          builtYear: listing.builtYear,
          furnishing: listing.furnishing,
          contactName: listing.contactName,
          phoneNumber: listing.phoneNumber,
          whatsappNumber: listing.whatsappNumber,
          email: listing.email,
          cityId: place.cityId,
          districtId: place.districtId,
          stateId: place.stateId,
          latitude: listing.latitude,
          longitude: listing.longitude,
          googleMapsUrl: `https://www.google.com/maps?q=${listing.latitude},${listing.longitude}`,
          googleEmbeddedMapLink: `<iframe src="https://www.google.com/maps?q=${listing.latitude},${listing.longitude}&z=15&output=embed" width="600" height="450" style="border:0" loading="lazy"></iframe>`,
          youtubeVideoLink: listing.youtubeVideoLink,
          nearbyPlaces: listing.nearbyPlaces,
          status: listing.status,
          createdAt,
          updatedAt: createdAt,
        });
        await properties.replaceFeatures(
          tx,
          id,
          listing.features.flatMap((name) => featureIds.get(name) ?? []),
        );
        await properties.insertImages(
          tx,
          (stored[index] ?? []).map((image, position) => ({ propertyId: id, position, ...image })),
        );
      }
    });
  } catch (error) {
    await Promise.all(stored.flat().map((image) => removeStoredImage(deps.mediaDir, image.image)));
    throw error;
  }

  for (const kind of ['hero', 'offer'] as const) {
    // Oldest first, so that the first banner of each list (newest first) is seed 0.
    for (const seed of [1, 0]) {
      const prepared = await prepareDemoPicture(bannerSvg(kind, seed));
      const image = await writePreparedImage(deps.mediaDir, BANNER_PATHS[kind], prepared);
      await insertBanner(db, kind, image);
    }
  }

  deps.log.info(
    { listings: listings.length, seconds: Math.round((Date.now() - started) / 100) / 10 },
    'demo content loaded',
  );
  return listings.length;
}
