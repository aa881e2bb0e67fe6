import {
  type Facing,
  FACINGS,
  isIsoDate,
  type LandType,
  LAND_TYPES,
  type TenantPreference,
  TENANT_PREFERENCES,
} from './listing-facts';
import type { Range } from './listing-search';

/**
 * The filters on the listing facts (issue 34, items 1 to 4), read and written apart from
 * listing-search.ts: that module runs in every public page's script, which sits at its 150 KB
 * budget, and so far only the API reads these (contract/listing-query.ts). A page that offers
 * them (the listing page's filter sheet) imports this module and pays for it there.
 */
export interface FactFilters {
  /** Rupees: listings whose stated security deposit is at most this (none stated: no match). */
  maxDeposit?: number;
  /**
   * Who asks to rent: listings that take them (their tenant_preference is this or `any`);
   * `any` itself finds the listings open to anyone.
   */
  tenantPreference?: TenantPreference;
  /** YYYY-MM-DD: listings available on or before this day, or with no date (available now). */
  availableBy?: string;
  /** Listings facing any of these ways. */
  facing?: Facing[];
  /** Floors, 0 the ground floor: listings whose floor is stated and within the range. */
  floor?: Range;
  /** Only listings with a K-RERA registration number. */
  rera?: true;
  /** Land of any of these kinds. */
  landType?: LandType[];
  /** Feet: listings on a road at least this wide (road width stated). */
  minRoadWidth?: number;
}

/** What the API says about a bad value, by parameter. */
export const factFilterMessages = {
  max_deposit: 'max_deposit must be a number of rupees.',
  tenant_preference: `tenant_preference must be one of ${TENANT_PREFERENCES.join(', ')}.`,
  available_by: 'available_by must be a real date as YYYY-MM-DD.',
  facing: `facing must be one or more of ${FACINGS.join(', ')}, separated by commas.`,
  min_floor: 'min_floor must be a whole number of floors from 0 (the ground floor).',
  max_floor: 'max_floor must be a whole number of floors from 0 (the ground floor).',
  land_type: `land_type must be one or more of ${LAND_TYPES.join(', ')}, separated by commas.`,
  min_road_width: 'min_road_width must be a number of feet.',
} as const;

type Parameter = keyof typeof factFilterMessages;

/**
 * Reads the filters from the API's parameters (`get` gives one's text). A bad value goes to
 * `fail` with its message and is left out; `rera` is read as 1 here (the API's query reads its
 * other spellings and says what is wrong with it).
 */
export function readFactFilters(
  get: (name: string) => string | undefined,
  fail: (name: Parameter, message: string) => void,
): FactFilters {
  const filters: FactFilters = {};
  const text = (name: string) => get(name)?.trim() || undefined;
  const number = (name: Parameter, isGood: (value: number) => boolean) => {
    const value = text(name);
    if (value === undefined) return undefined;
    const parsed = Number(value);
    if (isGood(parsed)) return parsed;
    fail(name, factFilterMessages[name]);
    return undefined;
  };
  const isAmount = (value: number) => Number.isFinite(value) && value >= 0;
  const isFloor = (value: number) => Number.isInteger(value) && value >= 0;
  /** Words of a list, separated by commas, in the list's order and each once. */
  const choices = <const T extends readonly string[]>(name: Parameter, list: T) => {
    const value = text(name)?.toLowerCase();
    if (value === undefined) return undefined;
    const items = new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );
    const known = list.filter((choice) => items.has(choice));
    if (known.length === items.size && known.length > 0) return known as T[number][];
    fail(name, factFilterMessages[name]);
    return undefined;
  };

  const deposit = number('max_deposit', isAmount);
  if (deposit !== undefined) filters.maxDeposit = deposit;
  const [tenant] = choices('tenant_preference', TENANT_PREFERENCES) ?? [];
  if (tenant !== undefined) {
    // One tenant at a time: 'family,bachelors' is no one's question.
    if (text('tenant_preference')?.includes(',')) {
      fail('tenant_preference', factFilterMessages.tenant_preference);
    } else filters.tenantPreference = tenant;
  }
  const availableBy = text('available_by');
  if (availableBy !== undefined) {
    if (isIsoDate(availableBy)) filters.availableBy = availableBy;
    else fail('available_by', factFilterMessages.available_by);
  }
  const facing = choices('facing', FACINGS);
  if (facing) filters.facing = facing;
  const min = number('min_floor', isFloor);
  const max = number('max_floor', isFloor);
  if (min !== undefined || max !== undefined) {
    filters.floor = {
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
    };
  }
  if (text('rera') === '1') filters.rera = true;
  const landType = choices('land_type', LAND_TYPES);
  if (landType) filters.landType = landType;
  const road = number('min_road_width', isAmount);
  if (road !== undefined) filters.minRoadWidth = road;
  return filters;
}

/** The filters as the API's parameters, in the order the API documents them. */
export function writeFactFilters(filters: FactFilters): [string, string][] {
  const entries: [string, string | number | undefined][] = [
    ['max_deposit', filters.maxDeposit],
    ['tenant_preference', filters.tenantPreference],
    ['available_by', filters.availableBy],
    ['facing', filters.facing?.join(',')],
    ['min_floor', filters.floor?.min],
    ['max_floor', filters.floor?.max],
    ['rera', filters.rera ? '1' : undefined],
    ['land_type', filters.landType?.join(',')],
    ['min_road_width', filters.minRoadWidth],
  ];
  return entries.flatMap(([name, value]) =>
    value === undefined ? [] : [[name, String(value)] as [string, string]],
  );
}
