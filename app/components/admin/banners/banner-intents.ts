import { z } from 'zod';

import { BANNER_KINDS, type BannerKind } from '../../../../contract/banners';

/**
 * What the Banners screen submits to its route's `clientAction`: a new banner (POST, multipart:
 * `kind` and `image`) and a delete (DELETE, JSON).
 */
export const bannerKind = z.enum(BANNER_KINDS);

export const bannerDelete = z.object({ kind: bannerKind, id: z.number().int().positive() });
export type BannerDelete = z.infer<typeof bannerDelete>;

/** What the action answers: the banner added, or why not; whether the delete went through. */
export type BannerResult =
  | { intent: 'add'; error: string | null }
  | { intent: 'delete'; kind: BannerKind; isDeleted: boolean };
