import type { FastifyPluginAsync } from 'fastify';
import { deleteImageInput } from '../../../contract/property-write';
import { propertyListQuery } from '../../../contract/listing-query';
import { requireAdmin } from '../../http/auth';
import { isAdminRequest } from '../../http/optional-admin';
import { sendJsonText } from '../../http/json-text';
import { parseIdParam, parseInput } from '../../http/validate';
import { readMultipart, registerMultipart } from '../../media/multipart';
import type { UploadedFile } from './properties.service';

/** /api/properties/properties: search, read, and (admins) create, change and delete listings. */
export const propertiesRoutes: FastifyPluginAsync = async (app) => {
  const { properties } = app.services;
  await registerMultipart(app);

  async function readForm(request: Parameters<typeof readMultipart>[0]) {
    const { fields, files } = await readMultipart(request, { fileFields: ['uploaded_images'] });
    const uploads: UploadedFile[] = files.uploaded_images ?? [];
    return { fields, uploads };
  }

  app.get('/properties/', { config: { publicCache: true } }, async (request, reply) => {
    const query = parseInput(propertyListQuery, request.query ?? {});
    const page = await properties.list(query, { isAdmin: await isAdminRequest(request, reply) });
    return sendJsonText(reply, page);
  });

  app.get('/properties/:id/', { config: { publicCache: true } }, async (request, reply) => {
    const id = parseIdParam(request.params);
    const listing = await properties.get(id, { isAdmin: await isAdminRequest(request, reply) });
    return sendJsonText(reply, listing);
  });

  app.post('/properties/', { preHandler: requireAdmin }, async (request, reply) => {
    const { fields, uploads } = await readForm(request);
    return sendJsonText(reply.code(201), await properties.create(fields, uploads));
  });

  app.patch('/properties/:id/', { preHandler: requireAdmin }, async (request, reply) => {
    const id = parseIdParam(request.params);
    const { fields, uploads } = await readForm(request);
    return sendJsonText(reply, await properties.update(id, fields, uploads));
  });

  app.delete('/properties/:id/', { preHandler: requireAdmin }, async (request, reply) => {
    await properties.remove(parseIdParam(request.params));
    return reply.code(204).send();
  });

  app.delete(
    '/properties/:id/delete_image/',
    { preHandler: requireAdmin },
    async (request, reply) => {
      const id = parseIdParam(request.params);
      const { image_id } = parseInput(deleteImageInput, request.body ?? request.query ?? {});
      await properties.deleteImage(id, image_id);
      return reply.code(204).send();
    },
  );
};
