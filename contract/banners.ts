import type { z } from 'zod';
import { propertyImage } from './properties';

/** Hero and offer banners (product.md section 3): an image with its renditions, newest first. */
export const BANNER_KINDS = ['hero', 'offer'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

export const bannerMessages = {
  imageRequired: 'Image is required',
  notFound: 'Banner not found.',
} as const;

/** A banner is a stored image like a listing's: `{id, image, width, height, variants, created_at}`. */
export const banner = propertyImage;
export type Banner = z.infer<typeof banner>;
