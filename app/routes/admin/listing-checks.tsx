import { redirect } from 'react-router';
import { z } from 'zod';

import type { Property } from '../../../contract/properties';
import type { SiteVisit } from '../../../contract/site-visits';
import { actionToast } from '../../components/admin/toasts';
import { adminRequest, adminSubmit, ApiError, throwIfSignedOut } from '../../lib/admin/api';
import { readJson } from '../../lib/admin/submit';
import type { Route } from './+types/listing-checks';

/**
 * `/admin/listing-checks?property=ID`: not a screen. The edit screen's availability and site
 * visits panel (issue 15, item 7) loads a listing's visits from it and sends it its changes
 * (useFetcher): "Still available", a visit recorded, a visit deleted. Each change toasts and
 * answers what the panel needs; the panel loads the visits again itself, so the property form
 * beside it is never reloaded under the admin's unsaved changes.
 */

export interface ListingVisits {
  visits: SiteVisit[];
  error?: string;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<ListingVisits> {
  const id = Number(new URL(request.url).searchParams.get('property'));
  if (!Number.isInteger(id) || id < 1) throw redirect('/admin/properties');
  const fallbackMessage = 'Failed to load the site visits.';
  try {
    return {
      visits: await adminRequest<SiteVisit[]>(`/properties/properties/${id}/visits/`, {
        fallbackMessage,
      }),
    };
  } catch (error) {
    return { visits: [], error: error instanceof Error ? error.message : fallbackMessage };
  }
}

const id = z.number().int().positive();

/** What the panel sends. The visit goes to the API as typed: the server says what is wrong. */
export const listingCheck = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('confirm'), id }),
  z.object({
    intent: z.literal('add-visit'),
    id,
    visit: z.object({
      visited_on: z.string(),
      visited_by: z.string(),
      checks: z.array(z.string()),
    }),
  }),
  z.object({ intent: z.literal('delete-visit'), id, visitId: id }),
]);
export type ListingCheck = z.infer<typeof listingCheck>;

export interface ListingCheckResult {
  intent: ListingCheck['intent'];
  isDone: boolean;
  /** After "Still available": the new confirmation time. */
  confirmedAt?: string;
  /** A refused visit: the API's messages per field. */
  fieldErrors?: Record<string, string[]>;
}

const FAILED: Record<ListingCheck['intent'], string> = {
  confirm: 'Failed to confirm the listing. Please try again.',
  'add-visit': 'Failed to record the visit. Please check the form.',
  'delete-visit': 'Failed to delete the visit. Please try again.',
};

const DONE: Record<ListingCheck['intent'], string> = {
  confirm: 'Confirmed as still available.',
  'add-visit': 'Site visit recorded.',
  'delete-visit': 'Site visit deleted.',
};

export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<ListingCheckResult> {
  const change = await readJson(request, listingCheck);
  const path = `/properties/properties/${change.id}/`;
  const { intent } = change;
  try {
    let confirmedAt: string | undefined;
    if (intent === 'confirm') {
      const property = await adminSubmit<Property>(`${path}confirm/`, {
        method: 'POST',
        fallbackMessage: FAILED.confirm,
      });
      confirmedAt = property.confirmed_at;
    } else if (intent === 'add-visit') {
      await adminSubmit(`${path}visits/`, {
        method: 'POST',
        body: change.visit,
        fallbackMessage: FAILED[intent],
      });
    } else {
      await adminSubmit(`${path}visits/${change.visitId}/`, {
        method: 'DELETE',
        fallbackMessage: FAILED[intent],
      });
    }
    actionToast.success(DONE[intent]);
    return { intent, isDone: true, ...(confirmedAt ? { confirmedAt } : {}) };
  } catch (error) {
    const isApiError = error instanceof ApiError;
    actionToast.error(isApiError && error.status !== 400 ? error.message : FAILED[intent]);
    throwIfSignedOut(error);
    return { intent, isDone: false, ...(isApiError ? { fieldErrors: error.fieldErrors } : {}) };
  }
}

/** Not a screen: a visit by address goes to the list. */
export default function AdminListingChecks() {
  return null;
}
