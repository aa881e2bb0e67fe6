import { Outlet } from 'react-router';

import { pages } from '../../i18n/ml/pages';
import type { TextsHandle } from '../../i18n/messages';

/** The Malayalam texts of the contact, about, privacy and sitemap pages: loaded with those pages only (docs/decisions/014). */
export const handle: TextsHandle = { texts: { pages } };

export default function MalayalamPagesTexts() {
  return <Outlet />;
}
