// Admin helpers for the browser tests: the e2e server's admin account, a distinct client
// address per test, signing in through the API when a test is not about the sign-in screen, and
// the ids of reference data for listings made through the API.
import { randomInt } from 'node:crypto';

import type { APIRequestContext, Page } from '@playwright/test';

import { expect } from './fixtures';

/** The account playwright.config.ts gives the e2e server (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@veedu.test', password: 'e2e-password-123' } as const;

/**
 * Makes every request of this page come from its own client address. The e2e server trusts
 * X-Forwarded-For (TRUST_PROXY=1), so the per-client rate limits (10 sign-ins, 5 enquiries…)
 * apply to each test on its own, as they would to separate visitors.
 */
export async function asDistinctClient(page: Page): Promise<string> {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  // On the context, so `page.request` (API calls) carries it too.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/**
 * Signs in through the API and stores the session as the sign-in screen does, before any page
 * script runs. Answers the token, for API calls that set up or check a test's data.
 */
export async function signInAsAdmin(page: Page): Promise<string> {
  await asDistinctClient(page);
  const response = await page.request.post('/api/accounts/login/', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => {
    window.localStorage.setItem('adminToken', value);
    window.localStorage.setItem('adminAuthenticated', 'true');
  }, token);
  return token;
}

/** The Authorization header of the REST API for `token`. */
export function authHeader(token: string): Record<string, string> {
  return { authorization: `Token ${token}` };
}

/**
 * The id, as a form field takes it, of the item named `name` in a reference list of the API
 * (`states/`, `districts/?state=1`, `cities/?district=2`, `property-types/`, `features/`).
 */
export async function referenceId(
  request: APIRequestContext,
  path: string,
  name: string,
): Promise<string> {
  const response = await request.get(`/api/properties/${path}`);
  expect(response.status()).toBe(200);
  const item = ((await response.json()) as { id: number; name: string }[]).find(
    (entry) => entry.name === name,
  );
  if (!item) throw new Error(`no ${name} in /api/properties/${path}`);
  return String(item.id);
}

/**
 * The API form of a 2-bedroom flat for sale in Kakkanad, Ernakulam (its place and type ids read
 * from the API), with `fields` on top: what the tests that make a listing through the API share.
 */
export async function kakkanadFlatForm(
  request: APIRequestContext,
  fields: Record<string, string>,
): Promise<Record<string, string>> {
  const state = await referenceId(request, 'states/', 'Kerala');
  const district = await referenceId(request, `districts/?state=${state}`, 'Ernakulam');
  return {
    property_for: 'sell',
    property_type: await referenceId(request, 'property-types/', 'Apartment'),
    bedrooms: '2',
    bathrooms: '2',
    contact_name: 'E2E Tester',
    phone_number: '+919846012345',
    whatsapp_number: '+919846012345',
    email: 'e2e@veedu.test',
    state,
    district,
    city: await referenceId(request, `cities/?district=${district}`, 'Kakkanad'),
    ...fields,
  };
}
