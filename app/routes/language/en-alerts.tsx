import { Outlet } from 'react-router';

import { alerts } from '../../i18n/en/alerts';
import type { TextsHandle } from '../../i18n/messages';

/** The English texts of the saved searches' pages (issue 36): loaded with those pages only (docs/decisions/014). */
export const handle: TextsHandle = { texts: { alerts } };

export default function EnglishAlertsTexts() {
  return <Outlet />;
}
