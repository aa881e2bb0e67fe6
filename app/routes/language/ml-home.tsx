import { Outlet } from 'react-router';

import { home } from '../../i18n/ml/home';
import type { TextsHandle } from '../../i18n/messages';

/** The Malayalam texts of the home page: loaded with those pages only (docs/decisions/014). */
export const handle: TextsHandle = { texts: { home } };

export default function MalayalamHomeTexts() {
  return <Outlet />;
}
