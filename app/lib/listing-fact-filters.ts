import { formatCalendarDate } from '../../contract/calendar-date';
import { formatPrice } from '../../contract/format';
import type { Language } from '../../contract/languages';
import {
  type FactFilters,
  readFactFilters,
  writeFactFilters,
} from '../../contract/listing-fact-filters';
import { FACINGS, LAND_TYPES, TENANT_PREFERENCES } from '../../contract/listing-facts';
import type { Range } from '../../contract/listing-search';
import { PRICE_CUT_DAYS } from '../../contract/price-history';
import {
  type FactFilterTexts,
  listingFactsContent as englishFacts,
} from '../i18n/en/content/listing-facts';
import { listingFactsContent as malayalamFacts } from '../i18n/ml/content/listing-facts';
import type { FactParam, ListingFilters } from './listing-search';

/**
 * The listing page's filters on the listing facts (issue 34): rent terms, floor and facing, K-RERA,
 * land, price cuts. Only the page's loader imports this module: it checks the URL's values, and
 * writes the filter sheet's sections and the chips in the page's language, so neither the texts
 * nor the checks travel in the page's script (the listing page sits at its JavaScript budget).
 */

/** A section of the filter sheet, as the sheet renders it (filter-sections.tsx). */
export interface FactFilterSection {
  /**
   * Which listings it can match: the sheet shows it only while the chosen purpose and type can
   * (rent terms for rentals, K-RERA for sales, floor and facing for buildings, land for land).
   */
  for: 'rent' | 'sale' | 'built' | 'land' | 'all';
  title: string;
  /** The field's name in the form. */
  name: string;
  /** Boxes, any number of them (sent one name a box); else one choice of several, Any first. */
  isMultiple?: true;
  choices: { label: string; value: string }[];
  /** The chosen value; a list's values separated by commas. */
  value: string;
}

/** A chip above the results for one of these filters, with the URL names removing it takes. */
export interface FactChip {
  key: FactParam;
  label: string;
  names: FactParam[];
}

const TEXTS: Readonly<Record<Language, FactFilterTexts>> = {
  en: englishFacts.filters,
  ml: malayalamFacts.filters,
};

const SECTION_TITLES = {
  en: englishFacts,
  ml: malayalamFacts,
} as const;

const DEPOSIT_LIMITS = [25_000, 50_000, 1_00_000, 2_00_000] as const;
const ROAD_WIDTHS = [10, 15, 20, 30] as const;
/** The floor chips as 'min-max' (either end open). */
const FLOOR_RANGES = ['0-0', '1-3', '4-9', '10-'] as const;
const MOVE_IN_MONTHS = [1, 3] as const;

/**
 * The facts' filters of the page's URL checked as the API checks them: a bad value is dropped
 * (any URL a person types shows a page), and what stays is written back in one spelling, so the
 * page's links, chips and form carry only good values. `query` is what the search is given.
 */
export function checkFactFilters(filters: ListingFilters): {
  filters: ListingFilters;
  query: FactFilters & { priceReduced?: true };
} {
  const given = filters.facts ?? {};
  const read = readFactFilters(
    (name) => given[name as FactParam],
    () => {},
  );
  const query: FactFilters & { priceReduced?: true } = { ...read };
  if (given.price_reduced === '1') query.priceReduced = true;
  const facts: NonNullable<ListingFilters['facts']> = Object.fromEntries(writeFactFilters(read));
  if (query.priceReduced) facts.price_reduced = '1';
  const { facts: _unchecked, ...rest } = filters;
  return {
    filters: Object.keys(facts).length > 0 ? { ...rest, facts } : rest,
    query,
  };
}

/** A day's date (YYYY-MM-DD) `days` later. */
function addDays(isoDate: string, days: number): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000)
    .toISOString()
    .slice(0, 10);
}

function floorLabel(range: Range, texts: FactFilterTexts): string {
  const { min, max } = range;
  if (max === 0) return texts.groundFloor;
  if (min !== undefined && max !== undefined) return texts.floors(min, max);
  if (min !== undefined) return texts.floorsFrom(min);
  return texts.floorsUpTo(max ?? 0);
}

/** 'min-max' of a floor range, either end open. */
function floorValue(facts: ListingFilters['facts']): string {
  if (!facts?.min_floor && !facts?.max_floor) return '';
  return `${facts.min_floor ?? ''}-${facts.max_floor ?? ''}`;
}

/**
 * The sheet's sections for these filters, each with its chosen value, in the page's language.
 * A value the URL has that no chip offers (a link's own date or width) gets a chip of its own,
 * so sending the form keeps it.
 */
export function factFilterSections(
  filters: ListingFilters,
  language: Language,
  /** Today in Kerala (YYYY-MM-DD): the move-in chips count from it. */
  today: string,
): FactFilterSection[] {
  const texts = TEXTS[language];
  const titles = SECTION_TITLES[language];
  const facts = filters.facts ?? {};
  const any = { label: texts.any, value: '' };
  /** The chips, with the URL's value added when it is none of them. */
  const withCurrent = (
    choices: { label: string; value: string }[],
    current: string,
    label: () => string,
  ) =>
    current && !choices.some((choice) => choice.value === current)
      ? [...choices, { label: label(), value: current }]
      : choices;
  const date = (iso: string) => formatCalendarDate(iso, language);
  const moveIn = [
    { label: texts.moveInNow, value: today },
    ...MOVE_IN_MONTHS.map((months) => ({
      label: texts.moveInWithinMonths(months),
      value: addDays(today, months * 30),
    })),
  ];

  return [
    {
      for: 'rent',
      title: titles.deposit,
      name: 'max_deposit',
      choices: withCurrent(
        [
          any,
          ...DEPOSIT_LIMITS.map((rupees) => ({
            label: texts.depositUpTo(formatPrice(rupees, language)),
            value: String(rupees),
          })),
        ],
        facts.max_deposit ?? '',
        () => texts.depositUpTo(formatPrice(Number(facts.max_deposit), language)),
      ),
      value: facts.max_deposit ?? '',
    },
    {
      for: 'rent',
      title: titles.tenants,
      name: 'tenant_preference',
      choices: [
        any,
        ...TENANT_PREFERENCES.filter((tenant) => tenant !== 'any').map((tenant) => ({
          label: titles.tenantPreferences[tenant],
          value: tenant,
        })),
        ...(facts.tenant_preference === 'any'
          ? [{ label: texts.tenantChip.any, value: 'any' }]
          : []),
      ],
      value: facts.tenant_preference ?? '',
    },
    {
      for: 'rent',
      title: texts.moveIn,
      name: 'available_by',
      choices: withCurrent([any, ...moveIn], facts.available_by ?? '', () =>
        texts.moveInBy(date(facts.available_by ?? '')),
      ),
      value: facts.available_by ?? '',
    },
    {
      for: 'built',
      title: titles.facing,
      name: 'facing',
      isMultiple: true,
      choices: FACINGS.map((way) => ({ label: texts.directions[way], value: way })),
      value: facts.facing ?? '',
    },
    {
      for: 'built',
      title: titles.floor,
      name: 'floor',
      choices: withCurrent(
        [
          any,
          ...FLOOR_RANGES.map((range) => ({
            label: floorLabel(readRange(range), texts),
            value: range,
          })),
        ],
        floorValue(facts),
        () => floorLabel(readRange(floorValue(facts)), texts),
      ),
      value: floorValue(facts),
    },
    {
      for: 'land',
      title: titles.landType,
      name: 'land_type',
      isMultiple: true,
      choices: LAND_TYPES.map((type) => ({ label: texts.landTypes[type], value: type })),
      value: facts.land_type ?? '',
    },
    {
      for: 'land',
      title: texts.roadWidth,
      name: 'min_road_width',
      choices: withCurrent(
        [
          any,
          ...ROAD_WIDTHS.map((feet) => ({ label: texts.roadAtLeast(feet), value: String(feet) })),
        ],
        facts.min_road_width ?? '',
        () => texts.roadAtLeast(Number(facts.min_road_width)),
      ),
      value: facts.min_road_width ?? '',
    },
    {
      for: 'sale',
      title: texts.rera,
      name: 'rera',
      isMultiple: true,
      choices: [{ label: texts.reraOnly, value: '1' }],
      value: facts.rera ?? '',
    },
    {
      for: 'all',
      title: texts.priceCut,
      name: 'price_reduced',
      isMultiple: true,
      choices: [{ label: texts.priceCutOnly(PRICE_CUT_DAYS), value: '1' }],
      value: facts.price_reduced ?? '',
    },
  ];
}

/** 'min-max' (either end open) as a range. */
function readRange(text: string): Range {
  const [min, max] = text.split('-');
  return {
    ...(min ? { min: Number(min) } : {}),
    ...(max ? { max: Number(max) } : {}),
  };
}

/** The chips of the facts' filters that are on, in the page's language. */
export function factFilterChips(filters: ListingFilters, language: Language): FactChip[] {
  const texts = TEXTS[language];
  const facts = filters.facts ?? {};
  const chips: FactChip[] = [];
  const add = (key: FactParam, label: string | undefined, names: FactParam[] = [key]) => {
    if (label) chips.push({ key, label, names });
  };
  const list = <T extends string>(value: string | undefined, words: Readonly<Record<T, string>>) =>
    value
      ?.split(',')
      .map((item) => words[item as T])
      .join(', ');

  if (facts.max_deposit) {
    add('max_deposit', texts.depositChip(formatPrice(Number(facts.max_deposit), language)));
  }
  const tenant = facts.tenant_preference as keyof FactFilterTexts['tenantChip'] | undefined;
  if (tenant) add('tenant_preference', texts.tenantChip[tenant]);
  if (facts.available_by) {
    add('available_by', texts.moveInChip(formatCalendarDate(facts.available_by, language)));
  }
  const facing = list(facts.facing, texts.directions);
  if (facing) add('facing', texts.facingChip(facing));
  const floors = floorValue(facts);
  if (floors) {
    add('min_floor', floorLabel(readRange(floors), texts), ['min_floor', 'max_floor']);
  }
  if (facts.rera) add('rera', texts.reraChip);
  add('land_type', list(facts.land_type, texts.landTypes));
  if (facts.min_road_width) add('min_road_width', texts.roadChip(facts.min_road_width));
  if (facts.price_reduced) add('price_reduced', texts.priceCutChip);
  return chips;
}
