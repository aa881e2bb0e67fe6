import { redirect } from 'react-router';
import { z } from 'zod';

import type { LivePreviewLink } from '../../../contract/property-write';
import { actionToast } from '../../components/admin/toasts';
import { adminRequest, adminSubmit, throwIfSignedOut } from '../../lib/admin/api';
import { readJson } from '../../lib/admin/submit';
import type { Route } from './+types/preview-links';

/**
 * `/admin/preview-links?property=ID`: not a screen. The edit screen's preview panel (owners)
 * loads a listing's live preview links from it and revokes one through it (useFetcher), so the
 * property form beside it is never reloaded under the owner's unsaved changes.
 */

export const previewLinksTexts = {
  loadFailed: 'Failed to load the preview links.',
  revoked: 'Preview link revoked: it no longer opens the page.',
  revokeFailed: 'Failed to revoke the preview link. Please try again.',
} as const;

export interface ListingPreviewLinks {
  links: LivePreviewLink[];
  error?: string;
}

export async function clientLoader({
  request,
}: Route.ClientLoaderArgs): Promise<ListingPreviewLinks> {
  const id = Number(new URL(request.url).searchParams.get('property'));
  if (!Number.isInteger(id) || id < 1) throw redirect('/admin/properties');
  try {
    return {
      links: await adminRequest<LivePreviewLink[]>(`/properties/properties/${id}/preview/`, {
        fallbackMessage: previewLinksTexts.loadFailed,
      }),
    };
  } catch (error) {
    return {
      links: [],
      error: error instanceof Error && error.message ? error.message : previewLinksTexts.loadFailed,
    };
  }
}

const id = z.number().int().positive();

/** A link to revoke (DELETE). */
export const previewLinkRevoke = z.object({ id, linkId: id });
export type PreviewLinkRevoke = z.infer<typeof previewLinkRevoke>;

export interface PreviewLinkRevokeResult {
  isDone: boolean;
  linkId: number;
}

export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<PreviewLinkRevokeResult> {
  const { id: propertyId, linkId } = await readJson(request, previewLinkRevoke);
  try {
    await adminSubmit(`/properties/properties/${propertyId}/preview/${linkId}/`, {
      method: 'DELETE',
      fallbackMessage: previewLinksTexts.revokeFailed,
    });
    actionToast.success(previewLinksTexts.revoked);
    return { isDone: true, linkId };
  } catch (error) {
    throwIfSignedOut(error);
    // Revoked or expired meanwhile: the server says so, and the panel loads the links again.
    actionToast.error(
      error instanceof Error && error.message ? error.message : previewLinksTexts.revokeFailed,
    );
    return { isDone: false, linkId };
  }
}

/** Not a screen: a visit by address goes to the list. */
export default function AdminPreviewLinks() {
  return null;
}
