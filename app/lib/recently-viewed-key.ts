/** The localStorage key of the recently viewed listings (recently-viewed.ts): alone, so that a
 * page can tell whether there are any without loading the store. */
export const RECENTLY_VIEWED_KEY = 'veedu.recently-viewed';
