import type { LoginResponse } from '../../../contract/accounts';
import { isSignInWaiting } from '../../../contract/sign-in-handoff';
import { ApiError, requestApi } from '../api';
import { clearSession, readToken, saveSession } from './session';

/**
 * Whether this browser holds a sign-in the server accepts, for the sign-in page to go straight on:
 * the stored token, checked with `GET /api/accounts/me/`; else a sign-in the page's form made
 * without scripts (decision 025), when its flag says one waits: taken up from its one-use cookie
 * and stored now. A token the
 * server refused is forgotten; offline, the answer is no and the form is shown all the same.
 */
export async function resumeSession(): Promise<boolean> {
  const token = readToken();
  if (token) {
    try {
      await requestApi('/accounts/me/', { token });
      return true;
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      clearSession();
    }
  }
  if (typeof document === 'undefined' || !isSignInWaiting(document.cookie)) return false;
  try {
    const waiting = await requestApi<LoginResponse>('/accounts/sign-in-handoff/', {
      method: 'POST',
    });
    saveSession(waiting.token, waiting.user.email);
    return true;
  } catch {
    return false; // expired or revoked meanwhile, or offline
  }
}
