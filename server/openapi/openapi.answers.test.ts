import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_IMPORT_CSV_CHARS } from '../../contract/listing-import';
import { LOCATION_QUERY_MAX_CHARS } from '../../contract/location-suggestions';
import { SIGN_IN_HANDOFF_COOKIE } from '../../contract/sign-in-handoff';
import { adminUsers } from '../db/schema';
import { SEEDED_RATES } from '../modules/exchange-rates/exchange-rates.service';
import { encodeMultipart, type FormPart, makeTestImage } from '../media/test-uploads';
import { readMail } from '../testing/mail-text';
import { AnswerJudge, declaredKey } from '../testing/answer-check';
import { findTypeId, insertListing, listingFormFields } from '../testing/listings';
import {
  BAD_TOKEN_HEADERS,
  createTestApp,
  openTestDatabase,
  type TestApp,
} from '../testing/test-app';
import type { OpenApiDocument, OpenApiOperation } from './openapi.document';

/** PUT /api/exchange-rates/'s body with migration 0019's rates. */
const seededRates = () =>
  Object.fromEntries(
    Object.entries(SEEDED_RATES).map(([code, { inrPerUnit, date }]) => [
      code,
      { inr_per_unit: inrPerUnit, date },
    ]),
  );

/**
 * The API description and the API agree, both ways (decision 011):
 * - for each operation and each status it documents, a request here gets that status;
 * - every answer the app sends during this file, whoever made it (a handler, the error handler,
 *   Fastify's body parser, a hook), is judged against the document as it leaves
 *   (server/testing/answer-check.ts, Ajv against the served document, components and all): a
 *   status the operation does not declare, a field its schema does not name, a type it does not
 *   say, fails;
 * - besides the scenarios written for each status, every operation gets the requests clients get
 *   wrong (no token or a bad one, a bad id, bad query values, a body that is not JSON, empty, too
 *   large or of another type, HEAD, If-None-Match), and is asked once more with the database gone.
 */

type Scenario = () => Promise<LightMyRequestResponse>;

const ADMIN = { email: 'staff@veedu.test', password: 'staff-password-1' };
const BAD_TOKEN = { authorization: 'Token not-a-real-token-0123456789' };

let t: TestApp;
let document: OpenApiDocument;
let admin: Record<string, string>;
/** By operation and status; several requests where a status has several shapes (400). */
/** A listing that exists: the public GETs answer it with an ETag. */
let listingId: number;
let scenarios: Record<string, Record<string, Scenario | Scenario[]>>;
let judge: AnswerJudge;

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

let alertAddresses = 0;
/** A search saved for a new address: the confirmation link's token, read from its mail. */
async function alertConfirmToken(): Promise<string> {
  const email = `alerts${++alertAddresses}@example.in`;
  await send({
    method: 'POST',
    url: '/api/alerts/',
    payload: { email, query: 'type=rent', frequency: 'weekly', language: 'en' },
  });
  const mail = (await t.outbox()).map(readMail).filter((message) => message.headers.to === email);
  const token = /alerts\/confirm\?token=([\w-]+)/.exec(mail.at(-1)?.text ?? '')?.[1];
  if (!token) throw new Error('no confirmation link in the e-mail');
  return token;
}

/** A confirmed alert of a new address: its manage token and the alert's id. */
async function alertManaged(): Promise<{ token: string; id: number }> {
  const answer = await send({
    method: 'POST',
    url: '/api/alerts/confirm/',
    payload: { token: await alertConfirmToken() },
  });
  const { manage_token: token, alert } = answer.json<{
    manage_token: string;
    alert: { id: number };
  }>();
  return { token, id: alert.id };
}

const NOT_A_LINK = { token: 'n'.repeat(24) };

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
  t = await createTestApp({ checkAnswers: true });
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
  judge = new AnswerJudge(document);
  const db = t.database.db;
  listingId = await insertListing(db, {
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
  const put = (url: string, payload: object, headers: Record<string, string> = admin) =>
    send({ method: 'PUT', url, payload, headers });
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
    'POST /api/accounts/sign-in-handoff/': {
      200: async () =>
        send({
          method: 'POST',
          url: '/api/accounts/sign-in-handoff/',
          headers: {
            cookie: `${SIGN_IN_HANDOFF_COOKIE}=${(await signIn()).authorization?.slice(6)}`,
          },
        }),
      401: () => send({ method: 'POST', url: '/api/accounts/sign-in-handoff/' }),
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
    // Put back as seeded: the pages other tests read state these figures.
    'PUT /api/site-facts/': {
      200: () => put('/api/site-facts/', { founded_year: 2010, clients_served: 400 }),
      400: () => put('/api/site-facts/', { founded_year: 1850, clients_served: -1 }),
      401: () => put('/api/site-facts/', { founded_year: 2010, clients_served: 400 }, {}),
      403: () => put('/api/site-facts/', { founded_year: 2010, clients_served: 400 }, agent),
    },
    // Put back as seeded: the pages other tests read convert with them.
    'PUT /api/exchange-rates/': {
      200: () => put('/api/exchange-rates/', seededRates()),
      400: () => put('/api/exchange-rates/', { ...seededRates(), AED: { inr_per_unit: 0 } }),
      401: () => put('/api/exchange-rates/', seededRates(), {}),
      403: () => put('/api/exchange-rates/', seededRates(), agent),
    },
    'POST /api/alerts/': {
      202: () =>
        post(
          '/api/alerts/',
          { email: 'seeker@example.in', query: '', frequency: 'daily', language: 'ml' },
          {},
        ),
      400: () => post('/api/alerts/', { email: 'nobody', frequency: 'daily', language: 'en' }, {}),
      429: () =>
        untilRateLimited({
          method: 'POST',
          url: '/api/alerts/',
          payload: { email: 'seeker@example.in', query: '', frequency: 'daily', language: 'en' },
        }),
    },
    'POST /api/alerts/confirm/': {
      200: async () => post('/api/alerts/confirm/', { token: await alertConfirmToken() }, {}),
      400: () => post('/api/alerts/confirm/', { token: 'short' }, {}),
      404: () => post('/api/alerts/confirm/', NOT_A_LINK, {}),
      429: () =>
        untilRateLimited({ method: 'POST', url: '/api/alerts/confirm/', payload: NOT_A_LINK }),
    },
    'POST /api/alerts/manage/': {
      200: async () => post('/api/alerts/manage/', { token: (await alertManaged()).token }, {}),
      400: () => post('/api/alerts/manage/', {}, {}),
      404: () => post('/api/alerts/manage/', NOT_A_LINK, {}),
    },
    'PATCH /api/alerts/manage/': {
      200: async () => {
        const { token, id } = await alertManaged();
        return send({
          method: 'PATCH',
          url: '/api/alerts/manage/',
          payload: { token, alert_id: id, paused: true },
        });
      },
      400: () =>
        send({
          method: 'PATCH',
          url: '/api/alerts/manage/',
          payload: { ...NOT_A_LINK, alert_id: 1 },
        }),
      404: () =>
        send({
          method: 'PATCH',
          url: '/api/alerts/manage/',
          payload: { ...NOT_A_LINK, alert_id: 1, frequency: 'weekly' },
        }),
    },
    'POST /api/alerts/remove/': {
      200: async () => {
        const { token, id } = await alertManaged();
        return post('/api/alerts/remove/', { token, alert_id: id }, {});
      },
      400: () => post('/api/alerts/remove/', { token: 'short', alert_id: 0 }, {}),
      404: () => post('/api/alerts/remove/', { ...NOT_A_LINK, alert_id: 1 }, {}),
    },
    'POST /api/alerts/leave/': {
      204: async () => post('/api/alerts/leave/', { token: (await alertManaged()).token }, {}),
      400: () => post('/api/alerts/leave/', {}, {}),
      404: () => post('/api/alerts/leave/', NOT_A_LINK, {}),
    },
    'POST /api/alerts/unsubscribe/': {
      204: async () =>
        send({
          method: 'POST',
          url: `/api/alerts/unsubscribe/?token=${(await alertManaged()).token}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        }),
      400: () => send({ method: 'POST', url: '/api/alerts/unsubscribe/', payload: '' }),
      404: () =>
        send({
          method: 'POST',
          url: `/api/alerts/unsubscribe/?token=${NOT_A_LINK.token}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        }),
    },
    'GET /api/alerts/unsubscribe/': {
      303: () => get(`/api/alerts/unsubscribe/?token=${NOT_A_LINK.token}`),
      400: () => get('/api/alerts/unsubscribe/'),
    },
    'GET /api/jobs/': {
      200: () => get('/api/jobs/', admin),
      401: () => get('/api/jobs/', BAD_TOKEN),
      403: () => get('/api/jobs/', agent),
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
      400: [
        () => post('/api/accounts/verify-otp/', { email: ADMIN.email, otp: '12' }, {}),
        // The commonest failure of the sign-in flow: a well-formed code that is wrong.
        () => post('/api/accounts/verify-otp/', { email: ADMIN.email, otp: '000000' }, {}),
      ],
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
      400: [
        () => post('/api/accounts/reset-password/', { email: ADMIN.email }, {}),
        () =>
          post(
            '/api/accounts/reset-password/',
            {
              email: ADMIN.email,
              otp: '000000',
              new_password: 'another-password-1',
              confirm_password: 'another-password-1',
            },
            {},
          ),
      ],
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
    'GET /api/properties/dashboard/demand/': {
      200: () => get('/api/properties/dashboard/demand/', admin),
      401: () => get('/api/properties/dashboard/demand/', BAD_TOKEN),
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

interface DocumentedOperation {
  /** `GET /api/properties/properties/{id}/` */
  key: string;
  method: string;
  path: string;
  operation: OpenApiOperation;
}

function documentedOperations(): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
}

/** Each documented answer: `operation status`. */
function documentedAnswers(): string[] {
  return documentedOperations().flatMap(({ key, operation }) =>
    Object.keys(operation.responses).map((status) => `${key} ${status}`),
  );
}

/**
 * Why `response`, an answer of `operation`, breaks the document; undefined when it does not.
 * Judged here as well as by the app's hook: an answer made before any route was found (a path
 * that is not UTF-8) reaches no hook of a route.
 */
function problemOf(
  operation: string,
  response: LightMyRequestResponse,
  { hasBody = true } = {},
): string | undefined {
  const contentType = response.headers['content-type'];
  if (!hasBody) {
    const responses = document.paths[operation.split(' ')[1] ?? '']?.get?.responses ?? {};
    return declaredKey(responses, response.statusCode)
      ? undefined
      : `${operation} ${response.statusCode}: not declared`;
  }
  return judge.problemOf({
    operation,
    status: response.statusCode,
    contentType: contentType === undefined ? undefined : String(contentType),
    body: response.body,
  });
}

/** An id no row has: the path is valid, the row is not there. */
const NO_SUCH_ID = '2147483647';
/** Ids that name nothing, one of them not UTF-8 and one longer than a path parameter may be. */
const BAD_IDS = ['abc', '0', '-1', '2147483648', '1.5', '%ED%A0%80', '1'.repeat(101)];
const BAD_QUERY_VALUES = ['x', '-1', '0', '1.5', '%00', 'a'.repeat(10_000), '%ED%A0%80', ''];
const FORM = 'multipart/form-data; boundary=x';
/** Bodies clients get wrong, with their Content-Type (none when absent). */
const BAD_BODIES: {
  label: string;
  type?: string;
  payload: string | Buffer;
  headers?: Record<string, string>;
}[] = [
  { label: 'malformed JSON', type: 'application/json', payload: '{"name": ' },
  { label: 'an empty JSON body', type: 'application/json', payload: '' },
  { label: 'a JSON array', type: 'application/json', payload: '[1,2]' },
  { label: 'JSON null', type: 'application/json', payload: 'null' },
  { label: 'a JSON string', type: 'application/json', payload: '"x"' },
  { label: 'plain text', type: 'text/plain', payload: 'name=x' },
  { label: 'a URL-encoded form', type: 'application/x-www-form-urlencoded', payload: 'name=x' },
  { label: 'XML', type: 'application/xml', payload: '<name>x</name>' },
  { label: 'a body without a Content-Type', payload: 'name=x' },
  { label: 'a Content-Type that is not one', type: ';;', payload: '{}' },
  {
    label: 'a multipart form',
    type: FORM,
    payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--\r\n',
  },
  {
    label: 'a multipart form cut short',
    type: FORM,
    payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf',
  },
  { label: 'a multipart form without a boundary', type: 'multipart/form-data', payload: 'x' },
  {
    label: 'a body longer than its Content-Length',
    type: 'application/json',
    payload: '{"name": "x"}',
    headers: { 'content-length': '3' },
  },
  {
    label: 'a body over the JSON limit',
    type: 'application/json',
    payload: Buffer.alloc(1024 * 1024 + 1, 0x20),
  },
];
/** Over the largest body any route takes (the CSV import's). */
const OVER_EVERY_LIMIT = Buffer.alloc(MAX_IMPORT_CSV_CHARS * 2 + 1, 0x20);

/** Queries that make an operation reach the database (without one, the suggestions are []). */
/** Shaped like a manage link's token (`<id>.<signature>`), so it is looked up. */
const LINK_TOKEN = `1.${'n'.repeat(32)}`;
const QUERIES_THAT_READ: Record<string, string> = {
  'GET /api/properties/locations/': 'q=Kochi',
  'POST /api/alerts/unsubscribe/': `token=${LINK_TOKEN}`,
  'GET /api/alerts/unsubscribe/': `token=${LINK_TOKEN}`,
};
/** Bodies without which an operation answers (400) before it reads anything. */
const BODIES_THAT_READ: Record<string, object> = {
  'POST /api/alerts/manage/': { token: LINK_TOKEN },
  'PATCH /api/alerts/manage/': { token: LINK_TOKEN, alert_id: 1, paused: true },
  'POST /api/alerts/remove/': { token: LINK_TOKEN, alert_id: 1 },
  'POST /api/alerts/leave/': { token: LINK_TOKEN },
};
/** Headers without which an operation answers before it reads anything. */
const HEADERS_THAT_READ: Record<string, Record<string, string>> = {
  'POST /api/accounts/sign-in-handoff/': { cookie: `${SIGN_IN_HANDOFF_COOKIE}=${'A'.repeat(43)}` },
};
/**
 * Operations that answer from memory alone, whatever happens to the database, with their status:
 * the one-click unsubscribe URL opened in a browser only redirects to the page that asks.
 */
const ANSWERED_WITHOUT_DATABASE: Record<string, number> = {
  'GET /api/alerts/unsubscribe/': 303,
  'GET /api/docs': 200,
  'GET /api/openapi.json': 200,
};
let answeredWithoutDatabase = new Set<string>();

describe('the API description and the API', () => {
  it('asks here only for answers the document declares', () => {
    const documented = new Set(documentedAnswers());
    expect(documented.size).toBeGreaterThan(100);
    const asked = Object.entries(scenarios).flatMap(([operation, byStatus]) =>
      Object.keys(byStatus).map((status) => `${operation} ${status}`),
    );
    expect(asked.filter((answer) => !documented.has(answer))).toEqual([]);
  });

  it('gets each status a scenario asks for, with a body the document describes', async () => {
    const problems: string[] = [];
    for (const [operation, byStatus] of Object.entries(scenarios)) {
      for (const [status, scenario] of Object.entries(byStatus)) {
        for (const request of [scenario].flat()) {
          const response = await request();
          if (response.statusCode !== Number(status)) {
            problems.push(`${operation} ${status}: got ${response.statusCode} ${response.body}`);
          }
          const problem = problemOf(operation, response);
          if (problem) problems.push(problem);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers the requests clients get wrong with answers the document declares', async () => {
    const problems: string[] = [];
    const judged = async (
      operation: DocumentedOperation,
      label: string,
      request: InjectOptions,
      { asAdmin = true } = {},
    ) => {
      const callers = asAdmin ? [{}, 'admin'] : [{}];
      const responses: LightMyRequestResponse[] = [];
      for (const caller of callers) {
        // Signing out with a broken body must not sign this pass's admin out for the rest.
        const headers =
          caller === 'admin'
            ? operation.key === 'POST /api/accounts/logout/'
              ? await signIn()
              : admin
            : {};
        const response = await send({
          ...request,
          headers: { ...headers, ...request.headers },
        });
        const problem = problemOf(operation.key, response, {
          hasBody: request.method !== 'HEAD',
        });
        if (problem)
          problems.push(`${label} (${caller === 'admin' ? 'admin' : 'anonymous'}): ${problem}`);
        responses.push(response);
      }
      return responses;
    };

    for (const operation of documentedOperations()) {
      const { key, method, path } = operation;
      const url = path.replace(/\{\w+\}/g, NO_SUCH_ID);
      const hasBody = method !== 'GET';
      const emptyBody: InjectOptions = hasBody ? { payload: {} } : {};
      const asMethod = method as InjectOptions['method'];

      for (const headers of BAD_TOKEN_HEADERS.slice(1)) {
        await judged(
          operation,
          `${key} with ${headers.authorization}`,
          {
            method: asMethod,
            url,
            headers,
            ...emptyBody,
          },
          { asAdmin: false },
        );
      }
      if (path.includes('{')) {
        for (const id of BAD_IDS) {
          await judged(operation, `${key} id=${id.slice(0, 20)}`, {
            method: asMethod,
            url: path.replace(/\{\w+\}/g, id),
            ...emptyBody,
          });
        }
      }
      if (method === 'GET') {
        const names = (operation.operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => parameter.name);
        for (const name of [...names, 'unknown']) {
          for (const value of BAD_QUERY_VALUES) {
            await judged(operation, `${key} ?${name}=${value.slice(0, 20)}`, {
              method: 'GET',
              url: `${url}?${name}=${value}`,
            });
          }
          await judged(operation, `${key} ?${name} twice`, {
            method: 'GET',
            url: `${url}?${name}=1&${name}=2`,
          });
        }
        await judged(operation, `HEAD ${path}`, { method: 'HEAD', url });
        // A copy the client already holds, of something that exists: 304 where it has an ETag.
        const required = (operation.operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query' && parameter.required)
          .map((parameter) => `${parameter.name}=1`);
        const existing = `${path.replace(/\{\w+\}/g, String(listingId))}?${required.join('&')}`;
        const [first] = await judged(
          operation,
          `${key} for an ETag`,
          { method: 'GET', url: existing },
          { asAdmin: false },
        );
        const etag = first?.headers.etag;
        if (typeof etag === 'string') {
          await judged(
            operation,
            `${key} If-None-Match`,
            { method: 'GET', url: existing, headers: { 'if-none-match': etag } },
            { asAdmin: false },
          );
        }
      } else {
        for (const body of BAD_BODIES) {
          await judged(operation, `${key} with ${body.label}`, {
            method: asMethod,
            url,
            payload: body.payload,
            headers: { ...(body.type ? { 'content-type': body.type } : {}), ...body.headers },
          });
        }
        await judged(
          operation,
          `${key} with a body over every limit`,
          {
            method: asMethod,
            url,
            payload: OVER_EVERY_LIMIT,
            headers: { 'content-type': 'application/json' },
          },
          { asAdmin: false },
        );
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);

  it('answers every operation with a declared status while the database is gone', async () => {
    const { database, dispose } = await openTestDatabase();
    const gone = await createTestApp({ database, checkAnswers: true });
    const statuses = new Map<string, number>();
    const problems: string[] = [];
    try {
      const headers = await gone.adminHeaders();
      await database.close();
      for (const { key, method, path, operation } of documentedOperations()) {
        const query =
          QUERIES_THAT_READ[key] ??
          (operation.parameters ?? [])
            .filter((parameter) => parameter.in === 'query' && parameter.required)
            .map((parameter) => `${parameter.name}=1`)
            .join('&');
        const response = await gone.app.inject({
          method: method as InjectOptions['method'],
          url: `${path.replace(/\{\w+\}/g, '1')}${query ? `?${query}` : ''}`,
          headers: { ...headers, ...HEADERS_THAT_READ[key] },
          ...(operation.requestBody?.content['application/json']
            ? { payload: BODIES_THAT_READ[key] ?? {} }
            : {}),
        });
        statuses.set(key, response.statusCode);
        const problem = problemOf(key, response);
        if (problem) problems.push(problem);
      }
      answeredWithoutDatabase = gone.answers?.answered() ?? new Set();
    } finally {
      await gone.close();
      // Closed already: that was the outage. (The run's PostgreSQL databases go at its end.)
      await dispose().catch(() => {});
    }
    expect(problems).toEqual([]);
    const answered = [...statuses].filter(([, status]) => status < 500);
    expect(answered.sort()).toEqual(Object.entries(ANSWERED_WITHOUT_DATABASE));
  });

  it('sent every answer the document declares, and none it does not', () => {
    const answered = new Set([...(t.answers?.answered() ?? []), ...answeredWithoutDatabase]);
    const neverFailing = Object.keys(ANSWERED_WITHOUT_DATABASE).map((key) => `${key} default`);
    const unanswered = documentedAnswers().filter(
      (answer) => !answered.has(answer) && !neverFailing.includes(answer),
    );
    expect(unanswered).toEqual([]);
    expect(t.answers?.problems()).toEqual([]);
  });
});

describe('the check of answers against the document', () => {
  it('fails an answer with a field the document does not name, or of another type', async () => {
    const property = document.components.schemas.Property;
    expect(property).toBeDefined();
    const validate = judge.validatorOf(property ?? {});
    const listing = (await t.app.inject({ url: '/api/properties/properties/?page_size=1' })).json<{
      data: Record<string, unknown>[];
    }>().data[0];
    expect(validate(listing)).toBe(true);
    expect(validate({ ...listing, price: 'cheap' })).toBe(false);
    expect(validate({ ...listing, surprise: true })).toBe(false);
    const { title: _title, ...untitled } = listing ?? {};
    expect(validate(untitled)).toBe(false);
  });

  it('fails a field error body that is not lists of messages', () => {
    const validate = judge.validatorOf(document.components.schemas.FieldErrors ?? {});
    expect(validate({ email: ['Please enter a valid email address'] })).toBe(true);
    expect(validate({ detail: 'Not found.' })).toBe(false);
  });

  it('fails a status the operation does not declare, and takes default for failures only', () => {
    const answer = {
      operation: 'GET /api/accounts/me/',
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify({ detail: 'Something.' }),
    };
    expect(judge.problemOf({ ...answer, status: 401 })).toBeUndefined();
    expect(judge.problemOf({ ...answer, status: 418 })).toMatch(/does not declare 418/);
    expect(judge.problemOf({ ...answer, status: 503 })).toBeUndefined();
    expect(judge.problemOf({ ...answer, status: 401, body: '{"detail": 1}' })).toMatch(/detail/);
    expect(judge.problemOf({ ...answer, status: 401, contentType: 'text/html' })).toMatch(
      /sent as text\/html/,
    );
    expect(judge.problemOf({ ...answer, operation: 'GET /api/nothing/', status: 200 })).toMatch(
      /no such operation/,
    );
  });
});
