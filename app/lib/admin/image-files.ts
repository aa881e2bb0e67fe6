/**
 * Which picked or dropped files the property form takes (product.md section 5: jpeg, jpg, png, gif,
 * webp; several at once) and the API's 10 MB limit for each (design.md section 4), checked before
 * the save so one large photo does not refuse the whole form.
 */

export const ACCEPTED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;
const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** The file input's `accept`: the types and, for systems that go by name, the extensions. */
export const IMAGE_INPUT_ACCEPT = [
  ...ACCEPTED_IMAGE_TYPES,
  ...ACCEPTED_IMAGE_EXTENSIONS.map((extension) => `.${extension}`),
].join(',');

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export const imageFileMessages = {
  notAnImage: (name: string) => `${name}: only JPEG, PNG, GIF or WebP images can be added.`,
  tooLarge: (name: string) => `${name}: each image may be at most 10 MB.`,
} as const;

type FileLike = Pick<File, 'name' | 'type' | 'size'>;

function isImageFile(file: FileLike): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  if (extension) return (ACCEPTED_IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  return ACCEPTED_IMAGE_TYPES.includes(file.type);
}

/** The files the form keeps, and a message for each one it refuses. */
export function sortImageFiles<T extends FileLike>(
  files: Iterable<T>,
): { accepted: T[]; refusals: string[] } {
  const accepted: T[] = [];
  const refusals: string[] = [];
  for (const file of files) {
    if (!isImageFile(file)) refusals.push(imageFileMessages.notAnImage(file.name));
    else if (file.size > MAX_IMAGE_BYTES) refusals.push(imageFileMessages.tooLarge(file.name));
    else accepted.push(file);
  }
  return { accepted, refusals };
}
