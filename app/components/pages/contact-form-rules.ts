import {
  EMAIL_PATTERN,
  enquiryMessages,
  normalizePhone,
  PHONE_PATTERN,
} from '../../../contract/enquiry-rules';
import type { EnquirySender } from '../../../contract/site';
import type { Messages } from '../../i18n/messages';
import { ApiError } from '../../lib/api';
import { textOf } from '../../lib/form-post';

/**
 * The contact form's values and checks (product.md section 5), kept apart from the component so
 * they can be unit-tested. The rules are contract/enquiry-rules.ts's, the ones the API applies, so
 * the browser and the server never disagree; the messages are the page's language's (English:
 * the API's own, word for word).
 */

type ContactFormTexts = Messages['pages']['contactForm'];
/** The form's messages in the page's language (the catalogue's `pages.contactForm.errors`). */
export type ContactErrorTexts = ContactFormTexts['errors'];

export const CONTACT_FIELDS = [
  'name',
  'email',
  'phone',
  'propertyType',
  'budget',
  'subject',
  'message',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT_VALUES: ContactValues = {
  name: '',
  email: '',
  phone: '',
  propertyType: '',
  budget: '',
  subject: '',
  message: '',
};

/** The API's field names (product.md section 7) for the form's fields. */
const API_FIELD: Record<ContactField, string> = {
  name: 'name',
  email: 'email',
  phone: 'phone_number',
  propertyType: 'property_type',
  budget: 'budget_range',
  subject: 'subject',
  message: 'message',
};

/**
 * The message for one field, or undefined when it is fine. `isEmailWellFormed` comes from the
 * browser's own `type="email"` check, which is the rule the server applies (contract/email.ts).
 */
export function checkContactField(
  field: ContactField,
  values: ContactValues,
  isEmailWellFormed: boolean,
  texts: ContactErrorTexts = enquiryMessages,
): string | undefined {
  const value = values[field].trim();
  switch (field) {
    case 'name':
      return value ? undefined : texts.nameRequired;
    case 'email':
      if (!value) return texts.emailRequired;
      return isEmailWellFormed ? undefined : texts.emailInvalid;
    case 'phone':
      if (!value) return texts.phoneRequired;
      return PHONE_PATTERN.test(value) ? undefined : texts.phoneInvalid;
    case 'propertyType':
      return value ? undefined : texts.propertyTypeRequired;
    case 'message':
      return value ? undefined : texts.messageRequired;
    case 'budget':
    case 'subject':
      return undefined;
  }
}

/** Every field's message, in the form's order (the first one gets the focus). */
export function checkContactForm(
  values: ContactValues,
  isEmailWellFormed: boolean,
  texts: ContactErrorTexts = enquiryMessages,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = checkContactField(field, values, isEmailWellFormed, texts);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The enquiry as the API takes it; `website` is the honeypot a person never fills in. */
export function toEnquiryBody(values: ContactValues, website: string) {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone_number: values.phone.trim(),
    property_type: values.propertyType,
    budget_range: values.budget,
    subject: values.subject.trim(),
    message: values.message.trim(),
    website,
  };
}

/** The API's messages that have a text of their own in the catalogue, by their English words. */
const KNOWN_MESSAGES = new Map<string, Exclude<keyof ContactErrorTexts, 'tooLong'>>([
  [enquiryMessages.nameRequired, 'nameRequired'],
  [enquiryMessages.emailRequired, 'emailRequired'],
  [enquiryMessages.emailInvalid, 'emailInvalid'],
  [enquiryMessages.phoneRequired, 'phoneRequired'],
  [enquiryMessages.phoneInvalid, 'phoneInvalid'],
  [enquiryMessages.propertyTypeRequired, 'propertyTypeRequired'],
  [enquiryMessages.propertyTypeInvalid, 'propertyTypeInvalid'],
  [enquiryMessages.budgetInvalid, 'budgetInvalid'],
  [enquiryMessages.messageRequired, 'messageRequired'],
]);

/**
 * One of the API's messages (always English) in the page's language, when it is one the form
 * knows (contract/enquiry-rules.ts); any other is shown as the server wrote it.
 */
export function localizeApiMessage(message: string, texts: ContactErrorTexts): string {
  const known = KNOWN_MESSAGES.get(message);
  if (known) return texts[known];
  // 'Please keep this under 120 characters': the number is its only variable part.
  const max = Number(/\d+/.exec(message)?.[0]);
  if (Number.isInteger(max) && enquiryMessages.tooLong(max) === message) return texts.tooLong(max);
  return message;
}

/** A 400 answer's per-field messages, moved onto the form's fields, in the page's language. */
export function fromApiFieldErrors(
  fieldErrors: Record<string, string[]>,
  texts: ContactErrorTexts = enquiryMessages,
): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = fieldErrors[API_FIELD[field]]?.[0];
    if (message) errors[field] = localizeApiMessage(message, texts);
  }
  return errors;
}

/**
 * What the form says above its fields when sending failed: the network's or the rate limit's
 * message in the page's language, a known API message translated, else the server's own words
 * (such as a maintenance notice), else the generic failure.
 */
export function sendFailureMessage(
  error: unknown,
  texts: Pick<ContactFormTexts, 'errors' | 'networkError' | 'submitFailed' | 'tooManyRequests'>,
): string {
  if (!(error instanceof Error) || !error.message) return texts.submitFailed;
  if (error instanceof ApiError && error.status === 0) return texts.networkError;
  if (error instanceof ApiError && error.status === 429) {
    return texts.tooManyRequests(error.message);
  }
  return localizeApiMessage(error.message, texts.errors);
}

/** The first field with an error, in the form's order. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}

/**
 * What the contact page's action answers to a form posted without the page's scripts (or before
 * they ran): sent, or the visitor's values (the phone as normalised) with each field's message
 * and the failure above the form, in the API's English words; the form says them in the page's
 * language as it does the API's answers (localizeApiMessage, sendFailureMessage).
 */
export type ContactResult =
  | { sent: true }
  | {
      sent: false;
      values: ContactValues;
      errors: ContactErrors;
      failure: { message: string; status: number } | null;
    };

/** The form's fields as the browser posted them; `website` is the honeypot. */
export function readContactForm(form: URLSearchParams): {
  values: ContactValues;
  website: string;
} {
  const values = { ...EMPTY_CONTACT_VALUES };
  for (const field of CONTACT_FIELDS) values[field] = textOf(form, field);
  return { values, website: textOf(form, 'website') };
}

/**
 * The scripted form's steps, on the server: the phone normalised, the same checks (the e-mail by
 * the rule the browser's `type="email"` applies), then the enquiry sent through the API's own way
 * in (`sender`: its rate limit, schema and service). Nothing is sent while a field is wrong, as
 * in the browser.
 */
export async function sendContactForm(
  typed: ContactValues,
  website: string,
  sender: EnquirySender,
): Promise<ContactResult> {
  const values = { ...typed, phone: normalizePhone(typed.phone) };
  const email = values.email.trim();
  const errors = checkContactForm(values, email.length <= 254 && EMAIL_PATTERN.test(email));
  if (firstInvalidField(errors)) return { sent: false, values, errors, failure: null };
  const outcome = await sender.send(toEnquiryBody(values, website));
  if (outcome.sent) return { sent: true };
  const fieldErrors = fromApiFieldErrors(outcome.fieldErrors);
  const other = Object.values(outcome.fieldErrors)[0]?.[0];
  return {
    sent: false,
    values,
    errors: fieldErrors,
    failure: firstInvalidField(fieldErrors)
      ? null
      : { message: other ?? outcome.detail, status: outcome.status },
  };
}
