import { describe, expect, it } from 'vitest';
import { buildTestListing } from './listing.fixture';
import { priceChartMarkup, priceHistoryMarkup } from './price-history';
import { isPriceCut, priceCutSince } from '../../../contract/price-history';

const cutListing = buildTestListing({
  price: 8_500_000,
  price_history: [
    { price: 9_500_000, changed_at: '2026-08-01T06:30:00.000Z' },
    { price: 9_000_000, changed_at: '2026-10-01T06:30:00.000Z' },
    // 12 November in Kerala, though 11 November in UTC.
    { price: 8_500_000, changed_at: '2026-11-11T20:00:00.000Z' },
  ],
  price_reduced_at: '2026-11-11T20:00:00.000Z',
  price_reduced_by: 500_000,
});

describe('the price history on a listing page', () => {
  it('says the latest cut, by how much and on which Kerala day, in both languages', () => {
    const cutOf = (markup: string | undefined) =>
      /<summary><span class="price-cut">([^<]+)<\/span>/.exec(markup ?? '')?.[1];
    expect(cutOf(priceHistoryMarkup(cutListing, 'en'))).toBe(
      'Price reduced by ₹5 Lakh on 12 November 2026',
    );
    expect(cutOf(priceHistoryMarkup(cutListing, 'ml'))).toBe('2026 നവംബർ 12-ന് വില ₹5 ലക്ഷം കുറച്ചു');
    const rent = { ...cutListing, property_for: 'rent' as const, price_reduced_by: 2_000 };
    expect(cutOf(priceHistoryMarkup(rent, 'en'))).toBe(
      'Rent reduced by ₹2,000 on 12 November 2026',
    );
    // A disclosure: closed, its summary says the cut and names the chart it opens on.
    expect(priceHistoryMarkup(cutListing, 'en')).toMatch(
      /^<details><summary><span class="price-cut">[^<]+<\/span><span class="price-history-open">Price history<\/span><\/summary><svg .*<\/table><\/details>$/,
    );
  });

  it('says nothing of a cut when the latest change was none, and shows nothing for one price', () => {
    const raised = buildTestListing({
      price_history: [
        { price: 9_000_000, changed_at: '2026-08-01T06:30:00.000Z' },
        { price: 9_500_000, changed_at: '2026-10-01T06:30:00.000Z' },
      ],
    });
    expect(priceHistoryMarkup(raised, 'en')).toMatch(
      /^<details><summary><span class="price-history-open">Price history<\/span><\/summary><svg /,
    );
    expect(priceHistoryMarkup(buildTestListing(), 'en')).toBeUndefined();
  });

  it('draws a step line with a dot per price, named for screen readers, with its values as a table', () => {
    const markup = priceChartMarkup(cutListing.price_history, false, 'en');
    expect(markup).toMatch(
      /^<svg [^>]*role="img" aria-labelledby="price-chart-title price-chart-description"/,
    );
    expect(markup).toContain('<title id="price-chart-title">Price history</title>');
    expect(markup).toContain(
      '<desc id="price-chart-description">2 changes: from ₹95 Lakh (1 August 2026) to ₹85 Lakh (12 November 2026).</desc>',
    );
    expect(markup.match(/<circle /g)).toHaveLength(3);
    // From the top left (the highest, first price) to the bottom right (the lowest, latest), in
    // steps: across at the old price, then down to the new one.
    const line = /<path d="([^"]+)" class="price-chart-line"/.exec(markup)?.[1];
    expect(line).toBe('M10 28H188.43V67H310V106');
    const rows = [...markup.matchAll(/<tr><td>([^<]+)<\/td><td>([^<]+)<\/td><\/tr>/g)].map(
      (match) => [match[1], match[2]],
    );
    expect(rows).toEqual([
      ['1 August 2026', '₹95 Lakh'],
      ['1 October 2026', '₹90 Lakh'],
      ['12 November 2026', '₹85 Lakh'],
    ]);
    expect(markup).toContain('<table class="sr-only"><caption>Price history</caption>');
    const malayalam = priceChartMarkup(cutListing.price_history, true, 'ml');
    expect(malayalam).toContain('<title id="price-chart-title">വാടകയുടെ ചരിത്രം</title>');
    expect(malayalam).toContain('<th scope="col">പ്രതിമാസ വാടക</th>');
  });

  it('spreads prices set at one instant, and draws equal prices on one level', () => {
    const at = '2026-11-01T00:00:00.000Z';
    const markup = priceChartMarkup(
      [
        { price: 100, changed_at: at },
        { price: 100, changed_at: at },
      ],
      false,
      'en',
    );
    expect(/<path d="([^"]+)" class="price-chart-line"/.exec(markup)?.[1]).toBe('M10 67H310V67');
  });
});

describe('a price cut', () => {
  it('lasts 30 days from the Kerala day of the cut, whatever the hour', () => {
    const cut = '2026-11-11T20:00:00.000Z'; // 12 November, 01:30 in Kerala
    expect(isPriceCut(cut, new Date('2026-11-12T00:00:00.000Z'))).toBe(true);
    // 30 days on, all day long; from the next Kerala midnight, no longer.
    expect(isPriceCut(cut, new Date('2026-12-12T18:29:00.000Z'))).toBe(true);
    expect(isPriceCut(cut, new Date('2026-12-12T18:31:00.000Z'))).toBe(false);
    expect(isPriceCut(null, new Date('2026-11-12T00:00:00.000Z'))).toBe(false);
    expect(priceCutSince(new Date('2026-12-12T12:00:00.000Z'))).toBe(
      Date.parse('2026-11-11T18:30:00.000Z'),
    );
  });
});
