import { z } from 'zod';
import { keralaDate } from './format';
import { ownersOnlyMessages } from './owners-only';

/**
 * Site facts (issue 33, item 8): the figures about the agency that the public pages state and an
 * owner edits in Settings: the year it was founded and how many clients it has served. They live
 * in the database (`site_facts`, migration 0016), one source for every page and both languages;
 * the count of listings the pages state is the catalogue's own (the listing page's total).
 * `GET /api/site-facts/` (public) and `PUT /api/site-facts/` (owners). The same schema checks the
 * API's input and the Settings card's form.
 */

/** The earliest year founded the site takes. */
export const MIN_FOUNDED_YEAR = 1900;
/** More clients than this is a typing slip, not a figure. */
export const MAX_CLIENTS_SERVED = 10_000_000;

/** This year on Kerala's calendar: the latest year founded the site takes. */
export function currentKeralaYear(now: Date = new Date()): number {
  return Number(keralaDate(now).slice(0, 4));
}

export const siteFactsMessages = {
  foundedYear: (latest: number) =>
    `Give the year founded as a year from ${MIN_FOUNDED_YEAR} to ${latest}.`,
  clientsServed: 'Give the clients served as a whole number from 0 to 1,00,00,000.',
  /** 403 for agents: the route and the Settings card. */
  ownersOnly: ownersOnlyMessages.siteFacts,
  fetchFailed: 'Failed to fetch the site facts',
  saved: 'Site facts saved',
  saveFailed: 'Failed to save the site facts',
} as const;

/** What the site states: `{founded_year, clients_served}`. */
export const siteFacts = z.object({
  founded_year: z.number().int().meta({ description: 'The year the agency was founded.' }),
  clients_served: z.number().int().meta({ description: 'How many clients it has served.' }),
});
export type SiteFacts = z.infer<typeof siteFacts>;

/**
 * The body of `PUT /api/site-facts/`: both figures, as whole numbers (the year up to this year in
 * Kerala, checked when the request comes). Nothing else.
 */
export const siteFactsInput = z.strictObject(
  {
    founded_year: z
      .number({ error: () => siteFactsMessages.foundedYear(currentKeralaYear()) })
      .int({ error: () => siteFactsMessages.foundedYear(currentKeralaYear()) })
      .min(MIN_FOUNDED_YEAR, { error: () => siteFactsMessages.foundedYear(currentKeralaYear()) })
      .refine((year) => year <= currentKeralaYear(), {
        error: () => siteFactsMessages.foundedYear(currentKeralaYear()),
      }),
    clients_served: z
      .number({ error: siteFactsMessages.clientsServed })
      .int({ error: siteFactsMessages.clientsServed })
      .min(0, { error: siteFactsMessages.clientsServed })
      .max(MAX_CLIENTS_SERVED, { error: siteFactsMessages.clientsServed }),
  },
  { error: 'Send founded_year and clients_served, and nothing else.' },
);
export type SiteFactsInput = z.infer<typeof siteFactsInput>;
