import type { PropertyImage } from '../../contract/properties';

/**
 * One format's renditions of a stored image (a listing photo or a banner) as a `srcset`, narrowest
 * first. A preload link built with it names the same candidates as the `<picture>`, so the
 * browser picks the same file for both and downloads it once.
 */
export function buildSrcSet(image: PropertyImage, format: 'avif' | 'webp'): string {
  return image.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/**
 * A `<link rel=preload>` for the picture that paints largest, as a `meta` descriptor (`links`
 * cannot see loader data; React puts it in `<head>` all the same). Same `srcset` and `sizes` as
 * the `<picture>`, so the browser downloads one file for both.
 */
export function imagePreload(image: PropertyImage, sizes: string) {
  return {
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet: buildSrcSet(image, 'avif'),
    imageSizes: sizes,
    fetchPriority: 'high',
  } as const;
}

/** AVIF and WebP renditions of an image for `<picture>`, widest last. */
export function PropertyPicture({
  image,
  alt,
  sizes,
  isPriority = false,
  className = '',
}: {
  image: PropertyImage;
  alt: string;
  sizes: string;
  isPriority?: boolean;
  className?: string;
}) {
  const fallback =
    image.variants.find((variant) => variant.format === 'webp' && variant.width >= 800) ??
    image.variants.find((variant) => variant.format === 'webp');
  return (
    <picture>
      <source type="image/avif" srcSet={buildSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={buildSrcSet(image, 'webp')} sizes={sizes} />
      <img
        src={fallback?.url ?? image.image}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
