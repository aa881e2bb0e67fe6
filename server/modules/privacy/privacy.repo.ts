import { and, asc, count, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { CLOSED_ENQUIRY_STATUSES } from '../../../contract/enquiries';
import type { EnquiryStatus } from '../../../contract/agency';
import type { Database } from '../../db/client';
import { auditLog, enquiries, enquiryNotes, mailOutbox, properties } from '../../db/schema';
import type { Actor } from '../audit/actor';

/** SQL of erasures (privacy.service.ts): which enquiries, what is held about them, and erasing it. */

/**
 * What the audit trail keeps of a visitor that erasing replaces with "(erased)", by entity: all
 * an enquiry holds that the visitor wrote, with the time they asked to visit (when they would be
 * at the listing is theirs to have forgotten), and the team's notes, which may quote them. The
 * enquiry's listing, status, assignee and the team's dates stay: without the rest they name no one.
 */
const PERSONAL_FIELDS = {
  enquiry: ['name', 'email', 'phone_number', 'subject', 'message', 'preferred_visit_at'],
  enquiry_note: ['text'],
} as const;

/** The enquiries sent from this address, whatever its case; locked with `lock`. */
export async function findEnquiriesByEmail(
  db: Database,
  email: string,
  lock: boolean,
): Promise<number[]> {
  const query = db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(sql`lower(${enquiries.email}) = ${email.toLowerCase()}`);
  const rows = lock ? await query.for('update') : await query;
  return rows.map((row) => row.id);
}

/**
 * The enquiries whose phone number ends with the same last digits as `digits` (at most 6 are
 * compared): the candidates, which the service narrows with the contract's rule (phoneKey).
 */
export async function findEnquiriesByPhoneEnding(
  db: Database,
  digits: string,
  lock: boolean,
): Promise<{ id: number; phoneNumber: string }[]> {
  const ending = `%${digits.slice(-6)}`;
  const query = db
    .select({ id: enquiries.id, phoneNumber: enquiries.phoneNumber })
    .from(enquiries)
    .where(sql`regexp_replace(${enquiries.phoneNumber}, '\\D', '', 'g') like ${ending}`);
  return lock ? query.for('update') : query;
}

/** These enquiries, those that exist, locked until the transaction ends. */
export async function lockEnquiries(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(inArray(enquiries.id, [...ids]))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Up to `limit` enquiries closed at or before `cutoff`, the longest closed first, locked; one
 * that a member is saving at this moment is left for the next run.
 */
export async function lockClosedBefore(
  db: Database,
  cutoff: Date,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(
      and(lte(enquiries.closedAt, cutoff), inArray(enquiries.status, [...CLOSED_ENQUIRY_STATUSES])),
    )
    .orderBy(asc(enquiries.closedAt), asc(enquiries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

/** Which of these enquiries still exist. */
export async function existingEnquiries(db: Database, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(inArray(enquiries.id, [...ids]));
  return rows.map((row) => row.id);
}

export interface DescribedEnquiry {
  id: number;
  createdAt: Date;
  status: EnquiryStatus;
  propertyId: number | null;
  propertyTitle: string | null;
}

/** When and about what these enquiries came, newest first, at most `limit`. */
export async function describeEnquiries(
  db: Database,
  ids: readonly number[],
  limit: number,
): Promise<DescribedEnquiry[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: enquiries.id,
      createdAt: enquiries.createdAt,
      status: enquiries.status,
      propertyId: enquiries.propertyId,
      propertyTitle: properties.title,
    })
    .from(enquiries)
    .leftJoin(properties, eq(properties.id, enquiries.propertyId))
    .where(inArray(enquiries.id, [...ids]))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit);
}

export async function listNoteIds(db: Database, enquiryIds: readonly number[]): Promise<number[]> {
  if (enquiryIds.length === 0) return [];
  const rows = await db
    .select({ id: enquiryNotes.id })
    .from(enquiryNotes)
    .where(inArray(enquiryNotes.enquiryId, [...enquiryIds]));
  return rows.map((row) => row.id);
}

/** The audit entries about these enquiries and these notes. */
function entriesAbout(enquiryIds: readonly number[], noteIds: readonly number[]) {
  return or(
    and(eq(auditLog.entity, 'enquiry'), inArray(auditLog.entityId, [...enquiryIds])),
    noteIds.length > 0
      ? and(eq(auditLog.entity, 'enquiry_note'), inArray(auditLog.entityId, [...noteIds]))
      : undefined,
  );
}

/** How much the database holds about these enquiries (which must be some), kind by kind. */
export async function countHeld(
  db: Database,
  enquiryIds: readonly number[],
  noteIds: readonly number[],
): Promise<{ enquiries: number; enquiryNotes: number; auditEntries: number; mails: number }> {
  // One after the other: `db` may be a transaction, whose one connection takes one at a time.
  const [entries] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(entriesAbout(enquiryIds, noteIds));
  const [mails] = await db
    .select({ n: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.enquiryId, [...enquiryIds]));
  return {
    enquiries: enquiryIds.length,
    enquiryNotes: noteIds.length,
    auditEntries: entries?.n ?? 0,
    mails: mails?.n ?? 0,
  };
}

/**
 * Deletes the enquiries; their notes and their unsent mail go with them (foreign keys with
 * ON DELETE CASCADE). With an actor set, the audit trail records each deletion, values and all:
 * eraseAuditValues, in the same transaction, erases them.
 */
export async function deleteEnquiries(db: Database, ids: readonly number[]): Promise<void> {
  await db.delete(enquiries).where(inArray(enquiries.id, [...ids]));
}

/** Replaces the personal values of the entries about these enquiries and notes with "(erased)". */
export async function eraseAuditValues(
  db: Database,
  enquiryIds: readonly number[],
  noteIds: readonly number[],
): Promise<void> {
  const erased = (entity: keyof typeof PERSONAL_FIELDS) =>
    sql`audit_erased(${auditLog.changes}, ARRAY[${sql.join(
      PERSONAL_FIELDS[entity].map((field) => sql`${field}`),
      sql`, `,
    )}]::text[])`;
  await db
    .update(auditLog)
    .set({ changes: erased('enquiry') })
    .where(and(eq(auditLog.entity, 'enquiry'), inArray(auditLog.entityId, [...enquiryIds])));
  if (noteIds.length === 0) return;
  await db
    .update(auditLog)
    .set({ changes: erased('enquiry_note') })
    .where(and(eq(auditLog.entity, 'enquiry_note'), inArray(auditLog.entityId, [...noteIds])));
}

/** The trail's entry for an erasure: what was erased, counted; never whose it was. */
export async function insertErasureEntry(
  db: Database,
  actor: Actor,
  changes: Record<string, string | number>,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: 'erased',
    entity: 'personal_data',
    changes: Object.fromEntries(
      Object.entries(changes).map(([field, value]) => [field, [null, value]]),
    ),
  });
}
