import { z } from 'zod';

/**
 * A listing's performance (issue 15, item 3), admins only: views (one per visitor per listing per
 * Kerala day; bots and signed-in staff not counted), leads by channel (taps on WhatsApp, call and
 * mail through /go/) and enquiries, over the last STATS_DAYS days.
 */

/** The window of a listing's figures and chart, in Kerala days, today included. */
export const STATS_DAYS = 30;
/** The dashboard compares this many days with the same number before. */
export const WEEK_DAYS = 7;

const count = z.number().int().min(0);

export const leadCounts = z.object({ whatsapp: count, call: count, mail: count });
export type LeadCounts = z.infer<typeof leadCounts>;

export const listingStats = z.object({
  views: count,
  leads: leadCounts,
  enquiries: count,
  /** STATS_DAYS days, oldest first, every day present (zeros included). */
  daily: z.array(
    z.object({
      /** YYYY-MM-DD in Kerala. */
      date: z.string(),
      views: count,
      /** Every channel together. */
      leads: count,
      enquiries: count,
    }),
  ),
});
export type ListingStats = z.infer<typeof listingStats>;

/** The sorts the admin list adds to the search's own (listing-search.ts): most first. */
export const PERFORMANCE_SORTS = ['views', 'leads', 'enquiries'] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];

/** Figures of many listings at once (the admin list's columns), by listing id. */
export const listingFigures = z.record(
  z.string(),
  z.object({ views: count, leads: count, enquiries: count }),
);
export type ListingFigures = z.infer<typeof listingFigures>;

const windowTotals = z.object({ views: count, leads: count, enquiries: count });

/** The dashboard's performance panel: this week against the week before, and leads by channel. */
export const performanceOverview = z.object({
  /** The last WEEK_DAYS Kerala days, today included. */
  week: windowTotals,
  /** The WEEK_DAYS days before those. */
  previous_week: windowTotals,
  /** Leads of the last STATS_DAYS days by channel, listings and the site's own links together. */
  leads: leadCounts,
  days: z.number().int(),
});
export type PerformanceOverview = z.infer<typeof performanceOverview>;
