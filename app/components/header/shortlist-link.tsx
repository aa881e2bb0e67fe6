import { formatListingIds } from '../../../contract/listing-ids';
import { useI18n } from '../../i18n/i18n';
import { shortlist, useSavedIds } from '../../lib/saved-listings';
import { HeartIcon } from '../saved-buttons';
import { SiteLink } from '../site-link';

/**
 * The shortlist in the header, on every screen size: a heart with the number saved. The server
 * renders it without a count (the list is in the browser); the count's badge sits over the
 * heart's corner, so its arrival moves nothing. With ids, the link opens the rendered list
 * directly.
 */
export function ShortlistLink() {
  const nav = useI18n().m.site.nav;
  const ids = useSavedIds(shortlist);
  const to = ids.length > 0 ? `/shortlist?ids=${formatListingIds(ids)}` : '/shortlist';
  return (
    <SiteLink to={to} className="shortlist-link" title={nav.shortlist}>
      <HeartIcon />
      <span className="sr-only">
        {ids.length > 0 ? `${nav.shortlist}, ${nav.shortlistCount(ids.length)}` : nav.shortlist}
      </span>
      {ids.length > 0 && (
        <span className="shortlist-count" aria-hidden="true">
          {ids.length}
        </span>
      )}
    </SiteLink>
  );
}
