import { formatPrice } from './format';
import type { Language } from './languages';

/** Kerala's land unit: one cent is a hundredth of an acre, 435.6 square feet. */
export const SQUARE_FEET_PER_CENT = 435.6;

export type PriceUnit = 'sqft' | 'cent';

export interface PricePerUnit {
  /** Whole rupees per unit. */
  rupees: number;
  unit: PriceUnit;
}

/**
 * What a listing costs per unit (issue 14): per square foot of built-up area for a building, per
 * cent for land. Land without cents falls back to its area in square feet, converted; a building
 * without a built-up area has no figure. Undefined without a price or a size to divide by.
 */
export function pricePerUnit(listing: {
  price: number;
  areaSqft: number | null | undefined;
  cents: number | null | undefined;
  isLand: boolean;
}): PricePerUnit | undefined {
  const { price, areaSqft, cents, isLand } = listing;
  if (!Number.isFinite(price) || price <= 0) return undefined;
  const positive = (value: number | null | undefined): value is number =>
    typeof value === 'number' && Number.isFinite(value) && value > 0;
  if (isLand) {
    const landCents = positive(cents)
      ? cents
      : positive(areaSqft)
        ? areaSqft / SQUARE_FEET_PER_CENT
        : undefined;
    return landCents === undefined
      ? undefined
      : { rupees: Math.round(price / landCents), unit: 'cent' };
  }
  return positive(areaSqft) ? { rupees: Math.round(price / areaSqft), unit: 'sqft' } : undefined;
}

const PER_UNIT: Readonly<Record<Language, Record<PriceUnit, string>>> = {
  en: { sqft: 'sq.ft', cent: 'cent' },
  ml: { sqft: 'ച.അടി', cent: 'സെന്റ്' },
};

/** '₹7,250/sq.ft', '₹4.5 Lakh/cent'; in Malayalam '₹7,250/ച.അടി', '₹4.5 ലക്ഷം/സെന്റ്'. */
export function formatPricePerUnit(
  { rupees, unit }: PricePerUnit,
  language: Language = 'en',
): string {
  return `${formatPrice(rupees, language)}/${PER_UNIT[language][unit]}`;
}
