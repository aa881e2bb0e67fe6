/** The Earth's mean radius, in km: what the server's nearest search uses too (search-tuning.ts). */
export const EARTH_RADIUS_KM = 6371;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/**
 * The great-circle (haversine) distance between two points, in km. What a visitor comparing
 * listings wants to know is "how far apart are they", which a straight line answers well enough
 * within Kerala; roads would need a routing service.
 */
export function distanceBetweenKm(from: LatLng, to: LatLng): number {
  const radians = Math.PI / 180;
  const halfLat = Math.sin(((to.latitude - from.latitude) * radians) / 2);
  const halfLng = Math.sin(((to.longitude - from.longitude) * radians) / 2);
  const a =
    halfLat * halfLat +
    Math.cos(from.latitude * radians) * Math.cos(to.latitude * radians) * halfLng * halfLng;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}
