import type { MediaConfig } from '../env';
import { createLocalStorage, type LocalStorage } from './local-storage';
import { createS3Storage, type S3Storage } from './s3-storage';

/**
 * Where uploaded media are kept: the local directory (`DATA_DIR/media`, the default) or an
 * S3-compatible bucket (decision 019). Both hold objects under keys `<kind>/<folder>/<file>`,
 * e.g. `properties/0f3a9c2e71d4b865/800.avif`; an image is one folder of files (image-pipeline.ts).
 */
export interface MediaStorageBase {
  /** Where the media are, for logs and backup manifests (no secrets). */
  readonly location: string;
  /** Writes an object whole: a reader sees the old object, none, or all of the new one. */
  put(key: string, data: Buffer): Promise<void>;
  /** The object's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Deletes these objects; one already gone is fine. */
  remove(keys: readonly string[]): Promise<void>;
  /** Deletes every object whose key starts with `prefix` (which ends with `/`). */
  removeFolder(prefix: string): Promise<void>;
  /** Every object under `prefix`, in key order, a page at a time (never the whole set in memory). */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** Fails with a clear error when the storage cannot be reached or written (checked at start). */
  check(): Promise<void>;
}

export type MediaStorage = LocalStorage | S3Storage;

export interface StoredObject {
  key: string;
  size: number;
  /** Last written, in ms since the epoch. */
  modifiedMs: number;
}

/** The media store the app writes to: its storage, and the URL each key is shown at. */
export interface Media {
  storage: MediaStorage;
  /** The URL a row keeps for this key: `<MEDIA_PUBLIC_URL or /media>/<key>`. */
  urlOf(key: string): string;
}

export function createMedia(config: MediaConfig): Media {
  const storage =
    config.storage.kind === 'local'
      ? createLocalStorage(config.storage.directory)
      : createS3Storage(config.storage);
  return { storage, urlOf: (key) => `${config.publicBase}/${key}` };
}

export const MEDIA_KINDS = ['properties', 'hero-banners', 'offer-banners'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** `<kind>/<folder>/<file>`: the only keys media are stored, served and removed under. */
const MEDIA_KEY =
  /^(properties|hero-banners|offer-banners)\/([A-Za-z0-9_-]{1,64})\/([a-z0-9-]{1,32}\.(?:jpg|avif|webp))$/;

export function isMediaKey(key: string): boolean {
  return MEDIA_KEY.test(key);
}

/** Throws unless `key` is a media key: every storage checks each key before it touches it. */
export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
}

/** `<kind>/<folder>/`: the only prefixes a whole folder is removed under. */
const MEDIA_FOLDER = /^(properties|hero-banners|offer-banners)\/[A-Za-z0-9_-]{1,64}\/$/;

/** Throws unless `prefix` is one image's folder, so no removal can reach beyond it. */
export function assertMediaFolder(prefix: string): void {
  if (!MEDIA_FOLDER.test(prefix)) throw new Error(`not a media folder: ${JSON.stringify(prefix)}`);
}

/**
 * The key of a stored file from its URL, whatever URL base it was written with (`/media/`, a CDN
 * that was set then, the one set now): the key is the URL's last three segments. Null for
 * anything else, so no URL can name a key outside the media kinds' folders.
 */
export function mediaKeyOf(url: string): string | null {
  const segments = url.split(/[?#]/, 1)[0]?.split('/') ?? [];
  const key = segments.slice(-3).join('/');
  return segments.length >= 4 && MEDIA_KEY.test(key) ? key : null;
}

/** The folder prefix (`<kind>/<folder>/`) of a stored file's URL; throws for anything else. */
export function mediaFolderOf(url: string): string {
  const key = mediaKeyOf(url);
  if (!key) throw new Error(`not a media file URL: ${JSON.stringify(url)}`);
  return key.slice(0, key.lastIndexOf('/') + 1);
}

/** The Content-Type of a media key, from its extension (the only three the pipeline writes). */
export function mediaContentType(key: string): string {
  if (key.endsWith('.avif')) return 'image/avif';
  if (key.endsWith('.webp')) return 'image/webp';
  return 'image/jpeg';
}
