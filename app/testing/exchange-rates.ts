import type { ExchangeRates } from '../../contract/exchange-rates';

/** Rates for loaders' tests: migration 0019's seed, one of them stale. */
export const TEST_RATES: ExchangeRates = {
  AED: { inr_per_unit: 24.1525, date: '2026-11-27', stale: false },
  SAR: { inr_per_unit: 23.6533, date: '2026-11-27', stale: false },
  QAR: { inr_per_unit: 24.3681, date: '2026-11-27', stale: false },
  KWD: { inr_per_unit: 288.9, date: '2026-11-27', stale: false },
  OMR: { inr_per_unit: 230.69, date: '2026-11-27', stale: false },
  BHD: { inr_per_unit: 235.91, date: '2026-11-12', stale: true },
  USD: { inr_per_unit: 88.7, date: '2026-11-27', stale: false },
};

export const readTestRates = () => Promise.resolve(TEST_RATES);
