import { describe, expect, it } from 'vitest';

import { type ListingSearch, writeListingSearch } from '../../contract/listing-search';
import type { CatalogueReader } from '../../contract/site';
import { en } from '../i18n/en';
import { ml } from '../i18n/ml';
import {
  canonicalTypeName,
  clearedFilters,
  describeFilters,
  formatArea,
  formatDistance,
  isFiltered,
  loadListing,
  pageWindow,
  parseListingFilters,
  toApiSearch,
  toListingSearch,
} from './listing-search';
import { readTestRates } from '../testing/exchange-rates';

const parse = (search: string) => parseListingFilters(new URLSearchParams(search));

describe('parseListingFilters', () => {
  it('reads every filter of the URL, the product.md names included', () => {
    const filters = parse(
      'location=Kochi&type=sell&propertyType=Commercial&beds=5%2B&baths=2&price=2500000-5000000&sqft=-1500&cents=10-&ownership=direct_owner&lat=9.98&lng=76.3&sort=nearest&page=3',
    );
    expect(filters).toEqual({
      location: 'Kochi',
      purpose: 'sell',
      category: 'Commercial',
      bedrooms: { count: 5, atLeast: true },
      bathrooms: { count: 2, atLeast: false },
      price: { min: 2_500_000, max: 5_000_000 },
      area: { max: 1500 },
      cents: { min: 10 },
      ownership: 'direct_owner',
      origin: { lat: 9.98, lng: 76.3 },
      status: 'available',
      sort: 'nearest',
      page: 3,
      pageSize: 12,
      view: 'list',
    });
  });

  it('drops what it cannot read, so any URL shows a page', () => {
    expect(
      parse('type=lease&beds=three&price=cheap&ownership=broker&sort=random&page=-2&lat=500&lng=1'),
    ).toEqual(clearedFilters());
    expect(parse('price=9-8-7&sqft=abc&view=table&amenities=Jacuzzi')).toEqual(clearedFilters());
  });

  it("takes the footer's type=sale, and buy and sell, as for sale", () => {
    expect(parse('type=sale').purpose).toBe('sell');
    expect(parse('type=buy').purpose).toBe('sell');
    expect(parse('type=sell').purpose).toBe('sell');
  });

  it('ignores the amenities old links carry: they are not offered (issue 33, item 3)', () => {
    expect(parse('amenities=gym&amenities=Pool,sauna')).toEqual(clearedFilters());
  });

  it('reads a size chip that ends just under the next one (two decimals)', () => {
    expect(parse('sqft=500-999.99').area).toEqual({ min: 500, max: 999.99 });
    expect(parse('cents=-4.99').cents).toEqual({ max: 4.99 });
    expect(parse('sqft=500-999.999').area).toBeUndefined();
  });

  it('reads the sliders, a handle at the end of its track leaving that end open', () => {
    expect(parse('price_min=100000&price_max=5000000').price).toEqual({ max: 5_000_000 });
    expect(parse('price_min=2500000&price_max=100000000').price).toEqual({ min: 2_500_000 });
    expect(parse('price_min=100000&price_max=100000000').price).toBeUndefined();
    // Monthly rents have their own track, from 0.
    expect(parse('type=rent&price_min=0&price_max=30000').price).toEqual({ max: 30_000 });
    expect(parse('sqft_min=500&sqft_max=10000&cents_min=0&cents_max=50')).toMatchObject({
      area: { min: 500 },
      cents: { max: 50 },
    });
    // Without JavaScript the sliders stay on the track the page was served with.
    expect(
      parse('type=rent&price_track=sale&price_min=100000&price_max=100000000').price,
    ).toBeUndefined();
    expect(parse('price_track=rent&price_min=0&price_max=50000').price).toEqual({ max: 50_000 });
    // Handles crossed over are read the right way round.
    expect(parse('sqft_min=3000&sqft_max=1000').area).toEqual({ min: 1000, max: 3000 });
  });

  it("prefers a preset button's range to the sliders sent with it", () => {
    expect(parse('price=2500000-5000000&price_min=100000&price_max=900000').price).toEqual({
      min: 2_500_000,
      max: 5_000_000,
    });
  });

  it('drops the sq.ft of a land type and the cents of a built one (product.md section 5)', () => {
    expect(parse('category=land&sqft=-500&cents=10-20')).toMatchObject({
      cents: { min: 10, max: 20 },
    });
    expect(parse('category=land&sqft=-500').area).toBeUndefined();
    expect(parse('category=flat&sqft=-500&cents=10-20').cents).toBeUndefined();
    expect(parse('category=flat&sqft=-500').area).toEqual({ max: 500 });
    // A word that is no single type keeps both.
    expect(parse('category=commercial&sqft=-500&cents=10-')).toMatchObject({
      area: { max: 500 },
      cents: { min: 10 },
    });
  });

  it('sorts by newest until a position is known', () => {
    expect(parse('sort=nearest').sort).toBe('newest');
    expect(parse('category=all').category).toBeUndefined();
  });
});

describe("the listing facts' filters in the URL (issue 34)", () => {
  it("keeps them as text by the API's names: the form's boxes joined, its floor chip split", () => {
    const filters = parse(
      'type=rent&max_deposit=50000&facing=e&facing=n&floor=1-3&land_type=nilam&price_reduced=1&rera=',
    );
    expect(filters.facts).toEqual({
      max_deposit: '50000',
      facing: 'e,n',
      min_floor: '1',
      max_floor: '3',
      land_type: 'nilam',
      price_reduced: '1',
    });
    expect(parse('floor=10-').facts).toEqual({ min_floor: '10' });
    expect(parse('floor=-0').facts).toEqual({ max_floor: '0' });
    expect(parse('type=rent').facts).toBeUndefined();
  });

  it('writes them back after the search and before the order, and counts them as filtering', () => {
    const filters = parse('sort=price-asc&tenant_preference=family&type=rent&min_floor=2');
    expect(toListingSearch(filters)).toBe(
      '?type=rent&tenant_preference=family&min_floor=2&sort=price-asc',
    );
    expect(isFiltered(parse('price_reduced=1'))).toBe(true);
    expect(isFiltered(parse('view=grid'))).toBe(false);
    expect(toApiSearch(parse('max_deposit=90000&page=2')).toString()).toContain(
      'max_deposit=90000',
    );
  });
});

describe('toListingSearch', () => {
  it('round-trips the filters and leaves defaults out', () => {
    const search =
      '?location=Aluva&type=buy&category=house&beds=3&price=1000000-&sort=price-asc&page=2';
    expect(toListingSearch(parse(search))).toBe(search);
    expect(toListingSearch(parse('type=all&sort=newest&page=1'))).toBe('');
    expect(toListingSearch(parse('amenities=Pool,Gym&view=grid'))).toBe('?view=grid');
  });

  it('keeps the view out of the search', () => {
    const { view, ...search } = parse('amenities=Pool&view=grid');
    expect(view).toBe('grid');
    expect(writeListingSearch(search, 'api')).toBe(
      '?status=available&type=all&sort=newest&page=1&page_size=12',
    );
  });
});

describe('describeFilters and isFiltered', () => {
  it('joins the active filters with bullets', () => {
    const filters = parse('type=rent&category=apartment&beds=2');
    expect(describeFilters(filters, en)).toBe('For Rent • Apartment • 2 Bedrooms');
    expect(describeFilters(parse('beds=1'), en)).toBe('1 Bedroom');
    expect(describeFilters(parse('type=sell&category=flat&beds=5%2B'), en)).toBe(
      'For Sale • Apartment • 5+ Bedrooms',
    );
    expect(isFiltered(filters)).toBe(true);
  });

  it("speaks the page's language, keeping the place as typed", () => {
    expect(describeFilters(parse('type=rent&category=flat&beds=2&location=Kochi'), ml)).toBe(
      'വാടകയ്ക്ക് • അപ്പാർട്ട്മെന്റ് • 2 കിടപ്പുമുറി • Kochi',
    );
    expect(describeFilters(parse('category=castle'), ml)).toBe('Castle');
    expect(describeFilters(parse(''), ml)).toBe('ഞങ്ങളുടെ മികച്ച പ്രോപ്പർട്ടി ലിസ്റ്റിംഗുകൾ കാണൂ');
  });

  it('invites when nothing is chosen', () => {
    expect(describeFilters(parse(''), en)).toBe('Explore our exclusive property listings');
    expect(isFiltered(parse('sort=price-asc&page=2&amenities=Pool&view=grid'))).toBe(false);
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 9, [1, 2, 3, 4, 5, 'gap', 9]],
    [5, 9, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 9]],
    [6, 12, [1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]],
    [12, 12, [1, 'gap', 8, 9, 10, 11, 12]],
  ] as const)('page %i of %i', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});

describe('canonicalTypeName', () => {
  it("names the panel's type for a name or a synonym", () => {
    expect(canonicalTypeName('apartment')).toBe('Apartment');
    expect(canonicalTypeName('Flat')).toBe('Apartment');
    expect(canonicalTypeName('agricultural land')).toBe('Agriculture Land');
    expect(canonicalTypeName('commercial')).toBeUndefined();
    expect(canonicalTypeName('castle')).toBeUndefined();
  });
});

describe('formatArea and formatDistance', () => {
  it('shortens sizes over 10,000 square feet with K', () => {
    expect(formatArea(1450)).toBe('1,450');
    expect(formatArea(10_000)).toBe('10,000');
    expect(formatArea(12_500)).toBe('12.5K');
    expect(formatArea(43_560)).toBe('43.6K');
  });

  it('says how far away a listing is', () => {
    expect(formatDistance(2.437, en.common.card)).toBe('2.4 km away');
    expect(formatDistance(0.351, en.common.card)).toBe('350 m away');
    expect(formatDistance(0, en.common.card)).toBe('10 m away');
    expect(formatDistance(241.6, en.common.card)).toBe('242 km away');
    expect(formatDistance(2.437, ml.common.card)).toBe('2.4 കി.മീ. അകലെ');
    expect(formatDistance(0.351, ml.common.card)).toBe('350 മീ. അകലെ');
  });
});

describe('loadListing', () => {
  const page = { data: [], count: 0, total: 58, page: 1, page_size: 12, total_pages: 1 };
  const catalogue = (listSummaries: CatalogueReader['listSummaries']): CatalogueReader => ({
    listSummaries,
    findProperty: async () => null,
    listSimilar: async () => [],
    findPreview: async () => null,
    listByIds: async () => [],
    listPropertyTypes: async () => [],
    listBanners: async () => [],
    readSiteFacts: async () => ({ founded_year: 2010, clients_served: 400 }),
    readExchangeRates: readTestRates,
  });

  it("asks the catalogue for one page of the URL's filters", async () => {
    const asked: ListingSearch[] = [];
    const result = await loadListing(
      catalogue(async (query) => {
        asked.push(query);
        return page;
      }),
      parseListingFilters(new URLSearchParams('type=rent&page=2&amenities=Pool')),
      { error: () => expect.unreachable('nothing failed') },
    );
    expect(asked).toMatchObject([
      { purpose: 'rent', status: 'available', sort: 'newest', page: 2, pageSize: 12 },
    ]);
    expect(Object.keys(asked[0] ?? {})).not.toContain('price');
    expect(result).toMatchObject({ page, hasFailed: false });
  });

  it('logs a failure and reports it instead of throwing, so the page shows its error state', async () => {
    const logged: unknown[] = [];
    const failure = new Error('database down');
    const result = await loadListing(
      catalogue(async () => {
        throw failure;
      }),
      parseListingFilters(new URLSearchParams('')),
      { error: (details) => logged.push(details.err) },
    );
    expect(result).toMatchObject({ page: null, hasFailed: true });
    expect(logged).toEqual([failure]);
  });
});
