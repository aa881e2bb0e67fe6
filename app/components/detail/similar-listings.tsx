import { useId } from 'react';

import { useI18n } from '../../i18n/i18n';
import { type CardListing, PropertyCard } from '../property-card';
import { SiteLink } from '../site-link';
import { StrokeIcon } from '../stroke-icon';

/**
 * Listings like the one on the page (issue 14, item 4), under its details: the listing page's
 * cards in their compact form (photo, price, title, place and size: under half a full card's
 * markup, 9.7 KB for six where full cards were 20.1 KB), in a row that scrolls sideways on phones
 * and tablets and a grid of three from 1024 px.
 * Rendered on the server with the page, its photos lazy (they are below the fold), so nothing
 * moves when it hydrates. Not rendered when there are none. Its looks: `.similar*` in
 * app/styles/detail.css.
 */
export function SimilarListings({
  listings,
  seeAllSearch,
}: {
  listings: CardListing[];
  /** The listing page's query for the same purpose, type and district: '?type=buy&…'. */
  seeAllSearch: string;
}) {
  const { m } = useI18n();
  const texts = m.detail.similar;
  const headingId = useId();
  if (listings.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="similar">
      <div className="similar-head">
        <div>
          <h2 id={headingId}>{texts.heading}</h2>
          <p>{texts.intro}</p>
        </div>
        <SiteLink to={`/property-listing${seeAllSearch}`} className="similar-all">
          {texts.seeAll}
          <StrokeIcon>
            <path d="M5 12h14m-5-5 5 5-5 5" />
          </StrokeIcon>
        </SiteLink>
      </div>
      <ul className="similar-track">
        {listings.map((listing) => (
          <li key={listing.id}>
            <PropertyCard listing={listing} isCompact />
          </li>
        ))}
      </ul>
    </section>
  );
}
