import { and, type AnyColumn, asc, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { heroBanners, offerBanners, propertyImages } from '../db/schema';

/** SQL for the media sweep: which image folders the database still points to. */

/** Listings' images read per statement: the sweep never holds the event loop for long. */
const IMAGES_PER_READ = 100_000;

/**
 * Every image folder a row refers to, as `<kind>/<folder>` (from `.../<kind>/<folder>/main.jpg`,
 * whatever URL base it was written with: `/media`, or MEDIA_PUBLIC_URL), over the three tables
 * that hold images: the banners at once, the listings' images IMAGES_PER_READ at a time in id
 * order (3,000,000 of them at a million listings: one statement would hold the event loop for
 * seconds while its rows were read). An image added meanwhile has a higher id and is read too. A
 * row's variants live in the same folder as its main file (image-pipeline.ts), so the main URL is
 * enough.
 */
export async function listReferencedImageFolders(db: Database): Promise<Set<string>> {
  const pattern = '((?:properties|hero-banners|offer-banners)/[^/]+)/[^/]+$';
  const folderOf = (image: AnyColumn) => sql<string>`substring(${image} from ${pattern})`;
  const isMedia = (image: AnyColumn) => sql`${image} ~ ${pattern}`;
  const banners = await db
    .select({ folder: folderOf(heroBanners.image) })
    .from(heroBanners)
    .where(isMedia(heroBanners.image))
    .unionAll(
      db
        .select({ folder: folderOf(offerBanners.image) })
        .from(offerBanners)
        .where(isMedia(offerBanners.image)),
    );
  const folders = new Set(banners.map((row) => row.folder));
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: propertyImages.id, folder: folderOf(propertyImages.image) })
      .from(propertyImages)
      .where(and(gt(propertyImages.id, after), isMedia(propertyImages.image)))
      .orderBy(asc(propertyImages.id))
      .limit(IMAGES_PER_READ);
    for (const row of rows) folders.add(row.folder);
    if (rows.length < IMAGES_PER_READ) return folders;
    after = rows[rows.length - 1]!.id;
  }
}
