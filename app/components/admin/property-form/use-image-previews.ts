import { useCallback, useEffect, useRef, useState } from 'react';

/** A new image held in the browser until Save, with a preview address for its thumbnail. */
export interface PreviewImage {
  key: string;
  file: File;
  url: string;
}

let lastImageKey = 0;

/**
 * The images picked for upload (product.md section 4: held locally until save, removable before).
 * Each preview is an object URL, released when its image is removed or the form goes away, so
 * the browser does not keep the photos in memory after they are no longer shown.
 */
export function useImagePreviews() {
  const [images, setImages] = useState<PreviewImage[]>([]);
  const shown = useRef<PreviewImage[]>([]);

  useEffect(() => {
    shown.current = images;
  }, [images]);
  useEffect(
    () => () => {
      for (const image of shown.current) URL.revokeObjectURL(image.url);
    },
    [],
  );

  const add = useCallback((files: readonly File[]) => {
    const added = files.map((file) => {
      lastImageKey += 1;
      return { key: `upload-${lastImageKey}`, file, url: URL.createObjectURL(file) };
    });
    setImages((current) => [...current, ...added]);
  }, []);

  const remove = useCallback((key: string) => {
    const image = shown.current.find((item) => item.key === key);
    if (image) URL.revokeObjectURL(image.url);
    setImages((current) => current.filter((item) => item.key !== key));
  }, []);

  return { images, add, remove };
}
