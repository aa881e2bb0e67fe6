import { type AnyColumn, and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { LeadChannel } from '../../../contract/agency';
import type { Database } from '../../db/client';
import { enquiries, leads, listingViews, visitorSalts } from '../../db/schema';

/** SQL of leads, listing views and the day's salts (server/modules/leads, decision 017). */

/** A timestamp's day in Kerala (UTC+5:30, no summer time), as the pages count days. */
const keralaDay = (column: AnyColumn) =>
  sql<string>`to_char(((${column} at time zone 'UTC') + interval '330 minutes')::date, 'YYYY-MM-DD')`;

/**
 * The salt of `day`: `candidate` if this call stored it first, else the one another instance (or
 * an earlier call) stored. Salts of earlier days are deleted in the same call.
 */
export async function daySalt(db: Database, day: string, candidate: string): Promise<string> {
  await db.delete(visitorSalts).where(lt(visitorSalts.day, day));
  await db.insert(visitorSalts).values({ day, salt: candidate }).onConflictDoNothing();
  const [row] = await db
    .select({ salt: visitorSalts.salt })
    .from(visitorSalts)
    .where(eq(visitorSalts.day, day));
  if (!row) throw new Error(`no visitor salt for ${day} after storing one`);
  return row.salt;
}

/**
 * Stores a lead unless the same visitor already made one for this listing (or the site) and
 * channel that day (the unique constraint `leads_once_a_day`, which instances share). Answers
 * whether it was stored.
 */
export async function insertLead(
  db: Database,
  lead: {
    propertyId: number | null;
    channel: LeadChannel;
    page: string | null;
    visitorHash: string;
    day: string;
  },
): Promise<boolean> {
  const stored = await db
    .insert(leads)
    .values(lead)
    .onConflictDoNothing()
    .returning({ id: leads.id });
  return stored.length > 0;
}

export interface ViewRow {
  propertyId: number;
  day: string;
  visitorHash: string;
}

/**
 * Rows a statement: few enough that PGlite, which runs in the server's own thread, holds the pages
 * up for about 2 ms at a time (some 20 µs a row there), and many enough that the statements' own
 * cost stays small: with 500, counting a new visitor on every request cost the page 8% of its
 * throughput at saturation; with 100 the difference is within the noise (docs/performance.md).
 */
const VIEW_BATCH = 100;

/**
 * Stores views, each (listing, day, visitor) once whatever was stored before. A listing deleted
 * (or made a draft) since its view was seen is skipped by the join: the table has no foreign key
 * to check (migration 0011), and a deleted listing's views are deleted with it.
 */
export async function insertViews(db: Database, rows: readonly ViewRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += VIEW_BATCH) {
    const values = rows
      .slice(start, start + VIEW_BATCH)
      .map((row) => sql`(${row.propertyId}::int, ${row.day}::date, ${row.visitorHash}::text)`);
    await db.execute(sql`
      insert into listing_views (property_id, day, visitor_hash)
      select v.property_id, v.day, v.visitor_hash
      from (values ${sql.join(values, sql`, `)}) as v(property_id, day, visitor_hash)
      -- Lateral with a limit: one primary-key lookup a row. A plain join is planned as a hash
      -- join reading every listing, for each statement.
      cross join lateral (
        select 1 from properties p where p.id = v.property_id and p.status <> 'draft' limit 1
      ) as listed
      on conflict do nothing`);
    // Let waiting requests run between statements (PGlite shares the event loop).
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Enquiries that count: every one but those marked as spam. */
const realEnquiry = ne(enquiries.status, 'spam');

export interface DayFigures {
  day: string;
  views: number;
  leads: Record<LeadChannel, number>;
  enquiries: number;
}

/** One listing's views, leads by channel and enquiries per Kerala day from `firstDay` (at `since`). */
export async function listingDays(
  db: Database,
  propertyId: number,
  firstDay: string,
  since: Date,
): Promise<{
  views: { day: string; count: number }[];
  leads: { day: string; channel: LeadChannel; count: number }[];
  enquiries: { day: string; count: number }[];
}> {
  const leadDay = keralaDay(leads.createdAt);
  const enquiryDay = keralaDay(enquiries.createdAt);
  const [views, leadRows, enquiryRows] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${listingViews.day}, 'YYYY-MM-DD')`,
        count: sql<number>`count(*)::int`,
      })
      .from(listingViews)
      .where(and(eq(listingViews.propertyId, propertyId), gte(listingViews.day, firstDay)))
      .groupBy(listingViews.day),
    db
      .select({ day: leadDay, channel: leads.channel, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(eq(leads.propertyId, propertyId), gte(leads.createdAt, since)))
      .groupBy(leadDay, leads.channel),
    db
      .select({ day: enquiryDay, count: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(
        and(eq(enquiries.propertyId, propertyId), gte(enquiries.createdAt, since), realEnquiry),
      )
      .groupBy(enquiryDay),
  ]);
  return { views, leads: leadRows, enquiries: enquiryRows };
}

export type ListingMetric = 'views' | 'leads' | 'enquiries';

/**
 * Per listing, one metric since `firstDay`/`since`: one grouped query, listings with none left
 * out. With `ids`, only those listings.
 */
export async function countsByListing(
  db: Database,
  metric: ListingMetric,
  firstDay: string,
  since: Date,
  ids?: readonly number[],
): Promise<Map<number, number>> {
  let rows: { id: number | null; count: number }[];
  if (metric === 'views') {
    rows = await db
      .select({ id: listingViews.propertyId, count: sql<number>`count(*)::int` })
      .from(listingViews)
      .where(
        and(
          gte(listingViews.day, firstDay),
          ids ? inArray(listingViews.propertyId, [...ids]) : undefined,
        ),
      )
      .groupBy(listingViews.propertyId);
  } else if (metric === 'leads') {
    rows = await db
      .select({ id: leads.propertyId, count: sql<number>`count(*)::int` })
      .from(leads)
      .where(
        and(
          gte(leads.createdAt, since),
          ids ? inArray(leads.propertyId, [...ids]) : sql`${leads.propertyId} is not null`,
        ),
      )
      .groupBy(leads.propertyId);
  } else {
    rows = await db
      .select({ id: enquiries.propertyId, count: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(
        and(
          gte(enquiries.createdAt, since),
          realEnquiry,
          ids ? inArray(enquiries.propertyId, [...ids]) : sql`${enquiries.propertyId} is not null`,
        ),
      )
      .groupBy(enquiries.propertyId);
  }
  const counts = new Map<number, number>();
  for (const row of rows) if (row.id !== null) counts.set(row.id, row.count);
  return counts;
}

/** Views, leads and enquiries of the whole site in [from, to): days for views, times for the rest. */
export async function siteTotals(
  db: Database,
  window: { fromDay: string; toDay: string; from: Date; to: Date },
): Promise<{ views: number; leads: number; enquiries: number }> {
  const [[views], [leadRow], [enquiryRow]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(listingViews)
      .where(and(gte(listingViews.day, window.fromDay), lt(listingViews.day, window.toDay))),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(gte(leads.createdAt, window.from), lt(leads.createdAt, window.to))),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(
        and(gte(enquiries.createdAt, window.from), lt(enquiries.createdAt, window.to), realEnquiry),
      ),
  ]);
  return {
    views: views?.count ?? 0,
    leads: leadRow?.count ?? 0,
    enquiries: enquiryRow?.count ?? 0,
  };
}

/** Leads since `since` by channel, the site's own links included. */
export async function leadsByChannel(
  db: Database,
  since: Date,
): Promise<{ channel: LeadChannel; count: number }[]> {
  return db
    .select({ channel: leads.channel, count: sql<number>`count(*)::int` })
    .from(leads)
    .where(gte(leads.createdAt, since))
    .groupBy(leads.channel);
}
