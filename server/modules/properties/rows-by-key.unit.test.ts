import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../testing/seeded-random';
import { sortRowsByKey } from './rows-by-key';

/** Keys as the index's columns hold them: ties, negatives, zeros of both signs, -Infinity. */
function drawKeys(count: number, seed: number): Float64Array {
  const random = seededRandom(seed);
  const keys = new Float64Array(count);
  for (let row = 0; row < count; row += 1) {
    const kind = random();
    keys[row] =
      kind < 0.1
        ? -Infinity
        : kind < 0.15
          ? -0
          : kind < 0.2
            ? 0
            : kind < 0.4
              ? Math.floor(random() * 10) // many ties
              : kind < 0.6
                ? (random() - 0.5) * 1e6 // fractions, both signs
                : kind < 0.8
                  ? 1.7e15 + Math.floor(random() * 1e12) // microseconds since 1970
                  : -Math.floor(random() * 1e9);
  }
  return keys;
}

function shuffled(count: number, seed: number): Int32Array {
  const random = seededRandom(seed);
  const rows = Int32Array.from({ length: count }, (_, row) => row);
  for (let at = count - 1; at > 0; at -= 1) {
    const other = Math.floor(random() * (at + 1));
    [rows[at], rows[other]] = [rows[other]!, rows[at]!];
  }
  return rows;
}

describe('sortRowsByKey', () => {
  it.each([
    ['rising', false],
    ['falling', true],
  ])(
    'orders rows %s by key as a comparator does, ties broken by the order before',
    (_, falling) => {
      for (const [count, seed] of [
        [0, 1],
        [1, 2],
        [2, 3],
        [1_000, 4],
        [70_000, 5],
      ] as const) {
        const keys = drawKeys(count, seed);
        const tieBreak = drawKeys(count, seed + 100);
        const rows = shuffled(count, seed + 200);
        // The index's way: by the tie-breaker first, then by the key.
        sortRowsByKey(rows, tieBreak);
        sortRowsByKey(rows, keys, falling);
        const sign = falling ? -1 : 1;
        const expected = shuffled(count, seed + 200).sort(
          (a, b) => sign * (keys[a]! - keys[b]!) || 0 || tieBreak[a]! - tieBreak[b]! || 0 || a - b,
        );
        // Rows equal on both keys may stand in either order: compare the keys row by row (-0 and 0
        // are one key).
        const keysOf = (order: Int32Array) =>
          Array.from(order, (row) => [keys[row]! || 0, tieBreak[row]! || 0]);
        expect(keysOf(rows)).toEqual(keysOf(expected));
        expect([...rows].sort((a, b) => a - b)).toEqual(
          Array.from({ length: count }, (_, row) => row),
        );
      }
    },
  );

  it('keeps the order of rows whose keys are equal (stable)', () => {
    const keys = new Float64Array([5, 1, 5, 1, 5, -0, 0]);
    const rows = new Int32Array([6, 5, 4, 3, 2, 1, 0]);
    sortRowsByKey(rows, keys);
    expect([...rows]).toEqual([6, 5, 3, 1, 4, 2, 0]);
    sortRowsByKey(rows, keys, true);
    expect([...rows]).toEqual([4, 2, 0, 3, 1, 6, 5]);
  });

  it('sorts part of a larger array of rows, as the index passes its orders', () => {
    const keys = new Float64Array([3, 2, 1, 0]);
    const room = new Int32Array([0, 1, 2, 3, 99, 99]);
    sortRowsByKey(room.subarray(0, 4), keys);
    expect([...room]).toEqual([3, 2, 1, 0, 99, 99]);
  });
});
