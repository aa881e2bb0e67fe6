/**
 * The choices of the home search panel and the listing page's filters (product.md
 * sections 2, 5 and 9), in one place. Ranges are rupees, square feet or cents, written 'min-max' in
 * URLs (either end may be open), exactly as app/lib/listing-search.ts parses them.
 */

export interface RangeChoice {
  /**
   * The English label, for the home search panel. The listing page labels its presets from its
   * catalogue (`m.listing.filters.presets`, in the same order), in the page's language.
   */
  label: string;
  min?: number;
  max?: number;
}

/** 'min-max' as the listing page's URL carries it. */
export function rangeValue(choice: Pick<RangeChoice, 'min' | 'max'>): string {
  return `${choice.min ?? ''}-${choice.max ?? ''}`;
}

/** product.md section 9: the default price range and the slider. */
export const PRICE_LIMITS = { min: 0, max: 1_000_000_000 } as const;
export const PRICE_SLIDER = { min: 100_000, max: 100_000_000, step: 100_000 } as const;

/** The listing page's price presets. */
export const PRICE_PRESETS: RangeChoice[] = [
  { label: 'Under 25L', min: 100_000, max: 2_500_000 },
  { label: '25L-50L', min: 2_500_000, max: 5_000_000 },
  { label: '50L-1Cr', min: 5_000_000, max: 10_000_000 },
  { label: '1Cr-2Cr', min: 10_000_000, max: 20_000_000 },
  { label: '2Cr-5Cr', min: 20_000_000, max: 50_000_000 },
  { label: '5Cr-10Cr', min: 50_000_000, max: 100_000_000 },
];

/** The home search panel's price choices: 'Under 50L' up to 'Above 5Cr'. */
export const HOME_PRICE_PRESETS: RangeChoice[] = [
  { label: 'Under 50L', min: 0, max: 5_000_000 },
  { label: '50L-1Cr', min: 5_000_000, max: 10_000_000 },
  { label: '1Cr-2Cr', min: 10_000_000, max: 20_000_000 },
  { label: '2Cr-5Cr', min: 20_000_000, max: 50_000_000 },
  { label: 'Above 5Cr', min: 50_000_000, max: PRICE_LIMITS.max },
];

/** Beyond product.md: monthly rents, which the sale presets (from 1 lakh) cannot tell apart. */
export const RENT_PRICE_PRESETS: RangeChoice[] = [
  { label: 'Under ₹15K/month', max: 15_000 },
  { label: '₹15K-30K/month', min: 15_000, max: 30_000 },
  { label: '₹30K-60K/month', min: 30_000, max: 60_000 },
  { label: 'Above ₹60K/month', min: 60_000 },
];

/** Built-up area in square feet. */
export const SQFT_RANGES: RangeChoice[] = [
  { label: '0-500 sq.ft', min: 0, max: 500 },
  { label: '500-1000 sq.ft', min: 500, max: 1000 },
  { label: '1000-2000 sq.ft', min: 1000, max: 2000 },
  { label: '2000-5000 sq.ft', min: 2000, max: 5000 },
  { label: '5000-10000 sq.ft', min: 5000, max: 10_000 },
  { label: '10000+ sq.ft', min: 10_000, max: 100_000 },
];
export const SQFT_SLIDER = { min: 0, max: 10_000, step: 100 } as const;

/** Land area in cents. */
export const CENTS_RANGES: RangeChoice[] = [
  { label: '0-5 cents', min: 0, max: 5 },
  { label: '5-10 cents', min: 5, max: 10 },
  { label: '10-20 cents', min: 10, max: 20 },
  { label: '20-50 cents', min: 20, max: 50 },
  { label: '50-100 cents', min: 50, max: 100 },
  { label: '100+ cents', min: 100, max: 10_000 },
];
export const CENTS_SLIDER = { min: 0, max: 1000, step: 10 } as const;

/**
 * The Advanced Filters panel's property types, grouped (product.md section 2). A group's name is
 * `m.listing.filters.typeGroups[id]`; a type's is `m.site.propertyType(type)`.
 */
export const PROPERTY_TYPE_GROUPS = [
  { id: 'residential', types: ['House', 'Apartment', 'Villa'] },
  { id: 'commercial', types: ['Shop', 'Office', 'Commercial Building', 'Industrial Building'] },
  { id: 'land', types: ['Land', 'Commercial Land', 'Agriculture Land', 'Industrial Land'] },
] as const;

/** Types measured in cents; everything else is measured in square feet (product.md section 5). */
export const LAND_TYPES = ['land', 'commercial land', 'agriculture land', 'industrial land'];

export type AreaUnit = 'sqft' | 'cents';

/** The area unit for a property type name: cents for land, square feet for the rest. */
export function areaUnitFor(typeName: string | undefined): AreaUnit {
  return typeName && LAND_TYPES.includes(typeName.trim().toLowerCase()) ? 'cents' : 'sqft';
}

/** product.md section 9: bedrooms any, 1-4, 5+; bathrooms any, 1-3, 4+ ('5+' means at least 5). */
export const BEDROOM_CHOICES = ['1', '2', '3', '4', '5+'] as const;
export const BATHROOM_CHOICES = ['1', '2', '3', '4+'] as const;

/**
 * The listing page's size chips (issue 33, item 3): where each range of square feet or cents
 * starts. Each chip runs up to just under the next one's start, so no size is in two chips and
 * every size is in one: areas and cents are kept to two decimals (schema.ts), so a chip ends
 * 0.01 below the next ('500-999.99'). The last chip is open at the top.
 */
export const SQFT_CHIP_STARTS = [500, 1000, 2000, 5000, 10_000] as const;
export const CENTS_CHIP_STARTS = [5, 10, 20, 50, 100] as const;

/** The smallest step of a stored area or cents (numeric(12, 2)). */
const SIZE_STEP = 0.01;

/** Non-overlapping ranges from the chip starts: under the first, between each two, and above. */
export function sizeChipRanges(starts: readonly number[]): { min?: number; max?: number }[] {
  const below = (start: number) => Math.round((start - SIZE_STEP) * 100) / 100;
  const ranges: { min?: number; max?: number }[] = [];
  starts.forEach((start, index) => {
    const previous = starts[index - 1];
    ranges.push(
      previous === undefined ? { max: below(start) } : { min: previous, max: below(start) },
    );
  });
  const last = starts.at(-1);
  if (last !== undefined) ranges.push({ min: last });
  return ranges;
}

/**
 * Which size filters a search can use (issue 33, item 3): square feet where a building can match,
 * cents where land can. A land type is measured in cents only, a built one in square feet only;
 * with no type chosen, rentals get cents only when some land is let (`rentalsHaveLand`: a listing
 * for rent of a land type, which the page's loader asks the catalogue).
 */
export function sizeFiltersFor(search: {
  purpose: string;
  /** The panel's name of the chosen type ('Apartment', 'Land'), or none. */
  typeName?: string | undefined;
  rentalsHaveLand: boolean;
}): { sqft: boolean; cents: boolean } {
  if (search.typeName) {
    const isLand = areaUnitFor(search.typeName) === 'cents';
    return { sqft: !isLand, cents: isLand };
  }
  return { sqft: true, cents: search.purpose !== 'rent' || search.rentalsHaveLand };
}
