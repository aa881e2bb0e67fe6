import { useRef } from 'react';

import { useI18n } from '../../i18n/i18n';
import { useScrollEdges } from '../../lib/use-scroll-edges';
import type { FilterChip } from '../../lib/filter-chips';
import { SiteLink } from '../site-link';

/**
 * The active filters above the results (issue 33, item 3): each chip a link to the same search
 * without it, so one tap removes it, with or without the page's script; 'Clear all' when there
 * are two or more. Its looks: `.filter-chips` in app/styles/listing.css.
 */
export function FilterChips({ chips, clearHref }: { chips: FilterChip[]; clearHref: string }) {
  const texts = useI18n().m.listing.chips;
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: it fades where more chips are (issue 33, item 3).
  const more = useScrollEdges(list, chips.map((chip) => chip.key).join(' '));
  if (chips.length === 0) return null;
  return (
    <ul
      ref={list}
      aria-label={texts.label}
      className="filter-chips edge-fade"
      data-more={more ?? undefined}
    >
      {chips.map((chip) => (
        <li key={chip.key}>
          <SiteLink
            to={`/property-listing${chip.search}`}
            preventScrollReset
            // Its words first, then what a tap does: 'For Sale, remove'.
            aria-label={`${chip.label}${texts.remove}`}
          >
            {chip.label}
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M6 6l12 12M18 6 6 18"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </SiteLink>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <SiteLink to={clearHref} preventScrollReset className="chips-clear">
            {texts.clearAll}
          </SiteLink>
        </li>
      )}
    </ul>
  );
}
