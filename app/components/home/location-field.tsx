import { useId, useState } from 'react';

import { useI18n } from '../../i18n/i18n';
import {
  type Coordinates,
  describeLocationError,
  locateVisitor,
  type VisitorLocation,
} from '../../lib/geolocation';
import { StrokeIcon } from '../stroke-icon';

type LookupState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; place: string }
  | { status: 'failed'; message: string };

/**
 * The free-text location and 'Use my location' (product.md sections 2 and 4: idle, locating, then
 * the place filled in or the failure shown in an alert). The coordinates travel as lat and lng
 * while the text still names the place they were found for; typing something else drops them.
 */
export function LocationField({
  value,
  coordinates,
  onChange,
  onLocated,
}: {
  value: string;
  coordinates: Coordinates | null;
  onChange: (text: string) => void;
  onLocated: (location: VisitorLocation) => void;
}) {
  const { m } = useI18n();
  const texts = m.home.search;
  const inputId = useId();
  const errorId = useId();
  const [lookup, setLookup] = useState<LookupState>({ status: 'idle' });
  const isLocating = lookup.status === 'locating';

  async function handleLocate() {
    if (isLocating) return;
    setLookup({ status: 'locating' });
    try {
      const location = await locateVisitor('home', m.common.locationAlerts);
      onLocated(location);
      setLookup({ status: 'located', place: location.place });
    } catch (error) {
      setLookup({
        status: 'failed',
        message: describeLocationError(error, m.common.locationAlerts),
      });
    }
  }

  return (
    <div className="search-place">
      <div className="search-label-row">
        <label htmlFor={inputId} className="search-label">
          {texts.location}
        </label>
        <button
          type="button"
          onClick={handleLocate}
          // Not `disabled`: that would drop keyboard focus while the lookup runs.
          aria-disabled={isLocating}
          className="search-locate"
        >
          <StrokeIcon className={isLocating ? 'is-spinning' : undefined}>
            <circle cx="12" cy="12" r="7" />
            <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
          </StrokeIcon>
          {isLocating ? texts.locating : texts.useMyLocation}
        </button>
      </div>
      <div className="search-box">
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        <input
          id={inputId}
          name="location"
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={texts.locationPlaceholder}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={lookup.status === 'failed' ? errorId : undefined}
        />
      </div>
      {coordinates && (
        <>
          <input type="hidden" name="lat" value={coordinates.lat} />
          <input type="hidden" name="lng" value={coordinates.lng} />
        </>
      )}
      {lookup.status === 'failed' && (
        <p id={errorId} role="alert" className="search-error">
          {lookup.message}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {lookup.status === 'located' ? texts.locationSet(lookup.place) : ''}
      </p>
    </div>
  );
}
