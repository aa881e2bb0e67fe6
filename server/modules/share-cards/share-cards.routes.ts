import type { FastifyPluginAsync } from 'fastify';
import { isLanguage } from '../../../contract/languages';
import { SHARE_CARD_TYPE } from '../../../contract/share-card';
import { AppError } from '../../errors';

/** The largest id a listing can have (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** The URL named the card it gets: it never changes, so anyone may keep it for a year. */
const KEEP_FOR_GOOD = 'public, max-age=31536000, immutable';
/** No version, or an earlier one: the current card, which may change with the listing. */
const KEEP_A_WHILE = 'public, max-age=300, stale-while-revalidate=86400';

/**
 * GET /share/property/<id>.jpg[?lang=ml][&v=<version>]: a listing's share card, the image its
 * page names in og:image and twitter:image (contract/share-card.ts). Outside /api: it is an
 * image for link previewers, not part of the REST API. `lang=ml` draws it in Malayalam.
 */
export const shareCardsRoutes: FastifyPluginAsync = async (app) => {
  const cards = app.services.shareCards;

  app.get('/share/property/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^([1-9]\d{0,9})\.jpg$/.exec(file);
    const id = match ? Number(match[1]) : 0;
    const query = request.query as Record<string, unknown>;
    const language = query.lang ?? 'en';
    if (id < 1 || id > MAX_ID || !isLanguage(language)) throw AppError.notFound('Not found.');

    const card = await cards.card(id, language);
    const etag = `"${card.version}"`;
    void reply
      .header('etag', etag)
      .header('cache-control', query.v === card.version ? KEEP_FOR_GOOD : KEEP_A_WHILE)
      .header('x-cache', card.source === 'drawn' ? 'MISS' : 'HIT');
    const asked = request.headers['if-none-match'];
    if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      return reply.code(304).send();
    }
    return reply.type(SHARE_CARD_TYPE).send(card.bytes);
  });
};
