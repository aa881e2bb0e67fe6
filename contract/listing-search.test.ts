import { describe, expect, it } from 'vitest';

import {
  defaultListingSearch,
  isNarrowed,
  type ListingSearch,
  readListingSearch,
  searchMessages,
  type SearchSurface,
  writeListingSearch,
} from './listing-search';

const read = (query: string, surface: SearchSurface = 'api') =>
  readListingSearch(new URLSearchParams(query), surface);

describe('reading a search from the API', () => {
  it('reads every filter by its API name', () => {
    const { search, errors } = read(
      'type=sale&property_type=4&category=flat&ownership=direct_owner&min_price=100&max_price=900&bedrooms=3&bathrooms=2%2B&min_area=500&max_area=1500&min_cents=5&max_cents=10&location=Kochi&q=pool&lat=9.9&lng=76.3&sort=nearest&status=all&page=2&page_size=30',
    );
    expect(errors).toEqual({});
    expect(search).toEqual({
      purpose: 'sell',
      propertyTypeId: 4,
      category: 'flat',
      ownership: 'direct_owner',
      price: { min: 100, max: 900 },
      bedrooms: { count: 3, atLeast: false },
      bathrooms: { count: 2, atLeast: true },
      area: { min: 500, max: 1500 },
      cents: { min: 5, max: 10 },
      location: 'Kochi',
      keyword: 'pool',
      origin: { lat: 9.9, lng: 76.3 },
      status: 'all',
      sort: 'nearest',
      page: 2,
      pageSize: 30,
    } satisfies ListingSearch);
  });

  it('has one value for sale, whichever word is used', () => {
    for (const word of ['buy', 'sell', 'sale', 'SALE']) {
      expect(read(`type=${word}`).search.purpose).toBe('sell');
    }
    expect(read('type=rent').search.purpose).toBe('rent');
    expect(read('type=all').search.purpose).toBe('all');
  });

  it('defaults to available listings, newest first, 12 a page', () => {
    expect(read('')).toEqual({
      search: { purpose: 'all', status: 'available', sort: 'newest', page: 1, pageSize: 12 },
      errors: {},
    });
    expect(read('q=%20%20&location=&bedrooms=any&ownership=all&min_price=').search).toEqual(
      defaultListingSearch('api'),
    );
  });

  it.each([
    ['type=lease', 'type', searchMessages.purpose],
    ['property_type=abc', 'property_type', searchMessages.propertyTypeId],
    ['property_type=0', 'property_type', searchMessages.propertyTypeId],
    ['property_type=2147483648', 'property_type', searchMessages.propertyTypeId],
    ['ownership=broker', 'ownership', searchMessages.ownership],
    ['min_price=cheap', 'min_price', searchMessages.min_price],
    ['max_price=-5', 'max_price', searchMessages.max_price],
    ['min_area=x', 'min_area', searchMessages.min_area],
    ['max_cents=1e400', 'max_cents', searchMessages.max_cents],
    ['bedrooms=three', 'bedrooms', searchMessages.bedrooms],
    ['bathrooms=100', 'bathrooms', searchMessages.bathrooms],
    ['lat=91&lng=76', 'lat', searchMessages.lat],
    ['lat=9&lng=east', 'lng', searchMessages.lng],
    ['lat=9', 'lat', searchMessages.latLngTogether],
    ['sort=random', 'sort', searchMessages.sort],
    ['sort=nearest', 'sort', searchMessages.nearestNeedsOrigin],
    ['status=archived', 'status', searchMessages.status],
    ['page=abc', 'page', searchMessages.page],
    ['page=2.5', 'page', searchMessages.pageWhole],
    ['page=0', 'page', searchMessages.pageFrom1],
    ['page=100001', 'page', searchMessages.pageTooFar],
    ['page_size=x', 'page_size', searchMessages.pageSize],
    ['page_size=1.5', 'page_size', searchMessages.pageSizeWhole],
    ['page_size=101', 'page_size', searchMessages.pageSizeRange],
    [`category=${'a'.repeat(81)}`, 'category', searchMessages.category],
    [`q=${'a'.repeat(201)}`, 'q', searchMessages.keyword],
    ['type=rent&type=sell', 'type', searchMessages.once('type')],
    ['bbox=76,9,77', 'bbox', searchMessages.bbox],
    ['bbox=76,9,77,10,11', 'bbox', searchMessages.bbox],
    ['bbox=77,9,76,10', 'bbox', searchMessages.bbox],
    ['bbox=76,10,77,9', 'bbox', searchMessages.bbox],
    ['bbox=76,9,181,10', 'bbox', searchMessages.bbox],
    ['bbox=76,-91,77,10', 'bbox', searchMessages.bbox],
    ['bbox=76,,77,10', 'bbox', searchMessages.bbox],
    ['bbox=west,9,77,10', 'bbox', searchMessages.bbox],
  ])('refuses %s with a message for %s', (query, field, message) => {
    expect(read(query).errors).toEqual({ [field]: [message] });
  });

  it('reads the query Fastify parses, where a repeated name is a list', () => {
    expect(readListingSearch({ type: 'rent', page: '2' }, 'api').search).toMatchObject({
      purpose: 'rent',
      page: 2,
    });
    expect(readListingSearch({ q: ['a', 'b'] }, 'api').errors).toEqual({
      q: [searchMessages.once('q')],
    });
  });
});

describe('reading a search from a page', () => {
  it("drops what it cannot read on the listing page, and reads the page's own names", () => {
    const { search } = read(
      'type=lease&beds=3%2B&baths=two&price=1000-2000&sqft=abc&cents=-10&sort=nearest&page=-1&propertyType=Villa&q=ignored&status=draft',
      'listing-page',
    );
    expect(search).toEqual({
      purpose: 'all',
      category: 'Villa',
      bedrooms: { count: 3, atLeast: true },
      price: { min: 1000, max: 2000 },
      cents: { max: 10 },
      status: 'available',
      sort: 'newest',
      page: 1,
      pageSize: 12,
    });
  });

  it("reads the admin list's few, every status by default", () => {
    expect(read('q=villa&type=buy&status=SOLD&page=3&sort=price-asc', 'admin-list').search).toEqual(
      {
        purpose: 'sell',
        keyword: 'villa',
        status: 'sold',
        sort: 'newest',
        page: 3,
        pageSize: 12,
      },
    );
    expect(read('status=archived', 'admin-list').search.status).toBe('all');
  });
});

describe('writing a search back', () => {
  const search: ListingSearch = {
    ...defaultListingSearch('api'),
    purpose: 'sell',
    category: 'villa',
    bedrooms: { count: 4, atLeast: true },
    price: { min: 5_000_000 },
    area: { max: 3000 },
    location: 'Kochi',
    keyword: 'pool',
    origin: { lat: 9.9, lng: 76.3 },
    bounds: { minLng: 76.2, minLat: 9.85, maxLng: 76.45, maxLat: 10.1 },
    sort: 'nearest',
    page: 3,
  };

  it("writes each surface's names and its word for sale, defaults left out on pages", () => {
    expect(writeListingSearch(search, 'listing-page')).toBe(
      '?location=Kochi&type=buy&category=villa&beds=4%2B&price=5000000-&sqft=-3000&lat=9.9&lng=76.3&bbox=76.2%2C9.85%2C76.45%2C10.1&sort=nearest&page=3',
    );
    expect(writeListingSearch(search, 'admin-list')).toBe(
      '?q=pool&type=sale&status=available&page=3',
    );
    expect(writeListingSearch(search, 'api')).toBe(
      '?status=available&type=sell&category=villa&min_price=5000000&bedrooms=4%2B&max_area=3000&location=Kochi&q=pool&lat=9.9&lng=76.3&bbox=76.2%2C9.85%2C76.45%2C10.1&sort=nearest&page=3&page_size=12',
    );
    expect(writeListingSearch(defaultListingSearch('listing-page'), 'listing-page')).toBe('');
  });

  it('reads back what it writes, on every surface', () => {
    for (const surface of ['api', 'listing-page', 'admin-list'] as const) {
      const written = writeListingSearch(search, surface);
      expect(writeListingSearch(read(written.slice(1), surface).search, surface)).toBe(written);
    }
    expect(read(writeListingSearch(search, 'api').slice(1)).search).toEqual(search);
  });

  it('knows when a search is narrowed', () => {
    expect(isNarrowed(defaultListingSearch('api'))).toBe(false);
    expect(isNarrowed({ ...defaultListingSearch('api'), page: 4, sort: 'price-asc' })).toBe(false);
    expect(isNarrowed({ ...defaultListingSearch('api'), purpose: 'rent' })).toBe(true);
    expect(isNarrowed({ ...defaultListingSearch('api'), cents: { min: 1 } })).toBe(true);
    const bounds = { minLng: 76, minLat: 9, maxLng: 77, maxLat: 10 };
    expect(isNarrowed({ ...defaultListingSearch('api'), bounds })).toBe(true);
  });

  it('reads an area edge to edge, a point area too, and writes six decimals', () => {
    expect(read('bbox= 76.2 ,9.85,76.45,10.1').search.bounds).toEqual({
      minLng: 76.2,
      minLat: 9.85,
      maxLng: 76.45,
      maxLat: 10.1,
    });
    expect(read('bbox=76,9,76,9').search.bounds).toEqual({
      minLng: 76,
      minLat: 9,
      maxLng: 76,
      maxLat: 9,
    });
    const precise = { minLng: 76.123456789, minLat: 9.1, maxLng: 76.2, maxLat: 9.2 };
    expect(
      writeListingSearch({ ...defaultListingSearch('api'), bounds: precise }, 'listing-page'),
    ).toBe('?bbox=76.123457%2C9.1%2C76.2%2C9.2');
    // A page drops an area it cannot read.
    expect(read('bbox=77,9,76,10', 'listing-page').search.bounds).toBeUndefined();
  });
});
