import type { SiteVisitCheck } from '../../../../contract/agency';

/**
 * What a listing's page says of its freshness and its latest site visit (issue 15, item 7),
 * written by its loader (app/components/detail/detail-listing.ts), so these texts stay out of the
 * page's script (docs/decisions/014). The Malayalam file `satisfies` this type. Dates arrive
 * written in the language (contract/calendar-date.ts).
 */
export interface TrustContent {
  /** The strip's name for screen readers. */
  label: string;
  confirmed: (date: string) => string;
  visited: (site: string, date: string) => string;
  checks: Readonly<Record<SiteVisitCheck, string>>;
}

export const trustContent: TrustContent = {
  label: 'Checked by us',
  confirmed: (date) => `Confirmed available on ${date}`,
  visited: (site, date) => `Visited by ${site} on ${date}`,
  checks: {
    title_deed_seen: 'Title deed seen',
    photos_taken_on_site: 'Photos taken on site',
    boundaries_and_access: 'Boundaries and access checked',
    location_matches: 'Location matches the listing',
  },
};
