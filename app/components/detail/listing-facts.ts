import { toTitleCase } from '../../../contract/format';
import type { NearbyPlace, Property } from '../../../contract/properties';
import { youTubeEmbedUrl } from '../../lib/embeds';

/** What the detail page's tabs say about a listing: pure, so the unit tests can reach every case. */

/** '1.5 km': nearby distances are shown rounded to one decimal (product.md section 9). */
export function formatDistance(km: number): string {
  return `${km.toFixed(1)} km`;
}

/**
 * The listing's nearby places, or null when they cannot be read (the location tab then says
 * 'Error loading nearby places'). The API normalises them, but older rows and hand-edited data
 * have carried strings and objects of other shapes.
 */
export function readNearbyPlaces(value: unknown): NearbyPlace[] | null {
  if (!Array.isArray(value)) return null;
  const places: NearbyPlace[] = [];
  for (const item of value as unknown[]) {
    if (!item || typeof item !== 'object') return null;
    const { place, distance } = item as { place?: unknown; distance?: unknown };
    if (typeof place !== 'string') return null;
    const isDistance = typeof distance === 'number' && Number.isFinite(distance);
    if (distance !== null && distance !== undefined && !isDistance) return null;
    if (place.trim() === '') continue;
    places.push({ place: place.trim(), distance: isDistance ? distance : null });
  }
  return places;
}

export type VideoTour =
  | { kind: 'none' }
  /** A link is there, but it is not a video we can embed. */
  | { kind: 'error' }
  | { kind: 'embed'; src: string };

/** The video tab's state: an embeddable youtube-nocookie URL, no video, or a broken link. */
export function readVideoTour(link: string | null): VideoTour {
  if (!link || link.trim() === '') return { kind: 'none' };
  const src = youTubeEmbedUrl(link);
  return src ? { kind: 'embed', src } : { kind: 'error' };
}

const NOT_SPECIFIED = 'Not specified';

/** Overview's 'Property Details' rows: type, built year, furnishing, area (and land in cents). */
export function listPropertyDetails(
  property: Pick<
    Property,
    'property_type_details' | 'built_year' | 'furnishing' | 'area' | 'cents'
  >,
): [label: string, value: string][] {
  return [
    ['Property type', property.property_type_details?.name ?? NOT_SPECIFIED],
    ['Built year', property.built_year ? String(property.built_year) : NOT_SPECIFIED],
    [
      'Furnishing',
      property.furnishing ? toTitleCase(property.furnishing.replace('_', '-')) : NOT_SPECIFIED,
    ],
    ['Area', `${property.area.toLocaleString('en-IN')} sq.ft.`],
    ...(property.cents !== null
      ? [['Land area', `${property.cents.toLocaleString('en-IN')} cents`] as [string, string]]
      : []),
  ];
}

/** Overview's 'Additional Info' rows: bedrooms, bathrooms and parking as 'N spaces'. */
export function listAdditionalInfo(
  property: Pick<Property, 'bedrooms' | 'bathrooms' | 'parking_spaces'>,
): [label: string, value: string][] {
  const parking = property.parking_spaces;
  return [
    ['Bedrooms', String(property.bedrooms)],
    ['Bathrooms', String(property.bathrooms)],
    [
      'Parking',
      parking === null ? NOT_SPECIFIED : `${parking} ${parking === 1 ? 'space' : 'spaces'}`,
    ],
  ];
}

/** A sold or rented listing stays reachable by its URL, marked as such. */
export function closedLabel(property: Pick<Property, 'status'>): 'Sold' | 'Rented' | null {
  if (property.status === 'sold') return 'Sold';
  if (property.status === 'rented') return 'Rented';
  return null;
}
