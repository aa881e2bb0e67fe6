import { PRIVATE_CACHE_CONTROL } from '../../http/public-answers';
import {
  accountMessages,
  adminUser,
  forgotPasswordInput,
  loginInput,
  loginResponse,
  resetPasswordInput,
  verifyOtpInput,
} from '../../../contract/accounts';
import { requireAdmin } from '../../http/auth';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  detailAnswer,
  invalidInput,
  jsonAnswer,
  noContent,
  refusedInput,
  tooManyRequests,
  unauthorized,
} from '../../http/route-schema';
import { AppError } from '../../errors';
import { accountLimits, rateLimit, type RateLimits } from '../rate-limit/rate-limit';
import { clearHandoffCookies, readHandoffCookie } from '../../../contract/sign-in-handoff';
import { countedSignIn } from './sign-in';
import { teamRoutes } from './team.routes';

const tags = ['Accounts'];

/** A code that reads well but is not the open one: `{"detail"}`, no field to blame. */
const wrongCode = refusedInput(
  'the code is wrong, expired or used, or burnt by 5 wrong tries (the detail says which).',
);

/** /api/accounts: sign-in, sign-out, password recovery by e-mailed code, and the team. */
export const accountsRoutes: ApiRoutes<{ rateLimits: RateLimits }> = async (
  app,
  { rateLimits },
) => {
  const { accounts } = app.services;
  const { db } = app;
  const perAccount = accountLimits(db);
  const signIn = countedSignIn(db, accounts, rateLimits, (error) => {
    app.log.error({ err: error }, 'could not take back a sign-in attempt');
  });

  // Sign-in and recovery answers concern one person's account: no cache may keep them.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return payload;
  });

  await app.register(teamRoutes, { rateLimits });

  app.post(
    '/login/',
    {
      schema: {
        tags,
        summary: 'Sign in; returns a token for `Authorization: Token <key>` (7 days).',
        body: loginInput,
        response: {
          200: jsonAnswer('Signed in.', loginResponse),
          400: invalidInput,
          401: detailAnswer('Invalid credentials.'),
          429: tooManyRequests,
        },
      },
      preHandler: rateLimit(db, 'login', rateLimits.login),
    },
    async (request) => signIn(request.body),
  );

  app.post(
    '/sign-in-handoff/',
    {
      schema: {
        tags,
        summary:
          'Takes up a sign-in made by the sign-in page without its scripts (decision 025): the token the page left in a one-use cookie, as login answers. The cookies are cleared either way.',
        response: {
          200: jsonAnswer('The waiting sign-in.', loginResponse),
          401: detailAnswer('No sign-in is waiting (no cookie, expired, or revoked).'),
        },
      },
    },
    async (request, reply) => {
      void reply.header('set-cookie', clearHandoffCookies(request.protocol === 'https'));
      const token = readHandoffCookie(request.headers.cookie);
      const user = token ? await accounts.authenticate(token) : null;
      if (!token || !user) throw AppError.unauthorized(accountMessages.noSignInWaiting);
      return { token, user };
    },
  );

  app.post(
    '/logout/',
    {
      schema: {
        tags,
        summary: 'Revokes the token of this request.',
        security: ADMIN_ONLY,
        response: { 204: noContent, 401: unauthorized },
      },
      preHandler: requireAdmin,
    },
    async (request, reply) => {
      if (request.authToken) await accounts.logout(request.authToken);
      return reply.code(204).send();
    },
  );

  app.get(
    '/me/',
    {
      schema: {
        tags,
        summary: 'The signed-in admin.',
        security: ADMIN_ONLY,
        response: { 200: jsonAnswer('The admin.', adminUser), 401: unauthorized },
      },
      preHandler: requireAdmin,
    },
    async (request) => request.admin,
  );

  app.post(
    '/forgot-password/',
    {
      schema: {
        tags,
        summary: 'E-mails a 6-digit code (10 minutes, single use). Same answer for any e-mail.',
        body: forgotPasswordInput,
        response: {
          200: detailAnswer('Code sent if the account exists.'),
          400: invalidInput,
          429: tooManyRequests,
        },
      },
      preHandler: rateLimit(db, 'forgot-password', rateLimits.forgotPassword),
    },
    async (request) => {
      const input = request.body;
      await perAccount.count('reset-codes', input.email, rateLimits.resetCodesPerAccount);
      // Answered before any work that depends on the account, so that a known e-mail and an
      // unknown one take the same time; the code is made and mailed right after.
      accounts.sendResetCodeLater(input);
      return { detail: accountMessages.otpSent };
    },
  );

  app.post(
    '/verify-otp/',
    {
      schema: {
        tags,
        summary: 'Checks a code without using it; 5 wrong tries burn it.',
        body: verifyOtpInput,
        response: {
          200: detailAnswer('Code verified.'),
          400: wrongCode,
          429: tooManyRequests,
        },
      },
      preHandler: rateLimit(db, 'verify-otp', rateLimits.verifyOtp),
    },
    async (request) => {
      const input = request.body;
      await perAccount.count('code-tries', input.email, rateLimits.codeTriesPerAccount);
      await accounts.verifyOtp(input);
      return { detail: accountMessages.otpVerified };
    },
  );

  app.post(
    '/reset-password/',
    {
      schema: {
        tags,
        summary: 'Sets a new password with the code; signs the admin out everywhere.',
        body: resetPasswordInput,
        response: {
          200: detailAnswer('Password reset.'),
          400: wrongCode,
          429: tooManyRequests,
        },
      },
      preHandler: rateLimit(db, 'reset-password', rateLimits.resetPassword),
    },
    async (request) => {
      const input = request.body;
      await perAccount.count('code-tries', input.email, rateLimits.codeTriesPerAccount);
      await accounts.resetPassword(input);
      return { detail: accountMessages.passwordReset };
    },
  );
};
