import { describe, expect, it } from 'vitest';

import { canonicalMalayalam, hasMalayalam, normalizeMalayalam } from './malayalam';
import {
  namesOfSameArea,
  PLACE_NAME_VARIANTS,
  placeNameOfVariant,
  placeNamesOfVariantsStartingWith,
} from './place-aliases';

describe('normalizeMalayalam', () => {
  it('writes old-style chillus (consonant, virama, joiner) as the atomic ones', () => {
    expect(normalizeMalayalam('കണ്ണൂര\u0D4D\u200D')).toBe('കണ്ണൂർ');
    expect(normalizeMalayalam('ആറ്റിങ്ങല\u0D4D\u200D')).toBe('ആറ്റിങ്ങൽ');
    expect(normalizeMalayalam('പുനലൂര\u0D4D\u200D')).toBe('പുനലൂർ');
  });

  it('drops stray joiners, composes, and leaves other text alone', () => {
    expect(normalizeMalayalam('കൊ\u200Cച്ചി')).toBe('കൊച്ചി');
    // ൊ written as its two parts, െ and ാ, composes to one sign.
    expect(normalizeMalayalam('ക\u0D46\u0D3Eച്ചി')).toBe('കൊച്ചി');
    expect(normalizeMalayalam('Kochi\u200D')).toBe('Kochi\u200D');
    expect(normalizeMalayalam('Cafe\u0301')).toBe('Café');
  });

  it('has a canonical form that keeps joiners, for texts that are shown', () => {
    expect(canonicalMalayalam('കണ്ണൂര\u0D4D\u200D')).toBe('കണ്ണൂർ');
    expect(canonicalMalayalam('ക\u0D46\u0D3Eച്ചി')).toBe('കൊച്ചി');
    // A joiner after a virama that is not a chillu's chooses how the letters are drawn.
    expect(canonicalMalayalam('ക്\u200Cക')).toBe('ക്\u200Cക');
    expect(normalizeMalayalam('ക്\u200Cക')).toBe('ക്ക');
    expect(canonicalMalayalam('Cafe\u0301')).toBe('Café');
  });

  it('tells Malayalam text from other text', () => {
    expect(hasMalayalam('കൊച്ചി')).toBe(true);
    expect(hasMalayalam('Kochi, കേരളം')).toBe(true);
    expect(hasMalayalam('Kochi')).toBe(false);
  });
});

describe('place aliases', () => {
  it('gives each variant its official name, whatever the case and spaces', () => {
    expect(placeNameOfVariant('Cochin')).toBe('Kochi');
    expect(placeNameOfVariant('  TRIVANDRUM ')).toBe('Thiruvananthapuram');
    expect(placeNameOfVariant('Kochi')).toBeUndefined();
    // Not an object's own property: no prototype name is a variant.
    expect(placeNameOfVariant('constructor')).toBeUndefined();
    expect(Object.keys(PLACE_NAME_VARIANTS).every((key) => key === key.toLowerCase())).toBe(true);
  });

  it('offers variants from their first three letters, with how much is typed', () => {
    expect(placeNamesOfVariantsStartingWith('calic')).toEqual([
      { name: 'Kozhikode', typed: 5 / 7 },
    ]);
    expect(placeNamesOfVariantsStartingWith('co')).toEqual([]);
    expect(placeNamesOfVariantsStartingWith('Cochin')).toEqual([{ name: 'Kochi', typed: 1 }]);
  });

  it('groups Kochi and Ernakulam as one area', () => {
    expect(namesOfSameArea('kochi')).toEqual(['Kochi', 'Ernakulam']);
    expect(namesOfSameArea('Ernakulam ')).toEqual(['Kochi', 'Ernakulam']);
    expect(namesOfSameArea('Fort Kochi')).toEqual([]);
    expect(namesOfSameArea('toString')).toEqual([]);
  });
});
