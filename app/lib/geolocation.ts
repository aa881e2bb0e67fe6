/**
 * "Use my location" (product.md sections 4, 7 and 8): the browser's position, then a place name
 * from the public reverse-geocoding service. Every failure is a LocationError whose message is
 * product.md's text in the page's language (the `alerts` each function is given), ready to show to
 * the visitor.
 */

import { GEOCODER_ORIGIN } from '../../contract/site';
import type { Messages } from '../i18n/messages';

/** The reverse-geocoding service; the CSP's connect-src allows its origin. */
export const GEOCODER_URL = `${GEOCODER_ORIGIN}/reverse`;

/** product.md section 9: 10 s timeout; the home page may reuse a fix up to a minute old. */
const TIMEOUT_MS = 10_000;
const HOME_MAX_AGE_MS = 60_000;

/** product.md's location alerts in the page's language: `m.common.locationAlerts`. */
export type LocationAlerts = Messages['common']['locationAlerts'];

export class LocationError extends Error {
  override name = 'LocationError';
}

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface VisitorLocation extends Coordinates {
  /** 'Kochi, Kerala': city, town, village, suburb or county, then the state. */
  place: string;
  /** The service's full address line. */
  displayName: string;
}

/** Where the home page and the listing page differ (product.md section 7). */
export type LocationCaller = 'home' | 'listing';

/** The visitor's position, with product.md's message for each way it can fail. */
export function getCurrentPosition(
  caller: LocationCaller,
  alerts: LocationAlerts,
): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new LocationError(alerts.unsupported));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lng: position.coords.longitude }),
      (error) => reject(new LocationError(messageFor(error, caller, alerts))),
      {
        enableHighAccuracy: true,
        timeout: TIMEOUT_MS,
        maximumAge: caller === 'home' ? HOME_MAX_AGE_MS : 0,
      },
    );
  });
}

function messageFor(
  error: GeolocationPositionError,
  caller: LocationCaller,
  alerts: LocationAlerts,
): string {
  switch (error.code) {
    case error.PERMISSION_DENIED:
      return caller === 'listing' ? alerts.deniedListing : alerts.deniedSite;
    case error.POSITION_UNAVAILABLE:
      return alerts.unavailable;
    case error.TIMEOUT:
      return alerts.timeout;
    default:
      return alerts.unknown;
  }
}

interface GeocoderAnswer {
  display_name?: string;
  address?: Partial<Record<'city' | 'town' | 'village' | 'suburb' | 'county' | 'state', string>>;
}

/** A place name for these coordinates, from the reverse-geocoding service. */
export async function reverseGeocode(
  { lat, lng }: Coordinates,
  alerts: LocationAlerts,
): Promise<VisitorLocation> {
  const url = new URL(GEOCODER_URL);
  url.search = new URLSearchParams({
    format: 'json',
    lat: String(lat),
    lon: String(lng),
    zoom: '18',
    addressdetails: '1',
  }).toString();
  let answer: GeocoderAnswer;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    answer = (await response.json()) as GeocoderAnswer;
  } catch {
    throw new LocationError(alerts.noAddress);
  }
  const address = answer.address ?? {};
  const town = address.city ?? address.town ?? address.village ?? address.suburb ?? address.county;
  const place = [town, address.state].filter(Boolean).join(', ');
  if (!place) throw new LocationError(alerts.noAddress);
  return { lat, lng, place, displayName: answer.display_name ?? place };
}

/** Position and place name together: what the 'Use my location' buttons need. */
export async function locateVisitor(
  caller: LocationCaller,
  alerts: LocationAlerts,
): Promise<VisitorLocation> {
  return reverseGeocode(await getCurrentPosition(caller, alerts), alerts);
}

/** The message to show for anything `locateVisitor` threw. */
export function describeLocationError(error: unknown, alerts: LocationAlerts): string {
  return error instanceof LocationError ? error.message : alerts.failed;
}
