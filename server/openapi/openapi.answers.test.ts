import Ajv, { type ValidateFunction } from 'ajv';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LOCATION_QUERY_MAX_CHARS } from '../../contract/location-suggestions';
import { adminUsers } from '../db/schema';
import { encodeMultipart, type FormPart, makeTestImage } from '../media/test-uploads';
import { findTypeId, insertListing, listingFormFields } from '../testing/listings';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { JsonSchema, OpenApiDocument } from './openapi.document';

/**
 * Every answer the API description documents is a real one: for each operation and each status
 * it lists, a request that gets that status, whose body must match the documented schema (JSON
 * Schema, checked by Ajv against the document itself, components and all). An answer the
 * document does not foresee, a field it does not name, a type it does not say, fails.
 */

type Scenario = () => Promise<LightMyRequestResponse>;

const ADMIN = { email: 'staff@veedu.test', password: 'staff-password-1' };
const BAD_TOKEN = { authorization: 'Token not-a-real-token-0123456789' };

let t: TestApp;
let document: OpenApiDocument;
let admin: Record<string, string>;
let scenarios: Record<string, Record<string, Scenario>>;
const ajv = new Ajv({ strict: false, allErrors: true });

/** Each request comes from its own address, so that one request's rate limit is not another's. */
let addresses = 0;
function send(options: InjectOptions & { remoteAddress?: string }) {
  addresses += 1;
  return t.app.inject({
    remoteAddress: `127.0.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`,
    ...options,
  });
}

/** The same request from one address until the rate limit answers (429). */
async function untilRateLimited(options: InjectOptions): Promise<LightMyRequestResponse> {
  const remoteAddress = '127.1.0.1';
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const response = await send({ ...options, remoteAddress });
    if (response.statusCode === 429) {
      await t.resetRateLimits();
      return response;
    }
  }
  throw new Error(`${options.method} ${options.url} never answered 429`);
}

async function multipart(
  method: 'POST' | 'PATCH',
  url: string,
  parts: FormPart[],
  headers: Record<string, string> = admin,
) {
  const body = await encodeMultipart(parts);
  return send({ method, url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

const fields = (values: Record<string, string>): FormPart[] =>
  Object.entries(values).map(([name, value]) => ({ name, value }));

async function image(name: string, size = 0): Promise<FormPart> {
  const data = await makeTestImage('jpeg', 400, 300);
  return { name, filename: 'photo.jpg', data: Buffer.concat([data, Buffer.alloc(size)]) };
}
const notAnImage = (name: string): FormPart => ({
  name,
  filename: 'photo.jpg',
  data: Buffer.from('not an image at all'),
});
const ELEVEN_MB = 11 * 1024 * 1024;

/** Asks for a reset code and reads it from the e-mail. */
async function resetCode(): Promise<string> {
  await send({ method: 'POST', url: '/api/accounts/forgot-password/', payload: ADMIN });
  const mail = (await t.outbox()).at(-1) ?? '';
  const code = /admin password is: (\d{6})/.exec(mail)?.[1];
  if (!code) throw new Error('no code in the e-mail');
  return code;
}

async function signIn(): Promise<Record<string, string>> {
  const response = await send({ method: 'POST', url: '/api/accounts/login/', payload: ADMIN });
  return { authorization: `Token ${response.json<{ token: string }>().token}` };
}

/** Invites a new member as the owner and reads the link's token from the e-mail. */
async function invitationToken(): Promise<string> {
  const email = `invitee${addresses}@veedu.test`;
  await send({
    method: 'POST',
    url: '/api/accounts/users/',
    headers: admin,
    payload: { email, name: 'Invitee', role: 'agent' },
  });
  // This invitee's mail, not merely the last one: another scenario's invitation (one withdrawn)
  // may be written in the same millisecond and sort after it.
  const mail =
    (await t.outbox())
      .filter((message) => message.includes(email))
      .at(-1)
      ?.replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=') ?? '';
  const token = /accept-invite\?token=([\w-]+)/.exec(mail)?.[1];
  if (!token) throw new Error('no invitation link in the e-mail');
  return token;
}

/** Invites a new member as the owner: the pending invitation's id. */
async function invitationId(): Promise<number> {
  const response = await send({
    method: 'POST',
    url: '/api/accounts/users/',
    headers: admin,
    payload: { email: `withdrawn${addresses}@veedu.test`, name: 'Withdrawn', role: 'agent' },
  });
  return response.json<{ id: number }>().id;
}

async function createdId(response: Promise<LightMyRequestResponse>): Promise<number> {
  return (await response).json<{ id: number }>().id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminHeaders();
  // An agent: everything but the team and deleting property types or features (403).
  const { user: agentUser } = await t.app.services.accounts.upsertAdmin(
    'agent@veedu.test',
    'agent-password-1',
  );
  await t.database.db
    .update(adminUsers)
    .set({ role: 'agent' })
    .where(eq(adminUsers.id, agentUser.id));
  const agentToken = (
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { email: 'agent@veedu.test', password: 'agent-password-1' },
    })
  ).json<{ token: string }>().token;
  const agent = { authorization: `Token ${agentToken}` };
  document = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
  const db = t.database.db;
  const listingId = await insertListing(db, {
    title: 'Flat in Kakkanad',
    city: 'Kakkanad',
    type: 'Apartment',
  });
  const apartmentId = await findTypeId(db, 'Apartment');
  const form = await listingFormFields(db);
  const get = (url: string, headers: Record<string, string> = {}) => send({ url, headers });
  const remove = (url: string, headers: Record<string, string> = admin) =>
    send({ method: 'DELETE', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = admin) =>
    send({ method: 'POST', url, payload, headers });
  const patch = (url: string, payload: object, headers: Record<string, string> = admin) =>
    send({ method: 'PATCH', url, payload, headers });
  const postListing = () => multipart('POST', '/api/properties/properties/', fields(form));
  const listingWithImage = async () => {
    const response = await multipart('POST', '/api/properties/properties/', [
      ...fields(form),
      await image('uploaded_images'),
    ]);
    return response.json<{ id: number; images: { id: number }[] }>();
  };
  const enquiry = {
    name: 'Asha',
    email: 'asha@example.in',
    phone_number: '+919847011223',
    message: 'Is it still available?',
    property: listingId,
  };
  /** The id of an enquiry sent now. */
  const anEnquiry = async () => {
    await post('/api/properties/contacts/', enquiry, {});
    const page = (await get('/api/properties/contacts/?page_size=1', admin)).json<{
      data: { id: number }[];
    }>();
    return page.data[0]?.id ?? 0;
  };
  const listing = '/api/properties/properties';
  const lists = (path: string, name: string) => ({
    [`GET /api/properties/${path}/`]: { 200: () => get(`/api/properties/${path}/`) },
    [`POST /api/properties/${path}/`]: {
      201: () => post(`/api/properties/${path}/`, { name: `New ${name} ${addresses}` }),
      400: () => post(`/api/properties/${path}/`, { name: '' }),
      401: () => post(`/api/properties/${path}/`, { name: 'Nobody' }, {}),
    },
    [`PATCH /api/properties/${path}/{id}/`]: {
      200: async () => {
        const id = await createdId(post(`/api/properties/${path}/`, { name: `Old ${name}` }));
        return patch(`/api/properties/${path}/${id}/`, { name: `Renamed ${name}` });
      },
      400: () => patch(`/api/properties/${path}/1/`, { name: 42 }),
      401: () => patch(`/api/properties/${path}/1/`, { name: 'Nobody' }, {}),
      404: () => patch(`/api/properties/${path}/2147483647/`, { name: 'Nothing' }),
    },
    [`DELETE /api/properties/${path}/{id}/`]: {
      204: async () =>
        remove(
          `/api/properties/${path}/${await createdId(post(`/api/properties/${path}/`, { name: `Gone ${name}` }))}/`,
        ),
      401: () => remove(`/api/properties/${path}/1/`, {}),
      403: () => remove(`/api/properties/${path}/1/`, agent),
      404: () => remove(`/api/properties/${path}/abc/`),
      ...(path === 'property-types'
        ? { 409: () => remove(`/api/properties/${path}/${apartmentId}/`) }
        : {}),
    },
  });
  const banners = (path: string) => ({
    [`GET /api/properties/${path}/`]: { 200: () => get(`/api/properties/${path}/`) },
    [`POST /api/properties/${path}/`]: {
      201: async () => multipart('POST', `/api/properties/${path}/`, [await image('image')]),
      400: () => multipart('POST', `/api/properties/${path}/`, fields({ title: 'No image' })),
      401: async () => multipart('POST', `/api/properties/${path}/`, [await image('image')], {}),
      413: async () =>
        multipart('POST', `/api/properties/${path}/`, [await image('image', ELEVEN_MB)]),
      415: () => multipart('POST', `/api/properties/${path}/`, [notAnImage('image')]),
    },
    [`DELETE /api/properties/${path}/{id}/`]: {
      204: async () => {
        const created = multipart('POST', `/api/properties/${path}/`, [await image('image')]);
        return remove(`/api/properties/${path}/${await createdId(created)}/`);
      },
      401: () => remove(`/api/properties/${path}/1/`, {}),
      404: () => remove(`/api/properties/${path}/2147483647/`),
    },
  });

  const siteVisit = { visited_on: '2026-01-10', visited_by: 'Anitha', checks: ['title_deed_seen'] };
  scenarios = {
    'GET /api/openapi.json': { 200: () => get('/api/openapi.json') },
    'GET /api/docs': { 200: () => get('/api/docs') },
    'POST /api/accounts/login/': {
      200: () => post('/api/accounts/login/', ADMIN, {}),
      400: () => post('/api/accounts/login/', { email: 'staff@veedu.test' }, {}),
      401: () => post('/api/accounts/login/', { ...ADMIN, password: 'wrong-password' }, {}),
      429: () => untilRateLimited({ method: 'POST', url: '/api/accounts/login/', payload: {} }),
    },
    'POST /api/accounts/logout/': {
      204: async () =>
        send({ method: 'POST', url: '/api/accounts/logout/', headers: await signIn() }),
      401: () => send({ method: 'POST', url: '/api/accounts/logout/', headers: BAD_TOKEN }),
    },
    'GET /api/audit/': {
      // A listing with a photo: entries with names (its place, type, title) and a photo's URL.
      200: async () => get(`/api/audit/?property=${(await listingWithImage()).id}`, admin),
      400: () => get('/api/audit/?from=yesterday', admin),
      401: () => get('/api/audit/'),
      403: () => get('/api/audit/', agent),
    },
    // A dry run: the enquiries other scenarios work on stay.
    'POST /api/privacy/erase/': {
      200: () => post('/api/privacy/erase/', { email: enquiry.email, dry_run: true }),
      400: () => post('/api/privacy/erase/', { phone: 'call Asha' }),
      401: () => post('/api/privacy/erase/', { email: enquiry.email }, {}),
      403: () => post('/api/privacy/erase/', { email: enquiry.email }, agent),
    },
    'GET /api/audit/actors/': {
      200: () => get('/api/audit/actors/', admin),
      401: () => get('/api/audit/actors/', BAD_TOKEN),
      403: () => get('/api/audit/actors/', agent),
    },
    'GET /api/accounts/me/': {
      200: () => get('/api/accounts/me/', admin),
      401: () => get('/api/accounts/me/'),
    },
    'POST /api/accounts/forgot-password/': {
      200: () => post('/api/accounts/forgot-password/', { email: 'nobody@veedu.test' }, {}),
      400: () => post('/api/accounts/forgot-password/', { email: 'not an address' }, {}),
      429: () =>
        untilRateLimited({ method: 'POST', url: '/api/accounts/forgot-password/', payload: {} }),
    },
    'POST /api/accounts/verify-otp/': {
      200: async () =>
        post('/api/accounts/verify-otp/', { email: ADMIN.email, otp: await resetCode() }, {}),
      400: () => post('/api/accounts/verify-otp/', { email: ADMIN.email, otp: '12' }, {}),
      429: () =>
        untilRateLimited({ method: 'POST', url: '/api/accounts/verify-otp/', payload: {} }),
    },
    'POST /api/accounts/reset-password/': {
      200: async () => {
        const answer = await post(
          '/api/accounts/reset-password/',
          {
            email: ADMIN.email,
            otp: await resetCode(),
            new_password: ADMIN.password,
            confirm_password: ADMIN.password,
          },
          {},
        );
        // The reset signed the admin out everywhere: sign in again for what follows.
        admin = await signIn();
        return answer;
      },
      400: () => post('/api/accounts/reset-password/', { email: ADMIN.email }, {}),
      429: () =>
        untilRateLimited({ method: 'POST', url: '/api/accounts/reset-password/', payload: {} }),
    },
    'GET /api/accounts/users/': {
      200: () => get('/api/accounts/users/', admin),
      401: () => get('/api/accounts/users/'),
      403: () => get('/api/accounts/users/', agent),
    },
    'POST /api/accounts/users/': {
      201: () =>
        post('/api/accounts/users/', {
          email: `member${addresses}@veedu.test`,
          name: 'Member',
          role: 'agent',
        }),
      400: () =>
        post('/api/accounts/users/', { email: 'agent@veedu.test', name: 'A', role: 'agent' }),
      401: () => post('/api/accounts/users/', {}, {}),
      403: () => post('/api/accounts/users/', {}, agent),
    },
    'PATCH /api/accounts/users/{id}/': {
      200: () => patch(`/api/accounts/users/${agentUser.id}/`, { role: 'agent' }),
      400: () => patch(`/api/accounts/users/${agentUser.id}/`, {}),
      401: () => patch(`/api/accounts/users/${agentUser.id}/`, { role: 'agent' }, {}),
      403: () => patch(`/api/accounts/users/${agentUser.id}/`, { role: 'owner' }, agent),
      404: () => patch('/api/accounts/users/2147483647/', { role: 'agent' }),
    },
    'DELETE /api/accounts/invitations/{id}/': {
      204: async () => remove(`/api/accounts/invitations/${await invitationId()}/`),
      401: () => remove('/api/accounts/invitations/1/', {}),
      403: () => remove('/api/accounts/invitations/1/', agent),
      404: () => remove('/api/accounts/invitations/2147483647/'),
    },
    'GET /api/accounts/invitations/check/': {
      200: async () => get(`/api/accounts/invitations/check/?token=${await invitationToken()}`),
      400: () => get(`/api/accounts/invitations/check/?token=${'A'.repeat(43)}`),
      429: () =>
        untilRateLimited({ method: 'GET', url: '/api/accounts/invitations/check/?token=x' }),
    },
    'POST /api/accounts/invitations/accept/': {
      200: async () =>
        post(
          '/api/accounts/invitations/accept/',
          {
            token: await invitationToken(),
            password: 'invited-password-1',
            confirm_password: 'invited-password-1',
          },
          {},
        ),
      400: () => post('/api/accounts/invitations/accept/', {}, {}),
      429: () =>
        untilRateLimited({ method: 'POST', url: '/api/accounts/invitations/accept/', payload: {} }),
    },
    [`GET ${listing}/`]: {
      200: () => get(`${listing}/?type=sell&sort=price-asc`),
      400: () => get(`${listing}/?page=0`),
      401: () => get(`${listing}/`, BAD_TOKEN),
    },
    [`POST ${listing}/`]: {
      201: () => postListing(),
      400: () => multipart('POST', `${listing}/`, fields({ ...form, price: 'free' })),
      401: () => multipart('POST', `${listing}/`, fields(form), {}),
      413: async () =>
        multipart('POST', `${listing}/`, [
          ...fields(form),
          await image('uploaded_images', ELEVEN_MB),
        ]),
      415: () => multipart('POST', `${listing}/`, [...fields(form), notAnImage('uploaded_images')]),
    },
    [`GET ${listing}/markers/`]: {
      200: () => get(`${listing}/markers/?bbox=76.2,9.8,76.5,10.2&type=sell`),
      400: () => get(`${listing}/markers/?bbox=76,9`),
      401: () => get(`${listing}/markers/`, BAD_TOKEN),
    },
    [`GET ${listing}/{id}/similar/`]: {
      200: () => get(`${listing}/${listingId}/similar/`),
      401: () => get(`${listing}/${listingId}/similar/`, BAD_TOKEN),
      404: () => get(`${listing}/2147483647/similar/`),
    },
    [`GET ${listing}/{id}/`]: {
      200: () => get(`${listing}/${listingId}/`),
      401: () => get(`${listing}/${listingId}/`, BAD_TOKEN),
      404: () => get(`${listing}/2147483648/`),
    },
    [`PATCH ${listing}/{id}/`]: {
      200: () => multipart('PATCH', `${listing}/${listingId}/`, fields({ title: 'Renamed flat' })),
      400: () => multipart('PATCH', `${listing}/${listingId}/`, fields({ bedrooms: 'many' })),
      401: () => multipart('PATCH', `${listing}/${listingId}/`, fields({ title: 'No' }), {}),
      404: () => multipart('PATCH', `${listing}/2147483647/`, fields({ title: 'Nothing' })),
      413: async () =>
        multipart('PATCH', `${listing}/${listingId}/`, [await image('uploaded_images', ELEVEN_MB)]),
      415: () => multipart('PATCH', `${listing}/${listingId}/`, [notAnImage('uploaded_images')]),
    },
    [`DELETE ${listing}/{id}/`]: {
      204: async () => remove(`${listing}/${await createdId(postListing())}/`),
      401: () => remove(`${listing}/${listingId}/`, {}),
      404: () => remove(`${listing}/0/`),
    },
    [`DELETE ${listing}/{id}/delete_image/`]: {
      204: async () => {
        const { id, images } = await listingWithImage();
        return send({
          method: 'DELETE',
          url: `${listing}/${id}/delete_image/`,
          headers: admin,
          payload: { image_id: images[0]?.id },
        });
      },
      400: () =>
        send({ method: 'DELETE', url: `${listing}/${listingId}/delete_image/`, headers: admin }),
      401: () => remove(`${listing}/${listingId}/delete_image/?image_id=1`, {}),
      404: () => remove(`${listing}/${listingId}/delete_image/?image_id=2147483647`),
    },
    // Fresh and verified listings (issue 15, item 7).
    [`POST ${listing}/{id}/confirm/`]: {
      200: () => post(`${listing}/${listingId}/confirm/`, {}),
      400: () => post(`${listing}/${listingId}/confirm/`, { confirmed_on: 'soon' }),
      401: () => post(`${listing}/${listingId}/confirm/`, {}, {}),
      404: () => post(`${listing}/2147483647/confirm/`, {}),
    },
    [`GET ${listing}/{id}/visits/`]: {
      200: () => get(`${listing}/${listingId}/visits/`, admin),
      401: () => get(`${listing}/${listingId}/visits/`),
      404: () => get(`${listing}/2147483647/visits/`, admin),
    },
    [`POST ${listing}/{id}/visits/`]: {
      201: () => post(`${listing}/${listingId}/visits/`, siteVisit),
      400: () => post(`${listing}/${listingId}/visits/`, { ...siteVisit, checks: ['none'] }),
      401: () => post(`${listing}/${listingId}/visits/`, siteVisit, {}),
      404: () => post(`${listing}/2147483647/visits/`, siteVisit),
    },
    [`DELETE ${listing}/{id}/visits/{visitId}/`]: {
      204: async () => {
        const recorded = post(`${listing}/${listingId}/visits/`, siteVisit);
        return remove(`${listing}/${listingId}/visits/${await createdId(recorded)}/`);
      },
      401: () => remove(`${listing}/${listingId}/visits/1/`, {}),
      404: () => remove(`${listing}/${listingId}/visits/2147483647/`),
    },
    ...lists('property-types', 'type'),
    ...lists('features', 'feature'),
    'GET /api/properties/states/': { 200: () => get('/api/properties/states/') },
    'GET /api/properties/districts/': {
      200: () => get('/api/properties/districts/?state=1'),
      400: () => get('/api/properties/districts/'),
    },
    'GET /api/properties/cities/': {
      200: () => get('/api/properties/cities/?district=1'),
      400: () => get('/api/properties/cities/?district=x'),
    },
    'GET /api/properties/locations/': {
      200: () => get('/api/properties/locations/?q=Kochi'),
      400: () => get(`/api/properties/locations/?q=${'k'.repeat(LOCATION_QUERY_MAX_CHARS + 1)}`),
    },
    ...banners('hero-banners'),
    ...banners('offer-banners'),
    'POST /api/properties/contacts/': {
      201: () => post('/api/properties/contacts/', enquiry, {}),
      400: () => post('/api/properties/contacts/', { ...enquiry, email: 'nope' }, {}),
      429: () =>
        untilRateLimited({ method: 'POST', url: '/api/properties/contacts/', payload: {} }),
    },
    'GET /api/properties/contacts/': {
      200: () => get('/api/properties/contacts/?page_size=5', admin),
      400: () => get('/api/properties/contacts/?page=0', admin),
      401: () => get('/api/properties/contacts/'),
    },
    'DELETE /api/properties/contacts/{id}/': {
      204: async () => {
        await post('/api/properties/contacts/', enquiry, {});
        const page = (await get('/api/properties/contacts/', admin)).json<{
          data: { id: number }[];
        }>();
        return remove(`/api/properties/contacts/${page.data[0]?.id}/`);
      },
      401: () => remove('/api/properties/contacts/1/', {}),
      404: () => remove('/api/properties/contacts/2147483647/'),
    },
    'GET /api/properties/contacts/{id}/': {
      200: async () => get(`/api/properties/contacts/${await anEnquiry()}/`, admin),
      401: () => get('/api/properties/contacts/1/'),
      404: () => get('/api/properties/contacts/2147483647/', admin),
    },
    'PATCH /api/properties/contacts/{id}/': {
      200: async () =>
        patch(`/api/properties/contacts/${await anEnquiry()}/`, {
          status: 'contacted',
          follow_up_on: '2026-12-01',
        }),
      400: async () => patch(`/api/properties/contacts/${await anEnquiry()}/`, { status: 'x' }),
      401: () => patch('/api/properties/contacts/1/', { status: 'won' }, {}),
      404: () => patch('/api/properties/contacts/2147483647/', { status: 'won' }),
    },
    'POST /api/properties/properties/{id}/duplicate/': {
      201: () => post(`${listing}/${listingId}/duplicate/`, {}),
      401: () => post(`${listing}/${listingId}/duplicate/`, {}, BAD_TOKEN),
      404: () => post(`${listing}/2147483647/duplicate/`, {}),
    },
    'POST /api/properties/properties/{id}/preview/': {
      201: () => post(`${listing}/${listingId}/preview/`, {}),
      401: () => post(`${listing}/${listingId}/preview/`, {}, BAD_TOKEN),
      404: () => post(`${listing}/2147483647/preview/`, {}),
    },
    'GET /api/properties/properties/{id}/preview/': {
      200: async () => {
        await post(`${listing}/${listingId}/preview/`, {});
        return get(`${listing}/${listingId}/preview/`, admin);
      },
      401: () => get(`${listing}/${listingId}/preview/`, BAD_TOKEN),
      403: () => get(`${listing}/${listingId}/preview/`, agent),
      404: () => get(`${listing}/2147483647/preview/`, admin),
    },
    'DELETE /api/properties/properties/{id}/preview/{linkId}/': {
      204: async () =>
        remove(
          `${listing}/${listingId}/preview/${await createdId(post(`${listing}/${listingId}/preview/`, {}))}/`,
        ),
      401: () => remove(`${listing}/${listingId}/preview/1/`, BAD_TOKEN),
      403: () => remove(`${listing}/${listingId}/preview/1/`, agent),
      404: () => remove(`${listing}/${listingId}/preview/2147483647/`),
    },
    'GET /api/properties/properties/export/': {
      200: () => get(`${listing}/export/`, admin),
      400: () => get(`${listing}/export/?status=archived`, admin),
      401: () => get(`${listing}/export/`, BAD_TOKEN),
    },
    'POST /api/properties/properties/import/': {
      200: () =>
        post(`${listing}/import/`, {
          csv: 'title,town,property_type\nA,Kakkanad,House',
          dry_run: true,
        }),
      201: async () => {
        const exported = await get(`${listing}/export/`, admin);
        const [header = '', first = ''] = exported.body.replace(/^\uFEFF/, '').split('\r\n');
        return post(`${listing}/import/`, { csv: `${header}\r\n${first}\r\n` });
      },
      400: () => post(`${listing}/import/`, { csv: 'colour\nblue', dry_run: true }),
      401: () => post(`${listing}/import/`, { csv: 'title\nA' }, BAD_TOKEN),
    },
    'POST /api/properties/properties/bulk_status/': {
      200: () => post(`${listing}/bulk_status/`, { ids: [listingId], status: 'available' }),
      400: () => post(`${listing}/bulk_status/`, { ids: [], status: 'sold' }),
      401: () => post(`${listing}/bulk_status/`, { ids: [listingId], status: 'sold' }, BAD_TOKEN),
    },
    'POST /api/properties/contacts/{id}/notes/': {
      201: async () =>
        post(`/api/properties/contacts/${await anEnquiry()}/notes/`, { text: 'Called back.' }),
      400: async () => post(`/api/properties/contacts/${await anEnquiry()}/notes/`, { text: '' }),
      401: () => post('/api/properties/contacts/1/notes/', { text: 'x' }, {}),
      404: () => post('/api/properties/contacts/2147483647/notes/', { text: 'x' }),
    },
    'GET /api/properties/contacts/export/': {
      200: () => get('/api/properties/contacts/export/?status=new', admin),
      400: () => get('/api/properties/contacts/export/?status=closed', admin),
      401: () => get('/api/properties/contacts/export/'),
    },
    'GET /api/properties/contacts/assignees/': {
      200: () => get('/api/properties/contacts/assignees/', admin),
      401: () => get('/api/properties/contacts/assignees/', BAD_TOKEN),
    },
    'GET /api/properties/dashboard/': {
      200: () => get('/api/properties/dashboard/', admin),
      401: () => get('/api/properties/dashboard/', BAD_TOKEN),
    },
    [`GET ${listing}/{id}/stats/`]: {
      200: () => get(`${listing}/${listingId}/stats/`, admin),
      401: () => get(`${listing}/${listingId}/stats/`, BAD_TOKEN),
      404: () => get(`${listing}/2147483647/stats/`, admin),
    },
    'GET /api/properties/performance/listings/': {
      200: () => get(`/api/properties/performance/listings/?ids=${listingId}`, admin),
      400: () => get('/api/properties/performance/listings/?ids=x', admin),
      401: () => get(`/api/properties/performance/listings/?ids=${listingId}`),
    },
    'GET /api/properties/performance/': {
      200: () => get('/api/properties/performance/', admin),
      401: () => get('/api/properties/performance/', BAD_TOKEN),
    },
  };
});
afterAll(() => t.close());

/** Each documented answer: operation, status, and what it documents. */
function documentedAnswers() {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).flatMap(([method, operation]) =>
      Object.entries(operation.responses).map(([status, answer]) => ({
        operation: `${method.toUpperCase()} ${path}`,
        status,
        answer,
      })),
    ),
  );
}

/** A validator of `schema` as the document states it, its `$ref`s resolved in the document. */
function validatorOf(schema: JsonSchema): ValidateFunction {
  return ajv.compile({ ...schema, components: document.components });
}

function problems(validate: ValidateFunction): string {
  return ajv.errorsText(validate.errors, { separator: '; ' });
}

describe('every answer the API description documents', () => {
  it('has a request here that gets it, and no request here gets an undocumented one', () => {
    const documented = documentedAnswers().map(({ operation, status }) => `${operation} ${status}`);
    const asked = Object.entries(scenarios).flatMap(([operation, byStatus]) =>
      Object.keys(byStatus).map((status) => `${operation} ${status}`),
    );
    expect(asked.sort()).toEqual(documented.sort());
  });

  it('is what the route answers, body and all', async () => {
    const answers = documentedAnswers();
    expect(answers.length).toBeGreaterThan(100);
    for (const { operation, status, answer } of answers) {
      const scenario = scenarios[operation]?.[status];
      if (!scenario) continue; // reported by the test above
      const response = await scenario();
      const where = `${operation} ${status}: ${response.body.slice(0, 300)}`;
      expect(response.statusCode, where).toBe(Number(status));
      const content = Object.entries(answer.content ?? {});
      if (content.length === 0) {
        expect(response.body, where).toBe('');
        continue;
      }
      const [[type, { schema }] = ['', { schema: {} }]] = content;
      expect(response.headers['content-type'], where).toContain(type);
      const body: unknown = type === 'application/json' ? response.json() : response.body;
      const validate = validatorOf(schema);
      expect(validate(body), `${where}\n${problems(validate)}`).toBe(true);
    }
  }, 120_000);
});

describe('the check of answers against the document', () => {
  it('fails an answer with a field the document does not name, or of another type', async () => {
    const property = document.components.schemas.Property;
    expect(property).toBeDefined();
    const validate = validatorOf(property ?? {});
    const listing = (await t.app.inject({ url: '/api/properties/properties/?page_size=1' })).json<{
      data: Record<string, unknown>[];
    }>().data[0];
    expect(validate(listing), problems(validate)).toBe(true);
    expect(validate({ ...listing, price: 'cheap' })).toBe(false);
    expect(validate({ ...listing, surprise: true })).toBe(false);
    const { title: _title, ...untitled } = listing ?? {};
    expect(validate(untitled)).toBe(false);
  });

  it('fails a field error body that is not lists of messages', () => {
    const validate = validatorOf(document.components.schemas.FieldErrors ?? {});
    expect(validate({ email: ['Please enter a valid email address'] })).toBe(true);
    expect(validate({ detail: 'Not found.' })).toBe(false);
  });
});
