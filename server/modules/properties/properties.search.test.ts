import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../contract/pagination';
import { EARTH_RADIUS_KM } from './search-tuning';
import { type ListingSummary, listingSummary, type Property } from '../../../contract/properties';
import { readListingSearch } from '../../../contract/listing-search';
import { REPEATED_PARAMETER_MESSAGE } from '../../../contract/errors';
import { findTypeId, insertListing, type ListingFixture } from '../../testing/listings';
import { queryRows } from '../../db/statement';
import { type ListedRow, listedByIdsStatement, listedStatement } from './properties.repo';
import { distanceKm } from './listings-kept';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Search semantics (product.md section 5, design.md section 4) against a catalogue chosen so that a
 * wrong implementation fails: exact versus "at least", cents only where present, synonyms, untyped
 * listings found by their words, near-miss place names and statuses hidden from the public.
 */
const LISTINGS: Record<string, ListingFixture> = {
  marineDriveFlat: {
    title: 'Sea-view apartment on Marine Drive',
    city: 'Kochi',
    type: 'Apartment',
    propertyFor: 'rent',
    price: 45_000,
    bedrooms: 3,
    bathrooms: 2,
    area: 1450,
    latitude: 9.9816,
    longitude: 76.2999,
    daysAgo: 1,
    featureNames: ['Pool', 'Parking'],
  },
  aluvaHouse: {
    title: 'Family house near Aluva metro',
    city: 'Aluva',
    type: 'House',
    ownership: 'direct_owner',
    price: 8_500_000,
    bedrooms: 4,
    bathrooms: 3,
    area: 2200,
    cents: 10,
    latitude: 10.1076,
    longitude: 76.3516,
    daysAgo: 2,
  },
  kakkanadVilla: {
    title: 'Luxury villa in Kakkanad',
    city: 'Kakkanad',
    type: 'Villa',
    price: 32_000_000,
    bedrooms: 5,
    bathrooms: 5,
    area: 4200,
    cents: 25,
    latitude: 10.0159,
    longitude: 76.3419,
    daysAgo: 3,
  },
  thrissurPlot: {
    title: 'Residential plot near Swaraj Round',
    city: 'Thrissur',
    type: 'Land',
    ownership: 'direct_owner',
    price: 4_500_000,
    area: 4356,
    cents: 10,
    latitude: 10.5276,
    longitude: 76.2144,
    daysAgo: 4,
  },
  palakkadFarm: {
    title: 'Coconut farm with a pond',
    city: 'Palakkad',
    type: 'Agriculture Land',
    ownership: 'direct_owner',
    price: 12_000_000,
    area: 43_560,
    cents: 100,
    latitude: 10.7867,
    longitude: 76.6548,
    daysAgo: 5,
  },
  kozhikodeShop: {
    title: 'Shop on SM Street',
    city: 'Kozhikode',
    type: 'Shop',
    propertyFor: 'rent',
    price: 60_000,
    bathrooms: 1,
    area: 600,
    latitude: 11.2588,
    longitude: 75.7804,
    daysAgo: 6,
  },
  technoparkOffice: {
    title: 'Office floor facing Technopark',
    city: 'Kazhakkoottam',
    type: 'Office',
    propertyFor: 'rent',
    price: 150_000,
    bathrooms: 4,
    area: 5000,
    latitude: 8.5581,
    longitude: 76.8816,
    daysAgo: 7,
  },
  kannurUntypedFlat: {
    title: 'Spacious flat for rent in Kannur town',
    city: 'Kannur',
    type: null,
    ownership: 'direct_owner',
    propertyFor: 'rent',
    price: 18_000,
    bedrooms: 2,
    bathrooms: 2,
    area: 1100,
    latitude: 11.8745,
    longitude: 75.3704,
    daysAgo: 8,
  },
  kollamHouse: {
    title: 'Six bedroom house by Ashtamudi lake',
    city: 'Kollam',
    type: 'House',
    price: 9_500_000,
    bedrooms: 6,
    bathrooms: 4,
    area: 3000,
    cents: 8,
    latitude: 8.8932,
    longitude: 76.6141,
    daysAgo: 9,
  },
  soldVilla: {
    title: 'Villa in Panampilly Nagar',
    city: 'Kochi',
    type: 'Villa',
    status: 'sold',
    price: 20_000_000,
    bedrooms: 4,
    latitude: 9.96,
    longitude: 76.29,
  },
  draftHouse: {
    title: 'Draft: house in Kochi',
    city: 'Kochi',
    type: 'House',
    status: 'draft',
    bedrooms: 3,
    latitude: 9.97,
    longitude: 76.28,
  },
};
type Name = keyof typeof LISTINGS;
const PUBLIC_NAMES = (Object.keys(LISTINGS) as Name[]).filter(
  (name) => !LISTINGS[name]?.status || LISTINGS[name]?.status === 'available',
);

let t: TestApp;
const ids = {} as Record<Name, number>;
const names = new Map<number, Name>();

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, fixture] of Object.entries(LISTINGS)) {
    const id = await insertListing(t.database.db, fixture);
    ids[name as Name] = id;
    names.set(id, name as Name);
  }
});
afterAll(() => t.close());

async function search(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url: `/api/properties/properties/?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json<Page<Property>>();
  return { ...page, names: page.data.map((item) => names.get(item.id)) };
}

async function found(query: string): Promise<Name[]> {
  const { names: list } = await search(`${query}&page_size=100`);
  return (list as Name[]).sort();
}

const sorted = (...list: Name[]) => [...list].sort();

describe('GET /api/properties/properties/', () => {
  it('shows the public available listings only, newest first, with counts', async () => {
    const page = await search('');
    expect(page.count).toBe(PUBLIC_NAMES.length);
    expect(page.total).toBe(PUBLIC_NAMES.length);
    expect(page.names.slice(0, 3)).toEqual(['marineDriveFlat', 'aluvaHouse', 'kakkanadVilla']);
    expect(page.data).toHaveLength(PUBLIC_NAMES.length);
    expect(page).toMatchObject({ page: 1, page_size: 12, total_pages: 1 });
  });

  it('lets an admin ask for every status or one status', async () => {
    const admin = await t.adminHeaders();
    expect((await search('status=all', admin)).count).toBe(Object.keys(LISTINGS).length);
    expect((await search('status=sold', admin)).names).toEqual(['soldVilla']);
    expect((await search('status=draft', admin)).names).toEqual(['draftHouse']);
    // The public asking the same is shown available listings only.
    expect((await search('status=all')).count).toBe(PUBLIC_NAMES.length);
  });

  it('type: buy and sell both mean for sale; rent means for rent', async () => {
    const forSale = sorted(
      'aluvaHouse',
      'kakkanadVilla',
      'thrissurPlot',
      'palakkadFarm',
      'kollamHouse',
    );
    expect(await found('type=buy')).toEqual(forSale);
    expect(await found('type=sell')).toEqual(forSale);
    expect(await found('type=sale')).toEqual(forSale);
    expect(await found('type=rent')).toEqual(
      sorted('marineDriveFlat', 'kozhikodeShop', 'technoparkOffice', 'kannurUntypedFlat'),
    );
    expect(await found('type=all')).toEqual(sorted(...PUBLIC_NAMES));
  });

  it('property_type: the exact type id', async () => {
    const villa = await findTypeId(t.database.db, 'Villa');
    expect(await found(`property_type=${villa}`)).toEqual(['kakkanadVilla']);
  });

  it.each([
    ['apartment', ['marineDriveFlat', 'kannurUntypedFlat']],
    ['flat', ['marineDriveFlat', 'kannurUntypedFlat']],
    ['Apartments', ['marineDriveFlat', 'kannurUntypedFlat']],
    ['villas', ['kakkanadVilla']],
    ['plot', ['thrissurPlot']],
    ['agricultural', ['palakkadFarm']],
    ['agriculture%20land', ['palakkadFarm']],
    ['commercial', ['kozhikodeShop', 'technoparkOffice']],
    ['house', ['aluvaHouse', 'kollamHouse']],
  ] as [string, Name[]][])(
    'category=%s matches loosely, untyped listings by their words',
    async (category, expected) => {
      expect(await found(`category=${category}`)).toEqual(sorted(...expected));
    },
  );

  it('ownership: an exact match', async () => {
    expect(await found('ownership=direct_owner')).toEqual(
      sorted('aluvaHouse', 'thrissurPlot', 'palakkadFarm', 'kannurUntypedFlat'),
    );
    expect(await found('ownership=all')).toEqual(sorted(...PUBLIC_NAMES));
  });

  it('price: both ends of the range are included', async () => {
    expect(await found('min_price=8500000&max_price=12000000')).toEqual(
      sorted('aluvaHouse', 'palakkadFarm', 'kollamHouse'),
    );
    expect(await found('max_price=45000')).toEqual(sorted('marineDriveFlat', 'kannurUntypedFlat'));
  });

  it("bedrooms and bathrooms: '3' is exact, '5+' and '4+' mean at least", async () => {
    expect(await found('bedrooms=3')).toEqual(['marineDriveFlat']);
    expect(await found('bedrooms=5%2B')).toEqual(sorted('kakkanadVilla', 'kollamHouse'));
    expect(await found('bedrooms=5')).toEqual(['kakkanadVilla']);
    expect(await found('bathrooms=4%2B')).toEqual(
      sorted('kakkanadVilla', 'technoparkOffice', 'kollamHouse'),
    );
    expect(await found('bedrooms=any')).toEqual(sorted(...PUBLIC_NAMES));
  });

  it('area: the built-up range in square feet', async () => {
    expect(await found('min_area=2000&max_area=5000')).toEqual(
      sorted('aluvaHouse', 'kakkanadVilla', 'thrissurPlot', 'technoparkOffice', 'kollamHouse'),
    );
  });

  it('cents: only checked where the listing has cents', async () => {
    expect(await found('min_cents=9&max_cents=30')).toEqual(
      sorted(
        'aluvaHouse',
        'kakkanadVilla',
        'thrissurPlot',
        // No cents: not filtered out.
        'marineDriveFlat',
        'kozhikodeShop',
        'technoparkOffice',
        'kannurUntypedFlat',
      ),
    );
  });

  it.each([
    // Kochi means the Kochi area, the Ernakulam district (contract/place-aliases.ts).
    ['Kochi', ['marineDriveFlat', 'aluvaHouse', 'kakkanadVilla']],
    ['kochii', ['marineDriveFlat', 'aluvaHouse', 'kakkanadVilla']],
    ['Kochi, Ernakulam, Kerala', ['marineDriveFlat', 'aluvaHouse', 'kakkanadVilla']],
    ['Ernakulam', ['marineDriveFlat', 'aluvaHouse', 'kakkanadVilla']],
    ['Ernakulm', ['marineDriveFlat', 'aluvaHouse', 'kakkanadVilla']],
    ['Kollam', ['kollamHouse']],
    ['Kozhikode', ['kozhikodeShop']],
    ['Trissur', ['thrissurPlot']],
    ['Mumbai', []],
  ] as [string, Name[]][])(
    'location=%s matches place names fuzzily, not other districts',
    async (location, expected) => {
      expect(await found(`location=${encodeURIComponent(location)}`)).toEqual(sorted(...expected));
    },
  );

  it('location=Kerala matches every Kerala listing', async () => {
    expect(await found('location=Kerala')).toEqual(sorted(...PUBLIC_NAMES));
  });

  it('q: a keyword in the title, description or town; wildcards are literal', async () => {
    expect(await found('q=technopark')).toEqual(['technoparkOffice']);
    expect(await found('q=ashtamudi')).toEqual(['kollamHouse']);
    expect(await found('q=100%25')).toEqual([]);
    expect(await found('q=_')).toEqual([]);
  });

  it('combines filters', async () => {
    expect(await found('type=rent&location=Ernakulam&bedrooms=3')).toEqual(['marineDriveFlat']);
    expect(await found('type=buy&category=house&min_price=9000000')).toEqual(['kollamHouse']);
  });

  it('sorts by price both ways', async () => {
    const ascending = await search('sort=price-asc&page_size=100');
    const prices = ascending.data.map((item) => item.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ascending.names[0]).toBe('kannurUntypedFlat');
    const descending = await search('sort=price-desc&page_size=100');
    expect(descending.names[0]).toBe('kakkanadVilla');
    expect(descending.data.map((item) => item.price)).toEqual([...prices].reverse());
  });

  it('sorts by great-circle distance and tells it', async () => {
    const thrissur = { lat: 10.5276, lng: 76.2144 };
    const page = await search(`sort=nearest&lat=${thrissur.lat}&lng=${thrissur.lng}&page_size=100`);
    expect(page.names[0]).toBe('thrissurPlot');
    const distances = page.data.map((item) => item.distance_km ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const kochi = page.data.find((item) => names.get(item.id) === 'marineDriveFlat');
    expect(kochi?.distance_km).toBeCloseTo(haversine(thrissur, { lat: 9.9816, lng: 76.2999 }), 1);
    expect(page.data[0]?.distance_km).toBeLessThan(0.01);
  });

  it('reads every sort page by page in the order SQL gives, however deep', async () => {
    const origin = { lat: 10.5276, lng: 76.2144 };
    const orders: [string, string][] = [
      ['sort=newest', 'created_at desc, id desc'],
      ['sort=price-asc', 'price asc, id asc'],
      ['sort=price-desc', 'price desc, id desc'],
      [
        `sort=nearest&lat=${origin.lat}&lng=${origin.lng}`,
        // Haversine, as the API measures (the factor 2R does not change the order).
        `asin(sqrt(power(sin(radians(latitude - ${origin.lat}) / 2), 2) + cos(radians(${origin.lat}))
          * cos(radians(latitude)) * power(sin(radians(longitude - ${origin.lng}) / 2), 2))), id`,
      ],
    ];
    for (const [sort, orderBy] of orders) {
      const expected = (
        await queryRows<{ id: number }>(t.app.db, {
          text: `select id from properties where status = 'available' order by ${orderBy}`,
          values: [],
        })
      ).map((row) => row.id);
      expect(expected.length).toBe(PUBLIC_NAMES.length);
      for (const pageSize of [1, 2, 3]) {
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / pageSize) + 1; page += 1) {
          const answer = await search(`${sort}&page_size=${pageSize}&page=${page}`);
          expect(answer.count).toBe(expected.length);
          seen.push(...answer.data.map((item) => item.id));
        }
        expect(seen).toEqual(expected);
      }
    }
  });

  it('answers a page past the last match with no rows and the right counts', async () => {
    const page = await search('page=1000&page_size=5');
    expect(page.data).toEqual([]);
    expect(page.count).toBe(PUBLIC_NAMES.length);
    expect(page.total).toBe(PUBLIC_NAMES.length);
  });

  it('leaves out a listing whose status changed, though it was kept from the page before', async () => {
    const ids = (await search('page_size=100')).data.map((item) => item.id);
    const draftId = ids[0] ?? 0;
    // A write the API did not make (an import, psql): the triggers still move the version on.
    await queryRows(t.app.db, {
      text: `update properties set status = 'draft' where id = $1`,
      values: [draftId],
    });
    try {
      const listed = (await search('page_size=100')).data.map((item) => item.id);
      expect(listed).toEqual(ids.filter((id) => id !== draftId));
      const detail = await t.app.inject({ url: `/api/properties/properties/${draftId}/` });
      expect(detail.statusCode).toBe(404);
    } finally {
      await queryRows(t.app.db, {
        text: `update properties set status = 'available' where id = $1`,
        values: [draftId],
      });
    }
    expect((await search('page_size=100')).data.map((item) => item.id)).toEqual(ids);
  });

  /** Every listing in a shape, in one form, by id. */
  async function listedRows(shape: 'listing' | 'summary', form: 'joins' | 'subqueries') {
    const all = await queryRows<{ id: number }>(t.app.db, {
      text: 'select id from properties',
      values: [],
    });
    const rows = await queryRows<ListedRow>(
      t.app.db,
      listedByIdsStatement(
        all.map((row) => row.id),
        shape,
        form,
      ),
    );
    return rows.sort((a, b) => a.id - b.id);
  }

  it('writes the same JSON with names joined as from subqueries, in both shapes', async () => {
    for (const shape of ['listing', 'summary'] as const) {
      const joined = await listedRows(shape, 'joins');
      expect(joined.length).toBe(Object.keys(LISTINGS).length);
      expect(await listedRows(shape, 'subqueries')).toEqual(joined);
      // Statuses as they are: the service leaves out what the asker may not see.
      expect(joined.some((row) => row.status === 'draft')).toBe(true);
    }
    const listings = (await listedRows('listing', 'joins')).map(
      (row) => JSON.parse(row.json) as Property,
    );
    // What differs between the forms is there to compare: features, a listing without a type.
    expect(listings.some((listing) => listing.feature_details.length === 2)).toBe(true);
    expect(listings.some((listing) => listing.property_type_details === null)).toBe(true);
    // The distance depends on the visitor: it is added as the listing leaves, never kept.
    expect(listings.every((listing) => listing.distance_km === undefined)).toBe(true);
  });

  it('reads both shapes in one statement as each alone, every row naming its shape', async () => {
    const ids = (await listedRows('listing', 'joins')).map((row) => row.id);
    const [some, others] = [ids.filter((_, at) => at % 2 === 0), ids.filter((_, at) => at % 3)];
    const order = (rows: ListedRow[]) =>
      [...rows].sort((a, b) => a.shape.localeCompare(b.shape) || a.id - b.id);
    for (const form of ['joins', 'subqueries'] as const) {
      const both = await queryRows<ListedRow>(
        t.app.db,
        listedStatement({ listing: some, summary: others }, form),
      );
      const apart = [
        ...(await queryRows<ListedRow>(t.app.db, listedByIdsStatement(some, 'listing', form))),
        ...(await queryRows<ListedRow>(t.app.db, listedByIdsStatement(others, 'summary', form))),
      ];
      expect(order(both)).toEqual(order(apart));
      expect(both.filter((row) => row.shape === 'listing').length).toBe(some.length);
      expect(both.filter((row) => row.shape === 'summary').length).toBe(others.length);
    }
  });

  it("gives the pages' summaries: the listing's own values, only those a card shows", async () => {
    const full = await listedRows('listing', 'joins');
    const summaries = await listedRows('summary', 'joins');
    expect(summaries.map((row) => row.id)).toEqual(full.map((row) => row.id));
    for (const [index, row] of summaries.entries()) {
      const summary = JSON.parse(row.json) as ListingSummary;
      // Key for key: nothing a card does not show travels (features, nearby places, images).
      expect(listingSummary.strict().parse(summary)).toEqual(summary);
      const listing = JSON.parse((full[index] as ListedRow).json) as Property;
      const { cover, location, verified, ...fields } = summary;
      expect(listing).toMatchObject(fields);
      expect(cover).toEqual(listing.images[0] ?? null);
      expect(verified).toBe(listing.site_visit !== null);
      expect(location).toEqual({
        city: listing.location.city,
        city_ml: listing.location.city_ml,
        district: listing.location.district,
        district_ml: listing.location.district_ml,
        state: listing.location.state,
        state_ml: listing.location.state_ml,
      });
      expect(row).toMatchObject({
        status: listing.status,
        latitude: listing.latitude,
        longitude: listing.longitude,
      });
    }
  });

  it('computes distances in the process exactly as the SQL the API used before', async () => {
    // The haversine the repository wrote into its SQL until listings were kept (decision 013).
    const sqlDistances = async (points: { lat: number; lng: number }[], origin: typeof thrissur) =>
      (
        await queryRows<{ km: number }>(t.app.db, {
          text: `select round((2 * ${EARTH_RADIUS_KM} * asin(sqrt(
              power(sin(radians(p.lat - $1::float8) / 2), 2) +
              cos(radians($1::float8)) * cos(radians(p.lat)) *
              power(sin(radians(p.lng - $2::float8) / 2), 2))))::numeric, 2)::float8 as km
            from unnest($3::float8[], $4::float8[]) with ordinality as p(lat, lng, n)
            order by n`,
          values: [origin.lat, origin.lng, points.map((p) => p.lat), points.map((p) => p.lng)],
        })
      ).map((row) => row.km);
    const thrissur = { lat: 10.5276, lng: 76.2144, earthRadiusKm: EARTH_RADIUS_KM };
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    // Kerala and its neighbours, the Gulf, the far side of the world, and the origin itself.
    const points = [
      ...Array.from({ length: 3000 }, () => ({ lat: 8 + random() * 5, lng: 74 + random() * 4 })),
      ...Array.from({ length: 500 }, () => ({ lat: 20 + random() * 8, lng: 48 + random() * 9 })),
      ...Array.from({ length: 500 }, () => ({
        lat: -90 + random() * 180,
        lng: -180 + random() * 360,
      })),
      { lat: thrissur.lat, lng: thrissur.lng },
      { lat: thrissur.lat + 0.00001, lng: thrissur.lng },
    ];
    for (const origin of [
      thrissur,
      { lat: 25.2048, lng: 55.2708, earthRadiusKm: EARTH_RADIUS_KM },
    ]) {
      const expected = await sqlDistances(points, origin);
      const computed = points.map((point) => distanceKm(origin, point.lat, point.lng));
      expect(computed).toEqual(expected);
    }
  });

  it('lists the same page for the pages as for the API', async () => {
    const query = 'type=buy&sort=price-desc&page_size=3&page=2';
    const api = await t.app.inject({ url: `/api/properties/properties/?${query}` });
    const { search } = readListingSearch(new URLSearchParams(query), 'api');
    const page = await t.app.services.properties.listSummaries(search, { isAdmin: false });
    const answer = api.json<Page<Property>>();
    expect(page.data.map((summary) => summary.id)).toEqual(answer.data.map((item) => item.id));
    expect({ ...page, data: [] }).toEqual({ ...answer, data: [] });
  });

  it('needs lat and lng to sort by nearest', async () => {
    const response = await t.app.inject({ url: '/api/properties/properties/?sort=nearest' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toHaveProperty('sort');
  });

  it('pages: sizes, the last page, a page past the end', async () => {
    const first = await search('page_size=4');
    expect(first.data).toHaveLength(4);
    expect(first).toMatchObject({ count: 9, total: 9, page: 1, page_size: 4, total_pages: 3 });
    const last = await search('page_size=4&page=3');
    expect(last.data).toHaveLength(1);
    const all = [...first.names, ...(await search('page_size=4&page=2')).names, ...last.names];
    expect(new Set(all).size).toBe(9);
    const past = await search('page_size=4&page=4');
    expect(past.data).toEqual([]);
    expect(past.count).toBe(9);
  });

  it('says what is wrong with a bad query', async () => {
    for (const query of [
      'page=0',
      'page_size=101',
      'page=abc',
      'bedrooms=three',
      'type=lease',
      'sort=cheapest',
      'lat=10',
    ]) {
      const response = await t.app.inject({ url: `/api/properties/properties/?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('says plainly that a parameter was given twice', async () => {
    const response = await t.app.inject({ url: '/api/properties/properties/?q=garden&q=pool' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ q: [REPEATED_PARAMETER_MESSAGE] });
  });

  it('answers 401 to a bad token rather than ignoring it', async () => {
    const response = await t.app.inject({
      url: '/api/properties/properties/',
      headers: { authorization: 'Token not-a-real-token-0123456789' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/properties/properties/:id/', () => {
  it('gives every field, with location names and ids', async () => {
    const response = await t.app.inject({ url: `/api/properties/properties/${ids.aluvaHouse}/` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.aluvaHouse,
      title: 'Family house near Aluva metro',
      price: 8_500_000,
      property_for: 'sell',
      property_ownership: 'direct_owner',
      property_type_details: { name: 'House' },
      bedrooms: 4,
      cents: 10,
      status: 'available',
      title_ml: null,
      description_ml: null,
      location: {
        city: 'Aluva',
        city_ml: 'ആലുവ',
        district: 'Ernakulam',
        district_ml: 'എറണാകുളം',
        state: 'Kerala',
        state_ml: 'കേരളം',
      },
      nearby_places: [],
      images: [],
      features: [],
      feature_details: [],
    });
  });

  it('shows the public a sold listing (the page says so), never a draft', async () => {
    const sold = await t.app.inject({ url: `/api/properties/properties/${ids.soldVilla}/` });
    expect(sold.statusCode).toBe(200);
    expect(sold.json()).toMatchObject({ status: 'sold' });
    const draft = await t.app.inject({ url: `/api/properties/properties/${ids.draftHouse}/` });
    expect(draft.statusCode).toBe(404);
    const asAdmin = await t.app.inject({
      url: `/api/properties/properties/${ids.draftHouse}/`,
      headers: await t.adminHeaders(),
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0', '-1']) {
      const response = await t.app.inject({ url: `/api/properties/properties/${id}/` });
      expect(response.statusCode, id).toBe(404);
    }
  });
});

function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
