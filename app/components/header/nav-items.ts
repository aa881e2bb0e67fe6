import type { Location } from 'react-router';

import type { Messages } from '../../i18n/messages';

/** A menu link: its English path (links follow the page's language) and its text. */
export interface NavItem {
  label: string;
  to: string;
}

type NavTexts = Messages['site']['nav'];

export const LISTING_PATH = '/property-listing';

const BUY_PATH = `${LISTING_PATH}?type=buy`;
const RENT_PATH = `${LISTING_PATH}?type=rent`;
/** The paths of the links after the Properties dropdown, in menu order. */
const TRAILING_PATHS = ['/about#services', '/contact', '/about'] as const;

export const buyItem = (nav: NavTexts): NavItem => ({ label: nav.buy, to: BUY_PATH });
export const rentItem = (nav: NavTexts): NavItem => ({ label: nav.rent, to: RENT_PATH });
export const homeItem = (nav: NavTexts): NavItem => ({ label: nav.home, to: '/' });

/** The links after the Properties dropdown, in menu order. */
export function trailingItems(nav: NavTexts): NavItem[] {
  const [services, contact, about] = TRAILING_PATHS;
  return [
    { label: nav.services, to: services },
    { label: nav.contact, to: contact },
    { label: nav.about, to: about },
  ];
}

/** One Properties entry per property type, as the listing page's `category` filter reads it. */
export function buildPropertyItems(
  propertyTypes: ReadonlyArray<{ name: string }>,
  allProperties: string,
): NavItem[] {
  return [
    { label: allProperties, to: LISTING_PATH },
    ...propertyTypes.map((type) => ({
      label: type.name,
      to: `${LISTING_PATH}?category=${encodeURIComponent(type.name.toLowerCase())}`,
    })),
  ];
}

/** The category the visitor filters by on the listing page, lower-cased, or '' for none. */
function readCategory(location: Pick<Location, 'pathname' | 'search'>): string {
  if (location.pathname !== LISTING_PATH) return '';
  const params = new URLSearchParams(location.search);
  const category = (params.get('category') ?? params.get('propertyType') ?? '').trim();
  return category.toLowerCase() === 'all' ? '' : category.toLowerCase();
}

// The listing page reads buy, sell and sale alike as "for sale" (app/lib/listing-search.ts).
function readListingType(search: string): 'buy' | 'rent' | null {
  const type = new URLSearchParams(search).get('type');
  if (type === 'rent') return 'rent';
  if (type === 'buy' || type === 'sell' || type === 'sale') return 'buy';
  return null;
}

/**
 * Whether a menu link points at the page being shown. NavLink compares paths only, while Buy, Rent
 * and the property types share one path and differ by their query.
 */
export function isNavItemActive(
  to: string,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
): boolean {
  const target = new URL(to, 'http://local');
  if (target.pathname !== location.pathname) return false;
  // Services is a section of the about page; About stays highlighted there.
  if (target.hash) return target.hash === location.hash;
  if (target.pathname !== LISTING_PATH) {
    // On /about#services the Services link is the current one, not About as well.
    const here = location.pathname + location.hash;
    return !TRAILING_PATHS.some((path) => path !== to && path === here);
  }

  const targetType = target.searchParams.get('type');
  const targetCategory = target.searchParams.get('category');
  if (targetType) return readListingType(location.search) === targetType;
  if (targetCategory) return readCategory(location) === targetCategory.toLowerCase();
  // All Properties: the listing without a type or a category.
  return readListingType(location.search) === null && readCategory(location) === '';
}

/** The Properties menu is highlighted while the listing is filtered by a property type. */
export function isPropertiesActive(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return readCategory(location) !== '';
}
