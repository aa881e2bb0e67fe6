import type { PropertyImage } from '../../contract/properties';

/**
 * A stored image (a listing photo or a banner) as the public pages send it to the browser: the
 * folder its files are in and the widths of its renditions. The server stores each image as
 * `<folder>/main.jpg` and `<folder>/<width>.avif` and `.webp` at the same widths, so the URLs are
 * built here instead of travelling with the page's data, six of them per photo.
 */
export interface PictureKey {
  /** The image's folder, e.g. `/media/properties/17ae4514e048fdb0`. */
  folder: string;
  /** Widths of its AVIF and WebP renditions, narrowest first. */
  widths: readonly number[];
  width: number;
  height: number;
}

/** A picture as a page draws it: a key, or the image as the API gave it when it has no key. */
export type PictureSource = PictureKey | PropertyImage;

const MAIN_FILE = 'main.jpg';
/** Lists of widths differ only by a photo narrower than the widest rendition: few. */
const MAX_SHARED_WIDTHS = 64;

/**
 * Keys of the same widths share one array, so the page's data names each list of widths once
 * (React Router's serialiser writes a repeated object as a reference).
 */
const sharedWidths = new Map<string, readonly number[]>();

function shareWidths(widths: number[]): readonly number[] {
  const key = widths.join(',');
  const shared = sharedWidths.get(key);
  if (shared) return shared;
  if (sharedWidths.size < MAX_SHARED_WIDTHS) sharedWidths.set(key, widths);
  return widths;
}

/**
 * The image's key, or the image itself when its files are not laid out as the key describes
 * (then the page still shows it, from the URLs the API gave).
 */
export function toPictureSource(image: PropertyImage): PictureSource {
  const folder = image.image.slice(0, image.image.lastIndexOf('/'));
  const widthsOf = (format: 'avif' | 'webp') =>
    image.variants
      .filter((variant) => variant.format === format)
      .map((variant) => variant.width)
      .sort((a, b) => a - b);
  const widths = widthsOf('avif');
  const isKeyed =
    image.image === `${folder}/${MAIN_FILE}` &&
    widths.join() === widthsOf('webp').join() &&
    image.variants.every(
      (variant) =>
        (variant.format === 'avif' || variant.format === 'webp') &&
        variant.url === `${folder}/${variant.width}.${variant.format}`,
    );
  return isKeyed
    ? { folder, widths: shareWidths(widths), width: image.width, height: image.height }
    : image;
}

function isKey(source: PictureSource): source is PictureKey {
  return 'folder' in source;
}

/** The main JPEG (what link previews are given). */
export function mainImageUrl(source: PictureSource): string {
  return isKey(source) ? `${source.folder}/${MAIN_FILE}` : source.image;
}

/** The renditions of one format, narrowest first. */
function renditions(source: PictureSource, format: 'avif' | 'webp') {
  if (isKey(source)) {
    return source.widths.map((width) => ({ url: `${source.folder}/${width}.${format}`, width }));
  }
  return source.variants
    .filter((variant) => variant.format === format)
    .sort((a, b) => a.width - b.width);
}

/**
 * One format's renditions of a stored image as a `srcset`, narrowest first. A preload link built
 * with it names the same candidates as the `<picture>`, so the browser picks the same file for
 * both and downloads it once.
 */
export function buildSrcSet(source: PictureSource, format: 'avif' | 'webp'): string {
  return renditions(source, format)
    .map((rendition) => `${rendition.url} ${rendition.width}w`)
    .join(', ');
}

/**
 * A `<link rel=preload>` for the picture that paints largest, as a `meta` descriptor (`links`
 * cannot see loader data; React puts it in `<head>` all the same). Same `srcset` and `sizes` as
 * the `<picture>`, so the browser downloads one file for both.
 */
export function imagePreload(source: PictureSource, sizes: string) {
  return {
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet: buildSrcSet(source, 'avif'),
    imageSizes: sizes,
    fetchPriority: 'high',
  } as const;
}

/**
 * AVIF and WebP renditions of an image for `<picture>`, widest last. `isSmall` is for the
 * pictures of cards, a few hundred pixels wide: browsers without AVIF (about one in twenty) get
 * the 800 px WebP, enough for such a picture, instead of a WebP `srcset` of their own. On a page
 * of twelve cards that is 3 KB of HTML fewer.
 */
export function PropertyPicture({
  image,
  alt,
  sizes,
  isPriority = false,
  isSmall = false,
  className,
}: {
  image: PictureSource;
  alt: string;
  sizes: string;
  isPriority?: boolean;
  isSmall?: boolean;
  className?: string;
}) {
  const webp = renditions(image, 'webp');
  const fallback = webp.find((rendition) => rendition.width >= 800) ?? webp[0];
  return (
    <picture>
      <source type="image/avif" srcSet={buildSrcSet(image, 'avif')} sizes={sizes} />
      {!isSmall && <source type="image/webp" srcSet={buildSrcSet(image, 'webp')} sizes={sizes} />}
      {/* Lazy unless it is the one that paints first (auto is the browser's own priority). */}
      <img
        src={fallback?.url ?? mainImageUrl(image)}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
