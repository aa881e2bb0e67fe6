import type { FastifyPluginAsync } from 'fastify';
import { BANNER_KINDS, bannerMessages } from '../../../contract/banners';
import { AppError } from '../../errors';
import { requireAdmin } from '../../http/auth';
import { parseIdParam } from '../../http/validate';
import { readMultipart, registerMultipart } from '../../media/multipart';
import { BANNER_PATHS } from './banners.service';

/** The form's own errors, beside the contract's `Image is required`. */
export const uploadMessages = {
  notAFile: 'The submitted data was not a file. Check the encoding type on the form.',
  oneImage: 'Send one image.',
} as const;

/**
 * /api/properties/hero-banners and /api/properties/offer-banners: public lists (newest first),
 * admin upload (multipart field `image`) and delete.
 */
export const bannersRoutes: FastifyPluginAsync = async (app) => {
  await registerMultipart(app);
  const { banners } = app.services;

  for (const kind of BANNER_KINDS) {
    const base = `/${BANNER_PATHS[kind]}`;
    app.get(`${base}/`, { config: { publicCache: true } }, async () => banners.listBanners(kind));

    app.post(`${base}/`, { preHandler: requireAdmin }, async (request, reply) => {
      const form = await readMultipart(request, { fileFields: ['image'] });
      const images = form.files.image ?? [];
      if (images.length > 1) throw AppError.validation({ image: [uploadMessages.oneImage] });
      const [upload] = images;
      if (!upload) {
        const message = form.fields.image ? uploadMessages.notAFile : bannerMessages.imageRequired;
        throw AppError.validation({ image: [message] });
      }
      return reply.code(201).send(await banners.createBanner(kind, upload.data));
    });

    app.delete(`${base}/:id/`, { preHandler: requireAdmin }, async (request, reply) => {
      await banners.deleteBanner(kind, parseIdParam(request.params));
      return reply.code(204).send();
    });
  }
};
