import { z } from 'zod';
import { property } from '../../../contract/properties';
import { keralaDate } from '../../../contract/format';
import {
  importReport,
  listingExportQuery,
  listingImportInput,
  MAX_IMPORT_CSV_CHARS,
} from '../../../contract/listing-import';
import {
  bulkStatusInput,
  livePreviewLink,
  previewLinkAnswer,
  previewLinkMessages,
} from '../../../contract/property-write';
import { ownersOnly, requireAdmin } from '../../http/auth';
import { sendJsonBytes } from '../../http/json-bytes';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  detailAnswer,
  ownersOnlyAnswer,
  invalidInput,
  jsonAnswer,
  noContent,
  notFound,
  unauthorized,
} from '../../http/route-schema';
import { idParams } from '../../http/validate';
import { actorOf } from '../audit/actor';

const tags = ['Listings'];

/** A listing's preview link in the path: `/{id}/preview/{linkId}/`. */
const previewLinkParams = idParams.extend({ linkId: idParams.shape.id });

/** Seeing and revoking everyone's preview links is for owners; agents make their own. */
const requireOwnerForLinks = ownersOnly(previewLinkMessages.ownersOnly);

/**
 * The back office's everyday tools for listings (issue 15, item 8): duplicate, bulk status, CSV
 * export and import, and preview links.
 */
export const listingToolsRoutes: ApiRoutes = async (app) => {
  const { properties, previewLinks } = app.services;

  app.post(
    '/properties/:id/preview/',
    {
      schema: {
        tags,
        summary:
          "A link to the listing's public page as visitors would see it, whatever its status " +
          '(a draft before it is published): it works for whoever holds it, for 7 days. The page ' +
          'is never cached and asks search engines not to index it.',
        security: ADMIN_ONLY,
        params: idParams,
        response: {
          201: jsonAnswer('The link, in English and in Malayalam.', previewLinkAnswer),
          401: unauthorized,
          404: notFound,
        },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) =>
      reply.code(201).send(await previewLinks.create(request.params.id, actorOf(request))),
  );

  app.get(
    '/properties/:id/preview/',
    {
      schema: {
        tags,
        summary:
          "The listing's preview links that still work, newest first: who made each, when, and " +
          'when it ends. Never their tokens (only their hashes are kept). Owners only.',
        security: ADMIN_ONLY,
        params: idParams,
        response: {
          200: jsonAnswer('The live links.', z.array(livePreviewLink)),
          401: unauthorized,
          403: ownersOnlyAnswer(previewLinkMessages.ownersOnly),
          404: notFound,
        },
      },
      preHandler: requireOwnerForLinks,
    },
    async (request) => previewLinks.listLive(request.params.id),
  );

  app.delete(
    '/properties/:id/preview/:linkId/',
    {
      schema: {
        tags,
        summary:
          'Revoke a preview link of the listing: its page answers 404 at once, on every ' +
          'instance (it is never cached). Owners only.',
        security: ADMIN_ONLY,
        params: previewLinkParams,
        response: {
          204: noContent,
          401: unauthorized,
          403: ownersOnlyAnswer(previewLinkMessages.ownersOnly),
          404: detailAnswer('No such listing, or no live link of it with this id.'),
        },
      },
      preHandler: requireOwnerForLinks,
    },
    async (request, reply) => {
      const { id, linkId } = request.params;
      await previewLinks.revoke(id, linkId, actorOf(request));
      return reply.code(204).send();
    },
  );

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

  app.get(
    '/properties/export/',
    {
      schema: {
        tags,
        summary:
          'Every listing (or those of one status) as CSV: the columns the import reads, with ' +
          'the type, town, district and features by name, and the id and dates besides.',
        security: ADMIN_ONLY,
        querystring: listingExportQuery,
        response: {
          200: {
            description: 'UTF-8 CSV (RFC 4180, with a byte order mark), one row per listing.',
            content: { 'text/csv': { schema: z.string() } },
          },
          400: invalidInput,
          401: unauthorized,
        },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      const csv = await properties.exportCsv(request.query.status);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="listings-${keralaDate(new Date())}.csv"`,
        )
        .send(csv);
    },
  );

  app.post(
    '/properties/import/',
    {
      // A thousand listings with long descriptions, as JSON text.
      bodyLimit: MAX_IMPORT_CSV_CHARS * 2,
      schema: {
        tags,
        summary:
          "Listings from CSV (the export's columns). dry_run checks every row and answers the " +
          'report; otherwise every row is written, or with skip_invalid the valid ones, in one ' +
          'transaction; a wrong row without skip_invalid writes nothing (400). Photos are added ' +
          'afterwards.',
        security: ADMIN_ONLY,
        body: listingImportInput,
        response: {
          200: jsonAnswer('The check of each row (a dry run).', importReport),
          201: jsonAnswer('The listings made, and the check of each row.', importReport),
          400: invalidInput,
          401: unauthorized,
        },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      const report = await properties.importCsv(request.body, actorOf(request));
      return reply.code(request.body.dry_run ? 200 : 201).send(report);
    },
  );
};
