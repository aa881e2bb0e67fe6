import { useRouteLoaderData } from 'react-router';

import type { AdminUser } from '../../../contract/accounts';

/** The guarded admin layout's route id: its loader holds the signed-in admin. */
const ADMIN_LAYOUT_ID = 'routes/admin/layout';

/** The signed-in admin (with their role), inside the admin layout. */
export function useAdminUser(): AdminUser | undefined {
  return useRouteLoaderData<{ user: AdminUser }>(ADMIN_LAYOUT_ID)?.user;
}

/**
 * Whether the admin may do what only owners may (the team, deleting property types and
 * features). The screens only hide; the API refuses agents with 403 whatever the screen shows.
 */
export function isOwner(user: AdminUser | undefined): boolean {
  return user?.role === 'owner';
}
