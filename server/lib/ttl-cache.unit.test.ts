import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('createTtlCache', () => {
  it('loads once while fresh, again after expiry or clear', async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 100, maxEntries: 10, now: () => clock });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    clock = 101;
    expect(await cache.get('a', load)).toBe(2);
    cache.clear();
    expect(await cache.get('a', load)).toBe(3);
  });

  it('shares one load between concurrent callers and forgets failures', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 10 });
    const [a, b] = await Promise.all([
      cache.get('k', async () => ++loads),
      cache.get('k', async () => ++loads),
    ]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    await expect(
      cache.get('bad', async () => Promise.reject(new Error('db down'))),
    ).rejects.toThrow();
    await Promise.resolve();
    expect(await cache.get('bad', async () => 7)).toBe(7);
  });

  it('drops the oldest entries past the limit', async () => {
    let loads = 0;
    const cache = createTtlCache<number>({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++loads);
    expect(await cache.get('a', async () => 99)).toBe(99);
    expect(await cache.get('c', async () => 100)).toBe(3);
  });
});
