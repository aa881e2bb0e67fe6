import { describe, expect, it } from 'vitest';

import { buildPropertyItems, isNavItemActive, isPropertiesActive } from './nav-items';

function at(url: string) {
  const { pathname, search, hash } = new URL(url, 'http://local');
  return { pathname, search, hash };
}

describe('buildPropertyItems', () => {
  it('starts with All Properties and links each type by its lower-cased, encoded name', () => {
    expect(
      buildPropertyItems([{ name: 'Villa' }, { name: 'Commercial Land' }], 'All Properties'),
    ).toEqual([
      { label: 'All Properties', to: '/property-listing' },
      { label: 'Villa', to: '/property-listing?category=villa' },
      { label: 'Commercial Land', to: '/property-listing?category=commercial%20land' },
    ]);
  });

  it('offers All Properties alone when the types could not be loaded', () => {
    expect(buildPropertyItems([], 'All Properties')).toEqual([
      { label: 'All Properties', to: '/property-listing' },
    ]);
  });
});

describe('isNavItemActive', () => {
  const buy = '/property-listing?type=buy';
  const rent = '/property-listing?type=rent';

  it('tells Buy from Rent by the type, reading sell and sale as buy', () => {
    expect(isNavItemActive(buy, at('/property-listing?type=buy&page=2'))).toBe(true);
    expect(isNavItemActive(buy, at('/property-listing?type=sale'))).toBe(true);
    expect(isNavItemActive(rent, at('/property-listing?type=buy'))).toBe(false);
    expect(isNavItemActive(rent, at('/property-listing?type=rent'))).toBe(true);
    expect(isNavItemActive(buy, at('/property-listing'))).toBe(false);
  });

  it('matches a property type by category, whatever its case or encoding', () => {
    const item = '/property-listing?category=commercial%20land';
    expect(isNavItemActive(item, at('/property-listing?category=Commercial+Land'))).toBe(true);
    expect(isNavItemActive(item, at('/property-listing?propertyType=commercial%20land'))).toBe(
      true,
    );
    expect(isNavItemActive(item, at('/property-listing?category=land'))).toBe(false);
  });

  it('marks All Properties only on the unfiltered listing', () => {
    expect(isNavItemActive('/property-listing', at('/property-listing'))).toBe(true);
    expect(isNavItemActive('/property-listing', at('/property-listing?category=all'))).toBe(true);
    expect(isNavItemActive('/property-listing', at('/property-listing?category=villa'))).toBe(
      false,
    );
    expect(isNavItemActive('/property-listing', at('/property-listing?type=rent'))).toBe(false);
  });

  it('tells Services from About on the about page', () => {
    expect(isNavItemActive('/about', at('/about'))).toBe(true);
    expect(isNavItemActive('/about#services', at('/about'))).toBe(false);
    expect(isNavItemActive('/about#services', at('/about#services'))).toBe(true);
    expect(isNavItemActive('/about', at('/about#services'))).toBe(false);
    expect(isNavItemActive('/contact', at('/about'))).toBe(false);
  });
});

describe('isPropertiesActive', () => {
  it('is on while the listing is filtered by a property type', () => {
    expect(isPropertiesActive(at('/property-listing?category=villa'))).toBe(true);
    expect(isPropertiesActive(at('/property-listing?category=all'))).toBe(false);
    expect(isPropertiesActive(at('/property-listing?type=buy'))).toBe(false);
    expect(isPropertiesActive(at('/?category=villa'))).toBe(false);
  });
});
