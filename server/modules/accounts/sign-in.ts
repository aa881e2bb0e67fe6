import type { LoginInput, LoginResponse } from '../../../contract/accounts';
import { loginInput } from '../../../contract/accounts';
import { toFieldErrors } from '../../../contract/errors';
import type { SignInOutcome, SignInSender } from '../../../contract/site';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { accountLimits, countClientHit, type RateLimits } from '../rate-limit/rate-limit';
import type { AccountsService } from './accounts.service';

/** The name of the sign-in's per-client limit: the API route and the page's form share it. */
export const SIGN_IN_LIMIT = 'login';

/**
 * A sign-in with its per-account budget: every attempt is counted before its password is checked,
 * so that guesses arriving together cannot all pass; one that was not a wrong password is taken
 * back afterwards. `onRefundFailed` hears of a take-back the database refused (the sign-in stands).
 */
export function countedSignIn(
  db: Database,
  accounts: Pick<AccountsService, 'login'>,
  rateLimits: Pick<RateLimits, 'signInFailuresPerAccount'>,
  onRefundFailed: (error: unknown) => void,
): (input: LoginInput) => Promise<LoginResponse> {
  const perAccount = accountLimits(db);
  return async (input) => {
    await perAccount.count('sign-in-failures', input.email, rateLimits.signInFailuresPerAccount);
    let failed = false;
    try {
      return await accounts.login(input);
    } catch (error) {
      failed = error instanceof AppError && error.statusCode === 401;
      throw error;
    } finally {
      if (!failed) await perAccount.refund('sign-in-failures', input.email).catch(onRefundFailed);
    }
  };
}

/**
 * The sign-in page's way in (contract/site.ts, SignInSender), for one client address: exactly what
 * `POST /api/accounts/login/` does, in its order (the client's limit, the schema, the account's
 * budget, the password). Refusals come back as data; anything else is thrown, as a 500 there.
 */
export function pageSignIn(
  db: Database,
  accounts: Pick<AccountsService, 'login'>,
  rateLimits: Pick<RateLimits, 'login' | 'signInFailuresPerAccount'>,
  onRefundFailed: (error: unknown) => void,
): (client: string) => SignInSender {
  const signIn = countedSignIn(db, accounts, rateLimits, onRefundFailed);
  return (client) => ({
    async send(body): Promise<SignInOutcome> {
      try {
        await countClientHit(db, SIGN_IN_LIMIT, client, rateLimits.login);
        const parsed = loginInput.safeParse(body);
        if (!parsed.success) throw AppError.validation(toFieldErrors(parsed.error));
        const { token, user } = await signIn(parsed.data);
        return { signedIn: true, token, email: user.email };
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        return {
          signedIn: false,
          status: error.statusCode,
          detail: error.detail,
          fieldErrors: error.fieldErrors ?? {},
        };
      }
    },
  });
}
