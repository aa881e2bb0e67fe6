import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from './public-answers';
import { accountMessages } from '../../contract/accounts';
import { AppError } from '../errors';
import { ownersOnlyAnswer, sendsAnswers, unauthorized } from './route-schema';

/** The key of an `Authorization: Token <key>` header; throws 401 when absent or malformed. */
export function readToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') {
    throw AppError.unauthorized(accountMessages.noCredentials);
  }
  const match = /^Token ([A-Za-z0-9_-]{20,128})$/.exec(header.trim());
  if (!match?.[1]) throw AppError.unauthorized(accountMessages.badTokenHeader);
  return match[1];
}

/**
 * preHandler for admin-only routes: sets `request.admin` or answers 401. Either answer depends
 * on who asks, so no cache may keep it.
 */
export const requireAdmin = sendsAnswers(
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    const token = readToken(request);
    const admin = await request.server.services.accounts.authenticate(token);
    if (!admin) throw AppError.unauthorized(accountMessages.badToken);
    request.admin = admin;
    request.authToken = token;
  },
  { 401: unauthorized },
);

/**
 * A preHandler for what only owners may do: signs the caller in as requireAdmin does, then
 * answers 403 `{"detail": detail}` to an agent. Each action passes its own message
 * (contract/owners-only.ts), so the agent reads what was refused.
 */
export function ownersOnly(detail: string) {
  return sendsAnswers(
    async function requireOwnerRole(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      await requireAdmin(request, reply);
      if (request.admin?.role !== 'owner') throw AppError.forbidden(detail);
    },
    { 401: unauthorized, 403: ownersOnlyAnswer(detail) },
  );
}
