import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors';
import { createSeoService } from './seo.service';

/** The largest file number accepted: far past any real sitemap index (50,000 URLs each). */
const MAX_PART = 100_000;

export interface SeoRoutesOptions {
  maxUrlsPerFile?: number;
}

/** /robots.txt, /sitemap.xml and, past 50,000 URLs, the index's files /sitemaps/<n>.xml. */
export const seoRoutes: FastifyPluginAsync<SeoRoutesOptions> = async (app, options) => {
  const seo = createSeoService({
    db: app.db,
    publicUrl: app.config.publicUrl,
    ...(options.maxUrlsPerFile ? { maxUrlsPerFile: options.maxUrlsPerFile } : {}),
  });

  // Cache headers and ETags come from server/http/public-answers.ts, as for every public answer.
  const isPublic = { config: { publicCache: true } };

  app.get('/robots.txt', isPublic, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(seo.robotsTxt()),
  );

  app.get('/sitemap.xml', isPublic, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(await seo.sitemap()),
  );

  app.get('/sitemaps/:file', isPublic, async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([1-9]\d*)\.xml$/.exec(file);
    const part = match ? Number(match[1]) : 0;
    const xml = part > 0 && part <= MAX_PART ? await seo.sitemapPart(part) : null;
    if (xml === null) throw AppError.notFound('Not found.');
    return reply.type('application/xml; charset=utf-8').send(xml);
  });
};
