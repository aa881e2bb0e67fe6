import { describe, expect, it } from 'vitest';
import { imageFolderOf } from './media-sweep.repo';

describe('imageFolderOf', () => {
  it('takes <kind>/<folder> from an image URL, whatever base it was written with', () => {
    expect(imageFolderOf('/media/properties/0123456789abcdef/main.jpg')).toBe(
      'properties/0123456789abcdef',
    );
    expect(
      imageFolderOf('https://cdn.example.in/veedu/hero-banners/fedcba9876543210/main.jpg'),
    ).toBe('hero-banners/fedcba9876543210');
    expect(imageFolderOf('/media/offer-banners/0000000000000001/800.webp')).toBe(
      'offer-banners/0000000000000001',
    );
  });

  it('answers nothing for a URL outside the media kinds, or not of a file in a folder', () => {
    expect(imageFolderOf('/images/demo/house-1.jpg')).toBeUndefined();
    expect(imageFolderOf('https://example.com/photos/0123456789abcdef/main.jpg')).toBeUndefined();
    expect(imageFolderOf('/media/properties/main.jpg')).toBeUndefined();
    expect(imageFolderOf('/media/properties/0123456789abcdef/')).toBeUndefined();
    expect(imageFolderOf('')).toBeUndefined();
  });
});
