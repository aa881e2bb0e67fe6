import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Banner, bannerMessages } from '../../../contract/banners';
import { heroBanners, offerBanners } from '../../db/schema';
import { imageMessages, prepareImage } from '../../media/image-pipeline';
import { multipartMessages } from '../../media/multipart';
import {
  encodeMultipart,
  type FormPart,
  makeJpegWithMetadata,
  makePngHeaderOnly,
  makeTestImage,
  makeTestSvg,
  type TestImageFormat,
} from '../../media/test-uploads';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { uploadMessages } from './banners.routes';

/** The two collections, as they appear in the URLs and the media folder. */
type BannerKind = 'hero-banners' | 'offer-banners';

const ADMIN = { email: 'banners@veedu.test', password: 'monsoon-offers-2026' };

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.accounts.upsertAdmin(ADMIN.email, ADMIN.password, 'Banner Admin');
  const login = await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: ADMIN });
  token = login.json<{ token: string }>().token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(heroBanners);
  await t.database.db.delete(offerBanners);
  await t.clearMedia('hero-banners');
  await t.clearMedia('offer-banners');
});

const auth = () => ({ authorization: `Token ${token}` });

async function upload(
  kind: BannerKind,
  parts: FormPart[],
  headers: Record<string, string> = auth(),
) {
  const body = await encodeMultipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/properties/${kind}/`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

function uploadImage(kind: BannerKind, data: Buffer, filename = 'banner.jpg') {
  return upload(kind, [{ name: 'image', filename, data, type: 'image/jpeg' }]);
}

async function createBanner(kind: BannerKind, data?: Buffer): Promise<Banner> {
  const response = await uploadImage(kind, data ?? (await makeTestImage('jpeg', 1000, 600)));
  expect(response.statusCode).toBe(201);
  return response.json<Banner>();
}

async function list(kind: BannerKind): Promise<Banner[]> {
  const response = await t.app.inject({ url: `/api/properties/${kind}/` });
  expect(response.statusCode).toBe(200);
  return response.json<Banner[]>();
}

async function countRows(): Promise<number> {
  const [hero] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(heroBanners);
  const [offer] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(offerBanners);
  return (hero?.n ?? 0) + (offer?.n ?? 0);
}

/**
 * What is in the tables and on disk, to show that a refused request changed nothing. The folder of
 * each kind (`hero-banners/`) is left out: once made it stays, empty or not.
 */
async function snapshot() {
  return {
    rows: await countRows(),
    files: await t.mediaFiles(),
    imageFolders: await t.mediaFolders(),
  };
}

describe('GET /api/properties/<kind>/', () => {
  it('is public and answers a plain array', async () => {
    expect(await list('hero-banners')).toEqual([]);
    expect(await list('offer-banners')).toEqual([]);
    const without = await t.app.inject({ url: '/api/properties/offer-banners' });
    expect(without.statusCode).toBe(200);
  });

  it('lists newest first and keeps the two kinds apart', async () => {
    const first = await createBanner('hero-banners');
    const second = await createBanner('hero-banners');
    const offer = await createBanner('offer-banners');
    expect((await list('hero-banners')).map((banner) => banner.id)).toEqual([second.id, first.id]);
    expect(await list('offer-banners')).toEqual([offer]);
  });
});

describe('POST /api/properties/<kind>/', () => {
  it.each<TestImageFormat>(['jpeg', 'png', 'gif', 'webp'])(
    'stores a %s as a JPEG with AVIF and WebP variants, served with an immutable cache',
    async (format) => {
      const response = await uploadImage('hero-banners', await makeTestImage(format, 1000, 600));
      expect(response.statusCode).toBe(201);
      const banner = response.json<Banner>();
      expect(banner).toEqual({
        id: expect.any(Number),
        image: expect.stringMatching(/^\/media\/hero-banners\/[0-9a-f]{16}\/main\.jpg$/),
        created_at: expect.any(String),
        width: 1000,
        height: 600,
        variants: expect.any(Array),
      });
      expect(Date.parse(banner.created_at)).toBeGreaterThan(Date.now() - 60_000);
      expect(banner.variants.map((variant) => `${variant.format}:${variant.width}`).sort()).toEqual(
        ['avif:1000', 'avif:400', 'avif:800', 'webp:1000', 'webp:400', 'webp:800'],
      );
      expect(await list('hero-banners')).toEqual([banner]);

      const folder = path.dirname(banner.image);
      for (const url of [banner.image, ...banner.variants.map((variant) => variant.url)]) {
        expect(path.dirname(url)).toBe(folder);
        const served = await t.app.inject({ url });
        expect(served.statusCode, url).toBe(200);
        expect(served.headers['cache-control']).toContain('immutable');
        expect(served.headers['content-type']).toBe(
          `image/${url.split('.').pop()}`.replace('jpg', 'jpeg'),
        );
        const metadata = await sharp(served.rawPayload).metadata();
        expect(metadata.format).toBe(
          url.endsWith('.avif') ? 'heif' : url.endsWith('.webp') ? 'webp' : 'jpeg',
        );
      }
      expect(await t.mediaFiles()).toHaveLength(7);
    },
  );

  it('stores the photo upright without its EXIF, GPS position or XMP', async () => {
    const banner = await createBanner('offer-banners', await makeJpegWithMetadata());
    expect(banner).toMatchObject({ width: 200, height: 300 });
    const served = await t.app.inject({ url: banner.image });
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ width: 200, height: 300 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  describe('refuses, leaving no row and no file behind', () => {
    beforeEach(async () => {
      // Something already stored must stay exactly as it is.
      await createBanner('hero-banners');
    });

    async function expectRefused(
      send: () => Promise<{ statusCode: number; json: () => unknown }>,
      status: number,
      body: unknown,
    ) {
      const before = await snapshot();
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual(body);
      expect(await snapshot()).toEqual(before);
    }

    it('a text file named .jpg (415)', async () => {
      await expectRefused(
        () =>
          uploadImage('hero-banners', Buffer.from('not really a photo of the house'), 'house.jpg'),
        415,
        { detail: imageMessages.notAnImage },
      );
    });

    it('an SVG (415)', async () => {
      await expectRefused(
        () => uploadImage('hero-banners', makeTestSvg(800, 400), 'banner.svg'),
        415,
        { detail: imageMessages.notAnImage },
      );
    });

    it('a truncated JPEG (415)', async () => {
      const whole = await makeTestImage('jpeg', 1200, 800);
      await expectRefused(
        () => uploadImage('offer-banners', whole.subarray(0, Math.floor(whole.length / 2))),
        415,
        { detail: imageMessages.damaged },
      );
    });

    it('an 11 MB file (413)', async () => {
      const big = Buffer.concat([await makeTestImage('jpeg'), Buffer.alloc(11 * 1024 * 1024)]);
      await expectRefused(() => uploadImage('hero-banners', big), 413, {
        detail: multipartMessages.fileTooLarge,
      });
    });

    it('an image of 50 megapixels (413)', async () => {
      const huge = await sharp({
        create: { width: 10_000, height: 5_000, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer();
      await expectRefused(() => uploadImage('hero-banners', huge, 'huge.png'), 413, {
        detail: imageMessages.tooManyPixels,
      });
    });

    it('a small PNG whose header claims 50000x50000 (413)', async () => {
      await expectRefused(
        () => uploadImage('offer-banners', makePngHeaderOnly(50_000, 50_000), 'bomb.png'),
        413,
        { detail: imageMessages.tooManyPixels },
      );
    });

    it('a form without the image (400, field error)', async () => {
      await expectRefused(
        () => upload('hero-banners', [{ name: 'title', value: 'Onam offer' }]),
        400,
        {
          image: [bannerMessages.imageRequired],
        },
      );
      await expectRefused(
        () => upload('hero-banners', [{ name: 'image', filename: '', data: Buffer.alloc(0) }]),
        400,
        { image: [bannerMessages.imageRequired] },
      );
      await expectRefused(
        () => upload('hero-banners', [{ name: 'image', value: 'banner.jpg' }]),
        400,
        {
          image: [uploadMessages.notAFile],
        },
      );
    });

    it('two images at once (400)', async () => {
      const image = await makeTestImage('jpeg', 500, 300);
      await expectRefused(
        () =>
          upload('hero-banners', [
            { name: 'image', filename: 'a.jpg', data: image },
            { name: 'image', filename: 'b.jpg', data: image },
          ]),
        400,
        { image: [uploadMessages.oneImage] },
      );
    });

    it('a JSON body (415)', async () => {
      await expectRefused(
        () =>
          t.app.inject({
            method: 'POST',
            url: '/api/properties/hero-banners/',
            payload: { image: 'https://example.com/banner.jpg' },
            headers: auth(),
          }),
        415,
        { detail: multipartMessages.notMultipart },
      );
    });

    it('no token or a bad one (401)', async () => {
      const image = await makeTestImage('jpeg', 500, 300);
      const parts = [{ name: 'image', filename: 'a.jpg', data: image }];
      const badHeaders: Record<string, string>[] = [
        {},
        { authorization: 'Token not-a-real-token-at-all-0123456789' },
        { authorization: `Bearer ${token}` },
      ];
      for (const headers of badHeaders) {
        const before = await snapshot();
        const response = await upload('hero-banners', parts, headers);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ detail: expect.any(String) });
        expect(await snapshot()).toEqual(before);
      }
    });

    it('a failed insert (the files written for it are removed)', async () => {
      const image = await makeTestImage('png', 600, 400);
      // A constraint that no new row can meet makes the insert fail after the files are written.
      await t.database.db.execute(
        sql`alter table offer_banners add constraint refuse_new_rows check (width < 0) not valid`,
      );
      try {
        await expectRefused(() => uploadImage('offer-banners', image), 500, {
          detail: expect.stringContaining('Something went wrong'),
        });
      } finally {
        await t.database.db.execute(sql`alter table offer_banners drop constraint refuse_new_rows`);
      }
    });
  });
});

describe('DELETE /api/properties/<kind>/:id/', () => {
  it('deletes the banner and its files', async () => {
    const kept = await createBanner('hero-banners');
    const banner = await createBanner('hero-banners');
    const folder = path.dirname(banner.image).slice('/media/'.length);
    expect(await t.mediaFolders()).toContain(folder);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/hero-banners/${banner.id}/`,
      headers: auth(),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await list('hero-banners')).toEqual([kept]);
    expect(await t.mediaFolders()).not.toContain(folder);
    expect((await t.app.inject({ url: banner.image })).statusCode).toBe(404);
    expect((await t.app.inject({ url: kept.image })).statusCode).toBe(200);
  });

  it('answers 404 for a banner that does not exist or is of the other kind', async () => {
    const hero = await createBanner('hero-banners');
    for (const url of [
      `/api/properties/offer-banners/${hero.id}/`,
      '/api/properties/hero-banners/999999/',
      '/api/properties/hero-banners/abc/',
      '/api/properties/hero-banners/99999999999999999999/',
    ]) {
      const response = await t.app.inject({ method: 'DELETE', url, headers: auth() });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ detail: expect.any(String) });
    }
    expect(await list('hero-banners')).toEqual([hero]);
  });

  it('answers 401 without a token or with a bad one, and deletes nothing', async () => {
    const banner = await createBanner('offer-banners');
    for (const headers of [{}, { authorization: 'Token not-a-real-token-at-all-0123456789' }]) {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/properties/offer-banners/${banner.id}/`,
        headers,
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await list('offer-banners')).toEqual([banner]);
    expect((await t.app.inject({ url: banner.image })).statusCode).toBe(200);
  });
});

describe('banners.addPreparedBanner (an image the pipeline prepared, as the demo has)', () => {
  it('writes the files and the row, and lists the banner first', async () => {
    const older = await createBanner('offer-banners');
    const prepared = await prepareImage(await makeTestImage('png', 1600, 600));
    const banner = await t.app.services.banners.addPreparedBanner('offer', prepared);
    expect(banner).toMatchObject({
      image: expect.stringMatching(/^\/media\/offer-banners\/[0-9a-f]{16}\/main\.jpg$/),
      width: 1600,
      height: 600,
    });
    expect(await list('offer-banners')).toEqual([banner, older]);
    for (const url of [banner.image, ...banner.variants.map((variant) => variant.url)]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(200);
    }
    expect(await list('hero-banners')).toEqual([]);
  });

  it('removes the files it wrote when the row cannot be written', async () => {
    const prepared = await prepareImage(await makeTestImage('png', 600, 400));
    const before = await snapshot();
    await t.database.db.execute(
      sql`alter table hero_banners add constraint refuse_new_rows check (width < 0) not valid`,
    );
    try {
      await expect(t.app.services.banners.addPreparedBanner('hero', prepared)).rejects.toThrow();
    } finally {
      await t.database.db.execute(sql`alter table hero_banners drop constraint refuse_new_rows`);
    }
    expect(await snapshot()).toEqual(before);
  });
});
