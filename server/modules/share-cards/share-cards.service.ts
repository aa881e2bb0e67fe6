import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '../../../contract/languages';
import { listingText, placeNamesIn } from '../../../contract/listing-language';
import type { Property } from '../../../contract/properties';
import {
  type ShareCardListing,
  shareCardContent,
  shareCardVersion,
} from '../../../contract/share-card';
import { parseJsonBytes } from '../../lib/json-bytes';
import { type MediaStorage, mediaKeyOf } from '../../media/storage';
import type { PropertiesService } from '../properties/properties.service';
import { drawShareCard } from './card-drawing';

/**
 * Listings' share cards (issue 14, item 7), each drawn once per change of what it shows: kept
 * under the version of its content (contract/share-card.ts) in memory, least recently used out,
 * and on disk under $DATA_DIR/share-cards, so a restart draws nothing again. Concurrent requests
 * for a card not yet drawn share one drawing. A listing the public may not see (a draft, an
 * unknown id) is a 404, as its detail endpoint is.
 */

export interface ShareCard {
  bytes: Buffer;
  /** The version of what the card shows: its ETag and the `v` of its URL. */
  version: string;
  /** Where it came from: the memory, the disk, or drawn for this request (or one beside it). */
  source: 'memory' | 'disk' | 'drawn';
}

export interface ShareCardsDeps {
  properties: Pick<PropertiesService, 'get'>;
  /** Where the cover photos' files are. */
  media: MediaStorage;
  /** $DATA_DIR/share-cards: the drawn cards. */
  cacheDir: string;
  siteName: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Bytes of cards kept in memory (a card is 30 to 150 KB). */
  memoryBytes?: number;
}

const DEFAULT_MEMORY_BYTES = 16 * 1024 * 1024;
const anonymous = { isAdmin: false };

/** The listing's words in the card's language, as its page picks them. */
function cardListing(property: Property, language: Language): ShareCardListing {
  const place = placeNamesIn(property.location, language);
  return {
    id: property.id,
    title: listingText(property.title, property.title_ml, language).text,
    price: property.price,
    property_for: property.property_for,
    status: property.status,
    location: { city: place.city, district: place.district },
    cover: property.images[0]?.image ?? null,
  };
}

export function createShareCardsService(deps: ShareCardsDeps) {
  const { media, cacheDir, log } = deps;
  const memoryBytes = deps.memoryBytes ?? DEFAULT_MEMORY_BYTES;
  /** In use order, oldest first. */
  const kept = new Map<string, Buffer>();
  let keptBytes = 0;
  const drawing = new Map<string, Promise<{ bytes: Buffer; source: 'disk' | 'drawn' }>>();
  let drawn = 0;

  function keep(key: string, bytes: Buffer): void {
    if (bytes.length > memoryBytes) return;
    kept.set(key, bytes);
    keptBytes += bytes.length;
    for (const [oldKey, oldBytes] of kept) {
      if (keptBytes <= memoryBytes) break;
      kept.delete(oldKey);
      keptBytes -= oldBytes.length;
    }
  }

  /** The cover's file, or null when there is none or it cannot be read (then no photo). */
  async function readCover(url: string | null): Promise<Buffer | null> {
    const key = url ? mediaKeyOf(url) : null;
    if (!key) return null;
    try {
      return await media.read(key);
    } catch (error) {
      log.warn({ err: error, url }, 'share card: could not read the cover photo');
      return null;
    }
  }

  /** Written under a temporary dot-name, then renamed: a reader never sees half a card. */
  async function store(name: string, prefix: string, bytes: Buffer): Promise<void> {
    try {
      await mkdir(cacheDir, { recursive: true });
      const temporary = path.join(cacheDir, `.${randomUUID()}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, path.join(cacheDir, name));
      // The listing's earlier cards in this language show what it no longer says.
      const stale = (await readdir(cacheDir)).filter(
        (file) => file.startsWith(prefix) && file !== name,
      );
      await Promise.all(stale.map((file) => rm(path.join(cacheDir, file), { force: true })));
    } catch (error) {
      // Memory still has it; the disk is only for the next start.
      log.warn({ err: error }, 'share card: could not store a card on disk');
    }
  }

  async function produce(
    key: string,
    prefix: string,
    cover: string | null,
    draw: (photo: Buffer | null) => Promise<Buffer>,
  ): Promise<{ bytes: Buffer; source: 'disk' | 'drawn' }> {
    const name = `${key}.jpg`;
    try {
      return { bytes: await readFile(path.join(cacheDir, name)), source: 'disk' };
    } catch {
      // Not drawn yet (or unreadable): draw it.
    }
    const photo = await readCover(cover);
    let bytes: Buffer;
    let isComplete = photo !== null || cover === null;
    try {
      bytes = await draw(photo);
    } catch (error) {
      if (photo === null) throw error;
      log.warn({ err: error, url: cover }, 'share card: the cover photo could not be drawn');
      bytes = await draw(null);
      isComplete = false;
    }
    drawn += 1;
    // A card that lacks its photo by accident is not kept on disk: the next start tries again.
    if (isComplete) await store(name, prefix, bytes);
    return { bytes, source: 'drawn' };
  }

  return {
    /** The listing's card in a language; 404 (AppError) when the public may not see it. */
    async card(id: number, language: Language): Promise<ShareCard> {
      const property = parseJsonBytes(await deps.properties.get(id, anonymous));
      const content = shareCardContent(cardListing(property, language), language, deps.siteName);
      const version = shareCardVersion(content);
      const prefix = `${id}-${language}-`;
      const key = `${prefix}${version}`;

      const hit = kept.get(key);
      if (hit) {
        kept.delete(key);
        kept.set(key, hit);
        return { bytes: hit, version, source: 'memory' };
      }
      let pending = drawing.get(key);
      if (!pending) {
        pending = produce(key, prefix, content.cover, (photo) => drawShareCard(content, photo))
          .then((result) => {
            keep(key, result.bytes);
            return result;
          })
          .finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      const result = await pending;
      return { bytes: result.bytes, version, source: result.source };
    },

    /** How many cards this process has drawn: what the tests read to see the cache at work. */
    drawnCount(): number {
      return drawn;
    },
  };
}

export type ShareCardsService = ReturnType<typeof createShareCardsService>;
