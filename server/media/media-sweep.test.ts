import { randomBytes } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { access, mkdir, mkdtemp, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { heroBanners, offerBanners, propertyImages } from '../db/schema';
import { insertListing } from '../testing/listings';
import { createTestApp, openTestDatabase } from '../testing/test-app';
import type { MediaKind } from './image-pipeline';
import { createLocalStorage } from './local-storage';
import { MEDIA_SWEEP_SETTINGS, sweepMedia } from './media-sweep';

const HOUR = 60 * 60_000;
const TWO_HOURS_AGO = () => new Date(Date.now() - 2 * HOUR);
const TEN_MINUTES_AGO = () => new Date(Date.now() - 10 * 60_000);

let database: DatabaseHandle;
let dispose: () => Promise<void>;
let listingId: number;
let mediaDir: string;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
  listingId = await insertListing(database.db, { title: 'Sweep test', city: 'Kochi', type: null });
});
afterAll(() => dispose());
beforeEach(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-sweep-'));
  await database.db.delete(propertyImages);
  await database.db.delete(heroBanners);
  await database.db.delete(offerBanners);
});
afterEach(() => rm(mediaDir, { recursive: true, force: true }));

/** An image folder as writePreparedImage leaves it, last changed at `time`. */
async function imageFolder(
  kind: MediaKind,
  time: Date,
  extraFiles: Record<string, Date> = {},
): Promise<{ folder: string; url: string }> {
  const id = randomBytes(8).toString('hex');
  const folder = path.join(mediaDir, kind, id);
  await mkdir(folder, { recursive: true });
  for (const name of ['main.jpg', '400.webp', '400.avif']) {
    await writeFile(path.join(folder, name), 'image');
    await utimes(path.join(folder, name), time, time);
  }
  for (const [name, fileTime] of Object.entries(extraFiles)) {
    await writeFile(path.join(folder, name), 'partial');
    await utimes(path.join(folder, name), fileTime, fileTime);
  }
  await utimes(folder, time, time);
  return { folder, url: `/media/${kind}/${id}/main.jpg` };
}

async function refer(kind: MediaKind, url: string): Promise<void> {
  const image = { image: url, width: 400, height: 300, variants: [] };
  if (kind === 'properties') {
    await database.db.insert(propertyImages).values({ propertyId: listingId, ...image });
  } else {
    await database.db.insert(kind === 'hero-banners' ? heroBanners : offerBanners).values(image);
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

describe('media sweep', () => {
  it('removes orphan folders and stale .tmp files past the grace period, and nothing else', async () => {
    // Referenced: kept, whatever their age; a stale .tmp inside one goes, a fresh one stays.
    const listed = await imageFolder('properties', TWO_HOURS_AGO(), {
      '.800.avif.0a1b2c3d.tmp': TWO_HOURS_AGO(),
      '.800.webp.4e5f6a7b.tmp': TEN_MINUTES_AGO(),
    });
    await refer('properties', listed.url);
    const hero = await imageFolder('hero-banners', TWO_HOURS_AGO());
    await refer('hero-banners', hero.url);
    const offer = await imageFolder('offer-banners', TWO_HOURS_AGO());
    // Written with MEDIA_PUBLIC_URL's base: the same folder.
    await refer('offer-banners', offer.url.replace('/media/', 'https://media.veedu.example/'));

    // Orphans past the grace period: a crash before the commit, and one in the middle of a write.
    const orphan = await imageFolder('properties', TWO_HOURS_AGO());
    const halfWritten = await imageFolder('offer-banners', TWO_HOURS_AGO(), {
      '.main.jpg.9c8d7e6f.tmp': TWO_HOURS_AGO(),
    });
    // Orphans within it: uploads still going on.
    const fresh = await imageFolder('properties', TEN_MINUTES_AGO());
    const stillWriting = await imageFolder('hero-banners', TWO_HOURS_AGO(), {
      '.1600.avif.11223344.tmp': TEN_MINUTES_AGO(),
    });
    await utimes(stillWriting.folder, TWO_HOURS_AGO(), TWO_HOURS_AGO());
    // Loose temporary files in a kind folder, and things that are not the pipeline's.
    const kindDir = path.join(mediaDir, 'properties');
    await writeFile(path.join(kindDir, '.stale.jpg.aabbccdd.tmp'), 'x');
    await utimes(path.join(kindDir, '.stale.jpg.aabbccdd.tmp'), TWO_HOURS_AGO(), TWO_HOURS_AGO());
    await writeFile(path.join(kindDir, '.fresh.jpg.aabbccdd.tmp'), 'x');
    await mkdir(path.join(kindDir, 'not-an-image-folder'));
    await writeFile(path.join(kindDir, 'notes.txt'), 'x');
    for (const name of ['not-an-image-folder', 'notes.txt']) {
      await utimes(path.join(kindDir, name), TWO_HOURS_AGO(), TWO_HOURS_AGO());
    }

    const result = await sweepMedia({
      db: database.db,
      storage: createLocalStorage(mediaDir),
      graceMs: HOUR,
    });
    expect(result).toEqual({ removedFolders: 2, removedTemporaryFiles: 2, failures: 0 });

    expect(await exists(orphan.folder)).toBe(false);
    expect(await exists(halfWritten.folder)).toBe(false);
    for (const { folder } of [listed, hero, offer]) {
      expect((await readdir(folder)).filter((name) => !name.endsWith('.tmp')).sort()).toEqual([
        '400.avif',
        '400.webp',
        'main.jpg',
      ]);
    }
    expect(await readdir(listed.folder)).not.toContain('.800.avif.0a1b2c3d.tmp');
    expect(await readdir(listed.folder)).toContain('.800.webp.4e5f6a7b.tmp');
    expect(await exists(fresh.folder)).toBe(true);
    expect(await readdir(stillWriting.folder)).toContain('.1600.avif.11223344.tmp');
    expect((await readdir(kindDir)).sort()).toEqual(
      [
        '.fresh.jpg.aabbccdd.tmp',
        'not-an-image-folder',
        'notes.txt',
        path.basename(listed.folder),
        path.basename(fresh.folder),
      ].sort(),
    );
  });

  it('never follows a symbolic link out of the media folder', async () => {
    const kept = await imageFolder('properties', TWO_HOURS_AGO());
    await refer('properties', kept.url);
    const outside = await mkdtemp(path.join(os.tmpdir(), 'veedu-outside-'));
    try {
      const target = path.join(outside, '0123456789abcdef');
      await mkdir(target);
      await writeFile(path.join(target, '.main.jpg.00000000.tmp'), 'x');
      await utimes(path.join(target, '.main.jpg.00000000.tmp'), TWO_HOURS_AGO(), TWO_HOURS_AGO());
      await utimes(target, TWO_HOURS_AGO(), TWO_HOURS_AGO());
      // A link that looks like an orphan image folder, and a whole kind folder that is a link.
      await symlink(target, path.join(mediaDir, 'properties', 'fedcba9876543210'));
      await symlink(outside, path.join(mediaDir, 'hero-banners'));

      const result = await sweepMedia({
        db: database.db,
        storage: createLocalStorage(mediaDir),
        graceMs: HOUR,
      });
      expect(result).toEqual({ removedFolders: 0, removedTemporaryFiles: 0, failures: 0 });
      expect(await readdir(target)).toEqual(['.main.jpg.00000000.tmp']);
      expect(await exists(path.join(mediaDir, 'properties', 'fedcba9876543210'))).toBe(true);
    } finally {
      await rm(outside, { recursive: true, force: true });
    }
  });

  it('removes no folder while no row refers to any image (a database not yet loaded)', async () => {
    const orphan = await imageFolder('properties', TWO_HOURS_AGO(), {
      '.main.jpg.01020304.tmp': TWO_HOURS_AGO(),
    });
    const result = await sweepMedia({
      db: database.db,
      storage: createLocalStorage(mediaDir),
      graceMs: HOUR,
    });
    expect(result).toEqual({ removedFolders: 0, removedTemporaryFiles: 1, failures: 0 });
    expect((await readdir(orphan.folder)).sort()).toEqual(['400.avif', '400.webp', 'main.jpg']);
  });

  it('runs as a job when the app starts and when its job is sent', async () => {
    const kept = randomBytes(8).toString('hex');
    await refer('hero-banners', `/media/hero-banners/${kept}/main.jpg`);
    const old = TWO_HOURS_AGO();
    const plant = (dataDir: string, kind: MediaKind) => {
      const folder = path.join(dataDir, 'media', kind, randomBytes(8).toString('hex'));
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'main.jpg'), 'image');
      utimesSync(path.join(folder, 'main.jpg'), old, old);
      utimesSync(folder, old, old);
      return folder;
    };
    let atStart = '';
    let keptFolder = '';
    const t = await createTestApp({
      database,
      beforeReady(app) {
        atStart = plant(app.config.dataDir, 'properties');
        keptFolder = path.join(app.config.dataDir, 'media', 'hero-banners', kept);
        mkdirSync(keptFolder, { recursive: true });
        utimesSync(keptFolder, old, old);
      },
    });
    try {
      await vi.waitFor(async () => expect(await exists(atStart)).toBe(false), { interval: 20 });
      const later = plant(t.dataDir, 'offer-banners');
      const sent = await t.app.jobs.send('media-sweep');
      expect(sent).not.toBeNull();
      await vi.waitFor(async () => expect(await exists(later)).toBe(false), {
        timeout: 5_000,
        interval: 20,
      });
      // The start's sweep, still running, may have removed `later`: the job sent must end too,
      // or it would wait in the queue for the next test's start (whose own send it would refuse).
      await vi.waitFor(async () => expect(await jobState(sent!)).toBe('completed'), {
        timeout: 10_000,
        interval: 50,
      });
      expect(await exists(keptFolder)).toBe(true);
    } finally {
      await t.close();
    }
  });

  /** The state pg-boss records for a job (both drivers answer `{ rows }`). */
  async function jobState(id: string): Promise<string | undefined> {
    const result = await database.db.execute(
      sql`select state::text as state from pgboss.job where id = ${id}::uuid`,
    );
    const { rows } = result as unknown as { rows: { state: string }[] };
    return rows[0]?.state;
  }

  it('waits ten minutes after a start by default, so the start keeps the database to itself', async () => {
    // As deployed (createTestApp sweeps at once unless told otherwise).
    const t = await createTestApp({ database, mediaSweep: MEDIA_SWEEP_SETTINGS });
    try {
      const result = await database.db.execute(sql`
        select extract(epoch from start_after - created_on)::float8 as wait
        from pgboss.job where name = 'media-sweep' and state = 'created'`);
      // Both drivers answer `{ rows }`.
      const { rows } = result as unknown as { rows: { wait: number }[] };
      expect(rows).toHaveLength(1);
      expect(rows[0]!.wait).toBeGreaterThan(590);
      expect(rows[0]!.wait).toBeLessThan(610);
    } finally {
      await t.close();
    }
  });
});
