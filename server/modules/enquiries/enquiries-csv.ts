import { type Enquiry, ENQUIRY_STATUS_LABELS } from '../../../contract/enquiries';
import { formatVisitTimeInIndia } from '../../../contract/visit-time';
import { toCsv } from '../../http/csv';

/** The enquiries as CSV (server/http/csv.ts): a header row, then one row per enquiry. */

const COLUMNS: readonly [string, (enquiry: Enquiry) => string | number | null][] = [
  ['ID', (e) => e.id],
  ['Received', (e) => e.created_at],
  ['Status', (e) => ENQUIRY_STATUS_LABELS[e.status]],
  ['Name', (e) => e.name],
  ['E-mail', (e) => e.email],
  ['Phone', (e) => e.phone_number],
  ['Subject', (e) => e.subject],
  ['Property type', (e) => e.property_type],
  ['Budget', (e) => e.budget_range],
  ['Listing ID', (e) => e.property],
  ['Listing', (e) => e.property_title],
  // One column, in India time as the office reads it ('2026-12-05 10:30'): a spreadsheet sorts it.
  [
    'Preferred visit (India time)',
    (e) => (e.preferred_visit_at ? formatVisitTimeInIndia(e.preferred_visit_at) : null),
  ],
  ['Assigned to', (e) => e.assigned_to?.name ?? null],
  ['Follow up on', (e) => e.follow_up_on],
  ['Notes', (e) => e.notes_count],
  ['Message', (e) => e.message],
];

export function enquiriesCsv(enquiries: readonly Enquiry[]): string {
  return toCsv(
    COLUMNS.map(([title]) => title),
    enquiries.map((enquiry) => COLUMNS.map(([, read]) => read(enquiry))),
  );
}
