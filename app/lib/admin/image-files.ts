/**
 * Which picked or dropped files the property form takes (product.md section 5: jpeg, jpg, png, gif,
 * webp; several at once) and the API's limits, 10 MB for each and 60 MB for a save's new images
 * together (design.md section 4), checked before the save so one large photo does not refuse the
 * whole form.
 */

export const ACCEPTED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** The file input's `accept`: the types and, for systems that go by name, the extensions. */
export const IMAGE_INPUT_ACCEPT = [
  ...ACCEPTED_IMAGE_TYPES,
  ...ACCEPTED_IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** The API's limit for all the files of one save together (server/media/multipart.ts). */
export const MAX_UPLOAD_BYTES = 60 * 1024 * 1024;

export const imageFileMessages = {
  notAnImage: (name: string) => `${name}: only JPEG, PNG, GIF or WebP images can be added.`,
  tooLarge: (name: string) => `${name}: each image may be at most 10 MB.`,
  overTotal: (name: string) =>
    `${name}: the new images of one save may be at most 60 MB in all. Save, then add the rest.`,
} as const;

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

function isImageFile(file: FileLike): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension) return (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  return ACCEPTED_IMAGE_TYPES.includes(file.type);
}

/**
 * The files the form keeps, and a message for each one it refuses. `heldBytes`: what the images
 * already waiting for the save weigh, so that all of them together stay within MAX_UPLOAD_BYTES.
 */
export function sortImageFiles<T extends FileLike>(
  files: Iterable<T>,
  heldBytes = 0,
): { accepted: T[]; refusals: string[] } {
  const accepted: T[] = [];
  const refusals: string[] = [];
  let total = heldBytes;
  for (const file of files) {
    if (!isImageFile(file)) refusals.push(imageFileMessages.notAnImage(file.name));
    else if (file.size > MAX_IMAGE_BYTES) refusals.push(imageFileMessages.tooLarge(file.name));
    else if (total + file.size > MAX_UPLOAD_BYTES) {
      refusals.push(imageFileMessages.overTotal(file.name));
    } else {
      accepted.push(file);
      total += file.size;
    }
  }
  return { accepted, refusals };
}
