import {
  PREVIEW_LINK_DAYS,
  PREVIEW_TOKEN_PATTERN,
  previewPath,
} from '../../../contract/listing-preview';
import type { Property } from '../../../contract/properties';
import { propertyMessages } from '../../../contract/property-messages';
import type { PreviewLinkAnswer } from '../../../contract/property-write';
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
      const token = generateToken();
      const expiresAt = new Date(now().getTime() + PREVIEW_LINK_DAYS * DAY_MS);
      const stored = await asActor(db, actor, (tx) =>
        repo.insertPreviewLink(tx, {
          propertyId: id,
          tokenHash: hashToken(token),
          createdBy: actor.id,
          expiresAt,
        }),
      );
      if (!stored) throw AppError.notFound(propertyMessages.notFound);
      return {
        url: `${publicUrl}${previewPath(id, token, 'en')}`,
        url_ml: `${publicUrl}${previewPath(id, token, 'ml')}`,
        expires_at: expiresAt.toISOString(),
      };
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
