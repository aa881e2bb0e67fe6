import type { FastifyPluginAsync } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '../../http/public-answers';
import {
  accountMessages,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
  verifyOtpInput,
} from '../../../contract/accounts';
import { requireAdmin } from '../../http/auth';
import { parseInput } from '../../http/validate';
import { AppError } from '../../errors';
import { accountLimits, rateLimit, type RateLimits } from '../rate-limit/rate-limit';

/** /api/accounts: sign-in, sign-out and password recovery by e-mailed code. */
export const accountsRoutes: FastifyPluginAsync<{ rateLimits: RateLimits }> = async (
  app,
  { rateLimits },
) => {
  const { accounts } = app.services;
  const { db } = app;
  const perAccount = accountLimits(db);

  // Sign-in and recovery answers concern one person's account: no cache may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });

  app.post('/login/', { preHandler: rateLimit(db, 'login', rateLimits.login) }, async (request) => {
    const input = parseInput(loginInput, request.body);
    // Every attempt is counted before its password is checked, so that guesses arriving together
    // cannot all pass; one that was not a wrong password is taken back afterwards.
    await perAccount.count('sign-in-failures', input.email, rateLimits.signInFailuresPerAccount);
    let failed = false;
    try {
      return await accounts.login(input);
    } catch (error) {
      failed = error instanceof AppError && error.statusCode === 401;
      throw error;
    } finally {
      if (!failed) {
        await perAccount.refund('sign-in-failures', input.email).catch((error: unknown) => {
          request.log.error({ err: error }, 'could not take back a sign-in attempt');
        });
      }
    }
  });

  app.post('/logout/', { preHandler: requireAdmin }, async (request, reply) => {
    if (request.authToken) await accounts.logout(request.authToken);
    return reply.code(204).send();
  });

  app.get('/me/', { preHandler: requireAdmin }, async (request) => request.admin);

  app.post(
    '/forgot-password/',
    { preHandler: rateLimit(db, 'forgot-password', rateLimits.forgotPassword) },
    async (request) => {
      const input = parseInput(forgotPasswordInput, request.body);
      await perAccount.count('reset-codes', input.email, rateLimits.resetCodesPerAccount);
      // Answered before any work that depends on the account, so that a known e-mail and an
      // unknown one take the same time; the code is made and mailed right after.
      accounts.sendResetCodeLater(input);
      return { detail: accountMessages.otpSent };
    },
  );

  app.post(
    '/verify-otp/',
    { preHandler: rateLimit(db, 'verify-otp', rateLimits.verifyOtp) },
    async (request) => {
      const input = parseInput(verifyOtpInput, request.body);
      await perAccount.count('code-tries', input.email, rateLimits.codeTriesPerAccount);
      await accounts.verifyOtp(input);
      return { detail: accountMessages.otpVerified };
    },
  );

  app.post(
    '/reset-password/',
    { preHandler: rateLimit(db, 'reset-password', rateLimits.resetPassword) },
    async (request) => {
      const input = parseInput(resetPasswordInput, request.body);
      await perAccount.count('code-tries', input.email, rateLimits.codeTriesPerAccount);
      await accounts.resetPassword(input);
      return { detail: accountMessages.passwordReset };
    },
  );
};
