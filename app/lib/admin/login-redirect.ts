/**
 * Where sign-in leads. When a session ends on an admin page, the sign-in page gets that page as
 * `?next=` and returns there after signing in. Only this site's own admin pages are accepted:
 * anything else (another site, `//host`, a public page, the sign-in page itself) would turn the
 * sign-in page into an open redirect, so it falls back to the dashboard.
 */

export const LOGIN_PATH = '/admin/login';
export const DASHBOARD_PATH = '/admin/dashboard';

/** A base that no real address shares, to tell same-origin paths from absolute addresses. */
const PROBE_ORIGIN = 'https://veedu.invalid';
const ADMIN_PAGE = /^\/admin(?:\/|$)/;
const ADMIN_HOME = /^\/admin\/?$/;

function isLoginPage(pathname: string): boolean {
  return pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`);
}

/** The admin page to open after signing in: a safe `next`, else the dashboard. */
export function resolveNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.includes('\\')) return DASHBOARD_PATH;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return DASHBOARD_PATH;
  }
  if (url.origin !== PROBE_ORIGIN) return DASHBOARD_PATH; // '//host', '/\thost'…
  if (!ADMIN_PAGE.test(url.pathname) || isLoginPage(url.pathname)) return DASHBOARD_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The sign-in page, remembering `location` when it is an admin page worth coming back to. */
export function loginPathFor(location: { pathname: string; search?: string }): string {
  const from = `${location.pathname}${location.search ?? ''}`;
  const next = resolveNextPath(from);
  // The dashboard (and /admin, which opens it) is where sign-in goes anyway; a rejected place
  // is not remembered.
  if (next !== from || next === DASHBOARD_PATH || ADMIN_HOME.test(next)) return LOGIN_PATH;
  return `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}
