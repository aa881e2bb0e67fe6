import { z } from 'zod';
import { formatCalendarDate } from './calendar-date';
import { CURRENCIES, type CurrencyCode, type PageCurrency } from './currency';
import { keralaDate } from './format';
import type { Language } from './languages';
import { ownersOnlyMessages } from './owners-only';

/**
 * Exchange rates (issue 34, item 5): rupees for one unit of each currency a visitor can choose,
 * each with the date it was taken, kept in one database row (`exchange_rates`, migration 0019),
 * set by an owner in Settings or refreshed from EXCHANGE_RATES_URL. `GET /api/exchange-rates/`
 * (public) and `PUT /api/exchange-rates/` (owners); the same schema checks the API's input, the
 * refresh's download and the Settings card's form. Rupees per unit, not units per rupee: it is how
 * remittance counters and Kerala's papers quote them (1 AED = ₹24.13), and it keeps four
 * decimals meaningful.
 */

/** A rate dated more than this many days before today (in Kerala) is stale. */
export const STALE_AFTER_DAYS = 7;
/** No currency of the list is worth more than this in rupees (the KWD is about 290). */
export const MAX_INR_PER_UNIT = 10_000;

/** Each currency's unit, for the messages and the Settings card. */
export const CURRENCY_UNITS: Readonly<Record<CurrencyCode, string>> = {
  AED: 'UAE dirham',
  SAR: 'Saudi riyal',
  QAR: 'Qatari riyal',
  KWD: 'Kuwaiti dinar',
  OMR: 'Omani rial',
  BHD: 'Bahraini dinar',
  USD: 'US dollar',
};

export const exchangeRateMessages = {
  rate: (code: CurrencyCode) =>
    `Give rupees per ${CURRENCY_UNITS[code]} (${code}): a number above 0 and up to ` +
    `${MAX_INR_PER_UNIT.toLocaleString('en-IN')}, with up to 4 decimals, and the date it was ` +
    'taken (YYYY-MM-DD, not after today).',
  /** 403 for agents: the route and the Settings card. */
  ownersOnly: ownersOnlyMessages.exchangeRates,
  fetchFailed: 'Failed to fetch the exchange rates',
  saved: 'Exchange rates saved',
  saveFailed: 'Failed to save the exchange rates',
} as const;

/** Days from `isoDate` to today in Kerala (0 on the day itself). */
export function ageInDays(isoDate: string, now: Date = new Date()): number {
  return Math.round((Date.parse(keralaDate(now)) - Date.parse(isoDate)) / 86_400_000);
}

export function isStale(isoDate: string, now: Date = new Date()): boolean {
  return ageInDays(isoDate, now) > STALE_AFTER_DAYS;
}

const rateOut = z.object({
  inr_per_unit: z.number().meta({ description: 'Rupees for one unit of the currency.' }),
  // A pattern, not z.iso.date(): the answer's serializer knows no `date` format.
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .meta({ description: 'The day the rate was taken (YYYY-MM-DD).' }),
  stale: z.boolean().meta({
    description: `Whether the date is more than ${STALE_AFTER_DAYS} days before today in Kerala.`,
  }),
});
export type ExchangeRate = z.infer<typeof rateOut>;

const byCurrency = <T extends z.ZodType>(schema: (code: CurrencyCode) => T) =>
  Object.fromEntries(CURRENCIES.map((code) => [code, schema(code)])) as Record<CurrencyCode, T>;

/** `GET /api/exchange-rates/`: every currency's rate, its date and whether it is stale. */
export const exchangeRates = z.object(byCurrency(() => rateOut));
export type ExchangeRates = z.infer<typeof exchangeRates>;

/** One currency's rate as it is set: rupees per unit (4 decimals at most) and its date. */
export function rateInput(code: CurrencyCode) {
  const error = () => exchangeRateMessages.rate(code);
  return z.strictObject(
    {
      inr_per_unit: z
        .number({ error })
        .positive({ error })
        .max(MAX_INR_PER_UNIT, { error })
        // numeric(12, 4) in the database: a fifth decimal would be dropped without a word.
        .refine((value) => Number.isInteger(Math.round(value * 1e4 * 1e6) / 1e6), { error }),
      date: z.iso
        .date({ error })
        .refine((date) => date >= '2000-01-01' && date <= keralaDate(new Date()), { error }),
    },
    { error },
  );
}

/**
 * The body of `PUT /api/exchange-rates/`: every currency, `{inr_per_unit, date}`, and nothing
 * else; an error is given under the currency's code.
 */
export const exchangeRatesInput = z.strictObject(byCurrency(rateInput), {
  error: `Send the rates of ${CURRENCIES.join(', ')}, and nothing else.`,
});
export type ExchangeRatesInput = z.infer<typeof exchangeRatesInput>;

/**
 * What a page needs to show prices in `code` beside rupees (the root loader's `money`), or null
 * for rupees only. The note is in both languages: the root's data is not made again when the
 * visitor switches language (app/root.tsx).
 */
export function pageCurrency(code: CurrencyCode | null, rates: ExchangeRates): PageCurrency | null {
  if (code === null) return null;
  const rate = rates[code];
  const rupees = `₹${rate.inr_per_unit.toLocaleString('en-IN', { maximumFractionDigits: 4 })}`;
  const note = (language: Language) => {
    const day = formatCalendarDate(rate.date, language);
    return language === 'ml'
      ? `1 ${code} = ${rupees}, ${day}-ലെ നിരക്ക്${rate.stale ? ' (ഒരാഴ്ചയിലേറെ പഴയത്)' : ''}`
      : `1 ${code} = ${rupees}, the rate of ${day}${rate.stale ? ' (over a week old)' : ''}`;
  };
  return { code, inrPerUnit: rate.inr_per_unit, notes: { en: note('en'), ml: note('ml') } };
}
