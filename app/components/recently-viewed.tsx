import { lazy, Suspense, useSyncExternalStore } from 'react';

import { RECENTLY_VIEWED_KEY } from '../lib/recently-viewed-key';

/** The strip and its store: fetched only by a browser that has viewed listings. */
const RecentlyViewedStrip = lazy(() => import('./recently-viewed-strip'));

/** Whether this browser keeps any recently viewed listing (storage may be refused: none). */
function hasViewedListings(): boolean {
  try {
    return window.localStorage.getItem(RECENTLY_VIEWED_KEY) !== null;
  } catch {
    return false;
  }
}

const noSubscription = () => () => {};

/**
 * The recently viewed listings (recently-viewed-strip.tsx), on the home and listing pages. Its
 * code is not part of the page's first JavaScript: most visitors of a page have none to show, and
 * those who do see the strip only after hydration anyway, low on the page.
 */
export function RecentlyViewed() {
  const hasAny = useSyncExternalStore(noSubscription, hasViewedListings, () => false);
  if (!hasAny) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyViewedStrip />
    </Suspense>
  );
}
