import {
  removeStoredImage,
  type StoredImage,
  writePreparedImage,
} from '../server/media/image-pipeline';
import type { Media } from '../server/media/storage';
import type { BannersService } from '../server/modules/banners/banners.service';
import type {
  ImportedListing,
  PropertiesService,
} from '../server/modules/properties/properties.service';
import { CONFIRM_AFTER_DAYS, SITE_VISIT_CHECKS } from '../contract/agency';
import { keralaDate } from '../contract/format';
import { bannerSvg, demoImageSvgs } from './demo-images';
import { prepareDemoPicture } from './demo-media-cache';
import { DEMO_LISTINGS, type DemoListing } from './demo-listings';
import { DEMO_LISTINGS_ML } from './demo-listings-ml';
import { DEMO_LISTING_FACTS, type DemoFacts } from './demo-listing-facts';

export interface DemoSeedDeps {
  /** The app's services: the demo writes through them, as the back office does. */
  services: {
    properties: Pick<PropertiesService, 'hasListings' | 'importListings' | 'addVisit'>;
    banners: Pick<BannersService, 'addPreparedBanner'>;
    /**
     * The services' media store: the listings' pictures are written there through the image
     * pipeline, as uploads are, and handed to the properties service already stored.
     */
    media: Media;
  };
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

/** The pictures of the listing at `index` of the catalogue, as SVG, in the order it shows them. */
function listingSvgs(listing: DemoListing, index: number): string[] {
  return demoImageSvgs(listing.imageTheme, index, imageCount(listing, index));
}

/** The demo banners, oldest first, so that the first of each list (newest first) is seed 0. */
const DEMO_BANNERS = (['hero', 'offer'] as const).flatMap((kind) =>
  [1, 0].map((seed) => ({ kind, seed })),
);

/**
 * Draws and encodes every picture of the demo catalogue into the pictures' cache
 * (demo-media-cache.ts) without a database, two at a time: `npm test` runs it at the lowest
 * priority while the other steps run, so that the browser tests' servers find the pictures made
 * (scripts/draw-demo-pictures.ts). Answers how many pictures there are.
 */
export async function drawDemoPictures(
  listings: readonly DemoListing[] = DEMO_LISTINGS,
): Promise<number> {
  const svgs = [
    ...listings.flatMap((listing, index) => listingSvgs(listing, index)),
    ...DEMO_BANNERS.map(({ kind, seed }) => bannerSvg(kind, seed)),
  ];
  await mapLimited(svgs, 2, (svg) => prepareDemoPicture(svg));
  return svgs.length;
}

/**
 * Runs `work` over the items, at most `limit` at a time (sharp is CPU-bound; 2 cores here). After a
 * failure no item is started, and it throws once the items under way have finished, so that what
 * they wrote is known to the caller's clean-up.
 */
async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (!failed && next < items.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  });
  const settled = await Promise.allSettled(workers);
  for (const outcome of settled) if (outcome.status === 'rejected') throw outcome.reason;
  return results;
}

const HOUR_MS = 3_600_000;

/**
 * How many days ago the demo listing of this place in the list was last confirmed available
 * (issue 15, item 7): most within the last month, never before it was listed, and a few older
 * listings 62 to 81 days ago, so the admin has some to confirm. None past 90: every demo listing
 * stays on the site.
 */
export function demoConfirmedDaysAgo(daysAgo: number, index: number): number {
  if (daysAgo > CONFIRM_AFTER_DAYS + 1 && index % 3 === 0) {
    return Math.min(daysAgo, CONFIRM_AFTER_DAYS + 2 + (index % 20));
  }
  return Math.min(daysAgo, (index * 7) % 30);
}

/** A site visit for about one demo listing in three, a few days after it was listed. */
function demoVisit(listing: DemoListing, index: number, now: number) {
  if (index % 3 !== 1) return null;
  const daysAfter = Math.min(listing.daysAgo, 2 + (index % 5));
  return {
    visited_on: keralaDate(new Date(now - (listing.daysAgo - daysAfter) * 24 * HOUR_MS)),
    visited_by: index % 2 === 0 ? 'Anitha Menon' : 'Rahul Nair',
    // The first checks always; the rest on most visits.
    checks: SITE_VISIT_CHECKS.filter((_, at) => at < 2 || (index + at) % 4 !== 0),
  };
}

/**
 * The price cuts of a demo listing, so that the site shows price histories (issue 34, item 6):
 * about one available listing in five listed three weeks ago or more was cut once in the last
 * three weeks, from a price 4 to 8% higher (whole lakhs, or rents in ₹500s); every second of those
 * listed for six weeks or more was cut once before, halfway. Null for the others.
 */
export function demoPriceCuts(
  listing: DemoListing,
  index: number,
  createdAt: Date,
  now: number,
): Required<Pick<ImportedListing, 'earlierPrices' | 'priceSince'>> | null {
  if (listing.status !== 'available' || listing.daysAgo < 21 || index % 5 !== 1) return null;
  const step = (share: number) => {
    const unit =
      listing.propertyFor === 'rent' ? 500 : listing.price >= 5_000_000 ? 100_000 : 50_000;
    return Math.max(unit, Math.round((listing.price * share) / unit) * unit);
  };
  const daysAgo = (days: number) => new Date(now - (days * 24 + (index % 7)) * HOUR_MS);
  const lastCut = step(0.04 + (index % 3) * 0.02);
  const priceSince = daysAgo(2 + ((index * 5) % 19));
  if (listing.daysAgo < 42 || index % 10 !== 1) {
    return { earlierPrices: [{ price: listing.price + lastCut, since: createdAt }], priceSince };
  }
  const firstCut = step(0.05);
  return {
    earlierPrices: [
      { price: listing.price + lastCut + firstCut, since: createdAt },
      { price: listing.price + lastCut, since: daysAgo(Math.round(listing.daysAgo / 2)) },
    ],
    priceSince,
  };
}

/** A listing's facts (demo-listing-facts.ts) as columns; availability counted from `now`. */
function factColumns(
  facts: DemoFacts | undefined,
  now: number,
): Partial<ImportedListing> & { availableFrom?: string } {
  if (!facts) return {};
  const { availableInDays, petsAllowed, floor, ...rest } = facts;
  return {
    ...rest,
    ...(availableInDays !== undefined
      ? { availableFrom: keralaDate(new Date(now + availableInDays * 24 * HOUR_MS)) }
      : {}),
    ...(petsAllowed != null ? { petsAllowed } : {}),
    ...(floor != null ? { floor } : {}),
  };
}

/** A demo listing as the properties service imports it, created `createdAt`. */
function toImported(
  listing: DemoListing,
  createdAt: Date,
  images: readonly StoredImage[],
  confirmedAt: Date = createdAt,
  now = Date.now(),
): ImportedListing {
  const { latitude, longitude } = listing;
  // Its Malayalam title and description, by its English title (demo-listings-ml.ts).
  const ml = Object.hasOwn(DEMO_LISTINGS_ML, listing.title)
    ? DEMO_LISTINGS_ML[listing.title]
    : undefined;
  return {
    title: listing.title,
    titleMl: ml?.title ?? null,
    description: listing.description,
    descriptionMl: ml?.description ?? null,
    price: listing.price,
    propertyFor: listing.propertyFor,
    ownership: listing.ownership,
    propertyType: listing.propertyType,
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
    town: listing.city,
    latitude,
    longitude,
    googleMapsUrl: `https://www.google.com/maps?q=${latitude},${longitude}`,
    googleEmbeddedMapLink: `<iframe src="https://www.google.com/maps?q=${latitude},${longitude}&z=15&output=embed" width="600" height="450" style="border:0" loading="lazy"></iframe>`,
    youtubeVideoLink: listing.youtubeVideoLink,
    nearbyPlaces: listing.nearbyPlaces,
    status: listing.status,
    features: listing.features,
    createdAt,
    confirmedAt,
    images,
    // Its rent terms, building and land facts, by its English title (demo-listing-facts.ts).
    ...factColumns(
      Object.hasOwn(DEMO_LISTING_FACTS, listing.title)
        ? DEMO_LISTING_FACTS[listing.title]
        : undefined,
      now,
    ),
  };
}

/**
 * Loads the demo catalogue into a database without listings (SEED_DEMO=1): the listings of
 * demo-listings.ts with pictures drawn by demo-images.ts, and two hero and two offer banners,
 * all through the same image pipeline as uploads and written through the services. Does nothing
 * when listings exist. The listings are all or nothing: if any picture or row fails, no listing
 * is written and every picture file written for them is removed.
 *
 * The server loads this module only when it seeds (server/serve.ts imports it lazily), so the
 * production bundle leaves it in a chunk of its own.
 */
export async function seedDemoContent(deps: DemoSeedDeps): Promise<number> {
  const { services, listings = DEMO_LISTINGS } = deps;
  if (await services.properties.hasListings()) return 0;
  const started = Date.now();
  deps.log.info(
    { listings: listings.length },
    'loading demo content; the first time on a machine this draws and encodes ~250 pictures (1-2 minutes)',
  );

  const written: StoredImage[] = [];
  try {
    const pictures = await mapLimited(listings, 2, async (listing, index) => {
      const files: StoredImage[] = [];
      for (const svg of listingSvgs(listing, index)) {
        const image = await writePreparedImage(
          services.media,
          'properties',
          await prepareDemoPicture(svg),
        );
        written.push(image);
        files.push(image);
      }
      return files;
    });
    const now = Date.now();
    const ids = await services.properties.importListings(
      listings.map((listing, index) => {
        // Spread the hours too, so that "newest first" is a real order.
        const createdAt = new Date(now - (listing.daysAgo * 24 + (index % 9)) * HOUR_MS);
        return {
          ...toImported(
            listing,
            createdAt,
            pictures[index] ?? [],
            new Date(
              now - (demoConfirmedDaysAgo(listing.daysAgo, index) * 24 + (index % 9)) * HOUR_MS,
            ),
            now,
          ),
          ...demoPriceCuts(listing, index, createdAt, now),
        };
      }),
    );
    // Verified listings: recorded as the back office records a visit.
    for (const [index, listing] of listings.entries()) {
      const visit = demoVisit(listing, index, now);
      const id = ids[index];
      if (visit && id !== undefined) await services.properties.addVisit(id, visit, null);
    }
  } catch (error) {
    // importListings removes the files it was given; these cover a failure before it was called.
    await Promise.all(
      written.map((image) => removeStoredImage(services.media, image.image).catch(() => undefined)),
    );
    throw error;
  }

  for (const { kind, seed } of DEMO_BANNERS) {
    await services.banners.addPreparedBanner(kind, await prepareDemoPicture(bannerSvg(kind, seed)));
  }

  deps.log.info(
    { listings: listings.length, seconds: Math.round((Date.now() - started) / 100) / 10 },
    'demo content loaded',
  );
  return listings.length;
}
