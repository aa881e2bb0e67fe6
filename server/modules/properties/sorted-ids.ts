import { firstAtOrAbove } from '../../lib/sorted-search';

/**
 * Listing ids the database matched for a text (a keyword, a category's words), as the service
 * keeps them across catalogue versions: sorted in an Int32Array, 4 bytes an id. A Set of a
 * million ids (a word every listing has) takes some 40 MB of heap, and each change to its members
 * copied it; here a change costs one merge into a new 4 MB array.
 */
export class SortedIds implements Iterable<number> {
  private constructor(private readonly ids: Int32Array) {}

  /** The ids, in any order, repeats dropped. */
  static of(ids: ArrayLike<number>): SortedIds {
    return SortedIds.adopt(Int32Array.from(ids));
  }

  /**
   * These ids, kept as they are (not copied) when they already rise, as the database reads them
   * (properties.repo.ts, findIds): the caller gives the array up. A common keyword matches most
   * of a million listings, and on this machine each fresh 4 MB array costs some 13 ms of the
   * thread every request waits for, in page faults as it is first written.
   */
  static adopt(ids: Int32Array): SortedIds {
    if (isRising(ids)) return new SortedIds(ids);
    ids.sort();
    let kept = 0;
    for (let i = 0; i < ids.length; i += 1) {
      if (i === 0 || ids[i] !== ids[kept - 1]) ids[kept++] = ids[i]!;
    }
    return new SortedIds(kept === ids.length ? ids : ids.slice(0, kept));
  }

  get size(): number {
    return this.ids.length;
  }

  has(id: number): boolean {
    return this.indexOf(id) >= 0;
  }

  [Symbol.iterator](): Iterator<number> {
    return this.ids[Symbol.iterator]();
  }

  /** The ids, rising, to read by index (never to change: the set is shared). */
  asArray(): ArrayLike<number> {
    return this.ids;
  }

  /**
   * The ids after `asked` were asked about again and `matched` (among them) were found: this
   * same object when none of them moved in or out (what was made of it stays good), else a new
   * one without the asked that no longer match and with the matched that are new. The stretches
   * between the asked ids are copied whole: a change to a set of a million ids costs a copy of
   * 4 MB, not a million steps (it ran on the thread every search waits for).
   */
  changed(asked: ArrayLike<number>, matched: ArrayLike<number>): SortedIds {
    const now = SortedIds.of(matched);
    // Every id asked or matched is placed again: kept if it matches now, dropped if not.
    const placed = SortedIds.of([...Array.from(asked), ...Array.from(matched)]).ids;
    if (placed.every((id) => this.has(id) === now.has(id))) return this;
    // The size first, so that the new ids are written once, into an array of their own size.
    let size = this.ids.length;
    for (const id of placed) size += (now.has(id) ? 1 : 0) - (this.has(id) ? 1 : 0);
    const result = new Int32Array(size);
    let count = 0;
    let from = 0;
    for (const id of placed) {
      const at = firstAtOrAbove(this.ids, id);
      result.set(this.ids.subarray(from, at), count);
      count += at - from;
      if (now.has(id)) result[count++] = id;
      from = at < this.ids.length && this.ids[at] === id ? at + 1 : at;
    }
    result.set(this.ids.subarray(from), count);
    return new SortedIds(result);
  }

  private indexOf(id: number): number {
    const at = firstAtOrAbove(this.ids, id);
    return at < this.ids.length && this.ids[at] === id ? at : -1;
  }
}

/** Whether every id is above the one before it. */
function isRising(ids: Int32Array): boolean {
  for (let i = 1; i < ids.length; i += 1) {
    if (ids[i]! <= ids[i - 1]!) return false;
  }
  return true;
}
