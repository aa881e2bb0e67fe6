import { Outlet } from 'react-router';

import { shortlist } from '../../i18n/en/shortlist';
import type { TextsHandle } from '../../i18n/messages';

/** The English texts of the shortlist and compare pages: loaded with those pages only (docs/decisions/014). */
export const handle: TextsHandle = { texts: { shortlist } };

export default function EnglishShortlistTexts() {
  return <Outlet />;
}
