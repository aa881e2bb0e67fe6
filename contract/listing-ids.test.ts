import { describe, expect, it } from 'vitest';

import { COMPARE_MAX, formatListingIds, parseListingIds, SHORTLIST_MAX } from './listing-ids';

describe('parseListingIds', () => {
  it('reads whole positive numbers in order, each once', () => {
    expect(parseListingIds('12,7,40', SHORTLIST_MAX)).toEqual([12, 7, 40]);
    expect(parseListingIds('3,3,1,3', SHORTLIST_MAX)).toEqual([3, 1]);
    expect(parseListingIds(' 5 , 6 ', SHORTLIST_MAX)).toEqual([5, 6]);
    expect(parseListingIds('8%2C9', SHORTLIST_MAX)).toEqual([8, 9]);
  });

  it('drops the parts that are not listing ids, never failing', () => {
    expect(parseListingIds('1,abc,-2,0,2.5,3e2,,4', SHORTLIST_MAX)).toEqual([1, 4]);
    expect(parseListingIds('99999999999,2147483648,2147483647', SHORTLIST_MAX)).toEqual([
      2147483647,
    ]);
    expect(parseListingIds('<script>', SHORTLIST_MAX)).toEqual([]);
    expect(parseListingIds('', SHORTLIST_MAX)).toEqual([]);
    expect(parseListingIds(null, SHORTLIST_MAX)).toEqual([]);
  });

  it('stops at the limit', () => {
    expect(parseListingIds('1,2,3,4,5,6', COMPARE_MAX)).toEqual([1, 2, 3, 4]);
    // Repeats do not use up the limit.
    expect(parseListingIds('1,1,1,1,2', 2)).toEqual([1, 2]);
    const many = Array.from({ length: 80 }, (_, index) => index + 1).join(',');
    expect(parseListingIds(many, SHORTLIST_MAX)).toHaveLength(SHORTLIST_MAX);
  });

  it('writes what it reads', () => {
    expect(parseListingIds(formatListingIds([4, 2, 9]), SHORTLIST_MAX)).toEqual([4, 2, 9]);
  });
});
