import type { MapTiles } from '../../../contract/map-tiles';
import {
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

import { useI18n } from '../../i18n/i18n';
import { useScrollEdges } from '../../lib/use-scroll-edges';
import type { DetailListing } from './detail-listing';
import { FeaturesPanel, LocationPanel, OverviewPanel, VideoPanel } from './tab-panels';

export const DETAIL_TABS = ['overview', 'features', 'location', 'video'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

/** '#video' -> 'video'; anything else (no hash, an unknown one) -> null. */
export function tabFromHash(hash: string): DetailTab | null {
  const name = hash.replace(/^#/, '');
  return (DETAIL_TABS as readonly string[]).includes(name) ? (name as DetailTab) : null;
}

// The chosen tab lives in the URL's hash. The hash never reaches the server, so the first render
// (server and hydration alike) shows Overview, and the browser's hash takes over right after.
const hashListeners = new Set<() => void>();

function subscribeToHash(listener: () => void) {
  hashListeners.add(listener);
  window.addEventListener('hashchange', listener);
  return () => {
    hashListeners.delete(listener);
    window.removeEventListener('hashchange', listener);
  };
}

const readBrowserHash = () => window.location.hash;
const readServerHash = () => '';
const noSubscription = () => () => {};

/** Puts the tab in the hash. Keeping the router's history state means no navigation happens. */
function chooseTab(tab: DetailTab) {
  window.history.replaceState(window.history.state, '', `#${tab}`);
  for (const listener of hashListeners) listener();
}

/**
 * Overview, Features, Location and Video as WAI-ARIA tabs: arrow keys, Home and End move between
 * them (only the chosen one is in the tab order). The chosen tab goes into the URL's hash, so
 * '/property/12#video' opens on the video.
 *
 * Each tab is a link to its panel (`#video`, the panel's id), so that the tabs work without
 * scripts and before they run: until the page is scripted (`data-scripted`), the panel the
 * address names is shown by CSS (`:target`, app/styles/detail.css); once it is, the chosen one.
 * A click before the scripts run is not lost: the hash it set is the tab chosen on hydration.
 */
export function DetailTabs({
  property,
  mapTiles,
}: {
  property: DetailListing;
  /** The site's map tiles, for the location tab's map. */
  mapTiles: MapTiles;
}) {
  const { language, m } = useI18n();
  const texts = m.detail.tabs;
  const hash = useSyncExternalStore(subscribeToHash, readBrowserHash, readServerHash);
  // Another hash (the enquiry form's, a skip link's) keeps the tab last clicked.
  const [lastChosen, setLastChosen] = useState<DetailTab>('overview');
  const selected = tabFromHash(hash) ?? lastChosen;
  const isScripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const tabId = (tab: DetailTab) => `${tab}-tab`;
  const list = useRef<HTMLDivElement>(null);
  const more = useScrollEdges(list, language);

  // The chosen tab in view when the strip scrolls (a narrow phone, long Malayalam names): the
  // strip moves sideways, the page never does.
  useEffect(() => {
    const strip = list.current;
    const tab = document.getElementById(tabId(selected));
    if (!strip || !tab) return;
    const left = tab.offsetLeft - strip.offsetLeft;
    if (left < strip.scrollLeft) strip.scrollLeft = left;
    else if (left + tab.offsetWidth > strip.scrollLeft + strip.clientWidth) {
      strip.scrollLeft = left + tab.offsetWidth - strip.clientWidth;
    }
  }, [selected]);

  function select(tab: DetailTab, shouldFocus = false) {
    setLastChosen(tab);
    chooseTab(tab);
    if (shouldFocus) document.getElementById(tabId(tab))?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    const at = DETAIL_TABS.indexOf(selected);
    const last = DETAIL_TABS.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(DETAIL_TABS[target] ?? 'overview', true);
  }

  return (
    <section className="tabs" aria-label={texts.label} data-scripted={isScripted || undefined}>
      <div
        ref={list}
        role="tablist"
        aria-label={texts.list}
        className="tab-list edge-fade"
        data-more={more ?? undefined}
      >
        {DETAIL_TABS.map((tab) => (
          <a
            key={tab}
            id={tabId(tab)}
            href={`#${tab}`}
            role="tab"
            aria-selected={selected === tab}
            aria-controls={tab}
            tabIndex={selected === tab ? 0 : -1}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              select(tab);
            }}
            onKeyDown={onKeyDown}
          >
            {texts[tab]}
          </a>
        ))}
      </div>
      {DETAIL_TABS.map((tab) => (
        <div
          key={tab}
          id={tab}
          role="tabpanel"
          aria-labelledby={tabId(tab)}
          tabIndex={0}
          className={selected === tab ? 'tab-panel is-chosen' : 'tab-panel'}
        >
          {/* Every panel is in the HTML for search engines; maps and videos load only on request. */}
          <TabPanel tab={tab} property={property} mapTiles={mapTiles} />
        </div>
      ))}
    </section>
  );
}

function TabPanel({
  tab,
  property,
  mapTiles,
}: {
  tab: DetailTab;
  property: DetailListing;
  mapTiles: MapTiles;
}) {
  switch (tab) {
    case 'overview':
      return <OverviewPanel property={property} />;
    case 'features':
      return <FeaturesPanel property={property} />;
    case 'location':
      return <LocationPanel property={property} mapTiles={mapTiles} />;
    case 'video':
      return <VideoPanel property={property} />;
  }
}
