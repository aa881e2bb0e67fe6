import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Property } from '../../../contract/properties';
import {
  SHARE_CARD_HEIGHT,
  SHARE_CARD_WIDTH,
  shareCardContent,
} from '../../../contract/share-card';
import { encodeMultipart, type FormPart } from '../../media/test-uploads';
import { listingFormFields } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { drawOverlay, drawShareCard, MAX_CARD_BYTES } from './card-drawing';

let t: TestApp;
let admin: Record<string, string>;
let withPhoto: Property;
let withoutPhoto: Property;
let draft: Property;

/**
 * A photo as hard to compress as photos get: coloured noise over a gradient. A card made from
 * it must still stay under 300 KB.
 */
async function makeNoisyPhoto(): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 1600,
      height: 1000,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 70 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise).jpeg({ quality: 92 }).toBuffer();
}

async function sendListing(
  method: 'POST' | 'PATCH',
  url: string,
  values: Record<string, string>,
  photos: Buffer[] = [],
): Promise<Property> {
  const parts: FormPart[] = [
    ...Object.entries(values).map(([name, value]) => ({ name, value })),
    ...photos.map((data, index) => ({
      name: 'uploaded_images',
      filename: `photo-${index}.jpg`,
      data,
      type: 'image/jpeg',
    })),
  ];
  const { payload, headers } = await encodeMultipart(parts);
  const response = await t.app.inject({ method, url, payload, headers: { ...admin, ...headers } });
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json<Property>();
}

async function createListing(
  overrides: Record<string, string>,
  photos: Buffer[] = [],
): Promise<Property> {
  const fields = await listingFormFields(t.database.db, overrides);
  return sendListing('POST', '/api/properties/properties/', fields, photos);
}

function getCard(id: number, query = '', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/share/property/${id}.jpg${query}`, headers });
}

async function cacheFiles(): Promise<string[]> {
  const files = await readdir(path.join(t.dataDir, 'share-cards')).catch(() => [] as string[]);
  return files.sort();
}

/** The spread of the red channel's values in a region: flat colour is near 0, text is far above. */
async function spreadIn(
  jpeg: Buffer,
  region: { left: number; top: number; width: number; height: number },
): Promise<number> {
  // stats() reads the image it is given, before any operation: cut the region out first.
  const cut = await sharp(jpeg).extract(region).png().toBuffer();
  const { channels } = await sharp(cut).stats();
  return channels[0]?.stdev ?? 0;
}

/** Where the price's letters stand (card-drawing.ts): left, above its baseline. */
const PRICE_REGION = { left: 64, top: 380, width: 320, height: 50 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
  withPhoto = await createListing(
    {
      title: 'Lake-view villa in Kakkanad',
      title_ml: 'കാക്കനാട് കായലോര വില്ല',
      price: '18500000',
    },
    [await makeNoisyPhoto()],
  );
  withoutPhoto = await createListing({ title: 'Shop space near Infopark', price: '28000' });
  draft = await createListing({ title: 'Unfinished draft', status: 'draft' });
});
afterAll(() => t.close());

describe('GET /share/property/{id}.jpg', () => {
  it('draws a 1200×630 JPEG under 300 KB from the cover photo', async () => {
    expect(withPhoto.images).toHaveLength(1);
    const response = await getCard(withPhoto.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['x-cache']).toBe('MISS');
    expect(response.headers.etag).toMatch(/^"[0-9a-z]+"$/);
    expect(response.headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    const bytes = response.rawPayload;
    expect(bytes.length).toBeLessThan(MAX_CARD_BYTES);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('draws a branded card without a photo, with its price in letters on the flat green', async () => {
    const response = await getCard(withoutPhoto.id);
    expect(response.statusCode).toBe(200);
    const bytes = response.rawPayload;
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(MAX_CARD_BYTES);
    // The green behind the text is a smooth gradient; letters make the region vary strongly.
    expect(await spreadIn(bytes, PRICE_REGION)).toBeGreaterThan(50);
    expect(await spreadIn(bytes, { left: 64, top: 200, width: 320, height: 50 })).toBeLessThan(5);
  });

  it('serves an unchanged card from memory, the same bytes, without drawing it again', async () => {
    const first = await getCard(withPhoto.id);
    const drawnBefore = t.app.services.shareCards.drawnCount();
    const [file] = (await cacheFiles()).filter((name) => name.startsWith(`${withPhoto.id}-en-`));
    expect(file).toBeDefined();
    const writtenAt = (await stat(path.join(t.dataDir, 'share-cards', file ?? ''))).mtimeMs;

    const second = await getCard(withPhoto.id);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.services.shareCards.drawnCount()).toBe(drawnBefore);
    expect((await stat(path.join(t.dataDir, 'share-cards', file ?? ''))).mtimeMs).toBe(writtenAt);

    const notModified = await getCard(withPhoto.id, '', {
      'if-none-match': String(first.headers.etag),
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload).toHaveLength(0);
  });

  it('lets a URL with the current version be kept for good', async () => {
    const version = String((await getCard(withPhoto.id)).headers.etag).replaceAll('"', '');
    const response = await getCard(withPhoto.id, `?v=${version}`);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const stale = await getCard(withPhoto.id, '?v=0');
    expect(stale.headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=86400',
    );
  });

  it('draws a card once for requests that arrive together', async () => {
    const listing = await createListing({ title: 'Flat asked for by many at once' });
    const drawnBefore = t.app.services.shareCards.drawnCount();
    const responses = await Promise.all([1, 2, 3, 4, 5].map(() => getCard(listing.id)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(t.app.services.shareCards.drawnCount()).toBe(drawnBefore + 1);
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
  });

  it('draws a new card when the price changes, and forgets the old one', async () => {
    const listing = await createListing({ title: 'Villa whose price drops' }, [
      await makeNoisyPhoto(),
    ]);
    const before = await getCard(listing.id);
    const oldFiles = (await cacheFiles()).filter((name) => name.startsWith(`${listing.id}-en-`));
    expect(oldFiles).toHaveLength(1);

    await sendListing('PATCH', `/api/properties/properties/${listing.id}/`, { price: '5900000' });
    const drawnBefore = t.app.services.shareCards.drawnCount();
    const after = await getCard(listing.id);
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
    expect(t.app.services.shareCards.drawnCount()).toBe(drawnBefore + 1);
    const newFiles = (await cacheFiles()).filter((name) => name.startsWith(`${listing.id}-en-`));
    expect(newFiles).toHaveLength(1);
    expect(newFiles).not.toEqual(oldFiles);
  });

  it('draws a Malayalam card with ?lang=ml', async () => {
    const english = await getCard(withPhoto.id);
    const malayalam = await getCard(withPhoto.id, '?lang=ml');
    expect(malayalam.statusCode).toBe(200);
    expect(malayalam.headers['content-type']).toBe('image/jpeg');
    expect(malayalam.headers.etag).not.toBe(english.headers.etag);
    expect(await sharp(malayalam.rawPayload).metadata()).toMatchObject({
      width: 1200,
      height: 630,
    });
  });

  it('answers 404 for drafts, unknown ids and names that are no card', async () => {
    const paths = [
      `/share/property/${draft.id}.jpg`,
      '/share/property/987654.jpg',
      '/share/property/0.jpg',
      '/share/property/99999999999.jpg',
      '/share/property/abc.jpg',
      `/share/property/${withPhoto.id}.png`,
      `/share/property/${withPhoto.id}.jpg?lang=fr`,
      `/share/property/${withPhoto.id}.jpg?lang=ml&lang=en`,
    ];
    for (const url of paths) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ detail: expect.any(String) });
    }
  });

  it('keeps its cards on disk: a restart on the same data draws nothing again', async () => {
    const before = await getCard(withPhoto.id);
    const restarted = await createTestApp({
      database: t.database,
      env: { DATA_DIR: t.dataDir },
    });
    try {
      const response = await restarted.app.inject({
        method: 'GET',
        url: `/share/property/${withPhoto.id}.jpg`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBe('HIT');
      expect(response.rawPayload.equals(before.rawPayload)).toBe(true);
      expect(restarted.app.services.shareCards.drawnCount()).toBe(0);
    } finally {
      await restarted.close();
    }
  });
});

describe('drawShareCard', () => {
  const listing = {
    id: 7,
    title: 'Lake-view villa in Kumarakom',
    price: 18_500_000,
    property_for: 'sell' as const,
    status: 'sold' as const,
    location: { city: 'kumarakom', district: 'kottayam' },
    cover: null,
  };

  it('draws its text as outlines from the bundled fonts, never as SVG text', async () => {
    const overlay = await drawOverlay(shareCardContent(listing, 'en', 'Veedu'), {
      hasPhoto: false,
    });
    expect(overlay).not.toMatch(/<text|font-family/);
    // The price, title, place, brand and badge: each a path of many points.
    const filled = [...overlay.matchAll(/<path fill="[^"]+" d="([^"]*)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(filled.filter((d) => d.length > 200)).toHaveLength(5);
  });

  it('puts letters where the text goes: the same card without text is flat there', async () => {
    const content = shareCardContent(listing, 'en', 'Veedu');
    const withText = await drawShareCard(content, null);
    const withoutText = await drawShareCard({ ...content, price: '', title: '', place: '' }, null);
    expect(await spreadIn(withText, PRICE_REGION)).toBeGreaterThan(50);
    expect(await spreadIn(withoutText, PRICE_REGION)).toBeLessThan(5);
    const titleRegion = { left: 64, top: 475, width: 400, height: 30 };
    expect(await spreadIn(withText, titleRegion)).toBeGreaterThan(50);
    expect(await spreadIn(withoutText, titleRegion)).toBeLessThan(5);
  });

  it('draws Malayalam in Malayalam letters', async () => {
    const content = shareCardContent(
      { ...listing, title: 'കുമരകത്ത് കായലോര വില്ല', location: { city: 'കുമരകം', district: 'കോട്ടയം' } },
      'ml',
      'Veedu',
    );
    expect(content.price).toBe('₹1.85 കോടി');
    expect(content.badge).toBe('വിറ്റുപോയി');
    const card = await drawShareCard(content, null);
    expect(await sharp(card).metadata()).toMatchObject({
      width: SHARE_CARD_WIDTH,
      height: SHARE_CARD_HEIGHT,
    });
    expect(await spreadIn(card, { left: 64, top: 475, width: 400, height: 30 })).toBeGreaterThan(
      50,
    );
  });
});
