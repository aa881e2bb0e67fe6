import { useLocation } from 'react-router';

import { COMPARE_MIN, formatListingIds } from '../../contract/listing-ids';
import { pathWithoutLanguage } from '../../contract/languages';
import { useI18n } from '../i18n/i18n';
import { compareSelection, useSavedIds } from '../lib/saved-listings';
import { SiteLink } from './site-link';

/**
 * The listings picked on cards to compare, at the foot of the screen while there are any (not on
 * the comparison itself): how many, and the way to the comparison. Nothing on the server: the
 * picks live in the browser. Its looks: `.compare-bar` in app/styles/shortlist.css.
 */
export function CompareBar() {
  const texts = useI18n().m.common.saved;
  const picked = useSavedIds(compareSelection);
  const { pathname } = useLocation();
  // Not on the comparison, nor on the shortlist (which has its own ticks to compare).
  const page = pathWithoutLanguage(pathname);
  if (picked.length === 0 || page === '/compare' || page === '/shortlist') return null;
  // Oldest pick first: the columns keep the order they were picked in.
  const ids = formatListingIds([...picked].reverse());
  return (
    <aside aria-label={texts.bar} className="compare-bar">
      <p>
        <strong>{texts.picked(picked.length, compareSelection.max)}</strong>
        {picked.length < COMPARE_MIN && <span>{texts.pickAnother}</span>}
      </p>
      <div>
        <button
          type="button"
          className="compare-bar-clear"
          onClick={() => compareSelection.clear()}
        >
          {texts.clear}
        </button>
        {picked.length >= COMPARE_MIN && (
          <SiteLink to={`/compare?ids=${ids}`} className="compare-bar-go">
            {texts.compareNow}
          </SiteLink>
        )}
      </div>
    </aside>
  );
}
