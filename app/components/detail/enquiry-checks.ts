import {
  EMAIL_PATTERN,
  enquiryMessages,
  normalizePhone,
  PHONE_PATTERN,
} from '../../../contract/enquiry-rules';
import { parseVisitTime, visitTimeProblem } from '../../../contract/visit-time';
import type { FieldErrors } from '../../../contract/errors';
import type { EnquirySender } from '../../../contract/site';
import type { I18n } from '../../i18n/i18n';
import type { Messages } from '../../i18n/messages';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api';
import { textOf } from '../../lib/form-post';

/**
 * The listing enquiry's checks in the browser, with the contract's rules and the page's language
 * (zod stays out of public pages). The server runs the same rules again and has the last word.
 */

export interface EnquiryFields {
  name: string;
  email: string;
  phone_number: string;
  message: string;
  /** The preferred visit time as the datetime-local input has it (India time), or ''. */
  visit_at: string;
  consent: boolean;
}

export type EnquiryFieldName = keyof EnquiryFields;
export type EnquiryErrors = Partial<Record<EnquiryFieldName, string>>;

/** The checks' messages in the page's language; the English ones are the API's own. */
export type EnquiryErrorTexts = Messages['detail']['enquiry']['errors'];

const VISIT_PROBLEMS = {
  invalid: 'visitInvalid',
  past: 'visitPast',
  tooFar: 'visitTooFar',
} as const satisfies Record<string, keyof EnquiryErrorTexts>;

/** Each field's first problem; an empty object when the enquiry may be sent. */
export function checkEnquiry(
  fields: EnquiryFields,
  texts: EnquiryErrorTexts,
  now = new Date(),
): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const email = fields.email.trim();
  const phone = fields.phone_number.trim();
  if (fields.name.trim() === '') errors.name = texts.nameRequired;
  else if (fields.name.trim().length > 120) errors.name = texts.tooLong(120);
  if (email === '') errors.email = texts.emailRequired;
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    errors.email = texts.emailInvalid;
  }
  if (phone === '') errors.phone_number = texts.phoneRequired;
  else if (!PHONE_PATTERN.test(phone)) errors.phone_number = texts.phoneInvalid;
  if (fields.message.trim() === '') errors.message = texts.messageRequired;
  else if (fields.message.trim().length > 5000) errors.message = texts.tooLong(5000);
  if (fields.visit_at.trim() !== '') {
    const at = parseVisitTime(fields.visit_at);
    const problem = at ? visitTimeProblem(at, now) : 'invalid';
    if (problem) errors.visit_at = texts[VISIT_PROBLEMS[problem]];
  }
  if (!fields.consent) errors.consent = texts.consentRequired;
  return errors;
}

/** The API's English messages that have a text of their own in the catalogue. */
const SERVER_MESSAGES = [
  'nameRequired',
  'emailRequired',
  'emailInvalid',
  'phoneRequired',
  'phoneInvalid',
  'messageRequired',
  'listingNotFound',
  'visitInvalid',
  'visitPast',
  'visitTooFar',
  'visitNeedsListing',
] as const satisfies readonly (keyof typeof enquiryMessages & keyof EnquiryErrorTexts)[];

/** The rate limit's answer (server/errors.ts): 'Too many requests. Please try again in 2 minutes.' */
const TOO_MANY = /^Too many requests\. Please try again in (\d+) (second|minute)s?\.$/;

/**
 * A message from the API (or from app/lib/api.ts when the server was not reached) in the page's
 * language. The API speaks English only: the messages it is known to send are mapped to their
 * catalogue texts, and any other is shown as it came.
 */
export function localiseEnquiryError(message: string, texts: EnquiryErrorTexts): string {
  const known = SERVER_MESSAGES.find((key) => enquiryMessages[key] === message);
  if (known) return texts[known];
  const limit = /\d+/.exec(message)?.[0];
  if (limit !== undefined && enquiryMessages.tooLong(Number(limit)) === message) {
    return texts.tooLong(Number(limit));
  }
  if (message === NETWORK_ERROR_MESSAGE) return texts.network;
  const tooMany = TOO_MANY.exec(message);
  if (tooMany)
    return texts.tooMany(Number(tooMany[1]), tooMany[2] === 'minute' ? 'minute' : 'second');
  return message;
}

/** The body of POST /api/properties/contacts/ for an enquiry about this listing. */
export function buildEnquiryPayload(
  fields: EnquiryFields,
  listing: { id: number; title: string },
  { m }: Pick<I18n, 'm'>,
) {
  return enquiryPayload(fields, listing.id, m.common.enquirySubject(listing.title));
}

/** The API's body; `subject` in the page's language, as the e-mail link's subject is. */
function enquiryPayload(fields: EnquiryFields, listingId: number, subject: string) {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone_number: fields.phone_number.trim(),
    message: fields.message.trim(),
    subject: subject.slice(0, 200),
    property: listingId,
    // Sent as the input has it, India time to the minute; left out when none was chosen.
    ...(fields.visit_at.trim() ? { visit_at: fields.visit_at.trim() } : {}),
  };
}

export const ENQUIRY_FIELD_ORDER: EnquiryFieldName[] = [
  'name',
  'email',
  'phone_number',
  'message',
  'visit_at',
  'consent',
];

/**
 * A refused enquiry as the form shows it: errors of fields the visitor can fix under those fields,
 * the rest (the listing gone, too many tries) above the form; all in the page's language.
 */
export function explainRefusal(
  message: string,
  fieldErrors: FieldErrors,
  texts: EnquiryErrorTexts,
): { errors: EnquiryErrors; general: string } {
  const errors: EnquiryErrors = {};
  for (const field of ENQUIRY_FIELD_ORDER) {
    const first = fieldErrors[field]?.[0];
    if (first) errors[field] = localiseEnquiryError(first, texts);
  }
  let general = message;
  if (Object.keys(errors).length > 0) {
    const other = Object.entries(fieldErrors).find(
      ([field]) => !(ENQUIRY_FIELD_ORDER as string[]).includes(field),
    );
    general = other?.[1][0] ?? '';
  }
  return { errors, general: general && localiseEnquiryError(general, texts) };
}

/**
 * What a listing page's action answers to the enquiry form posted without scripts (or before they
 * ran): sent, or the visitor's fields (the phone as normalised) with their errors and the message
 * above the form, in the page's language.
 */
export type EnquiryResult =
  { sent: true } | { sent: false; fields: EnquiryFields; errors: EnquiryErrors; general: string };

/** The form's fields as the browser posted them; `website` is the honeypot. */
export function readEnquiryForm(form: URLSearchParams): { fields: EnquiryFields; website: string } {
  return {
    fields: {
      name: textOf(form, 'name'),
      email: textOf(form, 'email'),
      phone_number: textOf(form, 'phone_number'),
      message: textOf(form, 'message'),
      visit_at: textOf(form, 'visit_at'),
      consent: form.has('consent'),
    },
    website: textOf(form, 'website'),
  };
}

/**
 * The scripted form's steps, on the server: the phone normalised, the same checks, then the
 * enquiry sent through the API's own way in (`sender`: its rate limit, schema and service).
 */
export async function sendEnquiryForm(
  typed: EnquiryFields,
  website: string,
  about: { listingId: number; subject: string },
  texts: EnquiryErrorTexts,
  sender: EnquirySender,
): Promise<EnquiryResult> {
  const fields = { ...typed, phone_number: normalizePhone(typed.phone_number) };
  const errors = checkEnquiry(fields, texts);
  if (Object.keys(errors).length > 0) return { sent: false, fields, errors, general: '' };
  const outcome = await sender.send({
    ...enquiryPayload(fields, about.listingId, about.subject),
    website,
  });
  if (outcome.sent) return { sent: true };
  // The message a scripted form gets: the answer's detail, else its first field's (lib/api.ts).
  const first = Object.values(outcome.fieldErrors)[0]?.[0];
  const message = first ?? outcome.detail;
  return { sent: false, fields, ...explainRefusal(message, outcome.fieldErrors, texts) };
}
