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
  /** The enquiry pipeline's day (issue 15), each linked to the enquiries it counts. */
  enquiry_pipeline: z.object({
    /** Follow-ups due today or earlier in Kerala, on enquiries not won, lost or spam. */
    due_today: z.number().int(),
    /** Received in the last 24 hours, at or after `new_since`. */
    new_since_yesterday: z.number().int(),
    new_since: z.string(),
  }),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
