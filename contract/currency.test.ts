import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  changesCurrencyCookie,
  currencyOfCookie,
  formatConverted,
  visitorCurrency,
} from './currency';
import { ageInDays, exchangeRatesInput, isStale, pageCurrency } from './exchange-rates';

/** Rupees per unit, as migration 0019 seeds them. */
const RATES = {
  AED: 24.1525,
  SAR: 23.6533,
  QAR: 24.3681,
  KWD: 288.9,
  OMR: 230.69,
  BHD: 235.91,
  USD: 88.7,
} as const;

const NBSP = '\u00a0';
const at = (code: keyof typeof RATES, rupees: number) =>
  formatConverted(rupees, { code, inrPerUnit: RATES[code] }).replaceAll(NBSP, ' ');

describe("prices in the visitor's currency", () => {
  it('writes ₹85 Lakh in every currency, grouped in thousands as the Gulf writes them', () => {
    expect(CURRENCIES.map((code) => at(code, 8_500_000))).toEqual([
      'AED 352,000',
      'SAR 359,000',
      'QAR 349,000',
      'KWD 29,400',
      'OMR 36,800',
      'BHD 36,000',
      'USD 95,800',
    ]);
  });

  it('rounds large amounts to three figures, never to Indian grouping', () => {
    expect(at('AED', 125_000_000)).toBe('AED 5,180,000');
    expect(at('USD', 1_000_000_000)).toBe('USD 11,300,000');
  });

  it("keeps the currency's own decimals below 100: three for the dinars and the rial", () => {
    expect(at('KWD', 18_000)).toBe('KWD 62.305');
    expect(at('OMR', 5_000)).toBe('OMR 21.674');
    expect(at('BHD', 5_000)).toBe('BHD 21.195');
    expect(at('AED', 2_000)).toBe('AED 82.81');
    // From 100 up, whole units: a rent of ₹18,000 a month.
    expect(at('AED', 18_000)).toBe('AED 745');
    expect(at('SAR', 18_000)).toBe('SAR 761');
  });
});

describe("the visitor's choice", () => {
  it('takes the URL first, then the cookie; INR and nothing known are rupees only', () => {
    expect(visitorCurrency('?currency=AED', undefined)).toBe('AED');
    expect(visitorCurrency('?currency=sar', 'veedu_currency=AED')).toBe('SAR');
    expect(visitorCurrency('?currency=INR', 'veedu_currency=AED')).toBeNull();
    expect(visitorCurrency('', 'veedu_lang=ml; veedu_currency=KWD')).toBe('KWD');
    expect(visitorCurrency('?currency=EUR', 'veedu_currency=QAR')).toBe('QAR');
    expect(visitorCurrency('', 'veedu_currency=EUR')).toBeNull();
    expect(visitorCurrency('', 'xveedu_currency=AED')).toBeNull();
    expect(currencyOfCookie(undefined)).toBeUndefined();
  });

  it('changes the cookie only when the URL names a choice the cookie does not hold', () => {
    expect(changesCurrencyCookie('?currency=AED', undefined)).toBe(true);
    expect(changesCurrencyCookie('?currency=AED', 'veedu_currency=AED')).toBe(false);
    expect(changesCurrencyCookie('?currency=INR', undefined)).toBe(false);
    expect(changesCurrencyCookie('?currency=INR', 'veedu_currency=OMR')).toBe(true);
    expect(changesCurrencyCookie('?page=2', 'veedu_currency=OMR')).toBe(false);
    expect(changesCurrencyCookie('?currency=EUR', undefined)).toBe(false);
  });
});

describe('rates and their dates', () => {
  const now = new Date('2026-11-29T20:00:00Z'); // 30 November in Kerala

  it("counts a rate's age in Kerala's days: stale after 7", () => {
    expect(ageInDays('2026-11-30', now)).toBe(0);
    expect(ageInDays('2026-11-23', now)).toBe(7);
    expect(isStale('2026-11-23', now)).toBe(false);
    expect(isStale('2026-11-22', now)).toBe(true);
  });

  it('notes the rate and its date in both languages, and says when it is over a week old', () => {
    const rates = Object.fromEntries(
      CURRENCIES.map((code) => [
        code,
        { inr_per_unit: RATES[code], date: '2026-11-27', stale: false },
      ]),
    ) as Parameters<typeof pageCurrency>[1];
    expect(pageCurrency(null, rates)).toBeNull();
    expect(pageCurrency('AED', rates)).toEqual({
      code: 'AED',
      inrPerUnit: 24.1525,
      notes: {
        en: '1 AED = ₹24.1525, the rate of 27 November 2026',
        ml: '1 AED = ₹24.1525, 2026 നവംബർ 27-ലെ നിരക്ക്',
      },
    });
    const stale = pageCurrency('KWD', {
      ...rates,
      KWD: { inr_per_unit: 288.9, date: '2026-11-01', stale: true },
    });
    expect(stale?.notes.en).toBe('1 KWD = ₹288.9, the rate of 1 November 2026 (over a week old)');
    expect(stale?.notes.ml).toBe('1 KWD = ₹288.9, 2026 നവംബർ 1-ലെ നിരക്ക് (ഒരാഴ്ചയിലേറെ പഴയത്)');
  });

  it('takes a set of rates only whole: every currency, rupees above 0 with 4 decimals at most', () => {
    const valid = Object.fromEntries(
      CURRENCIES.map((code) => [code, { inr_per_unit: RATES[code], date: '2026-11-27' }]),
    );
    expect(exchangeRatesInput.safeParse(valid).success).toBe(true);
    expect(
      exchangeRatesInput.safeParse({
        ...valid,
        AED: { inr_per_unit: 24.12345, date: '2026-11-27' },
      }).success,
    ).toBe(false);
    expect(
      exchangeRatesInput.safeParse({ ...valid, AED: { inr_per_unit: 0, date: '2026-11-27' } })
        .success,
    ).toBe(false);
    expect(
      exchangeRatesInput.safeParse({ ...valid, AED: { inr_per_unit: 24, date: '1999-12-31' } })
        .success,
    ).toBe(false);
    const { USD: _, ...withoutUsd } = valid;
    expect(exchangeRatesInput.safeParse(withoutUsd).success).toBe(false);
  });
});
