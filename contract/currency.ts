import type { Language } from './languages';

/**
 * The visitor's currency (issue 34, item 5; docs/decisions/022-gulf-currencies.md): prices are
 * also shown in a Gulf currency (or US dollars), always after the rupee price. Kept small: the
 * public pages' scripts import this module (the card formats the converted price), so the rates'
 * schemas and the back office's texts live in exchange-rates.ts.
 */

/** The currencies a visitor can choose, in the switch's order: the Gulf's six, then dollars. */
export const CURRENCIES = ['AED', 'SAR', 'QAR', 'KWD', 'OMR', 'BHD', 'USD'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

/** Each currency's country: its numbers are written as there (grouping, decimals). */
const COUNTRY: Readonly<Record<CurrencyCode, string>> = {
  AED: 'AE',
  SAR: 'SA',
  QAR: 'QA',
  KWD: 'KW',
  OMR: 'OM',
  BHD: 'BH',
  USD: 'US',
};

/** The query parameter and the cookie that carry the choice; `INR` means rupees only. */
export const CURRENCY_PARAM = 'currency';
export const CURRENCY_COOKIE = 'veedu_currency';
export const RUPEES_ONLY = 'INR';

export function isCurrency(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** A choice as written in a URL or a cookie: a currency, `INR` (rupees only), or nothing. */
function choiceOf(value: string | null | undefined): CurrencyCode | typeof RUPEES_ONLY | undefined {
  const code = value?.trim().toUpperCase();
  if (code === RUPEES_ONLY) return RUPEES_ONLY;
  return isCurrency(code) ? code : undefined;
}

/** The choice a Cookie header carries, if any. */
export function currencyOfCookie(
  cookieHeader: string | undefined,
): CurrencyCode | typeof RUPEES_ONLY | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== CURRENCY_COOKIE) continue;
    const choice = choiceOf(pair.slice(separator + 1));
    if (choice) return choice;
  }
  return undefined;
}

/** The choice a URL's query states (`?currency=AED`), if any. */
export function currencyOfSearch(search: string): CurrencyCode | typeof RUPEES_ONLY | undefined {
  return choiceOf(new URLSearchParams(search).get(CURRENCY_PARAM));
}

/**
 * The currency a page shows beside rupees: the URL's first (a shared link shows what its sender
 * saw), then the cookie; null for rupees only. The page cache keys by exactly this.
 */
export function visitorCurrency(search: string, cookieHeader: string | undefined) {
  const choice = currencyOfSearch(search) ?? currencyOfCookie(cookieHeader);
  return choice === undefined || choice === RUPEES_ONLY ? null : choice;
}

/**
 * Whether a request's `?currency=` differs from the cookie's choice: the page's answer then sets
 * the cookie, so it is the visitor's own (never kept, never served from the page cache).
 */
export function changesCurrencyCookie(search: string, cookieHeader: string | undefined): boolean {
  const chosen = currencyOfSearch(search);
  return chosen !== undefined && chosen !== (currencyOfCookie(cookieHeader) ?? RUPEES_ONLY);
}

/** What a page needs to show prices in the visitor's currency (the root loader's `money`). */
export interface PageCurrency {
  code: CurrencyCode;
  /** Rupees for one unit of the currency. */
  inrPerUnit: number;
  /** The rate and its date in each language, for the converted price's `title`. */
  notes: Readonly<Record<Language, string>>;
}

/**
 * A rupee amount in the visitor's currency, as its country writes it: 'AED 371,000', 'KWD 29,400',
 * 'KWD 62.305'. Three significant digits from 100 up (the rate is a day's; more would be false
 * precision); below that, the currency's own decimals (three for KWD, OMR, BHD).
 */
export function formatConverted(rupees: number, money: Pick<PageCurrency, 'code' | 'inrPerUnit'>) {
  const amount = rupees / money.inrPerUnit;
  return convertedFormat(money.code, amount >= 100).format(amount);
}

/** The formatters formatConverted uses, made once each (a new one costs about 20 us). */
const convertedFormats = new Map<string, Intl.NumberFormat>();
function convertedFormat(code: CurrencyCode, isRounded: boolean): Intl.NumberFormat {
  const key = `${code} ${isRounded}`;
  let format = convertedFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`en-${COUNTRY[code]}`, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'code',
      ...(isRounded ? { maximumSignificantDigits: 3 } : {}),
    });
    convertedFormats.set(key, format);
  }
  return format;
}
