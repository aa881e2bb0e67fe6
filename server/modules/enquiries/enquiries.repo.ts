import { and, asc, desc, eq, gte, isNull, lt, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { CLOSED_ENQUIRY_STATUSES } from '../../../contract/enquiries';
import type { EnquiryStatus } from '../../../contract/agency';
import type { Database } from '../../db/client';
import { adminUsers, enquiries, enquiryNotes, properties } from '../../db/schema';

/** SQL for visitor enquiries and the team's work on them. */

export type EnquiryRow = typeof enquiries.$inferSelect & {
  propertyTitle: string | null;
  assigneeName: string | null;
  notesCount: number;
};
export type NewEnquiry = typeof enquiries.$inferInsert;
export type EnquiryNoteRow = typeof enquiryNotes.$inferSelect;

/** What the list and the export filter on, as the service resolved it (times, not days). */
export interface EnquiryCriteria {
  status?: EnquiryStatus | undefined;
  /** An admin's id, or null for enquiries nobody has. */
  assignedTo?: number | null | undefined;
  propertyId?: number | undefined;
  q?: string | undefined;
  createdFrom?: Date | undefined;
  createdBefore?: Date | undefined;
  /** Follow-ups due on or before this day (YYYY-MM-DD), on enquiries still open. */
  dueBy?: string | undefined;
}

export async function insertEnquiry(db: Database, values: NewEnquiry): Promise<number> {
  const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
  if (!row) throw new Error('insert into enquiries returned no row');
  return row.id;
}

/** `%`, `_` and `\` are LIKE's own: a search for them finds them as they are. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function whereOf(criteria: EnquiryCriteria): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (criteria.status) conditions.push(eq(enquiries.status, criteria.status));
  if (criteria.assignedTo === null) conditions.push(isNull(enquiries.assignedTo));
  else if (criteria.assignedTo !== undefined) {
    conditions.push(eq(enquiries.assignedTo, criteria.assignedTo));
  }
  if (criteria.propertyId !== undefined) {
    conditions.push(eq(enquiries.propertyId, criteria.propertyId));
  }
  if (criteria.createdFrom) conditions.push(gte(enquiries.createdAt, criteria.createdFrom));
  if (criteria.createdBefore) conditions.push(lt(enquiries.createdAt, criteria.createdBefore));
  if (criteria.dueBy) {
    conditions.push(
      lte(enquiries.followUpOn, criteria.dueBy),
      notInArray(enquiries.status, [...CLOSED_ENQUIRY_STATUSES]),
    );
  }
  if (criteria.q) {
    const pattern = likePattern(criteria.q);
    const matches = [
      sql`${enquiries.name} ilike ${pattern}`,
      sql`${enquiries.email} ilike ${pattern}`,
    ];
    // A phone number is found by its digits, however it was typed ('+91 98460 12345').
    const digits = criteria.q.replace(/\D/g, '');
    if (digits.length >= 3) {
      matches.push(
        sql`regexp_replace(${enquiries.phoneNumber}, '\\D', '', 'g') like ${likePattern(digits)}`,
      );
    }
    conditions.push(sql`(${sql.join(matches, sql` or `)})`);
  }
  return and(...conditions);
}

const notesCount = sql<number>`(select count(*)::int from ${enquiryNotes} where ${enquiryNotes.enquiryId} = ${enquiries.id})`;

function selectEnquiries(db: Database) {
  return db
    .select({
      enquiry: enquiries,
      propertyTitle: properties.title,
      assigneeName: sql<
        string | null
      >`coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email})`,
      notesCount,
    })
    .from(enquiries)
    .leftJoin(properties, eq(properties.id, enquiries.propertyId))
    .leftJoin(adminUsers, eq(adminUsers.id, enquiries.assignedTo));
}

type SelectedRow = Awaited<ReturnType<ReturnType<typeof selectEnquiries>['execute']>>[number];

const toRow = (row: SelectedRow): EnquiryRow => ({
  ...row.enquiry,
  propertyTitle: row.propertyTitle,
  assigneeName: row.assigneeName,
  notesCount: row.notesCount,
});

/** Newest first; without a limit, every match (the export). */
export async function listEnquiries(
  db: Database,
  criteria: EnquiryCriteria,
  page?: { limit: number; offset: number },
): Promise<EnquiryRow[]> {
  const query = selectEnquiries(db)
    .where(whereOf(criteria))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(toRow);
}

export async function countEnquiries(
  db: Database,
  criteria: EnquiryCriteria = {},
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(whereOf(criteria));
  return row?.n ?? 0;
}

export async function findEnquiry(db: Database, id: number): Promise<EnquiryRow | null> {
  const [row] = await selectEnquiries(db).where(eq(enquiries.id, id));
  return row ? toRow(row) : null;
}

/** The enquiry's row, locked until the transaction ends: two saves at once are serialised. */
export async function lockEnquiry(
  db: Database,
  id: number,
): Promise<typeof enquiries.$inferSelect | null> {
  const [row] = await db.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
  return row ?? null;
}

/**
 * Saves the team's changes. A status that closes the enquiry (won, lost, spam) sets `closed_at`
 * unless it was closed already (won, then lost: closed since it was won); one that opens it
 * again clears it. Retention counts from there (server/modules/privacy).
 */
export async function updateEnquiry(
  db: Database,
  id: number,
  values: Partial<Pick<NewEnquiry, 'status' | 'assignedTo' | 'followUpOn'>>,
): Promise<void> {
  const closing =
    values.status === undefined
      ? {}
      : {
          closedAt: CLOSED_ENQUIRY_STATUSES.includes(values.status)
            ? sql`coalesce(${enquiries.closedAt}, now())`
            : null,
        };
  await db
    .update(enquiries)
    .set({ ...values, ...closing, updatedAt: sql`now()` })
    .where(eq(enquiries.id, id));
}

export async function listNotes(db: Database, enquiryId: number): Promise<EnquiryNoteRow[]> {
  return db
    .select()
    .from(enquiryNotes)
    .where(eq(enquiryNotes.enquiryId, enquiryId))
    .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id));
}

export async function insertNote(
  db: Database,
  values: typeof enquiryNotes.$inferInsert,
): Promise<EnquiryNoteRow> {
  const [row] = await db.insert(enquiryNotes).values(values).returning();
  if (!row) throw new Error('insert into enquiry_notes returned no row');
  return row;
}

/** Active team members, by name: who an enquiry can be assigned to. */
export async function listAssignees(
  db: Database,
): Promise<{ id: number; name: string; email: string }[]> {
  return db
    .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email })
    .from(adminUsers)
    .where(eq(adminUsers.isActive, true))
    .orderBy(
      sql`lower(coalesce(nullif(${adminUsers.name}, ''), ${adminUsers.email}))`,
      asc(adminUsers.id),
    );
}

export async function findActiveAssignee(
  db: Database,
  id: number,
): Promise<{ id: number; name: string; email: string } | null> {
  const rows = await db
    .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email })
    .from(adminUsers)
    .where(and(eq(adminUsers.id, id), eq(adminUsers.isActive, true)));
  return rows[0] ?? null;
}

/** The listing an enquiry is about, when the public may see it (anything but a draft). */
export async function findEnquirableListing(
  db: Database,
  id: number,
): Promise<{ id: number; title: string } | null> {
  const [row] = await db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(sql`${properties.id} = ${id} and ${properties.status} <> 'draft'`);
  return row ?? null;
}
