import { useId } from 'react';

import { STATUS_LABELS } from '../../../../contract/admin-properties';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../../../contract/property-constants';

/** One colour per status, the same on the dashboard, the list and its select. */
const STATUS_TONES: Record<PropertyStatus, { badge: string; dot: string }> = {
  available: { badge: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20', dot: 'bg-emerald-500' },
  draft: { badge: 'bg-ink-100 text-ink-700 ring-ink-500/20', dot: 'bg-ink-400' },
  sold: { badge: 'bg-rose-50 text-rose-800 ring-rose-600/20', dot: 'bg-rose-500' },
  rented: { badge: 'bg-sky-50 text-sky-800 ring-sky-600/20', dot: 'bg-sky-500' },
};

export function statusDotClass(status: PropertyStatus): string {
  return STATUS_TONES[status].dot;
}

export function StatusBadge({ status }: { status: PropertyStatus }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${STATUS_TONES[status].badge}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${STATUS_TONES[status].dot}`} />
      {STATUS_LABELS[status]}
    </span>
  );
}

/**
 * The status of one listing as a coloured select: choosing another status saves it at once.
 * Never disabled while saving, so a keyboard user keeps their place.
 */
export function StatusSelect({
  value,
  listingTitle,
  isSaving,
  onChange,
}: {
  value: PropertyStatus;
  listingTitle: string;
  isSaving: boolean;
  onChange: (status: PropertyStatus) => void;
}) {
  const id = useId();
  return (
    <div className="relative inline-flex">
      <label htmlFor={id} className="sr-only">
        Status of {listingTitle}
      </label>
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute top-1/2 left-3 size-1.5 -translate-y-1/2 rounded-full ${STATUS_TONES[value].dot}`}
      />
      <select
        id={id}
        value={value}
        aria-busy={isSaving}
        onChange={(event) => onChange(event.target.value as PropertyStatus)}
        className={`min-h-9 cursor-pointer appearance-none rounded-full py-1 pr-8 pl-6 text-xs font-semibold ring-1 ring-inset transition-opacity focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          STATUS_TONES[value].badge
        } ${isSaving ? 'opacity-70' : ''}`}
      >
        {PROPERTY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      <svg
        viewBox="0 0 20 20"
        aria-hidden="true"
        focusable="false"
        className="pointer-events-none absolute top-1/2 right-2.5 size-3.5 -translate-y-1/2 opacity-70"
      >
        <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </div>
  );
}
