import { CURRENCIES } from '../../../contract/currency';
import {
  type ExchangeRates,
  type ExchangeRatesInput,
  exchangeRatesInput,
  isStale,
} from '../../../contract/exchange-rates';
import type { Database } from '../../db/client';
import { type Actor, asActor } from '../audit/actor';
import * as repo from './exchange-rates.repo';

/** What migration 0019 seeds: the market's rates of 27 November 2026. */
export const SEEDED_RATES: repo.StoredRates = {
  AED: { inrPerUnit: 24.1525, date: '2026-11-27' },
  SAR: { inrPerUnit: 23.6533, date: '2026-11-27' },
  QAR: { inrPerUnit: 24.3681, date: '2026-11-27' },
  KWD: { inrPerUnit: 288.9, date: '2026-11-27' },
  OMR: { inrPerUnit: 230.69, date: '2026-11-27' },
  BHD: { inrPerUnit: 235.91, date: '2026-11-27' },
  USD: { inrPerUnit: 88.7, date: '2026-11-27' },
};

/** Who the audit trail names for a refresh from EXCHANGE_RATES_URL (no member made it). */
export const REFRESH_ACTOR: Actor = { id: null, email: 'exchange-rates-refresh' };

function toAnswer(rates: repo.StoredRates, now: Date): ExchangeRates {
  const answer = {} as ExchangeRates;
  for (const code of CURRENCIES) {
    const { inrPerUnit, date } = rates[code];
    answer[code] = { inr_per_unit: inrPerUnit, date, stale: isStale(date, now) };
  }
  return answer;
}

function fromInput(input: ExchangeRatesInput): repo.StoredRates {
  const rates = {} as repo.StoredRates;
  for (const code of CURRENCIES) {
    rates[code] = { inrPerUnit: input[code].inr_per_unit, date: input[code].date };
  }
  return rates;
}

/**
 * The exchange rates (issue 34, item 5): read by every public page that shows a price in the
 * visitor's currency, written by owners in Settings or by the refresh from EXCHANGE_RATES_URL. A
 * write moves the catalogue version on (migration 0019), so kept pages are made again.
 */
export function createExchangeRatesService({
  db,
  catalogueVersion,
  now = () => new Date(),
}: {
  db: Database;
  /** When given, the rates are read once per catalogue version (server/http/catalogue-version.ts). */
  catalogueVersion?: () => Promise<string>;
  now?: () => Date;
}) {
  let kept: { version: string; rates: Promise<repo.StoredRates> } | null = null;

  async function read(): Promise<repo.StoredRates> {
    return (await repo.readRates(db)) ?? SEEDED_RATES;
  }

  async function stored(): Promise<repo.StoredRates> {
    if (!catalogueVersion) return read();
    // The version first, so the rates read after it are at least as new as it says.
    const version = await catalogueVersion();
    if (kept?.version === version) return kept.rates;
    const rates = read();
    const entry = { version, rates };
    kept = entry;
    rates.catch(() => {
      if (kept === entry) kept = null;
    });
    return rates;
  }

  async function update(input: ExchangeRatesInput, actor: Actor): Promise<ExchangeRates> {
    const rates = await asActor(db, actor, (tx) => repo.writeRates(tx, fromInput(input)));
    return toAnswer(rates, now());
  }

  return {
    /** Every rate with its date, and whether it is stale (counted from today in Kerala). */
    async get(): Promise<ExchangeRates> {
      return toAnswer(await stored(), now());
    },

    /** Every rate, as an owner typed them (checked by contract/exchange-rates.ts). */
    update,

    /**
     * Takes the rates from EXCHANGE_RATES_URL's answer (the PUT's body, see docs/deploy.md) and
     * stores them when they differ, as the refresh. A download that fails its checks changes
     * nothing and throws, so the job logs it; the rates then stay as they were (and turn stale).
     */
    async refreshFrom(url: string, signal?: AbortSignal): Promise<'changed' | 'unchanged'> {
      const response = await fetch(url, { signal: signal ?? AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`EXCHANGE_RATES_URL answered ${response.status}`);
      const parsed = exchangeRatesInput.safeParse(await response.json());
      if (!parsed.success) {
        throw new Error(
          `EXCHANGE_RATES_URL's answer is not a set of rates: ${parsed.error.message}`,
        );
      }
      const current = await read();
      const next = fromInput(parsed.data);
      const same = CURRENCIES.every(
        (code) =>
          current[code].inrPerUnit === next[code].inrPerUnit &&
          current[code].date === next[code].date,
      );
      if (same) return 'unchanged';
      await update(parsed.data, REFRESH_ACTOR);
      return 'changed';
    },
  };
}

export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
