import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../contract/audit';
import type { Page } from '../../../contract/pagination';
import { adminUsers, auditLog, cities, propertyTypes } from '../../db/schema';
import { encodeMultipart, type FormPart, makeTestImage } from '../../media/test-uploads';
import { findPlace, listingFormFields } from '../../testing/listings';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * The trail keeps names with ids (migration 0015, docs/decisions/023): what a town, a property
 * type, a feature and a listing were called when an entry was written stays in it after they are
 * renamed or deleted; GET /api/audit/ adds team members' names and the photos still stored.
 */

const ADMIN = { email: 'names@veedu.test', password: 'names-of-the-coast-26' };

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.accounts.upsertAdmin(ADMIN.email, ADMIN.password, 'Meera Nair');
  const login = await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: ADMIN });
  token = login.json<{ token: string }>().token;
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(auditLog);
});

const auth = () => ({ authorization: `Token ${token}` });

async function trail(query = ''): Promise<AuditEntry[]> {
  const response = await t.app.inject({ url: `/api/audit/?${query}`, headers: auth() });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page<AuditEntry>>().data;
}

async function sendListing(
  method: 'POST' | 'PATCH',
  url: string,
  values: Record<string, string>,
  extra: FormPart[] = [],
) {
  const parts: FormPart[] = [
    ...Object.entries(values).map(([name, value]) => ({ name, value })),
    ...extra,
  ];
  const body = await encodeMultipart(parts);
  const response = await t.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...auth() },
  });
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json<{ id: number; images: { id: number }[] }>();
}

async function createNamed(list: 'features' | 'property-types', name: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/properties/${list}/`,
    payload: { name },
    headers: auth(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function removeNamed(list: 'features' | 'property-types', id: number) {
  const response = await t.app.inject({
    method: 'DELETE',
    url: `/api/properties/${list}/${id}/`,
    headers: auth(),
  });
  expect(response.statusCode, response.body).toBe(204);
}

describe('names in the audit trail', () => {
  it('keeps what a town, a type and the listing were called, after renames and deletions', async () => {
    const kakkanad = await findPlace(t.database.db, 'Kakkanad');
    // A town and a type of this test's own, so that both can be renamed and deleted after.
    const [town] = await t.database.db
      .insert(cities)
      .values({ districtId: kakkanad.districtId, name: 'Chittethukara' })
      .returning({ id: cities.id });
    const townId = town!.id;
    const typeId = await createNamed('property-types', 'Courtyard home');
    const apartmentId = (await listingFormFields(t.database.db)).property_type!;

    const listing = await sendListing(
      'POST',
      '/api/properties/properties/',
      await listingFormFields(t.database.db, {
        title: 'Nalukettu in Chittethukara',
        city: String(townId),
        property_type: String(typeId),
      }),
    );
    // Moved to Kakkanad, an apartment now, and retitled.
    await sendListing('PATCH', `/api/properties/properties/${listing.id}/`, {
      state: String(kakkanad.stateId),
      district: String(kakkanad.districtId),
      city: String(kakkanad.cityId),
      property_type: apartmentId,
      title: 'Apartment in Kakkanad',
    });

    // The town and the type renamed, then deleted (nothing uses them any more).
    await t.database.db
      .update(cities)
      .set({ name: 'Chittethukara East' })
      .where(eq(cities.id, townId));
    await t.database.db
      .update(propertyTypes)
      .set({ name: 'Nalukettu' })
      .where(eq(propertyTypes.id, typeId));
    const renamed = await trail(`property=${listing.id}&entity=property`);
    expect(renamed.at(-1)?.names.city?.[townId]).toBe('Chittethukara');
    await removeNamed('property-types', typeId);
    await t.database.db.delete(cities).where(eq(cities.id, townId));

    const [moved, created] = await trail(`property=${listing.id}&entity=property`);
    expect(created?.action).toBe('created');
    expect(created?.changes.city_id).toEqual([null, townId]);
    expect(created?.names.city).toEqual({ [townId]: 'Chittethukara' });
    expect(created?.names.property_type).toEqual({ [typeId]: 'Courtyard home' });
    expect(created?.names.state).toEqual({ [kakkanad.stateId]: 'Kerala' });
    expect(created?.names.district).toEqual({ [kakkanad.districtId]: 'Ernakulam' });
    expect(created?.names.property).toEqual({ [listing.id]: 'Nalukettu in Chittethukara' });

    // The move names both towns and both types, each as it was then; the listing by its new title.
    expect(moved?.action).toBe('updated');
    expect(moved?.changes.city_id).toEqual([townId, kakkanad.cityId]);
    expect(moved?.names.city).toEqual({ [townId]: 'Chittethukara', [kakkanad.cityId]: 'Kakkanad' });
    expect(moved?.names.property_type).toEqual({
      [typeId]: 'Courtyard home',
      [apartmentId]: 'Apartment',
    });
    expect(moved?.names.property).toEqual({ [listing.id]: 'Apartment in Kakkanad' });
    expect(moved?.names.state).toBeUndefined();

    // The type's own entries name it too, its deletion as it was last called.
    const typeEntries = await trail('entity=property_type');
    expect(typeEntries.map((entry) => [entry.action, entry.names.property_type])).toEqual([
      ['deleted', { [typeId]: 'Nalukettu' }],
      ['created', { [typeId]: 'Courtyard home' }],
    ]);
  });

  it('names a deleted feature on each listing it leaves, and keeps the name after', async () => {
    const featureId = await createNamed('features', 'Kulam');
    const listing = await sendListing(
      'POST',
      '/api/properties/properties/',
      await listingFormFields(t.database.db, { title: 'Tharavad with a pond' }),
      [{ name: 'features', value: String(featureId) }],
    );
    await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/features/${featureId}/`,
      payload: { name: 'Temple pond' },
      headers: auth(),
    });
    await removeNamed('features', featureId);

    const [left] = await trail(`property=${listing.id}&entity=property_feature`);
    expect(left).toMatchObject({
      action: 'deleted',
      changes: { feature_id: [featureId, null] },
      names: {
        feature: { [featureId]: 'Temple pond' },
        property: { [listing.id]: 'Tharavad with a pond' },
      },
    });
    const added = (await trail(`property=${listing.id}&entity=property_feature`)).at(-1);
    expect(added?.names.feature).toEqual({ [featureId]: 'Kulam' });
    const feature = await trail('entity=feature');
    expect(feature.map((entry) => [entry.action, entry.names.feature?.[featureId]])).toEqual([
      ['deleted', 'Temple pond'],
      ['updated', 'Temple pond'],
      ['created', 'Kulam'],
    ]);
  });

  it('gives the photos still stored, and none once removed', async () => {
    const listing = await sendListing(
      'POST',
      '/api/properties/properties/',
      await listingFormFields(t.database.db, { title: 'Villa with two photos' }),
      await Promise.all(
        ['front.jpg', 'garden.jpg'].map(async (filename) => ({
          name: 'uploaded_images',
          filename,
          data: await makeTestImage('jpeg', 1200, 800),
          type: 'image/jpeg',
        })),
      ),
    );
    const [front, garden] = listing.images;
    const photos = async () =>
      Object.fromEntries(
        (await trail(`property=${listing.id}&entity=property_image`)).map((entry) => [
          `${entry.action} ${entry.entity_id}`,
          entry.photo,
        ]),
      );
    const before = await photos();
    for (const image of [front!, garden!]) {
      const photo = before[`created ${image.id}`];
      expect(photo?.url).toMatch(/\/400\.webp$/);
      expect(photo).toMatchObject({ width: 400, height: 267 });
      expect(await t.hasMedia(photo!.url)).toBe(true);
    }

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/properties/properties/${listing.id}/delete_image/`,
      payload: { image_id: front!.id },
      headers: auth(),
    });
    expect(removed.statusCode, removed.body).toBe(204);
    const after = await photos();
    expect(after[`created ${front!.id}`]).toBeNull();
    expect(after[`deleted ${front!.id}`]).toBeNull();
    expect(after[`created ${garden!.id}`]).toEqual(before[`created ${garden!.id}`]);
    const [deleted] = await trail(`property=${listing.id}&entity=property_image`);
    expect(deleted?.names.property).toEqual({ [listing.id]: 'Villa with two photos' });
  });

  it('names the team member an enquiry is assigned to, and no one for other entries', async () => {
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/properties/contacts/',
      payload: {
        name: 'Rahul Nair',
        email: 'rahul@example.in',
        phone_number: '+919846022222',
        subject: 'Villa in Kakkanad',
        property_type: 'Residential',
        message: 'Looking for a villa near Infopark for my parents, moving in March.',
      },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const list = await t.app.inject({ url: '/api/properties/contacts/', headers: auth() });
    const { id } = list.json<{ data: { id: number }[] }>().data[0]!;
    const [me] = await t.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, ADMIN.email));
    const assigned = await t.app.inject({
      method: 'PATCH',
      url: `/api/properties/contacts/${id}/`,
      payload: { assigned_to: me!.id },
      headers: auth(),
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const [entry] = await trail('entity=enquiry');
    expect(entry?.changes.assigned_to).toEqual([null, me!.id]);
    expect(entry?.names).toEqual({ user: { [me!.id]: 'Meera Nair' } });
    expect(entry?.photo).toBeNull();
  });
});
