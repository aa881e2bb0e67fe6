import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing/seeded-random';
import { SortedIds } from './sorted-ids';

describe('SortedIds (the text matches kept across versions)', () => {
  it('holds each id once, in order, whatever order and repeats it was given', () => {
    const ids = SortedIds.of([9, 3, 3, 7, 1, 9]);
    expect([...ids]).toEqual([1, 3, 7, 9]);
    expect(ids.size).toBe(4);
    expect(ids.has(7)).toBe(true);
    expect(ids.has(4)).toBe(false);
    expect(ids.has(10)).toBe(false);
    expect(SortedIds.of([]).has(1)).toBe(false);
  });

  it('takes ids already rising as they are, and sorts any others', () => {
    expect([...SortedIds.of(Int32Array.of(2, 5, 9))]).toEqual([2, 5, 9]);
    expect([...SortedIds.of(Int32Array.of(2, 9, 5, 5))]).toEqual([2, 5, 9]);
    expect([...SortedIds.of([4, 4])]).toEqual([4]);
  });

  it('places a matched id that was not among the asked ones too', () => {
    const ids = SortedIds.of([10, 20, 30]);
    expect([...ids.changed([20], [5, 40])]).toEqual([5, 10, 30, 40]);
    expect([...ids.changed([], [30])]).toEqual([10, 20, 30]);
    expect(ids.changed([], [30])).toBe(ids);
  });

  it('stays the same object when the ids asked about again neither left nor joined', () => {
    const ids = SortedIds.of([2, 4, 6]);
    // 4 still matches, 5 still does not.
    expect(ids.changed([4, 5], [4])).toBe(ids);
    expect(ids.changed([], [])).toBe(ids);
  });

  it('after any changes, holds what a set updated id by id holds', () => {
    const random = seededRandom(35);
    for (let round = 0; round < 200; round += 1) {
      const start = Array.from({ length: Math.floor(random() * 60) }, () =>
        Math.floor(random() * 100),
      );
      let ids = SortedIds.of(start);
      const expected = new Set(start);
      for (let batch = 0; batch < 5; batch += 1) {
        const asked = Array.from({ length: 1 + Math.floor(random() * 10) }, () =>
          Math.floor(random() * 110),
        );
        const matched = asked.filter(() => random() < 0.5);
        const next = ids.changed(asked, matched);
        const moved = asked.some((id) => expected.has(id) !== matched.includes(id));
        expect(next === ids).toBe(!moved);
        for (const id of asked) expected.delete(id);
        for (const id of matched) expected.add(id);
        ids = next;
        expect([...ids]).toEqual([...expected].sort((a, b) => a - b));
        expect(ids.size).toBe(expected.size);
      }
    }
  });
});
