/**
 * A small time-limited cache. Entries expire after `ttlMs`; past `maxEntries` the oldest goes.
 * Per process on purpose: it holds what may be a little stale, never what must be shared.
 */
export function createTtlCache<V>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  return {
    /** The cached value, or the one `load` gives (concurrent callers share one load). */
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = load();
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + options.ttlMs });
      // A failed load is not remembered.
      value.catch(() => entries.delete(key));
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear(): void {
      entries.clear();
    },
  };
}
