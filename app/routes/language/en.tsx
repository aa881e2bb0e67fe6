import { Outlet } from 'react-router';

import { common } from '../../i18n/en/common';
import { site } from '../../i18n/en/site';
import type { LanguageHandle } from '../../i18n/messages';

/**
 * The English pages, at the site's paths. A layout with no markup of its own: it carries the
 * English texts every page uses in its `handle` (the header, the footer, listings' words), so only
 * English pages load them; each page's own texts come with its own layout (en-*.tsx) (docs/decisions/014).
 */
export const handle: LanguageHandle = { i18n: { language: 'en', messages: { site, common } } };

export default function EnglishPages() {
  return <Outlet />;
}
