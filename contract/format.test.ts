import { describe, expect, it } from 'vitest';
import {
  areaUnit,
  formatCents,
  formatListedAgo,
  formatNumber,
  formatPhone,
  formatPrice,
  formatPriceCompact,
  formatSquareFeet,
  keralaDate,
  keralaMidnight,
  toTitleCase,
} from './format';

describe('formatPhone', () => {
  it('groups an Indian mobile number as 5 + 5 digits', () => {
    expect(formatPhone('+919846012345')).toBe('+91 98460 12345');
    expect(formatPhone('+91 98460-12345')).toBe('+91 98460 12345');
  });

  it('leaves other numbers as they are', () => {
    expect(formatPhone('+97141234567')).toBe('+97141234567');
    expect(formatPhone('04842345678')).toBe('04842345678');
  });
});

describe('formatPriceCompact', () => {
  it('says a price in a few characters for a map pin', () => {
    expect(formatPriceCompact(32_000_000)).toBe('₹3.2 Cr');
    expect(formatPriceCompact(8_500_000)).toBe('₹85 L');
    expect(formatPriceCompact(28_000)).toBe('₹28,000');
    expect(formatPriceCompact(12_500)).toBe('₹12,500');
    expect(formatPriceCompact(900)).toBe('₹900');
  });

  it('writes the pin in Malayalam on a Malayalam page, as its accessible name says the price', () => {
    for (const price of [32_000_000, 8_500_000, 28_000, 900]) {
      expect(formatPriceCompact(price, 'ml')).toBe(formatPrice(price, 'ml'));
      // What the pin shows is part of what it is called (label-content-name-mismatch).
      expect(formatPrice(price, 'en')).toContain(formatPriceCompact(price, 'en'));
    }
    expect(formatPriceCompact(16_000_000, 'ml')).toBe('₹1.6 കോടി');
  });
});

describe('formatPrice', () => {
  it('says crores and lakhs as people do, and groups smaller sums the Indian way', () => {
    expect(formatPrice(32_000_000)).toBe('₹3.2 Cr');
    expect(formatPrice(10_000_000)).toBe('₹1 Cr');
    expect(formatPrice(12_500_000)).toBe('₹1.25 Cr');
    expect(formatPrice(8_500_000)).toBe('₹85 Lakh');
    expect(formatPrice(450_000)).toBe('₹4.5 Lakh');
    expect(formatPrice(100_000)).toBe('₹1 Lakh');
    expect(formatPrice(45_000)).toBe('₹45,000');
    expect(formatPrice(99_999)).toBe('₹99,999');
  });
});

describe('formatPrice in Malayalam', () => {
  it('says കോടി and ലക്ഷം, and groups smaller sums the Indian way', () => {
    expect(formatPrice(8_500_000, 'ml')).toBe('₹85 ലക്ഷം');
    expect(formatPrice(12_500_000, 'ml')).toBe('₹1.25 കോടി');
    expect(formatPrice(10_000_000, 'ml')).toBe('₹1 കോടി');
    expect(formatPrice(450_000, 'ml')).toBe('₹4.5 ലക്ഷം');
    expect(formatPrice(18_000, 'ml')).toBe('₹18,000');
    expect(formatPrice(99_999, 'ml')).toBe('₹99,999');
  });

  it('is not what ICU compact notation says (millions), which is why it is ours', () => {
    const compact = new Intl.NumberFormat('ml-IN', { notation: 'compact' }).format(8_500_000);
    expect(compact).not.toContain('ലക്ഷം');
    expect(formatPrice(8_500_000, 'ml')).not.toBe(`₹${compact}`);
  });
});

describe('numbers and units', () => {
  it('groups digits the Indian way in both languages, as Intl does for en-IN and ml-IN', () => {
    expect(formatNumber(8_500_000)).toBe('85,00,000');
    expect(formatNumber(8_500_000, 'ml')).toBe('85,00,000');
    expect(formatNumber(1234.6, 'ml')).toBe('1,235');
  });

  it('writes square feet and cents in each language', () => {
    expect(formatSquareFeet(1_850)).toBe('1,850 sq.ft');
    expect(formatSquareFeet(1_850, 'ml')).toBe('1,850 ച.അടി');
    expect(formatCents(12.5)).toBe('12.5 cents');
    expect(formatCents(12.5, 'ml')).toBe('12.5 സെന്റ്');
    expect(areaUnit('sqft', 'ml')).toBe('ച.അടി');
    expect(areaUnit('cents', 'en')).toBe('cents');
  });
});

describe('formatListedAgo in Malayalam', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T08:00:00Z', 'ഇന്ന്'],
    ['2026-11-22T08:00:00Z', 'ഇന്നലെ'],
    ['2026-11-20T12:00:00Z', '3 ദിവസം മുമ്പ്'],
    ['2026-11-16T12:00:00Z', '1 ആഴ്ച മുമ്പ്'],
    ['2026-08-20T12:00:00Z', '3 മാസം മുമ്പ്'],
    ['2024-11-01T12:00:00Z', '2 വർഷം മുമ്പ്'],
  ])('%s is %s', (date, expected) => {
    expect(formatListedAgo(date, now, 'ml')).toBe(expected);
  });

  it('says what ICU says for Malayalam', () => {
    const auto = new Intl.RelativeTimeFormat('ml', { numeric: 'auto' });
    const always = new Intl.RelativeTimeFormat('ml', { numeric: 'always' });
    expect(formatListedAgo('2026-11-23', now, 'ml')).toBe(auto.format(0, 'day'));
    expect(formatListedAgo('2026-11-22', now, 'ml')).toBe(auto.format(-1, 'day'));
    expect(formatListedAgo('2026-11-18', now, 'ml')).toBe(always.format(-5, 'day'));
    expect(formatListedAgo('2026-10-30', now, 'ml')).toBe(always.format(-3, 'week'));
    expect(formatListedAgo('2026-08-20', now, 'ml')).toBe(always.format(-3, 'month'));
    expect(formatListedAgo('2024-11-01', now, 'ml')).toBe(always.format(-2, 'year'));
  });
});

describe('formatListedAgo', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it.each([
    ['2026-11-23T08:00:00Z', 'Today'],
    ['2026-11-22T08:00:00Z', 'Yesterday'],
    ['2026-11-18T12:00:00Z', '5 days ago'],
    ['2026-11-16T12:00:00Z', '1 week ago'],
    ['2026-10-30T12:00:00Z', '3 weeks ago'],
    ['2026-08-20T12:00:00Z', '3 months ago'],
    ['2024-11-01T12:00:00Z', '2 years ago'],
    ['2026-11-24T12:00:00Z', 'Today'],
  ])('%s is %s', (date, expected) => {
    expect(formatListedAgo(date, now)).toBe(expected);
  });

  it('counts from a day in Kerala as cards give it (keralaDate of the listing time)', () => {
    // 2026-11-23 00:10 in Kerala is still the 22nd in UTC.
    const justAfterMidnight = new Date('2026-11-22T18:40:00Z');
    expect(formatListedAgo(keralaDate(new Date('2026-11-22T18:35:00Z')), justAfterMidnight)).toBe(
      'Today',
    );
    expect(formatListedAgo(keralaDate(new Date('2026-11-22T18:25:00Z')), justAfterMidnight)).toBe(
      'Yesterday',
    );
    expect(formatListedAgo('2026-11-18', now)).toBe('5 days ago');
  });
});

describe('toTitleCase', () => {
  it('capitalises each word', () => {
    expect(toTitleCase('KOCHI')).toBe('Kochi');
    expect(toTitleCase('thiruvananthapuram city')).toBe('Thiruvananthapuram City');
    expect(toTitleCase('north paravur-east')).toBe('North Paravur-East');
  });
});

describe('keralaDate', () => {
  it.each([
    ['2026-11-24T18:29:59Z', '2026-11-24'],
    ['2026-11-24T18:30:00Z', '2026-11-25'],
    ['2026-12-31T18:30:00Z', '2027-01-01'],
    ['2026-06-01T00:00:00Z', '2026-06-01'],
  ])('%s is %s in Kerala', (instant, date) => {
    expect(keralaDate(new Date(instant))).toBe(date);
  });
});

describe('keralaMidnight', () => {
  it('is 18:30 UTC of the day before', () => {
    expect(new Date(keralaMidnight(new Date('2026-11-24T18:29:59Z'))).toISOString()).toBe(
      '2026-11-23T18:30:00.000Z',
    );
    expect(new Date(keralaMidnight(new Date('2026-11-24T18:30:00Z'))).toISOString()).toBe(
      '2026-11-24T18:30:00.000Z',
    );
  });
});
