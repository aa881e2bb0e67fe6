import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { properties } from '../../db/schema';

/** SQL for the sitemap: ids and change times of the listings the public may see. */

export interface ListingStamp {
  id: number;
  updatedAt: Date;
}

/**
 * What the public sees of available listings: those confirmed since the cut
 * (contract/freshness.ts).
 */
function shownToThePublic(confirmedSince: Date) {
  return and(eq(properties.status, 'available'), gte(properties.confirmedAt, confirmedSince));
}

/** Available listings, by id, one slice at a time: two columns, never a whole listing. */
export async function listAvailableStamps(
  db: Database,
  slice: { offset: number; limit: number },
  confirmedSince: Date,
): Promise<ListingStamp[]> {
  return db
    .select({ id: properties.id, updatedAt: properties.updatedAt })
    .from(properties)
    .where(shownToThePublic(confirmedSince))
    .orderBy(asc(properties.id))
    .limit(slice.limit)
    .offset(slice.offset);
}

export async function countAvailable(db: Database, confirmedSince: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(shownToThePublic(confirmedSince));
  return row?.n ?? 0;
}
