import { CONFIRM_AFTER_DAYS, HIDE_AFTER_DAYS } from '../contract/agency';
import { demoConfirmedDaysAgo, demoPriceCuts } from './seed-demo';
import { describe, expect, it } from 'vitest';
import type { DemoImageTheme } from './demo-images';
import { DEMO_LISTINGS, type DemoListing } from './demo-listings';
import { FEATURES, KERALA_DISTRICTS, PROPERTY_TYPES } from '../server/seed/reference-data';

const LAND_TYPES = ['Land', 'Commercial Land', 'Agriculture Land', 'Industrial Land'];
const NON_RESIDENTIAL = ['Shop', 'Office', 'Commercial Building', 'Industrial Building'];
const BUILT_TYPES = PROPERTY_TYPES.filter((t) => !LAND_TYPES.includes(t));
const SQFT_PER_CENT = 435.6;
/** product.md section 9: bedrooms, bathrooms and parking spaces maximum. */
const MAX_ROOMS = 10;
const LATEST_BUILT_YEAR = 2026;
const PHONE = /^\+91[6-9]\d{9}$/;
const EMAIL = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/i;
const YOUTUBE = /^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[A-Za-z0-9_-]{11}$/;

/** The picture themes that suit each property type. */
const THEMES_FOR_TYPE: Record<string, readonly DemoImageTheme[]> = {
  House: ['house', 'traditional', 'beach'],
  Apartment: ['apartment'],
  Villa: ['villa', 'traditional', 'beach'],
  Shop: ['shop'],
  Office: ['office'],
  'Commercial Building': ['commercial'],
  'Industrial Building': ['industrial'],
  Land: ['land', 'beach'],
  'Commercial Land': ['land'],
  'Agriculture Land': ['paddy', 'plantation'],
  'Industrial Land': ['land', 'industrial'],
};

const isLand = (l: DemoListing) => LAND_TYPES.includes(l.propertyType);

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** Great-circle distance in km. */
function distanceKm(a: DemoListing, b: DemoListing): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Listings breaking a rule, by title, so a failure names the culprits. */
const offenders = (rule: (l: DemoListing) => boolean) =>
  DEMO_LISTINGS.filter((l) => !rule(l)).map((l) => l.title);

describe('demo listings', () => {
  it('has enough listings, with unique titles', () => {
    expect(DEMO_LISTINGS.length).toBeGreaterThanOrEqual(48);
    const titles = DEMO_LISTINGS.map((l) => l.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    expect(offenders((l) => l.title.trim() === l.title && l.title.length > 0)).toEqual([]);
  });

  it('covers every property type at least twice, and only known types', () => {
    const counts = countBy(DEMO_LISTINGS, (l) => l.propertyType);
    for (const type of PROPERTY_TYPES)
      expect(counts.get(type) ?? 0, type).toBeGreaterThanOrEqual(2);
    const known: readonly string[] = PROPERTY_TYPES;
    expect(offenders((l) => known.includes(l.propertyType))).toEqual([]);
  });

  it('spreads over at least 10 districts, each city under its district', () => {
    expect(new Set(DEMO_LISTINGS.map((l) => l.district)).size).toBeGreaterThanOrEqual(10);
    expect(
      offenders(
        (l) =>
          (KERALA_DISTRICTS as Record<string, readonly string[] | undefined>)[l.district]?.includes(
            l.city,
          ) === true,
      ),
    ).toEqual([]);
  });

  it('has several listings in Kochi and in Aluva for location search', () => {
    const cities = countBy(DEMO_LISTINGS, (l) => l.city);
    expect(cities.get('Kochi') ?? 0).toBeGreaterThanOrEqual(3);
    expect(cities.get('Aluva') ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('places every listing inside Kerala, and listings of one town near each other', () => {
    expect(
      offenders(
        (l) =>
          l.latitude >= 8.17 && l.latitude <= 12.8 && l.longitude >= 74.85 && l.longitude <= 77.42,
      ),
    ).toEqual([]);
    const far: string[] = [];
    DEMO_LISTINGS.forEach((a, i) => {
      for (const b of DEMO_LISTINGS.slice(i + 1)) {
        if (a.city === b.city && distanceKm(a, b) > 25) far.push(`${a.title} / ${b.title}`);
      }
    });
    expect(far).toEqual([]);
  });

  it('describes land as land: cents, no rooms, no building', () => {
    const land = DEMO_LISTINGS.filter(isLand);
    expect(
      land
        .filter(
          (l) =>
            !(l.cents !== null && l.cents > 0) ||
            l.bedrooms !== 0 ||
            l.bathrooms !== 0 ||
            l.builtYear !== null ||
            l.furnishing !== null ||
            Math.abs(l.area - l.cents * SQFT_PER_CENT) > 1,
        )
        .map((l) => l.title),
    ).toEqual([]);
  });

  it('gives shops, offices and commercial or industrial buildings no bedrooms', () => {
    expect(offenders((l) => !NON_RESIDENTIAL.includes(l.propertyType) || l.bedrooms === 0)).toEqual(
      [],
    );
    expect(
      offenders(
        (l) => !['House', 'Apartment', 'Villa'].includes(l.propertyType) || l.bedrooms >= 1,
      ),
    ).toEqual([]);
  });

  it('keeps counts within the product limits', () => {
    const withinLimit = (n: number | null) =>
      n === null || (Number.isInteger(n) && n >= 0 && n <= MAX_ROOMS);
    expect(
      offenders(
        (l) => withinLimit(l.bedrooms) && withinLimit(l.bathrooms) && withinLimit(l.parkingSpaces),
      ),
    ).toEqual([]);
    expect(
      offenders(
        (l) =>
          l.builtYear === null ||
          (Number.isInteger(l.builtYear) &&
            l.builtYear >= 1800 &&
            l.builtYear <= LATEST_BUILT_YEAR),
      ),
    ).toEqual([]);
    expect(
      offenders((l) => l.area > 0 && l.price > 0 && (l.cents === null || l.cents > 0)),
    ).toEqual([]);
  });

  it('prices rent monthly and sales plausibly', () => {
    expect(offenders((l) => l.propertyFor !== 'rent' || l.price < 500_000)).toEqual([]);
    expect(offenders((l) => l.propertyFor !== 'sell' || l.price >= 300_000)).toEqual([]);
    expect(offenders((l) => Number.isInteger(l.price))).toEqual([]);
  });

  it('has listings sharing a price, so ordering ties can be tested', () => {
    const prices = countBy(DEMO_LISTINGS, (l) => String(l.price));
    expect([...prices.values()].some((n) => n >= 2)).toBe(true);
  });

  it('offers both rent and sale for every built type, and both ownerships', () => {
    for (const type of BUILT_TYPES) {
      const purposes = new Set(
        DEMO_LISTINGS.filter((l) => l.propertyType === type).map((l) => l.propertyFor),
      );
      expect([...purposes].sort(), type).toEqual(['rent', 'sell']);
    }
    expect(new Set(DEMO_LISTINGS.map((l) => l.propertyFor))).toEqual(new Set(['rent', 'sell']));
    expect(new Set(DEMO_LISTINGS.map((l) => l.ownership))).toEqual(
      new Set(['management', 'direct_owner']),
    );
  });

  it('uses only known features, each at most once per listing', () => {
    const known: readonly string[] = FEATURES;
    expect(
      offenders(
        (l) =>
          l.features.every((f) => known.includes(f)) &&
          new Set(l.features).size === l.features.length,
      ),
    ).toEqual([]);
  });

  it('gives every listing valid contact details', () => {
    expect(offenders((l) => PHONE.test(l.phoneNumber) && PHONE.test(l.whatsappNumber))).toEqual([]);
    expect(offenders((l) => EMAIL.test(l.email) && l.contactName.trim().length > 0)).toEqual([]);
    expect(
      offenders(
        (l) =>
          (l.ownership === 'management') ===
          (l.contactName === 'Veedu Management' &&
            l.phoneNumber === '+919846012345' &&
            l.email === 'listings@veedu.in'),
      ),
    ).toEqual([]);
  });

  it('has the specified status mix, consistent with rent or sale', () => {
    const statuses = countBy(DEMO_LISTINGS, (l) => l.status);
    expect(statuses.get('sold')).toBe(2);
    expect(statuses.get('rented')).toBe(2);
    expect(statuses.get('draft')).toBe(1);
    expect(statuses.get('available')).toBe(DEMO_LISTINGS.length - 5);
    expect(offenders((l) => l.status !== 'sold' || l.propertyFor === 'sell')).toEqual([]);
    expect(offenders((l) => l.status !== 'rented' || l.propertyFor === 'rent')).toEqual([]);
  });

  it('spreads creation dates over today, yesterday, days, weeks and older', () => {
    expect(
      offenders((l) => Number.isInteger(l.daysAgo) && l.daysAgo >= 0 && l.daysAgo <= 120),
    ).toEqual([]);
    const bucket = (d: number) =>
      d === 0 ? 'today' : d === 1 ? 'yesterday' : d < 7 ? 'days' : d < 30 ? 'weeks' : 'older';
    expect(new Set(DEMO_LISTINGS.map((l) => bucket(l.daysAgo)))).toEqual(
      new Set(['today', 'yesterday', 'days', 'weeks', 'older']),
    );
  });

  it('lists 2 to 5 nearby places with distances to one decimal', () => {
    expect(
      offenders(
        (l) =>
          l.nearbyPlaces.length >= 2 &&
          l.nearbyPlaces.length <= 5 &&
          l.nearbyPlaces.every(
            (p) =>
              p.place.trim().length > 0 &&
              !/[[\](){}"]/.test(p.place) &&
              p.distance >= 0 &&
              Math.abs(p.distance * 10 - Math.round(p.distance * 10)) < 1e-9,
          ),
      ),
    ).toEqual([]);
  });

  it('links a few well-formed YouTube videos', () => {
    const videos = DEMO_LISTINGS.filter((l) => l.youtubeVideoLink !== null);
    expect(videos.length).toBeGreaterThanOrEqual(4);
    expect(
      videos.filter((l) => !YOUTUBE.test(l.youtubeVideoLink ?? '')).map((l) => l.title),
    ).toEqual([]);
  });

  it('writes descriptions mostly past the 150-character truncation, with one short', () => {
    const long = DEMO_LISTINGS.filter((l) => l.description.length > 150);
    expect(long.length).toBeGreaterThanOrEqual(DEMO_LISTINGS.length * 0.8);
    expect(DEMO_LISTINGS.some((l) => l.description.length < 150)).toBe(true);
    expect(offenders((l) => l.description.trim().length > 0)).toEqual([]);
  });

  it('includes the words search tests rely on', () => {
    expect(
      DEMO_LISTINGS.some(
        (l) => l.propertyType === 'Agriculture Land' && /\bagricultural\b/i.test(l.title),
      ),
    ).toBe(true);
    expect(
      DEMO_LISTINGS.some((l) => l.propertyType === 'Apartment' && /\bflat\b/i.test(l.title)),
    ).toBe(true);
  });

  it('picks an image theme that fits the property type', () => {
    expect(
      offenders((l) => THEMES_FOR_TYPE[l.propertyType]?.includes(l.imageTheme) === true),
    ).toEqual([]);
  });
});

describe('demo confirmation dates', () => {
  it('are spread: mostly recent, a few due a confirmation, none hidden, none before listing', () => {
    const days = DEMO_LISTINGS.map((listing, index) =>
      demoConfirmedDaysAgo(listing.daysAgo, index),
    );
    DEMO_LISTINGS.forEach((listing, index) =>
      expect(days[index]).toBeLessThanOrEqual(listing.daysAgo),
    );
    const due = days.filter((day) => day > CONFIRM_AFTER_DAYS).length;
    expect(due).toBeGreaterThanOrEqual(3);
    expect(due).toBeLessThan(DEMO_LISTINGS.length / 8);
    expect(Math.max(...days)).toBeLessThan(HIDE_AFTER_DAYS);
    expect(days.filter((day) => day <= 30).length).toBeGreaterThan(DEMO_LISTINGS.length * 0.7);
  });
});

describe('demo price cuts', () => {
  it('gives a few available listings one or two cuts, the latest within three weeks', () => {
    const now = Date.parse('2026-11-29T06:00:00.000Z');
    const day = 86_400_000;
    const cut = DEMO_LISTINGS.flatMap((listing, index) => {
      const createdAt = new Date(now - listing.daysAgo * day);
      const cuts = demoPriceCuts(listing, index, createdAt, now);
      return cuts ? [{ listing, createdAt, ...cuts }] : [];
    });
    expect(cut.length).toBeGreaterThanOrEqual(5);
    expect(cut.some((item) => item.earlierPrices.length === 2)).toBe(true);
    expect(cut.some((item) => item.listing.propertyFor === 'rent')).toBe(true);
    for (const { listing, createdAt, earlierPrices, priceSince } of cut) {
      expect(listing.status).toBe('available');
      const prices = [...earlierPrices.map((point) => point.price), listing.price];
      const times = [...earlierPrices.map((point) => point.since.getTime()), priceSince.getTime()];
      // Every change a cut of 4 to 12%, in time order, from the day it was listed.
      for (let i = 1; i < prices.length; i += 1) {
        expect(prices[i]!).toBeLessThan(prices[i - 1]!);
        expect(prices[i]! / prices[i - 1]!).toBeGreaterThan(0.88);
        expect(times[i]!).toBeGreaterThan(times[i - 1]!);
      }
      expect(times[0]).toBe(createdAt.getTime());
      expect(now - priceSince.getTime()).toBeLessThan(21 * day);
    }
  });
});
