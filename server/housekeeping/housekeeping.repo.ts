import { and, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  authTokens,
  invitations,
  passwordResetCodes,
  previewLinks,
  rateLimitBuckets,
} from '../db/schema';
import { LISTING_NEWS_DAYS } from '../../contract/alerts';
import { trimNews } from '../modules/alerts/alerts.repo';
import { trimCatalogueChanges } from '../modules/properties/catalogue.repo';

/** SQL of the housekeeping (server/housekeeping/housekeeping.ts): rows that are worth nothing now. */

export interface SweptRows {
  /** Sign-in tokens past their expiry (they no longer sign anyone in). */
  tokens: number;
  /** Password-reset codes used, burned by wrong tries, or expired. */
  resetCodes: number;
  /** Rate-limit windows that have ended. */
  rateLimitWindows: number;
  /** Preview links past their expiry. */
  previewLinks: number;
  /** Invitations never accepted whose link expired over `invitationGraceDays` ago. */
  invitations: number;
  /** Rows of the catalogue's change log older than CHANGE_LOG_KEPT_MS (migration 0021). */
  catalogueChanges: number;
  /** Listing news for saved searches older than LISTING_NEWS_DAYS (migration 0023). */
  listingNews: number;
}

/**
 * How long the catalogue's change log is kept: an instance that has not caught up for longer
 * (stopped, cut off from the database) builds its search index again instead.
 */
export const CHANGE_LOG_KEPT_MS = 24 * 60 * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;

async function deleted(rows: Promise<unknown[]>): Promise<number> {
  return (await rows).length;
}

/**
 * Deletes what has expired at `now`. Each table on its own statement: a failure in one leaves the
 * others swept. An invitation stays a while past its expiry, because the team screen shows it as
 * expired with "invite again"; an accepted one is the member's record and stays.
 */
export async function sweepExpiredRows(
  db: Database,
  now: Date,
  invitationGraceDays: number,
): Promise<SweptRows> {
  const invitationCutoff = new Date(now.getTime() - invitationGraceDays * 24 * 60 * 60 * 1000);
  return {
    tokens: await deleted(
      db.delete(authTokens).where(lte(authTokens.expiresAt, now)).returning({ id: authTokens.id }),
    ),
    resetCodes: await deleted(
      db
        .delete(passwordResetCodes)
        .where(or(isNotNull(passwordResetCodes.usedAt), lte(passwordResetCodes.expiresAt, now)))
        .returning({ id: passwordResetCodes.id }),
    ),
    rateLimitWindows: await deleted(
      db
        .delete(rateLimitBuckets)
        .where(lte(rateLimitBuckets.resetAt, now))
        .returning({ key: rateLimitBuckets.key }),
    ),
    previewLinks: await deleted(
      db
        .delete(previewLinks)
        .where(lte(previewLinks.expiresAt, now))
        .returning({ id: previewLinks.id }),
    ),
    invitations: await deleted(
      db
        .delete(invitations)
        .where(and(isNull(invitations.acceptedAt), lte(invitations.expiresAt, invitationCutoff)))
        .returning({ id: invitations.id }),
    ),
    catalogueChanges: await trimCatalogueChanges(db, new Date(now.getTime() - CHANGE_LOG_KEPT_MS)),
    listingNews: await trimNews(db, new Date(now.getTime() - LISTING_NEWS_DAYS * DAY_MS)),
  };
}
