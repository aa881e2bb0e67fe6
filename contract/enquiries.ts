import { MAX_ID } from './input-limits';
import { z } from 'zod';
import { emailAddress } from './email';
import {
  BUDGET_RANGES,
  DEFAULT_ENQUIRY_SUBJECT,
  ENQUIRY_PROPERTY_TYPES,
  enquiryMessages,
  PHONE_PATTERN,
} from './enquiry-rules';

export * from './enquiry-rules';

/**
 * Visitor enquiries: the contact form and the listing's "Contact Management" form (product.md
 * sections 3 and 5).
 */

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
    property: z.coerce
      .number({ error: enquiryMessages.listingNotFound })
      .int(enquiryMessages.listingNotFound)
      .positive(enquiryMessages.listingNotFound)
      .max(MAX_ID, enquiryMessages.listingNotFound)
      .nullish()
      .default(null),
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
