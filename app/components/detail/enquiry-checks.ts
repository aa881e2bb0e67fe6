import { EMAIL_PATTERN, enquiryMessages, PHONE_PATTERN } from '../../../contract/enquiry-rules';

/**
 * The listing enquiry's checks in the browser, with the contract's messages (zod stays out of
 * public pages). The server runs the same rules again and has the last word.
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

export const ENQUIRY_DEFAULT_MESSAGE =
  "I'm interested in this property. Please contact me with more information.";

export const CONSENT_REQUIRED = 'Please agree to be contacted about this property';

/** Each field's first problem; an empty object when the enquiry may be sent. */
export function checkEnquiry(fields: EnquiryFields): EnquiryErrors {
  const errors: EnquiryErrors = {};
  const email = fields.email.trim();
  const phone = fields.phone_number.trim();
  if (fields.name.trim() === '') errors.name = enquiryMessages.nameRequired;
  else if (fields.name.trim().length > 120) errors.name = enquiryMessages.tooLong(120);
  if (email === '') errors.email = enquiryMessages.emailRequired;
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) {
    errors.email = enquiryMessages.emailInvalid;
  }
  if (phone === '') errors.phone_number = enquiryMessages.phoneRequired;
  else if (!PHONE_PATTERN.test(phone)) errors.phone_number = enquiryMessages.phoneInvalid;
  if (fields.message.trim() === '') errors.message = enquiryMessages.messageRequired;
  else if (fields.message.trim().length > 5000) errors.message = enquiryMessages.tooLong(5000);
  if (!fields.consent) errors.consent = CONSENT_REQUIRED;
  return errors;
}

/** The body of POST /api/properties/contacts/ for an enquiry about this listing. */
export function buildEnquiryPayload(fields: EnquiryFields, listing: { id: number; title: string }) {
  return {
    name: fields.name.trim(),
    email: fields.email.trim(),
    phone_number: fields.phone_number.trim(),
    message: fields.message.trim(),
    subject: `Enquiry: ${listing.title}`.slice(0, 200),
    property: listing.id,
  };
}
