import type { Property } from '../../contract/properties';
import type { PropertyFor } from '../../contract/property-constants';
import type { PictureKey, PictureSource } from '../components/property-picture';
import { RECENTLY_VIEWED_KEY } from './recently-viewed-key';

/**
 * The listings a visitor opened lately, kept in this browser only (issue 14, item 8): nothing of
 * it reaches the server. One versioned JSON list in localStorage, newest first, one entry per
 * listing. Whatever else is found under the key (an older version, another site's data, a hand
 * edit) is read as nothing, or entry by entry as far as it holds; a storage the browser refuses
 * (Safari's private mode, blocked cookies, a full quota) means the list is simply not kept.
 */

/** A listing as a compact card shows it, in both languages, so either page can show it. */
export interface ViewedListing {
  id: number;
  title: string;
  title_ml: string | null;
  price: number;
  property_for: PropertyFor;
  place: { city: string; city_ml: string | null; district: string; district_ml: string | null };
  /** The cover photo's renditions; null when it has none (or no renditions laid out as a key). */
  image: PictureKey | null;
  /** When it was last opened, in milliseconds since 1970. */
  viewedAt: number;
}

export { RECENTLY_VIEWED_KEY } from './recently-viewed-key';
/** Bump when an entry's shape changes: an old list is then dropped, not misread. */
const FORMAT_VERSION = 1;
export const MAX_RECENTLY_VIEWED = 12;

/** What the list needs of a storage (localStorage, or a stand-in in tests). */
export type ListStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The browser's localStorage, or null where reading it throws (blocked storage) or off a browser. */
export function browserStorage(): ListStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The entry a listing's page records, built on the server from the whole listing. */
export function toViewedListing(
  property: Pick<Property, 'id' | 'title' | 'title_ml' | 'price' | 'property_for' | 'location'>,
  cover: PictureSource | undefined,
): Omit<ViewedListing, 'viewedAt'> {
  const { city, city_ml, district, district_ml } = property.location;
  return {
    id: property.id,
    title: property.title,
    title_ml: property.title_ml,
    price: property.price,
    property_for: property.property_for,
    place: { city, city_ml, district, district_ml },
    // A photo without a key has a list of URLs instead: the strip then shows no photo for it.
    image: cover && 'folder' in cover ? cover : null,
  };
}

/** The list, newest first; empty when there is none, it cannot be read, or it is not ours. */
export function readRecentlyViewed(
  storage: ListStorage | null = browserStorage(),
): ViewedListing[] {
  return parseRecentlyViewed(readStoredText(storage));
}

/** The list's text as stored; null when there is none or the storage refuses to be read. */
export function readStoredText(storage: ListStorage | null = browserStorage()): string | null {
  try {
    return storage?.getItem(RECENTLY_VIEWED_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The list in a stored text (see readRecentlyViewed). */
export function parseRecentlyViewed(text: string | null): ViewedListing[] {
  if (!text) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(stored) || stored.v !== FORMAT_VERSION || !Array.isArray(stored.items)) return [];
  const seen = new Set<number>();
  const listings: ViewedListing[] = [];
  for (const item of stored.items) {
    const listing = readEntry(item);
    if (!listing || seen.has(listing.id)) continue;
    seen.add(listing.id);
    listings.push(listing);
  }
  // Newest first whatever order was written; a stable sort keeps the written order for ties.
  return listings.sort((a, b) => b.viewedAt - a.viewedAt).slice(0, MAX_RECENTLY_VIEWED);
}

/**
 * Puts the listing first (moving it up if it was there already) and keeps the newest 12. Returns
 * the list as it now stands, kept or not.
 */
export function recordViewed(
  listing: Omit<ViewedListing, 'viewedAt'>,
  viewedAt: number = Date.now(),
  storage: ListStorage | null = browserStorage(),
): ViewedListing[] {
  const listings = [
    { ...listing, viewedAt },
    ...readRecentlyViewed(storage).filter((kept) => kept.id !== listing.id),
  ].slice(0, MAX_RECENTLY_VIEWED);
  // Over the quota (other data of the site, a small private-mode quota): keep fewer, then none.
  for (const count of [listings.length, 3, 1]) {
    if (write(storage, listings.slice(0, count))) break;
  }
  return listings;
}

/** Forgets every listing. */
export function clearRecentlyViewed(storage: ListStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(RECENTLY_VIEWED_KEY);
  } catch {
    // Nothing is kept where the storage cannot be used.
  }
}

function write(storage: ListStorage | null, listings: ViewedListing[]): boolean {
  if (!storage) return false;
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify({ v: FORMAT_VERSION, items: listings }));
    return true;
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isOptionalText = (value: unknown): value is string | null => value === null || isText(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A same-site path (never another host's address, nor `//host`). */
const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** One stored entry, checked field by field: anything off and the entry is skipped. */
function readEntry(item: unknown): ViewedListing | null {
  if (!isRecord(item) || !isRecord(item.place)) return null;
  const { id, title, title_ml, price, property_for, place, image, viewedAt } = item;
  if (!isCount(id) || !isText(title) || !isOptionalText(title_ml)) return null;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  if (property_for !== 'sell' && property_for !== 'rent') return null;
  if (!isText(place.city) || !isText(place.district)) return null;
  if (!isOptionalText(place.city_ml) || !isOptionalText(place.district_ml)) return null;
  if (typeof viewedAt !== 'number' || !Number.isFinite(viewedAt)) return null;
  const key = image === null ? null : readPictureKey(image);
  if (key === undefined) return null;
  return {
    id,
    title,
    title_ml,
    price,
    property_for,
    place: {
      city: place.city,
      city_ml: place.city_ml,
      district: place.district,
      district_ml: place.district_ml,
    },
    image: key,
    viewedAt,
  };
}

/** A stored picture key, or undefined when it is not one. */
function readPictureKey(image: unknown): PictureKey | undefined {
  if (!isRecord(image)) return undefined;
  const { folder, widths, width, height } = image;
  if (!isSitePath(folder) || !isCount(width) || !isCount(height)) return undefined;
  if (!Array.isArray(widths) || widths.length === 0 || !widths.every(isCount)) return undefined;
  return { folder, widths, width, height };
}
