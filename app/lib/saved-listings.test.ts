import { describe, expect, it } from 'vitest';

import { createSavedList, type KeyValueStorage, readEntries } from './saved-listings';

/** A real in-memory Storage, as localStorage behaves. */
function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

function listOn(storage: KeyValueStorage | null | (() => KeyValueStorage | null), max = 5) {
  let clock = 1_000;
  return createSavedList({
    key: 'test.list',
    max,
    storage: typeof storage === 'function' ? storage : () => storage,
    now: () => (clock += 1),
  });
}

describe('a saved list of listing ids', () => {
  it('keeps the newest first, each id once, and writes a versioned list', () => {
    const storage = memoryStorage();
    const list = listOn(storage);
    expect(list.add(12)).toBe('added');
    expect(list.add(7)).toBe('added');
    expect(list.add(12)).toBe('added');
    expect(list.ids()).toEqual([7, 12]);
    expect(JSON.parse(storage.values.get('test.list') ?? '')).toEqual({
      v: 1,
      items: [
        { id: 7, at: 1_002 },
        { id: 12, at: 1_001 },
      ],
    });
    // A second store on the same storage (a reload) reads the same list.
    expect(listOn(storage).ids()).toEqual([7, 12]);
  });

  it('gives the same array until the list changes (React re-renders only on a change)', () => {
    const list = listOn(memoryStorage());
    list.add(3);
    const before = list.ids();
    expect(list.ids()).toBe(before);
    list.toggle(3);
    expect(list.ids()).not.toBe(before);
    expect(list.ids()).toEqual([]);
  });

  it('refuses past its limit instead of dropping a saved one', () => {
    const list = listOn(memoryStorage(), 2);
    list.add(1);
    list.add(2);
    expect(list.add(3)).toBe('full');
    expect(list.toggle(3)).toBe('full');
    expect(list.ids()).toEqual([2, 1]);
    expect(list.addAll([4, 1, 5])).toBe(0);
    list.remove(2);
    expect(list.addAll([1, 4, 5])).toBe(1);
    expect(list.ids()).toEqual([4, 1]);
  });

  it('reads corrupt, foreign or old data as an empty list, and skips nonsense entries', () => {
    for (const text of ['{not json', '[]', 'null', '42', '{"v":2,"items":[{"id":1}]}', '{}']) {
      const list = listOn(memoryStorage({ 'test.list': text }));
      expect(list.ids(), text).toEqual([]);
    }
    const mixed = JSON.stringify({
      v: 1,
      items: [{ id: 9, at: 5 }, { id: '8' }, null, { id: -1 }, { id: 1.5 }, { id: 9 }, { id: 4 }],
    });
    const list = listOn(memoryStorage({ 'test.list': mixed }));
    expect(list.entries()).toEqual([
      { id: 9, at: 5 },
      { id: 4, at: 0 },
    ]);
    // Still writable: the next change replaces what was there.
    list.add(3);
    expect(list.ids()).toEqual([3, 9, 4]);
  });

  it('keeps working in memory when storage throws (private mode) or is full', () => {
    const throwing = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const privateMode = listOn(throwing);
    expect(privateMode.ids()).toEqual([]);
    expect(privateMode.add(5)).toBe('added');
    expect(privateMode.ids()).toEqual([5]);
    expect(privateMode.isPersisted()).toBe(false);

    const full = memoryStorage();
    const list = listOn({
      getItem: full.getItem,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    });
    expect(list.add(6)).toBe('added');
    expect(list.has(6)).toBe(true);
    expect(list.isPersisted()).toBe(false);
  });

  it('has nothing, and no error, where there is no storage (the server)', () => {
    const list = listOn(null);
    expect(list.ids()).toEqual([]);
    list.add(1);
    expect(list.ids()).toEqual([1]);
  });

  it('tells its subscribers of every change', () => {
    const list = listOn(memoryStorage());
    let calls = 0;
    const stop = list.subscribe(() => (calls += 1));
    list.add(1);
    list.add(1);
    list.remove(2);
    list.remove(1);
    stop();
    list.add(3);
    expect(calls).toBe(2);
  });

  it('caps a long stored list at the limit', () => {
    const items = Array.from({ length: 8 }, (_, index) => ({ id: index + 1, at: index }));
    expect(readEntries(JSON.stringify({ v: 1, items }), 3).map((entry) => entry.id)).toEqual([
      1, 2, 3,
    ]);
  });
});
