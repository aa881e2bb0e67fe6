import type { Location } from 'react-router';

export interface NavItem {
  label: string;
  to: string;
}

export const LISTING_PATH = '/property-listing';

export const BUY_ITEM: NavItem = { label: 'Buy', to: `${LISTING_PATH}?type=buy` };
export const RENT_ITEM: NavItem = { label: 'Rent', to: `${LISTING_PATH}?type=rent` };

/** The links after the Properties dropdown, in menu order. */
export const TRAILING_ITEMS: NavItem[] = [
  { label: 'Services', to: '/about#services' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'About', to: '/about' },
];

export const SELL_MESSAGE =
  'Hello, I want to sell my property. Please contact me with the details.';

/** One Properties entry per property type, as the listing page's `category` filter reads it. */
export function buildPropertyItems(propertyTypes: ReadonlyArray<{ name: string }>): NavItem[] {
  return [
    { label: 'All Properties', to: LISTING_PATH },
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
    return !TRAILING_ITEMS.some((item) => item.to !== to && item.to === here);
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
