// `npm run test:crash`: kill -9 the built server during concurrent writes, on PGlite and on
// PostgreSQL, restart it on the same data, and check that every write it acknowledged (a 2xx
// received) survived: listings with every photo and every file of every photo, photos added to
// listings, enquiries, deletes; and that a listing that exists is whole. Enquiry notification
// mails are counted apart (`--require-mail` makes a missing one fail). Too long for `npm test`;
// run after `npm run build`.
//
//   npm run test:crash -- --engine pglite|postgres|both --rounds 3 --seed 42 --require-mail --no-record
//
// PostgreSQL: a database of its own (`veedu_crash_<random>`), made and dropped on the server of
// TEST_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { recordInPerformanceDoc } from '../bench/record';
import type { EnquiryInput } from '../contract/enquiries';
import { MAX_IMAGES_PER_LISTING } from '../contract/property-constants';
import {
  addPhotos,
  deleteListing,
  type ListingReferences,
  listingReferences,
  postEnquiry,
  postListing,
  readAllPages,
  signIn,
} from '../server/testing/live-api';
import { errorLines, type RunningServer, startServer } from '../server/testing/process-server';
import { seededRandom } from '../server/testing/seeded-random';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: '3' },
    seed: { type: 'string' },
    'require-mail': { type: 'boolean', default: false },
    'no-record': { type: 'boolean', default: false },
  },
});

type Engine = 'pglite' | 'postgres';
const ENGINES: Record<string, Engine[]> = {
  both: ['pglite', 'postgres'],
  pglite: ['pglite'],
  postgres: ['postgres'],
};
const engines = ENGINES[args.engine];
const rounds = Number(args.rounds);
const seed = args.seed === undefined ? randomBytes(4).readUInt32BE() : Number(args.seed);
if (
  !engines ||
  !Number.isInteger(rounds) ||
  rounds < 1 ||
  rounds > 20 ||
  !Number.isInteger(seed) ||
  seed < 0
) {
  console.error('Usage: npm run test:crash -- [--engine pglite|postgres|both] [--rounds 1-20]');
  console.error('       [--seed N (a whole number)] [--require-mail] [--no-record]');
  process.exit(2);
}
const random = seededRandom(seed);
const requireMail = args['require-mail'];

const ADMIN = { email: 'crash@veedu.test', password: 'crash-pass-123' };
const postgresServerUrl =
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';
/** Load before the kill: 1 to 4 s. */
const LOAD_MS = { min: 1000, max: 4000 };
/** How long the restarted server gets to send the mails left from before the kill. */
const MAIL_WAIT_MS = 6000;
/** A write that takes longer than this is abandoned (unacknowledged). */
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
function pick<T>(items: T[]): T | undefined {
  return items[Math.floor(random() * items.length)];
}

// ---------------------------------------------------------------------------------------------
// What the server acknowledged

interface ListingRecord {
  marker: string;
  round: number;
  /** Null when a 201 arrived but its body did not (the kill): found again by its marker. */
  id: number | null;
  /** Acknowledged image ids, each with the round that acknowledged it. */
  images: Map<number, number>;
  /** Photos acknowledged whose ids were never read (a 2xx whose body the kill cut), by round. */
  unknownImages: { round: number; count: number }[];
  /**
   * live: must exist; deleting: a delete was sent and not acknowledged (it may have been
   * applied), settled at the next check; deleted: gone, acknowledged in `deleteRound` or seen
   * applied (deleteRound null), and must stay gone.
   */
  state: 'live' | 'deleting' | 'deleted';
  deleteRound: number | null;
  /** A photo upload or an enquiry about it is in flight: not to be deleted now. */
  pins: number;
}

interface EnquiryRecord {
  marker: string;
  round: number;
  listingId: number | null;
}

interface Ledger {
  listings: ListingRecord[];
  enquiries: EnquiryRecord[];
  /** Listings found though never acknowledged (their answer was lost to a kill). */
  unacknowledgedSeen: Set<number>;
}

const KINDS = ['listings', 'photos', 'files', 'enquiries', 'deletes'] as const;
type Kind = (typeof KINDS)[number];

interface Tally {
  acknowledged: number;
  found: number;
}

interface MailTally {
  acknowledged: number;
  /** Its marker is in an .eml file of the outbox folder. */
  sent: number;
  /** Still in the mail_outbox table (PostgreSQL: claimed by the killed instance, under lease). */
  waiting: number;
  /** Sent more than once (at-least-once: a kill between the send and the row's delete). */
  duplicates: number;
}

interface RoundResult {
  engine: Engine;
  round: number;
  loadMs: number;
  restartMs: number;
  checkMs: number;
  writes: WriteStats;
  tallies: Record<Kind, Tally>;
  /** Writes acknowledged in earlier rounds, checked again after this restart. */
  earlier: Tally;
  /** Listings first seen after this kill though their create was not acknowledged (allowed; whole). */
  unacknowledgedListings: number;
  /** Images (acknowledged or not) with a file that is not served. */
  brokenImages: number;
  mails: MailTally;
  errorLines: number;
  findings: string[];
}

interface EngineResult {
  engine: Engine;
  rounds: RoundResult[];
  /** PostgreSQL: mails after the killed instances' leases were run out and the server restarted. */
  finalMails: MailTally | null;
  /** Error lines and exit code of the last server's SIGTERM stop. */
  stopFindings: string[];
}

const emptyTally = (): Tally => ({ acknowledged: 0, found: 0 });
const missing = (tally: Tally) => tally.acknowledged - tally.found;

// ---------------------------------------------------------------------------------------------
// Writers

/** Client addresses for enquiries, one each, so the per-address limit never refuses them. */
let addressCounter = 0;
function nextClientAddress(): string {
  addressCounter += 1;
  return `198.${18 + (addressCounter >> 16)}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

let markerCounter = 0;
function nextMarker(engine: Engine, round: number, kind: string): string {
  markerCounter += 1;
  return `crash${kind}${engine}r${round}n${markerCounter}x${randomBytes(3).toString('hex')}`;
}

async function readJson<T>(response: Response): Promise<T | null> {
  try {
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

interface ListingJson {
  id: number;
  title: string;
  images: { id: number; image: string; variants: { url: string }[] }[];
}

const WRITE_KINDS = ['create', 'add photos', 'enquiry', 'delete'] as const;
type WriteKind = (typeof WRITE_KINDS)[number];

/** Requests of one kind in a round: sent, answered 2xx, and in flight when the kill came. */
interface WriteStat {
  sent: number;
  acknowledged: number;
  inFlight: number;
  inFlightAtKill: number;
}
type WriteStats = Record<WriteKind, WriteStat>;

function emptyWriteStats(): WriteStats {
  return Object.fromEntries(
    WRITE_KINDS.map((kind) => [kind, { sent: 0, acknowledged: 0, inFlight: 0, inFlightAtKill: 0 }]),
  ) as WriteStats;
}

/** Sends one write and counts it; the answer as it came. */
async function tracked(
  stats: WriteStats,
  kind: WriteKind,
  send: () => Promise<Response>,
): Promise<Response> {
  const stat = stats[kind];
  stat.sent += 1;
  stat.inFlight += 1;
  try {
    const response = await send();
    if (response.status >= 200 && response.status <= 299) stat.acknowledged += 1;
    return response;
  } finally {
    stat.inFlight -= 1;
  }
}

interface WriterContext {
  stats: WriteStats;
  engine: Engine;
  round: number;
  baseUrl: string;
  token: string;
  references: ListingReferences;
  ledger: Ledger;
}

async function createOne(context: WriterContext, photos: number): Promise<void> {
  const { engine, round, baseUrl, token, references, ledger } = context;
  const marker = nextMarker(engine, round, 'listing');
  const response = await tracked(context.stats, 'create', () =>
    postListing(
      baseUrl,
      token,
      references,
      marker,
      photos,
      AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    ),
  );
  if (response.status < 200 || response.status > 299) {
    await response.arrayBuffer().catch(() => undefined);
    return;
  }
  const body = await readJson<ListingJson>(response);
  const record: ListingRecord = {
    marker,
    round,
    id: body?.id ?? null,
    images: new Map((body?.images ?? []).map((image) => [image.id, round])),
    unknownImages: body ? [] : [{ round, count: photos }],
    state: 'live',
    deleteRound: null,
    pins: 0,
  };
  ledger.listings.push(record);
}

function liveListings(ledger: Ledger): ListingRecord[] {
  return ledger.listings.filter((listing) => listing.state === 'live' && listing.id !== null);
}

async function addPhotosOnce(context: WriterContext): Promise<boolean> {
  const { round, baseUrl, token, ledger } = context;
  const photos = between(1, 2);
  const listing = pick(
    liveListings(ledger).filter(
      (candidate) =>
        candidate.pins === 0 &&
        candidate.images.size + photos + 3 <= MAX_IMAGES_PER_LISTING &&
        candidate.unknownImages.length === 0,
    ),
  );
  if (!listing || listing.id === null) return false;
  listing.pins += 1;
  try {
    const id = listing.id;
    const response = await tracked(context.stats, 'add photos', () =>
      addPhotos(baseUrl, token, id, photos, AbortSignal.timeout(REQUEST_TIMEOUT_MS)),
    );
    if (response.status < 200 || response.status > 299) {
      await response.arrayBuffer().catch(() => undefined);
      return true;
    }
    const body = await readJson<ListingJson>(response);
    if (!body) {
      listing.unknownImages.push({ round, count: photos });
      return true;
    }
    // The answer is the listing as committed: every image in it is acknowledged from now on.
    for (const image of body.images) {
      if (!listing.images.has(image.id)) listing.images.set(image.id, round);
    }
    return true;
  } finally {
    listing.pins -= 1;
  }
}

async function deleteOnce(context: WriterContext): Promise<boolean> {
  const { round, baseUrl, token, ledger } = context;
  const candidates = liveListings(ledger).filter((listing) => listing.pins === 0);
  if (candidates.length < 4) return false;
  const listing = pick(candidates);
  if (!listing || listing.id === null) return false;
  listing.state = 'deleting';
  const id = listing.id;
  const response = await tracked(context.stats, 'delete', () =>
    deleteListing(baseUrl, token, id, AbortSignal.timeout(REQUEST_TIMEOUT_MS)),
  );
  await response.arrayBuffer().catch(() => undefined);
  if (response.status >= 200 && response.status <= 299) {
    listing.state = 'deleted';
    listing.deleteRound = round;
  }
  return true;
}

async function enquireOnce(context: WriterContext): Promise<void> {
  const { engine, round, baseUrl, ledger } = context;
  const marker = nextMarker(engine, round, 'enquiry');
  const about = random() < 0.5 ? pick(liveListings(ledger)) : undefined;
  const enquiry: EnquiryInput = {
    name: 'Crash Tester',
    email: 'crash.tester@example.in',
    phone_number: '+919847000000',
    message: `Is this still available? Reference ${marker}.`,
    ...(about?.id ? { property: about.id } : { property_type: 'Residential' }),
  };
  if (about) about.pins += 1;
  try {
    const response = await tracked(context.stats, 'enquiry', () =>
      postEnquiry(baseUrl, enquiry, nextClientAddress(), AbortSignal.timeout(REQUEST_TIMEOUT_MS)),
    );
    await response.arrayBuffer().catch(() => undefined);
    if (response.status >= 200 && response.status <= 299) {
      ledger.enquiries.push({ marker, round, listingId: about?.id ?? null });
    }
  } finally {
    if (about) about.pins -= 1;
  }
}

/** Writers that run until `stop()`; the ledger keeps what the server acknowledged. */
function startWriters(context: WriterContext) {
  let running = true;
  const loop = async (write: () => Promise<unknown>, pauseMs: () => number) => {
    while (running) {
      try {
        await write();
      } catch {
        // Refused or cut off (the kill): not acknowledged.
      }
      if (running) await sleep(pauseMs());
    }
  };
  const writers = [
    // Three admins creating listings with 1 to 3 photos.
    ...Array.from({ length: 3 }, () =>
      loop(
        () => createOne(context, between(1, 3)),
        () => 10,
      ),
    ),
    // Visitors sending enquiries, about a listing or in general.
    ...Array.from({ length: 3 }, () =>
      loop(
        () => enquireOnce(context),
        () => between(0, 30),
      ),
    ),
    // An admin adding photos to existing listings.
    loop(
      () => addPhotosOnce(context),
      () => 20,
    ),
    // An admin deleting a listing now and then.
    loop(
      () => deleteOnce(context),
      () => between(250, 600),
    ),
  ];
  return {
    stop() {
      running = false;
      return Promise.allSettled(writers);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Checks after the restart

const MARKER = /crash(?:listing|enquiry)(?:pglite|postgres)r\d+n\d+x[0-9a-f]{6}/g;

async function getStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  await response.arrayBuffer();
  return response.status;
}

async function inPool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const item = items[next];
        next += 1;
        if (item !== undefined) await work(item);
      }
    }),
  );
}

/** The outbox folder's .eml files, read once each (a file is renamed in whole and never changes). */
class OutboxReader {
  private readonly seen = new Set<string>();
  /** How many .eml files name each marker. */
  readonly mailed = new Map<string, number>();
  constructor(private readonly folder: string) {}

  async refresh(): Promise<void> {
    const files = await readdir(this.folder).catch(() => [] as string[]);
    for (const file of files) {
      if (!file.endsWith('.eml') || this.seen.has(file)) continue;
      this.seen.add(file);
      // Quoted-printable folds long lines with a trailing '=': unfold before looking.
      const text = (await readFile(path.join(this.folder, file), 'utf8')).replace(/=\r?\n/g, '');
      for (const marker of new Set(text.match(MARKER) ?? [])) {
        this.mailed.set(marker, (this.mailed.get(marker) ?? 0) + 1);
      }
    }
  }
}

/** Markers of the mails still in the mail_outbox table (PostgreSQL; PGlite is the server's own). */
async function outboxTableMarkers(databaseUrl: string | null): Promise<Set<string>> {
  if (!databaseUrl) return new Set();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>('select text from mail_outbox');
    return new Set(rows.flatMap((row) => row.text.match(MARKER) ?? []));
  } finally {
    await client.end();
  }
}

interface CheckContext {
  engine: Engine;
  round: number;
  server: RunningServer;
  token: string;
  ledger: Ledger;
  outbox: OutboxReader;
  databaseUrl: string | null;
}

type CheckResult = Pick<
  RoundResult,
  'tallies' | 'earlier' | 'unacknowledgedListings' | 'brokenImages' | 'mails' | 'findings'
>;

async function check(context: CheckContext): Promise<CheckResult> {
  const { round, server, token, ledger, outbox, databaseUrl } = context;
  const auth = { authorization: `Token ${token}` };
  const tallies = Object.fromEntries(KINDS.map((kind) => [kind, emptyTally()])) as Record<
    Kind,
    Tally
  >;
  const earlier = emptyTally();
  const findings: string[] = [];
  const count = (kind: Kind, writtenIn: number, found: boolean, finding: () => string) => {
    const tally = writtenIn === round ? tallies[kind] : earlier;
    tally.acknowledged += 1;
    if (found) tally.found += 1;
    else findings.push(finding());
  };

  // Every listing there is, drafts included, as the admin sees them.
  const scanned = await readAllPages<ListingJson>(
    server.url,
    token,
    '/api/properties/properties/?status=all',
  );
  const byId = new Map(scanned.map((listing) => [listing.id, listing]));
  const byMarker = new Map(
    scanned.flatMap((listing) => (listing.title.match(MARKER) ?? []).map((m) => [m, listing])),
  );

  // Every file of every image of every listing, acknowledged or not: all must be served.
  const fileStatus = new Map<string, number>();
  const urls = scanned.flatMap((listing) =>
    listing.images.flatMap((image) => [image.image, ...image.variants.map((v) => v.url)]),
  );
  await inPool(urls, 8, async (url) => {
    fileStatus.set(url, await getStatus(`${server.url}${url}`).catch(() => 0));
  });
  const acknowledgedImages = new Set<number>();

  for (const listing of ledger.listings) {
    const label = () =>
      `listing ${listing.id ?? '(id unread)'} "${listing.marker}" (created in round ${listing.round})`;
    if (listing.state === 'deleting' && listing.id !== null) {
      // A delete the kill cut off: either outcome is right; from now on it must stay as found.
      const status = await getStatus(
        `${server.url}/api/properties/properties/${listing.id}/`,
        auth,
      );
      listing.state = status === 404 ? 'deleted' : 'live';
    }
    if (listing.state === 'deleted') {
      if (listing.id === null) continue;
      const status = await getStatus(
        `${server.url}/api/properties/properties/${listing.id}/`,
        auth,
      );
      const gone = status === 404 && !byId.has(listing.id);
      if (listing.deleteRound !== null) {
        count(
          'deletes',
          listing.deleteRound,
          gone,
          () => `lost delete: ${label()} answers ${status}`,
        );
      } else if (!gone) {
        findings.push(`a delete seen applied after an earlier kill came undone: ${label()}`);
      }
      continue;
    }
    const found =
      listing.id === null ? byMarker.get(listing.marker) : (byId.get(listing.id) ?? undefined);
    const detailStatus = found
      ? await getStatus(`${server.url}/api/properties/properties/${found.id}/`, auth)
      : 0;
    const exists =
      found !== undefined && detailStatus === 200 && found.title.includes(listing.marker);
    count('listings', listing.round, exists, () =>
      found
        ? `lost listing: ${label()}: detail answers ${detailStatus}, title "${found.title}"`
        : `lost listing: ${label()} is not in the admin list`,
    );
    if (!found) {
      for (const [imageId, imageRound] of listing.images) {
        count('photos', imageRound, false, () => `lost photo ${imageId} of ${label()}`);
      }
      for (const unknown of listing.unknownImages) {
        for (let index = 0; index < unknown.count; index += 1) {
          count('photos', unknown.round, false, () => `lost photo (id unread) of ${label()}`);
        }
      }
      continue;
    }
    if (listing.id === null) listing.id = found.id;
    const present = new Map(found.images.map((image) => [image.id, image]));
    for (const [imageId, imageRound] of listing.images) {
      const image = present.get(imageId);
      count('photos', imageRound, image !== undefined, () => `lost photo ${imageId} of ${label()}`);
      if (!image) continue;
      acknowledgedImages.add(imageId);
      for (const url of [image.image, ...image.variants.map((v) => v.url)]) {
        const status = fileStatus.get(url) ?? 0;
        count(
          'files',
          imageRound,
          status === 200,
          () => `lost file ${url} (${status}) of photo ${imageId} of ${label()}`,
        );
      }
    }
    // Photos acknowledged without their ids: as many images as that beyond the known ones.
    const extra = found.images.filter((image) => !listing.images.has(image.id));
    for (const unknown of listing.unknownImages) {
      for (let index = 0; index < unknown.count; index += 1) {
        const image = extra.shift();
        count(
          'photos',
          unknown.round,
          image !== undefined,
          () => `lost photo (id unread) of ${label()}`,
        );
        if (!image) continue;
        listing.images.set(image.id, unknown.round);
        acknowledgedImages.add(image.id);
        for (const url of [image.image, ...image.variants.map((v) => v.url)]) {
          const status = fileStatus.get(url) ?? 0;
          count(
            'files',
            unknown.round,
            status === 200,
            () => `lost file ${url} (${status}) of ${label()}`,
          );
        }
      }
    }
    listing.unknownImages = [];
  }

  // Writes that were not acknowledged may exist, but whole.
  const acknowledgedIds = new Set(ledger.listings.map((listing) => listing.id));
  const unacknowledgedListings = scanned.filter(
    (listing) => !acknowledgedIds.has(listing.id) && !ledger.unacknowledgedSeen.has(listing.id),
  );
  for (const listing of unacknowledgedListings) ledger.unacknowledgedSeen.add(listing.id);
  let brokenImages = 0;
  for (const listing of scanned) {
    for (const image of listing.images) {
      const bad = [image.image, ...image.variants.map((v) => v.url)].filter(
        (url) => fileStatus.get(url) !== 200,
      );
      if (bad.length === 0) continue;
      brokenImages += 1;
      if (!acknowledgedImages.has(image.id)) {
        findings.push(
          `broken listing ${listing.id} "${listing.title}": image ${image.id} (not acknowledged) has no ${bad.join(', ')}`,
        );
      }
    }
  }

  // Enquiries, as the admin lists them.
  const messages = await readAllPages<{ message: string }>(
    server.url,
    token,
    '/api/properties/contacts/',
  );
  const listed = new Set(messages.flatMap((enquiry) => enquiry.message.match(MARKER) ?? []));
  for (const enquiry of ledger.enquiries) {
    count('enquiries', enquiry.round, listed.has(enquiry.marker), () => {
      const about = enquiry.listingId ? ` about listing ${enquiry.listingId}` : '';
      return `lost enquiry "${enquiry.marker}"${about} (round ${enquiry.round})`;
    });
  }

  const mails = await checkMails(
    ledger.enquiries.filter((e) => e.round === round),
    outbox,
    databaseUrl,
  );
  return {
    tallies,
    earlier,
    unacknowledgedListings: unacknowledgedListings.length,
    brokenImages,
    mails,
    findings,
  };
}

/** Waits up to MAIL_WAIT_MS for every enquiry's mail in the outbox folder; the rest in the table. */
async function checkMails(
  enquiries: EnquiryRecord[],
  outbox: OutboxReader,
  databaseUrl: string | null,
  waitMs = MAIL_WAIT_MS,
): Promise<MailTally> {
  const deadline = Date.now() + waitMs;
  let unsent: EnquiryRecord[];
  for (;;) {
    await outbox.refresh();
    unsent = enquiries.filter((enquiry) => !outbox.mailed.has(enquiry.marker));
    if (unsent.length === 0 || Date.now() > deadline) break;
    await sleep(250);
  }
  const queued = await outboxTableMarkers(databaseUrl);
  // A row sent meanwhile left the table after its file was written: look at the folder again.
  await outbox.refresh();
  unsent = enquiries.filter((enquiry) => !outbox.mailed.has(enquiry.marker));
  return {
    acknowledged: enquiries.length,
    sent: enquiries.length - unsent.length,
    waiting: unsent.filter((enquiry) => queued.has(enquiry.marker)).length,
    duplicates: enquiries.filter((enquiry) => (outbox.mailed.get(enquiry.marker) ?? 0) > 1).length,
  };
}

// ---------------------------------------------------------------------------------------------
// One engine: start, then per round load, kill, restart, check

function serverErrors(server: RunningServer, label: string): string[] {
  const lines = errorLines(server.logs()).map(
    (line) => `${label} logged an error: ${JSON.stringify(line).slice(0, 600)}`,
  );
  const crashes = server
    .output()
    .split('\n')
    .filter((line) => !line.startsWith('{') && /uncaught|unhandled|fatal/i.test(line))
    .map((line) => `${label} wrote: ${line.slice(0, 600)}`);
  return [...lines, ...crashes];
}

async function withMaintenanceClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresServerUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function runEngine(engine: Engine): Promise<EngineResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `veedu-crash-${engine}-`));
  const databaseName = `veedu_crash_${randomBytes(4).toString('hex')}`;
  let databaseUrl: string | null = null;
  if (engine === 'postgres') {
    const url = new URL(postgresServerUrl);
    url.pathname = `/${databaseName}`;
    databaseUrl = url.toString();
    await withMaintenanceClient((client) => client.query(`create database ${databaseName}`));
  }
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: '0',
    TRUST_PROXY: '1',
    MALLOC_ARENA_MAX: '2',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const ledger: Ledger = { listings: [], enquiries: [], unacknowledgedSeen: new Set() };
  const outbox = new OutboxReader(path.join(dataDir, 'outbox'));
  const results: RoundResult[] = [];
  const stopFindings: string[] = [];
  let finalMails: MailTally | null = null;
  let server: RunningServer | null = null;
  try {
    server = await startServer({ env, readyTimeoutMs: 120_000 });
    const token = await signIn(server.url, ADMIN.email, ADMIN.password);
    const references = await listingReferences(server.url);
    let stats = emptyWriteStats();
    // A few listings to add photos to and delete from the first moment of round 1.
    for (let index = 0; index < 4; index += 1) {
      await createOne(
        { stats, engine, round: 1, baseUrl: server.url, token, references, ledger },
        between(1, 3),
      );
    }
    for (let round = 1; round <= rounds; round += 1) {
      if (round > 1) stats = emptyWriteStats();
      const context = { stats, engine, round, baseUrl: server.url, token, references, ledger };
      const writers = startWriters(context);
      const loadMs = between(LOAD_MS.min, LOAD_MS.max);
      await sleep(loadMs);
      const killed = server;
      for (const stat of Object.values(stats)) stat.inFlightAtKill = stat.inFlight;
      const killedAt = Date.now();
      // No write starts after this; those in flight meet the kill.
      const stopped = writers.stop();
      await killed.kill();
      await stopped;
      const findings = serverErrors(killed, `the server killed in round ${round}`);

      server = await startServer({ env, readyTimeoutMs: 120_000 });
      const restartMs = Date.now() - killedAt;
      const checkStart = Date.now();
      const checked = await check({ engine, round, server, token, ledger, outbox, databaseUrl });
      const checkMs = Date.now() - checkStart;
      const result: RoundResult = {
        engine,
        round,
        loadMs,
        restartMs,
        checkMs,
        writes: stats,
        ...checked,
        findings: [...findings, ...checked.findings],
        errorLines: errorLines(killed.logs()).length,
      };
      results.push(result);
      printRound(result);
    }
    // The last server: its own error lines (restart, checks), then a clean SIGTERM stop.
    const last: RunningServer = server;
    server = null;
    const code = await last.stop();
    stopFindings.push(...serverErrors(last, 'the last restarted server'));
    if (code !== 0) stopFindings.push(`the last server exited with ${code} on SIGTERM`);
    const lastResult = results.at(-1);
    if (lastResult) lastResult.errorLines += errorLines(last.logs()).length;

    if (databaseUrl) {
      // Mails the killed instances had claimed wait for their 10-minute lease: run it out, then
      // restart, as a later start (or another instance) would, and every one must go out.
      const url = databaseUrl;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client
        .query('update mail_outbox set claimed_until = now() where claimed_until > now()')
        .finally(() => client.end());
      const again = await startServer({ env, readyTimeoutMs: 120_000 });
      try {
        finalMails = await checkMails(ledger.enquiries, outbox, url, 20_000);
      } finally {
        const againCode = await again.stop();
        stopFindings.push(...serverErrors(again, 'the server started after the leases'));
        if (againCode !== 0) stopFindings.push(`that server exited with ${againCode} on SIGTERM`);
      }
    }
  } finally {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
    if (databaseUrl) {
      await withMaintenanceClient((client) =>
        client.query(`drop database if exists ${databaseName} with (force)`),
      ).catch((error: unknown) => console.error(`could not drop ${databaseName}:`, error));
    }
  }
  for (const finding of stopFindings) console.error(`  ${engine}: ${finding}`);
  return { engine, rounds: results, finalMails, stopFindings };
}

// ---------------------------------------------------------------------------------------------
// Report

const cell = (tally: Tally) => `${tally.acknowledged} / ${tally.found} / ${missing(tally)}`;

function mailCell(mails: MailTally): string {
  const waiting = mails.waiting > 0 ? ` (+${mails.waiting} waiting for the lease)` : '';
  return `${mails.sent} of ${mails.acknowledged}${waiting}`;
}

function printRound(result: RoundResult): void {
  const parts = KINDS.map((kind) => `${kind} ${cell(result.tallies[kind])}`);
  console.log(
    `${result.engine} round ${result.round}: killed after ${result.loadMs} ms of load, ready again ` +
      `${result.restartMs} ms after the kill; acknowledged / found / missing: ${parts.join(', ')}; ` +
      `earlier rounds ${cell(result.earlier)}; unacknowledged listings found ${result.unacknowledgedListings}, ` +
      `broken images ${result.brokenImages}; error lines ${result.errorLines}; check ${result.checkMs} ms`,
  );
  const writes = WRITE_KINDS.map((kind) => {
    const stat = result.writes[kind];
    return `${kind} ${stat.acknowledged} of ${stat.sent} (${stat.inFlightAtKill} in flight at the kill)`;
  });
  console.log(`  writes acknowledged: ${writes.join(', ')}`);
  console.log(`  mails: ${mailCell(result.mails)} acknowledged enquiries notified`);
  for (const finding of result.findings) console.error(`  ${finding}`);
}

function roundFailed(result: RoundResult): boolean {
  return (
    KINDS.some((kind) => missing(result.tallies[kind]) > 0) ||
    missing(result.earlier) > 0 ||
    result.brokenImages > 0 ||
    result.errorLines > 0 ||
    result.findings.length > 0
  );
}

function mailsLost(engine: EngineResult): boolean {
  const lostInRound = engine.rounds.some(
    (result) => result.mails.sent + result.mails.waiting < result.mails.acknowledged,
  );
  const final = engine.finalMails;
  return lostInRound || (final !== null && final.sent < final.acknowledged);
}

async function record(results: EngineResult[]): Promise<void> {
  const start = '<!-- test:crash:start -->';
  const end = '<!-- test:crash:end -->';
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const rows = results.flatMap((engine) =>
    engine.rounds.map((r) =>
      [
        r.engine,
        r.round,
        `${(r.loadMs / 1000).toFixed(1)} s`,
        WRITE_KINDS.reduce((sum, kind) => sum + r.writes[kind].inFlightAtKill, 0),
        `${(r.restartMs / 1000).toFixed(1)} s`,
        ...KINDS.map((kind) => cell(r.tallies[kind])),
        cell(r.earlier),
        r.brokenImages,
        r.errorLines,
        mailCell(r.mails),
      ].join(' | '),
    ),
  );
  const finals = results.flatMap((engine) =>
    engine.finalMails
      ? [
          `After the run the killed instances' leases were run out and the ${engine.engine} server restarted: mails ${engine.finalMails.sent} of ${engine.finalMails.acknowledged} acknowledged enquiries notified.`,
        ]
      : [],
  );
  const section = [
    start,
    '',
    `Measured ${when} UTC on ${os.cpus().length} cores, shared and noisy; Node ${process.version}; seed ${seed}. Cells: acknowledged / found after the restart / missing.`,
    '',
    '| engine | round | killed after | writes in flight | ready again | listings | photos | photo files | enquiries | deletes | earlier rounds | broken images | error lines | mails notified |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
    ...(finals.length > 0 ? ['', ...finals] : []),
    '',
    end,
  ].join('\n');
  await recordInPerformanceDoc(start, end, section, {
    title: '## Crash safety (`npm run test:crash`)',
    text: [
      '`npm run test:crash` kills the built server with SIGKILL 1 to 4 s into concurrent writes (listings created with 1 to 3 photos, photos added to listings, enquiries each from its own client address, a few deletes), on PGlite and on a PostgreSQL database of its own, then starts it again on the same data.',
      'Every write the server acknowledged (a 2xx received) must be back: the listing with each of its photos and every file of each photo served from `/media`, the enquiry in the admin list, the delete still deleted, also those of earlier rounds; a listing that exists though unacknowledged must be whole, and no error may be logged. "Ready again" is the time from the kill to `/readyz`.',
      'Enquiry mails are counted apart: each must be in `$DATA_DIR/outbox/` within seconds of the restart, except on PostgreSQL those the killed instance had claimed, which wait for its 10-minute lease (the run ends by running the leases out). `--require-mail` makes a lost mail fail the run.',
      'Options: `-- --engine pglite|postgres|both --rounds N --seed N --require-mail --no-record`.',
    ].join('\n'),
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  console.log(
    `test:crash: engines ${engines?.join(', ')}, ${rounds} round(s) each, seed ${seed}` +
      (requireMail ? ', mails required' : ''),
  );
  const results: EngineResult[] = [];
  for (const engine of engines ?? []) results.push(await runEngine(engine));

  console.log('');
  let failed = false;
  for (const engine of results) {
    const bad = engine.rounds.filter(roundFailed);
    const mails = engine.rounds.reduce(
      (sum, r) => ({
        acknowledged: sum.acknowledged + r.mails.acknowledged,
        sent: sum.sent + r.mails.sent,
        waiting: sum.waiting + r.mails.waiting,
        duplicates: sum.duplicates + r.mails.duplicates,
      }),
      { acknowledged: 0, sent: 0, waiting: 0, duplicates: 0 },
    );
    console.log(
      `${engine.engine}: ${bad.length === 0 && engine.stopFindings.length === 0 ? 'no acknowledged write lost, no error logged' : `FAILED in ${bad.length} round(s)${engine.stopFindings.length > 0 ? ' and at the end' : ''}`}`,
    );
    console.log(
      `${engine.engine} mails: ${mails.sent} of ${mails.acknowledged} acknowledged enquiries notified within ${MAIL_WAIT_MS / 1000} s of the restart` +
        (mails.waiting > 0 ? `, ${mails.waiting} waiting for the killed instance's lease` : '') +
        (engine.finalMails
          ? `; after the leases: ${engine.finalMails.sent} of ${engine.finalMails.acknowledged}`
          : '') +
        `; sent twice or more: ${engine.finalMails?.duplicates ?? mails.duplicates}`,
    );
    if (bad.length > 0 || engine.stopFindings.length > 0) failed = true;
    if (mailsLost(engine)) {
      console.log(
        `${engine.engine}: some acknowledged enquiries have no mail${requireMail ? '' : ' (not failing: --require-mail not given)'}`,
      );
      if (requireMail) failed = true;
    }
  }
  if (!args['no-record'] && results.length > 0) await record(results);
  console.log(`test:crash took ${Math.round((Date.now() - started) / 1000)} s (seed ${seed}).`);
  if (failed) {
    console.error(
      `FAILED: an acknowledged write was lost or an error was logged. Again with: npm run test:crash -- --seed ${seed} --engine ${args.engine} --rounds ${rounds}`,
    );
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
