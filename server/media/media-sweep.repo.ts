import { type AnyColumn, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { heroBanners, offerBanners, propertyImages } from '../db/schema';

/** SQL for the media sweep: which image folders the database still points to. */

/**
 * Every image folder a row refers to, as `<kind>/<folder>` (from `.../<kind>/<folder>/main.jpg`,
 * whatever URL base it was written with: `/media`, or MEDIA_PUBLIC_URL), in one statement over
 * the three tables that hold images. A row's variants live in the same folder as its main file
 * (image-pipeline.ts), so the main URL is enough.
 */
export async function listReferencedImageFolders(db: Database): Promise<Set<string>> {
  const pattern = '((?:properties|hero-banners|offer-banners)/[^/]+)/[^/]+$';
  const folderOf = (image: AnyColumn) => sql<string>`substring(${image} from ${pattern})`;
  const isMedia = (image: AnyColumn) => sql`${image} ~ ${pattern}`;
  const rows = await db
    .select({ folder: folderOf(propertyImages.image) })
    .from(propertyImages)
    .where(isMedia(propertyImages.image))
    .unionAll(
      db
        .select({ folder: folderOf(heroBanners.image) })
        .from(heroBanners)
        .where(isMedia(heroBanners.image)),
    )
    .unionAll(
      db
        .select({ folder: folderOf(offerBanners.image) })
        .from(offerBanners)
        .where(isMedia(offerBanners.image)),
    );
  return new Set(rows.map((row) => row.folder));
}
