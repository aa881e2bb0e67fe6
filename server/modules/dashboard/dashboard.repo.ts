import { and, gte, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import { CLOSED_ENQUIRY_STATUSES } from '../../../contract/enquiries';
import type { Database } from '../../db/client';
import { enquiries, properties } from '../../db/schema';

/** SQL for the admin dashboard's figures: one counting pass over each table. */

export interface ListingCounts {
  total: number;
  available: number;
  draft: number;
  sold: number;
  rented: number;
  sell: number;
  rent: number;
}

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

export async function countListings(db: Database): Promise<ListingCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      available: countWhere(sql`${properties.status} = 'available'`),
      draft: countWhere(sql`${properties.status} = 'draft'`),
      sold: countWhere(sql`${properties.status} = 'sold'`),
      rented: countWhere(sql`${properties.status} = 'rented'`),
      sell: countWhere(sql`${properties.propertyFor} = 'sell'`),
      rent: countWhere(sql`${properties.propertyFor} = 'rent'`),
    })
    .from(properties);
  if (!row) throw new Error('count over properties returned no row');
  return row;
}

/** All enquiries, and those received at or after `since`. */
export async function countEnquiries(
  db: Database,
  since: Date,
): Promise<{ total: number; recent: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      recent: countWhere(gte(enquiries.createdAt, since)),
    })
    .from(enquiries);
  if (!row) throw new Error('count over enquiries returned no row');
  return row;
}

/** The pipeline's day: follow-ups due by `today` on open enquiries, and those since `since`. */
export async function countPipeline(
  db: Database,
  today: string,
  since: Date,
): Promise<{ dueToday: number; newSince: number }> {
  const [row] = await db
    .select({
      dueToday: countWhere(
        and(
          lte(enquiries.followUpOn, today),
          notInArray(enquiries.status, [...CLOSED_ENQUIRY_STATUSES]),
        ) ?? sql`false`,
      ),
      newSince: countWhere(gte(enquiries.createdAt, since)),
    })
    .from(enquiries);
  if (!row) throw new Error('count over enquiries returned no row');
  return row;
}
