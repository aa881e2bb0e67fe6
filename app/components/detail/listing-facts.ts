import { formatCents } from '../../../contract/format';
import type { NearbyPlace, Property } from '../../../contract/properties';
import type { I18n } from '../../i18n/i18n';
import { youTubeEmbedUrl } from '../../lib/embeds';

/** What the detail page's tabs say about a listing: pure, so the unit tests can reach every case. */

/** The page's language and texts (`useI18n()` gives them; tests make them with `makeI18n`). */
export type DetailLanguage = Pick<I18n, 'language' | 'm'>;

/** '1.5 km': nearby distances are shown rounded to one decimal (product.md section 9). */
export function formatDistance(km: number, { m }: Pick<I18n, 'm'>): string {
  return m.detail.location.distance(km.toFixed(1));
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

/** Overview's 'Property Details' rows: type, built year, furnishing, area (and land in cents). */
export function listPropertyDetails(
  property: Pick<
    Property,
    'property_type_details' | 'built_year' | 'furnishing' | 'area' | 'cents'
  >,
  { language, m }: DetailLanguage,
): [label: string, value: string][] {
  const facts = m.detail.facts;
  const type = property.property_type_details?.name;
  return [
    [facts.propertyType, type ? m.site.propertyType(type) : facts.notSpecified],
    [facts.builtYear, property.built_year ? String(property.built_year) : facts.notSpecified],
    [
      facts.furnishing,
      property.furnishing ? facts.furnishings[property.furnishing] : facts.notSpecified,
    ],
    [facts.area, facts.areaValue(property.area)],
    ...(property.cents !== null
      ? [[facts.landArea, formatCents(property.cents, language)] as [string, string]]
      : []),
  ];
}

/** Overview's 'Additional Info' rows: bedrooms, bathrooms and parking as 'N spaces'. */
export function listAdditionalInfo(
  property: Pick<Property, 'bedrooms' | 'bathrooms' | 'parking_spaces'>,
  { m }: Pick<I18n, 'm'>,
): [label: string, value: string][] {
  const facts = m.detail.facts;
  const parking = property.parking_spaces;
  return [
    [facts.bedrooms, String(property.bedrooms)],
    [facts.bathrooms, String(property.bathrooms)],
    [facts.parking, parking === null ? facts.notSpecified : facts.spaces(parking)],
  ];
}

/** A sold or rented listing stays reachable by its URL, marked as such ('Sold', 'Rented'). */
export function closedLabel(
  property: Pick<Property, 'status'>,
  { m }: Pick<I18n, 'm'>,
): string | null {
  if (property.status === 'sold') return m.detail.status.sold;
  if (property.status === 'rented') return m.detail.status.rented;
  return null;
}
