import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { createLocalStorage } from './local-storage';
import { assertMediaFolder, assertMediaKey, mediaFolderOf, mediaKeyOf } from './storage';

const NOT_FOLDERS = [
  '',
  'properties/',
  'properties',
  'properties/abc',
  'properties/abc/800.jpg',
  'properties/abc/def/',
  '../properties/abc/',
  'properties/../abc/',
  'documents/abc/',
  '/properties/abc/',
  `properties/${'a'.repeat(65)}/`,
];

describe('media keys and folders', () => {
  it('takes a key and a folder of each media kind', () => {
    for (const kind of ['properties', 'hero-banners', 'offer-banners']) {
      expect(() => assertMediaKey(`${kind}/0f3a9c2e71d4b865/800.avif`)).not.toThrow();
      expect(() => assertMediaFolder(`${kind}/0f3a9c2e71d4b865/`)).not.toThrow();
    }
  });

  it.each(NOT_FOLDERS)('refuses %j as a folder', (prefix) => {
    expect(() => assertMediaFolder(prefix)).toThrow(/^not a media folder: /);
  });

  it.each(['properties/abc/', 'properties/abc/x.png', 'properties/../etc/passwd.jpg', ''])(
    'refuses %j as a key',
    (key) => {
      expect(() => assertMediaKey(key)).toThrow(/^not a media key: /);
    },
  );

  it('finds the key and the folder of a URL, whatever its base', () => {
    const url = 'https://cdn.example.com/media/properties/0f3a9c2e/800.webp?v=2';
    expect(mediaKeyOf(url)).toBe('properties/0f3a9c2e/800.webp');
    expect(mediaFolderOf(url)).toBe('properties/0f3a9c2e/');
    expect(mediaKeyOf('/etc/passwd')).toBeNull();
    expect(() => mediaFolderOf('/media/properties/800.webp')).toThrow(/not a media file URL/);
  });
});

describe('local storage', () => {
  let directory = '';
  afterEach(async () => {
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('removes one folder and refuses any other prefix, touching nothing', async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'veedu-storage-'));
    const storage = createLocalStorage(directory);
    await storage.put('properties/keep/800.jpg', Buffer.from('kept'));
    await storage.put('properties/gone/800.jpg', Buffer.from('gone'));

    for (const prefix of NOT_FOLDERS) {
      await expect(storage.removeFolder(prefix)).rejects.toThrow(/^not a media folder: /);
    }
    expect((await readdir(path.join(directory, 'properties'))).sort()).toEqual(['gone', 'keep']);

    await storage.removeFolder('properties/gone/');
    expect(await readdir(path.join(directory, 'properties'))).toEqual(['keep']);
    expect(await storage.read('properties/keep/800.jpg')).toEqual(Buffer.from('kept'));
    await expect(storage.put('../escape/800.jpg', Buffer.from('x'))).rejects.toThrow(
      /^not a media key: /,
    );
  });
});
