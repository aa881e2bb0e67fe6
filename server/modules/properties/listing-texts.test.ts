import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingTexts, properties } from '../../db/schema';
import { queryRows } from '../../db/statement';
import { insertListing } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findIds, idsWithTextStatement } from './properties.repo';

/**
 * The keyword filter reads `listing_texts` (migration 0024): it must find exactly the listings
 * that an ILIKE on each of the four fields, or on the town's names, finds, on both engines, and
 * the table must follow every insert, change and deletion of a listing.
 */

let t: TestApp;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ids.title = await insertListing(db, {
    title: 'Sea-view VILLA with a pool',
    description: 'Quiet lane',
    city: 'Kochi',
    type: 'Villa',
  });
  ids.description = await insertListing(db, {
    title: 'House',
    description: 'Near the École internationale; 100% power back-up',
    city: 'Aluva',
    type: 'House',
  });
  ids.malayalam = await insertListing(db, {
    title: 'Plot',
    description: 'Level land',
    titleMl: 'കടലിനടുത്ത് വില്ല',
    descriptionMl: 'നല്ല 3BHK വീട്',
    city: 'Thrissur',
    type: 'Land',
  });
  ids.town = await insertListing(db, {
    title: 'Shop',
    description: 'Main road',
    city: 'Kakkanad',
    type: 'Shop',
  });
});

afterAll(() => t?.close());

/** The old statement: ILIKE on each field of the listings, or a town of that name. */
async function foundByEachField(text: string): Promise<number[]> {
  const pattern = `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const rows = await queryRows<{ id: number }>(t.database.db, {
    text: `select p.id from properties p
      where p.title ilike $1 or p.description ilike $1
        or p.title_ml ilike $1 or p.description_ml ilike $1
        or p.city_id in (select c.id from cities c where c.name ilike $1 or c.name_ml ilike $1)`,
    values: [pattern],
  });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** The ids found: each once, rising, though a listing may come by its words and by its town. */
async function found(text: string, among?: number[]): Promise<number[]> {
  const ids = [...(await findIds(t.database.db, idsWithTextStatement(text, among)))];
  expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
  return ids;
}

const sorted = (...names: string[]) => names.map((name) => ids[name]!).sort((a, b) => a - b);

describe('the keyword filter on listing_texts', () => {
  it.each([
    ['villa', ['title']],
    ['sea-view villa', ['title']],
    ['ÉCOLE', ['description']],
    ['école', ['description']],
    ['100%', ['description']],
    ['3bhk', ['malayalam']],
    ['വില്ല', ['malayalam']],
    ['kakkanad', ['town']],
    ['a', ['title', 'description', 'malayalam', 'town']],
    ['_', []],
    ['pool quiet', []],
    // The end of a title and the start of its description are two fields, not one text.
    ['pool\u001fquiet', []],
    ['xylophone', []],
  ] as [string, string[]][])('%j finds what ILIKE on each field finds', async (text, expected) => {
    const mine = await found(text);
    expect(mine).toEqual(await foundByEachField(text));
    // Other listings of the test app's catalogue may hold the word too: these must be among them.
    for (const id of sorted(...expected)) expect(mine).toContain(id);
    for (const name of Object.keys(ids).filter((key) => !expected.includes(key))) {
      expect(mine).not.toContain(ids[name]);
    }
  });

  it('looks among the ids given only', async () => {
    expect(await found('plot', [ids.description!, ids.malayalam!])).toEqual([ids.malayalam!]);
    expect(await found('villa', [ids.title!])).toEqual([ids.title!]);
  });

  it('follows a listing that is written, changed and deleted', async () => {
    const db = t.database.db;
    const id = await insertListing(db, {
      title: 'Houseboat berth',
      description: 'Backwaters',
      city: 'Kochi',
      type: 'House',
    });
    expect(await found('houseboat')).toContain(id);
    await db.update(properties).set({ title: 'Canal-side cottage' }).where(eq(properties.id, id));
    expect(await found('houseboat')).not.toContain(id);
    expect(await found('canal-side')).toContain(id);
    await db.update(properties).set({ descriptionMl: 'കായൽ' }).where(eq(properties.id, id));
    expect(await found('കായൽ')).toEqual([id]);
    // A change to another field leaves the words as they are.
    await db.update(properties).set({ price: 2_000_000 }).where(eq(properties.id, id));
    expect(await found('canal-side')).toContain(id);
    await db.delete(properties).where(eq(properties.id, id));
    const left = await queryRows<{ n: number }>(db, {
      text: 'select count(*)::int as n from listing_texts where property_id = $1',
      values: [id],
    });
    expect(left[0]?.n).toBe(0);
  });

  it('holds one row for each listing, as the listing reads', async () => {
    const rows = await t.database.db
      .select({ id: properties.id, text: listingTexts.text })
      .from(properties)
      .leftJoin(listingTexts, eq(listingTexts.propertyId, properties.id))
      .where(eq(properties.id, ids.malayalam!));
    expect(rows).toEqual([
      { id: ids.malayalam, text: 'plot\u001flevel land\u001fകടലിനടുത്ത് വില്ല\u001fനല്ല 3bhk വീട്' },
    ]);
    const missing = await queryRows<{ n: number }>(t.database.db, {
      text: `select count(*)::int as n from properties p
        where not exists (select 1 from listing_texts t where t.property_id = p.id)`,
      values: [],
    });
    expect(missing[0]?.n).toBe(0);
  });
});
