/**
 * The first position of an ascending array whose value is at or above `value` (its length when
 * none is): where `value` is, or would go. For typed arrays of numbers or of 64-bit integers.
 */
export function firstAtOrAbove<T extends number | bigint>(sorted: ArrayLike<T>, value: T): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}
