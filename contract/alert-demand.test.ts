import { describe, expect, it } from 'vitest';
import { ANY_PRICE, isInBand, PRICE_BANDS, priceBandOf } from './alert-demand';

const label = (purpose: 'rent' | 'sell' | 'all', price?: { min?: number; max?: number }) =>
  priceBandOf(purpose, price).label;

describe('price bands of saved searches', () => {
  it('bands monthly rents in thousands, and sale prices in lakhs and crores', () => {
    expect(PRICE_BANDS.rent.map((band) => band.label)).toEqual([
      'Under ₹15K/month',
      '₹15K–30K/month',
      '₹30K–60K/month',
      'Over ₹60K/month',
    ]);
    expect(PRICE_BANDS.sell.map((band) => band.label)).toEqual([
      'Under ₹25L',
      '₹25L–50L',
      '₹50L–1Cr',
      '₹1Cr–2Cr',
      '₹2Cr–5Cr',
      'Over ₹5Cr',
    ]);
    // Contiguous: each band starts where the one before ends, the last has no top.
    for (const bands of [PRICE_BANDS.rent, PRICE_BANDS.sell]) {
      expect(bands[0]?.min).toBe(0);
      for (let index = 1; index < bands.length; index += 1) {
        expect(bands[index]?.min).toBe(bands[index - 1]?.max);
      }
      expect(bands.at(-1)?.max).toBeNull();
    }
  });

  it("puts a search in the band of its price's top, else of its bottom", () => {
    expect(label('rent', { max: 12_000 })).toBe('Under ₹15K/month');
    expect(label('rent', { min: 5_000, max: 25_000 })).toBe('₹15K–30K/month');
    // A top on a band's edge is that band's (the presets' ranges fall in one band each).
    expect(label('rent', { min: 15_000, max: 30_000 })).toBe('₹15K–30K/month');
    expect(label('rent', { max: 15_000 })).toBe('Under ₹15K/month');
    expect(label('rent', { min: 60_000 })).toBe('Over ₹60K/month');
    expect(label('rent', { min: 30_000 })).toBe('₹30K–60K/month');
    expect(label('rent', { max: 250_000 })).toBe('Over ₹60K/month');
    expect(label('sell', { min: 100_000, max: 2_500_000 })).toBe('Under ₹25L');
    expect(label('sell', { min: 2_500_000, max: 5_000_000 })).toBe('₹25L–50L');
    expect(label('sell', { max: 9_000_000 })).toBe('₹50L–1Cr');
    expect(label('sell', { min: 10_000_000, max: 20_000_000 })).toBe('₹1Cr–2Cr');
    expect(label('sell', { min: 20_000_001 })).toBe('₹2Cr–5Cr');
    expect(label('sell', { min: 50_000_000, max: 100_000_000 })).toBe('Over ₹5Cr');
  });

  it('bands a search for sale and rent alike as a sale, as the listing page offers it', () => {
    expect(label('all', { max: 4_000_000 })).toBe('₹25L–50L');
    expect(label('all', { max: 20_000 })).toBe('Under ₹25L');
  });

  it('says any price without a price, or with a bottom of nothing', () => {
    expect(priceBandOf('rent', undefined)).toBe(ANY_PRICE);
    expect(priceBandOf('sell', {})).toBe(ANY_PRICE);
    expect(priceBandOf('sell', { min: 0 })).toBe(ANY_PRICE);
    expect(ANY_PRICE).toEqual({ min: null, max: null, label: 'Any price' });
  });

  it("counts a listing's price in a band above its bottom, up to its top", () => {
    const [under15, from15] = PRICE_BANDS.rent;
    expect(isInBand(1, under15!)).toBe(true);
    expect(isInBand(15_000, under15!)).toBe(true);
    expect(isInBand(15_000, from15!)).toBe(false);
    expect(isInBand(15_001, from15!)).toBe(true);
    expect(isInBand(30_000, from15!)).toBe(true);
    expect(isInBand(90_000_000, PRICE_BANDS.sell.at(-1)!)).toBe(true);
    expect(isInBand(1, ANY_PRICE)).toBe(true);
  });
});
