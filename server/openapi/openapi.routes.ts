import type { FastifyPluginAsync } from 'fastify';
import { buildOpenApiDocument } from './openapi.document';
import { renderApiDocsPage } from './openapi.page';

/** /api/openapi.json and its readable page /api/docs, built once at start. */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  const document = buildOpenApiDocument({
    siteName: app.config.site.name,
    publicUrl: app.config.publicUrl,
  });
  const page = renderApiDocsPage(document);

  app.get('/openapi.json', async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=300').send(document),
  );
  app.get('/docs', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(page),
  );
};
