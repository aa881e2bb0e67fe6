import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  quoteName,
  withServerClient,
} from './testing/databases';
import { assertBuilt, type RunningServer, startServer } from './testing/process-server';

/**
 * The database goes away under the running server (its connections cut, new ones refused), then
 * comes back. Public pages must say so with a 503, log why with the request's id, and recover
 * without a restart.
 */

const database = `veedu_outage_${randomBytes(4).toString('hex')}`;
let dataDir: string;
let server: RunningServer;

/** Cuts every connection to the test database and refuses new ones (or lets them in again). */
async function setReachable(isReachable: boolean): Promise<void> {
  await withServerClient(async (client) => {
    await client.query(
      `alter database ${quoteName(database)} with allow_connections ${isReachable}`,
    );
    if (!isReachable) {
      await client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1',
        [database],
      );
    }
  });
}

const page = async (url: string) => {
  const response = await fetch(`${server.url}${url}`);
  return { status: response.status, text: await response.text(), headers: response.headers };
};

beforeAll(async () => {
  assertBuilt();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-outage-'));
  await createDatabase(database);
  server = await startServer({ env: { DATABASE_URL: databaseUrl(database), DATA_DIR: dataDir } });
});

afterAll(async () => {
  await server?.kill();
  await setReachable(true).catch(() => undefined);
  await dropDatabase(database);
  await rm(dataDir, { recursive: true, force: true });
});

describe('the database goes away under the server', () => {
  it('answers public pages with 503 pages that say so, logs each failure, and recovers', async () => {
    expect((await page('/property-listing?type=rent')).status).toBe(200);

    await setReachable(false);
    try {
      // New addresses, so no kept answer could stand in (none is kept while the version is unread).
      const listing = await page('/property-listing?type=rent&beds=3');
      expect(listing.status).toBe(503);
      expect(listing.text).toContain('Failed to fetch properties. Please try again later.');
      expect(listing.headers.get('x-cache')).not.toBe('HIT');

      const detail = await page('/property/1');
      expect(detail.status).toBe(503);
      expect(detail.text).toContain('We cannot reach our listings right now.');

      expect((await page('/')).status).toBe(503);
      expect((await page('/sitemap')).status).toBe(503);
      // No stack trace or driver message reaches a visitor.
      for (const body of [listing.text, detail.text]) {
        expect(body).not.toMatch(/ECONNREFUSED|terminat|allow_connections|at .*\.js:\d+/i);
      }
    } finally {
      await setReachable(true);
    }

    // Each failure was logged as an error, with the request's id and the cause.
    const failures = server
      .logs()
      .filter((line) => String(line.msg).startsWith('page data failed to load'));
    expect(failures.map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'page data failed to load: listings',
        'page data failed to load: listing 1',
        'page data failed to load: featured listings',
        'page data failed to load: newest listings',
      ]),
    );
    for (const line of failures) {
      expect(line.level).toBe(50);
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.err).toBeDefined();
    }

    // Back without a restart: the pool opens new connections on the next request.
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await page('/property-listing?type=rent&beds=3')).status;
      if (status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect(server.isRunning()).toBe(true);
  });
});
