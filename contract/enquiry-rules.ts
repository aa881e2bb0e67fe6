/**
 * Visitor enquiry rules without zod (product.md sections 3 and 5): the contact page and the
 * listing's "Contact Management" form use these in the browser; enquiries.ts builds the schema on
 * them.
 */

export const DEFAULT_ENQUIRY_SUBJECT = 'Property Inquiry';

/** The contact form's budget options (product.md section 3), rupee-prefixed. */
export const BUDGET_RANGES = [
  '₹5L-10L',
  '₹10L-25L',
  '₹25L-50L',
  '₹50L-75L',
  '₹75L-1Cr',
  'Above ₹1Cr',
] as const;

/** The contact form's property type select (product.md section 2). */
export const ENQUIRY_PROPERTY_TYPES = [
  'Residential',
  'Commercial',
  'Industrial',
  'Land',
  'Investment',
] as const;

/**
 * How far ahead a visitor may ask to visit a listing. Here, not in visit-time.ts, which imports
 * it: the contact page checks with these rules and never loads the visit time's formatter.
 */
export const VISIT_MAX_DAYS = 90;

export const enquiryMessages = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  phoneRequired: 'Please enter your phone number',
  phoneInvalid: 'Please enter a valid phone number starting with + followed by numbers',
  propertyTypeRequired: 'Please choose a property type',
  propertyTypeInvalid: `Choose one of ${ENQUIRY_PROPERTY_TYPES.join(', ')}`,
  budgetInvalid: `Choose one of ${BUDGET_RANGES.join(', ')}`,
  messageRequired: 'Please enter your message',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
  listingNotFound: 'This listing is no longer available.',
  /** The preferred visit time (contract/visit-time.ts): a datetime-local value is India time. */
  visitInvalid: 'Please choose a date and time for the visit (India time)',
  visitPast: 'Please choose a visit time in the future',
  visitTooFar: `Please choose a visit time within the next ${VISIT_MAX_DAYS} days`,
  visitNeedsListing: 'A visit time can only be asked for about a listing',
  thanks: 'Thank you! We will get back to you within 24 hours.',
  notFound: 'Enquiry not found.',
} as const;

/** The phone box as typed: digits kept behind at most one leading plus (product.md section 5). */
export function cleanPhoneInput(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/**
 * An Indian mobile number as people type it, in the form the API takes (`+91XXXXXXXXXX`): ten
 * digits starting with 6 to 9, with spaces, dashes, dots or brackets, a trunk 0, or the country
 * code as 91, +91 or 0091 in front. `98765 43210`, `09876543210`, `919876543210` and
 * `+91 98765-43210` all become `+919876543210`. Any other number comes back without its spaces,
 * dashes, dots and brackets, so another country's keeps its + and code and a number that is
 * neither is refused by PHONE_PATTERN with `phoneInvalid`, as before; text that is not a number
 * comes back as typed (trimmed). Run it on
 * blur and on send, not on each key: `9198765432` is a whole mobile number on its own, and also
 * the first ten digits of `919876543210`.
 */
export function normalizePhone(value: string): string {
  const compact = value.trim().replace(/[\s().-]/g, '');
  const mobile = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact)?.[1];
  if (mobile) return `+91${mobile}`;
  // Anything but a number (letters, a second +) stays as typed, for its message to be the right one.
  return /^\+?\d*$/.test(compact) ? compact : value.trim();
}

/**
 * The HTML standard's rule for `<input type="email">`, which the server's schema applies too
 * (contract/email.ts, zod's html5Email): forms check exactly what the API accepts.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const PHONE_PATTERN = /^\+\d{6,15}$/;
