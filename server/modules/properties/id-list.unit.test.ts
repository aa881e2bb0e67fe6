import { describe, expect, it } from 'vitest';
import { parseIdList } from './properties.repo';

describe('parseIdList (ids the database sends as one text)', () => {
  it('reads every id, of any length', () => {
    expect([...parseIdList('7')]).toEqual([7]);
    expect([...parseIdList('1,20,300,1000000,2147483647')]).toEqual([
      1, 20, 300, 1_000_000, 2_147_483_647,
    ]);
  });

  it('reads no ids from an empty text', () => {
    expect(parseIdList('').length).toBe(0);
  });

  it('reads back what a list of ids was written as', () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => i * 397 + (i % 7));
    expect([...parseIdList(ids.join(','))]).toEqual(ids);
  });
});
