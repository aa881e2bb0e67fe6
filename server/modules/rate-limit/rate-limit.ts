import { createHash } from 'node:crypto';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { sendsAnswers, tooManyRequests } from '../../http/route-schema';
import { countHit, uncountHit } from './rate-limit.repo';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

/** Named limits for the endpoints that invite guessing or spam (design.md section 6). */
export interface RateLimits {
  login: RateLimitRule;
  forgotPassword: RateLimitRule;
  verifyOtp: RateLimitRule;
  resetPassword: RateLimitRule;
  contact: RateLimitRule;
  /** Invitation links checked and accepted (guessing a link's token). */
  acceptInvitation: RateLimitRule;
  /** Per account, whatever the address: wrong passwords before that e-mail's sign-in locks. */
  signInFailuresPerAccount: RateLimitRule;
  /** Per account: password-reset codes e-mailed. */
  resetCodesPerAccount: RateLimitRule;
  /** Per account: codes tried (verify-otp and reset-password together). */
  codeTriesPerAccount: RateLimitRule;
  /**
   * Taps on /go/ links counted as leads; taps beyond it are still handed over, only not counted
   * (server/modules/leads). Far more than a person taps in a minute.
   */
  leadTaps: RateLimitRule;
  /** Searches saved for alerts, and their confirmations, per client (issue 36). */
  alerts: RateLimitRule;
  /**
   * Per address, whoever asks: mails a save may send it (a confirmation, "already saved"). Beyond
   * it a save is answered as any other and sends nothing, so no one can flood an inbox.
   */
  alertMailsPerAddress: RateLimitRule;
}

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const defaultRateLimits: RateLimits = {
  login: { limit: 10, windowMs: FIFTEEN_MINUTES },
  forgotPassword: { limit: 5, windowMs: FIFTEEN_MINUTES },
  verifyOtp: { limit: 10, windowMs: FIFTEEN_MINUTES },
  resetPassword: { limit: 10, windowMs: FIFTEEN_MINUTES },
  contact: { limit: 5, windowMs: 10 * 60 * 1000 },
  acceptInvitation: { limit: 10, windowMs: FIFTEEN_MINUTES },
  signInFailuresPerAccount: { limit: 10, windowMs: FIFTEEN_MINUTES },
  resetCodesPerAccount: { limit: 3, windowMs: 60 * 60 * 1000 },
  codeTriesPerAccount: { limit: 10, windowMs: FIFTEEN_MINUTES },
  leadTaps: { limit: 30, windowMs: 60 * 1000 },
  alerts: { limit: 10, windowMs: FIFTEEN_MINUTES },
  alertMailsPerAddress: { limit: 3, windowMs: 60 * 60 * 1000 },
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
  const limit: preHandlerAsyncHookHandler = async (request) => {
    await countClientHit(db, name, keyOf(request), rule);
  };
  // Every route it guards declares the 429 (server/openapi).
  return sendsAnswers(limit, { 429: tooManyRequests });
}

/**
 * Counts one request of `client` (its address) to the endpoint `name` and throws the 429 once the
 * rule's budget is spent: what `rateLimit` does for a route, for callers that are not routes (a
 * page's form action, which shares the API's counter by using its name).
 */
export async function countClientHit(
  db: Database,
  name: string,
  client: string,
  rule: RateLimitRule,
): Promise<void> {
  const { hits, resetAt } = await countHit(db, `${name}:${client}`, rule.windowMs);
  if (hits > rule.limit) throw AppError.tooManyRequests(retryAfterSeconds(resetAt));
}

/**
 * Counts one hit of `key` and says whether it is still within `rule`, refusing nothing: for a
 * limit on what is counted rather than on what is answered (leads: the visitor is handed over
 * either way).
 */
export async function isWithinLimit(
  db: Database,
  key: string,
  rule: RateLimitRule,
): Promise<boolean> {
  const { hits } = await countHit(db, key, rule.windowMs);
  return hits <= rule.limit;
}

function retryAfterSeconds(resetAt: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
}

/**
 * The key of an account's own limits: a hash of the normalized e-mail, so that the rate-limit
 * table holds no address. Counted whether or not an account has that e-mail, so that a 429
 * tells nothing about which accounts exist.
 */
export function accountKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 32);
}

/**
 * Limits that hold per account, whatever address the requests come from: a botnet or a client
 * rotating X-Forwarded-For entries gets no more guesses at one account than a single client.
 */
export function accountLimits(db: Database) {
  return {
    /** Counts one more attempt; 429 once the account's budget for this window is spent. */
    async count(name: string, email: string, rule: RateLimitRule): Promise<void> {
      const { hits, resetAt } = await countHit(db, `${name}:${accountKey(email)}`, rule.windowMs);
      if (hits > rule.limit) throw AppError.tooManyRequests(retryAfterSeconds(resetAt));
    },
    /**
     * Takes back an attempt counted by `count` that turned out not to be one to limit (a right
     * password). Counting first and taking back after, rather than checking first and counting
     * failures after, lets no burst of attempts arriving together past the limit.
     */
    async refund(name: string, email: string): Promise<void> {
      await uncountHit(db, `${name}:${accountKey(email)}`);
    },
  };
}

/** Every limit `factor` times higher, windows unchanged (RATE_LIMIT_FACTOR). */
export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  return Object.fromEntries(
    Object.entries(limits).map(([name, rule]) => [name, { ...rule, limit: rule.limit * factor }]),
  ) as unknown as RateLimits;
}
