import { describe, expect, it } from 'vitest';
import { createListingsKept, type KeptListing } from './listings-kept';
import type { PropertyRow } from './properties.repo';

/** A catalogue the loader reads from, counting what it is asked for. */
function catalogue(statuses: Record<number, PropertyRow['status']>) {
  const asked: number[][] = [];
  let texts: Record<number, string> = {};
  const load = (ids: readonly number[]): Promise<KeptListing<string>[]> => {
    asked.push([...ids]);
    return Promise.resolve(
      ids
        .filter((id) => statuses[id] !== undefined)
        .map((id) => ({
          id,
          status: statuses[id] ?? 'available',
          latitude: 10,
          longitude: 76,
          confirmed_ms: 1.7e12,
          value: texts[id] ?? `{"id":${id}}`,
          size: 100,
        })),
    );
  };
  return {
    asked,
    load,
    rewrite(next: Record<number, string>) {
      texts = next;
    },
  };
}

const values = (listings: KeptListing<string>[]) => listings.map((listing) => listing.value);

describe('listings kept per catalogue version', () => {
  it('reads each listing once per version, in the order asked, leaving out what does not exist', async () => {
    const source = catalogue({ 1: 'available', 2: 'available', 3: 'available' });
    const kept = createListingsKept({ load: source.load, maxBytes: 10_000 });
    expect(values(await kept.read('v1', [3, 1, 9], 'all'))).toEqual(['{"id":3}', '{"id":1}']);
    expect(values(await kept.read('v1', [1, 2, 3], 'all'))).toEqual([
      '{"id":1}',
      '{"id":2}',
      '{"id":3}',
    ]);
    // 9 is asked again (it may have been added since), 1 and 3 are not.
    expect(source.asked).toEqual([[3, 1, 9], [2]]);
    expect(kept.size()).toEqual({ listings: 3, bytes: 300 });
  });

  it('leaves out available listings confirmed before the cut, at the time of each read', async () => {
    const source = catalogue({ 1: 'available', 2: 'sold', 3: 'available' });
    const kept = createListingsKept({ load: source.load, maxBytes: 10_000 });
    const statuses = ['available', 'sold'] as const;
    // Every listing of the catalogue was confirmed at 1.7e12 (see catalogue()).
    expect(values(await kept.read('v1', [1, 2, 3], [...statuses], 1.7e12))).toHaveLength(3);
    // Later, the same version kept: the available ones go, the sold one stays (its page says so).
    expect(values(await kept.read('v1', [1, 2, 3], [...statuses], 1.7e12 + 1))).toEqual([
      '{"id":2}',
    ]);
    expect(source.asked).toEqual([[1, 2, 3]]);
  });

  it('drops everything when the version moves on, and keeps nothing of a load that finished late', async () => {
    const source = catalogue({ 1: 'available' });
    const kept = createListingsKept({ load: source.load, maxBytes: 10_000 });
    await kept.read('v1', [1], 'all');
    source.rewrite({ 1: '{"id":1,"title":"new"}' });
    expect(values(await kept.read('v2', [1], 'all'))).toEqual(['{"id":1,"title":"new"}']);

    // A read for v2 still loading when v3 arrives: its answer is served, not kept for v3.
    const waiting: (() => void)[] = [];
    const slow = createListingsKept({
      load: async (ids) => {
        await new Promise<void>((resolve) => waiting.push(resolve));
        return source.load(ids);
      },
      maxBytes: 10_000,
    });
    const late = slow.read('v2', [1], 'all');
    const current = slow.read('v3', [1], 'all');
    await Promise.resolve();
    waiting[1]?.(); // v3's read finishes first and is kept
    expect(values(await current)).toEqual(['{"id":1,"title":"new"}']);
    source.rewrite({ 1: '{"id":1,"title":"as of v2"}' });
    waiting[0]?.();
    expect(values(await late)).toEqual(['{"id":1,"title":"as of v2"}']);
    // v3 still answers what was read for it.
    expect(values(await slow.read('v3', [1], 'all'))).toEqual(['{"id":1,"title":"new"}']);
    expect(waiting).toHaveLength(2);
  });

  it('shows only the statuses asked for, kept or not', async () => {
    const source = catalogue({ 1: 'available', 2: 'draft', 3: 'sold' });
    const kept = createListingsKept({ load: source.load, maxBytes: 10_000 });
    const ids = [1, 2, 3];
    expect(values(await kept.read('v1', ids, ['available']))).toEqual(['{"id":1}']);
    expect(values(await kept.read('v1', ids, ['available', 'sold']))).toEqual([
      '{"id":1}',
      '{"id":3}',
    ]);
    expect(values(await kept.read('v1', ids, 'all'))).toHaveLength(3);
    expect(source.asked).toEqual([[1, 2, 3]]);
  });

  it('keeps within its memory, the least recently used going first', async () => {
    const source = catalogue({ 1: 'available', 2: 'available', 3: 'available' });
    const kept = createListingsKept({ load: source.load, maxBytes: 250 });
    await kept.read('v1', [1], 'all');
    await kept.read('v1', [2], 'all');
    await kept.read('v1', [1], 'all'); // 1 used lately: 2 is the oldest now
    await kept.read('v1', [3], 'all');
    expect(kept.size()).toEqual({ listings: 2, bytes: 200 });
    source.asked.length = 0;
    await kept.read('v1', [1, 3], 'all');
    expect(source.asked).toEqual([]);
    await kept.read('v1', [2], 'all');
    expect(source.asked).toEqual([[2]]);
  });

  it('keeps nothing without a version, or with no memory', async () => {
    const source = catalogue({ 1: 'available' });
    const unversioned = createListingsKept({ load: source.load, maxBytes: 10_000 });
    await unversioned.read(undefined, [1], 'all');
    await unversioned.read(undefined, [1], 'all');
    expect(source.asked).toEqual([[1], [1]]);
    const none = createListingsKept({ load: source.load, maxBytes: 0 });
    expect(values(await none.read('v1', [1], 'all'))).toEqual(['{"id":1}']);
    expect(none.size()).toEqual({ listings: 0, bytes: 0 });
  });
});
