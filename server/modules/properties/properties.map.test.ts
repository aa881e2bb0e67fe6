import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../contract/pagination';
import { isMapCluster, type MapMarkers } from '../../../contract/map-markers';
import {
  listingSummary,
  type ListingSummary,
  mapMarkers,
  type Property,
} from '../../../contract/properties';
import { searchMessages } from '../../../contract/listing-search';
import { findPlace, insertListing, type ListingFixture } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The map's endpoints against a catalogue around Kochi and beyond: the list's bbox, the markers
 * (which must agree with the list's count for any filters) and the similar listings.
 */
const LISTINGS = {
  // Kochi town: two flats for rent near each other, one priced 30% above the other exactly.
  kochiFlat: {
    title: 'Two bedroom flat in Kadavanthra',
    city: 'Kochi',
    type: 'Apartment',
    propertyFor: 'rent',
    price: 30_000,
    bedrooms: 2,
    latitude: 9.9673,
    longitude: 76.2995,
  },
  kochiFlatDearer: {
    title: 'Three bedroom flat in Panampilly Nagar',
    city: 'Kochi',
    type: 'Apartment',
    propertyFor: 'rent',
    price: 39_000,
    bedrooms: 3,
    latitude: 9.9601,
    longitude: 76.2941,
  },
  kochiFlatTooDear: {
    title: 'Penthouse on Marine Drive',
    city: 'Kochi',
    type: 'Apartment',
    propertyFor: 'rent',
    price: 39_001,
    bedrooms: 4,
    latitude: 9.9816,
    longitude: 76.2799,
  },
  kochiFlatForSale: {
    title: 'Flat for sale in Kaloor',
    city: 'Kochi',
    type: 'Apartment',
    price: 30_000,
    latitude: 9.9971,
    longitude: 76.3019,
  },
  kochiHouseForRent: {
    title: 'House for rent in Edappally',
    city: 'Kochi',
    type: 'House',
    propertyFor: 'rent',
    price: 30_000,
    latitude: 10.0261,
    longitude: 76.3125,
  },
  // The same district, another town: after Kochi's own, though nearer than some of them.
  kakkanadFlat: {
    title: 'Flat near Infopark',
    city: 'Kakkanad',
    type: 'Apartment',
    propertyFor: 'rent',
    price: 25_000,
    latitude: 10.0159,
    longitude: 76.3419,
  },
  // Another district, nearer Kochi than Thrissur is.
  thrissurFlat: {
    title: 'Flat near Swaraj Round',
    city: 'Thrissur',
    type: 'Apartment',
    propertyFor: 'rent',
    price: 22_000,
    latitude: 10.5276,
    longitude: 76.2144,
  },
  kozhikodeFlat: {
    title: 'Flat on Beach Road',
    city: 'Kozhikode',
    type: 'Apartment',
    propertyFor: 'rent',
    price: 28_000,
    latitude: 11.2588,
    longitude: 75.7804,
  },
  kochiFlatRented: {
    title: 'Rented flat in Vyttila',
    city: 'Kochi',
    type: 'Apartment',
    propertyFor: 'rent',
    status: 'rented',
    price: 30_000,
    latitude: 9.9675,
    longitude: 76.3208,
  },
  kochiFlatDraft: {
    title: 'Draft flat in Vyttila',
    city: 'Kochi',
    type: 'Apartment',
    propertyFor: 'rent',
    status: 'draft',
    price: 30_000,
    latitude: 9.968,
    longitude: 76.321,
  },
  // On the edge of the test's area exactly (76.35 east): an edge is inside.
  onTheEdge: {
    title: 'Plot on the area edge',
    city: 'Kakkanad',
    type: 'Land',
    price: 4_000_000,
    cents: 10,
    latitude: 10,
    longitude: 76.35,
  },
  trivandrumPlot: {
    title: 'Plot in Kazhakkoottam',
    city: 'Kazhakkoottam',
    type: 'Land',
    price: 3_500_000,
    cents: 8,
    latitude: 8.5581,
    longitude: 76.8816,
  },
} satisfies Record<string, ListingFixture>;
type Name = keyof typeof LISTINGS;

/** The area around Kochi and Kakkanad: minLng, minLat, maxLng, maxLat. */
const KOCHI_AREA = '76.25,9.9,76.35,10.05';
const IN_KOCHI_AREA: Name[] = [
  'kochiFlat',
  'kochiFlatDearer',
  'kochiFlatTooDear',
  'kochiFlatForSale',
  'kochiHouseForRent',
  'kakkanadFlat',
  'onTheEdge',
];

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

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function listed(query: string, headers: Record<string, string> = {}) {
  return get<Page<Property>>(`/api/properties/properties/?${query}&page_size=100`, headers);
}

async function markers(query: string, headers: Record<string, string> = {}) {
  const answer = await get<MapMarkers>(`/api/properties/properties/markers/?${query}`, headers);
  expect(mapMarkers.safeParse(answer).success).toBe(true);
  return answer;
}

const sorted = (list: Name[]) => [...list].sort();
const namesOf = (list: MapMarkers | { id: number }[]) =>
  sorted(list.flatMap((item) => ('id' in item ? [names.get(item.id)!] : [])));

describe('bbox on the list', () => {
  it('finds the listings inside the area, edges included', async () => {
    const page = await listed(`bbox=${KOCHI_AREA}`);
    expect(namesOf(page.data)).toEqual(sorted(IN_KOCHI_AREA));
    expect(page.count).toBe(IN_KOCHI_AREA.length);
  });

  it('combines with the other filters and sorts', async () => {
    const page = await listed(`bbox=${KOCHI_AREA}&type=rent&sort=price-asc`);
    expect(page.data.map((item) => names.get(item.id))).toEqual([
      'kakkanadFlat',
      'kochiFlat',
      'kochiHouseForRent',
      'kochiFlatDearer',
      'kochiFlatTooDear',
    ]);
  });

  it('finds nothing in an empty sea, and a point area finds the listing on it', async () => {
    expect((await listed('bbox=70,9,71,10')).count).toBe(0);
    expect(namesOf((await listed('bbox=76.35,10,76.35,10')).data)).toEqual(['onTheEdge']);
  });

  it.each(['76,9,77', '77,9,76,10', '76,10,77,9', 'a,b,c,d', '76,9,200,10'])(
    'refuses bbox=%s with what it must be, on both endpoints',
    async (bbox) => {
      for (const path of ['', 'markers/']) {
        const response = await t.app.inject({
          url: `/api/properties/properties/${path}?bbox=${bbox}`,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ bbox: [searchMessages.bbox] });
      }
    },
  );
});

describe('GET /api/properties/properties/markers/', () => {
  it.each([
    '',
    `bbox=${KOCHI_AREA}`,
    `bbox=${KOCHI_AREA}&type=rent`,
    'type=sell',
    'location=Kochi',
    'location=Ernakulam&type=rent&max_price=30000',
    'category=flat',
    'q=flat',
    'min_cents=9',
    'bedrooms=2%2B',
    `bbox=${KOCHI_AREA}&category=land`,
    'bbox=70,9,71,10',
    'sort=price-desc',
  ])('agrees with the list for "%s": the same listings, one marker each', async (query) => {
    const [page, map] = await Promise.all([listed(query), markers(query)]);
    expect(map.filter(isMapCluster)).toEqual([]);
    expect(map).toHaveLength(page.count);
    expect(namesOf(map)).toEqual(namesOf(page.data));
  });

  it('ignores the page and the order: a map shows every match', async () => {
    expect(await markers('type=rent&sort=price-desc&page=3&page_size=2')).toEqual(
      await markers('type=rent'),
    );
  });

  it("gives each marker the listing's id, place, price and purpose, and no more", async () => {
    const map = await markers(`bbox=${KOCHI_AREA}`);
    const flat = map.find((item) => !isMapCluster(item) && item.id === ids.kochiFlat);
    expect(flat).toEqual({
      id: ids.kochiFlat,
      lat: 9.9673,
      lng: 76.2995,
      price: 30_000,
      property_for: 'rent',
    });
  });

  it('shows the public available listings only; an admin may ask for any status', async () => {
    const publicMap = await markers('location=Kochi&type=rent');
    expect(namesOf(publicMap)).not.toContain('kochiFlatDraft');
    const admin = await t.adminHeaders();
    const all = await markers('location=Kochi&type=rent&status=all', admin);
    expect(namesOf(all)).toEqual(
      namesOf((await listed('location=Kochi&type=rent&status=all', admin)).data),
    );
    expect(namesOf(all)).toContain('kochiFlatDraft');
  });
});

describe('GET /api/properties/properties/:id/similar/', () => {
  async function similar(name: Name): Promise<Name[]> {
    const list = await get<ListingSummary[]>(`/api/properties/properties/${ids[name]}/similar/`);
    return list.map((item) => names.get(item.id)!);
  }

  it('gives listings of its purpose and type within 30% first, town first, then widens', async () => {
    // Not itself, not the sale flat, the rented flat or the draft. Its type within 30%: Kochi's
    // own before Kakkanad (the district), then the other districts by distance; then, widened,
    // its type at any price in its district (the one 30.003% dearer), then any type there.
    expect(await similar('kochiFlat')).toEqual([
      'kochiFlatDearer',
      'kakkanadFlat',
      'thrissurFlat',
      'kozhikodeFlat',
      'kochiFlatTooDear',
      'kochiHouseForRent',
    ]);
  });

  it('never includes the listing itself, and answers as cards show listings', async () => {
    for (const name of Object.keys(LISTINGS) as Name[]) {
      if (name === 'kochiFlatDraft') continue;
      const list = await get<ListingSummary[]>(`/api/properties/properties/${ids[name]}/similar/`);
      expect(list.map((item) => item.id)).not.toContain(ids[name]);
      expect(list.length).toBeLessThanOrEqual(6);
      for (const item of list) {
        const fixture: ListingFixture = LISTINGS[name];
        expect(item.property_for).toBe(fixture.propertyFor ?? 'sell');
        expect(listingSummary.strict().safeParse(item).success).toBe(true);
      }
    }
  });

  it('has suggestions for a rented listing, whose page is still shown', async () => {
    expect(await similar('kochiFlatRented')).toEqual([
      'kochiFlat',
      'kochiFlatDearer',
      'kakkanadFlat',
      'thrissurFlat',
      'kozhikodeFlat',
      'kochiFlatTooDear',
    ]);
  });

  it('answers 404 for a draft, an unknown id or a malformed one', async () => {
    for (const id of [String(ids.kochiFlatDraft), '999999', 'abc']) {
      const response = await t.app.inject({ url: `/api/properties/properties/${id}/similar/` });
      expect(response.statusCode, id).toBe(404);
    }
  });
});

describe('markers past 2,000 listings', () => {
  it('groups them into clusters whose counts add up to the list count', async () => {
    // 2,400 more listings spread over a grid around Kochi, written in one statement.
    const place = await findPlace(t.database.db, 'Kochi');
    await t.database.db.execute(sql`
      insert into properties (title, description, price, property_for, property_ownership,
        bedrooms, bathrooms, area, contact_name, phone_number, whatsapp_number, email,
        latitude, longitude, city_id, district_id, state_id)
      select 'Grid flat ' || n, 'A flat on the grid.', 20000 + n, 'rent', 'management', 2, 1,
        900, 'Veedu', '+919846012345', '+919846012345', 'grid@veedu.test',
        9.9 + (n % 60) * 0.0025, 76.25 + (n / 60) * 0.0025,
        ${place.cityId}, ${place.districtId}, ${place.stateId}
      from generate_series(0, 2399) as n`);
    for (const query of ['', `bbox=${KOCHI_AREA}`, `bbox=${KOCHI_AREA}&type=rent`]) {
      const [page, map] = await Promise.all([listed(query), markers(query)]);
      expect(page.count).toBeGreaterThan(2000);
      const clusters = map.filter(isMapCluster);
      expect(clusters.length).toBeGreaterThan(0);
      expect(map.length).toBeLessThan(1000);
      const held = clusters.reduce((sum, cluster) => sum + cluster.count, 0);
      expect(held + map.length - clusters.length).toBe(page.count);
    }
    // Narrowed back under 2,000, every listing is a marker again.
    const few = await markers(`bbox=${KOCHI_AREA}&max_price=21000`);
    expect(few.filter(isMapCluster)).toEqual([]);
    expect(few).toHaveLength((await listed(`bbox=${KOCHI_AREA}&max_price=21000`)).count);
  });
});
