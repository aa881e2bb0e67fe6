import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from './public-answers';
import { accountMessages } from '../../contract/accounts';
import { AppError } from '../errors';
import { readToken } from './auth';

/**
 * For endpoints open to everyone that show admins more: no header means a visitor; a header that
 * is malformed, unknown or expired is refused (401) rather than silently ignored.
 */
export async function isAdminRequest(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (request.headers.authorization === undefined) return false;
  // An admin sees more than a visitor: no cache may keep this answer.
  void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
  const admin = await request.server.services.accounts.authenticate(readToken(request));
  if (!admin) throw AppError.unauthorized(accountMessages.badToken);
  request.admin = admin;
  return true;
}
