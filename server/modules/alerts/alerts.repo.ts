import { and, asc, count, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AlertFrequency, ListingNewsKind } from '../../../contract/alerts';
import type { CurrencyCode } from '../../../contract/currency';
import type { Language } from '../../../contract/languages';
import type { Database } from '../../db/client';
import { alertSubscribers, appKeys, searchAlerts } from '../../db/schema';

/** SQL for saved searches and their addresses (issue 36). */

export type AlertRow = typeof searchAlerts.$inferSelect;
export type SubscriberRow = typeof alertSubscribers.$inferSelect;

/** The address's row, made on first use; answers it either way. */
export async function upsertSubscriber(tx: Database, email: string): Promise<SubscriberRow> {
  const [row] = await tx
    .insert(alertSubscribers)
    .values({ email })
    .onConflictDoUpdate({ target: alertSubscribers.email, set: { email } })
    .returning();
  if (!row) throw new Error('insert into alert_subscribers returned no row');
  return row;
}

export async function findSubscriber(db: Database, id: number): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(alertSubscribers).where(eq(alertSubscribers.id, id));
  return row;
}

export async function findSubscriberByEmail(
  db: Database,
  email: string,
): Promise<SubscriberRow | undefined> {
  const [row] = await db.select().from(alertSubscribers).where(eq(alertSubscribers.email, email));
  return row;
}

/** The address's alerts, oldest first. */
export async function listAlerts(db: Database, subscriberId: number): Promise<AlertRow[]> {
  return db
    .select()
    .from(searchAlerts)
    .where(eq(searchAlerts.subscriberId, subscriberId))
    .orderBy(asc(searchAlerts.id));
}

/** Serializes the saves of one address (its row's lock), so two at once cannot pass the cap. */
export async function lockSubscriber(tx: Database, id: number): Promise<void> {
  await tx.execute(
    sql`select 1 from ${alertSubscribers} where ${alertSubscribers.id} = ${id} for update`,
  );
}

export async function insertAlert(
  tx: Database,
  alert: {
    subscriberId: number;
    query: string;
    frequency: AlertFrequency;
    language: Language;
    currency: CurrencyCode | null;
    consentPage: string;
    confirmTokenHash: string;
  },
): Promise<AlertRow> {
  const [row] = await tx.insert(searchAlerts).values(alert).returning();
  if (!row) throw new Error('insert into search_alerts returned no row');
  return row;
}

/** An unconfirmed alert saved again: its new settings, consent and confirmation token. */
export async function renewUnconfirmed(
  tx: Database,
  id: number,
  change: {
    frequency: AlertFrequency;
    language: Language;
    currency: CurrencyCode | null;
    consentPage: string;
    confirmTokenHash: string;
  },
): Promise<void> {
  await tx
    .update(searchAlerts)
    .set({ ...change, createdAt: sql`now()` })
    .where(and(eq(searchAlerts.id, id), isNull(searchAlerts.confirmedAt)));
}

/**
 * Confirms the alert whose link token hashes to `tokenHash`, if it was saved after `since`:
 * answers it, with the token cleared (a link confirms once).
 */
export async function confirmByToken(
  tx: Database,
  tokenHash: string,
  since: Date,
): Promise<AlertRow | undefined> {
  const [row] = await tx
    .update(searchAlerts)
    .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(
      and(
        eq(searchAlerts.confirmTokenHash, tokenHash),
        isNull(searchAlerts.confirmedAt),
        sql`${searchAlerts.createdAt} > ${since.toISOString()}`,
      ),
    )
    .returning();
  return row;
}

/** A confirmation is new consent: mail starts again for an address that had bounced. */
export async function clearStop(tx: Database, subscriberId: number): Promise<void> {
  await tx
    .update(alertSubscribers)
    .set({ stoppedAt: null, stopReason: null })
    .where(eq(alertSubscribers.id, subscriberId));
}

export async function updateAlert(
  db: Database,
  subscriberId: number,
  alertId: number,
  change: { frequency?: AlertFrequency; paused?: boolean },
): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(searchAlerts)
    .set({
      ...(change.frequency ? { frequency: change.frequency } : {}),
      ...(change.paused === undefined ? {} : { pausedAt: change.paused ? sql`now()` : null }),
    })
    .where(and(eq(searchAlerts.id, alertId), eq(searchAlerts.subscriberId, subscriberId)))
    .returning();
  return row;
}

/** One alert of the address, gone; answers whether it was there. */
export async function deleteAlert(
  db: Database,
  subscriberId: number,
  alertId: number,
): Promise<boolean> {
  const rows = await db
    .delete(searchAlerts)
    .where(and(eq(searchAlerts.id, alertId), eq(searchAlerts.subscriberId, subscriberId)))
    .returning({ id: searchAlerts.id });
  return rows.length > 0;
}

/**
 * The addresses, with every alert and every mail waiting for them (foreign keys cascade): what
 * leaving and erasure delete. Answers how many alerts went.
 */
export async function deleteSubscribers(tx: Database, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [alerts] = await tx
    .select({ count: count() })
    .from(searchAlerts)
    .where(inArray(searchAlerts.subscriberId, [...ids]));
  await tx.delete(alertSubscribers).where(inArray(alertSubscribers.id, [...ids]));
  return alerts?.count ?? 0;
}

/**
 * Alerts never confirmed, saved before `before`, deleted; then the addresses left with no alert
 * (their waiting mail goes with them). Answers how many alerts went.
 */
export async function deleteUnconfirmed(db: Database, before: Date): Promise<number> {
  const gone = await db
    .delete(searchAlerts)
    .where(and(isNull(searchAlerts.confirmedAt), lt(searchAlerts.createdAt, before)))
    .returning({ id: searchAlerts.id });
  if (gone.length > 0) {
    await db.execute(sql`
      delete from ${alertSubscribers} s
      where s.created_at < ${before.toISOString()}
        and not exists (select 1 from ${searchAlerts} a where a.subscriber_id = s.id)`);
  }
  return gone.length;
}

/** What erasing an address would take: its alerts, its waiting mail (none when unknown). */
export async function heldForAddress(
  db: Database,
  email: string,
): Promise<{ subscriberIds: number[]; alerts: number; waitingMails: number }> {
  const held = await db
    .select({
      id: alertSubscribers.id,
      // Written out: in a select of one table, drizzle names its columns without the table.
      alerts: sql<number>`(select count(*) from search_alerts a
        where a.subscriber_id = alert_subscribers.id)`.mapWith(Number),
      mails: sql<number>`(select count(*) from mail_outbox m
        where m.alert_subscriber_id = alert_subscribers.id)`.mapWith(Number),
    })
    .from(alertSubscribers)
    .where(eq(alertSubscribers.email, email.trim().toLowerCase()));
  return {
    subscriberIds: held.map((row) => Number(row.id)),
    alerts: held.reduce((sum, row) => sum + Number(row.alerts), 0),
    waitingMails: held.reduce((sum, row) => sum + Number(row.mails), 0),
  };
}

/** The app's key of this name, made once (whoever inserts first wins; everyone reads that one). */
export async function appKey(db: Database, name: string, fresh: string): Promise<string> {
  await db.insert(appKeys).values({ name, key: fresh }).onConflictDoNothing();
  const [row] = await db.select({ key: appKeys.key }).from(appKeys).where(eq(appKeys.name, name));
  if (!row) throw new Error(`app key ${name} could not be read`);
  return row.key;
}

// ---- The alerts' runs (issue 36, item 3; alert-sender.ts) ----

async function rowsOf<T>(db: Database, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The catalogue version now: the news up to it is committed (migration 0023). */
export async function catalogueVersionNow(db: Database): Promise<number> {
  const [row] = await rowsOf<{ version: string | number }>(
    db,
    sql`select version from catalogue_version`,
  );
  return Number(row?.version ?? 0);
}

/** A confirmed alert, not paused, of an address still receiving mail, due for a run. */
export interface DueAlert {
  id: number;
  subscriberId: number;
  email: string;
  query: string;
  language: Language;
  currency: CurrencyCode | null;
  checkedVersion: number;
}

/** The alerts of a frequency that have news to look at before `version`, by address. */
export async function dueAlerts(
  db: Database,
  frequency: AlertFrequency,
  version: number,
): Promise<DueAlert[]> {
  const found = await rowsOf<{
    id: number;
    subscriber_id: number;
    email: string;
    query: string;
    language: Language;
    currency: CurrencyCode | null;
    checked_version: string | number;
  }>(
    db,
    sql`select a.id, a.subscriber_id, s.email, a.query, a.language, a.currency,
        a.checked_version
      from search_alerts a join alert_subscribers s on s.id = a.subscriber_id
      where a.frequency = ${frequency} and a.confirmed_at is not null and a.paused_at is null
        and a.checked_version < ${version} and s.stopped_at is null
      order by a.subscriber_id, a.id`,
  );
  return found.map((row) => ({
    id: Number(row.id),
    subscriberId: Number(row.subscriber_id),
    email: row.email,
    query: row.query,
    language: row.language,
    currency: row.currency,
    checkedVersion: Number(row.checked_version),
  }));
}

export interface ListingNews {
  version: number;
  propertyId: number;
  kind: ListingNewsKind;
}

/** The listing news of the versions after `after`, up to and with `through`, oldest first. */
export async function newsBetween(
  db: Database,
  after: number,
  through: number,
): Promise<ListingNews[]> {
  const found = await rowsOf<{ version: string | number; property_id: number; kind: string }>(
    db,
    sql`select version, property_id, kind from listing_news
      where version > ${after} and version <= ${through} order by version, property_id`,
  );
  return found.map((row) => ({
    version: Number(row.version),
    propertyId: Number(row.property_id),
    kind: row.kind as ListingNewsKind,
  }));
}

export interface AlertSend {
  alertId: number;
  propertyId: number;
  reason: ListingNewsKind;
}

/**
 * Records what is about to be sent, in the mail's transaction; answers the sends that were not
 * recorded before (a listing goes to an alert once for each reason, whatever runs again).
 */
export async function recordSends(tx: Database, sends: readonly AlertSend[]): Promise<AlertSend[]> {
  if (sends.length === 0) return [];
  // One parameter per column (arrays), however many rows: a run's batch holds thousands.
  const found = await rowsOf<{ alert_id: number; property_id: number; reason: ListingNewsKind }>(
    tx,
    sql`insert into alert_sends (alert_id, property_id, reason)
      select * from unnest(${`{${sends.map((send) => send.alertId).join(',')}}`}::int[],
        ${`{${sends.map((send) => send.propertyId).join(',')}}`}::int[],
        ${`{${sends.map((send) => send.reason).join(',')}}`}::text[])
      on conflict do nothing
      returning alert_id, property_id, reason`,
  );
  return found.map((row) => ({
    alertId: Number(row.alert_id),
    propertyId: Number(row.property_id),
    reason: row.reason,
  }));
}

/** The alerts have been looked at through `version`. */
export async function markChecked(
  db: Database,
  alertIds: readonly number[],
  version: number,
): Promise<void> {
  if (alertIds.length === 0) return;
  await db.execute(sql`update search_alerts
    set checked_version = greatest(coalesce(checked_version, 0), ${version})
    where id = any(${`{${alertIds.join(',')}}`}::int[])`);
}

/** From now on: an alert confirmed or resumed hears of news after the catalogue as it is. */
export async function checkFromNow(db: Database, alertId: number): Promise<void> {
  await db.execute(sql`update search_alerts
    set checked_version = (select version from catalogue_version) where id = ${alertId}`);
}

/** Housekeeping: news older than `before` (no run reaches back that far). */
export async function trimNews(db: Database, before: Date): Promise<number> {
  const gone = await rowsOf<{ n: string | number }>(
    db,
    sql`with gone as (delete from listing_news where at < ${before.toISOString()}::timestamptz
      returning 1) select count(*) as n from gone`,
  );
  return Number(gone[0]?.n ?? 0);
}

/**
 * A link of an alert mail followed: the first time is kept on its send. Answers the alert's
 * language, or undefined when the alert never sent that listing (or is gone).
 */
export async function recordClick(
  db: Database,
  alertId: number,
  propertyId: number,
): Promise<Language | undefined> {
  const [row] = await rowsOf<{ language: Language }>(
    db,
    sql`update alert_sends s set clicked_at = coalesce(s.clicked_at, now())
      from search_alerts a
      where s.alert_id = ${alertId} and s.property_id = ${propertyId} and a.id = s.alert_id
      returning a.language`,
  );
  return row?.language;
}

/** An address whose mail bounced, or whose server refused it as unwanted: nothing more is sent. */
export async function stopSubscriber(
  db: Database,
  id: number,
  reason: 'bounce' | 'complaint',
): Promise<boolean> {
  const rows = await db
    .update(alertSubscribers)
    .set({ stoppedAt: sql`now()`, stopReason: reason })
    .where(and(eq(alertSubscribers.id, id), isNull(alertSubscribers.stoppedAt)))
    .returning({ id: alertSubscribers.id });
  return rows.length > 0;
}
