import type { EnquiryStatus } from '../../../../contract/agency';
import { ENQUIRY_STATUS_LABELS } from '../../../../contract/enquiries';

/** One colour per step of the pipeline, the same on the chips, the list and the drawer. */
export const ENQUIRY_STATUS_TONES: Record<EnquiryStatus, { badge: string; dot: string }> = {
  new: { badge: 'bg-brand-50 text-brand-800 ring-brand-600/25', dot: 'bg-brand-600' },
  contacted: { badge: 'bg-sky-50 text-sky-800 ring-sky-600/20', dot: 'bg-sky-500' },
  visit_scheduled: {
    badge: 'bg-violet-50 text-violet-800 ring-violet-600/20',
    dot: 'bg-violet-500',
  },
  negotiating: { badge: 'bg-amber-50 text-amber-800 ring-amber-600/25', dot: 'bg-amber-500' },
  won: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
  lost: { badge: 'bg-rose-50 text-rose-800 ring-rose-600/20', dot: 'bg-rose-500' },
  spam: { badge: 'bg-ink-100 text-ink-600 ring-ink-500/20', dot: 'bg-ink-400' },
};

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  const tone = ENQUIRY_STATUS_TONES[status];
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tone.badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${tone.dot}`} />
      {ENQUIRY_STATUS_LABELS[status]}
    </span>
  );
}
