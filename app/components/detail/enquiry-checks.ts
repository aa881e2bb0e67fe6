import { EMAIL_PATTERN, enquiryMessages, PHONE_PATTERN } from '../../../contract/enquiry-rules';
import type { I18n } from '../../i18n/i18n';
import type { Messages } from '../../i18n/messages';
import { NETWORK_ERROR_MESSAGE } from '../../lib/api';

/**
 * The listing enquiry's checks in the browser, with the contract's rules and the page's language
 * (zod stays out of public pages). The server runs the same rules again and has the last word.
 */

export interface EnquiryFields {
  name: string;
  email: string;
  phone_number: string;
  message: string;
  consent: boolean;
}

export type EnquiryFieldName = keyof EnquiryFields;
export type EnquiryErrors = Partial<Record<EnquiryFieldName, string>>;

/** The checks' messages in the page's language; the English ones are the API's own. */
export type EnquiryErrorTexts = Messages['detail']['enquiry']['errors'];

/** Each field's first problem; an empty object when the enquiry may be sent. */
export function checkEnquiry(fields: EnquiryFields, texts: EnquiryErrorTexts): EnquiryErrors {
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
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone_number: fields.phone_number.trim(),
    message: fields.message.trim(),
    // In the page's language, as the e-mail link's subject is.
    subject: m.common.enquirySubject(listing.title).slice(0, 200),
    property: listing.id,
  };
}
