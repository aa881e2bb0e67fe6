/**
 * The admin session in browser storage (product.md section 4): the token, the `adminAuthenticated`
 * flag ('true' when signed in) and, when remembered, the e-mail. The flag alone never lets
 * anyone in: the admin layout checks the token with `GET /api/accounts/me/` (design.md section 4).
 */
import { STAFF_COOKIE, STAFF_COOKIE_MAX_AGE_S } from '../../../contract/lead-links';

const TOKEN_KEY = 'adminToken';
const FLAG_KEY = 'adminAuthenticated';
const REMEMBERED_EMAIL_KEY = 'adminEmail';
const REMEMBER_KEY = 'adminRemember';

/** Marks this browser as staff's, so its views of listings are not counted (decision 017). */
function markStaffBrowser(): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${STAFF_COOKIE}=1; path=/; max-age=${STAFF_COOKIE_MAX_AGE_S}; samesite=lax`;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

/** The stored token, only while the flag also says signed in. */
export function readToken(): string | null {
  const store = storage();
  if (!store || store.getItem(FLAG_KEY) !== 'true') return null;
  return store.getItem(TOKEN_KEY) || null;
}

export function saveSession(token: string, email: string): void {
  const store = storage();
  if (!store) return;
  store.setItem(TOKEN_KEY, token);
  store.setItem(FLAG_KEY, 'true');
  markStaffBrowser();
  // product.md's remember flag is never toggled on screen; honour it if something set it.
  if (store.getItem(REMEMBER_KEY) === 'true') store.setItem(REMEMBERED_EMAIL_KEY, email);
}

/** Forgets the token and the flag (a 401, a logout or a password reset). */
export function clearSession(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(TOKEN_KEY);
  store.removeItem(FLAG_KEY);
}

/** The e-mail to prefill on the sign-in form, when the remember flag kept it. */
export function readRememberedEmail(): string {
  const store = storage();
  if (!store || store.getItem(REMEMBER_KEY) !== 'true') return '';
  return store.getItem(REMEMBERED_EMAIL_KEY) ?? '';
}
