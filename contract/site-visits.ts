import { z } from 'zod';
import { SITE_VISIT_CHECKS, type SiteVisitCheck } from './agency';

/**
 * Site visits (issue 15, item 7): the agency went to the property and checked what it says. The
 * admin records them (`/api/properties/properties/{id}/visits/`); the listing's read shape carries
 * the latest one (`site_visit` in properties.ts), which the public page shows.
 */

/** The earliest visit date taken: older ones are a typing slip. */
export const EARLIEST_VISIT_DATE = '2000-01-01';
export const MAX_VISITED_BY = 120;

export const siteVisitMessages = {
  visitedOn: 'Give the date of the visit as YYYY-MM-DD.',
  visitedOnFuture: 'The visit cannot be in the future.',
  visitedOnPast: `Give a date from ${EARLIEST_VISIT_DATE}.`,
  visitedBy: 'Say who visited.',
  visitedByTooLong: `Ensure this field has no more than ${MAX_VISITED_BY} characters.`,
  checks: `Each check must be one of: ${SITE_VISIT_CHECKS.join(', ')}.`,
  checksOnce: 'Give each check once.',
  notFound: 'Site visit not found on this property.',
  confirmedOn: 'Give the day of the confirmation as YYYY-MM-DD.',
  confirmedOnFuture: 'A confirmation cannot be in the future.',
} as const;

/** What the back office calls each check. */
export const SITE_VISIT_CHECK_LABELS: Readonly<Record<SiteVisitCheck, string>> = {
  title_deed_seen: 'Title deed seen',
  photos_taken_on_site: 'Photos taken on site',
  boundaries_and_access: 'Boundaries and access',
  location_matches: 'Location matches',
};

/** A real calendar date written YYYY-MM-DD. */
function isCalendarDate(text: string): boolean {
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === text;
}

/**
 * "Still available" (`POST …/{id}/confirm/`): now, or on a day the admin names, such as the day
 * the owner confirmed on the phone. Not in the future (the service's check).
 */
export const confirmInput = z.object({
  confirmed_on: z
    .string({ error: siteVisitMessages.confirmedOn })
    .trim()
    .refine(isCalendarDate, siteVisitMessages.confirmedOn)
    .refine((text) => text >= EARLIEST_VISIT_DATE, siteVisitMessages.visitedOnPast)
    .optional()
    .meta({ description: "YYYY-MM-DD, on Kerala's calendar; today by default." }),
});
export type ConfirmInput = z.infer<typeof confirmInput>;

/** A visit as the admin records it. Whether the date is in the future is the service's check. */
export const siteVisitInput = z.object({
  visited_on: z
    .string({ error: siteVisitMessages.visitedOn })
    .trim()
    .refine(isCalendarDate, siteVisitMessages.visitedOn)
    .refine((text) => text >= EARLIEST_VISIT_DATE, siteVisitMessages.visitedOnPast),
  visited_by: z
    .string({ error: siteVisitMessages.visitedBy })
    .trim()
    .min(1, siteVisitMessages.visitedBy)
    .max(MAX_VISITED_BY, siteVisitMessages.visitedByTooLong),
  checks: z
    .array(z.enum(SITE_VISIT_CHECKS, { error: siteVisitMessages.checks }), {
      error: siteVisitMessages.checks,
    })
    .refine((checks) => new Set(checks).size === checks.length, siteVisitMessages.checksOnce)
    .default([]),
});
export type SiteVisitInput = z.infer<typeof siteVisitInput>;

/** A recorded visit, as the admin reads it. */
export const siteVisit = z.object({
  id: z.number().int(),
  visited_on: z.string(),
  visited_by: z.string(),
  checks: z.array(z.enum(SITE_VISIT_CHECKS)),
  /** The admin who recorded it; null once their account is gone. */
  recorded_by: z.number().int().nullable(),
  created_at: z.string(),
});
export type SiteVisit = z.infer<typeof siteVisit>;

/** The latest visit, as the public sees it: when, and what was checked (not who). */
export const publicSiteVisit = siteVisit.pick({ visited_on: true, checks: true });
export type PublicSiteVisit = z.infer<typeof publicSiteVisit>;
