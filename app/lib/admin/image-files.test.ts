import { describe, expect, it } from 'vitest';

import {
  IMAGE_INPUT_ACCEPT,
  MAX_IMAGE_BYTES,
  MAX_UPLOAD_BYTES,
  sortImageFiles,
} from './image-files';

const file = (name: string, type = '', size = 1000) => ({ name, type, size });

describe('sortImageFiles', () => {
  it('keeps jpeg, jpg, png, gif and webp files, whatever the case (product.md section 5)', () => {
    const files = ['a.jpeg', 'b.JPG', 'c.png', 'd.gif', 'e.webp'].map((name) => file(name));
    expect(sortImageFiles(files)).toEqual({ accepted: files, refusals: [] });
  });

  it('refuses other files by name, and files over 10 MB, saying which', () => {
    const { accepted, refusals } = sortImageFiles([
      file('plan.pdf', 'application/pdf'),
      file('photo.heic', 'image/heic'),
      file('huge.jpg', 'image/jpeg', MAX_IMAGE_BYTES + 1),
      file('ok.png', 'image/png', MAX_IMAGE_BYTES),
    ]);
    expect(accepted.map((item) => item.name)).toEqual(['ok.png']);
    expect(refusals).toEqual([
      'plan.pdf: only JPEG, PNG, GIF or WebP images can be added.',
      'photo.heic: only JPEG, PNG, GIF or WebP images can be added.',
      'huge.jpg: each image may be at most 10 MB.',
    ]);
  });

  it('keeps a save within 60 MB of new images, counting those already waiting', () => {
    const eight = (name: string) => file(name, 'image/jpeg', 8 * 1024 * 1024);
    const picked = ['1', '2', '3', '4', '5', '6', '7', '8'].map((n) => eight(`photo-${n}.jpg`));
    const first = sortImageFiles(picked);
    // Seven of 8 MB is 56 MB; the eighth would pass 60.
    expect(first.accepted).toHaveLength(7);
    expect(first.refusals).toEqual([
      'photo-8.jpg: the new images of one save may be at most 60 MB in all. Save, then add the rest.',
    ]);
    const held = MAX_UPLOAD_BYTES - 1000;
    expect(sortImageFiles([file('small.png', 'image/png', 1000)], held).accepted).toHaveLength(1);
    expect(sortImageFiles([file('small.png', 'image/png', 1001)], held).accepted).toHaveLength(0);
  });

  it('goes by the type when the name has no extension (a pasted image)', () => {
    expect(sortImageFiles([file('image', 'image/png')]).accepted).toHaveLength(1);
    expect(sortImageFiles([file('image', 'text/plain')]).accepted).toHaveLength(0);
  });

  it('gives the file chooser the same list', () => {
    expect(IMAGE_INPUT_ACCEPT).toBe(
      'image/jpeg,image/png,image/gif,image/webp,.jpeg,.jpg,.png,.gif,.webp',
    );
  });
});
