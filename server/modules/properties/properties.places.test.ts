import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLACE_NAME_VARIANTS } from '../../../contract/place-aliases';
import type { Page } from '../../../contract/pagination';
import type { Property } from '../../../contract/properties';
import { insertListing } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The location filter by Malayalam names and by the English names people still use
 * (contract/place-aliases.ts, design.md section 4): one listing in each town below, so that each
 * name finds something and a wrong reading finds the wrong things.
 */
const TOWNS = {
  kochi: 'Kochi',
  fortKochi: 'Fort Kochi',
  aluva: 'Aluva',
  thiruvananthapuram: 'Thiruvananthapuram',
  kazhakkoottam: 'Kazhakkoottam',
  kozhikode: 'Kozhikode',
  feroke: 'Feroke',
  thrissur: 'Thrissur',
  alappuzha: 'Alappuzha',
  kannur: 'Kannur',
  kollam: 'Kollam',
  palakkad: 'Palakkad',
  kottayam: 'Kottayam',
} as const;
type Name = keyof typeof TOWNS;

let t: TestApp;
const names = new Map<number, Name>();

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, city] of Object.entries(TOWNS)) {
    const id = await insertListing(t.database.db, {
      title: `A house in ${city}`,
      city,
      type: 'House',
    });
    names.set(id, name as Name);
  }
});
afterAll(() => t.close());

/** The listings a location finds, by name, sorted. */
async function found(location: string): Promise<Name[]> {
  const response = await t.app.inject({
    url: `/api/properties/properties/?page_size=100&location=${encodeURIComponent(location)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<Page<Property>>()
    .data.map((item) => names.get(item.id) as Name)
    .sort();
}

const sorted = (...list: Name[]) => [...list].sort();
const KOCHI_AREA = sorted('kochi', 'fortKochi', 'aluva');

describe('location by the English names people use', () => {
  it.each([
    ['Cochin', 'Kochi', KOCHI_AREA],
    ['Ernakulam', 'Kochi', KOCHI_AREA],
    ['Trivandrum', 'Thiruvananthapuram', sorted('thiruvananthapuram', 'kazhakkoottam')],
    ['Calicut', 'Kozhikode', sorted('kozhikode', 'feroke')],
    ['Trichur', 'Thrissur', ['thrissur']],
    ['Alleppey', 'Alappuzha', ['alappuzha']],
    ['Cannanore', 'Kannur', ['kannur']],
    ['Quilon', 'Kollam', ['kollam']],
    ['Palghat', 'Palakkad', ['palakkad']],
  ] as [string, string, Name[]][])('%s finds what %s finds', async (variant, name, expected) => {
    expect(await found(name)).toEqual(expected);
    expect(await found(variant)).toEqual(expected);
  });

  it('reads a variant whatever its case and spaces, as the first part of a label', async () => {
    expect(await found('  COCHIN ')).toEqual(KOCHI_AREA);
    expect(await found('calicut, Kerala')).toEqual(sorted('kozhikode', 'feroke'));
  });

  it('lists every variant the brief names, each for a seeded place', async () => {
    expect(Object.keys(PLACE_NAME_VARIANTS).sort()).toEqual(
      [
        'alleppey',
        'calicut',
        'cannanore',
        'cochin',
        'palghat',
        'quilon',
        'trichur',
        'trivandrum',
      ].sort(),
    );
  });

  it('gives Kochi, Cochin and Ernakulam the Kochi area, also with a slip of a letter', async () => {
    for (const location of [
      'Kochi',
      'kochii',
      'Cochin',
      'Ernakulam',
      'Ernakulm',
      'Kochi, Kerala',
    ]) {
      expect(await found(location), location).toEqual(KOCHI_AREA);
    }
    // A part of the area named on its own is only that part.
    expect(await found('Fort Kochi')).toContain('fortKochi');
    expect(await found('Fort Kochi')).not.toContain('aluva');
    expect(await found('Aluva')).toEqual(['aluva']);
  });
});

describe('location in Malayalam', () => {
  it.each([
    ['കൊച്ചി', 'Kochi'],
    ['കോഴിക്കോട്', 'Kozhikode'],
    ['ആലുവ', 'Aluva'],
    ['ഫറോക്ക്', 'Feroke'],
    ['കോട്ടയം', 'Kottayam'],
  ])('a town: %s finds what %s finds', async (malayalam, english) => {
    const expected = await found(english);
    expect(expected.length).toBeGreaterThan(0);
    expect(await found(malayalam)).toEqual(expected);
  });

  it.each([
    ['എറണാകുളം', 'Ernakulam'],
    ['തിരുവനന്തപുരം', 'Thiruvananthapuram'],
    ['തൃശ്ശൂർ', 'Thrissur'],
    ['കേരളം', 'Kerala'],
  ])('a district or the state: %s finds what %s finds', async (malayalam, english) => {
    const expected = await found(english);
    expect(expected.length).toBeGreaterThan(0);
    expect(await found(malayalam)).toEqual(expected);
  });

  it('takes a Malayalam label as the suggestions give it, by its first part', async () => {
    expect(await found('കൊച്ചി, എറണാകുളം, കേരളം')).toEqual(KOCHI_AREA);
    expect(await found('ആലുവ, എറണാകുളം, കേരളം')).toEqual(['aluva']);
    expect(await found('തിരുവനന്തപുരം, കേരളം')).toEqual(sorted('thiruvananthapuram', 'kazhakkoottam'));
  });

  it('reads chillus written the old way (consonant, virama, joiner) as the new ones', async () => {
    // കണ്ണൂർ with ർ as ര + virama + zero-width joiner.
    expect(await found('കണ്ണൂര\u0D4D\u200D')).toEqual(['kannur']);
  });

  it('finds nothing, and is no error, for Malayalam that names no place', async () => {
    expect(await found('ഴഴഴഴഴ')).toEqual([]);
    expect(await found('അമേരിക്ക')).toEqual([]);
    expect(await found('കൊ')).toEqual(expect.any(Array));
  });

  it('counts and pages the same way as the English name', async () => {
    const page = async (location: string) =>
      (
        await t.app.inject({
          url: `/api/properties/properties/?page_size=2&location=${encodeURIComponent(location)}`,
        })
      ).json<Page<Property>>();
    const [english, malayalam] = [await page('Kochi'), await page('കൊച്ചി')];
    expect(malayalam).toEqual(english);
    expect(english.count).toBe(KOCHI_AREA.length);
  });
});
