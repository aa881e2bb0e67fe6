import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import type { OpenApiDocument } from './openapi.document';

let t: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  t = await createTestApp();
  document = (await t.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
});
afterAll(() => t.close());

/**
 * Every route the app has, as `METHOD /path` (no trailing slash, `:name` parameters), read from
 * Fastify's own tree of routes (`printRoutes`), not from the document's sources. Wildcard routes
 * (the API's JSON 404, media files, the pages' catch-all) name no operation and are left out.
 */
function registeredRoutes(): string[] {
  const tree = t.app.printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]*)\))?$/u.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    prefixes.length = depth;
    const path = `${prefixes.join('')}${segment}`;
    prefixes.push(segment);
    if (path.includes('*') || methods === '') continue;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

function documentedOperations(): string[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map(
      (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, '')}`,
    ),
  );
}

describe('the API description', () => {
  it('is an OpenAPI 3 document of every API route the app has, and of nothing else', () => {
    expect(document.openapi).toMatch(/^3\./);
    const apiRoutes = registeredRoutes().filter((route) => / \/api\//.test(route));
    expect(apiRoutes.length).toBeGreaterThan(30);
    expect(apiRoutes).toContain('DELETE /api/properties/properties/:id/delete_image');
    expect(documentedOperations().sort()).toEqual(apiRoutes.sort());
  });

  it('gives each operation a section, a summary and its answers', () => {
    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.tags.length, where).toBeGreaterThan(0);
        expect(operation.summary, where).not.toBe('');
        // A success, or a redirect: the one-click unsubscribe URL opened in a browser.
        expect(
          Object.keys(operation.responses).some((status) => /^[23]/.test(status)),
          where,
        ).toBe(true);
        // Whoever must sign in is told so, and told what happens otherwise.
        if (operation.security?.length === 1)
          expect(operation.responses, where).toHaveProperty('401');
      }
    }
  });

  it('takes the list filters from the schema that validates them', () => {
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
    expect(list?.security).toEqual([{}, { token: [] }]);
    expect(document.paths['/api/properties/contacts/']?.get?.security).toEqual([{ token: [] }]);
    const districts = document.paths['/api/properties/districts/']?.get?.parameters;
    expect(districts).toEqual([expect.objectContaining({ name: 'state', required: true })]);
  });

  it('describes multipart forms without validating them', () => {
    const create = document.paths['/api/properties/properties/']?.post?.requestBody;
    const form = create?.content['multipart/form-data']?.schema.properties;
    expect(Object.keys(form ?? {})).toEqual(
      expect.arrayContaining(['title', 'price', 'uploaded_images', 'existing_image_ids']),
    );
  });

  it('has a readable page', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<code>/api/properties/properties/{id}/delete_image/</code>');
    expect(response.body).toContain('Public; an admin token shows more');
    expect(response.body).not.toMatch(/<script/i);
  });
});
