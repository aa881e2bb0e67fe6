import {
  PREVIEW_LINK_DAYS,
  PREVIEW_TOKEN_PATTERN,
  previewPath,
} from '../../../contract/listing-preview';
import type { Property } from '../../../contract/properties';
import { propertyMessages } from '../../../contract/property-messages';
import {
  type LivePreviewLink,
  type PreviewLinkAnswer,
  previewLinkMessages,
} from '../../../contract/property-write';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { parseJsonBytes } from '../../lib/json-bytes';
import { generateToken, hashToken } from '../accounts/passwords';
import { type Actor, asActor } from '../audit/actor';
import type { PropertiesService } from './properties.service';
import * as repo from './preview-links.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Preview links (issue 15, item 8): the back office makes one for a listing, and whoever holds it
 * sees the listing's public page, draft or not, until it expires. Only the token's hash is kept.
 * Owners see a listing's live links and revoke them (issue 32, item 3); a link also ends with its
 * maker's power (demoted, deactivated or deleted: migration 0014's trigger). The page asks the
 * database for the link on every request and is never cached, so an ended link answers 404 at
 * once, on every instance.
 */
export function createPreviewLinksService(deps: {
  db: Database;
  properties: PropertiesService;
  publicUrl: string;
  now?: () => Date;
}) {
  const { db, properties, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** A new link to listing `id`'s page, in both languages; 404 when there is no such listing. */
    async create(id: number, actor: Actor): Promise<PreviewLinkAnswer> {
      const makerId = actor.id;
      // A link ends with its maker: someone without an account cannot make one.
      if (makerId === null) throw new Error('a preview link needs a member to make it');
      const token = generateToken();
      const expiresAt = new Date(now().getTime() + PREVIEW_LINK_DAYS * DAY_MS);
      const linkId = await asActor(db, actor, (tx) =>
        repo.insertPreviewLink(tx, {
          propertyId: id,
          tokenHash: hashToken(token),
          createdBy: makerId,
          expiresAt,
        }),
      );
      if (linkId === null) throw AppError.notFound(propertyMessages.notFound);
      return {
        id: linkId,
        url: `${publicUrl}${previewPath(id, token, 'en')}`,
        url_ml: `${publicUrl}${previewPath(id, token, 'ml')}`,
        expires_at: expiresAt.toISOString(),
      };
    },

    /** Listing `id`'s links that still work, newest first; 404 when there is no such listing. */
    async listLive(id: number): Promise<LivePreviewLink[]> {
      const rows = await repo.listLiveLinks(db, id, now());
      if (rows.length === 0 && !(await repo.listingExists(db, id))) {
        throw AppError.notFound(propertyMessages.notFound);
      }
      return rows.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        expires_at: row.expiresAt.toISOString(),
        created_by: { id: row.makerId, name: row.makerName, email: row.makerEmail },
      }));
    },

    /**
     * Ends a live link of listing `id` at once (recorded as revoked in the audit trail); 404 for
     * an unknown listing, or a link that is not a live one of it.
     */
    async revoke(id: number, linkId: number, actor: Actor): Promise<void> {
      const isRevoked = await asActor(db, actor, (tx) =>
        repo.deleteLiveLink(tx, id, linkId, now()),
      );
      if (isRevoked) return;
      if (!(await repo.listingExists(db, id))) throw AppError.notFound(propertyMessages.notFound);
      throw AppError.notFound(previewLinkMessages.notFound);
    },

    /**
     * The listing a preview link opens, whatever its status, or null when the token is not a
     * live link to it (malformed, unknown, expired, or another listing's).
     */
    async find(id: number, token: string): Promise<{ property: Property; expiresAt: Date } | null> {
      if (!PREVIEW_TOKEN_PATTERN.test(token)) return null;
      const at = now();
      const expiresAt = await repo.previewLinkExpiry(db, id, hashToken(token), at);
      if (!expiresAt) return null;
      try {
        return { property: parseJsonBytes(await properties.get(id, { isAdmin: true })), expiresAt };
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    },
  };
}

export type PreviewLinksService = ReturnType<typeof createPreviewLinksService>;
