import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../contract/audit';
import type { Database } from '../../db/client';
import {
  adminUsers,
  auditLog,
  heroBanners,
  type ImageVariant,
  offerBanners,
  propertyImages,
} from '../../db/schema';

/** SQL for the audit trail; the triggers of migration 0009 write it. */

export type AuditRow = typeof auditLog.$inferSelect;

function conditions(query: AuditQuery): SQL | undefined {
  const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
  return and(
    query.actor !== undefined ? eq(auditLog.actorId, query.actor) : undefined,
    query.property !== undefined ? eq(auditLog.propertyId, query.property) : undefined,
    query.entity !== undefined ? eq(auditLog.entity, query.entity) : undefined,
    query.from !== undefined ? gte(auditLog.at, new Date(`${query.from}T00:00:00Z`)) : undefined,
    query.to !== undefined ? lt(auditLog.at, nextDay(query.to)) : undefined,
  );
}

/** A page of entries, newest first, with how many match. */
export async function listAudit(
  db: Database,
  query: AuditQuery,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; count: number }> {
  const where = conditions(query);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, count: counted?.n ?? 0 };
}

/** Every entry, for the unfiltered total. */
export async function countAudit(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog);
  return row?.n ?? 0;
}

/** Everyone the trail names, with the address of their latest entry. */
export async function listActors(db: Database): Promise<{ id: number; email: string }[]> {
  const rows = await db
    .selectDistinctOn([auditLog.actorId], { id: auditLog.actorId, email: auditLog.actorEmail })
    .from(auditLog)
    .where(isNotNull(auditLog.actorId))
    .orderBy(asc(auditLog.actorId), desc(auditLog.at));
  return rows
    .flatMap((row) => (row.id === null ? [] : [{ id: row.id, email: row.email }]))
    .sort((a, b) => a.email.localeCompare(b.email));
}

/** Team members by id, as the back office names them: their name, or their e-mail without one. */
export async function findMemberNames(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: adminUsers.id, name: adminUsers.name, email: adminUsers.email })
    .from(adminUsers)
    .where(inArray(adminUsers.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.name.trim() || row.email]));
}

export interface StoredImage {
  image: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

const IMAGE_TABLES = {
  property_image: propertyImages,
  hero_banner: heroBanners,
  offer_banner: offerBanners,
} as const;

/** The images of these ids still stored in a table of images (a listing's photos, banners). */
export async function findImages(
  db: Database,
  entity: keyof typeof IMAGE_TABLES,
  ids: readonly number[],
): Promise<Map<number, StoredImage>> {
  if (ids.length === 0) return new Map();
  const table = IMAGE_TABLES[entity];
  const rows = await db
    .select({
      id: table.id,
      image: table.image,
      width: table.width,
      height: table.height,
      variants: table.variants,
    })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Map(rows.map(({ id, ...image }) => [id, image]));
}
