import type { FastifyPluginAsync } from 'fastify';
import { enquiryInput, enquiryMessages } from '../../../contract/enquiries';
import { pageQuery } from '../../../contract/pagination';
import { requireAdmin } from '../../http/auth';
import { parseIdParam, parseInput } from '../../http/validate';
import { rateLimit, type RateLimitRule } from '../rate-limit/rate-limit';

const enquiryPage = pageQuery(50);

/** /api/properties/contacts: visitors send enquiries; admins read and delete them. */
export const enquiriesRoutes: FastifyPluginAsync<{ rateLimit: RateLimitRule }> = async (
  app,
  options,
) => {
  const { enquiries } = app.services;

  app.post(
    '/contacts/',
    { preHandler: rateLimit(app.db, 'contact', options.rateLimit) },
    async (request, reply) => {
      await enquiries.create(parseInput(enquiryInput, request.body));
      return reply.code(201).send({ detail: enquiryMessages.thanks });
    },
  );

  app.get('/contacts/', { preHandler: requireAdmin }, async (request) => {
    const { page, page_size } = parseInput(enquiryPage, request.query ?? {});
    return enquiries.list(page, page_size);
  });

  app.delete('/contacts/:id/', { preHandler: requireAdmin }, async (request, reply) => {
    await enquiries.remove(parseIdParam(request.params));
    return reply.code(204).send();
  });
};
