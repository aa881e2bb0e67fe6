import { asc, gt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { heroBanners, offerBanners, propertyImages } from '../db/schema';
import { firstAtOrAbove } from '../lib/sorted-search';

/** SQL for the media sweep: which image folders the database still points to. */

/**
 * Listings' images read per statement: the sweep never holds the event loop for long. At a
 * million listings (3,000,000 images) 100,000 a statement held it up to 156 ms alone and 220 to
 * 370 ms in a loaded server (the hourly sweep in the middle of `bench:scale`); 10,000 hold it up
 * to 66 ms alone.
 */
const IMAGES_PER_READ = 10_000;

/** Image folders, as `<kind>/<folder>`: what listReferencedImageFolders answers. */
export interface FolderSet {
  has(folder: string): boolean;
  readonly size: number;
}

/** `<kind>/<folder>` of an image URL `.../<kind>/<folder>/<file>`, whatever its base. */
const MEDIA_FOLDER = /((?:properties|hero-banners|offer-banners)\/[^/]+)\/[^/]+$/;

/** The image folder an image URL points to, as `<kind>/<folder>`; none for a URL elsewhere. */
export function imageFolderOf(url: string): string | undefined {
  return MEDIA_FOLDER.exec(url)?.[1];
}

/**
 * Every image folder a row refers to, as `<kind>/<folder>` (from `.../<kind>/<folder>/main.jpg`,
 * whatever URL base it was written with: `/media`, or MEDIA_PUBLIC_URL), over the three tables
 * that hold images: the banners at once, the listings' images IMAGES_PER_READ at a time in id
 * order (3,000,000 of them at a million listings: one statement would hold the event loop for
 * seconds while its rows were read). An image added meanwhile has a higher id and is read too. A
 * row's variants live in the same folder as its main file (image-pipeline.ts), so the main URL is
 * enough. The URLs are read as they are and their folders taken here: the same pattern matched by
 * PostgreSQL cost it 132 ms a statement against 3 ms (30 s of the server's time an hour at a
 * million listings, now about 1 s). Folders named as writePreparedImage names them (16 hex
 * digits) are held as 64-bit numbers, sorted: 24 MB for 3,000,000, where a set of strings took
 * some 250 MB of heap.
 */
export async function listReferencedImageFolders(db: Database): Promise<FolderSet> {
  const folders = new FolderNumbers();
  const add = (url: string) => {
    const folder = imageFolderOf(url);
    if (folder !== undefined) folders.add(folder);
  };
  const banners = await db
    .select({ image: heroBanners.image })
    .from(heroBanners)
    .unionAll(db.select({ image: offerBanners.image }).from(offerBanners));
  for (const row of banners) add(row.image);
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: propertyImages.id, image: propertyImages.image })
      .from(propertyImages)
      .where(gt(propertyImages.id, after))
      .orderBy(asc(propertyImages.id))
      .limit(IMAGES_PER_READ);
    for (const row of rows) add(row.image);
    if (rows.length < IMAGES_PER_READ) return folders.sealed();
    after = rows[rows.length - 1]!.id;
  }
}

const HEX_FOLDER = /^([a-z-]+)\/([0-9a-f]{16})$/;

/** Folders gathered as numbers per kind (other names as they are), then sorted for lookups. */
class FolderNumbers implements FolderSet {
  private readonly numbers = new Map<string, { values: BigUint64Array; count: number }>();
  private readonly others = new Set<string>();
  private isSealed = false;

  add(folder: string): void {
    const match = HEX_FOLDER.exec(folder);
    if (!match) {
      this.others.add(folder);
      return;
    }
    const kind = match[1]!;
    let list = this.numbers.get(kind);
    if (!list) this.numbers.set(kind, (list = { values: new BigUint64Array(1024), count: 0 }));
    if (list.count === list.values.length) {
      const wider = new BigUint64Array(list.values.length * 2);
      wider.set(list.values);
      list.values = wider;
    }
    list.values[list.count++] = BigInt(`0x${match[2]}`);
  }

  sealed(): FolderSet {
    for (const list of this.numbers.values()) {
      list.values = list.values.slice(0, list.count).sort();
    }
    this.isSealed = true;
    return this;
  }

  get size(): number {
    let count = this.others.size;
    for (const list of this.numbers.values()) count += list.count;
    return count;
  }

  has(folder: string): boolean {
    if (!this.isSealed) throw new Error('FolderNumbers: has() before sealed()');
    const match = HEX_FOLDER.exec(folder);
    if (!match) return this.others.has(folder);
    const list = this.numbers.get(match[1]!);
    if (!list) return false;
    const wanted = BigInt(`0x${match[2]}`);
    const at = firstAtOrAbove(list.values, wanted);
    return at < list.values.length && list.values[at] === wanted;
  }
}
