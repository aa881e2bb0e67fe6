// `npm run bench:alerts`: what saved searches' mail costs (issue 36). Prepares a catalogue of
// `--listings` synthetic listings and `--alerts` confirmed alerts (about 2.5 an address, their
// searches drawn as visitors make them on the listing page: purpose, a district's town, rooms,
// a price range, a kind), then `--new` new listings arrive with a day's price cuts (one listing in
// 200), and one run (the daily one: every alert is daily here) matches and queues all the mails,
// as the job queue runs it. Prints the run's time, its mails and sends, and the process's memory.
// Then a listing write's cost with and without the listing news that migration 0023 adds to the
// catalogue's trigger: `--writes` price cuts of one listing each, timed one by one, under each
// version of the trigger function. PostgreSQL when DATABASE_URL is set (in a database of its own,
// veedu_bench_alerts, made and dropped on that server), else the embedded PGlite in memory.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import { openBenchDatabase } from './bench-database';
import { createMailOutbox } from '../server/mail/outbox';
import { createAlertSender } from '../server/modules/alerts/alert-sender';
import { createAlertsService } from '../server/modules/alerts/alerts.service';
import { createExchangeRatesService } from '../server/modules/exchange-rates/exchange-rates.service';
import { createPropertiesService } from '../server/modules/properties/properties.service';
import { createReferenceService } from '../server/modules/reference/reference.service';
import { createImageStore } from '../server/media/image-store';
import { defaultRateLimits } from '../server/modules/rate-limit/rate-limit';
import { createMedia } from '../server/media/storage';
import { projectRoot } from '../server/paths';
import { prepareDatabase } from '../server/start';
import { seededRandom } from '../server/testing/seeded-random';
import { insertSyntheticListings, syntheticReferences } from './synthetic-listings';

const { values: args } = parseArgs({
  options: {
    listings: { type: 'string', default: '20000' },
    alerts: { type: 'string', default: '100000' },
    new: { type: 'string', default: '1000' },
    writes: { type: 'string', default: '300' },
  },
});
const LISTINGS = Number(args.listings);
const ALERTS = Number(args.alerts);
const NEW_LISTINGS = Number(args.new);
const WRITES = Number(args.writes);

async function rowsOf<T>(database: DatabaseHandle, statement: ReturnType<typeof sql>) {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The listing page's searches, as visitors make them (contract/listing-search.ts's names). */
function savedQueries(towns: string[], count: number): string[] {
  const random = seededRandom(36);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const rentPrices = ['', 'price=0-15000', 'price=15000-30000', 'price=30000-60000'];
  const salePrices = ['', 'price=0-5000000', 'price=5000000-10000000', 'price=10000000-20000000'];
  const queries: string[] = [];
  for (let n = 0; n < count; n++) {
    const isRent = random() < 0.45;
    const parts = [
      isRent ? 'type=rent' : random() < 0.9 ? 'type=buy' : '',
      random() < 0.85 ? `location=${encodeURIComponent(pick(towns))}` : '',
      random() < 0.5 ? `beds=${pick(['1', '2', '3', '4'])}` : '',
      pick(isRent ? rentPrices : salePrices),
      random() < 0.3
        ? `category=${pick(['apartment', 'villa', 'house', 'plot', 'commercial'])}`
        : '',
    ].filter(Boolean);
    queries.push(parts.join('&'));
  }
  return queries;
}

async function insertAlerts(database: DatabaseHandle, towns: string[]): Promise<number> {
  const queries = savedQueries(towns, ALERTS);
  const addresses = Math.ceil(ALERTS / 2.5);
  const BATCH = 5_000;
  for (let start = 0; start < addresses; start += BATCH) {
    const end = Math.min(addresses, start + BATCH);
    const emails = Array.from({ length: end - start }, (_, n) => `seeker${start + n}@example.in`);
    await database.db.execute(sql`insert into alert_subscribers (email)
      select unnest(${`{${emails.join(',')}}`}::text[])`);
  }
  const [range] = await rowsOf<{ low: number; high: number }>(
    database,
    sql`select min(id) as low, max(id) as high from alert_subscribers`,
  );
  const low = Number(range!.low);
  for (let start = 0; start < ALERTS; start += BATCH) {
    const slice = queries.slice(start, start + BATCH);
    const subscribers = slice.map((_, n) => low + ((start + n) % addresses));
    await database.db.execute(sql`insert into search_alerts
        (subscriber_id, query, frequency, language, consent_page, confirmed_at, checked_version)
      select s, q, 'daily', case when s % 5 = 0 then 'ml' else 'en' end, '/property-listing', now(),
        (select version from catalogue_version)
      from unnest(${`{${subscribers.join(',')}}`}::int[], ${pgTextArray(slice)}::text[]) as t(s, q)`);
  }
  return new Set(queries).size;
}

/** A text array literal for PostgreSQL: each element quoted. */
function pgTextArray(items: readonly string[]): string {
  return `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** `WRITES` price cuts, one listing each, one statement each as the service writes them. */
async function timeWrites(database: DatabaseHandle, ids: number[]): Promise<number[]> {
  const times: number[] = [];
  for (const id of ids) {
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update properties set price = round(price * 0.97), updated_at = now()
        where id = ${id}`);
    });
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** The catalogue trigger's function as a migration made it: 0021's without news, 0023's with. */
function triggerFunctionOf(migration: '0021_catalogue_changes' | '0023_alert_sends'): string {
  const text = readFileSync(
    path.join(projectRoot, 'server', 'db', 'migrations', `${migration}.sql`),
    'utf8',
  );
  const start = text.indexOf('CREATE OR REPLACE FUNCTION "bump_catalogue_version"');
  const end = text.indexOf('END $$;', start) + 'END $$;'.length;
  return text.slice(start, end);
}

async function main(): Promise<void> {
  const { database, drop } = await openBenchDatabase('veedu_bench_alerts');
  try {
    await prepareDatabase(database);
    const db = database.db;
    const seedStarted = performance.now();
    await insertSyntheticListings(db, LISTINGS);
    const references = await syntheticReferences(db);
    const towns = [...new Set(references.towns.map((town) => town.city))];
    const distinct = await insertAlerts(database, towns);
    await db.execute(sql`analyze`);
    console.log(
      `${database.kind}: ${LISTINGS.toLocaleString('en')} listings, ${ALERTS.toLocaleString('en')} confirmed daily alerts ` +
        `(${distinct.toLocaleString('en')} distinct searches, ${Math.ceil(ALERTS / 2.5).toLocaleString('en')} addresses), ` +
        `prepared in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
    );

    const media = createMedia({
      storage: { kind: 'local', directory: '/tmp/veedu-bench-alerts-media' },
      publicBase: '/media',
    });
    const reference = createReferenceService({ db });
    const properties = createPropertiesService({
      db,
      images: createImageStore(media, 'properties'),
      reference,
    });
    const outbox = createMailOutbox({
      db,
      send: async () => {},
      log: { info() {}, warn() {}, error() {} },
    });
    const site = { name: 'Veedu', publicUrl: 'https://veedu.example' };
    const alerts = createAlertsService({
      db,
      outbox,
      outboxDir: '/tmp/veedu-bench-alerts-outbox',
      site,
      mailsPerAddress: defaultRateLimits.alertMailsPerAddress,
    });
    const exchangeRates = createExchangeRatesService({ db });
    const sender = createAlertSender({
      db,
      outbox,
      properties,
      rates: () => exchangeRates.get(),
      manageToken: alerts.manageToken,
      site,
    });

    // The new listings arrive (available ones make news).
    const newStarted = performance.now();
    await insertSyntheticListings(db, NEW_LISTINGS, { priceCuts: false });
    // And a day's price cuts: one listing in 200.
    await db.execute(sql`update properties set price = round(price * 0.95)
      where id % 200 = 0 and id <= ${LISTINGS}`);
    const [news] = await rowsOf<{ n: number }>(
      database,
      sql`select count(distinct property_id) as n from listing_news
        where version > (select min(checked_version) from search_alerts)`,
    );
    console.log(
      `  ${NEW_LISTINGS.toLocaleString('en')} new listings and ${Math.floor(LISTINGS / 200)} price cuts written in ` +
        `${((performance.now() - newStarted) / 1000).toFixed(1)} s: ${Number(news?.n ?? 0).toLocaleString('en')} listings with news ` +
        `(the new ones that are available, and the cuts)`,
    );

    // Nothing is sent here: the run's mails stay in the outbox, to be counted.
    await outbox.close();
    const heapBefore = process.memoryUsage().rss;
    const runStarted = performance.now();
    const report = await sender.run('daily');
    const runMs = performance.now() - runStarted;
    const [queued] = await rowsOf<{ n: number }>(
      database,
      sql`select count(*) as n from mail_outbox where alert_subscriber_id is not null`,
    );
    console.log(
      `  the run: ${(runMs / 1000).toFixed(1)} s to match ${report.alerts.toLocaleString('en')} alerts against ` +
        `${report.candidates.toLocaleString('en')} listings and queue ${report.mails.toLocaleString('en')} mails ` +
        `(${report.sends.toLocaleString('en')} listings told of; ${Number(queued?.n ?? 0).toLocaleString('en')} in the outbox); ` +
        `RSS ${(heapBefore / 1024 / 1024).toFixed(0)} MB before, ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB after`,
    );
    const againStarted = performance.now();
    const again = await sender.run('daily');
    console.log(
      `  a second run at once: ${again.mails} mails, ${(performance.now() - againStarted).toFixed(0)} ms (nothing is sent twice)`,
    );

    // A write's cost, with the news and without it, alternating so the machine's noise falls on both.
    const ids = (
      await rowsOf<{ id: number }>(
        database,
        sql`select id from properties where status = 'available' order by id limit ${WRITES * 4}`,
      )
    ).map((row) => Number(row.id));
    const withNews: number[] = [];
    const withoutNews: number[] = [];
    for (let round = 0; round < 4; round++) {
      const slice = ids.slice(round * WRITES, (round + 1) * WRITES);
      const half = Math.floor(slice.length / 2);
      await db.execute(sql.raw(triggerFunctionOf('0021_catalogue_changes')));
      withoutNews.push(...(await timeWrites(database, slice.slice(0, half))));
      await db.execute(sql.raw(triggerFunctionOf('0023_alert_sends')));
      withNews.push(...(await timeWrites(database, slice.slice(half))));
    }
    for (const [name, times] of [
      ['without listing news (migration 0021)', withoutNews],
      ['with listing news (migration 0023)', withNews],
    ] as const) {
      times.sort((a, b) => a - b);
      console.log(
        `  a price cut ${name}: median ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms (${times.length} writes)`,
      );
    }
  } finally {
    await database.close();
    await drop();
  }
}

await main();
