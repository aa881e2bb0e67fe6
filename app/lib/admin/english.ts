import { common } from '../../i18n/en/common';

/**
 * The back office is English only (docs/decisions/014): where it shares a helper with the public
 * pages that takes the page's language (prices, the location alerts), it passes this.
 */
export const ADMIN_LANGUAGE = { language: 'en', m: { common } } as const;
