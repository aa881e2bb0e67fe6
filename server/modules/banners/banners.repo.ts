import { desc, eq } from 'drizzle-orm';
import type { BannerKind } from '../../../contract/banners';
import type { Database } from '../../db/client';
import { heroBanners, offerBanners } from '../../db/schema';

/** SQL for the hero and offer banners: two tables of the same shape. */

const TABLES = { hero: heroBanners, offer: offerBanners } as const satisfies Record<
  BannerKind,
  typeof heroBanners | typeof offerBanners
>;

export type BannerRow = typeof heroBanners.$inferSelect;
export type NewBanner = Pick<
  typeof heroBanners.$inferInsert,
  'image' | 'width' | 'height' | 'variants'
>;

/** Newest first; the id breaks ties between banners added in the same instant. */
export async function listBanners(db: Database, kind: BannerKind): Promise<BannerRow[]> {
  const table = TABLES[kind];
  return db.select().from(table).orderBy(desc(table.createdAt), desc(table.id));
}

export async function insertBanner(
  db: Database,
  kind: BannerKind,
  banner: NewBanner,
): Promise<BannerRow> {
  const [row] = await db.insert(TABLES[kind]).values(banner).returning();
  if (!row) throw new Error(`insert into ${kind} banners returned no row`);
  return row;
}

/** Deletes a banner and returns it, or null when there was none with that id. */
export async function deleteBanner(
  db: Database,
  kind: BannerKind,
  id: number,
): Promise<BannerRow | null> {
  const table = TABLES[kind];
  const [row] = await db.delete(table).where(eq(table.id, id)).returning();
  return row ?? null;
}
