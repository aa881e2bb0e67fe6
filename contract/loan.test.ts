import { describe, expect, it } from 'vitest';

import { defaultLoanAmount, LOAN_DEFAULTS, loanCost } from './loan';

describe('loanCost', () => {
  it('gives the instalment banks quote: ₹50,00,000 at 8.5% for 20 years is ₹43,391 a month', () => {
    const cost = loanCost({ principal: 5_000_000, annualRatePercent: 8.5, years: 20 });
    expect(cost).toEqual({
      monthlyPayment: 43_391,
      totalPayment: 10_413_879,
      totalInterest: 5_413_879,
      months: 240,
    });
  });

  it('agrees with the formula worked by hand on other terms', () => {
    // ₹10,00,000 at 12% for 1 year: r = 1%, (1.01)^12 = 1.126825; EMI = 10,000 × 1.126825 / 0.126825.
    expect(
      loanCost({ principal: 1_000_000, annualRatePercent: 12, years: 1 })?.monthlyPayment,
    ).toBe(88_849);
    // ₹30,00,000 at 9% for 15 years.
    expect(
      loanCost({ principal: 3_000_000, annualRatePercent: 9, years: 15 })?.monthlyPayment,
    ).toBe(30_428);
  });

  it('divides evenly at 0% and keeps interest at zero', () => {
    expect(loanCost({ principal: 1_200_000, annualRatePercent: 0, years: 10 })).toEqual({
      monthlyPayment: 10_000,
      totalPayment: 1_200_000,
      totalInterest: 0,
      months: 120,
    });
  });

  it('costs more in interest the longer the loan, for a smaller instalment', () => {
    const short = loanCost({ principal: 5_000_000, annualRatePercent: 8.5, years: 10 });
    const long = loanCost({ principal: 5_000_000, annualRatePercent: 8.5, years: 30 });
    expect(long?.monthlyPayment).toBeLessThan(short?.monthlyPayment ?? 0);
    expect(long?.totalInterest).toBeGreaterThan(short?.totalInterest ?? 0);
  });

  it('answers nothing for terms no bank offers, never NaN', () => {
    for (const terms of [
      { principal: 0, annualRatePercent: 8.5, years: 20 },
      { principal: -5, annualRatePercent: 8.5, years: 20 },
      { principal: 5_000_000, annualRatePercent: -1, years: 20 },
      { principal: 5_000_000, annualRatePercent: 8.5, years: 0 },
      { principal: Number.NaN, annualRatePercent: 8.5, years: 20 },
      { principal: 5_000_000, annualRatePercent: Number.POSITIVE_INFINITY, years: 20 },
    ]) {
      expect(loanCost(terms)).toBeUndefined();
    }
  });
});

describe('defaultLoanAmount', () => {
  it('is 80% of the price, in whole rupees', () => {
    expect(LOAN_DEFAULTS.share).toBe(0.8);
    expect(defaultLoanAmount(6_250_000)).toBe(5_000_000);
    expect(defaultLoanAmount(1_234_567)).toBe(987_654);
  });
});
