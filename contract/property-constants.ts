/**
 * Listing constants that carry no zod: the public pages import these, so the browser never
 * downloads the schemas (product.md sections 3, 5 and 9).
 */

export const PROPERTY_FOR = ['rent', 'sell'] as const;
export const OWNERSHIPS = ['management', 'direct_owner'] as const;
export const FURNISHINGS = ['unfurnished', 'semi_furnished', 'furnished'] as const;
export const PROPERTY_STATUSES = ['available', 'draft', 'sold', 'rented'] as const;
export const SORTS = ['newest', 'price-asc', 'price-desc', 'nearest'] as const;
/**
 * The API's own sort (issue 34, item 6): the latest price cut first. Read by the API's query
 * (listing-query.ts) only, so the pages' script does not carry it.
 */
export const REDUCED_SORT = 'reduced';

export type PropertyFor = (typeof PROPERTY_FOR)[number];
export type Ownership = (typeof OWNERSHIPS)[number];
export type Furnishing = (typeof FURNISHINGS)[number];
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];
export type PropertySort = (typeof SORTS)[number] | typeof REDUCED_SORT;

/** product.md section 9. */
export const MAX_ROOMS = 10;
export const DEFAULT_PROPERTY_FOR: PropertyFor = 'rent';
export const LISTING_PAGE_SIZE = 12;
export const MAX_NEARBY_PLACES = 30;
export const MAX_IMAGES_PER_LISTING = 30;
/** Characters of a listing's title and description, in English and in Malayalam alike. */
export const MAX_TITLE_CHARS = 200;
export const MAX_DESCRIPTION_CHARS = 10_000;

/**
 * Loose property-type matching (product.md section 5): each canonical type name with the words
 * people use for it. A category matches every type whose name or synonym it names.
 */
export const PROPERTY_TYPE_SYNONYMS: Record<string, readonly string[]> = {
  house: ['house', 'houses', 'home', 'homes', 'independent house', 'bungalow', 'residential'],
  apartment: ['apartment', 'apartments', 'flat', 'flats', 'residential'],
  villa: ['villa', 'villas', 'residential'],
  shop: ['shop', 'shops', 'showroom', 'commercial'],
  office: ['office', 'offices', 'office space', 'commercial'],
  'commercial building': ['commercial building', 'commercial buildings', 'building', 'commercial'],
  'industrial building': ['industrial building', 'warehouse', 'godown', 'factory', 'industrial'],
  land: ['land', 'lands', 'plot', 'plots'],
  'commercial land': ['commercial land', 'commercial plot', 'commercial'],
  'agriculture land': [
    'agriculture land',
    'agricultural land',
    'agriculture',
    'agricultural',
    'farm land',
    'farmland',
  ],
  'industrial land': ['industrial land', 'industrial plot', 'industrial'],
};
