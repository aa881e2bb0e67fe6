import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../../contract/banners';
import type { Page } from '../../contract/pagination';
import type { Property } from '../../contract/properties';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_LISTINGS } from './demo-listings';
import { seedDemoContent } from './seed-demo';

// Three listings of different kinds keep this quick; the data of all of them is checked by
// demo-listings.unit.test.ts, their pictures by demo-images.unit.test.ts.
const SAMPLE = [
  DEMO_LISTINGS.find(
    (listing) => listing.propertyType === 'Apartment' && listing.status === 'available',
  ),
  DEMO_LISTINGS.find((listing) => listing.propertyType === 'Agriculture Land'),
  DEMO_LISTINGS.find((listing) => listing.status === 'sold'),
].filter((listing) => listing !== undefined);

let t: TestApp;
let loaded: number;

beforeAll(async () => {
  t = await createTestApp();
  loaded = await seedDemoContent({
    db: t.database.db,
    mediaDir: path.join(t.dataDir, 'media'),
    log: { info: () => {} },
    listings: SAMPLE,
  });
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
      expect(property.feature_details.map((feature) => feature.name).sort()).toEqual(
        [...(source?.features ?? [])].sort(),
      );
      expect(property.images.length).toBeGreaterThanOrEqual(3);
      for (const image of property.images) {
        expect(existsSync(path.join(t.dataDir, image.image))).toBe(true);
      }
      expect(property.google_embedded_map_link).toContain('https://www.google.com/maps?q=');
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
    const again = await seedDemoContent({
      db: t.database.db,
      mediaDir: path.join(t.dataDir, 'media'),
      log: { info: () => {} },
      listings: SAMPLE,
    });
    expect(again).toBe(0);
    const banners = (await t.app.inject({ url: '/api/properties/hero-banners/' })).json<Banner[]>();
    expect(banners).toHaveLength(2);
  });
});
