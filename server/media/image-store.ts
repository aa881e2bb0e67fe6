import {
  copyStoredImage,
  type MediaKind,
  prepareImage,
  removeStoredImage,
  type StoredImage,
  writePreparedImage,
} from './image-pipeline';
import type { Media } from './storage';

export type { StoredImage };

/** What services need of the image pipeline: check and render an upload, store it, remove it. */
export interface ImageStore {
  /** Decodes and checks an upload and renders its files in memory; throws AppError if refused. */
  prepare(data: Buffer): Promise<{ write(): Promise<StoredImage> }>;
  remove(imageUrl: string): Promise<void>;
  /** The same image's files under a new folder (see copyStoredImage). */
  copy(image: StoredImage): Promise<StoredImage>;
}

/** The image pipeline bound to one media store and kind, as the services use it. */
export function createImageStore(media: Media, kind: MediaKind): ImageStore {
  return {
    async prepare(data) {
      const prepared = await prepareImage(data);
      return { write: () => writePreparedImage(media, kind, prepared) };
    },
    remove: (imageUrl) => removeStoredImage(media, imageUrl),
    copy: (image) => copyStoredImage(media, image),
  };
}
