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

describe('listings kept in the process', () => {
  it('reads each listing once, in the order asked, leaving out what does not exist', async () => {
    const source = catalogue({ 1: 'available', 2: 'available', 3: 'available' });
    const kept = createListingsKept({ load: source.load, maxBytes: 10_000 });
    expect(values(await kept.read(true, [3, 1, 9], 'all'))).toEqual(['{"id":3}', '{"id":1}']);
    expect(values(await kept.read(true, [1, 2, 3], 'all'))).toEqual([
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
    expect(values(await kept.read(true, [1, 2, 3], [...statuses], 1.7e12))).toHaveLength(3);
    // Later, still kept: the available ones go, the sold one stays (its page says so).
    expect(values(await kept.read(true, [1, 2, 3], [...statuses], 1.7e12 + 1))).toEqual([
      '{"id":2}',
    ]);
    expect(source.asked).toEqual([[1, 2, 3]]);
  });

  it('forgets the listings a write changed, or all of them, and keeps nothing of a load across a forget', async () => {
    const source = catalogue({ 1: 'available', 2: 'available' });
    const kept = createListingsKept({ load: source.load, maxBytes: 10_000 });
    await kept.read(true, [1, 2], 'all');
    source.rewrite({ 1: '{"id":1,"title":"new"}', 2: '{"id":2,"title":"new"}' });
    kept.forget([1]);
    expect(values(await kept.read(true, [1, 2], 'all'))).toEqual([
      '{"id":1,"title":"new"}',
      '{"id":2}',
    ]);
    kept.clear();
    expect(values(await kept.read(true, [2], 'all'))).toEqual(['{"id":2,"title":"new"}']);

    // A load that started before a write committed, and finished after the instance forgot the
    // listing: what it read is served to its own request, never kept for later ones.
    const waiting: (() => void)[] = [];
    const slow = createListingsKept({
      load: async (ids) => {
        const before = await source.load(ids);
        await new Promise<void>((resolve) => waiting.push(resolve));
        return before;
      },
      maxBytes: 10_000,
    });
    source.rewrite({ 1: '{"id":1,"title":"before the write"}' });
    const late = slow.read(true, [1], 'all');
    await Promise.resolve();
    source.rewrite({ 1: '{"id":1,"title":"after the write"}' });
    slow.forget([1]);
    waiting[0]?.();
    expect(values(await late)).toEqual(['{"id":1,"title":"before the write"}']);
    const next = slow.read(true, [1], 'all');
    await Promise.resolve();
    waiting[1]?.();
    expect(values(await next)).toEqual(['{"id":1,"title":"after the write"}']);
    // That one was kept: no load this time.
    expect(values(await slow.read(true, [1], 'all'))).toEqual([
      '{"id":1,"title":"after the write"}',
    ]);
    expect(waiting).toHaveLength(2);
  });

  it('shows only the statuses asked for, kept or not', async () => {
    const source = catalogue({ 1: 'available', 2: 'draft', 3: 'sold' });
    const kept = createListingsKept({ load: source.load, maxBytes: 10_000 });
    const ids = [1, 2, 3];
    expect(values(await kept.read(true, ids, ['available']))).toEqual(['{"id":1}']);
    expect(values(await kept.read(true, ids, ['available', 'sold']))).toEqual([
      '{"id":1}',
      '{"id":3}',
    ]);
    expect(values(await kept.read(true, ids, 'all'))).toHaveLength(3);
    expect(source.asked).toEqual([[1, 2, 3]]);
  });

  it('keeps within its memory, the least recently used going first', async () => {
    const source = catalogue({ 1: 'available', 2: 'available', 3: 'available' });
    const kept = createListingsKept({ load: source.load, maxBytes: 250 });
    await kept.read(true, [1], 'all');
    await kept.read(true, [2], 'all');
    await kept.read(true, [1], 'all'); // 1 used lately: 2 is the oldest now
    await kept.read(true, [3], 'all');
    expect(kept.size()).toEqual({ listings: 2, bytes: 200 });
    source.asked.length = 0;
    await kept.read(true, [1, 3], 'all');
    expect(source.asked).toEqual([]);
    await kept.read(true, [2], 'all');
    expect(source.asked).toEqual([[2]]);
  });

  it('keeps nothing for a request the instance has not caught up with, or with no memory', async () => {
    const source = catalogue({ 1: 'available' });
    const unversioned = createListingsKept({ load: source.load, maxBytes: 10_000 });
    await unversioned.read(false, [1], 'all');
    await unversioned.read(false, [1], 'all');
    expect(source.asked).toEqual([[1], [1]]);
    const none = createListingsKept({ load: source.load, maxBytes: 0 });
    expect(values(await none.read(true, [1], 'all'))).toEqual(['{"id":1}']);
    expect(none.size()).toEqual({ listings: 0, bytes: 0 });
  });
});
