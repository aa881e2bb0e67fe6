import { randomBytes } from 'node:crypto';
import { open } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import sharp, { type Metadata, type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import type { ImageVariant } from '../db/schema';
import { AppError } from '../errors';
import { encodeInImageProcess } from './image-process';
import { type Media, MEDIA_KINDS, type MediaKind, mediaFolderOf, mediaKeyOf } from './storage';

/**
 * The one image pipeline (design.md sections 1 and 4): every upload is checked by its content,
 * decoded once, re-encoded without any metadata, and stored as a main JPEG plus AVIF and WebP
 * variants.
 */

// Each upload is decoded once: libvips' cache of operations (up to 50 MB by default) would only
// keep what no later upload asks for, and hold the process's memory up after a burst.
sharp.cache(false);

export const IMAGE_LIMITS = { maxBytes: 10 * 1024 * 1024, maxPixels: 40_000_000 } as const;
export const VARIANT_WIDTHS = [400, 800, 1600] as const;
/** Bump when the files the pipeline makes change (formats, sizes, quality): caches key on it. */
export const PIPELINE_VERSION = 2;
/** The main JPEG is never wider than the largest variant. */
export const MAIN_MAX_WIDTH = 1600;
/**
 * Nor taller than four times that: WebP stops at 16383 px and the AVIF encoder refuses long
 * strips (a 10x20000 PNG), and no page shows a taller image.
 */
export const MAIN_MAX_HEIGHT = 4 * MAIN_MAX_WIDTH;
export const MAIN_FILE_NAME = 'main.jpg';

export { MEDIA_KINDS, type MediaKind };

export const imageMessages = {
  notAnImage: 'Only JPEG, PNG, GIF or WebP images are accepted.',
  damaged: 'The image could not be read: the file is damaged or incomplete.',
  tooManyBytes: `Images may be at most ${IMAGE_LIMITS.maxBytes / 1024 / 1024} MB.`,
  tooManyPixels: `Images may be at most ${IMAGE_LIMITS.maxPixels / 1_000_000} megapixels.`,
} as const;

export type AcceptedFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export interface PreparedFile {
  /** File name inside the image's folder, e.g. `main.jpg`, `800.avif`. */
  name: string;
  format: ImageVariant['format'];
  width: number;
  height: number;
  data: Buffer;
}

export interface PreparedImage {
  /** Size of the main JPEG. */
  width: number;
  height: number;
  files: PreparedFile[];
}

export interface StoredImage {
  /** URL path of the main JPEG, e.g. `/media/hero-banners/0f3a.../main.jpg`. */
  image: string;
  width: number;
  height: number;
  variants: ImageVariant[];
}

/**
 * `failOn: 'truncated'` refuses cut-off files yet keeps the many phone JPEGs that carry harmless
 * decoder warnings; the pixel limit makes sharp refuse a decompression bomb from its header,
 * before any pixel is decoded. Without `pages`, only the first frame of a GIF or WebP is read.
 */
const INPUT_OPTIONS: SharpOptions = {
  failOn: 'truncated',
  limitInputPixels: IMAGE_LIMITS.maxPixels,
};

const ENCODERS = {
  jpeg: (image: Sharp) =>
    image.flatten({ background: '#ffffff' }).jpeg({ mozjpeg: true, quality: 80 }),
  // Effort 0: the default 4 took 4-7 s for one 1600 px AVIF on this 2-core machine (effort 1-2:
  // 0.3-2 s), far too slow inside an upload request; effort 0 stays under 0.35 s, same PSNR as 1-2.
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 0 }),
  webp: (image: Sharp) => image.webp({ quality: 78 }),
} as const;

/**
 * Checks and re-encodes one upload, given as bytes or as the path of a file (an upload streamed
 * to a temporary file: sharp then reads it from disk, and the compressed bytes are never held in
 * memory). The outputs are made in memory. Throws AppError 413 (too many bytes or pixels) or 415
 * (not a JPEG, PNG, GIF or WebP, or a damaged one); nothing is written.
 */
export async function prepareImage(input: Buffer | string): Promise<PreparedImage> {
  const { size, head } = typeof input === 'string' ? await readHead(input) : headOf(input);
  if (size > IMAGE_LIMITS.maxBytes) throw new AppError(413, imageMessages.tooManyBytes);
  const sniffed = sniffFormat(head);
  // Checked before sharp sees the bytes, so SVG, TIFF, PDF and the rest never reach a decoder.
  if (!sniffed) throw new AppError(415, imageMessages.notAnImage);
  return runLimited(() => encodeInImageProcess(input, sniffed));
}

/** Enough of the start of a file to know its format. */
const HEAD_BYTES = 16;

function headOf(input: Buffer): { size: number; head: Buffer } {
  return { size: input.length, head: input.subarray(0, HEAD_BYTES) };
}

async function readHead(file: string): Promise<{ size: number; head: Buffer }> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, HEAD_BYTES));
    await handle.read(head, 0, head.length, 0);
    return { size, head };
  } finally {
    await handle.close();
  }
}

/** The work itself, done in the image process (image-worker.ts). */
export async function encodeImage(
  input: Buffer | string,
  sniffed: AcceptedFormat,
): Promise<PreparedImage> {
  const metadata = await readMetadata(input);
  if (metadata.format !== sniffed) throw new AppError(415, imageMessages.notAnImage);
  if (metadata.width * metadata.height > IMAGE_LIMITS.maxPixels) {
    throw new AppError(413, imageMessages.tooManyPixels);
  }

  // Decode once, upright, in sRGB and 8 bits, at the largest size any output needs; every output
  // is then made from these pixels, which carry no metadata at all.
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, INPUT_OPTIONS)
      .autoOrient()
      .resize({
        width: MAIN_MAX_WIDTH,
        height: MAIN_MAX_HEIGHT,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw toInputError(error);
  }
  const { width, height, channels } = base.info;
  const fromBase = (targetWidth: number) => {
    const image = sharp(base.data, { raw: { width, height, channels } });
    return targetWidth < width ? image.resize({ width: targetWidth }) : image;
  };

  const jobs: Promise<PreparedFile>[] = [encodeFile(fromBase(width), 'jpeg', MAIN_FILE_NAME)];
  for (const variantWidth of pickVariantWidths(width)) {
    jobs.push(encodeFile(fromBase(variantWidth), 'avif', `${variantWidth}.avif`));
    jobs.push(encodeFile(fromBase(variantWidth), 'webp', `${variantWidth}.webp`));
  }
  const files = await Promise.all(jobs);
  return { width, height, files };
}

async function encodeFile(
  image: Sharp,
  format: keyof typeof ENCODERS,
  name: string,
): Promise<PreparedFile> {
  const { data, info } = await ENCODERS[format](image).toBuffer({ resolveWithObject: true });
  return { name, format, width: info.width, height: info.height, data };
}

/** The variant widths for an image this wide: never upscaled, and at least one. */
export function pickVariantWidths(width: number): number[] {
  // The full width too (up to the largest), so a 1000 px photo is not shown at 800 px at best.
  const widest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? width);
  return [...VARIANT_WIDTHS.filter((candidate) => candidate < widest), widest];
}

async function readMetadata(input: Buffer | string): Promise<Metadata> {
  try {
    return await sharp(input, INPUT_OPTIONS).metadata();
  } catch (error) {
    throw toInputError(error);
  }
}

/**
 * sharp's refusals of the input, as the API's answers: the bytes passed the signature check, so a
 * decoder error means a damaged or disguised file, a client error.
 */
function toInputError(error: unknown): unknown {
  if (!(error instanceof Error) || /out of memory/i.test(error.message)) return error;
  if (/pixel limit/i.test(error.message)) return new AppError(413, imageMessages.tooManyPixels);
  if (/unsupported image format/i.test(error.message)) {
    return new AppError(415, imageMessages.notAnImage);
  }
  return new AppError(415, imageMessages.damaged);
}

/** The format named by the file's first bytes, if it is one we accept. */
function sniffFormat(input: Buffer): AcceptedFormat | null {
  if (input.length < 12) return null;
  if (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (input.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = input.toString('latin1', 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (input.toString('latin1', 0, 4) === 'RIFF' && input.toString('latin1', 8, 12) === 'WEBP') {
    return 'webp';
  }
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * One core fewer decodes at a time than the machine has (at least one): a listing can bring 30
 * photos, and decoding them all at once would multiply the memory for no gain in speed; and
 * libvips spreads one image over every core anyway, so one decode fewer costs an upload nothing
 * (10 camera photos: 4.1-4.3 s against 4.3-4.4 s on two cores) while new listings' photos no
 * longer take every core from the public pages (docs/performance.md, thirteenth session: at 20
 * writes a second, 28-33 reads a second against 13-20).
 */
const MAX_PARALLEL_DECODES = Math.max(1, availableParallelism() - 1);
let activeDecodes = 0;
const waitingDecodes: (() => void)[] = [];

async function runLimited<T>(task: () => Promise<T>): Promise<T> {
  if (activeDecodes < MAX_PARALLEL_DECODES) activeDecodes += 1;
  else await new Promise<void>((resolve) => waitingDecodes.push(resolve));
  try {
    return await task();
  } finally {
    // Hand the slot straight to the next waiter, or give it back.
    const next = waitingDecodes.shift();
    if (next) next();
    else activeDecodes -= 1;
  }
}

const FILE_NAME = /^[a-z0-9-]+\.(jpg|avif|webp)$/;

/**
 * Stores a prepared image as a new folder `<kind>/<16 hex>/` of the media storage and answers
 * the URLs a row keeps. Every file is written whole (storage.ts); on any failure the files
 * already written are removed, so a failed upload leaves nothing behind.
 */
export async function writePreparedImage(
  media: Media,
  kind: MediaKind,
  prepared: PreparedImage,
): Promise<StoredImage> {
  if (!MEDIA_KINDS.includes(kind)) throw new Error(`unknown media kind: ${kind}`);
  for (const file of prepared.files) {
    if (!FILE_NAME.test(file.name)) throw new Error(`bad media file name: ${file.name}`);
  }
  if (!prepared.files.some((file) => file.name === MAIN_FILE_NAME)) {
    throw new Error(`a prepared image needs ${MAIN_FILE_NAME}`);
  }

  const folder = `${kind}/${randomBytes(8).toString('hex')}/`;
  // Every write settles before a clean-up, so none can land in the folder after it is removed.
  const writes = await Promise.allSettled(
    prepared.files.map((file) => media.storage.put(`${folder}${file.name}`, file.data)),
  );
  const failed = writes.find((write) => write.status === 'rejected');
  if (failed) {
    await media.storage.removeFolder(folder).catch(() => {});
    throw failed.reason;
  }

  const urlOf = (name: string) => media.urlOf(`${folder}${name}`);
  return {
    image: urlOf(MAIN_FILE_NAME),
    width: prepared.width,
    height: prepared.height,
    variants: prepared.files
      .filter((file) => file.name !== MAIN_FILE_NAME)
      .map((file) => ({
        format: file.format,
        width: file.width,
        height: file.height,
        url: urlOf(file.name),
      })),
  };
}

/**
 * A copy of a stored image under a new folder (a duplicated listing's photos): the same files,
 * so the copy can be changed or deleted without touching the original. On failure the copies
 * made so far are removed.
 */
export async function copyStoredImage(media: Media, image: StoredImage): Promise<StoredImage> {
  const target = `${mediaFolderOf(image.image).split('/')[0]}/${randomBytes(8).toString('hex')}/`;
  const copied = async (url: string) => {
    const key = mediaKeyOf(url);
    if (!key) throw new Error(`not a media file URL: ${JSON.stringify(url)}`);
    const copy = `${target}${key.slice(key.lastIndexOf('/') + 1)}`;
    await media.storage.copy(key, copy);
    return media.urlOf(copy);
  };
  try {
    const copies = await Promise.all(
      [image.image, ...image.variants.map((v) => v.url)].map(copied),
    );
    return {
      image: copies[0] ?? '',
      width: image.width,
      height: image.height,
      variants: image.variants.map((variant, index) => ({
        ...variant,
        url: copies[index + 1] ?? '',
      })),
    };
  } catch (error) {
    await media.storage.removeFolder(target).catch(() => {});
    throw error;
  }
}

/**
 * Deletes every file of a stored image, given the URL of any of them. Refuses a URL that is not
 * `.../<kind>/<folder>/<file>`; files already gone are fine.
 */
export async function removeStoredImage(media: Media, imageUrl: string): Promise<void> {
  await media.storage.removeFolder(mediaFolderOf(imageUrl));
}
