import type { TeamRole } from '../../../../contract/agency';

/** The Team screen's texts (docs/product.md, "The team and roles"). English only, as the admin. */
export const teamTexts = {
  fetchFailed: 'Failed to fetch the team',
  ownersOnlyBody:
    'Your account is an agent: you can work on listings, photos, banners and enquiries. Ask an owner of the agency if you need someone invited or their role changed.',
  inviteFailed: 'Failed to send the invitation',
  updateFailed: 'Failed to update the member',
  withdrawFailed: 'Failed to withdraw the invitation',
  roleChanged: (name: string, role: TeamRole) =>
    role === 'agent'
      ? `${name} is now an agent. Invitations they sent and preview links they made no longer work.`
      : `${name} is now an owner`,
  /** What deactivating ends besides the sign-in (decision 024). */
  deactivateEnds:
    'The invitations they sent that are still pending are withdrawn, and their preview links stop working.',
  deactivated: (name: string) => `${name} has been deactivated and signed out`,
  reactivated: (name: string) => `${name} can sign in again`,
} as const;

export const ROLE_LABELS: Record<TeamRole, string> = { owner: 'Owner', agent: 'Agent' };

export const ROLE_HELP: Record<TeamRole, string> = {
  owner: 'Everything, and manages the team',
  agent: 'Listings, photos, banners and enquiries',
};

const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const DATE = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '26 Nov 2026, 4:05 pm', as the office in Kerala reads it. */
export function formatDateTime(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return DATE_TIME.format(date).replace(
    /\s?(am|pm)$/i,
    (suffix) => ` ${suffix.trim().toLowerCase()}`,
  );
}

export function formatDate(isoDate: string): string {
  const date = new Date(isoDate);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}
