import { type Enquiry, ENQUIRY_STATUS_LABELS } from '../../../contract/enquiries';

/**
 * The enquiries as CSV (RFC 4180): a header row, one row per enquiry, CRLF line ends, fields
 * quoted when they hold a comma, a quote or a line break. A byte order mark first, so that Excel
 * reads UTF-8 (Malayalam names, the rupee sign) as such.
 */

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
  ['Assigned to', (e) => e.assigned_to?.name ?? null],
  ['Follow up on', (e) => e.follow_up_on],
  ['Notes', (e) => e.notes_count],
  ['Message', (e) => e.message],
];

/**
 * One cell. Text a spreadsheet would run as a formula (starting with =, +, -, @, or a tab or
 * carriage return that hides one) gets a leading apostrophe: a visitor wrote these fields.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function enquiriesCsv(enquiries: readonly Enquiry[]): string {
  const lines = [COLUMNS.map(([title]) => csvCell(title)).join(',')];
  for (const enquiry of enquiries) {
    lines.push(COLUMNS.map(([, read]) => csvCell(read(enquiry))).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
