import { siteFacts, siteFactsInput, siteFactsMessages } from '../../../contract/site-facts';
import { ownersOnly } from '../../http/auth';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  invalidInput,
  jsonAnswer,
  ownersOnlyAnswer,
  unauthorized,
} from '../../http/route-schema';
import { actorOf } from '../audit/actor';

const TAGS = ['Site facts'];

/**
 * /api/site-facts/: the figures the public pages state about the agency (issue 33, item 8).
 * Everyone reads them (kept like the other public answers); owners change them.
 */
export const siteFactsRoutes: ApiRoutes = async (app) => {
  const { siteFacts: service } = app.services;

  app.get(
    '/site-facts/',
    {
      schema: {
        tags: TAGS,
        summary: 'The year the agency was founded and the clients it has served, as the pages say.',
        response: { 200: jsonAnswer('The site facts.', siteFacts) },
      },
      config: { publicCache: true },
    },
    async () => service.get(),
  );

  app.put(
    '/site-facts/',
    {
      schema: {
        tags: TAGS,
        summary:
          'Owners only. Change both figures: the year founded (1900 to this year in Kerala) and ' +
          'the clients served (a whole number from 0). Every page states them from the next request.',
        security: ADMIN_ONLY,
        body: siteFactsInput,
        response: {
          200: jsonAnswer('Saved: the site facts as stored.', siteFacts),
          400: invalidInput,
          401: unauthorized,
          403: ownersOnlyAnswer(siteFactsMessages.ownersOnly),
        },
      },
      preHandler: ownersOnly(siteFactsMessages.ownersOnly),
    },
    async (request) => service.update(request.body, actorOf(request)),
  );
};
