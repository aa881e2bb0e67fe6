import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';

import { formatPrice } from '../../contract/format';
import { ConvertedPrice } from './converted-price';
import { useI18n } from '../i18n/i18n';
import { listingText } from '../../contract/listing-language';
import {
  clearRecentlyViewed,
  parseRecentlyViewed,
  readStoredText,
  RECENTLY_VIEWED_KEY,
  type ViewedListing,
} from '../lib/recently-viewed';
import { PropertyPicture } from './property-picture';
import { SiteLink } from './site-link';

/** The compact cards' photo: 15rem wide, 2x for sharp screens is the 400 px rendition or more. */
const PHOTO_SIZES = '240px';

const NONE: ViewedListing[] = [];

/** The list as last read, kept while its text is the same: a snapshot must not change unasked. */
let lastRead: { text: string | null; listings: ViewedListing[] } = { text: null, listings: NONE };

function readSnapshot(): ViewedListing[] {
  const text = readStoredText();
  if (text !== lastRead.text) lastRead = { text, listings: parseRecentlyViewed(text) };
  return lastRead.listings;
}

/** The server, and the browser while it hydrates, have no list. */
const readServerSnapshot = () => NONE;

/** Another tab viewed or cleared listings: follow it. */
function subscribe(onChange: () => void): () => void {
  const follow = (event: StorageEvent) => {
    if (event.key === RECENTLY_VIEWED_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', follow);
  return () => window.removeEventListener('storage', follow);
}

/**
 * The listings this browser opened lately (issue 14, item 8), on the home and listing pages: a
 * row of compact cards that scrolls sideways, and a Clear button. The list lives in localStorage,
 * which the server cannot see, so the server renders nothing here and the strip appears after
 * hydration, only when there is something in it: the server's HTML is the same for everyone,
 * and an empty list reserves no space. Pages place it low (the home page above its closing band,
 * the listing page under the results and their pages), where content it pushes down is not what
 * the visitor is looking at when it appears: the page has just loaded and is read from the top.
 * Texts from `site`: two page groups use it. Its looks: app/styles/recently-viewed.css.
 */
export default function RecentlyViewedStrip() {
  const { m } = useI18n();
  const texts = m.site.recentlyViewed;
  const headingId = useId();
  // Read again at every render: Clear's own render then finds the list gone.
  const listings = useSyncExternalStore(subscribe, readSnapshot, readServerSnapshot);
  const [isCleared, setCleared] = useState(false);
  const clearedRef = useRef<HTMLParagraphElement>(null);

  // The button the focus was on is gone: the message that replaced it takes the focus.
  useEffect(() => {
    if (isCleared) clearedRef.current?.focus();
  }, [isCleared]);

  function clear() {
    clearRecentlyViewed();
    setCleared(true);
  }

  if (isCleared && listings.length === 0) {
    return (
      <div className="recent">
        <p ref={clearedRef} tabIndex={-1} role="status" className="recent-cleared">
          {texts.cleared}
        </p>
      </div>
    );
  }
  if (listings.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="recent">
      <div className="recent-head">
        <div>
          <h2 id={headingId}>{texts.heading}</h2>
          <p>{texts.intro}</p>
        </div>
        <button type="button" onClick={clear} aria-label={texts.clearLabel}>
          {texts.clear}
        </button>
      </div>
      <ul className="recent-track">
        {listings.map((listing) => (
          <li key={listing.id}>
            <RecentCard listing={listing} noPhoto={texts.noPhoto} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentCard({ listing, noPhoto }: { listing: ViewedListing; noPhoto: string }) {
  const { language, m } = useI18n();
  const title = listingText(listing.title, listing.title_ml, language);
  const { place } = listing;
  const town = language === 'ml' ? place.city_ml || place.city : place.city;
  const district = language === 'ml' ? place.district_ml || place.district : place.district;
  return (
    <article className="rcard">
      <div className="rcard-media">
        {listing.image ? (
          <PropertyPicture image={listing.image} alt="" sizes={PHOTO_SIZES} isSmall />
        ) : (
          <div className="card-nophoto">{noPhoto}</div>
        )}
      </div>
      <div className="rcard-body">
        <p className="rcard-price">
          {formatPrice(listing.price, language)}
          {listing.property_for === 'rent' && <span>{m.common.perMonth}</span>}
          <ConvertedPrice rupees={listing.price} />
        </p>
        <h3 className="rcard-title" lang={title.lang}>
          {/* The whole card is the link. */}
          <SiteLink to={`/property/${listing.id}`}>{title.text}</SiteLink>
        </h3>
        <p className="rcard-place">{town === district ? town : `${town}, ${district}`}</p>
      </div>
    </article>
  );
}
