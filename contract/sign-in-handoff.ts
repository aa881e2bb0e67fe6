/**
 * A sign-in made by the sign-in page's form without its scripts (decision 025). The page's action
 * checks the password on the server, but the back office keeps its token in the browser's storage
 * (decision 009), which only a script can write. So the action leaves the token in this cookie and
 * the browser's scripts take it up, once, with `POST /api/accounts/sign-in-handoff/`:
 *
 * - `HttpOnly`: no script reads it; only that call's answer hands the token over.
 * - `Path` is that call's: no page, photo or other API call ever carries it (nor the page cache).
 * - `SameSite=Strict`: no other site's request carries it.
 * - Ten minutes: time to turn scripts on and reload; then the browser drops it.
 *
 * Beside it, a flag that scripts can read (`veedu_sign_in_waiting=1`, on the back office's pages
 * only, no secret in it) says that one is waiting, so that the sign-in page asks only then.
 */
export const SIGN_IN_HANDOFF_COOKIE = 'veedu_sign_in';
export const SIGN_IN_HANDOFF_PATH = '/api/accounts/sign-in-handoff/';
export const SIGN_IN_HANDOFF_MAX_AGE_S = 10 * 60;
export const SIGN_IN_WAITING_FLAG = 'veedu_sign_in_waiting';
const SIGN_IN_WAITING_PATH = '/admin';

/** Tokens are base64url (decision 009): nothing else is read back from the cookie. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

function cookies(token: string, maxAge: number, secure: boolean): string[] {
  const common = [`Max-Age=${maxAge}`, 'SameSite=Strict', ...(secure ? ['Secure'] : [])];
  return [
    [`${SIGN_IN_HANDOFF_COOKIE}=${token}`, `Path=${SIGN_IN_HANDOFF_PATH}`, ...common, 'HttpOnly'],
    [`${SIGN_IN_WAITING_FLAG}=${token ? '1' : ''}`, `Path=${SIGN_IN_WAITING_PATH}`, ...common],
  ].map((parts) => parts.join('; '));
}

/** The `Set-Cookie`s that leave `token` for the scripts, and the flag; `secure` on https. */
export function handoffCookies(token: string, secure: boolean): string[] {
  return cookies(token, SIGN_IN_HANDOFF_MAX_AGE_S, secure);
}

/** The `Set-Cookie`s that drop both (taken up, or found stale). */
export function clearHandoffCookies(secure: boolean): string[] {
  return cookies('', 0, secure);
}

/** Whether a `document.cookie` says that a sign-in is waiting to be taken up. */
export function isSignInWaiting(documentCookie: string): boolean {
  return documentCookie.split(';').some((pair) => pair.trim() === `${SIGN_IN_WAITING_FLAG}=1`);
}

/** The waiting token in a request's `Cookie` header, or null. */
export function readHandoffCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== SIGN_IN_HANDOFF_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    return TOKEN_PATTERN.test(value) ? value : null;
  }
  return null;
}
