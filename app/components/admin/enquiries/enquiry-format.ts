/** The Enquiries screen's messages (product.md section 8; the success toast is ours). */
export const enquiryMessages = {
  fetchFailed: 'Failed to fetch enquiries',
  deleted: 'Enquiry deleted successfully',
  deleteFailed: 'Failed to delete enquiry',
  detailFailed: 'Failed to load the enquiry',
  updated: 'Enquiry updated',
  updateFailed: 'Failed to update the enquiry',
  noteAdded: 'Note added',
  noteFailed: 'Failed to add the note',
  exportFailed: 'Failed to export enquiries',
  assigneesFailed: 'Could not load the team',
} as const;

/** product.md section 9: the admin list shows at most 200 characters of a message. */
export const ENQUIRY_MESSAGE_LIMIT = 200;

/** The message cut at 200 characters, with an ellipsis when something was cut. */
export function truncateMessage(message: string): string {
  const text = message.trim();
  if (text.length <= ENQUIRY_MESSAGE_LIMIT) return text;
  return `${text.slice(0, ENQUIRY_MESSAGE_LIMIT).trimEnd()}…`;
}

const RECEIVED_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** When an enquiry arrived, as the office in Kerala reads it: '24 Nov 2026, 2:05 pm'. */
export function formatReceived(isoDate: string): string {
  const date = new Date(isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return RECEIVED_FORMAT.format(date).replace(
    /\s?(am|pm)$/i,
    (suffix) => ` ${suffix.trim().toLowerCase()}`,
  );
}

const FOLLOW_UP_FORMAT = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A follow-up day (YYYY-MM-DD, a calendar day): 'Sat, 5 Dec 2026'. */
export function formatFollowUp(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return FOLLOW_UP_FORMAT.format(date).replace(/, (\d{4})$/, ' $1');
}
