import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../contract/properties';
import { encodeMultipart, makeTestImage } from '../media/test-uploads';
import { listingForm } from '../testing/live-api';
import { createTestApp, type TestApp } from '../testing/test-app';
import { runBackupCli } from '../backup-cli';
import { type BackupManifest, createBackup, restoreBackup } from './backup';

// A backup of a site with listings, photos, banners, an enquiry and accounts, restored into an
// empty database and media store: everything comes back, byte for byte where it is a file.

let source: TestApp;
let backupDir: string;
let manifest: BackupManifest;
let listings: Property[];
const member = { email: 'staff@veedu.test', password: 'staff-password-1' };

async function createListing(app: TestApp, marker: string, photos: number): Promise<Property> {
  // The reference ids, read as a visitor would.
  const references = { state: 0, district: 0, city: 0, propertyType: 0 };
  const states = (await app.app.inject({ url: '/api/properties/states/' })).json<
    { id: number; name: string }[]
  >();
  references.state = states.find((state) => state.name === 'Kerala')?.id ?? 0;
  const districts = (
    await app.app.inject({ url: `/api/properties/districts/?state=${references.state}` })
  ).json<{ id: number }[]>();
  references.district = districts[0]?.id ?? 0;
  const cities = (
    await app.app.inject({ url: `/api/properties/cities/?district=${references.district}` })
  ).json<{ id: number }[]>();
  references.city = cities[0]?.id ?? 0;
  const types = (await app.app.inject({ url: '/api/properties/property-types/' })).json<
    { id: number }[]
  >();
  references.propertyType = types[0]?.id ?? 0;
  const parts = [
    ...Object.entries(listingForm(references, marker)).map(([name, value]) => ({ name, value })),
    ...(await Promise.all(
      Array.from({ length: photos }, async (_, index) => ({
        name: 'uploaded_images',
        filename: `photo-${index}.jpg`,
        data: await makeTestImage('jpeg', 700 + index * 20, 500),
        type: 'image/jpeg',
      })),
    )),
  ];
  const body = await encodeMultipart(parts);
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/properties/properties/',
    payload: body.payload,
    headers: { ...body.headers, ...(await app.adminHeaders()) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Property>();
}

beforeAll(async () => {
  source = await createTestApp();
  listings = [await createListing(source, 'first', 2), await createListing(source, 'second', 1)];
  const banner = await encodeMultipart([
    {
      name: 'image',
      filename: 'b.jpg',
      data: await makeTestImage('jpeg', 900, 400),
      type: 'image/jpeg',
    },
  ]);
  const bannerAnswer = await source.app.inject({
    method: 'POST',
    url: '/api/properties/hero-banners/',
    payload: banner.payload,
    headers: { ...banner.headers, ...(await source.adminHeaders()) },
  });
  expect(bannerAnswer.statusCode).toBe(201);
  const enquiry = await source.app.inject({
    method: 'POST',
    url: '/api/properties/contacts/',
    payload: {
      name: 'Anjali Menon',
      email: 'anjali@example.in',
      phone_number: '+919847000002',
      message: 'Is the first one still available?',
      property_type: 'Residential',
    },
  });
  expect(enquiry.statusCode).toBe(201);
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-backup-'));
  manifest = await createBackup({
    database: source.database,
    storage: source.media.storage,
    directory: backupDir,
    veeduVersion: '0.0.0-test',
  });
}, 120_000);

afterAll(async () => {
  await source.close();
  await rm(backupDir, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('writes a manifest with the time, versions, counts and checksums', async () => {
    expect(manifest).toMatchObject({
      format: 'veedu-backup',
      formatVersion: 1,
      versions: { veedu: '0.0.0-test', node: process.version },
      database: { engine: source.database.kind },
    });
    const rows = Object.fromEntries(
      manifest.database.tables.map((table) => [table.name, table.rows]),
    );
    expect(rows).toMatchObject({
      properties: 2,
      property_images: 3,
      hero_banners: 1,
      enquiries: 1,
    });
    expect(rows.admin_users).toBeGreaterThanOrEqual(1);
    expect(manifest.database.schema.migrations).toBeGreaterThan(10);
    // Parents come before the tables that point to them.
    const order = manifest.database.tables.map((table) => table.name);
    expect(order.indexOf('properties')).toBeLessThan(order.indexOf('property_images'));
    expect(order.indexOf('cities')).toBeLessThan(order.indexOf('properties'));
    // Every media file, with its checksum: 3 photos and a banner, seven files each.
    expect(manifest.media.files).toBe((await source.mediaFiles()).length);
    expect(manifest.media.files).toBeGreaterThanOrEqual(4 * 4);
    const list = await readFile(path.join(backupDir, 'media.sha256'), 'utf8');
    expect(list.trim().split('\n')).toHaveLength(manifest.media.files);
    expect(JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8'))).toEqual(
      manifest,
    );
  });

  it('refuses a directory that is not empty', async () => {
    await expect(
      createBackup({
        database: source.database,
        storage: source.media.storage,
        directory: backupDir,
        veeduVersion: '0.0.0-test',
      }),
    ).rejects.toThrow(/is not empty/);
  });
});

describe('npm run restore', () => {
  it('brings every listing, image, banner, enquiry and account back into an empty site', async () => {
    const target = await createTestApp();
    try {
      await restoreBackup({
        database: target.database,
        storage: target.media.storage,
        directory: backupDir,
        force: false,
      });
      for (const listing of listings) {
        const answer = await target.app.inject({
          url: `/api/properties/properties/${listing.id}/`,
          headers: await signedIn(target),
        });
        expect(answer.statusCode).toBe(200);
        const restored = answer.json<Property>();
        expect(restored).toEqual(listing);
        for (const image of restored.images) {
          for (const url of [image.image, ...image.variants.map((variant) => variant.url)]) {
            const [before, after] = await Promise.all([
              source.app.inject({ url }),
              target.app.inject({ url }),
            ]);
            expect(after.statusCode, url).toBe(200);
            expect(after.rawPayload.equals(before.rawPayload), url).toBe(true);
          }
        }
      }
      const banners = (await target.app.inject({ url: '/api/properties/hero-banners/' })).json<
        { image: string }[]
      >();
      expect(banners).toHaveLength(1);
      expect((await target.app.inject({ url: banners[0]?.image ?? '' })).statusCode).toBe(200);
      const enquiries = await target.app.inject({
        url: '/api/properties/contacts/',
        headers: await signedIn(target),
      });
      expect(enquiries.json<{ data: { message: string }[] }>().data.map((e) => e.message)).toEqual([
        'Is the first one still available?',
      ]);
      expect(await target.mediaFiles()).toEqual(await source.mediaFiles());

      // New rows get ids after the restored ones.
      const next = await createListing(target, 'after the restore', 1);
      expect(next.id).toBeGreaterThan(Math.max(...listings.map((listing) => listing.id)));
    } finally {
      await target.close();
    }
  });

  it('refuses a site that is not empty unless forced, and replaces it when forced', async () => {
    const target = await createTestApp();
    try {
      const own = await createListing(target, 'already here', 1);
      const ownFiles = await target.mediaFiles();
      await expect(
        restoreBackup({
          database: target.database,
          storage: target.media.storage,
          directory: backupDir,
          force: false,
        }),
      ).rejects.toThrow(/already holds listings, accounts or enquiries.*--force/);
      expect(await target.mediaFiles()).toEqual(ownFiles);

      await restoreBackup({
        database: target.database,
        storage: target.media.storage,
        directory: backupDir,
        force: true,
      });
      const titles = (await target.app.inject({ url: '/api/properties/properties/?page_size=50' }))
        .json<{ data: { title: string }[] }>()
        .data.map((listing) => listing.title);
      expect(titles.sort()).toEqual(listings.map((listing) => listing.title).sort());
      expect(titles).not.toContain(own.title);
      expect(await target.mediaFiles()).toEqual(await source.mediaFiles());
    } finally {
      await target.close();
    }
  });

  it('refuses a damaged backup before it changes anything', async () => {
    const damaged = await mkdtemp(path.join(os.tmpdir(), 'veedu-backup-damaged-'));
    const target = await createTestApp();
    try {
      await createBackup({
        database: source.database,
        storage: source.media.storage,
        directory: damaged,
        veeduVersion: '0.0.0-test',
      });
      const [firstKey] = (await readFile(path.join(damaged, 'media.sha256'), 'utf8'))
        .split('\n')[0]!
        .split('  ')
        .slice(1);
      await writeFile(path.join(damaged, 'media', firstKey ?? ''), 'not the photo');
      await expect(
        restoreBackup({
          database: target.database,
          storage: target.media.storage,
          directory: damaged,
          force: false,
        }),
      ).rejects.toThrow(/does not match its checksum: the backup is damaged/);
      expect(await target.mediaFiles()).toEqual([]);
      const count = (await target.app.inject({ url: '/api/properties/properties/' })).json<{
        count: number;
      }>().count;
      expect(count).toBe(0);
    } finally {
      await target.close();
      await rm(damaged, { recursive: true, force: true });
    }
  });
});

/** The restored site's member signs in with the password they had: accounts came back whole. */
async function signedIn(app: TestApp): Promise<Record<string, string>> {
  const response = await app.app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: member,
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Token ${response.json<{ token: string }>().token}` };
}

describe('the commands', () => {
  it('print their usage without a directory, and refuse what is not a backup', async () => {
    const lines: string[] = [];
    const out = (line: string) => lines.push(line);
    expect(await runBackupCli('backup', [], {}, out)).toBe(2);
    expect(lines[0]).toMatch(/^Veedu backups\n\nUsage:/);
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-restore-cli-'));
    try {
      lines.length = 0;
      const code = await runBackupCli('restore', [dataDir], { DATA_DIR: dataDir }, out);
      expect(code).toBe(1);
      expect(lines.at(-1)).toBe(
        `${dataDir} has no readable manifest.json: it is not a Veedu backup.`,
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
