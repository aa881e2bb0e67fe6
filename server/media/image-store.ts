import {
  copyStoredImage,
  type MediaKind,
  prepareImage,
  removeStoredImage,
  type StoredImage,
  writePreparedImage,
} from './image-pipeline';
import { countImageUpload } from '../observability/metrics';
import type { Media } from './storage';

export type { StoredImage };

/** What services need of the image pipeline: check and render an upload, store it, remove it. */
export interface ImageStore {
  /**
   * Decodes and checks an upload (its bytes, or the path of the file holding it) and renders its
   * files in memory; throws AppError if refused.
   */
  prepare(input: Buffer | string): Promise<{ write(): Promise<StoredImage> }>;
  remove(imageUrl: string): Promise<void>;
  /** The same image's files under a new folder (see copyStoredImage). */
  copy(image: StoredImage): Promise<StoredImage>;
}

/** The image pipeline bound to one media store and kind, as the services use it. */
export function createImageStore(media: Media, kind: MediaKind): ImageStore {
  return {
    async prepare(input) {
      const prepared = await countImageUpload(prepareImage(input));
      return { write: () => writePreparedImage(media, kind, prepared) };
    },
    remove: (imageUrl) => removeStoredImage(media, imageUrl),
    copy: (image) => copyStoredImage(media, image),
  };
}
