import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enquiries, properties } from '../../db/schema';

/** SQL for visitor enquiries. */

export type EnquiryRow = typeof enquiries.$inferSelect & { propertyTitle: string | null };
export type NewEnquiry = typeof enquiries.$inferInsert;

export async function insertEnquiry(db: Database, values: NewEnquiry): Promise<number> {
  const [row] = await db.insert(enquiries).values(values).returning({ id: enquiries.id });
  if (!row) throw new Error('insert into enquiries returned no row');
  return row.id;
}

export async function listEnquiries(
  db: Database,
  limit: number,
  offset: number,
): Promise<EnquiryRow[]> {
  const rows = await db
    .select({ enquiry: enquiries, propertyTitle: properties.title })
    .from(enquiries)
    .leftJoin(properties, eq(properties.id, enquiries.propertyId))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({ ...row.enquiry, propertyTitle: row.propertyTitle }));
}

export async function countEnquiries(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(enquiries);
  return row?.n ?? 0;
}

export async function deleteEnquiry(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(enquiries)
    .where(eq(enquiries.id, id))
    .returning({ id: enquiries.id });
  return rows.length === 1;
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
