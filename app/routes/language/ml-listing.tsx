import { Outlet } from 'react-router';

import { listing } from '../../i18n/ml/listing';
import type { TextsHandle } from '../../i18n/messages';

/** The Malayalam texts of the listing page and its cards: loaded with those pages only (docs/decisions/014). */
export const handle: TextsHandle = { texts: { listing } };

export default function MalayalamListingTexts() {
  return <Outlet />;
}
