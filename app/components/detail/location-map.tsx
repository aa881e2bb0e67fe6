import { useEffect, useRef, useState } from 'react';

import { formatPrice, formatPriceCompact } from '../../../contract/format';
import { useI18n } from '../../i18n/i18n';
import type { MapTiles } from '../../../contract/map-tiles';
import { directionsHref, placeOf } from '../../lib/property-links';
import type { MapController } from '../map/map-engine';
import { NEW_TAB } from '../new-tab';
import type { DetailListing } from './detail-listing';

/**
 * The listing on the same map as the listing page's (map-engine.ts), in the location tab. Leaflet
 * loads when the tab is first shown, not with the page: the panel is in the HTML for search
 * engines but hidden until chosen, and a hidden box never comes into view. When no tile can be
 * had (offline, blocked), the box says so, with the address and the way to get directions.
 */
export function LocationMap({ property, tiles }: { property: DetailListing; tiles: MapTiles }) {
  const box = useRef<HTMLDivElement>(null);
  const { language, m } = useI18n();
  const texts = m.detail.location;
  const [tilesFailed, setTilesFailed] = useState(false);
  const { id, latitude: lat, longitude: lng, price, property_for: purpose } = property;

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    let controller: MapController | undefined;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('../map/listing-pin').then(({ showListingPin }) => {
          if (cancelled) return;
          controller = showListingPin(element, tiles, m.common.map, () => setTilesFailed(true), {
            id,
            lat,
            lng,
            forRent: purpose === 'rent',
            label: formatPriceCompact(price, language),
            name: texts.pin(formatPrice(price, language)),
          });
        });
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      controller?.destroy();
    };
  }, [id, lat, lng, price, purpose, language, tiles, texts, m.common.map]);

  return (
    <div className="location-map-wrap">
      <div
        ref={box}
        className="location-map"
        role="region"
        aria-label={texts.map(property.title)}
        data-listing-id={id}
      />
      {tilesFailed && (
        <div role="alert" className="map-tiles-failed">
          <p>{m.common.map.tilesFailed}</p>
          <p className="map-tiles-failed-place">{placeOf(property)}</p>
          <p>{m.common.map.tilesFailedHelp}</p>
          <a href={directionsHref(property)} {...NEW_TAB}>
            {texts.directions}
          </a>
        </div>
      )}
    </div>
  );
}
