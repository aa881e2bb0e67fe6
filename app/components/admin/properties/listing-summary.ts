import { toTitleCase } from '../../../../contract/format';
import type { Property } from '../../../../contract/properties';
import { formatArea } from '../../../lib/listing-search';

/** How the back office's tables and cards sum up a listing in a few words. */

/** 'Kakkanad, Ernakulam': the state is nearly always Kerala, so the row leaves it out. */
export function shortPlace(property: Pick<Property, 'location'>): string {
  return [property.location.city, property.location.district].map(toTitleCase).join(', ');
}

/** '3 beds · 2 baths · 1,450 sq.ft'; rooms left out when there are none (land, shops). */
export function describeDetails(
  property: Pick<Property, 'bedrooms' | 'bathrooms' | 'area' | 'cents'>,
): string {
  const count = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
  const parts: string[] = [];
  if (property.bedrooms > 0) parts.push(count(property.bedrooms, 'bed'));
  if (property.bathrooms > 0) parts.push(count(property.bathrooms, 'bath'));
  parts.push(`${formatArea(property.area)} sq.ft`);
  if (property.cents !== null) parts.push(`${property.cents} cents`);
  return parts.join(' · ');
}

/** 'For Sale' or 'For Rent'. */
export function purposeLabel(property: Pick<Property, 'property_for'>): string {
  return property.property_for === 'rent' ? 'For Rent' : 'For Sale';
}

/** '14 Mar 2025', for the title of a relative date. */
export function formatFullDate(isoDate: string): string {
  return new Date(isoDate).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a listing was added, as product.md section 9 words relative dates: 'Today', 'Yesterday',
 * '3 days ago' under a week, '2 weeks ago' under 30 days, else the date.
 */
export function formatAdded(isoDate: string, now: Date): string {
  const days = Math.floor((now.getTime() - Date.parse(isoDate)) / DAY_MS);
  if (!Number.isFinite(days)) return '';
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return `${weeks} week${weeks === 1 ? '' : 's'} ago`;
  }
  return formatFullDate(isoDate);
}
