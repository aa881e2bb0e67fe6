/** The Enquiries screen's messages (product.md section 8; the success toast is ours). */
export const enquiryMessages = {
  fetchFailed: 'Failed to fetch enquiries',
  deleted: 'Enquiry deleted successfully',
  deleteFailed: 'Failed to delete enquiry',
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
