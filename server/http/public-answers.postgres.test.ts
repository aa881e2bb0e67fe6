import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { createDatabase, dropDatabase, openPostgresTestDatabase } from '../testing/databases';
import { insertListing } from '../testing/listings';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * Two instances on one PostgreSQL database, each with its own public cache: a write on one is
 * seen on the other's very next request (issue 18). No message passes between them; each reads
 * the catalogue version before it answers from memory.
 */

const name = `${inject('pgRunPrefix')}_${randomBytes(4).toString('hex')}`;
let handles: DatabaseHandle[] = [];
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  await createDatabase(name, inject('pgTemplate'));
  handles = [await openPostgresTestDatabase(name), await openPostgresTestDatabase(name)];
  const [first, second] = handles;
  if (!first || !second) throw new Error('two handles');
  a = await createTestApp({ database: first, web: true });
  b = await createTestApp({ database: second, web: true });
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  for (const handle of handles) await handle.close();
  await dropDatabase(name);
});

const get = (app: TestApp, url: string) => app.app.inject({ method: 'GET', url });

describe('two instances, one database', () => {
  it('a property type added on A shows on B’s next page and API answer', async () => {
    for (const url of ['/about', '/api/properties/property-types/']) {
      await get(b, url);
      expect((await get(b, url)).headers['x-cache']).toBe('HIT');
    }
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/properties/property-types/',
      headers: await a.adminHeaders(),
      payload: { name: 'Heritage home' },
    });
    expect(created.statusCode, created.body).toBe(201);

    const api = await get(b, '/api/properties/property-types/');
    expect(api.headers['x-cache']).toBe('MISS');
    expect(api.body).toContain('Heritage home');
    const page = await get(b, '/about');
    expect(page.headers['x-cache']).toBe('MISS');
    expect(page.body).toContain('Heritage home');
  });

  it('a listing added on A is counted and shown on B’s next search', async () => {
    const list = '/api/properties/properties/?q=Backwater';
    const before = (await get(b, list)).json<{ count: number }>().count;
    expect((await get(b, list)).headers['x-cache']).toBe('HIT');
    await get(b, '/property-listing');

    await insertListing(a.database.db, {
      title: 'Backwater retreat in Kumarakom',
      city: 'Kakkanad',
      type: 'Villa',
    });

    const after = await get(b, list);
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json<{ count: number }>().count).toBe(before + 1);
    expect((await get(b, '/property-listing')).body).toContain('Backwater retreat in Kumarakom');
  });

  it('B keeps answering from memory while nothing changes', async () => {
    await get(b, '/property-listing');
    for (let i = 0; i < 5; i++) {
      expect((await get(b, '/property-listing')).headers['x-cache']).toBe('HIT');
    }
  });
});
