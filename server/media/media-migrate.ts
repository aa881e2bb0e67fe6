import { createLocalStorage } from './local-storage';
import type { MediaStorage } from './storage';

/**
 * `npm run media:migrate`: copies a local media directory (DATA_DIR/media by default) into the
 * configured bucket, under the same keys, so that rows keep pointing at the same files. It can
 * be run again: what the bucket already has with the same size is skipped, so an interrupted
 * copy resumes, and a second run before the switch copies only what was uploaded meanwhile.
 */

export interface MediaMigration {
  copied: number;
  skipped: number;
  copiedBytes: number;
}

/** Puts in flight at once: enough to hide the bucket's latency, few enough for any link. */
const PARALLEL_PUTS = 8;

export async function migrateMedia(options: {
  fromDirectory: string;
  to: MediaStorage;
  /** Called after each file, for progress. */
  onFile?: (done: number) => void;
}): Promise<MediaMigration> {
  const from = createLocalStorage(options.fromDirectory);
  const existing = new Map<string, number>();
  for await (const object of options.to.list('')) existing.set(object.key, object.size);

  const result: MediaMigration = { copied: 0, skipped: 0, copiedBytes: 0 };
  const inFlight = new Set<Promise<void>>();
  let done = 0;
  const copyOne = async (key: string) => {
    const data = await from.read(key);
    // Removed meanwhile (a listing deleted while the copy runs): nothing to copy.
    if (data) {
      await options.to.put(key, data);
      result.copied += 1;
      result.copiedBytes += data.length;
    }
    done += 1;
    options.onFile?.(done);
  };
  for await (const object of from.list('')) {
    if (existing.get(object.key) === object.size) {
      result.skipped += 1;
      done += 1;
      continue;
    }
    const job = copyOne(object.key).finally(() => inFlight.delete(job));
    inFlight.add(job);
    if (inFlight.size >= PARALLEL_PUTS) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return result;
}
