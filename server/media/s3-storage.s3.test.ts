import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../../contract/banners';
import { getRequest, rawExchange } from '../testing/raw-http';
import { createTestApp, testBucketEnv, type TestApp } from '../testing/test-app';
import { listFiles, encodeMultipart, makeTestImage } from './test-uploads';
import { sweepMedia } from './media-sweep';
import { createS3Storage, type S3Storage } from './s3-storage';
import { type MediaConfig, readConfig } from '../env';
import { runMediaMigrate } from '../media-migrate-cli';
import { prepareImage, writePreparedImage } from './image-pipeline';
import { createMedia } from './storage';

// Media in a bucket of a real S3-compatible server (s3rver, started for the run on 127.0.0.1):
// what only a bucket has. The API's media tests run against a bucket too (vitest.config.ts).

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

/** A second client of the app's bucket, to look at it from outside the app. */
function bucketOf(app: TestApp, pageSize?: number): S3Storage {
  const { storage } = app.config.media;
  if (storage.kind !== 's3') throw new Error('this test needs media in a bucket');
  return createS3Storage(storage, pageSize ? { pageSize } : {});
}

async function keysIn(storage: S3Storage, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys;
}

async function uploadBanner(app: TestApp, headers: Record<string, string>): Promise<Banner> {
  const body = await encodeMultipart([
    {
      name: 'image',
      filename: 'banner.jpg',
      data: await makeTestImage('jpeg', 900, 500),
      type: 'image/jpeg',
    },
  ]);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/properties/hero-banners/',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Banner>();
}

describe('media in an S3-compatible bucket', () => {
  it('keeps an upload in the bucket, none of it on the local disk, and deletes it with its row', async () => {
    const bucket = bucketOf(t);
    const banner = await uploadBanner(t, admin);
    const folder = banner.image.slice('/media/'.length, banner.image.lastIndexOf('/') + 1);
    const keys = await keysIn(bucket, folder);
    expect(keys).toHaveLength(1 + banner.variants.length);
    expect(keys).toContain(`${folder}main.jpg`);
    expect(await listFiles(`${t.dataDir}/media`)).toEqual([]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/hero-banners/${banner.id}/`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect(await keysIn(bucket, folder)).toEqual([]);
  });

  it('serves an object under /media/ with the cache headers, conditions and ranges', async () => {
    const banner = await uploadBanner(t, admin);
    const full = await t.app.inject({ url: banner.image });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(Number(full.headers['content-length'])).toBe(full.rawPayload.length);
    const etag = String(full.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]+"$/);

    const avif = banner.variants.find((variant) => variant.format === 'avif');
    const variant = await t.app.inject({ url: avif?.url ?? '' });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/avif');

    const unchanged = await t.app.inject({ url: banner.image, headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const part = await t.app.inject({ url: banner.image, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(full.rawPayload.subarray(0, 100));
    expect(part.headers['content-range']).toBe(`bytes 0-99/${full.rawPayload.length}`);

    const head = await t.app.inject({ method: 'HEAD', url: banner.image });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('answers 404 for a missing object and for any path that is not a media key', async () => {
    for (const url of [
      `/media/properties/${randomBytes(8).toString('hex')}/main.jpg`,
      '/media/properties/0123456789abcdef/script.js',
      '/media/other/0123456789abcdef/main.jpg',
      '/media/properties/../../etc/passwd',
      '/media/properties/0123456789abcdef/deeper/main.jpg',
      '/media/',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: 'Not found.' });
    }
  });

  it('lists a bucket a page at a time, in key order', async () => {
    const bucket = bucketOf(t, 2);
    const folder = `offer-banners/${randomBytes(8).toString('hex')}/`;
    const names = ['400.avif', '400.webp', '800.avif', '800.webp', 'main.jpg'];
    for (const name of names) await bucket.put(`${folder}${name}`, Buffer.from(name));
    expect(await keysIn(bucket, folder)).toEqual(names.map((name) => `${folder}${name}`));
    await bucket.removeFolder(folder);
    expect(await keysIn(bucket, folder)).toEqual([]);
  });

  it('sweeps folders no row refers to once they are past the grace period, and keeps the rest', async () => {
    const bucket = bucketOf(t);
    const kept = await uploadBanner(t, admin);
    const orphan = `properties/${randomBytes(8).toString('hex')}/`;
    await bucket.put(`${orphan}main.jpg`, Buffer.from('left by a crash'));
    await bucket.put(`${orphan}400.webp`, Buffer.from('left by a crash'));

    const young = await sweepMedia({ db: t.database.db, storage: bucket, graceMs: 60 * 60_000 });
    expect(young).toEqual({ removedFolders: 0, removedTemporaryFiles: 0, failures: 0 });
    expect(await keysIn(bucket, orphan)).toHaveLength(2);

    const later = Date.now() + 2 * 60 * 60_000;
    const old = await sweepMedia({
      db: t.database.db,
      storage: bucket,
      graceMs: 60 * 60_000,
      now: later,
    });
    expect(old).toEqual({ removedFolders: 1, removedTemporaryFiles: 0, failures: 0 });
    expect(await keysIn(bucket, orphan)).toEqual([]);
    expect(await t.hasMedia(kept.image)).toBe(true);
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  it('writes URLs under it, keeps serving /media/, and removes by those URLs', async () => {
    const cdn = await createTestApp({
      env: { ...(await testBucketEnv()), MEDIA_PUBLIC_URL: 'https://cdn.veedu.test/photos/' },
    });
    try {
      const headers = await cdn.adminHeaders();
      const banner = await uploadBanner(cdn, headers);
      expect(banner.image).toMatch(
        /^https:\/\/cdn\.veedu\.test\/photos\/hero-banners\/[0-9a-f]{16}\/main\.jpg$/,
      );
      expect(banner.variants.every((v) => v.url.startsWith('https://cdn.veedu.test/photos/'))).toBe(
        true,
      );
      const key = banner.image.slice('https://cdn.veedu.test/photos/'.length);
      expect((await cdn.app.inject({ url: `/media/${key}` })).statusCode).toBe(200);

      const removed = await cdn.app.inject({
        method: 'DELETE',
        url: `/api/properties/hero-banners/${banner.id}/`,
        headers,
      });
      expect(removed.statusCode).toBe(204);
      expect(await cdn.mediaFiles()).toEqual([]);
    } finally {
      await cdn.close();
    }
  });
});

describe('a bucket that cannot be used stops the start with a clear message', () => {
  it('a bucket that does not exist', async () => {
    const env = await testBucketEnv();
    await expect(
      createTestApp({ env: { ...env, MEDIA_S3_BUCKET: `${env.MEDIA_S3_BUCKET}-missing` } }),
    ).rejects.toThrow(/media bucket veedu-test-[0-9a-f]+-missing: .* answered 404 NoSuchBucket/);
  });

  it('an endpoint nothing answers on', async () => {
    const env = await testBucketEnv();
    await expect(
      createTestApp({ env: { ...env, MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9' } }),
    ).rejects.toThrow(/media bucket veedu-test-[0-9a-f]+: ListObjectsV2 failed/);
  });
});

describe('npm run media:migrate', () => {
  it('copies a local media directory into the bucket under the same keys, and resumes', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'veedu-migrate-'));
    try {
      const local = createMedia({ storage: { kind: 'local', directory }, publicBase: '/media' });
      const prepared = await prepareImage(await makeTestImage('png', 500, 300));
      const first = await writePreparedImage(local, 'properties', prepared);
      await writePreparedImage(local, 'offer-banners', prepared);
      const localKeys = (await listFiles(directory)).sort();
      const env = await testBucketEnv();
      const lines: string[] = [];

      expect(await runMediaMigrate(['--from', directory], env, (line) => lines.push(line))).toBe(0);
      expect(lines.at(-1)).toMatch(
        new RegExp(`: ${localKeys.length} files copied .*, 0 already there\\.$`),
      );
      const bucket = createS3Storage(
        readConfig(env).media.storage as Extract<MediaConfig['storage'], { kind: 's3' }>,
      );
      expect((await keysIn(bucket)).sort()).toEqual(localKeys);
      const key = first.image.slice('/media/'.length);
      expect(await bucket.read(key)).toEqual(await readFile(path.join(directory, key)));

      // Run again after one more upload: only that one is copied.
      await writePreparedImage(local, 'hero-banners', prepared);
      const added = (await listFiles(directory)).length - localKeys.length;
      lines.length = 0;
      expect(await runMediaMigrate(['--from', directory], env, (line) => lines.push(line))).toBe(0);
      expect(lines.at(-1)).toMatch(
        new RegExp(`: ${added} files copied .*, ${localKeys.length} already there\\.$`),
      );
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('refuses to run without a bucket, saying what to set', async () => {
    const lines: string[] = [];
    expect(await runMediaMigrate([], { DATA_DIR: os.tmpdir() }, (line) => lines.push(line))).toBe(
      2,
    );
    expect(lines[0]).toContain('set MEDIA_S3_BUCKET');
  });
});

describe('clients that leave while a photo streams from the bucket', () => {
  it('cost no error, no stuck request, and the next reader gets the whole photo', async () => {
    const app = await createTestApp({ captureLogs: true });
    try {
      const banner = await uploadBanner(app, await app.adminHeaders());
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.app.server.address() as AddressInfo;
      const leaving = [];
      for (let index = 0; index < 30; index += 1) {
        const options =
          index % 3 === 0
            ? { abortAfterMs: 0 }
            : index % 3 === 1
              ? { abortAfterBytes: 2_000 }
              : { abortAfterBytes: 200, reset: true };
        leaving.push(rawExchange(port, [getRequest(banner.image)], options));
      }
      await Promise.all(leaving);

      const whole = await fetch(`http://127.0.0.1:${port}${banner.image}`);
      expect(whole.status).toBe(200);
      const bytes = Buffer.from(await whole.arrayBuffer());
      expect(bytes.length).toBe(Number(whole.headers.get('content-length')));
      const problems = app.logs
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        // A slow statement is the machine's load (a full test run), not a client's leaving.
        .filter((entry) => entry.level >= 40 && entry.msg !== 'slow database statement');
      expect(problems).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
