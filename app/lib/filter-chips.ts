import { formatCents, formatPrice, formatSquareFeet } from '../../contract/format';
import type { Language } from '../../contract/languages';
import type { Range } from '../../contract/listing-search';
import type { Messages } from '../i18n/messages';
import {
  canonicalTypeName,
  type FactParam,
  type ListingFilters,
  toListingSearch,
} from './listing-search';

/**
 * The active filters of the listing page as chips above the results (issue 33, item 3): each one
 * a link to the same search without it, so one tap removes it with or without JavaScript.
 */

/** The filters a chip can stand for, in the order the chips show them. */
export const CHIP_KEYS = [
  'purpose',
  'category',
  'location',
  'price',
  'area',
  'cents',
  'bedrooms',
  'bathrooms',
  'ownership',
  'verified',
  'bounds',
] as const;

export type ChipKey = (typeof CHIP_KEYS)[number];

export interface FilterChip {
  /** The filter, or the first URL name of a listing fact's filter (listing-fact-filters.ts). */
  key: ChipKey | FactParam;
  /** What the chip says: 'For Sale', '₹50 L – ₹1 Cr', '3 Bedrooms'. */
  label: string;
  /** The page's query string without this filter, from page 1 ('' or '?type=buy'). */
  search: string;
}

type ChipTexts = Pick<Messages, 'listing' | 'site' | 'common'>;

/** The filters without one of them, from the first page; the order, view and map stay. */
export function withoutFilter(filters: ListingFilters, key: ChipKey): ListingFilters {
  const next: ListingFilters = { ...filters, page: 1 };
  if (key === 'purpose') next.purpose = 'all';
  else delete next[key];
  return next;
}

/** The filters without some of the listing facts' ones (by URL name), from the first page. */
export function withoutFacts(filters: ListingFilters, names: readonly FactParam[]): ListingFilters {
  const facts = { ...filters.facts };
  for (const name of names) delete facts[name];
  const { facts: _all, ...rest } = filters;
  return { ...rest, page: 1, ...(Object.keys(facts).length > 0 ? { facts } : {}) };
}

/**
 * Whether a size range's top is just under a round number ('999.99', as the size chips end):
 * then it reads as 'under 1,000'.
 */
function roundedTop(max: number): { value: number; isUnder: boolean } {
  const next = Math.round(max + 0.01);
  const isUnder = Math.abs(next - 0.01 - max) < 1e-6 && !Number.isInteger(max);
  return isUnder ? { value: next, isUnder } : { value: max, isUnder: false };
}

/**
 * A range as a chip or a size chip says it, in the page's language: '₹50 L – ₹1 Cr',
 * 'Under ₹25 L', '₹2 Cr+'; '500 – 1,000 sq.ft' for 500 to 999.99.
 */
export function formatRangeLabel(
  range: Range,
  format: (value: number) => string,
  words: Pick<Messages['listing']['chips'], 'between' | 'under' | 'upTo' | 'from'>,
): string {
  const top = range.max === undefined ? undefined : roundedTop(range.max);
  if (range.min !== undefined && range.min > 0 && top) {
    return words.between(format(range.min), format(top.value));
  }
  if (top) return top.isUnder ? words.under(format(top.value)) : words.upTo(format(top.value));
  if (range.min !== undefined) return words.from(format(range.min));
  return '';
}

/** The label of one active filter, or undefined when it is not set. */
function labelOf(
  filters: ListingFilters,
  key: ChipKey,
  m: ChipTexts,
  language: Language,
): string | undefined {
  const words = m.listing.chips;
  switch (key) {
    case 'purpose':
      if (filters.purpose === 'rent') return m.listing.summary.forRent;
      if (filters.purpose === 'sell') return m.listing.summary.forSale;
      return undefined;
    case 'category': {
      if (!filters.category) return undefined;
      const typeName = canonicalTypeName(filters.category);
      return typeName
        ? m.site.propertyType(typeName)
        : filters.category.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
    }
    case 'location':
      return filters.location;
    case 'price': {
      if (!filters.price) return undefined;
      const label = formatRangeLabel(filters.price, (value) => formatPrice(value, language), words);
      return filters.purpose === 'rent' ? `${label}${m.common.perMonth}` : label;
    }
    case 'area':
      return filters.area
        ? formatRangeLabel(filters.area, (value) => formatSquareFeet(value, language), words)
        : undefined;
    case 'cents':
      return filters.cents
        ? formatRangeLabel(filters.cents, (value) => formatCents(value, language), words)
        : undefined;
    case 'bedrooms':
      return filters.bedrooms
        ? m.listing.summary.bedrooms(filters.bedrooms.count, filters.bedrooms.atLeast)
        : undefined;
    case 'bathrooms':
      return filters.bathrooms
        ? words.bathrooms(filters.bathrooms.count, filters.bathrooms.atLeast)
        : undefined;
    case 'ownership':
      if (filters.ownership === 'direct_owner') return m.listing.filters.ownerships.directOwner;
      if (filters.ownership === 'management') return m.listing.filters.ownerships.management;
      return undefined;
    case 'verified':
      return filters.verified ? m.listing.filters.verifiedOnly : undefined;
    case 'bounds':
      return filters.bounds ? m.listing.summary.mapArea : undefined;
  }
}

/** The chips of the filters that are on, each with the search that removes it. */
export function activeFilterChips(
  filters: ListingFilters,
  m: ChipTexts,
  language: Language,
): FilterChip[] {
  return CHIP_KEYS.flatMap((key) => {
    const label = labelOf(filters, key, m, language);
    return label ? [{ key, label, search: toListingSearch(withoutFilter(filters, key)) }] : [];
  });
}

/**
 * Which filter an empty result should loosen first: the narrowest ones before the ones that say
 * what the visitor is looking for (price and size before the type, the place and buy or rent).
 */
export const LOOSEN_ORDER: readonly ChipKey[] = [
  'price',
  'area',
  'cents',
  'bedrooms',
  'bathrooms',
  'verified',
  'ownership',
  'bounds',
  'category',
  'location',
  'purpose',
];

/**
 * Given how many listings each search with one filter removed finds, the filter to remove: the
 * first in LOOSEN_ORDER whose removal finds some; none when no single removal helps.
 */
export function filterToLoosen(
  counts: readonly { key: ChipKey; count: number }[],
): { key: ChipKey; count: number } | undefined {
  for (const key of LOOSEN_ORDER) {
    const found = counts.find((entry) => entry.key === key);
    if (found && found.count > 0) return found;
  }
  return undefined;
}
