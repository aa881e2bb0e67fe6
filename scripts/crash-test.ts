// `npm run test:crash`: kill -9 the built server during concurrent writes, on PGlite and on
// PostgreSQL, restart it on the same data, and check that every write it acknowledged survived:
// listings with every photo (and every file of every photo), enquiries with their notification
// mail, deletes. Exits 1 on any loss. Too long for `npm test`; run after `npm run build`.
// PostgreSQL: a database `veedu_crash` made and dropped on the server of TEST_DATABASE_URL or
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { recordInPerformanceDoc } from '../bench/record';
import {
  createListing,
  type ListingReferences,
  listingReferences,
  signIn,
} from '../server/testing/live-api';
import { errorLines, type RunningServer, startServer } from '../server/testing/process-server';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: '3' },
    'no-record': { type: 'boolean', default: false },
  },
});

const ADMIN = { email: 'crash@veedu.test', password: 'crash-pass-123' };
const serverUrl =
  process.env.TEST_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

interface Acknowledged {
  listings: Map<number, number>;
  enquiries: Set<string>;
  deleted: Set<number>;
  /** Deletes sent, acknowledged or not: one cut off by the kill may have been applied. */
  deleteAttempts: Set<number>;
}

interface RoundResult {
  engine: string;
  round: number;
  loadMs: number;
  restartMs: number;
  listings: [number, number];
  photos: [number, number];
  files: [number, number];
  enquiries: [number, number];
  mails: [number, number];
  mailsPending: number;
  deletes: [number, number];
  incomplete: number;
  errorLines: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function randomAddress(): string {
  return `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
}

async function postEnquiry(baseUrl: string, marker: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/properties/contacts/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': randomAddress() },
    body: JSON.stringify({
      name: 'Crash Tester',
      email: 'crash.tester@example.in',
      phone_number: '+919847000000',
      property_type: 'Residential',
      message: `Enquiry ${marker}: is this still available?`,
    }),
  });
  return response.status === 201;
}

/** Writers that run until `stop()` and remember what the server acknowledged. */
function startWriters(
  baseUrl: string,
  token: string,
  references: ListingReferences,
  acknowledged: Acknowledged,
  round: number,
) {
  let running = true;
  let sequence = 0;
  const marker = (kind: string) => `crash-${round}-${kind}-${(sequence += 1)}-${Date.now()}`;
  const loop = async (write: () => Promise<void>) => {
    while (running) await write().catch(() => sleep(20));
  };
  const writers = [
    ...Array.from({ length: 3 }, () =>
      loop(async () => {
        const photos = 1 + Math.floor(Math.random() * 3);
        const created = await createListing(baseUrl, token, references, marker('listing'), photos);
        acknowledged.listings.set(created.id, created.images.length);
      }),
    ),
    ...Array.from({ length: 4 }, () =>
      loop(async () => {
        const id = marker('enquiry');
        if (await postEnquiry(baseUrl, id)) acknowledged.enquiries.add(id);
      }),
    ),
    loop(async () => {
      const candidates = [...acknowledged.listings.keys()].filter(
        (id) => !acknowledged.deleted.has(id),
      );
      const id = candidates[Math.floor(Math.random() * candidates.length)];
      if (id === undefined || candidates.length < 4 || acknowledged.deleteAttempts.has(id)) {
        await sleep(100);
        return;
      }
      acknowledged.deleteAttempts.add(id);
      const response = await fetch(`${baseUrl}/api/properties/properties/${id}/`, {
        method: 'DELETE',
        headers: { authorization: `Token ${token}` },
      });
      if (response.status === 204) acknowledged.deleted.add(id);
      await sleep(200);
    }),
  ];
  return {
    stop() {
      running = false;
      return Promise.allSettled(writers);
    },
  };
}

async function allEnquiryMessages(baseUrl: string, token: string): Promise<string[]> {
  const messages: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${baseUrl}/api/properties/contacts/?page=${page}&page_size=100`, {
      headers: { authorization: `Token ${token}` },
    });
    const body = (await response.json()) as {
      data: { message: string }[];
      total_pages: number;
    };
    messages.push(...body.data.map((enquiry) => enquiry.message));
    if (page >= body.total_pages) return messages;
  }
}

async function outboxText(dataDir: string): Promise<string> {
  const folder = path.join(dataDir, 'outbox');
  const files = (await readdir(folder).catch(() => [] as string[])).filter((file) =>
    file.endsWith('.eml'),
  );
  const texts = await Promise.all(files.map((file) => readFile(path.join(folder, file), 'utf8')));
  // Quoted-printable may fold a long line: unfold before searching.
  return texts.join('\n').replace(/=\r?\n/g, '');
}

interface ListingBody {
  images: { image: string; variants: { url: string }[] }[];
}

/** Mail texts still waiting in the outbox table (PostgreSQL only: PGlite is locked by the server). */
async function pendingMail(databaseUrl: string | undefined): Promise<string> {
  if (!databaseUrl) return '';
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>('select text from mail_outbox');
    return rows.map((row) => row.text).join('\n');
  } finally {
    await client.end();
  }
}

async function check(
  server: RunningServer,
  token: string,
  dataDir: string,
  acknowledged: Acknowledged,
  databaseUrl: string | undefined,
): Promise<Omit<RoundResult, 'engine' | 'round' | 'loadMs' | 'restartMs' | 'errorLines'>> {
  const auth = { authorization: `Token ${token}` };
  let listingsFound = 0;
  let photosExpected = 0;
  let photosFound = 0;
  let filesExpected = 0;
  let filesFound = 0;
  for (const [id, images] of acknowledged.listings) {
    if (acknowledged.deleteAttempts.has(id)) continue;
    photosExpected += images;
    const response = await fetch(`${server.url}/api/properties/properties/${id}/`, {
      headers: auth,
    });
    if (response.status !== 200) {
      console.error(`  lost: listing ${id} answers ${response.status}`);
      continue;
    }
    listingsFound += 1;
    const listing = (await response.json()) as ListingBody;
    photosFound += Math.min(images, listing.images.length);
    for (const image of listing.images) {
      for (const url of [image.image, ...image.variants.map((variant) => variant.url)]) {
        filesExpected += 1;
        const file = await fetch(`${server.url}${url}`);
        await file.arrayBuffer();
        if (file.status === 200) filesFound += 1;
        else console.error(`  lost: ${url} answers ${file.status}`);
      }
    }
  }
  let deletesKept = 0;
  for (const id of acknowledged.deleted) {
    const response = await fetch(`${server.url}/api/properties/properties/${id}/`, {
      headers: auth,
    });
    await response.arrayBuffer();
    if (response.status === 404) deletesKept += 1;
    else console.error(`  lost: deleted listing ${id} is back (${response.status})`);
  }
  const messages = (await allEnquiryMessages(server.url, token)).join('\n');
  const enquiriesFound = [...acknowledged.enquiries].filter((marker) =>
    messages.includes(marker),
  ).length;
  // Mail goes out within moments of a start; give the outbox a little time.
  let mailsFound = 0;
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const mail = await outboxText(dataDir);
    mailsFound = [...acknowledged.enquiries].filter((marker) => mail.includes(marker)).length;
    if (mailsFound === acknowledged.enquiries.size) break;
    await sleep(250);
  }
  // A mail the killed instance had claimed waits for its lease to end (10 minutes), then goes out
  // from any instance: still in the table, it is late, not lost.
  const waiting = await pendingMail(databaseUrl);
  const mailsPending = [...acknowledged.enquiries].filter((marker) =>
    waiting.includes(marker),
  ).length;
  // Listings the server never acknowledged may exist; if they do, they must be whole.
  let incomplete = 0;
  for (let page = 1; page <= 50; page += 1) {
    const response = await fetch(
      `${server.url}/api/properties/properties/?page=${page}&status=all`,
      { headers: auth },
    );
    if (response.status !== 200) break;
    const body = (await response.json()) as { data: ListingBody[]; total_pages: number };
    for (const listing of body.data) {
      for (const image of listing.images) {
        const file = await fetch(`${server.url}${image.image}`);
        await file.arrayBuffer();
        if (file.status !== 200) incomplete += 1;
      }
    }
    if (page >= body.total_pages) break;
  }
  const live = [...acknowledged.listings.keys()].filter(
    (id) => !acknowledged.deleteAttempts.has(id),
  );
  return {
    listings: [live.length, listingsFound],
    photos: [photosExpected, photosFound],
    files: [filesExpected, filesFound],
    enquiries: [acknowledged.enquiries.size, enquiriesFound],
    mails: [acknowledged.enquiries.size, mailsFound],
    mailsPending,
    deletes: [acknowledged.deleted.size, deletesKept],
    incomplete,
  };
}

async function runEngine(engine: 'pglite' | 'postgres', rounds: number): Promise<RoundResult[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `veedu-crash-${engine}-`));
  let databaseUrl: string | undefined;
  if (engine === 'postgres') {
    const url = new URL(serverUrl);
    url.pathname = '/veedu_crash';
    databaseUrl = url.toString();
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query('drop database if exists veedu_crash with (force)');
    await client.query('create database veedu_crash');
    await client.end();
  }
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const results: RoundResult[] = [];
  try {
    for (let round = 1; round <= rounds; round += 1) {
      const server = await startServer({ env, readyTimeoutMs: 120_000 });
      const token = await signIn(server.url, ADMIN.email, ADMIN.password);
      const references = await listingReferences(server.url);
      const acknowledged: Acknowledged = {
        listings: new Map(),
        enquiries: new Set(),
        deleted: new Set(),
        deleteAttempts: new Set(),
      };
      const writers = startWriters(server.url, token, references, acknowledged, round);
      const loadMs = 1000 + Math.floor(Math.random() * 3000);
      await sleep(loadMs);
      const errorsBeforeKill = errorLines(server.logs()).length;
      await server.kill();
      await writers.stop();

      const restarted = Date.now();
      const again = await startServer({ env, readyTimeoutMs: 120_000 });
      const restartMs = Date.now() - restarted;
      try {
        const againToken = await signIn(again.url, ADMIN.email, ADMIN.password);
        const found = await check(again, againToken, dataDir, acknowledged, databaseUrl);
        const result: RoundResult = {
          engine,
          round,
          loadMs,
          restartMs,
          ...found,
          errorLines: errorsBeforeKill + errorLines(again.logs()).length,
        };
        results.push(result);
        console.log(
          `${engine} round ${round}: killed after ${loadMs} ms; restart ${restartMs} ms; ` +
            `listings ${found.listings[1]}/${found.listings[0]}, photos ${found.photos[1]}/${found.photos[0]}, ` +
            `files ${found.files[1]}/${found.files[0]}, enquiries ${found.enquiries[1]}/${found.enquiries[0]}, ` +
            `mails ${found.mails[1]}/${found.mails[0]} sent (+${found.mailsPending} waiting for the killed instance's lease), deletes ${found.deletes[1]}/${found.deletes[0]}, ` +
            `incomplete unacknowledged ${found.incomplete}, error lines ${result.errorLines}`,
        );
      } finally {
        expectStopped(await again.stop(), again);
      }
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
    if (engine === 'postgres') {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query('drop database if exists veedu_crash with (force)');
      await client.end();
    }
  }
  return results;
}

function expectStopped(code: number | null, server: RunningServer): void {
  if (code !== 0) console.error(`server exited with ${code}:\n${server.output().slice(-2000)}`);
}

function lost(result: RoundResult): boolean {
  const pairs = [result.listings, result.photos, result.files, result.enquiries, result.deletes];
  const [enquiries, mailed] = result.mails;
  return (
    pairs.some(([expected, found]) => found < expected) ||
    mailed + result.mailsPending < enquiries ||
    result.incomplete > 0
  );
}

async function record(results: RoundResult[]): Promise<void> {
  const start = '<!-- test:crash:start -->';
  const end = '<!-- test:crash:end -->';
  const pair = ([expected, found]: [number, number]) => `${found} / ${expected}`;
  const section = [
    start,
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}. Found after the restart / acknowledged before the kill:`,
    '',
    '| engine | round | killed after | restart | listings | photos | photo files | enquiries | enquiry mails sent | mails waiting for the lease | deletes | broken unacknowledged | error lines |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.engine} | ${r.round} | ${r.loadMs} ms | ${r.restartMs} ms | ${pair(r.listings)} | ${pair(r.photos)} | ${pair(r.files)} | ${pair(r.enquiries)} | ${pair(r.mails)} | ${r.mailsPending} | ${pair(r.deletes)} | ${r.incomplete} | ${r.errorLines} |`,
    ),
    end,
  ].join('\n');
  await recordInPerformanceDoc(start, end, section, {
    title: '## Crash safety (`npm run test:crash`)',
    text: "The built server is killed with SIGKILL while three writers create listings with photos, four post enquiries and one deletes listings, 1 to 4 s into the load; then it is started again on the same data. Every acknowledged listing must be back with every photo and every file of every photo, every acknowledged enquiry must be listed and its notification mail sent (or, on PostgreSQL, still in the outbox table when the killed instance had claimed it: it goes out when that claim's 10-minute lease ends), every acknowledged delete must stay, and no listing may have a photo whose file is missing.",
  });
}

async function main(): Promise<void> {
  const engines: ('pglite' | 'postgres')[] =
    args.engine === 'both'
      ? ['pglite', 'postgres']
      : [args.engine === 'postgres' ? 'postgres' : 'pglite'];
  const results: RoundResult[] = [];
  for (const engine of engines) results.push(...(await runEngine(engine, Number(args.rounds))));
  if (!args['no-record']) await record(results);
  const failed = results.filter((result) => lost(result) || result.errorLines > 0);
  if (failed.length > 0) {
    console.error(`FAILED: ${failed.length} round(s) lost an acknowledged write or logged errors.`);
    process.exitCode = 1;
  } else {
    console.log('No acknowledged write was lost.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
