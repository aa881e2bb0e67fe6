import { describe, expect, it } from 'vitest';
import { KERALA_DISTRICT_NAMES } from '../../contract/kerala-districts';
import { DISTRICT_NAMES_ML, KERALA_ML, TOWN_NAMES_ML } from './place-names-ml';
import { KERALA_DISTRICTS } from './reference-data';

/** Malayalam letters and signs, with the spaces and hyphens of multi-word names. */
const MALAYALAM_NAME = /^[\u0D00-\u0D7F]+([ -][\u0D00-\u0D7F]+)*$/;
const keralaTowns = Object.values(KERALA_DISTRICTS).flat();

describe('Malayalam place names', () => {
  it('names Kerala in Malayalam', () => {
    expect(KERALA_ML).toMatch(MALAYALAM_NAME);
  });

  it('names every Kerala district in Malayalam script, and nothing else', () => {
    expect(Object.keys(DISTRICT_NAMES_ML).sort()).toEqual([...KERALA_DISTRICT_NAMES].sort());
    expect(Object.values(DISTRICT_NAMES_ML).filter((n) => !MALAYALAM_NAME.test(n))).toEqual([]);
  });

  it('names every seeded Kerala town, and no town that is not seeded', () => {
    expect(keralaTowns.filter((town) => !Object.hasOwn(TOWN_NAMES_ML, town))).toEqual([]);
    expect(Object.keys(TOWN_NAMES_ML).filter((town) => !keralaTowns.includes(town))).toEqual([]);
  });

  it('writes every town name in Malayalam script', () => {
    expect(
      Object.entries(TOWN_NAMES_ML)
        .filter(([, name]) => !MALAYALAM_NAME.test(name))
        .map(([town]) => town),
    ).toEqual([]);
  });

  it('gives a town named after its district the district’s Malayalam name', () => {
    for (const [district, name] of Object.entries(DISTRICT_NAMES_ML)) {
      if (Object.hasOwn(TOWN_NAMES_ML, district))
        expect(TOWN_NAMES_ML[district], district).toBe(name);
    }
  });

  it('spells every name as the search compares it: NFC, atomic chillus, no joiners', () => {
    const names = [KERALA_ML, ...Object.values(DISTRICT_NAMES_ML), ...Object.values(TOWN_NAMES_ML)];
    expect(names.filter((n) => n.normalize('NFC') !== n || /[\u200C\u200D]/.test(n))).toEqual([]);
  });

  it('gives distinct towns distinct Malayalam names', () => {
    const names = Object.values(TOWN_NAMES_ML);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
