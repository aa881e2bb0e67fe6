// bench:scale's seeding: bench/synthetic-listings.ts's listings, images and features (the same
// rows insertSyntheticListings inserts for the same `now`), written with COPY ... FROM STDIN in one
// transaction, so a million listings take minutes rather than the hour row-by-row inserts would.
import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from '../server/db/client';
import { properties } from '../server/db/schema';
import { copyFrom, copyLine } from './pg-copy';
import {
  IMAGES_PER_LISTING,
  PRICE_CUT_SQL,
  syntheticImage,
  syntheticListingBatches,
  type SyntheticReferences,
  syntheticReferences,
} from './synthetic-listings';

/** How long each part of the seeding took, in seconds, and what it wrote. */
export interface SeedReport {
  listings: number;
  images: number;
  featureLinks: number;
  seconds: { copy: number; derived: number; indexes: number; vacuum: number; total: number };
}

/** The tables COPY fills (and price_history and listing_texts, which the seeding fills for them). */
const COPIED_TABLES = [
  'properties',
  'property_images',
  'property_features',
  'price_history',
  'listing_texts',
];

/** The image of listing `propertyId` at `position` has this id (listings numbered from 1). */
const imageId = (propertyId: number, position: number) =>
  (propertyId - 1) * IMAGES_PER_LISTING + position + 1;

/** Each set of keys in jsonb's order, worked out once (millions of images share a few). */
const keyOrders = new Map<string, string[]>();

function jsonbKeyOrder(keys: string[]): string[] {
  const signature = keys.join('\u0000');
  let order = keyOrders.get(signature);
  if (!order) {
    order = [...keys].sort((a, b) =>
      a.length !== b.length ? a.length - b.length : Buffer.compare(Buffer.from(a), Buffer.from(b)),
    );
    keyOrders.set(signature, order);
  }
  return order;
}

/**
 * A value as PostgreSQL's jsonb prints it: object keys shortest first, then by their bytes, ", "
 * and ": " between items (what migration 0004's trigger embeds for `variants`).
 */
function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = jsonbKeyOrder(Object.keys(value));
    const entries = keys.map(
      (key) => `${JSON.stringify(key)}: ${jsonbText((value as Record<string, unknown>)[key])}`,
    );
    return `{${entries.join(', ')}}`;
  }
  return JSON.stringify(value);
}

/**
 * `properties.image_list` of a synthetic listing, as migration 0004's trigger writes it: a json
 * (not jsonb) value, so its text is kept as made, and the API sends that text on as it is. Checked
 * against the trigger itself after the copy (`checkImageLists`).
 */
function imageListText(propertyId: number, createdAt: Date): string {
  const at = JSON.stringify(createdAt.toISOString());
  const images = Array.from({ length: IMAGES_PER_LISTING }, (_, position) => {
    const image = syntheticImage(propertyId, position);
    return `{"id" : ${imageId(propertyId, position)}, "image" : ${JSON.stringify(image.image)}, "width" : ${image.width}, "height" : ${image.height}, "variants" : ${jsonbText(image.variants)}, "created_at" : ${at}}`;
  });
  return `[${images.join(', ')}]`;
}

type ListingRow = typeof properties.$inferInsert;

/**
 * The properties columns the copy writes: every column without a default (a missing fact is a
 * null, as an insert leaves it), those the synthetic rows set, the id and the image list. The
 * others (confirmed_at and the like) take their defaults, as they do on insert.
 */
function listingColumns(first: ListingRow): [keyof ListingRow, PgColumn][] {
  return Object.entries(getTableColumns(properties)).filter(
    ([key, column]) => !column.hasDefault || key === 'id' || key === 'imageList' || key in first,
  ) as [keyof ListingRow, PgColumn][];
}

/** The listings' COPY text, a batch at a time, with the ids 1..count and their image lists. */
function* listingLines(
  references: SyntheticReferences,
  count: number,
  now: number,
  imagesCreatedAt: Date,
  columns: [keyof ListingRow, PgColumn][],
): Generator<string> {
  const expected = new Set(columns.map(([key]) => key));
  let id = 0;
  for (const batch of syntheticListingBatches(references, count, now)) {
    let text = '';
    for (const row of batch.listings) {
      id += 1;
      const filled: ListingRow = { ...row, id };
      for (const key of Object.keys(filled)) {
        if (!expected.has(key as keyof ListingRow)) {
          throw new Error(`bench:scale copies no column for the synthetic listings' ${key}`);
        }
      }
      text += copyLine(
        columns.map(([key, column]) => {
          if (key === 'imageList') return imageListText(id, imagesCreatedAt);
          const value = filled[key];
          if (value === undefined && column.hasDefault) {
            throw new Error(`bench:scale: a synthetic listing without ${key}, which has a default`);
          }
          return value === undefined || value === null ? null : column.mapToDriverValue(value);
        }),
      );
    }
    yield text;
  }
}

/** The images' COPY text: each listing's three, with the ids the image lists name. */
function* imageLines(count: number, createdAt: Date): Generator<string> {
  const at = createdAt.toISOString();
  for (let start = 1; start <= count; start += 1000) {
    let text = '';
    for (let id = start; id < Math.min(count + 1, start + 1000); id += 1) {
      for (let position = 0; position < IMAGES_PER_LISTING; position += 1) {
        const image = syntheticImage(id, position);
        text += copyLine([
          imageId(id, position),
          id,
          position,
          image.image,
          image.width,
          image.height,
          JSON.stringify(image.variants),
          at,
        ]);
      }
    }
    yield text;
  }
}

/** The features' COPY text: the rows drawn again (same `now`), their features this time. */
function* featureLines(
  references: SyntheticReferences,
  count: number,
  now: number,
): Generator<string> {
  let id = 0;
  for (const batch of syntheticListingBatches(references, count, now)) {
    let text = '';
    for (const featureIds of batch.features) {
      id += 1;
      for (const featureId of featureIds) text += copyLine([id, featureId]);
    }
    yield text;
  }
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/**
 * Holds the image lists written by the copy to migration 0004's trigger: the trigger rewrites the
 * lists of `sample` listings (touching their images, as the migration itself does), and each must
 * come out as the copy wrote it, byte for byte.
 */
async function checkImageLists(client: pg.Client, sample: number[]): Promise<void> {
  const lists = async () =>
    new Map(
      (
        await client.query<{ id: number; list: string }>(
          'select id, image_list::text as list from properties where id = any($1)',
          [sample],
        )
      ).rows.map((row) => [row.id, row.list]),
    );
  const copied = await lists();
  await client.query('update property_images set position = position where property_id = any($1)', [
    sample,
  ]);
  for (const [id, list] of await lists()) {
    if (copied.get(id) !== list) {
      throw new Error(
        `bench:scale: the image list copied for listing ${id} is not the trigger's:\n${copied.get(id)}\n${list}`,
      );
    }
  }
}

/**
 * Writes `count` synthetic listings (none may be there yet) into the database at `url`: COPY for
 * properties, property_images and property_features, then what the app's triggers would have done
 * for them, then VACUUM ANALYZE. `db` is the app's handle on the same (prepared) database, for the
 * reference rows.
 */
export async function copySyntheticListings(
  db: Database,
  url: string,
  count: number,
): Promise<SeedReport> {
  const started = performance.now();
  const references = await syntheticReferences(db);
  const now = Date.now();
  const imagesCreatedAt = new Date(now);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const report: SeedReport = {
    listings: count,
    images: 0,
    featureLinks: 0,
    seconds: { copy: 0, derived: 0, indexes: 0, vacuum: 0, total: 0 },
  };
  try {
    await client.query('begin');
    const present = await client.query<{ n: number }>('select count(*)::int as n from properties');
    if ((present.rows[0]?.n ?? 0) > 0) throw new Error('bench:scale copies into no listings only');
    // The copied rows fire no trigger and no foreign-key check: session_replication_role =
    // replica turns off every ordinary trigger (so a superuser, as the postgres role is, or a
    // role granted the setting). Row by row, migration 0006's deferred triggers would queue a
    // catalogue-version event for each of four million rows, 0004's would rebuild every listing's
    // image list from its images (an UPDATE of every listing, the table written twice), 0018's
    // would write each first price, and the foreign keys would look up each town, district,
    // state, type and listing. Instead: the image lists are written with the listings (their
    // text as the trigger makes it, checked against the trigger below), the first prices in one
    // INSERT ... SELECT as 0018's trigger writes them, the catalogue version moved once at the
    // end, the sequences set past the ids copied; the foreign keys hold by construction (the
    // towns, types and features come from this database, the listings are numbered 1..count).
    // 0024's would write each listing's words, done in one INSERT ... SELECT too.
    // The audit trail's triggers (0009) write nothing without an actor, and the delete triggers
    // (0011, 0013) have nothing to do on inserts.
    await client.query('set local session_replication_role = replica');
    await client.query("set local maintenance_work_mem = '512MB'");
    // The secondary indexes (trigram, sort orders) are built once after the copy rather than
    // updated a row at a time; the primary keys stay.
    const indexes = (
      await client.query<{ name: string; definition: string }>(
        `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
           from pg_index i
          where i.indrelid = any($1::regclass[])
            and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
        [COPIED_TABLES],
      )
    ).rows;
    for (const index of indexes) await client.query(`drop index ${index.name}`);

    const copyStarted = performance.now();
    const first = syntheticListingBatches(references, 1, now).next().value?.listings[0];
    if (!first) throw new Error('bench:scale: no synthetic listing');
    const columns = listingColumns(first);
    const copied = await copyFrom(
      client,
      `copy properties (${columns.map(([, column]) => `"${column.name}"`).join(', ')}) from stdin`,
      listingLines(references, count, now, imagesCreatedAt, columns),
    );
    if (copied !== count) throw new Error(`bench:scale copied ${copied} listings of ${count}`);
    report.images = await copyFrom(
      client,
      'copy property_images (id, property_id, position, image, width, height, variants, created_at) from stdin',
      imageLines(count, imagesCreatedAt),
    );
    report.featureLinks = await copyFrom(
      client,
      'copy property_features (property_id, feature_id) from stdin',
      featureLines(references, count, now),
    );
    report.seconds.copy = seconds(copyStarted);

    const derivedStarted = performance.now();
    // Migration 0018's insert trigger: each listing's first price, at its created_at.
    await client.query(
      `insert into price_history (property_id, price, changed_at)
       select id, price, created_at from properties order by id`,
    );
    // Migration 0024's trigger: each listing's words for the keyword search.
    await client.query(
      `insert into listing_texts (property_id, text)
       select id, listing_search_text(title, description, title_ml, description_ml) from properties`,
    );
    await client.query(`select setval(pg_get_serial_sequence('properties', 'id'), $1)`, [count]);
    await client.query(`select setval(pg_get_serial_sequence('property_images', 'id'), $1)`, [
      count * IMAGES_PER_LISTING,
    ]);
    report.seconds.derived = seconds(derivedStarted);

    const indexesStarted = performance.now();
    for (const index of indexes) await client.query(index.definition);
    report.seconds.indexes = seconds(indexesStarted);

    const finishStarted = performance.now();
    // From here the triggers run as they do for the app.
    await client.query('set local session_replication_role = origin');
    const step = Math.max(1, Math.floor(count / 200));
    await checkImageLists(
      client,
      Array.from({ length: Math.min(count, 200) }, (_, index) => 1 + index * step),
    );
    // The price cuts, as insertSyntheticListings makes them: recorded by 0018's update trigger.
    // The listing news trigger (0023) looks up each listing's price before the cut: without
    // statistics for the million rows just written, the planner walks the whole history backwards
    // for each of the 40,000 cuts (hours); autovacuum would have them on a live database.
    await client.query('analyze price_history');
    await client.query(PRICE_CUT_SQL);
    // What 0006's triggers would have done for the copied rows: the catalogue moved on once.
    await client.query('update catalogue_version set version = version + 1');
    await client.query('commit');
    report.seconds.derived =
      Math.round((report.seconds.derived + seconds(finishStarted)) * 10) / 10;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  // What autovacuum would do on a live database: statistics, and the visibility map that lets
  // counts read the indexes alone (as bench:api does after its inserts).
  const vacuumStarted = performance.now();
  const vacuum = new pg.Client({ connectionString: url });
  await vacuum.connect();
  try {
    await vacuum.query(`vacuum (analyze) ${COPIED_TABLES.join(', ')}`);
  } finally {
    await vacuum.end();
  }
  report.seconds.vacuum = seconds(vacuumStarted);
  report.seconds.total = seconds(started);
  return report;
}
