// The markers endpoint's items as plain types, with no zod: the listing page's map reads them in
// the browser, where the schemas (contract/properties.ts) would only add weight.
import type { PropertyFor } from './property-constants';

/** A listing on the map (`GET /api/properties/properties/markers/`). */
export interface MapMarker {
  id: number;
  lat: number;
  lng: number;
  price: number;
  property_for: PropertyFor;
}

/** Listings close together on the map, as one point: past 2,000 markers a search gets these. */
export interface MapCluster {
  /** The average position of the listings in it. */
  lat: number;
  lng: number;
  count: number;
  /** minLng, minLat, maxLng, maxLat of the listings in it. */
  bbox: [number, number, number, number];
}

export type MapMarkers = (MapMarker | MapCluster)[];

/** Whether a map item is a cluster of listings rather than one. */
export function isMapCluster(item: MapMarker | MapCluster): item is MapCluster {
  return 'count' in item;
}
