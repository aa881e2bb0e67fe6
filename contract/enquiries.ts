import { z } from 'zod';
import { emailAddress } from './email';

/** Visitor enquiries: the contact form and the listing's "Contact Management" form (SPEC 3, 5). */

export const DEFAULT_ENQUIRY_SUBJECT = 'Property Inquiry';

/** The contact form's budget options (SPEC section 3), rupee-prefixed. */
export const BUDGET_RANGES = [
  '₹5L-10L',
  '₹10L-25L',
  '₹25L-50L',
  '₹50L-75L',
  '₹75L-1Cr',
  'Above ₹1Cr',
] as const;

/** The contact form's property type select (SPEC section 2). */
export const ENQUIRY_PROPERTY_TYPES = [
  'Residential',
  'Commercial',
  'Industrial',
  'Land',
  'Investment',
] as const;

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
  thanks: 'Thank you! We will get back to you within 24 hours.',
  notFound: 'Enquiry not found.',
} as const;

/** What the phone box keeps while typing: digits behind at most one leading plus (SPEC 5). */
export function cleanPhoneInput(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

export const PHONE_PATTERN = /^\+\d{6,15}$/;

function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, enquiryMessages.tooLong(max));
}

function optionalChoice<const T extends readonly [string, ...string[]]>(
  choices: T,
  message: string,
) {
  return z
    .union([z.literal(''), z.enum(choices, { error: message })], { error: message })
    .nullish()
    .transform((value) => (value ? value : null));
}

export const enquiryInput = z
  .object({
    name: requiredText(enquiryMessages.nameRequired, 120),
    email: z
      .string({ error: enquiryMessages.emailRequired })
      .trim()
      .min(1, enquiryMessages.emailRequired)
      .max(254, enquiryMessages.emailInvalid)
      .pipe(emailAddress(enquiryMessages.emailInvalid)),
    phone_number: z
      .string({ error: enquiryMessages.phoneRequired })
      .trim()
      .min(1, enquiryMessages.phoneRequired)
      .regex(PHONE_PATTERN, enquiryMessages.phoneInvalid),
    subject: z
      .string()
      .trim()
      .max(200, enquiryMessages.tooLong(200))
      .nullish()
      .transform((value) => value || DEFAULT_ENQUIRY_SUBJECT),
    budget_range: optionalChoice(BUDGET_RANGES, enquiryMessages.budgetInvalid),
    property_type: optionalChoice(ENQUIRY_PROPERTY_TYPES, enquiryMessages.propertyTypeInvalid),
    message: requiredText(enquiryMessages.messageRequired, 5000),
    /** The listing the enquiry was made from, if any. */
    property: z.coerce.number().int().positive().nullish().default(null),
    /** Honeypot: people never see this field; bots fill it in. */
    website: z.string().nullish(),
  })
  .superRefine((input, ctx) => {
    // The contact page asks for a property type; an enquiry from a listing has the listing's.
    if (!input.property && !input.property_type) {
      ctx.addIssue({
        code: 'custom',
        path: ['property_type'],
        message: enquiryMessages.propertyTypeRequired,
      });
    }
  });
export type EnquiryInput = z.input<typeof enquiryInput>;
export type ValidEnquiry = z.output<typeof enquiryInput>;

export const enquiry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  subject: z.string(),
  budget_range: z.string().nullable(),
  message: z.string(),
  property_type: z.string().nullable(),
  property: z.number().int().nullable(),
  property_title: z.string().nullable(),
});
export type Enquiry = z.infer<typeof enquiry>;
