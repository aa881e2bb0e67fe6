import { z } from 'zod';
import { imageVariant } from './properties';

/** Hero and offer banners (SPEC section 3): an image with its renditions, newest first. */
export const BANNER_KINDS = ['hero', 'offer'] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

export const bannerMessages = {
  imageRequired: 'Image is required',
  notFound: 'Banner not found.',
} as const;

export const banner = z.object({
  id: z.number().int(),
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariant),
  created_at: z.string(),
});
export type Banner = z.infer<typeof banner>;
