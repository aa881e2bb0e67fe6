import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

import type { MapTiles } from '../../../contract/map-tiles';

/**
 * The maps of the listing and detail pages, on Leaflet 1.9. This module and Leaflet are loaded
 * only when a map opens (listing-map.tsx, location-map.tsx import it dynamically): they are not
 * part of any page's first JavaScript.
 *
 * Markers are price pills that are real buttons for the keyboard: Tab reaches them in order,
 * Enter opens a popup and moves focus into it, Escape closes it and gives focus back. Listings
 * closer than a pill's width at the current zoom are drawn as one cluster with their count;
 * choosing it zooms in to part them.
 */

/** One listing on the map. */
export interface MapListing {
  id: number;
  lat: number;
  lng: number;
  /** The pill's text: the price as the page writes it (₹85 L). */
  label: string;
  /** The marker's accessible name. */
  name: string;
  forRent: boolean;
}

/** Listings the server grouped already (past 2,000 matches), with their count and area. */
export interface MapGroup {
  lat: number;
  lng: number;
  count: number;
  /** minLng, minLat, maxLng, maxLat. */
  bbox: [number, number, number, number];
}

/** What a popup shows of a listing. */
export interface PopupListing {
  title: string;
  titleLang?: string;
  price: string;
  place: string;
  href: string;
  image?: { src: string; width: number; height: number };
}

export interface MapTexts {
  cluster: (count: number) => string;
  popupLoading: string;
  popupFailed: string;
  view: string;
}

export interface MapOptions {
  tiles: MapTiles;
  /**
   * Listings that open a popup when chosen: its texts, and its content for a listing (null when
   * it cannot be had). Without it, pins only show where listings are (the detail page's map).
   */
  popups?: { texts: MapTexts; describe: (id: number) => Promise<PopupListing | null> };
  /** After the visitor moved or zoomed the map (not when the page did). */
  onMoved?: () => void;
  /** Without a listing, the map shows this area (Kerala). */
  fallbackBounds: [number, number, number, number];
  /** The zoom buttons' names, in the page's language. */
  controls: MapControlTexts;
  /**
   * When no tile of the map could be had (offline, blocked, the service down): every tile in view
   * failed, or none came within TILES_WAIT_MS. The page then says so instead of a grey box.
   */
  onTilesFailed?: () => void;
}

export interface MapControlTexts {
  zoomIn: string;
  zoomOut: string;
}

export interface MapController {
  /** Shows these listings and groups, replacing those shown. */
  show(listings: readonly MapListing[], groups: readonly MapGroup[]): void;
  /** Moves the map to show the area (minLng, minLat, maxLng, maxLat) whole. */
  fitArea(area: [number, number, number, number]): void;
  /** Moves the map to show every listing shown, or the fallback area when none is. */
  fitShown(): void;
  /** The visible area: minLng, minLat, maxLng, maxLat. */
  visibleArea(): [number, number, number, number];
  /** Recomputes the map's size (after its box changed). */
  resize(): void;
  destroy(): void;
}

/** Markers closer than this many pixels across and down are drawn as one cluster: a pin's size. */
const CLUSTER_X = 72;
const CLUSTER_Y = 34;
const MAX_ZOOM = 18;
/** How long a map waits for its first tile before it says the tiles could not be had. */
const TILES_WAIT_MS = 10_000;

export function createMap(element: HTMLElement, options: MapOptions): MapController {
  const map = L.map(element, {
    zoomSnap: 0.5,
    maxZoom: MAX_ZOOM,
    keyboard: true,
    // The page scrolls under the wheel; zooming takes the buttons, a pinch or a double click.
    scrollWheelZoom: 'center',
    attributionControl: true,
    // Added below with names in the page's language.
    zoomControl: false,
  });
  L.control
    .zoom({ zoomInTitle: options.controls.zoomIn, zoomOutTitle: options.controls.zoomOut })
    .addTo(map);
  map.attributionControl.setPrefix(false);
  const tileLayer = L.tileLayer(options.tiles.url, {
    attribution: escapeHtml(options.tiles.attribution),
    maxZoom: MAX_ZOOM,
    // Tiles load with the page's referrer: OpenStreetMap's policy asks for one.
    referrerPolicy: 'strict-origin-when-cross-origin',
  }).addTo(map);
  watchTiles(tileLayer, options.onTilesFailed);

  const layer = L.layerGroup().addTo(map);
  let listings: readonly MapListing[] = [];
  let groups: readonly MapGroup[] = [];
  /** Moves the page makes itself: the visitor did not move the map. */
  let movingByPage = 0;

  map.on('moveend', () => {
    if (movingByPage > 0) movingByPage -= 1;
    else options.onMoved?.();
  });
  map.on('zoomend', draw);
  // A view from the start (Kerala), so that the map is never asked where it is before it knows.
  moveByPage(() => map.fitBounds(toLatLngBounds(options.fallbackBounds), { animate: false }));

  function moveByPage(move: () => void): void {
    let fired = false;
    const seen = () => (fired = true);
    map.once('moveend', seen);
    movingByPage += 1;
    move();
    map.off('moveend', seen);
    // A move to where the map already is fires no moveend: nothing to leave unheard.
    if (!fired) movingByPage -= 1;
  }

  /**
   * The listings and groups as drawn at this zoom: each joins the first cluster whose centre is
   * closer than a pin (CLUSTER_X, CLUSTER_Y pixels), or starts one.
   */
  function draw(): void {
    layer.clearLayers();
    const zoom = map.getZoom();
    const cells: (Cell & { x: number; y: number })[] = [];
    const add = (lat: number, lng: number, count: number, listing?: MapListing) => {
      const point = map.project([lat, lng], zoom);
      let cell = cells.find(
        (near) => Math.abs(near.x - point.x) < CLUSTER_X && Math.abs(near.y - point.y) < CLUSTER_Y,
      );
      if (!cell) {
        cell = {
          x: point.x,
          y: point.y,
          count: 0,
          sumLat: 0,
          sumLng: 0,
          bounds: L.latLngBounds([]),
          listings: [],
        };
        cells.push(cell);
      }
      cell.count += count;
      cell.sumLat += lat * count;
      cell.sumLng += lng * count;
      cell.bounds.extend([lat, lng]);
      if (listing) cell.listings.push(listing);
      return cell;
    };
    // The biggest groups first, so that they gather the listings around them.
    for (const group of [...groups].sort((a, b) => b.count - a.count)) {
      const cell = add(group.lat, group.lng, group.count);
      const [west, south, east, north] = group.bbox;
      cell.bounds.extend([
        [south, west],
        [north, east],
      ]);
    }
    for (const listing of listings) add(listing.lat, listing.lng, 1, listing);
    // North to south, west to east: the order Tab reaches them in follows the map.
    const ordered = cells.sort(
      (a, b) => b.sumLat / b.count - a.sumLat / a.count || a.sumLng / a.count - b.sumLng / b.count,
    );
    for (const cell of ordered) {
      const [only] = cell.listings;
      if (cell.count === 1 && only) drawListing(only);
      else drawCluster(cell);
    }
  }

  function drawListing(listing: MapListing): void {
    const popups = options.popups;
    const marker = L.marker([listing.lat, listing.lng], {
      keyboard: popups !== undefined,
      interactive: popups !== undefined,
      riseOnHover: true,
      icon: L.divIcon({
        className: listing.forRent ? 'map-pill is-rent' : 'map-pill',
        html: `<span>${escapeHtml(listing.label)}</span>`,
        iconSize: undefined,
      }),
    });
    marker.on('add', () => {
      const icon = marker.getElement();
      if (!icon) return;
      icon.setAttribute('role', popups ? 'button' : 'img');
      icon.setAttribute('aria-label', listing.name);
      icon.dataset.listingId = String(listing.id);
    });
    if (popups) {
      marker.on('click', () => openPopup(marker, listing, popups));
      onActivate(marker, () => openPopup(marker, listing, popups));
    }
    layer.addLayer(marker);
  }

  function drawCluster(cell: Cell): void {
    const size = cell.count < 10 ? 36 : cell.count < 100 ? 42 : cell.count < 1000 ? 48 : 56;
    const marker = L.marker([cell.sumLat / cell.count, cell.sumLng / cell.count], {
      keyboard: true,
      icon: L.divIcon({
        className: 'map-cluster',
        html: `<span>${cell.count.toLocaleString('en-IN')}</span>`,
        iconSize: [size, size],
      }),
    });
    marker.on('add', () => {
      const icon = marker.getElement();
      if (!icon) return;
      icon.setAttribute('role', 'button');
      icon.setAttribute(
        'aria-label',
        options.popups?.texts.cluster(cell.count) ?? String(cell.count),
      );
      icon.dataset.count = String(cell.count);
    });
    const zoomIn = () => {
      const bounds = cell.bounds;
      const isPoint = bounds.getNorthEast().equals(bounds.getSouthWest());
      // Listings at one spot part only at the closest zoom; beyond that, two levels at a time.
      if (isPoint || map.getZoom() >= MAX_ZOOM - 1) {
        map.setView(bounds.getCenter(), Math.min(MAX_ZOOM, map.getZoom() + 2));
      } else {
        map.fitBounds(bounds, { padding: [48, 48], maxZoom: MAX_ZOOM });
      }
    };
    marker.on('click', zoomIn);
    onActivate(marker, zoomIn);
    layer.addLayer(marker);
  }

  function openPopup(
    marker: L.Marker,
    listing: MapListing,
    { texts, describe }: NonNullable<MapOptions['popups']>,
  ): void {
    const content = document.createElement('div');
    content.className = 'map-popup';
    content.setAttribute('role', 'status');
    content.textContent = texts.popupLoading;
    const popup = L.popup({ closeOnEscapeKey: true, autoPanPadding: [24, 24], maxWidth: 280 })
      .setLatLng(marker.getLatLng())
      .setContent(content);
    popup.openOn(map);
    // Leaflet closes a popup on Escape only while the map itself has the focus: here the
    // popup's link has it.
    content.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') map.closePopup(popup);
    });
    const returnFocus = () => marker.getElement()?.focus();
    map.once('popupclose', (event) => {
      if (event.popup === popup) returnFocus();
    });
    void describe(listing.id).then(
      (details) => {
        if (!details) {
          content.textContent = texts.popupFailed;
          return;
        }
        content.replaceChildren(popupBody(details, texts));
        content.removeAttribute('role');
        popup.update();
        content.querySelector('a')?.focus();
      },
      () => {
        content.textContent = texts.popupFailed;
      },
    );
  }

  return {
    show(nextListings, nextGroups) {
      listings = nextListings;
      groups = nextGroups;
      draw();
    },
    fitArea(area) {
      moveByPage(() => map.fitBounds(toLatLngBounds(area), { animate: false }));
    },
    fitShown() {
      const bounds = L.latLngBounds([]);
      for (const listing of listings) bounds.extend([listing.lat, listing.lng]);
      for (const group of groups) {
        const [west, south, east, north] = group.bbox;
        bounds.extend([
          [south, west],
          [north, east],
        ]);
      }
      if (!bounds.isValid()) {
        this.fitArea(options.fallbackBounds);
        return;
      }
      moveByPage(() => map.fitBounds(bounds, { padding: [40, 40], maxZoom: 15, animate: false }));
    },
    visibleArea() {
      const bounds = map.getBounds();
      const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
      return [
        clamp(bounds.getWest(), 180),
        clamp(bounds.getSouth(), 90),
        clamp(bounds.getEast(), 180),
        clamp(bounds.getNorth(), 90),
      ];
    },
    resize() {
      map.invalidateSize({ animate: false });
    },
    destroy() {
      map.remove();
    },
  };
}

/**
 * Calls `onFailed` once if the map never shows a tile: every tile asked for failed (Leaflet's
 * `load` comes when none is left loading, failed ones included), or none came in TILES_WAIT_MS
 * (a network that drops requests answers nothing at all). One tile shown is enough to stay quiet.
 */
function watchTiles(layer: L.TileLayer, onFailed: (() => void) | undefined): void {
  if (!onFailed) return;
  let shown = 0;
  let failed = 0;
  let isOver = false;
  const fail = () => {
    if (isOver || shown > 0) return;
    isOver = true;
    clearTimeout(timer);
    onFailed();
  };
  const timer = setTimeout(fail, TILES_WAIT_MS);
  layer.on('tileload', () => {
    shown += 1;
    isOver = true;
    clearTimeout(timer);
  });
  layer.on('tileerror', () => (failed += 1));
  layer.on('load', () => {
    if (failed > 0) fail();
  });
  layer.on('remove', () => clearTimeout(timer));
}

/** Enter or Space on a focused marker does what a click does (a role="button" promises it). */
function onActivate(marker: L.Marker, action: () => void): void {
  marker.on('keypress', (event) => {
    const key = (event as L.LeafletKeyboardEvent).originalEvent.key;
    if (key !== 'Enter' && key !== ' ') return;
    (event as L.LeafletKeyboardEvent).originalEvent.preventDefault();
    action();
  });
}

interface Cell {
  count: number;
  sumLat: number;
  sumLng: number;
  bounds: L.LatLngBounds;
  listings: MapListing[];
}

/** A popup's card: photo, price, title and place, all a link to the listing. */
function popupBody(listing: PopupListing, texts: MapTexts): HTMLElement {
  const link = document.createElement('a');
  link.href = listing.href;
  link.className = 'map-popup-card';
  if (listing.image) {
    const image = document.createElement('img');
    image.src = listing.image.src;
    image.width = listing.image.width;
    image.height = listing.image.height;
    image.alt = '';
    image.decoding = 'async';
    link.append(image);
  }
  const price = document.createElement('strong');
  price.textContent = listing.price;
  const title = document.createElement('span');
  title.className = 'map-popup-title';
  title.textContent = listing.title;
  if (listing.titleLang) title.lang = listing.titleLang;
  const place = document.createElement('span');
  place.className = 'map-popup-place';
  place.textContent = listing.place;
  const more = document.createElement('span');
  more.className = 'map-popup-more';
  more.textContent = texts.view;
  link.append(price, title, place, more);
  return link;
}

function toLatLngBounds([west, south, east, north]: [number, number, number, number]) {
  return L.latLngBounds([south, west], [north, east]);
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}
