import { z } from 'zod';
import { ENQUIRY_STATUSES, type EnquiryStatus } from './agency';
import { MAX_ID } from './input-limits';
import { pageQuery } from './pagination';
import { emailAddress } from './email';
import {
  BUDGET_RANGES,
  DEFAULT_ENQUIRY_SUBJECT,
  ENQUIRY_PROPERTY_TYPES,
  enquiryMessages,
  PHONE_PATTERN,
} from './enquiry-rules';
import { parseVisitTime, visitTimeProblem } from './visit-time';

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

/**
 * When the visitor would like to see the listing: a datetime-local value (India time) or an ISO
 * 8601 time with its offset, ahead of now and at most 90 days on; blank or absent for none.
 */
const visitAt = z
  .string({ error: enquiryMessages.visitInvalid })
  .nullish()
  .transform((value, ctx): Date | null => {
    if (!value?.trim()) return null;
    const at = parseVisitTime(value);
    const problem = at ? visitTimeProblem(at, new Date()) : 'invalid';
    if (problem === null) return at;
    const messages = {
      invalid: enquiryMessages.visitInvalid,
      past: enquiryMessages.visitPast,
      tooFar: enquiryMessages.visitTooFar,
    };
    ctx.addIssue({ code: 'custom', message: messages[problem] });
    return z.NEVER;
  })
  .meta({
    description:
      'The preferred site visit time, with a listing only: YYYY-MM-DDTHH:MM (India time, as a datetime-local input sends it) or ISO 8601 with an offset; in the future, at most 90 days ahead.',
  });

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
    visit_at: visitAt,
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
    // A visit is to a listing: the contact page's general enquiry has none to visit.
    if (input.visit_at && !input.property) {
      ctx.addIssue({
        code: 'custom',
        path: ['visit_at'],
        message: enquiryMessages.visitNeedsListing,
      });
    }
  });
export type EnquiryInput = z.input<typeof enquiryInput>;
export type ValidEnquiry = z.output<typeof enquiryInput>;

export const enquiry = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** The last time the team changed it (status, assignee, follow-up). */
  updated_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  subject: z.string(),
  budget_range: z.string().nullable(),
  message: z.string(),
  property_type: z.string().nullable(),
  property: z.number().int().nullable(),
  property_title: z.string().nullable(),
  /** When the visitor would like to see the listing (ISO 8601), if they said. */
  preferred_visit_at: z.string().nullable(),
  status: z.enum(ENQUIRY_STATUSES),
  /** The team member working on it (their name, or their e-mail when they have none). */
  assigned_to: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** YYYY-MM-DD: the day someone should get back to the visitor. */
  follow_up_on: z.string().nullable(),
  notes_count: z.number().int(),
});
export type Enquiry = z.infer<typeof enquiry>;

/*
 * The enquiry pipeline (issue 15): statuses, assignment, follow-up dates and notes, the admin's
 * list filters and its CSV export.
 */

export const ENQUIRY_STATUS_LABELS: Record<EnquiryStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  visit_scheduled: 'Visit scheduled',
  negotiating: 'Negotiating',
  won: 'Won',
  lost: 'Lost',
  spam: 'Spam',
};

/** Where an enquiry has ended: nothing is due on it any more. */
export const CLOSED_ENQUIRY_STATUSES: readonly EnquiryStatus[] = ['won', 'lost', 'spam'];

export const NOTE_MAX_LENGTH = 2000;
const Q_MAX_LENGTH = 100;

export const pipelineMessages = {
  statusInvalid: `Choose one of ${ENQUIRY_STATUSES.join(', ')}.`,
  assigneeInvalid: 'Give the id of a team member, or null to unassign.',
  assigneeUnknown: 'This team member does not exist or is no longer active.',
  assigneeFilterInvalid: 'Give the id of a team member, or none for unassigned enquiries.',
  followUpInvalid: 'Give a date as YYYY-MM-DD, or null for none.',
  propertyInvalid: 'Give a listing id (a whole number from 1).',
  dateInvalid: 'Give a date as YYYY-MM-DD.',
  sinceInvalid: 'Give a date as YYYY-MM-DD, or a time as an ISO 8601 timestamp.',
  datesReversed: 'The start date must not be after the end date.',
  dueInvalid: 'The only choice is today.',
  qTooLong: `Search for at most ${Q_MAX_LENGTH} characters.`,
  nothingToChange: 'Give at least one of status, assigned_to and follow_up_on.',
  noteRequired: 'Please write the note.',
  noteTooLong: `Please keep a note under ${NOTE_MAX_LENGTH} characters.`,
} as const;

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const calendarDate = (message: string) =>
  z.string({ error: message }).refine(isCalendarDate, message);

const optionalId = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);

/** `PATCH /api/properties/contacts/{id}/`: any of the three; unknown fields are refused. */
export const enquiryUpdate = z
  .strictObject(
    {
      status: z.enum(ENQUIRY_STATUSES, { error: pipelineMessages.statusInvalid }).optional(),
      assigned_to: z
        .number({ error: pipelineMessages.assigneeInvalid })
        .int(pipelineMessages.assigneeInvalid)
        .min(1, pipelineMessages.assigneeInvalid)
        .max(MAX_ID, pipelineMessages.assigneeInvalid)
        .nullable()
        .optional(),
      follow_up_on: calendarDate(pipelineMessages.followUpInvalid).nullable().optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? pipelineMessages.nothingToChange : undefined,
    },
  )
  .refine(
    (input) =>
      input.status !== undefined ||
      input.assigned_to !== undefined ||
      input.follow_up_on !== undefined,
    pipelineMessages.nothingToChange,
  );
export type EnquiryUpdate = z.output<typeof enquiryUpdate>;

/** `POST /api/properties/contacts/{id}/notes/`. */
export const enquiryNoteInput = z.object({
  text: z
    .string({ error: pipelineMessages.noteRequired })
    .trim()
    .min(1, pipelineMessages.noteRequired)
    .max(NOTE_MAX_LENGTH, pipelineMessages.noteTooLong),
});
export type EnquiryNoteInput = z.output<typeof enquiryNoteInput>;

export const enquiryNote = z.object({
  id: z.number().int(),
  /** Null once the author's account is gone; the name stays. */
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  text: z.string(),
  created_at: z.string(),
});
export type EnquiryNote = z.infer<typeof enquiryNote>;

/** One enquiry with its notes, oldest first. */
export const enquiryDetail = enquiry.extend({ notes: z.array(enquiryNote) });
export type EnquiryDetail = z.infer<typeof enquiryDetail>;

/** Someone an enquiry can be assigned to: an active member of the team. */
export const assignee = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type Assignee = z.infer<typeof assignee>;

/**
 * A query parameter: text, where an empty value means absent (a form's blank select), then read
 * by `schema`. The API description shows it as the text it is.
 */
function param<Output>(schema: z.ZodType<Output>, message: string, description: string) {
  return z
    .string({ error: message })
    .optional()
    .transform((value, ctx): Output | undefined => {
      if (value === undefined || value === '') return undefined;
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    })
    .meta({ description });
}

function isTimestamp(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

/**
 * The list's and the export's filters. Dates are days in Kerala: `from` counts from the start of
 * its day, `to` to the end of its day; `from` may also be an exact time (the dashboard's "new
 * since yesterday" links with one).
 */
const filterFields = {
  status: param(
    z.enum(ENQUIRY_STATUSES, { error: pipelineMessages.statusInvalid }),
    pipelineMessages.statusInvalid,
    `One of ${ENQUIRY_STATUSES.join(', ')}.`,
  ),
  assigned_to: param(
    z.union([z.literal('none'), optionalId(pipelineMessages.assigneeFilterInvalid)], {
      error: pipelineMessages.assigneeFilterInvalid,
    }),
    pipelineMessages.assigneeFilterInvalid,
    "A team member's id, or none for enquiries nobody has.",
  ),
  property: param(
    optionalId(pipelineMessages.propertyInvalid),
    pipelineMessages.propertyInvalid,
    'A listing id.',
  ),
  q: param(
    z
      .string()
      .trim()
      .max(Q_MAX_LENGTH, pipelineMessages.qTooLong)
      .transform((value) => value || undefined),
    pipelineMessages.qTooLong,
    'Part of the name, the phone number (its digits) or the e-mail, in any case.',
  ),
  from: param(
    z
      .string()
      .refine(
        (value) => isCalendarDate(value) || isTimestamp(value),
        pipelineMessages.sinceInvalid,
      ),
    pipelineMessages.sinceInvalid,
    'Received on or after this day in Kerala (YYYY-MM-DD), or this time (ISO 8601).',
  ),
  to: param(
    calendarDate(pipelineMessages.dateInvalid),
    pipelineMessages.dateInvalid,
    'Received on or before this day in Kerala (YYYY-MM-DD).',
  ),
  due: param(
    z.literal('today', { error: pipelineMessages.dueInvalid }),
    pipelineMessages.dueInvalid,
    'today: a follow-up due today or earlier, on an enquiry that is not won, lost or spam.',
  ),
};

function datesInOrder(
  input: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (input.from && input.to && input.from.slice(0, 10) > input.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: pipelineMessages.datesReversed });
  }
}

export const enquiryFilters = z.object(filterFields).superRefine(datesInOrder);
export type EnquiryFilters = z.output<typeof enquiryFilters>;

/** The list: the filters and a page. */
export const enquiryListQuery = z
  .object({ ...pageQuery(50).shape, ...filterFields })
  .superRefine(datesInOrder);
export type EnquiryListQuery = z.output<typeof enquiryListQuery>;
