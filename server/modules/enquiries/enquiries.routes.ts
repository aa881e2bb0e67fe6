import { enquiry, enquiryInput, enquiryMessages } from '../../../contract/enquiries';
import { pageQuery } from '../../../contract/pagination';
import { requireAdmin } from '../../http/auth';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  deleteById,
  detailAnswer,
  invalidInput,
  jsonAnswer,
  pageOf,
  tooManyRequests,
  unauthorized,
} from '../../http/route-schema';
import { rateLimit, type RateLimitRule } from '../rate-limit/rate-limit';

const tags = ['Enquiries'];

/** /api/properties/contacts: visitors send enquiries; admins read and delete them. */
export const enquiriesRoutes: ApiRoutes<{ rateLimit: RateLimitRule }> = async (app, options) => {
  const { enquiries } = app.services;

  app.post(
    '/contacts/',
    {
      schema: {
        tags,
        summary: 'A visitor enquiry, optionally about a listing. Rate-limited per client.',
        body: enquiryInput,
        response: { 201: detailAnswer('Received.'), 400: invalidInput, 429: tooManyRequests },
      },
      preHandler: rateLimit(app.db, 'contact', options.rateLimit),
    },
    async (request, reply) => {
      await enquiries.create(request.body);
      return reply.code(201).send({ detail: enquiryMessages.thanks });
    },
  );

  app.get(
    '/contacts/',
    {
      schema: {
        tags,
        summary: 'All enquiries, newest first.',
        security: ADMIN_ONLY,
        querystring: pageQuery(50),
        response: {
          200: jsonAnswer('A page of enquiries.', pageOf(enquiry)),
          400: invalidInput,
          401: unauthorized,
        },
      },
      preHandler: requireAdmin,
    },
    async (request) => enquiries.list(request.query.page, request.query.page_size),
  );

  app.delete(
    '/contacts/:id/',
    { schema: deleteById(tags, 'Delete an enquiry.'), preHandler: requireAdmin },
    async (request, reply) => {
      await enquiries.remove(request.params.id);
      return reply.code(204).send();
    },
  );
};
