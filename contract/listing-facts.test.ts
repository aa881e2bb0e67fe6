import { describe, expect, it } from 'vitest';
import { isIsoDate, LISTING_FACT_FIELDS, pickFacts } from './listing-facts';
import {
  isReraNumber,
  normalizeReraNumber,
  RERA_DISTRICT_CODES,
  RERA_WARNING,
  reraWarning,
} from './rera';
import { KERALA_DISTRICT_NAMES } from './kerala-districts';
import { propertyFormWarnings } from './property-form';

const CODES = Object.values(RERA_DISTRICT_CODES);

describe('K-RERA numbers', () => {
  it("takes a project's number with any Kerala district's code, and an agent's", () => {
    expect(CODES).toHaveLength(KERALA_DISTRICT_NAMES.length);
    expect(new Set(CODES).size).toBe(14);
    for (const code of CODES) {
      expect(isReraNumber(`K-RERA/PRJ/${code}/156/2025`, 2026), code).toBe(true);
    }
    expect(isReraNumber('K-RERA/AG/0138/2025', 2026)).toBe(true);
    expect(isReraNumber('K-RERA/AG/7/2018', 2026)).toBe(true);
  });

  it('refuses other forms, codes and years', () => {
    for (const number of [
      'K-RERA/PRJ/XYZ/156/2025',
      'K-RERA/PRJ/156/2025',
      'K-RERA/PRJ/ERN/12345/2025',
      'K-RERA/PRJ/ERN/156/2027',
      'K-RERA/PRJ/ERN/156/2017',
      'K-RERA/AG/ERN/0138/2025',
      'KRERA/PRJ/ERN/156/2025',
      'PRM/KA/RERA/1251/310/PR/180516/001',
      '',
    ]) {
      expect(isReraNumber(number, 2026), number).toBe(false);
    }
  });

  it('reads a number as people type it', () => {
    expect(normalizeReraNumber(' k-rera / prj / tvm / 045 / 2023 ')).toBe(
      'K-RERA/PRJ/TVM/045/2023',
    );
  });

  it('warns, without refusing, of a new apartment or villa for sale without one', () => {
    const listing = {
      property_for: 'sell',
      type_name: 'Apartment',
      built_year: 2026,
      rera_number: null,
      current_year: 2026,
    };
    expect(reraWarning(listing)).toBe(RERA_WARNING);
    expect(reraWarning({ ...listing, type_name: 'Villa', built_year: null })).toBe(RERA_WARNING);
    // Given, for rent, another type, or an older (resale) flat: nothing to say.
    expect(reraWarning({ ...listing, rera_number: 'K-RERA/PRJ/ERN/1/2025' })).toBeNull();
    expect(reraWarning({ ...listing, property_for: 'rent' })).toBeNull();
    expect(reraWarning({ ...listing, type_name: 'House' })).toBeNull();
    expect(reraWarning({ ...listing, built_year: 2020 })).toBeNull();
    expect(
      propertyFormWarnings(
        { property_for: 'sell', built_year: '', rera_number: ' ' },
        { typeName: 'Villa', currentYear: 2026 },
      ),
    ).toEqual({ rera_number: RERA_WARNING });
    expect(
      propertyFormWarnings(
        { property_for: 'sell', built_year: '2010' },
        { typeName: 'Villa', currentYear: 2026 },
      ),
    ).toEqual({});
  });
});

describe('the facts', () => {
  it('are picked from a listing by name, every one', () => {
    const listing = Object.fromEntries([
      ...LISTING_FACT_FIELDS.map((name) => [name, `${name}!`]),
      ['title', 'not a fact'],
    ]) as Record<(typeof LISTING_FACT_FIELDS)[number] | 'title', string>;
    const facts = pickFacts(listing);
    expect(Object.keys(facts).sort()).toEqual([...LISTING_FACT_FIELDS].sort());
    expect(facts.floor).toBe('floor!');
  });

  it('take only real dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-2-1')).toBe(false);
  });
});
