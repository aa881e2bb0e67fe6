import { useEffect } from 'react';
import { Outlet, replace, useNavigate } from 'react-router';

import type { AdminUser } from '../../../contract/accounts';
import { AdminShell } from '../../components/admin/admin-shell';
import { LoadingPanel } from '../../components/admin/spinner';
import { ToastProvider } from '../../components/admin/toasts';
import {
  adminLoad,
  adminSubmit,
  currentLoginPath,
  LOGIN_PATH,
  onUnauthorized,
} from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import { clearSession } from '../../lib/admin/session';
import type { Route } from './+types/layout';

/**
 * The guarded admin subtree (product.md section 2; design.md section 4): rendered in the browser
 * only, and only for a token the server still accepts (`GET /api/accounts/me/`), not merely for the
 * stored flag.
 */
export async function clientLoader() {
  const user = await adminLoad<AdminUser>('/accounts/me/');
  return { user };
}
clientLoader.hydrate = true as const;

/**
 * The session is checked once, when the admin opens. The screens' saves do not check it again:
 * any call that meets a 401 signs the admin out by itself.
 */
export function shouldRevalidate() {
  return false;
}

/**
 * Logout (product.md section 2, from the side navigation): the token is revoked on the server,
 * then forgotten here even if that call failed, and the sign-in page replaces the admin's.
 */
export async function clientAction() {
  await adminSubmit('/accounts/logout/', { method: 'POST' }).catch(() => undefined);
  clearSession();
  return replace(LOGIN_PATH);
}

export function meta(): Route.MetaDescriptors {
  return adminMeta();
}

export function HydrateFallback() {
  return (
    <div className="flex min-h-svh flex-col items-center justify-center gap-4 bg-ink-50 px-6">
      <LoadingPanel label="Checking your session…" />
      {/* The back office runs in the browser (decision 009); only its sign-in works without. */}
      <noscript>
        {/* Pulled up into the loading panel's empty lower half. */}
        <p className="-mt-20 max-w-sm text-center text-sm text-ink-700">
          The back office runs in your browser and needs JavaScript. Turn it on and reload this
          page: a sign-in made in the last ten minutes is kept.
        </p>
      </noscript>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();

  // Any later 401 (a token revoked elsewhere, expired) clears the session and comes back here.
  useEffect(() => {
    onUnauthorized(() => navigate(currentLoginPath(), { replace: true }));
    return () => onUnauthorized(undefined);
  }, [navigate]);

  return (
    <ToastProvider>
      <AdminShell user={loaderData.user}>
        <Outlet />
      </AdminShell>
    </ToastProvider>
  );
}
