import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createMedia, type Media } from './storage';
import {
  copyStoredImage,
  IMAGE_LIMITS,
  imageMessages,
  pickVariantWidths,
  prepareImage,
  removeStoredImage,
  writePreparedImage,
  type PreparedImage,
} from './image-pipeline';
import {
  makeJpegWithMetadata,
  makePngHeaderOnly,
  makeTestImage,
  makeTestSvg,
  readExifTagIds,
  listFiles,
  listFolders,
  TEST_CAMERA,
  type TestImageFormat,
} from './test-uploads';

const GPS_IFD_POINTER = 0x8825;

async function expectRefusal(input: Promise<unknown>, status: number, detail: string) {
  const error = await input.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ statusCode: status, detail });
}

function fileNames(prepared: PreparedImage): string[] {
  return prepared.files.map((file) => file.name).sort();
}

describe('prepareImage', () => {
  it.each<TestImageFormat>(['jpeg', 'png', 'gif', 'webp'])(
    'accepts a %s and renders a main JPEG with AVIF and WebP variants',
    async (format) => {
      const prepared = await prepareImage(await makeTestImage(format, 1000, 600));
      expect(prepared).toMatchObject({ width: 1000, height: 600 });
      expect(fileNames(prepared)).toEqual([
        '1000.avif',
        '1000.webp',
        '400.avif',
        '400.webp',
        '800.avif',
        '800.webp',
        'main.jpg',
      ]);
      for (const file of prepared.files) {
        const metadata = await sharp(file.data).metadata();
        expect(metadata.format).toBe(file.format === 'avif' ? 'heif' : file.format);
        expect([metadata.width, metadata.height]).toEqual([file.width, file.height]);
        expect(file.height).toBe(Math.round((file.width * 600) / 1000));
      }
      const main = prepared.files.find((file) => file.name === 'main.jpg');
      expect(main).toMatchObject({ format: 'jpeg', width: 1000, height: 600 });
      expect((await sharp(main?.data).metadata()).isProgressive).toBe(true);
    },
  );

  it('caps the main image at 1600 px wide and makes every variant width', async () => {
    const prepared = await prepareImage(await makeTestImage('jpeg', 2400, 1200));
    expect(prepared).toMatchObject({ width: 1600, height: 800 });
    expect(fileNames(prepared)).toEqual([
      '1600.avif',
      '1600.webp',
      '400.avif',
      '400.webp',
      '800.avif',
      '800.webp',
      'main.jpg',
    ]);
  });

  it('never upscales: a small image gets one variant at its own width', async () => {
    const prepared = await prepareImage(await makeTestImage('png', 320, 200));
    expect(prepared).toMatchObject({ width: 320, height: 200 });
    expect(prepared.files.map((file) => [file.name, file.width])).toEqual([
      ['main.jpg', 320],
      ['320.avif', 320],
      ['320.webp', 320],
    ]);
  });

  it('copes with strips: long ones are kept within 1600x6400', async () => {
    const strip = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#336699' } })
        .png()
        .toBuffer();
    expect(await prepareImage(await strip(20_000, 10))).toMatchObject({ width: 1600, height: 1 });
    expect(await prepareImage(await strip(10, 20_000))).toMatchObject({ width: 3, height: 6400 });
    const screenshot = await prepareImage(await strip(1080, 20_000));
    expect(screenshot).toMatchObject({ width: 346, height: 6400 });
    expect(screenshot.files.map((file) => file.name).sort()).toEqual([
      '346.avif',
      '346.webp',
      'main.jpg',
    ]);
  });

  it('picks variant widths that never exceed the original, and include it up to 1600 px', () => {
    expect(pickVariantWidths(5000)).toEqual([400, 800, 1600]);
    expect(pickVariantWidths(1600)).toEqual([400, 800, 1600]);
    expect(pickVariantWidths(1599)).toEqual([400, 800, 1599]);
    expect(pickVariantWidths(1000)).toEqual([400, 800, 1000]);
    expect(pickVariantWidths(400)).toEqual([400]);
    expect(pickVariantWidths(120)).toEqual([120]);
  });

  it('turns the photo upright and strips EXIF (with GPS), XMP and every other metadata', async () => {
    const input = await makeJpegWithMetadata();
    const before = await sharp(input).metadata();
    expect(before).toMatchObject({ width: 300, height: 200, orientation: 6 });
    expect(readExifTagIds(before.exif ?? Buffer.alloc(0))).toContain(GPS_IFD_POINTER);
    expect(before.xmp?.toString()).toContain('VeeduXmpAuthor');

    const prepared = await prepareImage(input);
    expect(prepared).toMatchObject({ width: 200, height: 300 });
    for (const file of prepared.files) {
      const metadata = await sharp(file.data).metadata();
      expect(metadata.height).toBeGreaterThan(metadata.width);
      expect(metadata.orientation).toBeUndefined();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.iptc).toBeUndefined();
      expect(file.data.includes(TEST_CAMERA)).toBe(false);
      expect(file.data.includes('VeeduXmpAuthor')).toBe(false);
    }
  });

  it('converts a CMYK JPEG to sRGB', async () => {
    const cmyk = await sharp(makeTestSvg(500, 300)).toColourspace('cmyk').jpeg().toBuffer();
    expect((await sharp(cmyk).metadata()).space).toBe('cmyk');
    const prepared = await prepareImage(cmyk);
    for (const file of prepared.files) {
      expect((await sharp(file.data).metadata()).space).toBe('srgb');
    }
  });

  it('flattens transparency onto white in the JPEG and keeps it in AVIF and WebP', async () => {
    const transparent = await sharp({
      create: { width: 500, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const prepared = await prepareImage(transparent);
    for (const file of prepared.files) {
      const metadata = await sharp(file.data).metadata();
      expect(metadata.hasAlpha, file.name).toBe(file.format !== 'jpeg');
    }
    const main = prepared.files.find((file) => file.name === 'main.jpg');
    expect((await sharp(main?.data).stats()).dominant).toEqual({ r: 248, g: 248, b: 248 });
  });

  it('reads 16-bit colour and greyscale PNGs', async () => {
    const deep = await sharp(makeTestSvg(500, 300)).toColourspace('rgb16').png().toBuffer();
    const grey = await sharp(makeTestSvg(500, 300))
      .removeAlpha()
      .toColourspace('b-w')
      .png()
      .toBuffer();
    expect((await sharp(deep).metadata()).depth).toBe('ushort');
    expect((await sharp(grey).metadata()).channels).toBe(1);
    for (const input of [deep, grey]) {
      const prepared = await prepareImage(input);
      expect(prepared).toMatchObject({ width: 500, height: 300 });
    }
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 500, height: 300, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const animated = await sharp([await frame('#ff0000'), await frame('#0000ff')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);

    const prepared = await prepareImage(animated);
    expect(prepared).toMatchObject({ width: 500, height: 300 });
    const main = prepared.files.find((file) => file.name === 'main.jpg');
    const { dominant } = await sharp(main?.data).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(50);
  });

  it('refuses a text file whatever its name says', async () => {
    await expectRefusal(
      prepareImage(Buffer.from('This is a note about a villa in Kochi, not a photo.')),
      415,
      imageMessages.notAnImage,
    );
  });

  it('refuses SVG, TIFF and AVIF even though sharp could read them', async () => {
    const svg = makeTestSvg(400, 300);
    const tiff = await sharp(svg).tiff().toBuffer();
    const avif = await sharp(svg).avif().toBuffer();
    for (const input of [svg, tiff, avif]) {
      await expectRefusal(prepareImage(input), 415, imageMessages.notAnImage);
    }
  });

  it('refuses a file that only starts like a JPEG', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4000)]);
    await expectRefusal(prepareImage(fake), 415, imageMessages.damaged);
  });

  it.each<TestImageFormat>(['jpeg', 'png', 'gif', 'webp'])(
    'refuses a truncated %s',
    async (format) => {
      const whole = await makeTestImage(format, 1000, 600);
      await expectRefusal(
        prepareImage(whole.subarray(0, Math.floor(whole.length / 2))),
        415,
        imageMessages.damaged,
      );
    },
  );

  it('refuses more than 10 MB before reading it', async () => {
    const big = Buffer.concat([await makeTestImage('jpeg'), Buffer.alloc(IMAGE_LIMITS.maxBytes)]);
    await expectRefusal(prepareImage(big), 413, imageMessages.tooManyBytes);
  });

  it('refuses more than 40 megapixels', async () => {
    const huge = await sharp({
      create: { width: 10_000, height: 5_000, channels: 3, background: '#808080' },
    })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(IMAGE_LIMITS.maxBytes);
    await expectRefusal(prepareImage(huge), 413, imageMessages.tooManyPixels);
  });

  it('refuses a decompression bomb from its header alone', async () => {
    const started = performance.now();
    await expectRefusal(
      prepareImage(makePngHeaderOnly(50_000, 50_000)),
      413,
      imageMessages.tooManyPixels,
    );
    // Decoding its 2.5 billion pixels would take minutes; its header, milliseconds: a bound far
    // from both, for a loaded machine.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});

describe('writePreparedImage and removeStoredImage', () => {
  let mediaDir: string;
  let media: Media;
  beforeEach(async () => {
    mediaDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-media-'));
    media = createMedia({ storage: { kind: 'local', directory: mediaDir }, publicBase: '/media' });
  });
  afterEach(() => rm(mediaDir, { recursive: true, force: true }));

  it('writes every file into a new folder and describes them by URL', async () => {
    const prepared = await prepareImage(await makeTestImage('jpeg', 1000, 600));
    const stored = await writePreparedImage(media, 'hero-banners', prepared);

    const id = /^\/media\/hero-banners\/([0-9a-f]{16})\/main\.jpg$/.exec(stored.image)?.[1];
    expect(id).toBeDefined();
    expect(stored).toMatchObject({ width: 1000, height: 600 });
    expect(stored.variants).toEqual(
      expect.arrayContaining([
        { format: 'avif', width: 400, height: 240, url: `/media/hero-banners/${id}/400.avif` },
        { format: 'webp', width: 800, height: 480, url: `/media/hero-banners/${id}/800.webp` },
      ]),
    );
    expect(stored.variants).toHaveLength(6);
    // Only the final names: no temporary file is left behind.
    expect(await listFiles(mediaDir)).toEqual(
      ['1000.avif', '1000.webp', '400.avif', '400.webp', '800.avif', '800.webp', 'main.jpg'].map(
        (name) => `hero-banners/${id}/${name}`,
      ),
    );
    const main = prepared.files.find((file) => file.name === 'main.jpg');
    expect(await readFile(path.join(mediaDir, stored.image.slice('/media/'.length)))).toEqual(
      main?.data,
    );

    await removeStoredImage(media, stored.image);
    expect(await listFiles(mediaDir)).toEqual([]);
    expect(await listFolders(mediaDir)).toEqual(['hero-banners']);
    // Already gone: nothing to do.
    await removeStoredImage(media, stored.image);
  });

  it('writes URLs under MEDIA_PUBLIC_URL when set, and removes by them', async () => {
    const onCdn = createMedia({
      storage: { kind: 'local', directory: mediaDir },
      publicBase: 'https://cdn.veedu.test/media',
    });
    const prepared = await prepareImage(await makeTestImage('png', 300, 200));
    const stored = await writePreparedImage(onCdn, 'properties', prepared);
    expect(stored.image).toMatch(
      /^https:\/\/cdn\.veedu\.test\/media\/properties\/[0-9a-f]{16}\/main\.jpg$/,
    );
    expect(
      stored.variants.every((variant) =>
        variant.url.startsWith('https://cdn.veedu.test/media/properties/'),
      ),
    ).toBe(true);
    expect(await listFiles(mediaDir)).toHaveLength(1 + stored.variants.length);
    await removeStoredImage(onCdn, stored.image);
    expect(await listFiles(mediaDir)).toEqual([]);
  });

  it('copies an image into a new folder, and the copy outlives the original', async () => {
    const prepared = await prepareImage(await makeTestImage('png', 500, 300));
    const original = await writePreparedImage(media, 'properties', prepared);
    const copy = await copyStoredImage(media, original);
    expect(path.dirname(copy.image)).not.toBe(path.dirname(original.image));
    expect(copy.variants.map((variant) => path.basename(variant.url))).toEqual(
      original.variants.map((variant) => path.basename(variant.url)),
    );
    await removeStoredImage(media, original.image);
    const files = await listFiles(mediaDir);
    expect(files).toHaveLength(1 + copy.variants.length);
    expect(await readFile(path.join(mediaDir, copy.image.slice('/media/'.length)))).toEqual(
      prepared.files.find((file) => file.name === 'main.jpg')?.data,
    );
  });

  it('gives each image its own folder', async () => {
    const prepared = await prepareImage(await makeTestImage('png', 300, 200));
    const first = await writePreparedImage(media, 'properties', prepared);
    const second = await writePreparedImage(media, 'properties', prepared);
    expect(path.dirname(first.image)).not.toBe(path.dirname(second.image));
    await removeStoredImage(media, first.image);
    expect((await stat(path.join(mediaDir, path.dirname(second.image.slice(7))))).isDirectory());
  });

  it('writes nothing for a prepared image with a bad file name', async () => {
    const prepared = await prepareImage(await makeTestImage('png', 300, 200));
    const bad = {
      ...prepared,
      files: [...prepared.files, { ...prepared.files[0]!, name: '../x.jpg' }],
    };
    await expect(writePreparedImage(media, 'properties', bad)).rejects.toThrow(/file name/);
    expect(await listFolders(mediaDir)).toEqual([]);
  });

  it('refuses to remove anything but one image folder inside the media directory', async () => {
    for (const url of [
      '/media/../etc/main.jpg',
      '/media/hero-banners/../../outside/main.jpg',
      '/media/hero-banners/main.jpg',
      '/media/unknown-kind/0123456789abcdef/main.jpg',
      '/media/hero-banners/0123456789abcdef/deeper/main.jpg',
      '/etc/passwd',
      '',
    ]) {
      await expect(removeStoredImage(media, url), url).rejects.toThrow(/not a media file URL/);
    }
  });
});
