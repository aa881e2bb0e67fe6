/**
 * A home loan's monthly instalment (EMI) and what it costs in all (issue 14): the standard
 * reducing-balance formula banks in India use, EMI = P·r·(1+r)^n / ((1+r)^n − 1), with r the
 * monthly rate and n the number of months. Worked out in the browser, no round trip.
 */

/** What a visitor starts from on a listing for sale: 80% of the price, 8.5% a year, 20 years. */
export const LOAN_DEFAULTS = { share: 0.8, annualRatePercent: 8.5, years: 20 } as const;

/** The ranges the calculator's sliders and inputs accept. */
export const LOAN_LIMITS = {
  annualRatePercent: { min: 0, max: 30, step: 0.05 },
  years: { min: 1, max: 30, step: 1 },
} as const;

export interface LoanTerms {
  /** Rupees borrowed. */
  principal: number;
  /** The yearly interest rate, in percent: 8.5 for 8.5%. */
  annualRatePercent: number;
  years: number;
}

export interface LoanCost {
  /** The monthly instalment, in whole rupees. */
  monthlyPayment: number;
  /** Interest over the whole loan, in whole rupees. */
  totalInterest: number;
  /** Principal and interest together, in whole rupees. */
  totalPayment: number;
  months: number;
}

/**
 * The instalment and totals of a loan; undefined for terms no bank would offer (nothing
 * borrowed, no months, a negative or non-finite figure), so a half-typed input shows nothing
 * rather than NaN. The totals come from the exact instalment, rounded once at the end.
 */
export function loanCost({ principal, annualRatePercent, years }: LoanTerms): LoanCost | undefined {
  const months = Math.round(years * 12);
  if (
    !Number.isFinite(principal) ||
    !Number.isFinite(annualRatePercent) ||
    principal <= 0 ||
    annualRatePercent < 0 ||
    months < 1
  ) {
    return undefined;
  }
  const rate = annualRatePercent / 12 / 100;
  const growth = (1 + rate) ** months;
  const exactMonthly = rate === 0 ? principal / months : (principal * rate * growth) / (growth - 1);
  const totalPayment = exactMonthly * months;
  return {
    monthlyPayment: Math.round(exactMonthly),
    totalInterest: Math.round(totalPayment - principal),
    totalPayment: Math.round(totalPayment),
    months,
  };
}

/** The loan a visitor starts from for a price: 80% of it, in whole rupees. */
export function defaultLoanAmount(price: number): number {
  return Math.round(price * LOAN_DEFAULTS.share);
}
