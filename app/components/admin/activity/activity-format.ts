import type { AuditAction, AuditEntity, AuditEntry } from '../../../../contract/audit';

/** What was done, as a verb in the past: 'withdrew invitation #4'. */
const ACTION_LABELS: Record<AuditAction, string> = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  withdrawn: 'withdrew',
  revoked: 'revoked',
};

/** Whether an entry records a row that went, whose changes show what was there. */
export function isRemoval(action: AuditAction): boolean {
  return action === 'deleted' || action === 'withdrawn' || action === 'revoked';
}

/** How the Activity screen names what an entry is about. */
export const ENTITY_LABELS: Record<AuditEntity, string> = {
  property: 'listing',
  property_image: 'listing photo',
  property_feature: 'listing feature',
  site_visit: 'site visit',
  property_type: 'property type',
  feature: 'feature',
  state: 'state',
  district: 'district',
  city: 'town',
  hero_banner: 'hero banner',
  offer_banner: 'offer banner',
  enquiry: 'enquiry',
  enquiry_note: 'enquiry note',
  user: 'team member',
  invitation: 'invitation',
  preview_link: 'preview link',
  personal_data: 'personal data',
};

/** Column names said the way the back office says them; others lose their underscores. */
const FIELD_LABELS: Record<string, string> = {
  id: 'Id',
  property_for: 'Sale or rent',
  property_ownership: 'Ownership',
  property_type_id: 'Property type',
  property_id: 'Listing',
  feature_id: 'Feature',
  city_id: 'Town',
  district_id: 'District',
  state_id: 'State',
  built_year: 'Built in',
  parking_spaces: 'Parking',
  whatsapp_number: 'WhatsApp',
  title_ml: 'Title (Malayalam)',
  description_ml: 'Description (Malayalam)',
  confirmed_at: 'Confirmed available',
  assigned_to: 'Assigned to',
  follow_up_on: 'Follow up on',
  is_active: 'Active',
  image: 'Image file',
  invited_by: 'Invited by',
  created_by: 'Made by',
};

export function fieldLabel(field: string): string {
  const known = FIELD_LABELS[field];
  if (known) return known;
  const words = field.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The longest value shown in full; longer ones are cut with an ellipsis. */
export const VALUE_LIMIT = 160;

/** A recorded value as one line of text: '—' for none, JSON for lists and objects. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > VALUE_LIMIT ? `${text.slice(0, VALUE_LIMIT).trimEnd()}…` : text;
}

/** The entry as a sentence: 'created listing #12'. */
export function describeEntry(entry: AuditEntry): string {
  const what = ENTITY_LABELS[entry.entity];
  return `${ACTION_LABELS[entry.action]} ${what}${entry.entity_id !== null ? ` #${entry.entity_id}` : ''}`;
}

/**
 * The changed fields worth showing: a creation shows what was set, a removal what was there,
 * an update each change; the id is in the sentence already.
 */
export function shownChanges(entry: AuditEntry): { field: string; from: string; to: string }[] {
  return Object.entries(entry.changes)
    .filter(([field]) => field !== 'id')
    .map(([field, [from, to]]) => ({
      field: fieldLabel(field),
      from: formatValue(from),
      to: formatValue(to),
    }));
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const TIME_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** The day an entry belongs to, in Kerala: 'Thu, 26 Nov 2026'. */
export function entryDay(isoDate: string): string {
  const parts = Object.fromEntries(
    DAY_FORMAT.formatToParts(new Date(isoDate)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** The time of an entry, in Kerala: '2:05 pm'. */
export function entryTime(isoDate: string): string {
  return TIME_FORMAT.format(new Date(isoDate)).replace(
    /\s?(am|pm)$/i,
    (suffix) => ` ${suffix.trim().toLowerCase()}`,
  );
}

/** Entries grouped by their day in Kerala, newest day first (the API's order kept). */
export function byDay(entries: AuditEntry[]): { day: string; entries: AuditEntry[] }[] {
  const days: { day: string; entries: AuditEntry[] }[] = [];
  for (const entry of entries) {
    const day = entryDay(entry.at);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, entries: [entry] });
  }
  return days;
}

/** Where the back office shows what an entry is about, when it has a screen for it. */
export function entryLink(entry: AuditEntry): string | null {
  if (entry.property_id !== null && entry.action !== 'deleted') {
    return `/admin/edit-property/${entry.property_id}`;
  }
  if (entry.entity === 'enquiry' || entry.entity === 'enquiry_note') return '/admin/enquiries';
  if (entry.entity === 'hero_banner' || entry.entity === 'offer_banner') return '/admin/banners';
  return null;
}
