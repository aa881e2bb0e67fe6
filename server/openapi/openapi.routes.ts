import { z } from 'zod';
import { type ApiRoutes, jsonAnswer } from '../http/route-schema';
import { buildOpenApiDocument, type RegisteredRoute } from './openapi.document';
import { renderApiDocsPage } from './openapi.page';
import { type JsonBytes, jsonBytes } from '../lib/json-bytes';

const tags = ['API description'];

/** What /api/openapi.json promises of itself. */
const openApiShape = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ summary: z.string() }))),
});

/**
 * /api/openapi.json and its readable page /api/docs, built once when the app is ready from the
 * routes `routes` gathered (every API route: server/openapi/openapi.document.ts).
 */
export const openApiRoutes: ApiRoutes<{ routes: readonly RegisteredRoute[] }> = async (
  app,
  { routes },
) => {
  let documentJson: JsonBytes<z.output<typeof openApiShape>> = Buffer.alloc(0);
  let page = '';
  app.addHook('onReady', async () => {
    const document = buildOpenApiDocument(routes, {
      siteName: app.config.site.name,
      publicUrl: app.config.publicUrl,
    });
    documentJson = jsonBytes(JSON.stringify(document));
    page = renderApiDocsPage(document);
  });

  app.get(
    '/openapi.json',
    {
      schema: {
        tags,
        summary: 'This description of the API, as an OpenAPI 3.0 document.',
        response: { 200: jsonAnswer('The document.', openApiShape) },
      },
    },
    async (_request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(documentJson),
  );
  app.get(
    '/docs',
    {
      schema: {
        tags,
        summary: 'The same description as a page to read (no script).',
        response: {
          200: { description: 'An HTML page.', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(page),
  );
};
