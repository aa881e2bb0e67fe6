import { describe, expect, it } from 'vitest';

import { distanceBetweenKm } from '../../contract/distance';
import { type CompareListing, compareListings } from './compare';

function listing(overrides: Partial<CompareListing>): CompareListing {
  return {
    id: 1,
    title: 'Flat',
    status: 'available',
    price: 6_500_000,
    isRent: false,
    perUnit: { rupees: 5_000, unit: 'sqft' },
    area: 1_300,
    cents: null,
    bedrooms: 3,
    bathrooms: 2,
    typeName: 'Apartment',
    furnishing: 'semi_furnished',
    builtYear: 2019,
    parking: 1,
    features: ['Lift', 'Power Backup'],
    place: 'Kakkanad, Ernakulam, Kerala',
    latitude: 10.0159,
    longitude: 76.3419,
    ...overrides,
  };
}

const row = (comparison: ReturnType<typeof compareListings>, key: string) =>
  comparison.rows.find((entry) => entry.key === key);

describe('compareListings', () => {
  it('marks the rows whose values differ, and only those', () => {
    const comparison = compareListings([
      listing({ id: 1 }),
      listing({ id: 2, price: 7_200_000, perUnit: { rupees: 5_538, unit: 'sqft' }, parking: null }),
    ]);
    const differing = comparison.rows.filter((entry) => entry.differs).map((entry) => entry.key);
    expect(differing).toEqual(['price', 'perUnit', 'parking']);
  });

  it('names the best value: lowest price and price per unit, largest area and cents', () => {
    const comparison = compareListings([
      listing({
        id: 1,
        price: 9_000_000,
        area: 1_800,
        cents: 5,
        perUnit: { rupees: 5_000, unit: 'sqft' },
      }),
      listing({
        id: 2,
        price: 6_000_000,
        area: 1_200,
        cents: 8,
        perUnit: { rupees: 5_000, unit: 'sqft' },
      }),
      listing({
        id: 3,
        price: 6_000_000,
        area: 1_000,
        cents: null,
        perUnit: { rupees: 6_000, unit: 'sqft' },
      }),
    ]);
    expect(row(comparison, 'price')?.best).toEqual([1, 2]);
    expect(row(comparison, 'perUnit')?.best).toEqual([0, 1]);
    expect(row(comparison, 'area')?.best).toEqual([0]);
    expect(row(comparison, 'cents')?.best).toEqual([1]);
    // Rows with no better or worse: marked as differing, with no best.
    expect(row(comparison, 'bedrooms')).toEqual({ key: 'bedrooms', differs: false, best: [] });
  });

  it('names no best where the figures are not comparable', () => {
    const mixed = compareListings([
      listing({ id: 1, price: 30_000, isRent: true, perUnit: null }),
      listing({ id: 2, price: 6_000_000, perUnit: { rupees: 450_000, unit: 'cent' } }),
      listing({ id: 3, price: 7_000_000, perUnit: { rupees: 5_000, unit: 'sqft' } }),
    ]);
    expect(row(mixed, 'price')).toMatchObject({ differs: true, best: [] });
    expect(row(mixed, 'perUnit')).toMatchObject({ differs: true, best: [] });
  });

  it('gives the union of the features, shared ones first, with ticks per listing', () => {
    const comparison = compareListings([
      listing({ id: 1, features: ['Swimming Pool', 'Lift', 'Power Backup'] }),
      listing({ id: 2, features: ['Lift', 'Garden'] }),
    ]);
    expect(comparison.features).toEqual([
      { name: 'Lift', has: [true, true], differs: false },
      { name: 'Garden', has: [false, true], differs: true },
      { name: 'Power Backup', has: [true, false], differs: true },
      { name: 'Swimming Pool', has: [true, false], differs: true },
    ]);
  });

  it('measures the distance between each two listings', () => {
    const kakkanad = { latitude: 10.0159, longitude: 76.3419 };
    const fortKochi = { latitude: 9.9658, longitude: 76.2421 };
    const thrissur = { latitude: 10.5276, longitude: 76.2144 };
    const { distances } = compareListings([
      listing({ id: 1, ...kakkanad }),
      listing({ id: 2, ...fortKochi }),
      listing({ id: 3, ...thrissur }),
    ]);
    expect(distances[0]?.[0]).toBe(0);
    expect(distances[0]?.[1]).toBeCloseTo(12.27, 2);
    expect(distances[1]?.[0]).toBe(distances[0]?.[1]);
    expect(distances[0]?.[2]).toBeCloseTo(58.58, 2);
  });
});

describe('distanceBetweenKm', () => {
  it('is the great-circle distance', () => {
    // A degree of latitude is about 111.2 km on a 6,371 km sphere.
    expect(
      distanceBetweenKm({ latitude: 10, longitude: 76 }, { latitude: 11, longitude: 76 }),
    ).toBeCloseTo(111.19, 2);
    expect(
      distanceBetweenKm({ latitude: 10, longitude: 76 }, { latitude: 10, longitude: 76 }),
    ).toBe(0);
  });
});
