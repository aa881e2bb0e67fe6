import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adminUsers, previewLinks, properties } from '../../db/schema';

/** SQL of preview links (contract/listing-preview.ts). */

/** Stores a link: its id, or null when the listing no longer exists (nothing is stored then). */
export async function insertPreviewLink(
  db: Database,
  link: { propertyId: number; tokenHash: string; createdBy: number; expiresAt: Date },
): Promise<number | null> {
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, link.propertyId))
    .for('share');
  if (!listing) return null;
  const [row] = await db.insert(previewLinks).values(link).returning({ id: previewLinks.id });
  if (!row) throw new Error('insert into preview_links returned no row');
  return row.id;
}

/** When the link of a token to listing `propertyId` expires, if it still works at `now`. */
export async function previewLinkExpiry(
  db: Database,
  propertyId: number,
  tokenHash: string,
  now: Date,
): Promise<Date | null> {
  const [link] = await db
    .select({ expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(
      and(
        eq(previewLinks.tokenHash, tokenHash),
        eq(previewLinks.propertyId, propertyId),
        gt(previewLinks.expiresAt, now),
      ),
    );
  return link?.expiresAt ?? null;
}

export interface LiveLinkRow {
  id: number;
  createdAt: Date;
  expiresAt: Date;
  makerId: number;
  makerName: string;
  makerEmail: string;
}

/** The links of a listing that still work at `now`, newest first, with who made each. */
export async function listLiveLinks(
  db: Database,
  propertyId: number,
  now: Date,
): Promise<LiveLinkRow[]> {
  return db
    .select({
      id: previewLinks.id,
      createdAt: previewLinks.createdAt,
      expiresAt: previewLinks.expiresAt,
      makerId: adminUsers.id,
      makerName: adminUsers.name,
      makerEmail: adminUsers.email,
    })
    .from(previewLinks)
    .innerJoin(adminUsers, eq(adminUsers.id, previewLinks.createdBy))
    .where(and(eq(previewLinks.propertyId, propertyId), gt(previewLinks.expiresAt, now)))
    .orderBy(desc(previewLinks.createdAt), desc(previewLinks.id));
}

/** Deletes a link of the listing that still works at `now`; false when there is none. */
export async function deleteLiveLink(
  db: Database,
  propertyId: number,
  linkId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(previewLinks)
    .where(
      and(
        eq(previewLinks.id, linkId),
        eq(previewLinks.propertyId, propertyId),
        gt(previewLinks.expiresAt, now),
      ),
    )
    .returning({ id: previewLinks.id });
  return rows.length === 1;
}

export async function listingExists(db: Database, propertyId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row !== undefined;
}
