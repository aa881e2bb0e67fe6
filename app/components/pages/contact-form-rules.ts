import { enquiryMessages, PHONE_PATTERN } from '../../../contract/enquiry-rules';

/**
 * The contact form's values and checks (product.md section 5), kept apart from the component so
 * they can be unit-tested. The rules and messages are contract/enquiry-rules.ts's, the ones the API
 * applies, so the browser and the server never disagree.
 */

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
): string | undefined {
  const value = values[field].trim();
  switch (field) {
    case 'name':
      return value ? undefined : enquiryMessages.nameRequired;
    case 'email':
      if (!value) return enquiryMessages.emailRequired;
      return isEmailWellFormed ? undefined : enquiryMessages.emailInvalid;
    case 'phone':
      if (!value) return enquiryMessages.phoneRequired;
      return PHONE_PATTERN.test(value) ? undefined : enquiryMessages.phoneInvalid;
    case 'propertyType':
      return value ? undefined : enquiryMessages.propertyTypeRequired;
    case 'message':
      return value ? undefined : enquiryMessages.messageRequired;
    case 'budget':
    case 'subject':
      return undefined;
  }
}

/** Every field's message, in the form's order (the first one gets the focus). */
export function checkContactForm(values: ContactValues, isEmailWellFormed: boolean): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = checkContactField(field, values, isEmailWellFormed);
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

/** A 400 answer's per-field messages, moved onto the form's fields. */
export function fromApiFieldErrors(fieldErrors: Record<string, string[]>): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const message = fieldErrors[API_FIELD[field]]?.[0];
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first field with an error, in the form's order. */
export function firstInvalidField(errors: ContactErrors): ContactField | undefined {
  return CONTACT_FIELDS.find((field) => errors[field] !== undefined);
}
