import { Outlet } from 'react-router';

import { alerts } from '../../i18n/ml/alerts';
import type { TextsHandle } from '../../i18n/messages';

/** The Malayalam texts of the saved searches' pages (issue 36): loaded with those pages only (docs/decisions/014). */
export const handle: TextsHandle = { texts: { alerts } };

export default function MalayalamAlertsTexts() {
  return <Outlet />;
}
