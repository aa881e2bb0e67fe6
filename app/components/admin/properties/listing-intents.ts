import { z } from 'zod';

import { PROPERTY_STATUSES } from '../../../../contract/property-constants';

/**
 * What the property list submits to its route's `clientAction`: a listing's new status (PATCH)
 * and a delete (DELETE). The title goes with the status for the toast that names the listing.
 */
export const statusChange = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  status: z.enum(PROPERTY_STATUSES),
});
export type StatusChange = z.infer<typeof statusChange>;

export const listingDelete = z.object({ id: z.number().int().positive() });
export type ListingDelete = z.infer<typeof listingDelete>;

/** "Still available" (POST): the listing is confirmed as of now. */
export const listingConfirm = z.object({ id: z.number().int().positive(), title: z.string() });
export type ListingConfirm = z.infer<typeof listingConfirm>;

/** The action's answer: whether the server took the change (the toasts have said how it went). */
export interface ListingResult {
  isDone: boolean;
}
