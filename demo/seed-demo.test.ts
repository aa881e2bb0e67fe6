import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../contract/banners';
import type { Page } from '../contract/pagination';
import type { Property } from '../contract/properties';
import { listFolders } from '../server/media/test-uploads';
import { createTestApp, type TestApp } from '../server/testing/test-app';
import type { DemoImageTheme } from './demo-images';
import { DEMO_LISTINGS, type DemoListing } from './demo-listings';
import { DEMO_LISTINGS_ML } from './demo-listings-ml';
import { DEMO_LISTING_FACTS } from './demo-listing-facts';
import { keralaDate } from '../contract/format';
import { type DemoSeedDeps, demoPriceCuts, seedDemoContent } from './seed-demo';

// Four listings of different kinds keep this quick; the data of all of them is checked by
// demo-listings.unit.test.ts, their pictures by demo-images.unit.test.ts.
const SAMPLE = [
  DEMO_LISTINGS.find(
    (listing) => listing.propertyType === 'Apartment' && listing.status === 'available',
  ),
  DEMO_LISTINGS.find((listing) => listing.propertyType === 'Agriculture Land'),
  DEMO_LISTINGS.find((listing) => listing.status === 'sold'),
  DEMO_LISTINGS.find((listing) => listing.propertyFor === 'rent' && listing.cents !== null),
].filter((listing) => listing !== undefined);

/** The seeder's dependencies on a test app: its services and media folder. */
function depsOf(app: TestApp, listings: readonly DemoListing[]): DemoSeedDeps {
  return {
    services: app.app.services,
    log: { info: () => {} },
    listings,
  };
}

let t: TestApp;
let loaded: number;

beforeAll(async () => {
  t = await createTestApp();
  loaded = await seedDemoContent(depsOf(t, SAMPLE));
}, 120_000);
afterAll(() => t.close());

describe('demo content', () => {
  it('loads the listings with their places, features and at least three images each', async () => {
    expect(loaded).toBe(SAMPLE.length);
    const response = await t.app.inject({
      url: '/api/properties/properties/?status=all&page_size=100',
      headers: await t.adminHeaders(),
    });
    const { data } = response.json<Page<Property>>();
    expect(data.map((item) => item.title).sort()).toEqual(SAMPLE.map((item) => item.title).sort());
    for (const property of data) {
      const source = SAMPLE.find((item) => item.title === property.title);
      expect(property).toMatchObject({
        price: source?.price,
        status: source?.status,
        property_type_details: { name: source?.propertyType },
        location: { city: source?.city, district: source?.district, state: 'Kerala' },
      });
      // In Malayalam too (demo-listings-ml.ts), and its place's Malayalam names.
      const ml = DEMO_LISTINGS_ML[property.title];
      expect(ml).toBeDefined();
      expect(property).toMatchObject({
        title_ml: ml?.title,
        description_ml: ml?.description,
        location: {
          state_ml: 'കേരളം',
          district_ml: expect.any(String),
          city_ml: expect.any(String),
        },
      });
      expect(property.feature_details.map((feature) => feature.name).sort()).toEqual(
        [...(source?.features ?? [])].sort(),
      );
      expect(property.images.length).toBeGreaterThanOrEqual(3);
      for (const image of property.images) {
        expect(existsSync(path.join(t.dataDir, image.image))).toBe(true);
      }
      expect(property.google_embedded_map_link).toContain('https://www.google.com/maps?q=');
      // Its facts (demo-listing-facts.ts), availability counted from the day it was seeded.
      const { availableInDays, ...facts } = DEMO_LISTING_FACTS[property.title] ?? {};
      expect(Object.keys(facts).length, property.title).toBeGreaterThan(0);
      for (const [name, value] of Object.entries(facts)) {
        const field = name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
        expect(property[field as keyof Property], field).toEqual(value);
      }
      if (availableInDays !== undefined) {
        expect(property.available_from! >= keralaDate(new Date())).toBe(true);
      }
    }
  });

  it('gives some listings the price cuts they had, and the others their price since listed', async () => {
    const response = await t.app.inject({
      url: '/api/properties/properties/?status=all&page_size=100',
      headers: await t.adminHeaders(),
    });
    const { data } = response.json<Page<Property>>();
    const histories = SAMPLE.map((source, index) => {
      const property = data.find((item) => item.title === source.title);
      const cuts = demoPriceCuts(source, index, new Date(property!.created_at), Date.now());
      return { property: property!, cuts };
    });
    // The sample's second listing (Kuttanad, listed 22 days ago) was cut once.
    expect(histories.map(({ cuts }) => cuts?.earlierPrices.length ?? 0)).toEqual([0, 1, 0, 0]);
    for (const { property, cuts } of histories) {
      const prices = property.price_history.map((point) => point.price);
      expect(prices.at(-1)).toBe(property.price);
      expect(property.price_history[0]?.changed_at).toBe(property.created_at);
      expect(prices).toEqual([
        ...(cuts?.earlierPrices.map((point) => point.price) ?? []),
        property.price,
      ]);
      expect(property.price_reduced_by).toBe(cuts ? prices.at(-2)! - property.price : null);
    }
  });

  it('loads two hero and two offer banners', async () => {
    for (const kind of ['hero-banners', 'offer-banners']) {
      const banners = (await t.app.inject({ url: `/api/properties/${kind}/` })).json<Banner[]>();
      expect(banners).toHaveLength(2);
      for (const banner of banners)
        expect(existsSync(path.join(t.dataDir, banner.image))).toBe(true);
    }
  });

  it('does nothing once there are listings', async () => {
    const again = await seedDemoContent(depsOf(t, SAMPLE));
    expect(again).toBe(0);
    const banners = (await t.app.inject({ url: '/api/properties/hero-banners/' })).json<Banner[]>();
    expect(banners).toHaveLength(2);
  });
});

describe('demo content is all or nothing: a failure leaves no listing, banner or picture file', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  async function expectNothingLoaded(
    listings: readonly DemoListing[],
    error: RegExp | typeof TypeError,
  ) {
    await expect(seedDemoContent(depsOf(fresh, listings))).rejects.toThrow(error);
    expect(await fresh.app.services.properties.hasListings()).toBe(false);
    for (const kind of ['hero', 'offer'] as const) {
      expect(await fresh.app.services.banners.listBanners(kind)).toEqual([]);
    }
    expect(await listFolders(path.join(fresh.dataDir, 'media', 'properties'))).toEqual([]);
  }

  it('when a listing cannot be written (a town the reference data lacks)', async () => {
    const [first, second] = SAMPLE;
    if (!first || !second) throw new Error('the sample needs two listings');
    await expectNothingLoaded([first, { ...second, city: 'Atlantis' }], /no town Atlantis/);
  });

  it('when a picture cannot be drawn, after others were written', async () => {
    // A record the picture generator cannot draw, third: the first two listings' pictures are
    // written (two are drawn at a time) before it fails.
    const broken = { ...SAMPLE[0], imageTheme: 'castle' as DemoImageTheme } as DemoListing;
    await expectNothingLoaded([...SAMPLE.slice(0, 2), broken], TypeError);
  });
});
