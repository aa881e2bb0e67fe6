import { type AnyColumn, type SQL, and, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import type { LeadChannel } from '../../../contract/agency';
import type { Database } from '../../db/client';
import { enquiries, leads, listingViewDays, listingViews, visitorSalts } from '../../db/schema';

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

/**
 * Views per listing and day in [fromDay, toDay), as a subquery `views(property_id, day, views)`:
 * the raw rows of recent days counted, and the days housekeeping has already counted
 * (listing_view_days). Whoever reads it reads both tables in one statement, so one snapshot: a
 * batch being rolled up at that moment is seen on one side or the other, never on both.
 */
function viewsByDay(range: { fromDay: string; toDay?: string; ids?: readonly number[] }): SQL {
  const inRange = (table: typeof listingViews | typeof listingViewDays) =>
    and(
      gte(table.day, range.fromDay),
      range.toDay === undefined ? undefined : lt(table.day, range.toDay),
      range.ids ? inArray(table.propertyId, [...range.ids]) : undefined,
    );
  return sql`(
    select ${listingViews.propertyId} as property_id, ${listingViews.day} as day, count(*)::int as views
    from ${listingViews} where ${inRange(listingViews)}
    group by ${listingViews.propertyId}, ${listingViews.day}
    union all
    select ${listingViewDays.propertyId}, ${listingViewDays.day}, ${listingViewDays.views}
    from ${listingViewDays} where ${inRange(listingViewDays)}
  ) as views`;
}

/** The rows of a statement, on either engine (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** Where a rollup got to: the key (listing_views' primary key) of the last view it moved. */
export interface ViewKey {
  propertyId: number;
  day: string;
  visitorHash: string;
}

/** Whether any raw view of a day before `day` is left (the day index: one look). */
export async function hasViewsBefore(db: Database, day: string): Promise<boolean> {
  const [row] = await db
    .select({ day: listingViews.day })
    .from(listingViews)
    .where(lt(listingViews.day, day))
    .limit(1);
  return row !== undefined;
}

/**
 * One batch of the rollup (issue 32, item 5): up to `limit` raw views of days before `beforeDay`,
 * in key order after `after`, are deleted from listing_views and their counts added to
 * listing_view_days, in one statement and so in one transaction: a view is counted in the rollup
 * exactly when it left the raw table. Rows another rollup holds are skipped (SKIP LOCKED), and a
 * row two rollups reach is deleted, so counted, by one only; the counts are added to what is there
 * (ON CONFLICT DO UPDATE), so a second run finds nothing left to add. Walking the primary key
 * from `after`, not the oldest rows each time, keeps each batch from stepping over the ones the
 * batches before it deleted (dead until vacuumed). Answers the rows moved and the last key.
 */
export async function rollUpViewBatch(
  db: Database,
  beforeDay: string,
  limit: number,
  after?: ViewKey,
): Promise<{ moved: number; last: ViewKey | undefined }> {
  const [row] = await rowsOf<{
    moved: number;
    property_id: number | null;
    day: string | null;
    visitor_hash: string | null;
  }>(
    db,
    sql`
    with picked as materialized (
      select ctid as row_id, property_id, day, visitor_hash
      from listing_views
      where day < ${beforeDay}::date
        ${after ? sql`and (property_id, day, visitor_hash) > (${after.propertyId}::int, ${after.day}::date, ${after.visitorHash}::text)` : sql``}
      order by property_id, day, visitor_hash
      limit ${limit}
      for update skip locked
    ), moved as (
      delete from listing_views where ctid = any (array(select row_id from picked))
      returning property_id, day
    ), counted as (
      insert into listing_view_days (property_id, day, views)
      select property_id, day, count(*)::int from moved group by property_id, day
      on conflict (property_id, day) do update
        set views = listing_view_days.views + excluded.views
    )
    select (select count(*)::int from moved) as moved,
      last.property_id, to_char(last.day, 'YYYY-MM-DD') as day, last.visitor_hash
    from (select 1) as one
    left join lateral (
      select property_id, day, visitor_hash from picked
      order by property_id desc, day desc, visitor_hash desc limit 1
    ) as last on true`,
  );
  if (!row) throw new Error('the rollup answered no row');
  const last =
    row.property_id !== null && row.day !== null && row.visitor_hash !== null
      ? { propertyId: row.property_id, day: row.day, visitorHash: row.visitor_hash }
      : undefined;
  return { moved: row.moved, last };
}

/**
 * Makes the space of deleted raw views reusable by the next days' views at once: PGlite has no
 * autovacuum, and on PostgreSQL this is what autovacuum would do a little later.
 */
export async function vacuumViews(db: Database): Promise<void> {
  await db.execute(sql`vacuum listing_views`);
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
    rowsOf<{ day: string; count: number }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day, sum(views)::int as count
        from ${viewsByDay({ fromDay: firstDay, ids: [propertyId] })} group by day`,
    ),
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
    rows = await rowsOf<{ id: number; count: number }>(
      db,
      sql`select property_id as id, sum(views)::int as count
        from ${viewsByDay({ fromDay: firstDay, ...(ids ? { ids } : {}) })} group by property_id`,
    );
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
    rowsOf<{ count: number }>(
      db,
      sql`select coalesce(sum(views), 0)::int as count
        from ${viewsByDay({ fromDay: window.fromDay, toDay: window.toDay })}`,
    ),
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
