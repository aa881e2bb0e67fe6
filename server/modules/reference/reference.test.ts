import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceMessages } from '../../../contract/reference';
import { propertyTypes } from '../../db/schema';
import { createReferenceService } from './reference.service';
import { BAD_TOKEN_HEADERS, createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
});
afterAll(() => t.close());

type Item = { id: number; name: string };

describe.each([
  ['property-types', referenceMessages.propertyTypeExists, referenceMessages.propertyTypeNotFound],
  ['features', referenceMessages.featureExists, referenceMessages.featureNotFound],
])('/api/properties/%s/', (path, existsMessage, notFoundMessage) => {
  const url = `/api/properties/${path}/`;

  it('lists the seeded entries publicly, as a plain array of {id, name}', async () => {
    const response = await t.app.inject({ url });
    expect(response.statusCode).toBe(200);
    const items = response.json<Item[]>();
    expect(items.length).toBeGreaterThanOrEqual(8);
    for (const item of items) expect(Object.keys(item).sort()).toEqual(['id', 'name']);
  });

  it('adds, renames and deletes, trimming names', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { name: '  Sea View  ' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<Item>();
    expect(item.name).toBe('Sea View');

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `${url}${item.id}/`,
      headers: admin,
      payload: { name: 'Sea-facing' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: item.id, name: 'Sea-facing' });
    const listed = (await t.app.inject({ url })).json<Item[]>();
    expect(listed).toContainEqual({ id: item.id, name: 'Sea-facing' });

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `${url}${item.id}/`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await t.app.inject({ url })).json<Item[]>().map((row) => row.id)).not.toContain(
      item.id,
    );
  });

  it('keeps names unique whatever their case', async () => {
    const [first] = (await t.app.inject({ url })).json<Item[]>();
    const duplicate = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { name: first?.name.toUpperCase() },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toEqual({ name: [existsMessage] });

    const created = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { name: 'Unique Name' },
    });
    const renameClash = await t.app.inject({
      method: 'PATCH',
      url: `${url}${created.json<Item>().id}/`,
      headers: admin,
      payload: { name: ` ${first?.name.toLowerCase()} ` },
    });
    expect(renameClash.statusCode).toBe(400);
    expect(renameClash.json()).toEqual({ name: [existsMessage] });

    // Renaming to its own name in another case is fine.
    const sameName = await t.app.inject({
      method: 'PATCH',
      url: `${url}${created.json<Item>().id}/`,
      headers: admin,
      payload: { name: 'UNIQUE NAME' },
    });
    expect(sameName.statusCode).toBe(200);
  });

  it.each([
    [{}, referenceMessages.nameRequired],
    [{ name: '   ' }, referenceMessages.nameBlank],
    [{ name: 'x'.repeat(81) }, referenceMessages.nameTooLong],
  ])('refuses the name %j', async (payload, message) => {
    const response = await t.app.inject({ method: 'POST', url, headers: admin, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ name: [message] });
  });

  it('answers 404 for an unknown id', async () => {
    for (const method of ['PATCH', 'DELETE'] as const) {
      const response = await t.app.inject({
        method,
        url: `${url}999999/`,
        headers: admin,
        payload: { name: 'Anything' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: notFoundMessage });
    }
    const notAnId = await t.app.inject({ method: 'DELETE', url: `${url}abc/`, headers: admin });
    expect(notAnId.statusCode).toBe(404);
  });

  it('answers 401 to writes without a valid admin token', async () => {
    for (const headers of BAD_TOKEN_HEADERS) {
      for (const [method, target] of [
        ['POST', url],
        ['PATCH', `${url}1/`],
        ['DELETE', `${url}1/`],
      ] as const) {
        const response = await t.app.inject({
          method,
          url: target,
          headers,
          payload: { name: 'X' },
        });
        expect(response.statusCode).toBe(401);
      }
    }
    const items = (await t.app.inject({ url })).json<Item[]>();
    expect(items.map((item) => item.name)).not.toContain('X');
  });

  it('stores SQL and HTML metacharacters verbatim', async () => {
    const name = `<script>alert('x')</script>; DROP TABLE ${path};--`;
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { name: name.slice(0, 80) },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Item>().name).toBe(name.slice(0, 80));
    expect((await t.app.inject({ url })).json<Item[]>().map((item) => item.name)).toContain(
      name.slice(0, 80),
    );
  });
});

describe('places', () => {
  it("lists states, Kerala's districts and a district's towns", async () => {
    const states = (await t.app.inject({ url: '/api/properties/states/' })).json<Item[]>();
    expect(states).toHaveLength(36);
    const kerala = states.find((state) => state.name === 'Kerala');
    expect(kerala).toBeDefined();

    const districts = await t.app.inject({ url: `/api/properties/districts/?state=${kerala?.id}` });
    expect(districts.statusCode).toBe(200);
    const districtList = districts.json<Item[]>();
    expect(districtList).toHaveLength(14);
    const ernakulam = districtList.find((district) => district.name === 'Ernakulam');

    const cities = (
      await t.app.inject({ url: `/api/properties/cities/?district=${ernakulam?.id}` })
    ).json<Item[]>();
    expect(cities.map((city) => city.name)).toEqual(expect.arrayContaining(['Kochi', 'Aluva']));
    expect(cities.map((city) => city.name)).not.toContain('Kozhikode');
  });

  it('answers an empty list for a state without districts, and 400 without the parameter', async () => {
    const states = (await t.app.inject({ url: '/api/properties/states/' })).json<Item[]>();
    const goa = states.find((state) => state.name === 'Goa');
    expect(
      (await t.app.inject({ url: `/api/properties/districts/?state=${goa?.id}` })).json(),
    ).toEqual([]);
    const missing = await t.app.inject({ url: '/api/properties/districts/' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('state');
    const bad = await t.app.inject({ url: '/api/properties/cities/?district=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('district');
  });
});

describe('the lists, kept per catalogue version', () => {
  it('reads a list once a version and again as soon as the version moves', async () => {
    let version = 'v1';
    const reference = createReferenceService({
      db: t.app.db,
      catalogueVersion: async () => version,
    });
    const before = await reference.list('propertyTypes');
    // A write the version does not know of yet (no trigger has bumped what the stub answers).
    await t.app.db.insert(propertyTypes).values({ name: 'Kept Cottage' });
    expect(await reference.list('propertyTypes')).toBe(before);
    version = 'v2';
    const after = await reference.list('propertyTypes');
    expect(after.map((item) => item.name)).toContain('Kept Cottage');
    expect(before.map((item) => item.name)).not.toContain('Kept Cottage');
  });

  it('does not keep a failed read', async () => {
    let isDown = true;
    const reference = createReferenceService({
      db: t.app.db,
      catalogueVersion: async () => {
        if (isDown) throw new Error('database unreachable');
        return 'v1';
      },
    });
    await expect(reference.list('features')).rejects.toThrow('database unreachable');
    isDown = false;
    expect((await reference.list('features')).length).toBeGreaterThan(0);
  });
});
