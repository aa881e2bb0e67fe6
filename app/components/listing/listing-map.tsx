import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { formatPrice, formatPriceCompact } from '../../../contract/format';
import type { Bounds } from '../../../contract/listing-search';
import { isMapCluster, type MapMarkers } from '../../../contract/map-markers';
import type { Property } from '../../../contract/properties';
import { useI18n } from '../../i18n/i18n';
import type { ListingFilters } from '../../lib/listing-search';
import { toApiSearch, toListingSearch } from '../../lib/listing-search';
import { listingText, placeNamesIn } from '../../../contract/listing-language';
import { placeOf, priceLabel } from '../../lib/property-links';
import { useSiteInfo } from '../../lib/site';
import type { MapController, MapListing, PopupListing } from '../map/map-engine';

/** Kerala, west to east and south to north: where the map starts when nothing matches. */
const KERALA: [number, number, number, number] = [74.85, 8.17, 77.42, 12.8];

type Markers =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: MapMarkers; count: number };

const LOADING: Markers = { state: 'loading' };

/**
 * The map of the results (issue 14): every listing the filters match, not only this page's, as a
 * price on the map; clusters with counts where they crowd. Moving the map offers "Search this
 * area", which puts the visible area in the URL (`bbox=`) as a filter, so the view can be shared
 * and reloaded. The list stays the page's accessible default: the map is an addition to it, and
 * Leaflet (map-engine.ts) is loaded only when the map opens.
 */
export function ListingMap({ filters, onClose }: { filters: ListingFilters; onClose: string }) {
  const { language, m, path } = useI18n();
  const texts = m.listing.map;
  const site = useSiteInfo();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const controller = useRef<MapController | null>(null);
  const [engineReady, setEngineReady] = useState(false);
  const [engineFailed, setEngineFailed] = useState(false);
  const [answer, setAnswer] = useState<{ key: string; markers: Markers } | null>(null);
  const [hasMoved, setHasMoved] = useState(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const details = useRef(new Map<number, Promise<PopupListing | null>>());
  // A page's language is its route's: another language is another page, and another map.
  const [i18n] = useState(() => ({ language, m, path }));

  // The markers' query: the page's filters in the API's words, without the order and the page.
  const query = markersQuery(filters);
  const bounds = filters.bounds;
  const answerKey = `${query}#${attempt}`;
  const markers: Markers = answer?.key === answerKey ? answer.markers : LOADING;

  const describe = useCallback(
    (id: number): Promise<PopupListing | null> => {
      let found = details.current.get(id);
      if (!found) {
        found = fetchJson<Property>(`/api/properties/properties/${id}/`).then((property) =>
          property ? toPopup(property, i18n) : null,
        );
        // A failure is not kept: the next click asks again.
        found.then(
          (value) => value ?? details.current.delete(id),
          () => details.current.delete(id),
        );
        details.current.set(id, found);
      }
      return found;
    },
    [i18n],
  );

  // Leaflet and the map, once.
  useEffect(() => {
    let cancelled = false;
    const element = box.current;
    if (!element) return;
    import('../map/map-engine')
      .then(({ createMap }) => {
        if (cancelled) return;
        controller.current = createMap(element, {
          tiles: site.mapTiles,
          popups: { texts, describe },
          onMoved: () => setHasMoved(true),
          fallbackBounds: KERALA,
          controls: m.common.map,
          onTilesFailed: () => setTilesFailed(true),
        });
        setEngineReady(true);
      })
      .catch(() => {
        if (!cancelled) setEngineFailed(true);
      });
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
    };
    // The map is made once; texts and tiles do not change while the page is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The markers of the filters, again whenever they change.
  useEffect(() => {
    const abort = new AbortController();
    const settle = (next: Markers) => {
      if (!abort.signal.aborted) setAnswer({ key: answerKey, markers: next });
    };
    fetchJson<MapMarkers>(`/api/properties/properties/markers/?${query}`, abort.signal).then(
      (items) => {
        if (!items) return settle({ state: 'failed' });
        const count = items.reduce((sum, item) => sum + (isMapCluster(item) ? item.count : 1), 0);
        settle({ state: 'ready', items, count });
      },
      () => settle({ state: 'failed' }),
    );
    return () => abort.abort();
  }, [query, answerKey]);

  // Shown on the map once both are there; the map goes to the area searched, or to the results.
  useEffect(() => {
    const map = controller.current;
    if (!engineReady || !map || markers.state !== 'ready') return;
    const listings: MapListing[] = [];
    const groups = [];
    for (const item of markers.items) {
      if (isMapCluster(item)) {
        groups.push(item);
        continue;
      }
      const forRent = item.property_for === 'rent';
      const name = texts.marker(formatPrice(item.price, language), forRent);
      listings.push({ ...item, label: formatPriceCompact(item.price, language), forRent, name });
    }
    map.show(listings, groups);
    if (bounds) map.fitArea([bounds.minLng, bounds.minLat, bounds.maxLng, bounds.maxLat]);
    else map.fitShown();
    setHasMoved(false);
  }, [engineReady, markers, bounds, language, texts]);

  function searchThisArea() {
    const map = controller.current;
    if (!map) return;
    const [minLng, minLat, maxLng, maxLat] = map.visibleArea();
    const area: Bounds = { minLng, minLat, maxLng, maxLat };
    void navigate(
      path(`/property-listing${toListingSearch({ ...filters, bounds: area, page: 1 })}`),
      {
        preventScrollReset: true,
      },
    );
  }

  const status =
    engineFailed || markers.state === 'failed'
      ? texts.failed
      : markers.state === 'loading'
        ? texts.loading
        : markers.count === 0
          ? texts.none
          : texts.shown(markers.count);

  return (
    <section className="listing-map" aria-label={texts.label}>
      <div
        ref={box}
        className="listing-map-canvas"
        data-state={markers.state}
        data-count={markers.state === 'ready' ? markers.count : undefined}
      />
      <p className="sr-only">{texts.keyboardHint}</p>
      {tilesFailed && (
        <div role="alert" className="map-tiles-failed">
          <p>{m.common.map.tilesFailed}</p>
          <p>{m.common.map.tilesFailedList}</p>
        </div>
      )}
      <div className="listing-map-top">
        {hasMoved && markers.state !== 'loading' && (
          <button type="button" className="map-search-area" onClick={searchThisArea}>
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M11 4a7 7 0 1 0 4.4 12.4L20 21M11 4a7 7 0 0 1 7 7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            {texts.searchArea}
          </button>
        )}
      </div>
      <div className="listing-map-bottom">
        <p role="status" className="map-status">
          {status}
          {(engineFailed || markers.state === 'failed') && (
            <button type="button" onClick={() => setAttempt((value) => value + 1)}>
              {texts.retry}
            </button>
          )}
        </p>
        <a
          href={path(`/property-listing${onClose}`)}
          className="map-back"
          onClick={(event) => {
            event.preventDefault();
            void navigate(path(`/property-listing${onClose}`), {
              preventScrollReset: true,
              replace: true,
            });
          }}
        >
          {texts.backToList}
        </a>
      </div>
    </section>
  );
}

/** The API query of the markers for the page's filters: no order, page or visitor position. */
export function markersQuery(filters: ListingFilters): string {
  const params = toApiSearch(filters);
  for (const name of ['sort', 'page', 'page_size', 'lat', 'lng', 'status']) params.delete(name);
  return params.toString();
}

async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T | null> {
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal });
  return response.ok ? ((await response.json()) as T) : null;
}

/** What a popup shows of a listing, in the page's language. */
function toPopup(
  property: Property,
  i18n: Pick<ReturnType<typeof useI18n>, 'language' | 'm' | 'path'>,
): PopupListing {
  const title = listingText(property.title, property.title_ml, i18n.language);
  const webp = (property.images[0]?.variants ?? [])
    .filter((variant) => variant.format === 'webp')
    .sort((a, b) => a.width - b.width);
  const image = webp.find((variant) => variant.width >= 400) ?? webp.at(-1);
  return {
    title: title.text,
    ...(title.lang ? { titleLang: title.lang } : {}),
    price: priceLabel(property, i18n),
    place: placeOf({ location: placeNamesIn(property.location, i18n.language) }),
    href: i18n.path(`/property/${property.id}`),
    ...(image ? { image: { src: image.url, width: image.width, height: image.height } } : {}),
  };
}
