import { z } from 'zod';
import { ENQUIRY_STATUSES } from './agency';
import { emailAddress } from './email';
import { ownersOnlyMessages } from './owners-only';

/**
 * Erasing a person's data (issue 32, item 5; docs/decisions/021): an owner names one e-mail
 * address or one phone number, sees what is held about it, then erases it
 * (`POST /api/privacy/erase/`, /admin/privacy). The same schema checks the API's input and the
 * screen's form.
 */

/** The longest phone number typed with its spaces, dashes and brackets that is looked at. */
const MAX_PHONE_TEXT = 30;

export const privacyMessages = {
  /** 403 for agents on the route and the screen. */
  ownersOnly: ownersOnlyMessages.erasePersonalData,
  whoRequired: 'Give the e-mail address or the phone number of the person whose data to erase.',
  oneOnly: 'Give one of them: the e-mail address or the phone number, not both.',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid:
    'Please enter a phone number of 6 to 15 digits; spaces, dashes, brackets and a leading + or 0 are fine.',
  dryRunInvalid: 'dry_run must be true or false.',
  unknownField: 'Give only email or phone, and dry_run.',
  nothingHeld: (who: string) => `Nothing is held about ${who}.`,
  erased: (enquiries: number) =>
    enquiries === 1
      ? 'Erased: 1 enquiry and everything held about it.'
      : `Erased: ${enquiries} enquiries and everything held about them.`,
} as const;

/**
 * A phone number as the digits that name it, however it was written: `+91 98765 43210`,
 * `9876543210`, `098765-43210` and `0091 98765 43210` are all `9876543210`. An Indian number
 * loses its country code (91) or trunk zero; another country's keeps its code, so `+971 50 123
 * 4567` is `971501234567` (written without its code, it is a different number). Null when what
 * is left is not 6 to 15 digits, or the text holds anything but digits, spaces, dots, dashes,
 * brackets and one leading +.
 */
export function phoneKey(text: string): string | null {
  if (text.length > MAX_PHONE_TEXT) return null;
  const compact = text.replace(/[\s().-]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits = compact.replace('+', '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits.length >= 6 && digits.length <= 15 ? digits : null;
}

/** `POST /api/privacy/erase/`: one of `email` and `phone`; `dry_run` answers without erasing. */
export const erasureRequest = z
  .strictObject(
    {
      email: z
        .string({ error: privacyMessages.emailInvalid })
        .trim()
        .max(254, privacyMessages.emailInvalid)
        .pipe(emailAddress(privacyMessages.emailInvalid))
        .optional(),
      phone: z
        .string({ error: privacyMessages.phoneInvalid })
        .refine((text) => phoneKey(text) !== null, privacyMessages.phoneInvalid)
        .optional()
        .meta({ description: 'Written any way: +91 98765 43210, 9876543210, 098765-43210.' }),
      dry_run: z
        .boolean({ error: privacyMessages.dryRunInvalid })
        .default(false)
        .meta({ description: 'true: answer what would be erased, and erase nothing.' }),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? privacyMessages.unknownField : undefined,
    },
  )
  .superRefine((input, ctx) => {
    if (input.email === undefined && input.phone === undefined) {
      ctx.addIssue({ code: 'custom', message: privacyMessages.whoRequired });
    } else if (input.email !== undefined && input.phone !== undefined) {
      ctx.addIssue({ code: 'custom', message: privacyMessages.oneOnly });
    }
  });
export type ErasureRequest = z.input<typeof erasureRequest>;
export type ValidErasureRequest = z.output<typeof erasureRequest>;

/** How much went (or would go), kind by kind. */
export const erasureCounts = z.object({
  enquiries: z.number().int(),
  /** The team's notes on those enquiries. */
  enquiry_notes: z.number().int(),
  /** Entries of the audit trail whose personal values read "(erased)" afterwards. */
  audit_entries: z.number().int(),
  /** Notifications about those enquiries: waiting in the mail outbox, or kept as sent files. */
  mails: z.number().int(),
  /**
   * Saved searches of that address (issue 36), with the address's own row; their waiting and sent
   * mail counts under `mails`. Always 0 for an erasure by phone: alerts hold no number.
   */
  alerts: z.number().int(),
});
export type ErasureCounts = z.infer<typeof erasureCounts>;

/** The most enquiries an answer lists one by one; the counts cover them all. */
export const ERASURE_LISTED_ENQUIRIES = 100;

/**
 * What was (or would be) erased. The enquiries are told by when they came and what about, never
 * by what the person wrote: the answer names no one more than the request did.
 */
export const erasureReport = z.object({
  dry_run: z.boolean(),
  counts: erasureCounts,
  enquiries: z
    .array(
      z.object({
        id: z.number().int(),
        created_at: z.string(),
        status: z.enum(ENQUIRY_STATUSES),
        property: z.number().int().nullable(),
        property_title: z.string().nullable(),
      }),
    )
    .meta({ description: `Newest first; at most ${ERASURE_LISTED_ENQUIRIES}.` }),
});
export type ErasureReport = z.infer<typeof erasureReport>;

/** Whether a report found anything at all. */
export function isNothingHeld(counts: ErasureCounts): boolean {
  return Object.values(counts).every((count) => count === 0);
}
