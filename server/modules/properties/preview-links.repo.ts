import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { previewLinks, properties } from '../../db/schema';

/** SQL of preview links (contract/listing-preview.ts). */

/** Stores a link; false when the listing no longer exists (nothing is stored then). */
export async function insertPreviewLink(
  db: Database,
  link: { propertyId: number; tokenHash: string; createdBy: number | null; expiresAt: Date },
): Promise<boolean> {
  const [listing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, link.propertyId))
    .for('share');
  if (!listing) return false;
  await db.insert(previewLinks).values(link);
  return true;
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
