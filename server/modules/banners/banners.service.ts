import type { FastifyBaseLogger } from 'fastify';
import { type Banner, type BannerKind, bannerMessages } from '../../../contract/banners';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import {
  type MediaKind,
  type PreparedImage,
  prepareImage,
  removeStoredImage,
  writePreparedImage,
} from '../../media/image-pipeline';
import type { Media } from '../../media/storage';
import { countImageUpload } from '../../observability/metrics';
import { type Actor, asActor } from '../audit/actor';
import * as repo from './banners.repo';

/** The URL segment under /api/properties and the media folder of each kind. */
export const BANNER_PATHS = {
  hero: 'hero-banners',
  offer: 'offer-banners',
} as const satisfies Record<BannerKind, MediaKind>;

export interface BannersDeps {
  db: Database;
  media: Media;
  /** Where a failed clean-up of files is reported; without it the failure is thrown. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

function toBanner(row: repo.BannerRow): Banner {
  return {
    id: row.id,
    image: row.image,
    created_at: row.createdAt.toISOString(),
    width: row.width,
    height: row.height,
    variants: row.variants,
  };
}

export function createBannersService({ db, media, log }: BannersDeps) {
  /** Files without a row are garbage, not a broken page: report them rather than fail on them. */
  async function removeFiles(imageUrl: string): Promise<void> {
    try {
      await removeStoredImage(media, imageUrl);
    } catch (error) {
      if (!log) throw error;
      log.warn({ err: error, imageUrl }, 'could not remove the files of a banner');
    }
  }

  /** Writes the files, then the row; if the row cannot be written the files go too. */
  async function addPrepared(
    kind: BannerKind,
    prepared: PreparedImage,
    actor: Actor | null,
  ): Promise<Banner> {
    const stored = await writePreparedImage(media, BANNER_PATHS[kind], prepared);
    let row: repo.BannerRow;
    try {
      row = await asActor(db, actor, (tx) => repo.insertBanner(tx, kind, stored));
    } catch (error) {
      // The insert's error is the one to report; a failed clean-up is logged when it can be.
      await removeFiles(stored.image).catch(() => {});
      throw error;
    }
    return toBanner(row);
  }

  return {
    /** Newest first. */
    async listBanners(kind: BannerKind): Promise<Banner[]> {
      return (await repo.listBanners(db, kind)).map(toBanner);
    },

    /**
     * Checks and renders the upload before anything is written, then writes the files, then the
     * row; if the row cannot be written the files go too, so a failure leaves nothing behind.
     */
    async createBanner(kind: BannerKind, upload: Buffer | string, actor: Actor): Promise<Banner> {
      return addPrepared(kind, await countImageUpload(prepareImage(upload)), actor);
    },

    /**
     * Adds a banner from an image the pipeline has already prepared in memory (the demo
     * catalogue's, demo/): its files, then its row, with the same clean-up as an upload.
     */
    addPreparedBanner: (kind: BannerKind, prepared: PreparedImage): Promise<Banner> =>
      addPrepared(kind, prepared, null),

    /** Deletes the row first: once it is gone no page links the files, which are removed next. */
    async deleteBanner(kind: BannerKind, id: number, actor: Actor): Promise<void> {
      const row = await asActor(db, actor, (tx) => repo.deleteBanner(tx, kind, id));
      if (!row) throw AppError.notFound(bannerMessages.notFound);
      await removeFiles(row.image);
    },
  };
}

export type BannersService = ReturnType<typeof createBannersService>;
