import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';

/** SQL for the sitemap: ids and change times of the listings the public may see. */

export interface ListingStamp {
  id: number;
  updatedAt: Date;
}

/** Available listings, by id, one slice at a time: two columns, never a whole listing. */
export async function listAvailableStamps(
  db: Database,
  slice: { offset: number; limit: number },
): Promise<ListingStamp[]> {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(eq(properties.status, 'available'))
    .orderBy(asc(properties.id))
    .limit(slice.limit)
    .offset(slice.offset);
}

export async function countAvailable(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(eq(properties.status, 'available'));
  return row?.n ?? 0;
}
