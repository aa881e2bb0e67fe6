import type { BannerKind } from '../../../../contract/banners';

/** The two banner lists of product.md section 2 and where the API keeps them. */
export const BANNER_SECTIONS: Record<
  BannerKind,
  { path: string; title: string; singular: string; description: string; empty: string }
> = {
  hero: {
    path: 'hero-banners',
    title: 'Hero Banners',
    singular: 'Hero banner',
    description: 'The newest one is the home page’s large opening picture.',
    empty: 'No hero banners. The home page shows its built-in picture.',
  },
  offer: {
    path: 'offer-banners',
    title: 'Offer Banners',
    singular: 'Offer banner',
    description: 'The newest one illustrates the offer panel under the search.',
    empty: 'No offer banners. The offer panel shows its built-in picture.',
  },
};
