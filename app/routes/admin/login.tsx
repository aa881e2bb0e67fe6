import { redirect } from 'react-router';

import { LoadingPanel } from '../../components/admin/spinner';
import { LoginFlow } from '../../components/admin/login/login-flow';
import { LoginFrame } from '../../components/admin/login/login-frame';
import { ApiError, requestApi } from '../../lib/api';
import { resolveNextPath } from '../../lib/admin/login-redirect';
import { clearSession, readRememberedEmail, readToken } from '../../lib/admin/session';
import type { Route } from './+types/login';

/**
 * Admin sign-in and password recovery (product.md section 2). Rendered in the browser only, like
 * the rest of the admin: the form is live from its first paint, and an admin whose token the server
 * still accepts goes straight on to the dashboard (or the admin page in `?next=`).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const nextPath = resolveNextPath(new URL(request.url).searchParams.get('next'));
  const token = readToken();
  if (token) {
    try {
      await requestApi('/accounts/me/', { token });
      return redirect(nextPath);
    } catch (error) {
      // A revoked or expired token is forgotten; offline, the form is shown all the same.
      if (error instanceof ApiError && error.status === 401) clearSession();
    }
  }
  return { nextPath, rememberedEmail: readRememberedEmail() };
}
clientLoader.hydrate = true as const;

export function meta(): Route.MetaDescriptors {
  return [{ title: 'Admin Login | Veedu' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export function HydrateFallback() {
  return (
    <LoginFrame>
      {/* About the sign-in form's height, so the card does not jump when the form arrives. */}
      <div className="flex min-h-[25rem] flex-col items-center justify-center gap-4">
        <LoadingPanel label="Loading…" />
        {/* The back office runs in the browser and keeps its sign-in there (decision 009): no
            sign-in without scripts. Its forms post (never a password in a URL) if ever sent. */}
        <noscript>
          <p className="max-w-xs text-center text-sm text-ink-700">
            The back office needs JavaScript. Turn it on in your browser to sign in.
          </p>
        </noscript>
      </div>
    </LoginFrame>
  );
}

export default function AdminLogin({ loaderData }: Route.ComponentProps) {
  return (
    <LoginFrame>
      <LoginFlow initialEmail={loaderData.rememberedEmail} nextPath={loaderData.nextPath} />
    </LoginFrame>
  );
}
