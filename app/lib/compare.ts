import { distanceBetweenKm } from '../../contract/distance';
import type { PricePerUnit } from '../../contract/price-per-unit';
import type { Furnishing } from '../../contract/property-constants';

/**
 * Listings side by side (issue 14, /compare): which rows differ, which value is best where one
 * plainly is, the union of their features, and how far apart they are. No markup: the page
 * (routes/compare.tsx) draws it.
 */

/** One listing as the compare page's data carries it. */
export interface CompareListing {
  id: number;
  title: string;
  /** 'en' when a Malayalam page shows the English title. */
  titleLang?: 'en';
  status: 'available' | 'sold' | 'rented';
  price: number;
  isRent: boolean;
  perUnit: PricePerUnit | null;
  /** Square feet. */
  area: number;
  cents: number | null;
  bedrooms: number;
  bathrooms: number;
  /** The property type's English name (pages translate it), or null. */
  typeName: string | null;
  furnishing: Furnishing | null;
  builtYear: number | null;
  parking: number | null;
  /** The features' English names (pages translate them). */
  features: string[];
  place: string;
  latitude: number;
  longitude: number;
}

/** The rows of the comparison, in the table's order. */
export const COMPARE_ROWS = [
  'price',
  'perUnit',
  'area',
  'cents',
  'bedrooms',
  'bathrooms',
  'type',
  'furnishing',
  'builtYear',
  'parking',
  'place',
] as const;
export type CompareRowKey = (typeof COMPARE_ROWS)[number];

export interface ComparedRow {
  key: CompareRowKey;
  /** The listings do not all have the same value (a missing one counts as a value). */
  differs: boolean;
  /** The columns holding the best value, where a row has one and the values differ. */
  best: number[];
}

export interface ComparedFeature {
  name: string;
  has: boolean[];
  differs: boolean;
}

export interface Comparison {
  rows: ComparedRow[];
  /** Every feature any of them has: shared ones first, then by how many have it, then by name. */
  features: ComparedFeature[];
  /** km between each two, by column: distances[a][b] (0 on the diagonal). */
  distances: number[][];
}

/** What a row compares of a listing: a value equal listings share, or null when it has none. */
function valueOf(listing: CompareListing, key: CompareRowKey): string | number | null {
  switch (key) {
    case 'price':
      return `${listing.price}${listing.isRent ? '/month' : ''}`;
    case 'perUnit':
      return listing.perUnit ? `${listing.perUnit.rupees}/${listing.perUnit.unit}` : null;
    case 'area':
      return listing.area > 0 ? listing.area : null;
    case 'cents':
      return listing.cents;
    case 'bedrooms':
      return listing.bedrooms;
    case 'bathrooms':
      return listing.bathrooms;
    case 'type':
      return listing.typeName;
    case 'furnishing':
      return listing.furnishing;
    case 'builtYear':
      return listing.builtYear;
    case 'parking':
      return listing.parking;
    case 'place':
      return listing.place;
  }
}

/** Which way is better for the rows that have a best: price and price per unit low, size high. */
function bestOf(listings: readonly CompareListing[], key: CompareRowKey): number[] {
  let figures: (number | null)[];
  let isLowBest: boolean;
  if (key === 'price') {
    // A monthly rent and a sale price are not comparable.
    if (new Set(listings.map((listing) => listing.isRent)).size > 1) return [];
    figures = listings.map((listing) => listing.price);
    isLowBest = true;
  } else if (key === 'perUnit') {
    // Per sq.ft and per cent are not comparable either.
    if (new Set(listings.map((listing) => listing.perUnit?.unit ?? null)).size > 1) return [];
    figures = listings.map((listing) => listing.perUnit?.rupees ?? null);
    isLowBest = true;
  } else if (key === 'area' || key === 'cents') {
    figures = listings.map((listing) => {
      const value = key === 'area' ? listing.area : listing.cents;
      return value !== null && value > 0 ? value : null;
    });
    isLowBest = false;
  } else {
    return [];
  }
  const known = figures.filter((value): value is number => value !== null);
  if (known.length < 2) return [];
  const target = isLowBest ? Math.min(...known) : Math.max(...known);
  return figures.flatMap((value, column) => (value === target ? [column] : []));
}

export function compareListings(listings: readonly CompareListing[]): Comparison {
  const rows = COMPARE_ROWS.map((key): ComparedRow => {
    const values = listings.map((listing) => valueOf(listing, key));
    const differs = new Set(values).size > 1;
    return { key, differs, best: differs ? bestOf(listings, key) : [] };
  });

  const counts = new Map<string, number>();
  for (const listing of listings) {
    for (const name of new Set(listing.features)) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const features = [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([name, count]): ComparedFeature => {
      const has = listings.map((listing) => listing.features.includes(name));
      return { name, has, differs: count !== listings.length };
    });

  const distances = listings.map((from) =>
    listings.map((to) => (from === to ? 0 : distanceBetweenKm(from, to))),
  );
  return { rows, features, distances };
}

/** The columns' letters (A, B, C, D), which the distances refer to. */
export function columnLetter(column: number): string {
  return String.fromCharCode(65 + column);
}
