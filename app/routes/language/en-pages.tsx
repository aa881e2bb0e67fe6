import { Outlet } from 'react-router';

import { pages } from '../../i18n/en/pages';
import type { TextsHandle } from '../../i18n/messages';

/** The English texts of the contact, about, privacy and sitemap pages: loaded with those pages only (docs/decisions/014). */
export const handle: TextsHandle = { texts: { pages } };

export default function EnglishPagesTexts() {
  return <Outlet />;
}
