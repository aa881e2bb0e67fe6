import { z } from 'zod';

/**
 * The admin dashboard's figures (beyond product.md, issue 5): listings by status and by purpose,
 * and the enquiries of the last days. `GET /api/properties/dashboard/`, admins only.
 */

/** Enquiries count as recent for this many days (a rolling window ending now). */
export const RECENT_ENQUIRY_DAYS = 7;

export const dashboardStats = z.object({
  listings: z.object({
    /** Every listing, whatever its status. */
    total: z.number().int(),
    by_status: z.object({
      available: z.number().int(),
      draft: z.number().int(),
      sold: z.number().int(),
      rented: z.number().int(),
    }),
    /** Every listing by what it is offered for, whatever its status. */
    by_purpose: z.object({ sell: z.number().int(), rent: z.number().int() }),
  }),
  enquiries: z.object({
    total: z.number().int(),
    /** Received at or after `since`. */
    recent: z.number().int(),
    /** The start of the window: RECENT_ENQUIRY_DAYS before the answer was made. */
    since: z.string(),
    days: z.number().int(),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
