import type { FastifyPluginAsync } from 'fastify';
import {
  accountMessages,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
  verifyOtpInput,
} from '../../../contract/accounts';
import { requireAdmin } from '../../http/auth';
import { parseInput } from '../../http/validate';
import { rateLimit, type RateLimits } from '../rate-limit/rate-limit';

/** /api/accounts: sign-in, sign-out and password recovery by e-mailed code. */
export const accountsRoutes: FastifyPluginAsync<{ rateLimits: RateLimits }> = async (
  app,
  { rateLimits },
) => {
  const { accounts } = app.services;
  const { db } = app;

  app.post('/login/', { preHandler: rateLimit(db, 'login', rateLimits.login) }, async (request) =>
    accounts.login(parseInput(loginInput, request.body)),
  );

  app.post('/logout/', { preHandler: requireAdmin }, async (request, reply) => {
    if (request.authToken) await accounts.logout(request.authToken);
    return reply.code(204).send();
  });

  app.get('/me/', { preHandler: requireAdmin }, async (request) => request.admin);

  app.post(
    '/forgot-password/',
    { preHandler: rateLimit(db, 'forgot-password', rateLimits.forgotPassword) },
    async (request) => {
      await accounts.forgotPassword(parseInput(forgotPasswordInput, request.body));
      return { detail: accountMessages.otpSent };
    },
  );

  app.post(
    '/verify-otp/',
    { preHandler: rateLimit(db, 'verify-otp', rateLimits.verifyOtp) },
    async (request) => {
      await accounts.verifyOtp(parseInput(verifyOtpInput, request.body));
      return { detail: accountMessages.otpVerified };
    },
  );

  app.post(
    '/reset-password/',
    { preHandler: rateLimit(db, 'reset-password', rateLimits.resetPassword) },
    async (request) => {
      await accounts.resetPassword(parseInput(resetPasswordInput, request.body));
      return { detail: accountMessages.passwordReset };
    },
  );
};
