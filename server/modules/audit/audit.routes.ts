import { z } from 'zod';
import { auditActor, auditEntry, auditQuery } from '../../../contract/audit';
import { ownersOnlyMessages } from '../../../contract/owners-only';
import { ownersOnly } from '../../http/auth';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  invalidInput,
  jsonAnswer,
  ownersOnlyAnswer,
  pageOf,
  unauthorized,
} from '../../http/route-schema';

/** The trail and its person list tell who did what: owners only. */
const requireOwner = ownersOnly(ownersOnlyMessages.activity);
const agentRefused = ownersOnlyAnswer(ownersOnlyMessages.activity);

/** /api/audit/: the back office's writes, newest first. */
export const auditRoutes: ApiRoutes = async (app) => {
  const { audit } = app.services;

  app.get(
    '/audit/',
    {
      schema: {
        tags: ['Audit'],
        summary:
          'Owners only. Every back-office write: who, when, what, and each changed field with its old and ' +
          'new value (secrets as "(hidden)"). Filter by member, listing, kind and dates.',
        security: ADMIN_ONLY,
        querystring: auditQuery,
        response: {
          200: jsonAnswer('A page of entries, newest first.', pageOf(auditEntry)),
          400: invalidInput,
          401: unauthorized,
          403: agentRefused,
        },
      },
      preHandler: requireOwner,
    },
    async (request) => audit.list(request.query),
  );

  app.get(
    '/audit/actors/',
    {
      schema: {
        tags: ['Audit'],
        summary: 'Everyone the trail names (members since removed too), for the person filter.',
        security: ADMIN_ONLY,
        response: {
          200: jsonAnswer('By e-mail address.', z.array(auditActor)),
          401: unauthorized,
          403: agentRefused,
        },
      },
      preHandler: requireOwner,
    },
    async () => audit.actors(),
  );
};
