import { Outlet } from 'react-router';

import { common } from '../../i18n/ml/common';
import { site } from '../../i18n/ml/site';
import type { LanguageHandle } from '../../i18n/messages';

/**
 * The Malayalam pages, under /ml. A layout with no markup of its own: it carries the Malayalam
 * catalogue in its `handle`, so only Malayalam pages load it (docs/decisions/014).
 */
export const handle: LanguageHandle = { i18n: { language: 'ml', messages: { site, common } } };

export default function MalayalamPages() {
  return <Outlet />;
}
