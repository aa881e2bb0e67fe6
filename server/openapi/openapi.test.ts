import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API description', () => {
  it('serves an OpenAPI 3 document covering every endpoint', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { security?: unknown[]; parameters?: { name: string }[] }>
      >;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    for (const expected of [
      'POST /api/accounts/login/',
      'POST /api/accounts/logout/',
      'GET /api/accounts/me/',
      'POST /api/accounts/forgot-password/',
      'POST /api/accounts/verify-otp/',
      'POST /api/accounts/reset-password/',
      'GET /api/properties/properties/',
      'POST /api/properties/properties/',
      'GET /api/properties/properties/{id}/',
      'PATCH /api/properties/properties/{id}/',
      'DELETE /api/properties/properties/{id}/',
      'DELETE /api/properties/properties/{id}/delete_image/',
      'GET /api/properties/property-types/',
      'POST /api/properties/property-types/',
      'PATCH /api/properties/property-types/{id}/',
      'DELETE /api/properties/property-types/{id}/',
      'GET /api/properties/features/',
      'DELETE /api/properties/features/{id}/',
      'GET /api/properties/states/',
      'GET /api/properties/districts/',
      'GET /api/properties/cities/',
      'GET /api/properties/hero-banners/',
      'POST /api/properties/offer-banners/',
      'DELETE /api/properties/offer-banners/{id}/',
      'POST /api/properties/contacts/',
      'GET /api/properties/contacts/',
      'DELETE /api/properties/contacts/{id}/',
      'GET /api/properties/dashboard/',
    ]) {
      expect(operations).toContain(expected);
    }
    // The list filters come from the same zod schema that validates them.
    const list = document.paths['/api/properties/properties/']?.get;
    expect(list?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining([
        'type',
        'category',
        'bedrooms',
        'min_cents',
        'location',
        'sort',
        'page_size',
      ]),
    );
    expect(document.paths['/api/properties/contacts/']?.get?.security).toEqual([{ token: [] }]);
  });

  it('has a readable page', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<code>/api/properties/properties/{id}/delete_image/</code>');
    expect(response.body).not.toMatch(/<script/i);
  });
});

describe('the document and the routes', () => {
  it('describes only routes that exist', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const method of Object.keys(methods)) {
        const response = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace('{id}', '999999'),
        });
        // The catch-all for unknown API paths answers exactly this; real routes answer otherwise.
        const isUnknownPath =
          response.statusCode === 404 && response.body === JSON.stringify({ detail: 'Not found.' });
        expect(isUnknownPath, `${method.toUpperCase()} ${path}`).toBe(false);
      }
    }
  });
});
