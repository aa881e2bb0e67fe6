import { useSyncExternalStore } from 'react';

import { COMPARE_MAX, SHORTLIST_MAX } from '../../contract/listing-ids';

/**
 * Lists of listing ids a visitor keeps in this browser, with no account (issue 14): the
 * shortlist (the hearts) and the listings picked to compare. Kept in localStorage as
 * `{"v":1,"items":[{"id":12,"at":1764000000000}]}`, newest first.
 *
 * Storage is not to be trusted: Safari's private mode and some embedded browsers throw on any
 * access, a quota may be full, and another tab or an old version of the site may have written
 * anything. So reads never throw (what cannot be read counts as empty, and entries that make no
 * sense are skipped), a failed write keeps the list in memory for this page's life, and the
 * `storage` event keeps every open tab on the same list.
 */

const VERSION = 1;

export interface SavedEntry {
  id: number;
  /** When it was added, ms since the epoch. */
  at: number;
}

/** What an add answers: added, or refused because the list is at its limit. */
export type AddResult = 'added' | 'full';

/** The part of the Web Storage API the lists use (window.localStorage, or a test's own). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface SavedList {
  /** The ids, newest first: the same array until the list changes (useSyncExternalStore). */
  ids(): readonly number[];
  entries(): readonly SavedEntry[];
  has(id: number): boolean;
  add(id: number): AddResult;
  /** Adds ids not yet in the list, keeping their order, up to the limit; answers how many fit. */
  addAll(ids: readonly number[]): number;
  remove(id: number): void;
  /** Adds the id, or removes it when already there. */
  toggle(id: number): AddResult | 'removed';
  clear(): void;
  /** Whether the last write reached storage (false: kept in memory only). */
  isPersisted(): boolean;
  subscribe(listener: () => void): () => void;
  readonly max: number;
}

const NONE: readonly number[] = Object.freeze([]);

/** The entries stored under a key, whatever was written there: never throws. */
export function readEntries(text: string | null, max: number): SavedEntry[] {
  if (!text) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (typeof stored !== 'object' || stored === null) return [];
  const { v, items } = stored as { v?: unknown; items?: unknown };
  if (v !== VERSION || !Array.isArray(items)) return [];
  const entries: SavedEntry[] = [];
  const seen = new Set<number>();
  for (const item of items as unknown[]) {
    if (entries.length >= max) break;
    if (typeof item !== 'object' || item === null) continue;
    const { id, at } = item as { id?: unknown; at?: unknown };
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0 || seen.has(id)) continue;
    seen.add(id);
    entries.push({ id, at: typeof at === 'number' && Number.isFinite(at) ? at : 0 });
  }
  return entries;
}

export function createSavedList({
  key,
  max,
  storage,
  now = () => Date.now(),
}: {
  key: string;
  max: number;
  /** The storage, or null where there is none; may throw (private modes). */
  storage: () => KeyValueStorage | null;
  now?: () => number;
}): SavedList {
  let entries: SavedEntry[] | undefined;
  let ids: readonly number[] = NONE;
  let persisted = true;
  const listeners = new Set<() => void>();

  function load(): SavedEntry[] {
    if (entries) return entries;
    let text: string | null;
    try {
      text = storage()?.getItem(key) ?? null;
    } catch {
      text = null;
    }
    entries = readEntries(text, max);
    ids = entries.length === 0 ? NONE : entries.map((entry) => entry.id);
    return entries;
  }

  function commit(next: SavedEntry[]): void {
    entries = next;
    ids = next.length === 0 ? NONE : next.map((entry) => entry.id);
    try {
      const target = storage();
      if (target) target.setItem(key, JSON.stringify({ v: VERSION, items: next }));
      persisted = target !== null;
    } catch {
      // Quota or private mode: the list still works for this page.
      persisted = false;
    }
    for (const listener of listeners) listener();
  }

  function onStorage(event: StorageEvent): void {
    // Another tab changed the list (or cleared all storage: key null).
    if (event.key !== key && event.key !== null) return;
    entries = undefined;
    load();
    for (const listener of listeners) listener();
  }

  function add(id: number): AddResult {
    const current = load();
    if (current.some((entry) => entry.id === id)) return 'added';
    if (current.length >= max) return 'full';
    commit([{ id, at: now() }, ...current]);
    return 'added';
  }

  function remove(id: number): void {
    const current = load();
    if (!current.some((entry) => entry.id === id)) return;
    commit(current.filter((entry) => entry.id !== id));
  }

  return {
    max,
    ids() {
      load();
      return ids;
    },
    entries: () => load(),
    has: (id) => load().some((entry) => entry.id === id),
    add,
    addAll(newIds) {
      const current = load();
      const known = new Set(current.map((entry) => entry.id));
      const added: SavedEntry[] = [];
      const at = now();
      for (const id of newIds) {
        if (known.has(id) || current.length + added.length >= max) continue;
        known.add(id);
        added.push({ id, at });
      }
      if (added.length > 0) commit([...added, ...current]);
      return added.length;
    },
    remove,
    toggle(id) {
      if (load().some((entry) => entry.id === id)) {
        remove(id);
        return 'removed';
      }
      return add(id);
    },
    clear() {
      if (load().length > 0) commit([]);
    },
    isPersisted: () => persisted,
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1 && typeof window !== 'undefined') {
        // Unwatched until now: another tab may have changed it meanwhile.
        entries = undefined;
        window.addEventListener('storage', onStorage);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}

function browserStorage(): KeyValueStorage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}

/** The hearts: the listings this visitor saved. */
export const shortlist = createSavedList({
  key: 'veedu.shortlist',
  max: SHORTLIST_MAX,
  storage: browserStorage,
});

/** The listings picked on cards to compare side by side. */
export const compareSelection = createSavedList({
  key: 'veedu.compare',
  max: COMPARE_MAX,
  storage: browserStorage,
});

const noChanges = () => () => {};

/** False on the server and while hydrating, true after: what only the browser can know. */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

/** A list's ids in a component: none on the server and while hydrating, then the stored ones. */
export function useSavedIds(list: SavedList): readonly number[] {
  return useSyncExternalStore(list.subscribe, list.ids, () => NONE);
}
