import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, listingReferences, signIn } from './testing/live-api';
import { errorLines, type RunningServer, startServer } from './testing/process-server';

/**
 * The built server as a deploy runs it (`node dist/server/main.js`), with the public cache on
 * (the default) and off (`PAGE_CACHE=off`): the same pages and answers either way, fresh on the
 * request after a write, with ETags and 304s both ways; only "on" answers from memory.
 */

const ADMIN = { email: 'cache@veedu.test', password: 'cache-pass-123' };

describe.each(['on', 'off'])('PAGE_CACHE=%s', (pageCache) => {
  let server: RunningServer;
  let dataDir: string;
  let token: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-cache-'));
    server = await startServer({
      env: {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...(pageCache === 'off' ? { PAGE_CACHE: 'off' } : {}),
      },
    });
    token = await signIn(server.url, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br', ...headers } });

  it('serves the same page again, from memory only when on', async () => {
    const first = await page('/property-listing');
    const firstBody = await first.text();
    const second = await page('/property-listing');
    expect(await second.text()).toBe(firstBody);
    expect(second.headers.get('x-cache')).toBe(pageCache === 'on' ? 'HIT' : null);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toMatch(/^public, .*s-maxage=/);
    const notModified = await page('/property-listing', {
      'if-none-match': String(first.headers.get('etag')),
    });
    expect(notModified.status).toBe(304);
  });

  it('shows a new listing on the very next request, page and API', async () => {
    await page('/property-listing').then((response) => response.text());
    await page('/api/properties/properties/').then((response) => response.text());
    const references = await listingReferences(server.url);
    const marker = `cache-check-${pageCache}`;
    const created = await createListing(server.url, token, references, marker, 0);

    const listing = await page('/property-listing');
    expect(listing.headers.get('x-cache')).toBe(pageCache === 'on' ? 'MISS' : null);
    expect(await listing.text()).toContain(marker);
    const api = await page('/api/properties/properties/');
    expect(await api.text()).toContain(marker);
    const detail = await page(`/property/${created.id}`);
    expect(detail.status).toBe(200);
  });

  it('logged no error and stops cleanly', async () => {
    expect(errorLines(server.logs())).toEqual([]);
    expect(await server.stop()).toBe(0);
  });
});
