import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, databaseUrl, dropDatabase } from './testing/databases';
import {
  createListing,
  listingBody,
  listingReferences,
  postEnquiry,
  readAllPages,
  sendListing,
  signIn,
} from './testing/live-api';
import { assertBuilt, errorLines, type RunningServer, startServer } from './testing/process-server';
import {
  createTestBucket,
  S3RVER_CREDENTIALS,
  startS3Server,
  type TestS3Server,
} from './testing/s3-server';

/**
 * Two instances of the built server, as a load balancer would have them: each on its own port
 * with its own DATA_DIR, sharing one PostgreSQL database and one bucket of a real S3-compatible
 * server (s3rver on 127.0.0.1). Nothing an instance keeps may be needed by the other.
 */

const database = `veedu_instances_${randomBytes(4).toString('hex')}`;
const bucket = `veedu-instances-${randomBytes(4).toString('hex')}`;
const admin = { email: 'owner@veedu.test', password: 'owner-password-16' };
const dataDirs: string[] = [];
const METRICS_TOKEN = 'instances-metrics-token-0123456789';
let s3: TestS3Server;
let a: RunningServer;
let b: RunningServer;
/** The owner's token, signed in on A by the first test. */
let token = '';

beforeAll(async () => {
  assertBuilt();
  await createDatabase(database);
  s3 = await startS3Server();
  await createTestBucket(s3.endpoint, bucket);
  const env = async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'veedu-instance-'));
    dataDirs.push(dataDir);
    return {
      DATABASE_URL: databaseUrl(database),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: s3.endpoint,
      MEDIA_S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      MEDIA_S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      METRICS_TOKEN,
    };
  };
  // Started together, as a rolling deploy or an autoscaler may: the migrations run once, under
  // the advisory lock, and both come up.
  const [envA, envB] = await Promise.all([env(), env()]);
  [a, b] = await Promise.all([startServer({ env: envA }), startServer({ env: envB })]);
}, 120_000);

afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()]);
  await s3?.stop();
  await dropDatabase(database);
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function bytesOf(url: string): Promise<{ status: number; bytes: Buffer; type: string }> {
  const response = await fetch(url);
  return {
    status: response.status,
    bytes: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? '',
  };
}

describe('two instances on one PostgreSQL database and one bucket', () => {
  it('share sign-ins, listings with their photos, rate limits and enquiries', async () => {
    // A token from A works on B.
    token = await signIn(a.url, admin.email, admin.password);
    const me = await fetch(`${b.url}/api/accounts/me/`, {
      headers: { authorization: `Token ${token}` },
    });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: admin.email });

    // A listing created on A with photos is served complete by B.
    const references = await listingReferences(a.url);
    const created = await createListing(a.url, token, references, 'instances', 3);
    const onB = await fetch(`${b.url}/api/properties/properties/${created.id}/`, {
      headers: { authorization: `Token ${token}` },
    });
    expect(onB.status).toBe(200);
    const listing = (await onB.json()) as {
      images: { image: string; variants: { url: string; format: string }[] }[];
    };
    expect(listing.images).toHaveLength(3);
    for (const image of listing.images) {
      for (const url of [image.image, ...image.variants.map((variant) => variant.url)]) {
        const [fromA, fromB] = await Promise.all([bytesOf(a.url + url), bytesOf(b.url + url)]);
        expect(fromB.status, url).toBe(200);
        expect(fromB.bytes.length, url).toBeGreaterThan(100);
        expect(fromB.bytes.equals(fromA.bytes), url).toBe(true);
        expect(fromB.type).toMatch(/^image\/(jpeg|avif|webp)$/);
      }
    }
    // B's page of the listing shows the photos A stored.
    const page = await fetch(`${b.url}/property/${created.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(listing.images[0]?.image ?? 'no image');

    // Wrong logins spread across A and B are limited together: 10 attempts per 15 minutes per
    // address, and the sign-in on A above was the first.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      const response = await fetch(`${server.url}/api/accounts/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: admin.email, password: 'not-the-password' }),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(9).fill(401), 429, 429, 429]);

    // An enquiry posted to A is listed by B.
    const marker = `Enquiry ${randomBytes(4).toString('hex')}`;
    const posted = await postEnquiry(a.url, {
      name: 'Two Instances',
      email: 'two.instances@example.in',
      phone_number: '+919847000001',
      message: marker,
      property_type: 'Residential',
    });
    expect(posted.status).toBe(201);
    const listed = await readAllPages<{ message: string }>(
      b.url,
      token,
      '/api/properties/contacts/',
    );
    expect(listed.map((enquiry) => enquiry.message)).toContain(marker);

    // Deleting on B removes the photos A stored: neither serves them any more.
    const removed = await fetch(`${b.url}/api/properties/properties/${created.id}/`, {
      method: 'DELETE',
      headers: { authorization: `Token ${token}` },
    });
    expect(removed.status).toBe(204);
    const cover = listing.images[0]?.image ?? '';
    expect((await fetch(a.url + cover)).status).toBe(404);
  });

  it('converge on every write at once, each applying the change log instead of a rebuild', async () => {
    const auth = { authorization: `Token ${token}` };
    /** How many times B has built its search index whole, and listings it applied in place. */
    const indexWork = async () => {
      const text = await (
        await fetch(`${b.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
      ).text();
      const figure = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
      return {
        builds: figure(/^veedu_search_index_catch_up_seconds_count\{kind="build"\} (\d+)/m),
        applied: figure(/^veedu_search_index_changes_total (\d+)/m),
      };
    };
    const newestOnB = async () => {
      const response = await fetch(
        `${b.url}/api/properties/properties/?status=all&sort=price-asc&page_size=3`,
        { headers: auth },
      );
      const page = (await response.json()) as { data: { id: number; price: string }[] };
      return page.data.map((listing) => [listing.id, Number(listing.price)]);
    };
    await newestOnB();
    const before = await indexWork();
    expect(before.builds).toBeGreaterThan(0);

    const references = await listingReferences(a.url);
    const first = await createListing(a.url, token, references, 'converge one', 0);
    const second = await createListing(a.url, token, references, 'converge two', 0);
    const setPrice = async (id: number, price: number) => {
      const form = new FormData();
      form.set('price', String(price));
      const response = await fetch(`${a.url}/api/properties/properties/${id}/`, {
        method: 'PATCH',
        headers: auth,
        body: form,
      });
      expect(response.status).toBe(200);
    };
    // Each write on A is in B's very next answer.
    await setPrice(first.id, 11);
    expect((await newestOnB())[0]).toEqual([first.id, 11]);
    await setPrice(second.id, 10);
    expect((await newestOnB()).slice(0, 2)).toEqual([
      [second.id, 10],
      [first.id, 11],
    ]);
    const removed = await fetch(`${a.url}/api/properties/properties/${second.id}/`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(removed.status).toBe(204);
    expect((await newestOnB())[0]).toEqual([first.id, 11]);

    const after = await indexWork();
    expect(after.builds).toBe(before.builds);
    expect(after.applied).toBeGreaterThanOrEqual(before.applied + 3);
  });

  it('end a preview link revoked on one at once on the other: no instance keeps its page', async () => {
    const auth = { authorization: `Token ${token}` };
    const references = await listingReferences(a.url);
    const { id } = await createListing(a.url, token, references, 'preview', 0);
    const drafted = await fetch(`${a.url}/api/properties/properties/bulk_status/`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [id], status: 'draft' }),
    });
    expect(drafted.status).toBe(200);
    const made = await fetch(`${a.url}/api/properties/properties/${id}/preview/`, {
      method: 'POST',
      headers: auth,
    });
    expect(made.status).toBe(201);
    const link = (await made.json()) as { id: number; url: string };
    const { search } = new URL(link.url);
    const paths = [`/property/${id}${search}`, `/property/${id}.data${search}`];

    // Opened twice on B, page and data: made each time, never kept.
    for (const path of [...paths, ...paths]) {
      const page = await fetch(b.url + path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get('cache-control'), path).toBe('private, no-store');
      expect(page.headers.get('x-cache'), path).toBeNull();
    }
    expect((await fetch(`${b.url}/property/${id}`)).status).toBe(404);

    const revoked = await fetch(`${a.url}/api/properties/properties/${id}/preview/${link.id}/`, {
      method: 'DELETE',
      headers: auth,
    });
    expect(revoked.status).toBe(204);
    for (const server of [b, a]) {
      for (const path of paths) expect((await fetch(server.url + path)).status, path).toBe(404);
    }
  });

  it('both drain on SIGTERM: answers in progress are finished, then each exits with 0', async () => {
    // An upload of four photos in progress on each when the signal comes (each takes seconds).
    const references = await listingReferences(a.url);
    // The forms are made first: their photos take a while on a loaded machine, and an upload must
    // be on its way to its server when the signal comes, not still being made.
    const bodies = await Promise.all([a, b].map(() => listingBody(references, 'draining', 4)));
    const uploads = [a, b].map((server, index) =>
      sendListing(server.url, token, bodies[index]!).then((response) => response.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exits = await Promise.all([a.stop(), b.stop()]);
    expect(await Promise.all(uploads)).toEqual([201, 201]);
    expect(exits).toEqual([0, 0]);
    for (const server of [a, b]) {
      expect(server.logs().some((line) => line.msg === 'shut down cleanly')).toBe(true);
      expect(errorLines(server.logs())).toEqual([]);
    }
  });
});
