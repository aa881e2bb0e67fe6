import type { MapTiles } from '../../../contract/map-tiles';
import { createMap, type MapControlTexts, type MapController, type MapListing } from './map-engine';

/** How far around the listing the map first shows, in degrees (about 2 km each way). */
const AROUND = 0.018;

/**
 * One listing's pin on a map around it (the detail page's location tab, location-map.tsx):
 * loaded with the map's engine, when the tab is first shown.
 */
export function showListingPin(
  element: HTMLElement,
  tiles: MapTiles,
  controls: MapControlTexts,
  onTilesFailed: () => void,
  listing: MapListing,
): MapController {
  const area: [number, number, number, number] = [
    listing.lng - AROUND,
    listing.lat - AROUND,
    listing.lng + AROUND,
    listing.lat + AROUND,
  ];
  const map = createMap(element, { tiles, fallbackBounds: area, controls, onTilesFailed });
  map.show([listing], []);
  map.fitArea(area);
  return map;
}
