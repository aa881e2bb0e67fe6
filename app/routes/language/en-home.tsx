import { Outlet } from 'react-router';

import { home } from '../../i18n/en/home';
import type { TextsHandle } from '../../i18n/messages';

/** The English texts of the home page: loaded with those pages only (docs/decisions/014). */
export const handle: TextsHandle = { texts: { home } };

export default function EnglishHomeTexts() {
  return <Outlet />;
}
