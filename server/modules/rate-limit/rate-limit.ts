import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { countHit } from './rate-limit.repo';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** Named limits for the endpoints that invite guessing or spam (DESIGN section 6). */
export interface RateLimits {
  login: RateLimitRule;
  forgotPassword: RateLimitRule;
  verifyOtp: RateLimitRule;
  resetPassword: RateLimitRule;
  contact: RateLimitRule;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const defaultRateLimits: RateLimits = {
  login: { limit: 10, windowMs: FIFTEEN_MINUTES },
  forgotPassword: { limit: 5, windowMs: FIFTEEN_MINUTES },
  verifyOtp: { limit: 10, windowMs: FIFTEEN_MINUTES },
  resetPassword: { limit: 10, windowMs: FIFTEEN_MINUTES },
  contact: { limit: 5, windowMs: 10 * 60 * 1000 },
};

/**
 * A preHandler that answers 429 with Retry-After once a client (by IP) has used up the rule's
 * budget for the named endpoint. Counters live in the database so instances share them.
 */
export function rateLimit(
  db: Database,
  name: string,
  rule: RateLimitRule,
  keyOf: (request: FastifyRequest) => string = (request) => request.ip,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const { hits, resetAt } = await countHit(db, `${name}:${keyOf(request)}`, rule.windowMs);
    if (hits > rule.limit) {
      const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      throw AppError.tooManyRequests(retryAfter);
    }
  };
}
