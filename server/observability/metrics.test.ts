import { JOB_QUEUES } from '../../contract/jobs';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '../media/image-pipeline';
import { encodeMultipart, makeTestImage, makeTestSvg } from '../media/test-uploads';
import { insertListing } from '../testing/listings';
import { createTestApp, testEngine, type TestApp } from '../testing/test-app';
import { watchReadGate } from './metrics';

/** GET /metrics (issue 16, item 5) on the real app, on both engines. */

const TOKEN = 'metrics-token-for-the-tests-0123';
const BEARER = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, READ_CONCURRENCY: '2' } });
});
afterAll(() => t.close());
beforeEach(() => t.resetRateLimits());

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** Prometheus's text format, the samples only. */
function parseSamples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
          pair[1],
          pair[2],
        ]),
      );
      return { name: match[1] ?? '', labels, value: Number(match[3]) };
    });
}

async function scrape(): Promise<{ text: string; samples: Sample[] }> {
  const response = await t.app.inject({ url: '/metrics', headers: BEARER });
  expect(response.statusCode).toBe(200);
  return { text: response.body, samples: parseSamples(response.body) };
}

/** The value of the sample with this name and these labels (among others); 0 when absent. */
async function valueOf(name: string, labels: Record<string, string> = {}): Promise<number> {
  const { samples } = await scrape();
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value ?? 0;
}

/** How much a sample grew while `act` ran. */
async function growth(
  name: string,
  labels: Record<string, string>,
  act: () => Promise<unknown>,
): Promise<number> {
  const before = await valueOf(name, labels);
  await act();
  return (await valueOf(name, labels)) - before;
}

describe('GET /metrics', () => {
  it('is an unknown path like any other without METRICS_TOKEN', async () => {
    const off = await createTestApp();
    try {
      const unknown = await off.app.inject({ url: '/no-such-page' });
      for (const headers of [{}, BEARER]) {
        const response = await off.app.inject({ url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
        expect(response.json()).toEqual(unknown.json());
      }
    } finally {
      await off.close();
    }
  });

  it.each([
    ['no Authorization', {}],
    ['a wrong token', { authorization: 'Bearer metrics-token-for-the-tests-0124' }],
    ['a longer token', { authorization: `${BEARER.authorization}5` }],
    ['the token without its scheme', { authorization: TOKEN }],
    ['an admin token scheme', { authorization: `Token ${TOKEN}` }],
  ])('answers 401 to %s', async (_case, headers) => {
    const response = await t.app.inject({ url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.json()).toEqual({
      detail: 'Send the metrics token as Authorization: Bearer <token>.',
    });
    expect(response.body).not.toContain('veedu_');
  });

  it('answers the Prometheus text format, with the process figures', async () => {
    const response = await t.app.inject({ url: '/metrics', headers: BEARER });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = parseSamples(response.body);
    const names = new Set(samples.map((sample) => sample.name));
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
    ]) {
      expect(names, name).toContain(name);
    }
    expect(response.body).toContain('# TYPE veedu_http_requests_total counter');
    expect(response.body).toContain('# TYPE veedu_http_request_duration_seconds histogram');
  });

  it('counts and times answers by route pattern, never by URL', async () => {
    const route = {
      method: 'GET',
      route: '/api/properties/properties/:id/',
      status_code: '404',
    };
    const ids = [990_001, 990_002];
    const counted = await growth('veedu_http_requests_total', route, async () => {
      for (const id of ids) {
        const response = await t.app.inject({ url: `/api/properties/properties/${id}/` });
        expect(response.statusCode).toBe(404);
      }
    });
    expect(counted).toBe(2);
    expect(
      await valueOf('veedu_http_request_duration_seconds_count', route),
    ).toBeGreaterThanOrEqual(2);
    const slowest = await valueOf('veedu_http_request_duration_seconds_bucket', {
      ...route,
      le: '+Inf',
    });
    expect(slowest).toBe(await valueOf('veedu_http_request_duration_seconds_count', route));

    const ok = { method: 'GET', route: '/healthz', status_code: '200' };
    expect(
      await growth('veedu_http_requests_total', ok, () => t.app.inject({ url: '/healthz' })),
    ).toBe(1);

    const { text } = await scrape();
    // In no label: a figure's value may hold the same digits by chance (a float of seconds).
    const labelSets = text.match(/\{[^}]*\}/g) ?? [];
    expect(labelSets.length).toBeGreaterThan(0);
    for (const id of ids) expect(labelSets.join('\n')).not.toContain(String(id));
  });

  it('counts every path no route matches under one label', async () => {
    const path = `/no-such-page-${randomBytes(6).toString('hex')}`;
    const labels = { method: 'GET', route: 'unmatched', status_code: '404' };
    expect(
      await growth('veedu_http_requests_total', labels, () => t.app.inject({ url: path })),
    ).toBe(1);
    expect((await scrape()).text).not.toContain(path);
  });

  it('counts sign-in failures', async () => {
    const labels = { reason: 'invalid_credentials' };
    const failures = await growth('veedu_sign_in_failures_total', labels, async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        payload: { email: 'nobody@veedu.test', password: 'not-the-password' },
      });
      expect(response.statusCode).toBe(401);
    });
    expect(failures).toBe(1);
    // A sign-in that works is no failure.
    expect(await growth('veedu_sign_in_failures_total', labels, () => t.adminHeaders())).toBe(0);
  });

  it('counts enquiries received, and the robots caught by the honeypot apart', async () => {
    const enquiry = {
      name: 'Anjali Menon',
      email: 'anjali@example.in',
      phone_number: '+919847011111',
      message: 'Is the villa in Kakkanad still available?',
      property_type: 'Residential',
    };
    const send = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/properties/contacts/', payload });
    const stored = { outcome: 'stored' };
    expect(
      await growth('veedu_enquiries_received_total', stored, async () => {
        expect((await send(enquiry)).statusCode).toBe(201);
      }),
    ).toBe(1);
    const caught = { outcome: 'honeypot' };
    expect(
      await growth('veedu_enquiries_received_total', caught, async () => {
        expect((await send({ ...enquiry, website: 'https://spam.example' })).statusCode).toBe(201);
      }),
    ).toBe(1);
    expect(await valueOf('veedu_enquiries_received_total', stored)).toBeGreaterThanOrEqual(1);
  });

  it('counts uploaded images accepted and refused', async () => {
    const admin = await t.adminHeaders();
    const upload = async (data: Buffer, filename: string) => {
      const body = await encodeMultipart([{ name: 'image', filename, data, type: 'image/jpeg' }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/properties/hero-banners/',
        payload: body.payload,
        headers: { ...body.headers, ...admin },
      });
    };
    const accepted = { outcome: 'accepted' };
    expect(
      await growth('veedu_image_uploads_total', accepted, async () => {
        expect((await upload(await makeTestImage('jpeg', 800, 400), 'hero.jpg')).statusCode).toBe(
          201,
        );
      }),
    ).toBe(1);
    const notAnImage = { outcome: 'refused', reason: 'not_an_image' };
    expect(
      await growth('veedu_image_uploads_total', notAnImage, async () => {
        expect((await upload(makeTestSvg(800, 400), 'hero.svg')).statusCode).toBe(415);
      }),
    ).toBe(1);
    const tooLarge = { outcome: 'refused', reason: 'too_large' };
    expect(
      await growth('veedu_image_uploads_total', tooLarge, async () => {
        const huge = Buffer.alloc(IMAGE_LIMITS.maxBytes + 1, 0xff);
        expect((await upload(huge, 'huge.jpg')).statusCode).toBe(413);
      }),
    ).toBe(1);
  });

  it("reports the database's connections and the waits for one", async () => {
    await t.app.inject({ url: '/api/properties/properties/' });
    const { samples } = await scrape();
    const value = (name: string) => samples.find((sample) => sample.name === name)?.value;
    // The tests' PostgreSQL pools have 4 connections (server/testing/databases.ts).
    const max = testEngine() === 'postgres' ? 4 : 1;
    expect(value('veedu_db_connections_max')).toBe(max);
    expect(value('veedu_db_connections')).toBeGreaterThanOrEqual(1);
    expect(value('veedu_db_connections')).toBeLessThanOrEqual(max);
    expect(value('veedu_db_connections_idle')).toBeGreaterThanOrEqual(0);
    // Nothing else runs while the scrape is answered.
    expect(value('veedu_db_connection_waiters')).toBe(0);
    expect(value('veedu_db_connection_wait_seconds_count')).toBeGreaterThan(0);
  });

  it('reports the public answers made and waiting for their turn (READ_CONCURRENCY)', async () => {
    // Five searches at once with two turns (this app's READ_CONCURRENCY): all answered, and every
    // turn given back.
    const searches = [1, 2, 3, 4, 5].map((page) =>
      t.app.inject({ url: `/api/properties/properties/?page=${page}&sort=price-asc` }),
    );
    for (const answer of await Promise.all(searches)) expect(answer.statusCode).toBe(200);
    const { samples } = await scrape();
    const value = (name: string) => samples.find((sample) => sample.name === name)?.value;
    expect(value('veedu_reads_running')).toBe(0);
    expect(value('veedu_reads_waiting')).toBe(0);
    expect(value('veedu_reads_refused_total')).toBe(0);
    expect(value('veedu_reads_limit')).toBe(2);
    // The gauges read the app's own line: a line of three waiting and two made shows as such.
    const stop = watchReadGate({ waiting: 3, running: 2, limit: 5 });
    try {
      const held = (await scrape()).samples;
      expect(held.find((sample) => sample.name === 'veedu_reads_waiting')?.value).toBe(3);
      expect(held.find((sample) => sample.name === 'veedu_reads_running')?.value).toBe(2);
      expect(held.find((sample) => sample.name === 'veedu_reads_limit')?.value).toBe(5);
    } finally {
      stop();
    }
  });

  it('opens the line by itself once the catalogue is large enough (READ_CONCURRENCY=auto)', async () => {
    for (const [fromListings, limit] of [
      [1, 4],
      [1_000_000, 0],
    ] as const) {
      const auto = await createTestApp({
        env: { METRICS_TOKEN: TOKEN },
        configure: (config) => ({ ...config, readGate: { ...config.readGate!, fromListings } }),
      });
      try {
        await insertListing(auto.database.db, { title: 'Flat', city: 'Kochi', type: 'Apartment' });
        // The first search builds the search index: the line then knows the catalogue's size.
        expect((await auto.app.inject({ url: '/api/properties/properties/' })).statusCode).toBe(
          200,
        );
        const response = await auto.app.inject({ url: '/metrics', headers: BEARER });
        const samples = parseSamples(response.body);
        expect(samples.find((sample) => sample.name === 'veedu_reads_limit')?.value).toBe(limit);
      } finally {
        await auto.close();
      }
    }
  });

  it('shows the statements waiting for a connection, and how long they waited', async () => {
    const postgres = testEngine() === 'postgres';
    // PGlite runs one statement at a time; the tests' PostgreSQL pools have 4 connections.
    const connections = postgres ? 4 : 1;
    const waitedBefore = await valueOf('veedu_db_connection_wait_seconds_sum');
    // Drizzle's queries run when awaited: start them all now.
    const statements = Array.from({ length: connections + 1 }, async () =>
      t.database.db.execute(sql`select pg_sleep(0.3)`),
    );
    if (postgres) {
      // Every statement waits while the pool opens connections; then four run and one waits.
      const deadline = Date.now() + 2_000;
      let waiters = 0;
      while (waiters !== 1 && Date.now() < deadline) {
        waiters = await valueOf('veedu_db_connection_waiters');
      }
      expect(waiters).toBe(1);
      expect(await valueOf('veedu_db_connections')).toBe(4);
      expect(await valueOf('veedu_db_connections_idle')).toBe(0);
    }
    // PGlite holds the event loop while a statement runs, so no scrape is answered before the
    // queue is empty: its wait shows in the histogram only.
    await Promise.all(statements);
    const waited = (await valueOf('veedu_db_connection_wait_seconds_sum')) - waitedBefore;
    expect(waited).toBeGreaterThanOrEqual(0.2);
    expect(waited).toBeLessThan(5);
    expect(await valueOf('veedu_db_connection_waiters')).toBe(0);
  });

  it('reports the job queue: jobs by queue and state, and how long each job took', async () => {
    const completed = { queue: 'media-sweep', outcome: 'completed' };
    const before = await valueOf('veedu_job_duration_seconds_count', completed);
    // A dead letter, as pg-boss writes one (job-queue.test.ts makes real ones).
    await t.database.db.execute(sql`
      insert into pgboss.job (name, data, output)
      values ('housekeeping-failed', '{}', '{"message": "failed"}')`);
    await t.app.jobs.send('media-sweep');
    await expect
      .poll(() => valueOf('veedu_job_duration_seconds_count', completed), { timeout: 10_000 })
      .toBe(before + 1);
    expect(await valueOf('veedu_jobs', { queue: 'housekeeping', state: 'failed' })).toBe(1);
    const { samples } = await scrape();
    const depth = samples.filter((sample) => sample.name === 'veedu_jobs');
    // Every queue the app works, each in its three states.
    expect(depth.map((sample) => `${sample.labels.queue}/${sample.labels.state}`).sort()).toEqual(
      JOB_QUEUES.flatMap((queue) =>
        ['active', 'failed', 'waiting'].map((state) => `${queue}/${state}`),
      ).sort(),
    );
  });
});
