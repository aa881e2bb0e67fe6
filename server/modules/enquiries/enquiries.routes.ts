import { actorOf } from '../audit/actor';
import { z } from 'zod';
import {
  assignee,
  enquiry,
  enquiryDetail,
  enquiryFilters,
  enquiryInput,
  enquiryListQuery,
  enquiryMessages,
  enquiryNote,
  enquiryNoteInput,
  enquiryUpdate,
} from '../../../contract/enquiries';
import { keralaDate } from '../../../contract/format';
import type { AdminUser } from '../../../contract/accounts';
import { requireAdmin } from '../../http/auth';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  deleteById,
  detailAnswer,
  invalidInput,
  jsonAnswer,
  notFound,
  pageOf,
  tooManyRequests,
  unauthorized,
} from '../../http/route-schema';
import { idParams } from '../../http/validate';
import { rateLimit, type RateLimitRule } from '../rate-limit/rate-limit';
import { CONTACT_LIMIT } from './page-enquiries';

const tags = ['Enquiries'];

/** Set by requireAdmin, which every admin route runs first. */
function signedIn(admin: AdminUser | undefined): AdminUser {
  if (!admin) throw new Error('requireAdmin did not run');
  return admin;
}

/**
 * /api/properties/contacts: visitors send enquiries; the team lists, filters, exports, works on
 * (status, assignee, follow-up, notes) and deletes them.
 */
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
      preHandler: rateLimit(app.db, CONTACT_LIMIT, options.rateLimit),
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
        summary: 'Enquiries, newest first, filtered by status, assignee, listing, date and text.',
        security: ADMIN_ONLY,
        querystring: enquiryListQuery,
        response: {
          200: jsonAnswer('A page of enquiries.', pageOf(enquiry)),
          400: invalidInput,
          401: unauthorized,
        },
      },
      preHandler: requireAdmin,
    },
    async (request) => {
      const { page, page_size: pageSize, ...filters } = request.query;
      return enquiries.list(filters, page, pageSize);
    },
  );

  app.get(
    '/contacts/export/',
    {
      schema: {
        tags,
        summary: 'Every enquiry the list filters match, as CSV with a header row.',
        security: ADMIN_ONLY,
        querystring: enquiryFilters,
        response: {
          200: {
            description: 'UTF-8 CSV (RFC 4180, with a byte order mark), one row per enquiry.',
            content: { 'text/csv': { schema: z.string() } },
          },
          400: invalidInput,
          401: unauthorized,
        },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      const csv = await enquiries.exportCsv(request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="enquiries-${keralaDate(new Date())}.csv"`,
        )
        .send(csv);
    },
  );

  app.get(
    '/contacts/assignees/',
    {
      schema: {
        tags,
        summary: 'Who an enquiry can be assigned to: the active members of the team.',
        security: ADMIN_ONLY,
        response: {
          200: jsonAnswer('Active team members, by name.', z.array(assignee)),
          401: unauthorized,
        },
      },
      preHandler: requireAdmin,
    },
    async () => enquiries.assignees(),
  );

  app.get(
    '/contacts/:id/',
    {
      schema: {
        tags,
        summary: 'One enquiry with its notes, oldest first.',
        security: ADMIN_ONLY,
        params: idParams,
        response: {
          200: jsonAnswer('The enquiry.', enquiryDetail),
          401: unauthorized,
          404: notFound,
        },
      },
      preHandler: requireAdmin,
    },
    async (request) => enquiries.detail(request.params.id),
  );

  app.patch(
    '/contacts/:id/',
    {
      schema: {
        tags,
        summary:
          'Change the status, the assignee (who is e-mailed) or the follow-up date of an enquiry.',
        security: ADMIN_ONLY,
        params: idParams,
        body: enquiryUpdate,
        response: {
          200: jsonAnswer('The enquiry as it is now, with its notes.', enquiryDetail),
          400: invalidInput,
          401: unauthorized,
          404: notFound,
        },
      },
      preHandler: requireAdmin,
    },
    async (request) => enquiries.update(request.params.id, request.body, signedIn(request.admin)),
  );

  app.post(
    '/contacts/:id/notes/',
    {
      schema: {
        tags,
        summary: 'Add a note to an enquiry, signed by the admin who writes it.',
        security: ADMIN_ONLY,
        params: idParams,
        body: enquiryNoteInput,
        response: {
          201: jsonAnswer('The note.', enquiryNote),
          400: invalidInput,
          401: unauthorized,
          404: notFound,
        },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      const note = await enquiries.addNote(
        request.params.id,
        request.body.text,
        signedIn(request.admin),
      );
      return reply.code(201).send(note);
    },
  );

  app.delete(
    '/contacts/:id/',
    { schema: deleteById(tags, 'Delete an enquiry.'), preHandler: requireAdmin },
    async (request, reply) => {
      await enquiries.remove(request.params.id, actorOf(request));
      return reply.code(204).send();
    },
  );
};
