import { Outlet } from 'react-router';

import { detail } from '../../i18n/ml/detail';
import type { TextsHandle } from '../../i18n/messages';

/** The Malayalam texts of a listing's page: loaded with those pages only (docs/decisions/014). */
export const handle: TextsHandle = { texts: { detail } };

export default function MalayalamDetailTexts() {
  return <Outlet />;
}
