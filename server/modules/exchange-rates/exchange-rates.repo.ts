import { CURRENCIES, type CurrencyCode } from '../../../contract/currency';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema';

/** SQL for the exchange rates: the one row of `exchange_rates` (migration 0019). */

export type StoredRates = Record<CurrencyCode, { inrPerUnit: number; date: string }>;

type Row = typeof exchangeRates.$inferSelect;
type RateColumns = Omit<Row, 'singleton' | 'updatedAt'>;

/** `AED` -> the row's `aedInr` and `aedDate`. */
function keysOf(code: CurrencyCode) {
  const prefix = code.toLowerCase() as Lowercase<CurrencyCode>;
  return { rate: `${prefix}Inr`, date: `${prefix}Date` } as const;
}

function fromRow(row: RateColumns): StoredRates {
  const rates = {} as StoredRates;
  for (const code of CURRENCIES) {
    const keys = keysOf(code);
    rates[code] = { inrPerUnit: row[keys.rate], date: row[keys.date] };
  }
  return rates;
}

function toRow(rates: StoredRates): RateColumns {
  const row = {} as Record<string, number | string>;
  for (const code of CURRENCIES) {
    const keys = keysOf(code);
    row[keys.rate] = rates[code].inrPerUnit;
    row[keys.date] = rates[code].date;
  }
  return row as RateColumns;
}

/** The row, or null on a database that lost it (the migration inserts it). */
export async function readRates(db: Database): Promise<StoredRates | null> {
  const [row] = await db.select().from(exchangeRates).limit(1);
  return row ? fromRow(row) : null;
}

/** Writes every rate, inserting the row if it is missing; returns what is stored. */
export async function writeRates(db: Database, rates: StoredRates): Promise<StoredRates> {
  const values = toRow(rates);
  const [row] = await db
    .insert(exchangeRates)
    .values({ singleton: true, ...values })
    .onConflictDoUpdate({
      target: exchangeRates.singleton,
      set: { ...values, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('writing the exchange rates returned no row');
  return fromRow(row);
}
