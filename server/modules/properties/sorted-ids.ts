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
  static of(ids: readonly number[]): SortedIds {
    const sorted = Int32Array.from(ids).sort();
    let kept = 0;
    for (let i = 0; i < sorted.length; i += 1) {
      if (i === 0 || sorted[i] !== sorted[kept - 1]) sorted[kept++] = sorted[i]!;
    }
    return new SortedIds(sorted.slice(0, kept));
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
   * one without the asked that no longer match and with the matched that are new.
   */
  changed(asked: readonly number[], matched: readonly number[]): SortedIds {
    const now = SortedIds.of(matched);
    if (asked.every((id) => this.has(id) === now.has(id))) return this;
    const leaving = SortedIds.of(asked);
    const result = new Int32Array(this.ids.length + now.ids.length);
    let count = 0;
    let l = 0;
    let n = 0;
    const put = (id: number) => {
      result[count++] = id;
    };
    for (let i = 0; i < this.ids.length; i += 1) {
      const id = this.ids[i]!;
      while (n < now.ids.length && now.ids[n]! < id) put(now.ids[n++]!);
      while (l < leaving.ids.length && leaving.ids[l]! < id) l += 1;
      // An asked id stays only if it still matches: it then comes from `now`.
      if (l < leaving.ids.length && leaving.ids[l] === id) continue;
      if (n < now.ids.length && now.ids[n] === id) continue;
      put(id);
    }
    while (n < now.ids.length) put(now.ids[n++]!);
    return new SortedIds(result.slice(0, count));
  }

  private indexOf(id: number): number {
    const at = firstAtOrAbove(this.ids, id);
    return at < this.ids.length && this.ids[at] === id ? at : -1;
  }
}
