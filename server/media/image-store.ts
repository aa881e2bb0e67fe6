import {
  copyStoredImage,
  type MediaKind,
  prepareImage,
  removeStoredImage,
  type StoredImage,
  writePreparedImage,
} from './image-pipeline';

export type { StoredImage };

/** What services need of the image pipeline: check and render an upload, store it, remove it. */
export interface ImageStore {
  /** Decodes and checks an upload and renders its files in memory; throws AppError if refused. */
  prepare(data: Buffer): Promise<{ write(): Promise<StoredImage> }>;
  remove(imageUrl: string): Promise<void>;
  /** The same image's files under a new folder (see copyStoredImage). */
  copy(image: StoredImage): Promise<StoredImage>;
}

/** The image pipeline bound to one media folder and kind, as the services use it. */
export function createImageStore(mediaDir: string, kind: MediaKind): ImageStore {
  return {
    async prepare(data) {
      const prepared = await prepareImage(data);
      return { write: () => writePreparedImage(mediaDir, kind, prepared) };
    },
    remove: (imageUrl) => removeStoredImage(mediaDir, imageUrl),
    copy: (image) => copyStoredImage(mediaDir, image),
  };
}
