import { describe, expect, it } from 'vitest';

import {
  clearRecentlyViewed,
  type ListStorage,
  MAX_RECENTLY_VIEWED,
  readRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  recordViewed,
  toViewedListing,
  type ViewedListing,
} from './recently-viewed';

/** A storage as the browser's behaves: strings in, strings out, with an optional size limit. */
class MemoryStorage implements ListStorage {
  readonly items = new Map<string, string>();
  constructor(private readonly quota = Infinity) {}
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (value.length > this.quota) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** Safari's private mode of old, and storage blocked by the visitor: every call throws. */
const refusingStorage: ListStorage = {
  getItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem() {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem() {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

function listing(id: number): Omit<ViewedListing, 'viewedAt'> {
  return toViewedListing(
    {
      id,
      title: `Villa ${id}`,
      title_ml: `വില്ല ${id}`,
      price: 8_500_000 + id,
      property_for: 'sell',
      location: {
        city: 'Kakkanad',
        city_ml: 'കാക്കനാട്',
        district: 'Ernakulam',
        district_ml: 'എറണാകുളം',
        state: 'Kerala',
        state_ml: 'കേരളം',
        city_id: 1,
        district_id: 2,
        state_id: 3,
      },
    },
    { folder: `/media/properties/${id}`, widths: [400, 800], width: 1600, height: 1200 },
  );
}

const idsOf = (listings: ViewedListing[]) => listings.map((viewed) => viewed.id);

describe('the recently viewed list', () => {
  it('keeps what a compact card needs, in both languages', () => {
    const storage = new MemoryStorage();
    recordViewed(listing(7), 1000, storage);
    expect(readRecentlyViewed(storage)).toEqual([
      {
        id: 7,
        title: 'Villa 7',
        title_ml: 'വില്ല 7',
        price: 8_500_007,
        property_for: 'sell',
        place: {
          city: 'Kakkanad',
          city_ml: 'കാക്കനാട്',
          district: 'Ernakulam',
          district_ml: 'എറണാകുളം',
        },
        image: { folder: '/media/properties/7', widths: [400, 800], width: 1600, height: 1200 },
        viewedAt: 1000,
      },
    ]);
  });

  it('puts the newest first and moves a listing seen again to the front, once', () => {
    const storage = new MemoryStorage();
    recordViewed(listing(1), 1000, storage);
    recordViewed(listing(2), 2000, storage);
    recordViewed(listing(3), 3000, storage);
    expect(idsOf(readRecentlyViewed(storage))).toEqual([3, 2, 1]);
    expect(idsOf(recordViewed(listing(1), 4000, storage))).toEqual([1, 3, 2]);
    expect(idsOf(readRecentlyViewed(storage))).toEqual([1, 3, 2]);
  });

  it(`keeps the newest ${MAX_RECENTLY_VIEWED} only`, () => {
    const storage = new MemoryStorage();
    for (let id = 1; id <= MAX_RECENTLY_VIEWED + 3; id += 1) recordViewed(listing(id), id, storage);
    const kept = readRecentlyViewed(storage);
    expect(kept).toHaveLength(MAX_RECENTLY_VIEWED);
    expect(kept[0]?.id).toBe(MAX_RECENTLY_VIEWED + 3);
    expect(kept.at(-1)?.id).toBe(4);
  });

  it('forgets everything on clear', () => {
    const storage = new MemoryStorage();
    recordViewed(listing(1), 1000, storage);
    clearRecentlyViewed(storage);
    expect(readRecentlyViewed(storage)).toEqual([]);
    expect(storage.items.has(RECENTLY_VIEWED_KEY)).toBe(false);
  });

  it('reads nothing from text that is not its list', () => {
    for (const text of [
      '',
      'not json',
      '{"v":1,"items":',
      'null',
      '42',
      '[]',
      '{"items":[]}',
      JSON.stringify({ v: 2, items: [{ ...listing(1), viewedAt: 1 }] }),
      JSON.stringify({ v: 1, items: 'none' }),
    ]) {
      const storage = new MemoryStorage();
      storage.setItem(RECENTLY_VIEWED_KEY, text);
      expect(readRecentlyViewed(storage), text).toEqual([]);
    }
  });

  it('skips entries that are broken or foreign, and duplicates, and keeps the rest', () => {
    const good = { ...listing(1), viewedAt: 3000 };
    const storage = new MemoryStorage();
    storage.setItem(
      RECENTLY_VIEWED_KEY,
      JSON.stringify({
        v: 1,
        items: [
          null,
          'villa',
          { ...listing(2), viewedAt: 2500, id: '2' },
          { ...listing(3), viewedAt: 2400, price: -1 },
          { ...listing(4), viewedAt: 2300, property_for: 'lease' },
          { ...listing(5), viewedAt: 2200, place: null },
          { ...listing(6), viewedAt: 2100, image: { folder: 'https://tracker.example/x' } },
          { ...listing(7), viewedAt: 2000, image: { ...listing(7).image, widths: [] } },
          { ...listing(8), viewedAt: 1900, title: '' },
          { ...listing(9), viewedAt: 'yesterday' },
          good,
          { ...good, title: 'An older copy', viewedAt: 100 },
          { ...listing(10), viewedAt: 1000, image: null, title_ml: null },
        ],
      }),
    );
    const kept = readRecentlyViewed(storage);
    expect(idsOf(kept)).toEqual([1, 10]);
    expect(kept[0]?.title).toBe('Villa 1');
    // A broken list is written over whole at the next view.
    expect(idsOf(recordViewed(listing(11), 4000, storage))).toEqual([11, 1, 10]);
    expect(idsOf(readRecentlyViewed(storage))).toEqual([11, 1, 10]);
  });

  it('works without a storage, and when every call to it throws', () => {
    expect(readRecentlyViewed(null)).toEqual([]);
    expect(readRecentlyViewed(refusingStorage)).toEqual([]);
    expect(idsOf(recordViewed(listing(1), 1000, refusingStorage))).toEqual([1]);
    expect(() => clearRecentlyViewed(refusingStorage)).not.toThrow();
    expect(idsOf(recordViewed(listing(1), 1000, null))).toEqual([1]);
  });

  it('keeps fewer listings when the whole list is over the quota', () => {
    const probe = new MemoryStorage();
    recordViewed(listing(1), 1000, probe);
    const oneEntry = probe.getItem(RECENTLY_VIEWED_KEY)?.length ?? 0;
    // Room for about four entries: a fifth does not fit, so the newest three are kept, and the
    // next view makes four again.
    const storage = new MemoryStorage(oneEntry * 4);
    for (let id = 1; id <= MAX_RECENTLY_VIEWED; id += 1) {
      expect(recordViewed(listing(id), id, storage)[0]?.id).toBe(id);
    }
    expect(idsOf(readRecentlyViewed(storage))).toEqual([12, 11, 10, 9]);
    // Not even one fits: nothing is kept, and nothing throws.
    const tiny = new MemoryStorage(10);
    expect(idsOf(recordViewed(listing(1), 1000, tiny))).toEqual([1]);
    expect(readRecentlyViewed(tiny)).toEqual([]);
  });
});
