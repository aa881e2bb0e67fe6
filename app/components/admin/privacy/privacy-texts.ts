import { ENQUIRY_STATUS_LABELS } from '../../../../contract/enquiries';
import type { ErasureCounts, ErasureReport } from '../../../../contract/privacy';
import { formatReceived } from '../enquiries/enquiry-format';
import type { EraseBy } from './privacy-intents';

/** The Privacy screen's words (the back office is English). */
export const privacyTexts = {
  title: 'Privacy',
  description:
    'Erase what is held about a person who asks: their enquiries, the notes on them, their values in the activity, and the e-mails about them.',
  formTitle: "Erase a person's data",
  formHelp:
    'Give the e-mail address or the phone number they wrote to us with. A phone number is found however it was written: +91 98765 43210, 9876543210 and 098765-43210 are the same number.',
  byLegend: 'Find them by',
  byLabels: { email: 'E-mail address', phone: 'Phone number' } satisfies Record<EraseBy, string>,
  find: 'Find what is held',
  finding: 'Looking…',
  loading: 'Looking for what is held…',
  idleTitle: 'Nothing looked up yet',
  idleBody:
    'You will see what is held before anything is erased. The activity keeps its entries, with the person’s values read “(erased)”; the erasure itself is recorded there with its counts, never the address.',
  nothingHeldBody:
    'No enquiry, note or e-mail here was sent with it, so there is nothing to erase. Check the spelling, or try their other address or number.',
  heldTitle: (who: string) => `Held about ${who}`,
  erase: 'Erase all of it…',
  confirmTitle: 'Erase this person’s data?',
  confirmMessage: (who: string) =>
    `Everything below, held about ${who}, is erased at once. This cannot be undone.`,
  confirm: 'Erase',
  confirming: 'Erasing…',
  erasedTitle: 'Erased',
  erasedBody: (who: string) =>
    `Nothing is held about ${who} any more. The activity records that you erased it, with these counts.`,
  lookFailed: 'Could not look up what is held. Please try again.',
  eraseFailed: 'The data could not be erased. Please try again.',
  tryAgain: 'Try again',
  ownersOnlyTitle: 'Only owners can erase personal data',
  ownersOnlyBody: 'Ask an owner of the agency when someone wants their data erased.',
  enquiriesListed: 'The enquiries',
  moreEnquiries: (count: number) => `and ${count.toLocaleString('en-IN')} more`,
} as const;

/** Each kind the erasure takes, with its count, as the screen and the dialog list them. */
export function countRows(counts: ErasureCounts): { label: string; count: number }[] {
  return [
    { label: 'Enquiries', count: counts.enquiries },
    { label: 'Notes by the team', count: counts.enquiry_notes },
    { label: 'Activity entries (kept, values erased)', count: counts.audit_entries },
    { label: 'Saved searches (alerts)', count: counts.alerts },
    { label: 'E-mails about them', count: counts.mails },
  ];
}

/** An enquiry as the screen lists it: when it came, about what, and where it stands. */
export function describeEnquiry(enquiry: ErasureReport['enquiries'][number]): string {
  const about = enquiry.property_title
    ? `${enquiry.property_title} (#${enquiry.property})`
    : enquiry.property !== null
      ? `listing #${enquiry.property}`
      : 'a general enquiry';
  return `${formatReceived(enquiry.created_at)} · ${about} · ${ENQUIRY_STATUS_LABELS[enquiry.status]}`;
}

/** The enquiries the report lists beyond those shown, and those it could not list at all. */
export function hiddenEnquiries(report: ErasureReport, shown: number): number {
  return Math.max(report.counts.enquiries - Math.min(shown, report.enquiries.length), 0);
}
