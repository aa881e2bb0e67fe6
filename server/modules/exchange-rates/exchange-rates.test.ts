import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../contract/currency';
import {
  type ExchangeRates,
  type ExchangeRatesInput,
  exchangeRateMessages,
} from '../../../contract/exchange-rates';
import { keralaDate } from '../../../contract/format';
import { auditLog, catalogueVersion, exchangeRates } from '../../db/schema';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';
import * as repo from './exchange-rates.repo';
import { createRatesRefresher } from './rates-refresh';
import { createExchangeRatesService, REFRESH_ACTOR, SEEDED_RATES } from './exchange-rates.service';

/**
 * The exchange rates (issue 34, item 5): one row seeded by migration 0019, read by everyone,
 * changed by owners only or by the refresh from EXCHANGE_RATES_URL; a change is recorded in the
 * audit trail and moves the catalogue version on, so pages with converted prices are made again.
 */

const URL = '/api/exchange-rates/';

let t: TestApp;
let owner: Record<string, string>;
let agent: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.adminHeaders();
  agent = await t.agentHeaders();
});
afterAll(() => t.close());
beforeEach(async () => {
  await repo.writeRates(t.database.db, SEEDED_RATES);
  await t.database.db.delete(auditLog);
});

const today = () => keralaDate(new Date());
/** A date `days` before today in Kerala. */
const daysAgo = (days: number) => keralaDate(new Date(Date.now() - days * 86_400_000));

/** Every currency at `rate`, dated `date`, but for the overrides. */
function input(date = today(), overrides: Partial<ExchangeRatesInput> = {}): ExchangeRatesInput {
  const body = Object.fromEntries(
    CURRENCIES.map((code) => [code, { inr_per_unit: SEEDED_RATES[code].inrPerUnit, date }]),
  ) as ExchangeRatesInput;
  return { ...body, ...overrides };
}

async function stored(): Promise<repo.StoredRates> {
  const rows = await t.database.db.select().from(exchangeRates);
  expect(rows).toHaveLength(1);
  return (await repo.readRates(t.database.db))!;
}

async function version(): Promise<number> {
  const [row] = await t.database.db.select().from(catalogueVersion);
  return row!.version;
}

function put(payload: unknown, headers: Record<string, string> = owner) {
  return t.app.inject({ method: 'PUT', url: URL, payload: payload as object, headers });
}

describe('exchange rates', () => {
  it('answers the seeded rates to anyone, dated, with stale flags, as a kept public answer', async () => {
    const response = await t.app.inject({ url: URL });
    expect(response.statusCode).toBe(200);
    const rates = response.json<ExchangeRates>();
    expect(Object.keys(rates)).toEqual([...CURRENCIES]);
    expect(rates.AED).toEqual({
      inr_per_unit: 24.1525,
      date: '2026-11-27',
      stale: Date.parse(today()) - Date.parse('2026-11-27') > 7 * 86_400_000,
    });
    expect(rates.KWD.inr_per_unit).toBe(288.9);
    expect(response.headers['cache-control']).toMatch(/public/);
    expect(response.headers.etag).toBeTruthy();
  });

  it('flags a rate over 7 days old as stale, and one of exactly 7 days as current', async () => {
    const response = await put(
      input(today(), {
        AED: { inr_per_unit: 24.2, date: daysAgo(8) },
        SAR: { inr_per_unit: 23.7, date: daysAgo(7) },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const rates = (await t.app.inject({ url: URL })).json<ExchangeRates>();
    expect(rates.AED).toEqual({ inr_per_unit: 24.2, date: daysAgo(8), stale: true });
    expect(rates.SAR).toEqual({ inr_per_unit: 23.7, date: daysAgo(7), stale: false });
    expect(rates.USD.stale).toBe(false);
  });

  it('lets an owner change them, records each change, and moves the catalogue version on', async () => {
    await t.app.inject({ url: URL }); // kept, so the next GET must see the change anyway
    const before = await version();
    const body = input('2026-11-28', { KWD: { inr_per_unit: 289.1234, date: '2026-11-28' } });
    const response = await put(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ExchangeRates>().KWD).toMatchObject({ inr_per_unit: 289.1234 });
    expect((await stored()).KWD).toEqual({ inrPerUnit: 289.1234, date: '2026-11-28' });
    expect(await version()).toBeGreaterThan(before);
    const read = await t.app.inject({ url: URL });
    expect(read.json<ExchangeRates>().KWD.inr_per_unit).toBe(289.1234);

    const entries = await t.database.db.select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorEmail: expect.any(String),
      action: 'updated',
      entity: 'exchange_rates',
    });
    const changes = entries[0]!.changes as Record<string, [unknown, unknown]>;
    expect(changes.kwd_inr).toEqual([288.9, 289.1234]);
    expect(changes.kwd_date).toEqual(['2026-11-27', '2026-11-28']);
    expect(changes.aed_inr).toBeUndefined(); // unchanged rates are not listed
    const trail = await t.app.inject({ url: '/api/audit/?entity=exchange_rates', headers: owner });
    expect(trail.statusCode, trail.body).toBe(200);
    expect(trail.json<{ count: number }>().count).toBe(1);
  });

  it('refuses bad rates with a message under each currency, and changes nothing', async () => {
    const tomorrow = keralaDate(new Date(Date.now() + 86_400_000));
    const cases: [unknown, Record<string, string[]>][] = [
      [input(today(), { AED: { inr_per_unit: 0, date: today() } }), { AED: [] }],
      [input(today(), { SAR: { inr_per_unit: -3, date: today() } }), { SAR: [] }],
      [input(today(), { QAR: { inr_per_unit: 10_000.5, date: today() } }), { QAR: [] }],
      [input(today(), { KWD: { inr_per_unit: 288.12345, date: today() } }), { KWD: [] }],
      [input(today(), { OMR: { inr_per_unit: 230, date: tomorrow } }), { OMR: [] }],
      [input(today(), { BHD: { inr_per_unit: 235, date: '2026-02-30' } }), { BHD: [] }],
      [input(today(), { USD: { inr_per_unit: '88.7', date: today() } as never }), { USD: [] }],
      [{ ...input(), AED: undefined }, { AED: [] }],
      [{ ...input(), USD: { inr_per_unit: 88, date: today(), source: 'x' } }, { USD: [] }],
    ];
    const before = await version();
    for (const [payload, errors] of cases) {
      const response = await put(JSON.parse(JSON.stringify(payload)));
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const [code] = Object.keys(errors) as (typeof CURRENCIES)[number][];
      expect(response.json(), JSON.stringify(payload)).toEqual({
        [code!]: [exchangeRateMessages.rate(code!)],
      });
    }
    const extra = await put({ ...input(), EUR: { inr_per_unit: 100, date: today() } });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toHaveProperty('non_field_errors');
    expect(await stored()).toEqual(SEEDED_RATES);
    expect(await version()).toBe(before);
  });

  it('refuses agents with the owners-only message, and changes nothing', async () => {
    const response = await put(input(), agent);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ detail: exchangeRateMessages.ownersOnly });
    expect(await stored()).toEqual(SEEDED_RATES);
    expect((await t.app.inject({ url: URL, headers: agent })).statusCode).toBe(200);
  });

  it('refuses anyone not signed in with 401, and changes nothing', async () => {
    for (const headers of BAD_TOKEN_HEADERS) {
      expect((await put(input(), headers)).statusCode).toBe(401);
    }
    expect(await stored()).toEqual(SEEDED_RATES);
  });
});

describe('the refresh from EXCHANGE_RATES_URL', () => {
  let server: Server;
  let answer: { status: number; body: unknown };
  let asked = 0;
  let base: string;

  beforeAll(async () => {
    server = createServer((_request, response) => {
      asked += 1;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates.json`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    asked = 0;
  });

  it('stores what the URL answers, in the audit trail as the refresh, and the version moves', async () => {
    const before = await version();
    answer = { status: 200, body: input(today(), { AED: { inr_per_unit: 24.5, date: today() } }) };
    expect(await t.app.services.exchangeRates.refreshFrom(base)).toBe('changed');
    expect((await stored()).AED).toEqual({ inrPerUnit: 24.5, date: today() });
    expect(await version()).toBeGreaterThan(before);
    const [entry] = await t.database.db.select().from(auditLog);
    expect(entry).toMatchObject({ actorEmail: REFRESH_ACTOR.email, entity: 'exchange_rates' });
    // The same answer again changes nothing and writes nothing.
    const after = await version();
    expect(await t.app.services.exchangeRates.refreshFrom(base)).toBe('unchanged');
    expect(await version()).toBe(after);
  });

  it('keeps the rates when the URL fails or answers something else', async () => {
    answer = { status: 503, body: { detail: 'down' } };
    await expect(t.app.services.exchangeRates.refreshFrom(base)).rejects.toThrow(/503/);
    answer = { status: 200, body: { ...input(), AED: { inr_per_unit: -1, date: today() } } };
    await expect(t.app.services.exchangeRates.refreshFrom(base)).rejects.toThrow(/not a set/);
    expect(await stored()).toEqual(SEEDED_RATES);
  });

  it('runs on its schedule, logs a failure and tries again at the next interval', async () => {
    const service = createExchangeRatesService({ db: t.database.db });
    const lines: string[] = [];
    const log = {
      info: (_: object, message: string) => lines.push(`info ${message}`),
      warn: (_: object, message: string) => lines.push(`warn ${message}`),
    };
    answer = { status: 500, body: {} };
    const refresher = createRatesRefresher({
      url: base,
      intervalMs: 150,
      firstAfterMs: 0,
      refreshFrom: (url, signal) => service.refreshFrom(url, signal),
      log,
    });
    refresher.start();
    await expect.poll(() => lines).toContain('warn exchange rates refresh failed');
    answer = { status: 200, body: input(today(), { USD: { inr_per_unit: 89.01, date: today() } }) };
    await expect.poll(() => lines, { timeout: 3000 }).toContain('info exchange rates refreshed');
    await refresher.stop();
    expect(asked).toBeGreaterThanOrEqual(2);
    expect((await stored()).USD).toEqual({ inrPerUnit: 89.01, date: today() });
  });
});
