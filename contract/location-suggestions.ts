/**
 * The location suggestions of the listing page's search box (product.md sections 2 and 9), zod-free
 * so the public page can import them; the API's schema is in contract/reference.ts.
 */

/** At most 5 suggestions, asked for once 2 characters are typed. */
export const LOCATION_SUGGESTIONS_MAX = 5;
export const LOCATION_SUGGESTIONS_MIN_CHARS = 2;
/** Longer text is refused (400): no place name is anywhere near this long. */
export const LOCATION_QUERY_MAX_CHARS = 100;
