import { z } from 'zod';
import { property } from '../../../contract/properties';
import { bulkStatusInput } from '../../../contract/property-write';
import { requireAdmin } from '../../http/auth';
import { sendJsonBytes } from '../../http/json-bytes';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  invalidInput,
  jsonAnswer,
  notFound,
  unauthorized,
} from '../../http/route-schema';
import { idParams } from '../../http/validate';
import { actorOf } from '../audit/actor';

const tags = ['Listings'];

/** The back office's everyday tools for listings (issue 15, item 8): duplicate, bulk status. */
export const listingToolsRoutes: ApiRoutes = async (app) => {
  const { properties } = app.services;

  app.post(
    '/properties/:id/duplicate/',
    {
      schema: {
        tags,
        summary:
          'A draft copy of a listing (fields, features and photos, the photos as new files), ' +
          'titled "… (copy)", for a similar unit. Answers the copy.',
        security: ADMIN_ONLY,
        params: idParams,
        response: {
          201: jsonAnswer('The copy, a draft.', property),
          401: unauthorized,
          404: notFound,
        },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) =>
      sendJsonBytes(
        reply.code(201),
        await properties.duplicate(request.params.id, actorOf(request)),
      ),
  );

  app.post(
    '/properties/bulk_status/',
    {
      schema: {
        tags,
        summary:
          'One status for up to 200 listings at once: every one changes, or, if an id is ' +
          'unknown, none does.',
        security: ADMIN_ONLY,
        body: bulkStatusInput,
        response: {
          200: jsonAnswer(
            'How many listings changed (those that had the status already do not count).',
            z.object({ changed: z.number().int() }),
          ),
          400: invalidInput,
          401: unauthorized,
        },
      },
      preHandler: requireAdmin,
    },
    async (request) => properties.setStatuses(request.body, actorOf(request)),
  );
};
