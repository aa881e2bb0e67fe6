// The agency's working vocabulary (issue 15): the steps of an enquiry, the channels a lead comes
// by, the team's roles, what a site visit checks, and how long a listing stays fresh. Plain
// constants, with no zod, so the database schema, the services and the pages share them.

/** Where an enquiry stands, from first contact to its end. */
export const ENQUIRY_STATUSES = [
  'new',
  'contacted',
  'visit_scheduled',
  'negotiating',
  'won',
  'lost',
  'spam',
] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/** How a visitor reached the lister from the site: each tap is recorded as a lead first. */
export const LEAD_CHANNELS = ['whatsapp', 'call', 'mail'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

/** An owner does everything and manages the team; an agent runs listings and enquiries. */
export const TEAM_ROLES = ['owner', 'agent'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** What a site visit by the agency checked, as the public page lists it. */
export const SITE_VISIT_CHECKS = [
  'title_deed_seen',
  'photos_taken_on_site',
  'boundaries_and_access',
  'location_matches',
] as const;
export type SiteVisitCheck = (typeof SITE_VISIT_CHECKS)[number];

/** A listing not confirmed available for this long is flagged in the admin. */
export const CONFIRM_AFTER_DAYS = 60;
/** ... and for this long leaves the public site until it is confirmed again. */
export const HIDE_AFTER_DAYS = 90;

/** How long an invitation's one-time link is valid. */
export const INVITATION_VALID_HOURS = 48;
