import { z } from 'zod';
import { BANNER_KINDS, banner, bannerMessages } from '../../../contract/banners';
import { AppError } from '../../errors';
import { actorOf } from '../audit/actor';
import { requireAdmin } from '../../http/auth';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  deleteById,
  detailAnswer,
  invalidInput,
  jsonAnswer,
  unauthorized,
} from '../../http/route-schema';
import { registerMultipart, withMultipart } from '../../media/multipart';
import { BANNER_PATHS } from './banners.service';

/** The form's own errors, beside the contract's `Image is required`. */
export const uploadMessages = {
  notAFile: 'The submitted data was not a file. Check the encoding type on the form.',
  oneImage: 'Send one image.',
} as const;

const TAGS = { hero: ['Hero banners'], offer: ['Offer banners'] } as const;

/** The upload form: one image. */
const bannerForm = z.object({ image: z.file() });

/**
 * /api/properties/hero-banners and /api/properties/offer-banners: public lists (newest first),
 * admin upload (multipart field `image`) and delete.
 */
export const bannersRoutes: ApiRoutes = async (app) => {
  await registerMultipart(app);
  const { banners } = app.services;

  for (const kind of BANNER_KINDS) {
    const base = `/${BANNER_PATHS[kind]}`;
    const tags = TAGS[kind];

    app.get(
      `${base}/`,
      {
        schema: {
          tags,
          summary: 'All banners, newest first.',
          response: { 200: jsonAnswer('The list.', z.array(banner)) },
        },
        config: { publicCache: true },
      },
      async () => banners.listBanners(kind),
    );

    app.post(
      `${base}/`,
      {
        schema: {
          tags,
          summary: 'Upload a banner (multipart form, field `image`).',
          security: ADMIN_ONLY,
          multipartBody: bannerForm,
          response: {
            201: jsonAnswer('Added.', banner),
            400: invalidInput,
            401: unauthorized,
            413: detailAnswer('The file, or a field, is too large (the detail says which).'),
            415: detailAnswer('Not a multipart form, or not an accepted image.'),
          },
        },
        preHandler: requireAdmin,
      },
      async (request, reply) => {
        const banner = await withMultipart(request, { fileFields: ['image'] }, async (form) => {
          const images = form.files.image ?? [];
          if (images.length > 1) throw AppError.validation({ image: [uploadMessages.oneImage] });
          const [upload] = images;
          if (!upload) {
            const message = form.fields.image
              ? uploadMessages.notAFile
              : bannerMessages.imageRequired;
            throw AppError.validation({ image: [message] });
          }
          return banners.createBanner(kind, upload.path, actorOf(request));
        });
        return reply.code(201).send(banner);
      },
    );

    app.delete(
      `${base}/:id/`,
      { schema: deleteById(tags, 'Delete a banner and its files.'), preHandler: requireAdmin },
      async (request, reply) => {
        await banners.deleteBanner(kind, request.params.id, actorOf(request));
        return reply.code(204).send();
      },
    );
  }
};
