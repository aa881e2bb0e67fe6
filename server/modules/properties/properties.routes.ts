import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { propertyListQuery } from '../../../contract/listing-query';
import { searchMessages } from '../../../contract/listing-search';
import { AppError } from '../../errors';
import { listingSummary, mapMarkers, property } from '../../../contract/properties';
import { deleteImageInput, propertyFields } from '../../../contract/property-write';
import { actorOf } from '../audit/actor';
import { confirmInput, siteVisit, siteVisitInput } from '../../../contract/site-visits';
import { requireAdmin } from '../../http/auth';
import { isAdminRequest } from '../../http/optional-admin';
import { sendJsonBytes } from '../../http/json-bytes';
import {
  ADMIN_ONLY,
  ADMIN_OPTIONAL,
  type ApiRoutes,
  deleteById,
  detailAnswer,
  invalidInput,
  jsonAnswer,
  noContent,
  notFound,
  pageOf,
  unauthorized,
} from '../../http/route-schema';
import { idParams } from '../../http/validate';
import { registerMultipart, withMultipart } from '../../media/multipart';
import type { UploadedFile } from './properties.service';

const tags = ['Listings'];

/** The form of a create or an update, as the API description shows it (every field optional). */
function listingForm(currentYear: number) {
  return z
    .object(propertyFields(currentYear))
    .partial()
    .extend({
      nearby_places: z.string().optional().meta({
        description: 'JSON list of "Place 1.5km" texts or {place, distance} objects.',
      }),
      features: z.array(z.string()).optional().meta({ description: 'Feature ids, repeated.' }),
      uploaded_images: z.array(z.file()).optional().meta({
        description: 'JPEG, PNG, GIF or WebP; 10 MB and 40 megapixels at most each.',
      }),
      existing_image_ids: z.string().optional().meta({
        description: 'Update only: JSON list of the image ids to keep; the others are deleted.',
      }),
      image_order: z
        .string()
        .optional()
        .meta({
          description:
            'Update only: JSON list of the kept image ids in display order, the cover first. ' +
            'It must name each kept image once; new uploads go after them.',
        }),
    });
}

/** A listing's site visit in the path: `/{id}/visits/{visitId}/`. */
const visitParams = idParams.extend({ visitId: idParams.shape.id });

const uploadRefused = {
  413: detailAnswer(
    'A file, a field, or the files together are too large (the detail says which).',
  ),
  415: detailAnswer('Not a multipart form, or a file that is not an accepted image.'),
};

/** "Still available" needs no body: none is an empty one. */
async function noBodyIsEmpty(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/** `image_id` may come in the query string too: some clients send no body with DELETE. */
async function takeQueryWithoutBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = request.query;
}

/** /api/properties/properties: search, read, and (admins) create, change and delete listings. */
export const propertiesRoutes: ApiRoutes = async (app) => {
  const { properties } = app.services;
  await registerMultipart(app);
  const form = listingForm(new Date().getFullYear());

  /** Reads the listing form, runs `work` with it, then removes its uploads' temporary files. */
  function withForm<T>(
    request: FastifyRequest,
    work: (fields: Record<string, string[]>, uploads: UploadedFile[]) => Promise<T>,
  ): Promise<T> {
    return withMultipart(request, { fileFields: ['uploaded_images'] }, ({ fields, files }) =>
      work(fields, files.uploaded_images ?? []),
    );
  }

  app.get(
    '/properties/',
    {
      schema: {
        tags,
        summary:
          'Search listings. The public sees available listings; an admin token may ask for any status.',
        security: ADMIN_OPTIONAL,
        querystring: propertyListQuery,
        response: {
          200: jsonAnswer('A page of listings.', pageOf(property)),
          400: invalidInput,
          401: unauthorized,
        },
      },
      // Every catalogue read of the answer is recorded (server/http/catalogue-reads.ts).
      config: { publicCache: true, recordsCatalogueReads: true },
    },
    async (request, reply) => {
      const isAdmin = await isAdminRequest(request, reply);
      const { performanceSort, ...search } = request.query;
      if (performanceSort && !isAdmin) {
        throw AppError.validation({ sort: [searchMessages.sort] });
      }
      // The admin's sort by views, leads or enquiries: one grouped count for every listing.
      const ranking = performanceSort
        ? await app.services.leads.ranking(performanceSort)
        : undefined;
      return sendJsonBytes(reply, await properties.list(search, { isAdmin }, ranking));
    },
  );

  app.get(
    '/properties/markers/',
    {
      schema: {
        tags,
        summary:
          'Every listing a search matches, for a map: id, lat, lng, price and property_for each, ' +
          'for up to 2,000 listings; past that, clusters of nearby listings with their count ' +
          'and bbox (single listings stay markers). Takes the list filters, bbox among them; ' +
          'the page and sort play no part.',
        security: ADMIN_OPTIONAL,
        querystring: propertyListQuery,
        response: {
          200: jsonAnswer('Markers and clusters.', mapMarkers),
          400: invalidInput,
          401: unauthorized,
        },
      },
      // Every catalogue read of the answer is recorded (server/http/catalogue-reads.ts).
      config: { publicCache: true, recordsCatalogueReads: true },
    },
    async (request, reply) => {
      const isAdmin = await isAdminRequest(request, reply);
      const { points, groups } = await properties.map(request.query, { isAdmin });
      return sendJsonBytes(reply, Buffer.from(JSON.stringify([...points, ...groups])));
    },
  );

  app.get(
    '/properties/:id/similar/',
    {
      schema: {
        tags,
        summary:
          'Up to 6 available listings like this one: the same sale or rent and type, a price ' +
          'within 30%, its town first, then its district, then by distance. Never itself. ' +
          "Each as the pages' cards show it: the listing summary with its cover picture.",
        security: ADMIN_OPTIONAL,
        params: idParams,
        response: {
          200: jsonAnswer('Similar listings, nearest first.', z.array(listingSummary)),
          401: unauthorized,
          404: notFound,
        },
      },
      // Every catalogue read of the answer is recorded (server/http/catalogue-reads.ts).
      config: { publicCache: true, recordsCatalogueReads: true },
    },
    async (request, reply) => {
      const isAdmin = await isAdminRequest(request, reply);
      return sendJsonBytes(reply, await properties.similar(request.params.id, { isAdmin }));
    },
  );

  app.get(
    '/properties/:id/',
    {
      schema: {
        tags,
        summary: 'One listing. The public also sees sold and rented ones, never drafts.',
        security: ADMIN_OPTIONAL,
        params: idParams,
        response: { 200: jsonAnswer('The listing.', property), 401: unauthorized, 404: notFound },
      },
      // Every catalogue read of the answer is recorded (server/http/catalogue-reads.ts).
      config: { publicCache: true, recordsCatalogueReads: true },
    },
    async (request, reply) => {
      const isAdmin = await isAdminRequest(request, reply);
      return sendJsonBytes(reply, await properties.get(request.params.id, { isAdmin }));
    },
  );

  app.post(
    '/properties/',
    {
      schema: {
        tags,
        summary: 'Create a listing (multipart form).',
        security: ADMIN_ONLY,
        multipartBody: form,
        response: {
          201: jsonAnswer('Created.', property),
          400: invalidInput,
          401: unauthorized,
          ...uploadRefused,
        },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      const created = await withForm(request, (fields, uploads) =>
        properties.create(fields, uploads, actorOf(request)),
      );
      return sendJsonBytes(reply.code(201), created);
    },
  );

  app.patch(
    '/properties/:id/',
    {
      schema: {
        tags,
        summary: 'Change the fields sent (multipart form).',
        security: ADMIN_ONLY,
        params: idParams,
        multipartBody: form,
        response: {
          200: jsonAnswer('Updated.', property),
          400: invalidInput,
          401: unauthorized,
          404: notFound,
          ...uploadRefused,
        },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      const updated = await withForm(request, (fields, uploads) =>
        properties.update(request.params.id, fields, uploads, actorOf(request)),
      );
      return sendJsonBytes(reply, updated);
    },
  );

  app.delete(
    '/properties/:id/',
    { schema: deleteById(tags, 'Delete a listing and its images.'), preHandler: requireAdmin },
    async (request, reply) => {
      await properties.remove(request.params.id, actorOf(request));
      return reply.code(204).send();
    },
  );

  app.post(
    '/properties/:id/confirm/',
    {
      schema: {
        tags,
        summary:
          '"Still available": confirms the listing (`confirmed_at`) as of now, or as of the ' +
          'start of `confirmed_on` in Kerala. A listing unconfirmed for 60 days is flagged in ' +
          'the admin; after 90 the public stops seeing it.',
        security: ADMIN_ONLY,
        params: idParams,
        body: confirmInput,
        response: {
          200: jsonAnswer('Confirmed.', property),
          400: invalidInput,
          401: unauthorized,
          404: notFound,
        },
      },
      preValidation: noBodyIsEmpty,
      preHandler: requireAdmin,
    },
    async (request, reply) =>
      sendJsonBytes(
        reply,
        await properties.confirm(request.params.id, request.body.confirmed_on, actorOf(request)),
      ),
  );

  app.get(
    '/properties/:id/visits/',
    {
      schema: {
        tags,
        summary: "The listing's site visits, latest first.",
        security: ADMIN_ONLY,
        params: idParams,
        response: {
          200: jsonAnswer('Site visits.', z.array(siteVisit)),
          401: unauthorized,
          404: notFound,
        },
      },
      preHandler: requireAdmin,
    },
    async (request) => properties.listVisits(request.params.id),
  );

  app.post(
    '/properties/:id/visits/',
    {
      schema: {
        tags,
        summary:
          'Record a site visit: the date (not in the future), who visited, and what was ' +
          'checked. The public page shows the latest one.',
        security: ADMIN_ONLY,
        params: idParams,
        body: siteVisitInput,
        response: {
          201: jsonAnswer('Recorded.', siteVisit),
          400: invalidInput,
          401: unauthorized,
          404: notFound,
        },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      const visit = await properties.addVisit(request.params.id, request.body, actorOf(request));
      return reply.code(201).send(visit);
    },
  );

  app.delete(
    '/properties/:id/visits/:visitId/',
    {
      schema: {
        tags,
        summary: 'Delete a site visit of the listing.',
        security: ADMIN_ONLY,
        params: visitParams,
        response: { 204: noContent, 401: unauthorized, 404: notFound },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      await properties.removeVisit(request.params.id, request.params.visitId, actorOf(request));
      return reply.code(204).send();
    },
  );

  app.delete(
    '/properties/:id/delete_image/',
    {
      schema: {
        tags,
        summary: 'Delete one image of a listing (`image_id` in a JSON body or the query string).',
        security: ADMIN_ONLY,
        params: idParams,
        body: deleteImageInput,
        response: { 204: noContent, 400: invalidInput, 401: unauthorized, 404: notFound },
      },
      preValidation: takeQueryWithoutBody,
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      await properties.deleteImage(request.params.id, request.body.image_id, actorOf(request));
      return reply.code(204).send();
    },
  );
};
