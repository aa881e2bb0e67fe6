import { actorOf } from '../audit/actor';
import { loginResponse } from '../../../contract/accounts';
import {
  acceptInvitationInput,
  invitationInfo,
  invitationTokenQuery,
  inviteInput,
  pendingInvitation,
  teamList,
  teamMember,
  updateMemberInput,
} from '../../../contract/team';
import { ownersOnlyMessages } from '../../../contract/owners-only';
import { ownersOnly } from '../../http/auth';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  deleteById,
  detailAnswer,
  invalidInput,
  jsonAnswer,
  notFound,
  ownersOnlyAnswer,
  refusedInput,
  tooManyRequests,
  unauthorized,
} from '../../http/route-schema';
import { idParams } from '../../http/validate';
import { rateLimit, type RateLimits } from '../rate-limit/rate-limit';

const tags = ['Team'];

/** A 400 of these routes: field errors, or `{"detail"}` for a rule of the team or a dead link. */
const refused = refusedInput(
  'the team would lose its last active owner, or the link is unknown, expired or used.',
);

/**
 * /api/accounts/users and /api/accounts/invitations: the team, for owners (agents get 403), and
 * the public side of an invitation (check a link, accept it). Owners also withdraw an invitation.
 */
export const teamRoutes: ApiRoutes<{ rateLimits: RateLimits }> = async (app, { rateLimits }) => {
  const { team } = app.services;
  const { db } = app;

  app.get(
    '/users/',
    {
      schema: {
        tags,
        summary:
          'The members (every account, active or not) and the invitations not yet accepted. Owners only.',
        security: ADMIN_ONLY,
        response: {
          200: jsonAnswer('The team.', teamList),
          401: unauthorized,
          403: ownersOnlyAnswer(ownersOnlyMessages.team),
        },
      },
      preHandler: ownersOnly(ownersOnlyMessages.team),
    },
    async () => team.list(),
  );

  app.post(
    '/users/',
    {
      schema: {
        tags,
        summary:
          'Invite a member: e-mails a one-time link to set a password (48 hours). A new invitation to the same e-mail replaces the open one. Owners only.',
        security: ADMIN_ONLY,
        body: inviteInput,
        response: {
          201: jsonAnswer('Invited.', pendingInvitation),
          400: invalidInput,
          401: unauthorized,
          403: ownersOnlyAnswer(ownersOnlyMessages.invite),
        },
      },
      preHandler: ownersOnly(ownersOnlyMessages.invite),
    },
    async (request, reply) => {
      // ownersOnly set request.admin.
      const owner = request.admin;
      if (!owner) throw new Error('ownersOnly let a request through without an admin');
      return reply.code(201).send(await team.invite(request.body, owner));
    },
  );

  app.patch(
    '/users/:id/',
    {
      schema: {
        tags,
        summary:
          "Change a member's `role` and/or `is_active`. Deactivating revokes their tokens at once; demoting an owner or deactivating anyone withdraws the invitations they sent that are still pending and ends the preview links they made, in the same transaction. The team always keeps an active owner. Owners only.",
        security: ADMIN_ONLY,
        params: idParams,
        body: updateMemberInput,
        response: {
          200: jsonAnswer('Changed.', teamMember),
          400: refused,
          401: unauthorized,
          403: ownersOnlyAnswer(ownersOnlyMessages.changeMember),
          404: notFound,
        },
      },
      preHandler: ownersOnly(ownersOnlyMessages.changeMember),
    },
    async (request) => team.updateMember(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/invitations/:id/',
    {
      schema: deleteById(
        tags,
        'Withdraw an invitation not yet accepted: its link stops working at once. Owners only.',
        {
          403: ownersOnlyAnswer(ownersOnlyMessages.withdrawInvitation),
          404: detailAnswer('No pending invitation with this id: unknown, withdrawn or accepted.'),
        },
      ),
      preHandler: ownersOnly(ownersOnlyMessages.withdrawInvitation),
    },
    async (request, reply) => {
      await team.withdrawInvitation(request.params.id, actorOf(request));
      return reply.code(204).send();
    },
  );

  const acceptLimit = rateLimit(db, 'accept-invitation', rateLimits.acceptInvitation);

  app.get(
    '/invitations/check/',
    {
      schema: {
        tags,
        summary: 'Who an invitation link is for; 400 when it is unknown, expired or used.',
        querystring: invitationTokenQuery,
        response: {
          200: jsonAnswer('The invitation can be accepted.', invitationInfo),
          400: refused,
          429: tooManyRequests,
        },
      },
      preHandler: acceptLimit,
    },
    async (request) => team.checkInvitation(request.query.token),
  );

  app.post(
    '/invitations/accept/',
    {
      schema: {
        tags,
        summary:
          'Accept an invitation: creates the account with the invited role and the password, uses the link up, and signs in (a token, as login answers).',
        body: acceptInvitationInput,
        response: {
          200: jsonAnswer('Account created and signed in.', loginResponse),
          400: refused,
          429: tooManyRequests,
        },
      },
      preHandler: acceptLimit,
    },
    async (request) => team.acceptInvitation(request.body),
  );
};
