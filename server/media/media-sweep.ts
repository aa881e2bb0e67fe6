import { lstat, opendir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/client';
import { MEDIA_KINDS } from './image-pipeline';
import { listReferencedImageFolders } from './media-sweep.repo';
import type { S3Storage } from './s3-storage';
import type { MediaStorage } from './storage';

/**
 * The media sweep: removes what crashes leave in the media folder. An upload writes its image
 * folder first and commits the row that points to it after, so a crash in between leaves a folder
 * no row refers to; a crash mid-write leaves `.<name>.<random>.tmp` files (image-pipeline.ts).
 *
 * Rules: only `<mediaDir>/<kind>/` for the known kinds is looked at, never through a symbolic
 * link; an image folder (16 hex digits, as writePreparedImage names them) that no row of
 * property_images, hero_banners or offer_banners points to is removed, and so is a `.tmp` file
 * in a kind folder or an image folder; both only when older than the grace period by mtime (for
 * a folder: the folder and every file in it), so an upload in progress is never touched (requests
 * end within 15 minutes; the grace is an hour). Anything else is left alone. When no row refers
 * to any image at all (a database switched or restored and not yet loaded) no folder is removed.
 *
 * The referenced folders come from one query; the kind folders are read as a stream (`opendir`),
 * so 100,000s of folders cost no more memory than that set.
 *
 * In a bucket, objects are written whole, so there are no temporary files: only folders no row
 * refers to, whose newest object is older than the grace period, are removed. The bucket is
 * listed a page at a time, in key order, so each folder's objects come together.
 */

export interface MediaSweepSettings {
  /** Files and folders younger than this (by mtime) are never removed. */
  graceMs: number;
  /**
   * How long after a start its sweep runs. Nothing younger than the grace period is removed, so
   * a sweep right at the start finds nothing a sweep ten minutes later would not; meanwhile the
   * start (the search index, the first requests) has the database to itself. At a million
   * listings the sweep reads 3,000,000 image rows (docs/performance.md, issue 35).
   */
  afterStartSeconds: number;
}

export const MEDIA_SWEEP_SETTINGS: MediaSweepSettings = {
  graceMs: 60 * 60_000,
  afterStartSeconds: 10 * 60,
};

/** The folder names writePreparedImage makes: 8 random bytes in hex. */
const IMAGE_FOLDER = /^[0-9a-f]{16}$/;
/** The temporary names writePreparedImage writes under: `.<name>.<random>.tmp`. */
const TEMPORARY_FILE = /^\..+\.tmp$/;

export interface MediaSweepResult {
  removedFolders: number;
  removedTemporaryFiles: number;
  /** Entries that could not be checked or removed; the first error is in `firstError`. */
  failures: number;
  firstError?: unknown;
}

export interface MediaSweepOptions {
  db: Database;
  storage: MediaStorage;
  graceMs?: number;
  /** The present, in ms; tests move it. */
  now?: number;
  /** Asked between entries; true ends the sweep early (shutdown). */
  shouldStop?: () => boolean;
}

export async function sweepMedia(options: MediaSweepOptions): Promise<MediaSweepResult> {
  const { storage } = options;
  return storage.kind === 'local'
    ? sweepDirectory(storage.directory, options)
    : sweepBucket(storage, options);
}

async function sweepBucket(
  storage: S3Storage,
  options: MediaSweepOptions,
): Promise<MediaSweepResult> {
  const cutoff = (options.now ?? Date.now()) - (options.graceMs ?? MEDIA_SWEEP_SETTINGS.graceMs);
  const shouldStop = options.shouldStop ?? (() => false);
  const result: MediaSweepResult = { removedFolders: 0, removedTemporaryFiles: 0, failures: 0 };
  const referenced = await listReferencedImageFolders(options.db);
  if (referenced.size === 0) return result;

  let folder = '';
  let keys: string[] = [];
  let newestMs = 0;
  const settle = async () => {
    if (keys.length === 0 || referenced.has(folder.slice(0, -1)) || newestMs >= cutoff) return;
    try {
      await storage.remove(keys);
      result.removedFolders += 1;
    } catch (error) {
      result.failures += 1;
      result.firstError ??= error;
    }
  };
  for (const kind of MEDIA_KINDS) {
    for await (const object of storage.list(`${kind}/`)) {
      if (shouldStop()) return result;
      const objectFolder = object.key.slice(0, object.key.lastIndexOf('/') + 1);
      if (objectFolder !== folder) {
        await settle();
        folder = objectFolder;
        keys = [];
        newestMs = 0;
      }
      keys.push(object.key);
      newestMs = Math.max(newestMs, object.modifiedMs);
    }
  }
  await settle();
  return result;
}

async function sweepDirectory(
  directory: string,
  options: MediaSweepOptions,
): Promise<MediaSweepResult> {
  const mediaDir = path.resolve(directory);
  const cutoff = (options.now ?? Date.now()) - (options.graceMs ?? MEDIA_SWEEP_SETTINGS.graceMs);
  const shouldStop = options.shouldStop ?? (() => false);
  const result: MediaSweepResult = { removedFolders: 0, removedTemporaryFiles: 0, failures: 0 };
  const referenced = await listReferencedImageFolders(options.db);
  const mayRemoveFolders = referenced.size > 0;

  for (const kind of MEDIA_KINDS) {
    const kindDir = path.join(mediaDir, kind);
    const stats = await lstat(kindDir).catch(ignoreMissing);
    // Missing, or not a real folder (a symbolic link is never followed).
    if (!stats?.isDirectory()) continue;
    const dir = await opendir(kindDir);
    for await (const entry of dir) {
      if (shouldStop()) break;
      const entryPath = path.join(kindDir, entry.name);
      try {
        if (entry.isDirectory() && IMAGE_FOLDER.test(entry.name)) {
          if (mayRemoveFolders && !referenced.has(`${kind}/${entry.name}`)) {
            if (await isFolderOlderThan(entryPath, cutoff)) {
              await rm(entryPath, { recursive: true, force: true });
              result.removedFolders += 1;
            }
          } else {
            result.removedTemporaryFiles += await removeTemporaryFiles(entryPath, cutoff);
          }
        } else if (entry.isFile() && TEMPORARY_FILE.test(entry.name)) {
          if (await removeIfOlderThan(entryPath, cutoff)) result.removedTemporaryFiles += 1;
        }
      } catch (error) {
        // Gone meanwhile (another instance's sweep, a delete by the app) is no failure.
        if (isMissing(error)) continue;
        result.failures += 1;
        result.firstError ??= error;
      }
    }
  }
  return result;
}

/** True when the folder and everything directly in it were last changed before `cutoff`. */
async function isFolderOlderThan(folder: string, cutoff: number): Promise<boolean> {
  if ((await lstat(folder)).mtimeMs >= cutoff) return false;
  for await (const entry of await opendir(folder)) {
    if ((await lstat(path.join(folder, entry.name))).mtimeMs >= cutoff) return false;
  }
  return true;
}

/** Removes the stale `.tmp` files directly in an image folder; answers how many. */
async function removeTemporaryFiles(folder: string, cutoff: number): Promise<number> {
  let removed = 0;
  for await (const entry of await opendir(folder)) {
    if (!entry.isFile() || !TEMPORARY_FILE.test(entry.name)) continue;
    if (await removeIfOlderThan(path.join(folder, entry.name), cutoff)) removed += 1;
  }
  return removed;
}

async function removeIfOlderThan(file: string, cutoff: number): Promise<boolean> {
  if ((await lstat(file)).mtimeMs >= cutoff) return false;
  await unlink(file);
  return true;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';
}

function ignoreMissing(error: unknown): null {
  if (isMissing(error)) return null;
  throw error;
}

/** The log calls the sweeper makes; Fastify's logger fits. */
export interface MediaSweepLog {
  info(details: object, message: string): void;
  debug(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface MediaSweeper {
  /**
   * One sweep, logged. Run as a job (server/jobs/app-jobs.ts): at start and every hour, by one
   * instance of the cluster. Ends at its next entry when `signal` aborts (a stop).
   */
  run(signal: AbortSignal): Promise<void>;
}

export function createMediaSweeper(options: {
  db: Database;
  storage: MediaStorage;
  log: MediaSweepLog;
  settings?: Partial<MediaSweepSettings>;
}): MediaSweeper {
  const settings = { ...MEDIA_SWEEP_SETTINGS, ...options.settings };
  return {
    async run(signal) {
      const startedAt = Date.now();
      const { removedFolders, removedTemporaryFiles, failures, firstError } = await sweepMedia({
        db: options.db,
        storage: options.storage,
        graceMs: settings.graceMs,
        shouldStop: () => signal.aborted,
      });
      const details = {
        removedFolders,
        removedTemporaryFiles,
        failures,
        durationMs: Date.now() - startedAt,
      };
      if (failures > 0) {
        options.log.warn({ ...details, err: firstError }, 'media sweep: some entries failed');
      } else if (removedFolders + removedTemporaryFiles > 0) {
        options.log.info(details, 'media sweep: removed leftovers of unfinished uploads');
      } else {
        options.log.debug(details, 'media sweep: nothing to remove');
      }
    },
  };
}
