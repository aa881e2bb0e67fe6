import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, loggerOptions } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { eq } from 'drizzle-orm';
import { adminUsers, rateLimitBuckets } from '../db/schema';
import { readConfig, type Config } from '../env';
import type { RequestTimeouts } from '../http/request-timeouts';
import type { OutboxSettings } from '../mail/outbox';
import type { HousekeepingSettings } from '../housekeeping/housekeeping';
import type { MediaSweepSettings } from '../media/media-sweep';
import type { EventLoopWatchSettings } from '../observability/event-loop';
import type { RateLimits } from '../modules/rate-limit/rate-limit';
import { type Media, type MediaKind, mediaKeyOf } from '../media/storage';
import { loadProductionWeb } from '../ssr/load-build';
import { type AnswerWatch, watchAnswers } from './answer-check';
import { createTestBucket, S3RVER_CREDENTIALS } from './s3-server';
import { createDatabase, dropDatabase, openPostgresTestDatabase } from './databases';

export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.VEEDU_TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/** Where test apps keep media: DATA_DIR/media, or a bucket of the run's S3 server (api-s3). */
export function testMediaStorage(): 'local' | 's3' {
  return process.env.VEEDU_TEST_MEDIA === 's3' ? 's3' : 'local';
}

/** The MEDIA_S3_* settings of a fresh, empty bucket on the run's S3 server. */
export async function testBucketEnv(): Promise<NodeJS.ProcessEnv> {
  const endpoint = inject('s3Endpoint');
  const bucket = `veedu-test-${randomBytes(6).toString('hex')}`;
  await createTestBucket(endpoint, bucket);
  return {
    MEDIA_S3_BUCKET: bucket,
    MEDIA_S3_ENDPOINT: endpoint,
    MEDIA_S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    MEDIA_S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
  };
}

/** A fresh copy of the run's migrated, seeded database, on the engine this project tests. */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  dispose(): Promise<void>;
}> {
  if (testEngine() === 'postgres') {
    const name = `${inject('pgRunPrefix')}_${randomBytes(4).toString('hex')}`;
    await createDatabase(name, inject('pgTemplate'));
    const database = await openPostgresTestDatabase(name);
    return {
      database,
      async dispose() {
        await database.close();
        await dropDatabase(name);
      },
    };
  }
  const snapshot = await readFile(inject('pgliteSnapshot'));
  const database = await openDatabase({
    kind: 'pglite',
    loadDataDir: new Blob([new Uint8Array(snapshot)]),
  });
  return { database, dispose: () => database.close() };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  /** Everything the app logged, one JSON line each (when created with captureLogs). */
  logs: string[];
  /** The app's media store: DATA_DIR/media, or a bucket of its own in the api-s3 project. */
  media: Media;
  /** Every stored media file, as sorted keys (`properties/<folder>/main.jpg`). */
  mediaFiles(): Promise<string[]>;
  /** The image folders that hold at least one file, as sorted `<kind>/<folder>`. */
  mediaFolders(): Promise<string[]>;
  /** Whether the file a media URL names is stored. */
  hasMedia(url: string): Promise<boolean>;
  /** Removes every stored media file (of one kind, when given). */
  clearMedia(kind?: MediaKind): Promise<void>;
  /**
   * The messages written to the outbox folder so far, oldest first, as raw RFC 822 text; waits
   * first until the mail outbox has sent what is due and the mailer's queue is empty.
   */
  outbox(): Promise<string[]>;
  resetRateLimits(): Promise<void>;
  /** `Authorization` header of a signed-in admin (created on first use). */
  adminHeaders(): Promise<Record<string, string>>;
  /** `Authorization` header of a signed-in agent, a member who is not an owner (created on first use). */
  agentHeaders(): Promise<Record<string, string>>;
  /** What the API answered, judged against its document (with `checkAnswers`; else null). */
  answers: AnswerWatch | null;
  /** Closes the app; with `checkAnswers`, then fails if any answer broke the document. */
  close(): Promise<void>;
}

/** Admin-only endpoints answer 401 without a token and with a bad one. */
export const BAD_TOKEN_HEADERS: Record<string, string>[] = [
  {},
  { authorization: 'Token not-a-real-token-0123456789' },
  { authorization: 'Bearer something' },
];

export interface TestAppOptions {
  env?: NodeJS.ProcessEnv;
  /** Changes to the configuration read from `env`, for a setting no variable reaches. */
  configure?: (config: Config) => Config;
  rateLimits?: Partial<RateLimits>;
  /** Log everything (level trace) into `logs` instead of discarding it. */
  captureLogs?: boolean;
  /** Adds test-only routes before the app is sealed. */
  beforeReady?: (app: FastifyInstance) => void;
  /** Shorter request timeouts, for tests that send slow bodies. */
  timeouts?: Partial<RequestTimeouts>;
  /** Shorter retry and polling times of the mail outbox. */
  outbox?: Partial<OutboxSettings>;
  mediaSweep?: Partial<MediaSweepSettings>;
  /** A shorter interval for the event loop's watch. */
  eventLoopWatch?: Partial<EventLoopWatchSettings>;
  /** A shorter interval of the database's housekeeping (server/housekeeping). */
  housekeeping?: Partial<HousekeepingSettings>;
  /**
   * Run on this database instead of a fresh copy (a restart on the same data); the caller opened
   * it and closes it, `close()` leaves it open.
   */
  database?: DatabaseHandle;
  /**
   * Saved searches' alerts on their schedules and after writes, as deployed. Off by default: a
   * test runs them by hand (app.services.alertSender.run) when it means to.
   */
  scheduleAlerts?: boolean;
  /** Serve the pages too, from the production build (`npm run build` made it). */
  web?: boolean;
  /** Build the search index as the app starts, /readyz answering 503 until it is (as deployed). */
  buildSearchIndexAtStart?: boolean;
  /**
   * Judge every API answer against /api/openapi.json (server/testing/answer-check.ts): an
   * undeclared status or a body the document does not describe fails the file at `close()`. On
   * unless a test turns it off, so every API test holds the document to what the API sends.
   */
  checkAnswers?: boolean;
}

/** The whole API on a fresh database and a temporary DATA_DIR, driven with app.inject(). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-test-'));
  const bucketEnv = testMediaStorage() === 's3' ? await testBucketEnv() : {};
  // Pages render on the test's own thread unless a test asks for render threads (RENDER_THREADS).
  const read = readConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    RENDER_THREADS: '0',
    ...bucketEnv,
    ...options.env,
  });
  const config = options.configure ? options.configure(read) : read;
  const { database, dispose } = options.database
    ? { database: options.database, dispose: async () => {} }
    : await openTestDatabase();
  const logs: string[] = [];
  const logger = options.captureLogs
    ? {
        ...(loggerOptions('trace') as object),
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            logs.push(chunk.toString());
            done();
          },
        }),
      }
    : {
        // Not kept, except an answer of 500's cause: printed (not a console call, which fails
        // the test) so that a run's output says why a test got a 500 it did not expect.
        ...(loggerOptions('error') as object),
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            const line = chunk.toString();
            if (line.includes('"msg":"request failed"')) {
              process.stderr.write(`${line.trimEnd().slice(0, 800)}\n`);
            }
            done();
          },
        }),
      };
  const app = await buildApp({
    config,
    database,
    logger,
    ...(options.rateLimits ? { rateLimits: options.rateLimits } : {}),
    ...(options.timeouts ? { timeouts: options.timeouts } : {}),
    ...(options.outbox ? { outbox: options.outbox } : {}),
    // The start's sweep at once, as tests of the sweep and the job queue expect it.
    mediaSweep: { afterStartSeconds: 0, ...options.mediaSweep },
    ...(options.eventLoopWatch ? { eventLoopWatch: options.eventLoopWatch } : {}),
    ...(options.housekeeping ? { housekeepingSettings: options.housekeeping } : {}),
    // Jobs are looked for twice a second (pg-boss's shortest), so a test's job runs soon.
    jobs: { pollingSeconds: 0.5, graceMs: 2_000 },
    scheduleAlerts: options.scheduleAlerts ?? false,
    buildSearchIndexAtStart: options.buildSearchIndexAtStart ?? false,
    ...(options.web ? { web: await loadProductionWeb() } : {}),
  });
  options.beforeReady?.(app);
  // Added last, so that it sees each answer as it leaves, after every other hook.
  const answers = (options.checkAnswers ?? true) ? watchAnswers(app) : null;
  await app.ready();
  answers?.useDocument((await app.inject({ url: '/api/openapi.json' })).json());
  const outboxDir = path.join(dataDir, 'outbox');
  let adminToken: Promise<string> | undefined;
  let agentToken: Promise<string> | undefined;
  const mediaFiles = async () => {
    const keys: string[] = [];
    for await (const object of app.services.media.storage.list('')) keys.push(object.key);
    return keys.sort();
  };
  return {
    app,
    database,
    config,
    dataDir,
    logs,
    media: app.services.media,
    mediaFiles,
    async mediaFolders() {
      const keys = await mediaFiles();
      return [...new Set(keys.map((key) => key.slice(0, key.lastIndexOf('/'))))];
    },
    async clearMedia(kind) {
      const keys: string[] = [];
      for await (const object of app.services.media.storage.list(kind ? `${kind}/` : '')) {
        keys.push(object.key);
      }
      await app.services.media.storage.remove(keys);
    },
    async hasMedia(url) {
      const key = mediaKeyOf(url);
      return key !== null && (await app.services.media.storage.read(key)) !== null;
    },
    async outbox() {
      await app.services.accounts.whenIdle();
      await app.services.outbox.whenIdle();
      await app.mailer.whenIdle();
      const files = (await readdir(outboxDir).catch(() => [] as string[]))
        .filter((file) => file.endsWith('.eml'))
        .sort();
      return Promise.all(files.map((file) => readFile(path.join(outboxDir, file), 'utf8')));
    },
    async resetRateLimits() {
      await database.db.delete(rateLimitBuckets);
    },
    async adminHeaders() {
      adminToken ??= (async () => {
        await app.services.accounts.upsertAdmin('staff@veedu.test', 'staff-password-1', 'Staff');
        const response = await app.inject({
          method: 'POST',
          url: '/api/accounts/login/',
          payload: { email: 'staff@veedu.test', password: 'staff-password-1' },
        });
        return response.json<{ token: string }>().token;
      })();
      return { authorization: `Token ${await adminToken}` };
    },
    async agentHeaders() {
      agentToken ??= (async () => {
        const { user } = await app.services.accounts.upsertAdmin(
          'anu@veedu.test',
          'anu-password-1',
        );
        await database.db
          .update(adminUsers)
          .set({ role: 'agent' })
          .where(eq(adminUsers.id, user.id));
        const response = await app.inject({
          method: 'POST',
          url: '/api/accounts/login/',
          payload: { email: 'anu@veedu.test', password: 'anu-password-1' },
        });
        return response.json<{ token: string }>().token;
      })();
      return { authorization: `Token ${await agentToken}` };
    },
    answers,
    async close() {
      await app.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
      const problems = answers?.problems() ?? [];
      if (problems.length > 0) {
        throw new Error(
          `${problems.length} answers the API description does not allow:\n${problems.join('\n')}`,
        );
      }
    },
  };
}
