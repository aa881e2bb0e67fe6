import { redirect } from 'react-router';

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

/** Set by the admin layout so a 401 in an event handler navigates inside the app. */
let navigateToLogin: (() => void) | undefined;

export function onUnauthorized(handler: (() => void) | undefined): void {
  navigateToLogin = handler;
}

/**
 * product.md section 8: a 401 on any call clears the session and goes to the sign-in page. Call it
 * with whatever a request threw, before rethrowing.
 */
export function handleUnauthorized(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) {
    clearSession();
    if (navigateToLogin) navigateToLogin();
    else window.location.assign(currentLoginPath());
  }
}

/**
 * A call to the REST API with the admin's token (`Authorization: Token …`). On a 401 the session
 * is cleared and the browser goes to the sign-in page (product.md section 8), then the ApiError is
 * rethrown so the caller stops.
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
    if (error instanceof ApiError && error.status === 401) {
      clearSession();
      throw redirect(currentLoginPath());
    }
    throw error;
  }
}

export { ApiError };
