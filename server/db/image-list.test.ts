import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { insertListing } from '../testing/listings';
import { openTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './client';
import { properties, propertyImages } from './schema';

/**
 * properties.image_list is derived data, kept by triggers on property_images (migration 0004) for
 * whatever writes the images: these tests write them with plain SQL, not through the service.
 */
let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

interface ListedImage {
  id: number;
  image: string;
  width: number;
  height: number;
  variants: unknown[];
  created_at: string;
}

async function imageList(propertyId: number): Promise<ListedImage[]> {
  const [row] = await database.db
    .select({ list: properties.imageList })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.list as ListedImage[];
}

async function addImages(propertyId: number, positions: number[]): Promise<number[]> {
  const rows = await database.db
    .insert(propertyImages)
    .values(
      positions.map((position) => ({
        propertyId,
        position,
        image: `/media/properties/test${propertyId}-${position}/main.jpg`,
        width: 1200,
        height: 800,
        variants: [
          { format: 'webp' as const, width: 400, height: 267, url: `/media/x${position}/400.webp` },
        ],
      })),
    )
    .returning({ id: propertyImages.id });
  return rows.map((row) => row.id);
}

describe('properties.image_list', () => {
  it('lists a listing’s images in the API shape, by position, as they are added', async () => {
    const id = await insertListing(database.db, {
      title: 'Three pictures',
      city: 'Kochi',
      type: 'House',
    });
    expect(await imageList(id)).toEqual([]);
    const [second, third, first] = await addImages(id, [1, 2, 0]);
    const list = await imageList(id);
    expect(list.map((image) => image.id)).toEqual([first, second, third]);
    expect(list[0]).toEqual({
      id: first,
      image: `/media/properties/test${id}-0/main.jpg`,
      width: 1200,
      height: 800,
      variants: [{ format: 'webp', width: 400, height: 267, url: '/media/x0/400.webp' }],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('follows reordering, moves between listings and deletions', async () => {
    const from = await insertListing(database.db, { title: 'From', city: 'Aluva', type: 'Villa' });
    const to = await insertListing(database.db, { title: 'To', city: 'Thrissur', type: 'Land' });
    const [a, b] = await addImages(from, [0, 1]);
    await database.db
      .update(propertyImages)
      .set({ position: 5 })
      .where(eq(propertyImages.id, a ?? 0));
    expect((await imageList(from)).map((image) => image.id)).toEqual([b, a]);

    await database.db
      .update(propertyImages)
      .set({ propertyId: to })
      .where(eq(propertyImages.id, b ?? 0));
    expect((await imageList(from)).map((image) => image.id)).toEqual([a]);
    expect((await imageList(to)).map((image) => image.id)).toEqual([b]);

    await database.db.delete(propertyImages).where(inArray(propertyImages.id, [a ?? 0, b ?? 0]));
    expect(await imageList(from)).toEqual([]);
    expect(await imageList(to)).toEqual([]);
  });

  it('is rebuilt for existing listings by the migration that adds it', async () => {
    const id = await insertListing(database.db, {
      title: 'Before 0004',
      city: 'Kannur',
      type: 'Shop',
    });
    const ids = await addImages(id, [0, 1]);
    // As before migration 0004: no list kept.
    await database.db.update(properties).set({ imageList: [] }).where(eq(properties.id, id));
    expect(await imageList(id)).toEqual([]);
    // The migration's last statement, as it ran on databases that had listings already.
    const migration = await readFile(
      path.join(migrationsDir, '0004_property_image_list.sql'),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('UPDATE "property_images"');
    await database.db.execute(sql.raw(backfill));
    expect((await imageList(id)).map((image) => image.id)).toEqual(ids);
  });
});
