import { redirect, replace } from 'react-router';

import { ApiError, requestApi } from '../api';
import { LOGIN_PATH, loginPathFor } from './login-redirect';
import { clearSession, readToken } from './session';

export { LOGIN_PATH };

/**
 * The sign-in page, remembering the admin page the browser shows (the page opened, on a first
 * load) so that signing in again returns there.
 */
export function currentLoginPath(): string {
  return loginPathFor(window.location);
}

type AdminRequestOptions = {
  method?: string;
  body?: unknown;
  fallbackMessage?: string;
};

/** Set by the admin layout so a 401 outside a loader or an action navigates inside the app. */
let navigateToLogin: (() => void) | undefined;

export function onUnauthorized(handler: (() => void) | undefined): void {
  navigateToLogin = handler;
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * product.md section 8: a 401 on any call clears the session and goes to the sign-in page. Call it
 * with whatever a request threw, before rethrowing. Before the admin layout is on screen (a
 * screen's loads start beside the layout's own check of the session) there is nowhere to
 * navigate from: the layout's check, which runs in the same navigation with the same token, then
 * sends the browser to sign in.
 */
export function handleUnauthorized(error: unknown): void {
  if (!isUnauthorized(error)) return;
  clearSession();
  navigateToLogin?.();
}

/**
 * A call to the REST API with the admin's token (`Authorization: Token …`). On a 401 the session
 * is cleared and the browser goes to the sign-in page (product.md section 8), then the ApiError is
 * rethrown so the caller stops. For the calls a `clientLoader` hands to `<Await>` and the form's
 * place lists; a loader that waits uses adminLoad, an action adminSubmit.
 */
export async function adminRequest<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const token = readToken() ?? undefined;
  try {
    return await requestApi<T>(path, { ...options, token });
  } catch (error) {
    handleUnauthorized(error);
    throw error;
  }
}

/**
 * For `clientLoader`s: like adminRequest, but a missing session or a 401 becomes a redirect
 * to the sign-in page, which React Router follows before anything renders.
 */
export async function adminLoad<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  const token = readToken();
  if (!token) throw redirect(currentLoginPath());
  try {
    return await requestApi<T>(path, { ...options, token });
  } catch (error) {
    if (isUnauthorized(error)) {
      clearSession();
      throw redirect(currentLoginPath());
    }
    throw error;
  }
}

/**
 * For a `clientLoader` that hands its calls to `<Await>` instead of waiting for them: without a
 * session the browser goes to sign in before anything is asked.
 */
export function requireSession(): void {
  if (!readToken()) throw redirect(currentLoginPath());
}

/**
 * A call handed to `<Await>`, which may render only after it has failed: marked as handled now,
 * so the browser does not report the failure as uncaught (Await still shows it).
 */
export function deferred<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * For `clientAction`s: a call with the admin's token. Every failure is thrown as an ApiError, a
 * 401 too, so the action can say what failed as the screen always did; its failure path then
 * calls throwIfSignedOut.
 */
export function adminSubmit<T>(path: string, options: AdminRequestOptions = {}): Promise<T> {
  return requestApi<T>(path, { ...options, token: readToken() ?? undefined });
}

/**
 * The end of a `clientAction`'s failure path: a 401 clears the session and throws the redirect to
 * the sign-in page (replacing the admin page, as product.md section 8's sign-out always did),
 * which React Router follows; any other failure is the action's to report.
 */
export function throwIfSignedOut(error: unknown): void {
  if (!isUnauthorized(error)) return;
  clearSession();
  throw replace(currentLoginPath());
}

export { ApiError };
