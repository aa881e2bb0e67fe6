// `npm run bench:view-rollup`: what rolling raw views up into daily counts (issue 32, item 5)
// saves and costs. Fills listing_views with `--days` days of views, `--per-day` rows a day over
// `--listings` listings (uniformly, or with `--skew` so that a fifth of the listings get four
// fifths of the views), then runs the housekeeping's rollup as production runs it and prints:
// the size of listing_views and listing_view_days (pg_total_relation_size: rows and indexes)
// before, after the rollup (whose VACUUM leaves the file's size but makes its pages reusable) and
// after VACUUM FULL (what the rows left take); the rollup's time, its longest statement and, on
// PGlite, the longest the event loop waited; then one more day, as every later day goes. The site's
// totals and every listing's 30-day figure are compared before and after.
// PostgreSQL when DATABASE_URL is set (in a database of its own, veedu_bench_rollup, made and
// dropped on that server), else the embedded PGlite in memory.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { keralaDate } from '../contract/format';
import type { DatabaseHandle } from '../server/db/client';
import { openBenchDatabase } from './bench-database';
import { ROLLUP_BATCH, rollUpViews } from '../server/housekeeping/view-rollup';
import { countsByListing, siteTotals } from '../server/modules/leads/leads.repo';

const { values: args } = parseArgs({
  options: {
    // 1/10 of 1,000,000 listings with a quarter of 100 req/s new views (docs/deploy.md).
    listings: { type: 'string', default: '100000' },
    'per-day': { type: 'string', default: '216000' },
    days: { type: 'string', default: '30' },
    skew: { type: 'boolean', default: false },
    // Rows a batch; the housekeeping's own by default.
    batch: { type: 'string' },
  },
});
const LISTINGS = Number(args.listings);
const PER_DAY = Number(args['per-day']);
const DAYS = Number(args.days);
const DAY_MS = 24 * 60 * 60 * 1000;

async function rowsOf<T>(database: DatabaseHandle, statement: ReturnType<typeof sql>) {
  return ((await database.db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function sizes(database: DatabaseHandle) {
  const [row] = await rowsOf<{ raw: string; rawRows: string; days: string; dayRows: string }>(
    database,
    sql`select pg_total_relation_size('listing_views') as "raw",
      (select count(*) from listing_views) as "rawRows",
      pg_total_relation_size('listing_view_days') as "days",
      (select count(*) from listing_view_days) as "dayRows"`,
  );
  if (!row) throw new Error('no sizes');
  return {
    raw: Number(row.raw),
    rawRows: Number(row.rawRows),
    days: Number(row.days),
    dayRows: Number(row.dayRows),
  };
}

function printSizes(label: string, size: Awaited<ReturnType<typeof sizes>>) {
  console.log(
    `${label.padEnd(34)} listing_views ${mb(size.raw).padStart(10)} (${size.rawRows.toLocaleString('en')} rows),` +
      ` listing_view_days ${mb(size.days).padStart(9)} (${size.dayRows.toLocaleString('en')} rows),` +
      ` both ${mb(size.raw + size.days)}`,
  );
}

/** One day's views: `PER_DAY` rows, each a new visitor, listings drawn as asked. */
async function fillDay(database: DatabaseHandle, day: string): Promise<void> {
  // random()^7.2: a fifth of the listings (the lowest ids) draw four fifths of the views.
  const draw = args.skew ? sql`power(random(), 7.2)` : sql`random()`;
  const chunk = 50_000;
  for (let start = 0; start < PER_DAY; start += chunk) {
    const end = Math.min(PER_DAY, start + chunk);
    await database.db.execute(sql`
      insert into listing_views (property_id, day, visitor_hash)
      select 1 + floor(${draw} * ${LISTINGS})::int, ${day}::date, md5(${day} || ':' || g)
      from generate_series(${start + 1}::int, ${end}::int) as g
      on conflict do nothing`);
  }
}

/** Every figure made of views over the 30 days before `today`, as one comparable string. */
async function figures(database: DatabaseHandle, today: string): Promise<string> {
  const firstDay = keralaDate(
    new Date(new Date(`${today}T12:00:00+05:30`).getTime() - 29 * DAY_MS),
  );
  const since = new Date(`${firstDay}T00:00:00+05:30`);
  const tomorrow = keralaDate(new Date(new Date(`${today}T12:00:00+05:30`).getTime() + DAY_MS));
  const totals = await siteTotals(database.db, {
    fromDay: firstDay,
    toDay: tomorrow,
    from: since,
    to: new Date(`${tomorrow}T00:00:00+05:30`),
  });
  const byListing = await countsByListing(database.db, 'views', firstDay, since);
  let checksum = 0;
  for (const [id, count] of [...byListing].sort(([a], [b]) => a - b)) {
    checksum = (checksum * 31 + id * 7 + count) % 1_000_000_007;
  }
  return `site ${totals.views} views, ${byListing.size} listings viewed, checksum ${checksum}`;
}

/** Runs the rollup as housekeeping does at `now`; times it, its statements and the event loop. */
async function timedRollup(database: DatabaseHandle, now: Date) {
  const statements: number[] = [];
  const stop = database.observe({
    slowStatementMs: 0,
    onSlowStatement: (run) => statements.push(run.durationMs),
    onConnectionWait: () => {},
  });
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const started = performance.now();
  const moved = await rollUpViews(database.db, now, {
    batch: args.batch ? Number(args.batch) : ROLLUP_BATCH,
  });
  const seconds = (performance.now() - started) / 1000;
  loop.disable();
  stop();
  // The last statement is the VACUUM; the ones before it the batches.
  const vacuumMs = statements.at(-1) ?? 0;
  const batches = statements.slice(1, -1);
  console.log(
    `  moved ${moved.toLocaleString('en')} views in ${seconds.toFixed(1)} s` +
      ` (${batches.length} batches, longest ${Math.max(0, ...batches).toFixed(0)} ms,` +
      ` median ${(batches.sort((a, b) => a - b)[Math.floor(batches.length / 2)] ?? 0).toFixed(0)} ms;` +
      ` VACUUM ${vacuumMs.toFixed(0)} ms); event loop delay max ${(loop.max / 1e6).toFixed(0)} ms`,
  );
}

async function main(): Promise<void> {
  const { database, drop } = await openBenchDatabase('veedu_bench_rollup');
  try {
    await database.migrate();
    const now = new Date();
    const today = keralaDate(now);
    console.log(
      `${database.kind}: ${DAYS} days x ${PER_DAY.toLocaleString('en')} views over ` +
        `${LISTINGS.toLocaleString('en')} listings (${args.skew ? 'a fifth of them get 80 %' : 'uniformly'})`,
    );
    const fillStarted = performance.now();
    for (let ago = DAYS - 1; ago >= 0; ago -= 1) {
      await fillDay(database, keralaDate(new Date(now.getTime() - ago * DAY_MS)));
    }
    // As autovacuum would have on a live server (PGlite: as the server does when it starts).
    await database.db.execute(sql`vacuum analyze listing_views`);
    console.log(`  filled in ${((performance.now() - fillStarted) / 1000).toFixed(0)} s`);
    const before = await sizes(database);
    printSizes('before the rollup', before);
    const figuresBefore = await figures(database, today);

    await timedRollup(database, now);
    await database.db.execute(sql`analyze listing_view_days`);
    printSizes('after the rollup (and its VACUUM)', await sizes(database));
    const figuresAfter = await figures(database, today);
    console.log(`  figures before: ${figuresBefore}`);
    console.log(
      `  figures after:  ${figuresAfter} ${figuresAfter === figuresBefore ? '(the same)' : '(DIFFERENT)'}`,
    );

    await database.db.execute(sql`vacuum full listing_views`);
    printSizes('after VACUUM FULL', await sizes(database));

    // The next day: its views come in, and the day before yesterday goes, as every day.
    const next = new Date(now.getTime() + DAY_MS);
    await fillDay(database, keralaDate(next));
    await database.db.execute(sql`vacuum analyze listing_views`);
    printSizes('a day later, before its rollup', await sizes(database));
    await timedRollup(database, next);
    printSizes('a day later, after its rollup', await sizes(database));
  } finally {
    await database.close();
    await drop();
  }
}

await main();
