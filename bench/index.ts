// `npm run bench:index`: the search index alone, in this process, at the size of a catalogue
// bench:scale seeded (veedu_scale; `--database` names another on DATABASE_URL's server): builds
// the index as a server does, answers `--warmup` searches of another seed (the kept bits and
// text matches a live server has), then the drawn searches (bench/search-space.ts) as new ones
// and again, and reports the time per search (mean, p50, p95, p99, worst), the slowest, the
// similar listings' time, then applies `--changes` writes one at a time (prices, statuses, new
// listings, deletions) and reports what each cost, then the build's time and the memory. No HTTP
// and no page read: what a search and a write cost the index alone.
import { parseArgs } from 'node:util';
import { readListingSearch } from '../contract/listing-search';
import { openDatabase } from '../server/db/client';
import { readCatalogue } from '../server/modules/properties/catalogue.repo';
import * as repo from '../server/modules/properties/properties.repo';
import { findPlacesMeant, toSearch } from '../server/modules/properties/properties.service';
import {
  createSearchIndex,
  type SearchIndex,
  type SearchRow,
  type TextMatches,
} from '../server/modules/properties/search-index';
import { locationTerm } from '../server/modules/properties/search-tuning';
import { drawSearches } from './search-space';

const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'veedu_scale' },
    searches: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '777' },
    warmup: { type: 'string', default: '2000' },
    changes: { type: 'string', default: '400' },
  },
});

const base = process.env.DATABASE_URL;
if (!base) throw new Error('DATABASE_URL: the PostgreSQL server bench:scale seeded');
const url = new URL(base);
url.pathname = `/${args.database}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
const { db } = database;

let started = performance.now();
let made: SearchIndex | undefined;
/** Listings the changes below are made to: one in SAMPLE_EVERY, as read. */
const SAMPLE_EVERY = 499;
const sample: SearchRow[] = [];
let lastListingId = 0;
await readCatalogue(db, ({ types, lastId }) => {
  const index = createSearchIndex(types, { capacity: lastId + Math.ceil(lastId / 32) + 1024 });
  made = index;
  lastListingId = lastId;
  let seen = 0;
  return (chunk) => {
    index.load(chunk);
    for (const row of chunk) if (seen++ % SAMPLE_EVERY === 0) sample.push(row);
  };
});
if (!made) throw new Error(`no catalogue in ${args.database}`);
const index: SearchIndex = made;
const built = performance.now() - started;

const texts = new Map<string, Promise<ReadonlySet<number>>>();
const textOf = (key: string, find: () => Promise<Int32Array>) => {
  let found = texts.get(key);
  if (!found) texts.set(key, (found = find().then((ids) => new Set(ids))));
  return found;
};
const warmup = drawSearches(Number(args.warmup), Number(args.seed) + 1);
const drawn = drawSearches(Number(args.searches), Number(args.seed));
const asked = [];
for (const { query } of [...warmup, ...drawn]) {
  const { search } = readListingSearch(new URLSearchParams(query), 'api');
  const term = locationTerm(search.location);
  const places = term ? await findPlacesMeant(db, term) : undefined;
  const { criteria, options } = toSearch(search, { isAdmin: false }, places);
  const text: TextMatches = {};
  const { keyword, category } = criteria;
  if (keyword !== undefined) {
    text.keyword = await textOf(`q ${keyword}`, () =>
      repo.findIds(db, repo.idsWithTextStatement(keyword)),
    );
  }
  if (category && category.keywords.length > 0) {
    const words = category.keywords;
    text.untypedCategory = await textOf(`c ${words.join('|')}`, () =>
      repo.findIds(db, repo.untypedIdsWithWordsStatement(words)),
    );
  }
  asked.push({ query, criteria, options, text });
}
await database.close();

// The first search sorts the orders: the build's cost, not a search's.
started = performance.now();
index.count({ statuses: ['available'] });
const ordered = performance.now() - started;
for (const { criteria, options, text } of asked.splice(0, warmup.length)) {
  index.search(criteria, options, text);
}
const memory = process.memoryUsage();

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
for (const round of ['new searches', 'the same again'] as const) {
  const times: { ms: number; query: string }[] = [];
  for (const { query, criteria, options, text } of asked) {
    const at = performance.now();
    index.search(criteria, options, text);
    times.push({ ms: performance.now() - at, query });
  }
  const sorted = times.map((time) => time.ms).sort((a, b) => a - b);
  const mean = sorted.reduce((sum, ms) => sum + ms, 0) / sorted.length;
  const figures = [0.5, 0.95, 0.99].map((q) => quantile(sorted, q).toFixed(3));
  console.log(
    `${round}: ${asked.length}, mean ${mean.toFixed(3)} ms, p50 ${figures[0]}, p95 ${figures[1]}, ` +
      `p99 ${figures[2]}, worst ${quantile(sorted, 1).toFixed(2)} ms`,
  );
  if (round === 'new searches') {
    for (const slow of times.sort((a, b) => b.ms - a.ms).slice(0, 6)) {
      console.log(`  ${slow.ms.toFixed(2)} ms  ${slow.query}`);
    }
  }
}
// A listing page's similar listings (SearchIndex.similar): random listings of the catalogue, the
// public's freshness cut, as the page asks. The first call makes the groups, a build's cost.
const ids = drawn.map((_, at) => 1 + ((at * 7_919 + Number(args.seed)) % index.stats().listings));
const since = Date.now() - 180 * 86_400_000;
started = performance.now();
index.similar(ids[0]!, 6, since);
const grouped = performance.now() - started;
const similarTimes = ids
  .map((id) => {
    const at = performance.now();
    index.similar(id, 6, since);
    return performance.now() - at;
  })
  .sort((a, b) => a - b);
const similarMean = similarTimes.reduce((sum, ms) => sum + ms, 0) / similarTimes.length;
console.log(
  `similar listings: ${similarTimes.length}, mean ${similarMean.toFixed(3)} ms, p50 ` +
    `${quantile(similarTimes, 0.5).toFixed(3)}, p95 ${quantile(similarTimes, 0.95).toFixed(3)}, ` +
    `worst ${quantile(similarTimes, 1).toFixed(2)} ms (groups made in ${grouped.toFixed(0)} ms)`,
);

// Writes as an instance applies them (SearchIndex.apply), one at a time, with every order, the
// similar groups and the kept bits made (the searches above made them): what a write costs each
// instance's event loop. Price changes (a cut when lower), status changes, new listings (copies
// of sampled ones) and deletions of those, in turn.
const KINDS = ['price', 'status', 'price', 'new', 'price', 'status', 'delete'] as const;
const changeTimes = new Map<(typeof KINDS)[number], number[]>();
const added: number[] = [];
const now = Date.now();
for (let at = 0; at < Number(args.changes); at += 1) {
  const kind = KINDS[at % KINDS.length]!;
  const listing = sample[(at * 7_919) % sample.length]!;
  let change: { rows: SearchRow[]; removed: number[] };
  if (kind === 'price') {
    const price = Math.round(listing.price * (at % 2 === 0 ? 0.9 : 1.12));
    const row = { ...listing, price, reduced_ms: price < listing.price ? now : listing.reduced_ms };
    change = { rows: [row], removed: [] };
    sample[(at * 7_919) % sample.length] = row;
  } else if (kind === 'status') {
    const row = {
      ...listing,
      status: listing.status === 'available' ? 'sold' : 'available',
    } as const;
    change = { rows: [row], removed: [] };
    sample[(at * 7_919) % sample.length] = row;
  } else if (kind === 'new') {
    lastListingId += 1;
    added.push(lastListingId);
    change = { rows: [{ ...listing, id: lastListingId, created_us: now * 1000 }], removed: [] };
  } else {
    change = { rows: [], removed: added.splice(0, 1) };
  }
  const started = performance.now();
  index.apply(change.rows, change.removed);
  const ms = performance.now() - started;
  changeTimes.set(kind, [...(changeTimes.get(kind) ?? []), ms]);
}
const allChanges = [...changeTimes.values()].flat().sort((a, b) => a - b);
const changeFigures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${quantile(sorted, 0.5).toFixed(2)}, p95 ${quantile(sorted, 0.95).toFixed(2)}, worst ${quantile(sorted, 1).toFixed(2)} ms`;
};
console.log(
  `changes applied one at a time: ${allChanges.length}, ${changeFigures(allChanges)} (` +
    [...changeTimes].map(([kind, times]) => `${kind} ${changeFigures(times)}`).join('; ') +
    ')',
);
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
console.log(
  `index of ${index.stats().listings.toLocaleString('en-US')} listings: read and built in ` +
    `${(built / 1000).toFixed(1)} s, orders sorted in ${(ordered / 1000).toFixed(1)} s; heap ` +
    `${mb(memory.heapUsed)} MB, array buffers ${mb(memory.arrayBuffers)} MB, RSS ${mb(memory.rss)} MB`,
);
