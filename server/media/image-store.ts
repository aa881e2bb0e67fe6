import type { ImageStore } from '../modules/properties/properties.service';
import {
  type MediaKind,
  prepareImage,
  removeStoredImage,
  writePreparedImage,
} from './image-pipeline';

/** The image pipeline bound to one media folder and kind, as the services use it. */
export function createImageStore(mediaDir: string, kind: MediaKind): ImageStore {
  return {
    async prepare(data) {
      const prepared = await prepareImage(data);
      return { write: () => writePreparedImage(mediaDir, kind, prepared) };
    },
    remove: (imageUrl) => removeStoredImage(mediaDir, imageUrl),
  };
}
