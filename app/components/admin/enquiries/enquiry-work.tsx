import { useId, useRef, useState } from 'react';

import { ENQUIRY_STATUSES, type EnquiryStatus } from '../../../../contract/agency';
import {
  type Assignee,
  type EnquiryDetail,
  type EnquiryUpdate,
  ENQUIRY_STATUS_LABELS,
  NOTE_MAX_LENGTH,
} from '../../../../contract/enquiries';
import { buttonStyles, cardStyles, errorBoxStyles, inputStyles, labelStyles } from '../ui';
import { formatReceived } from './enquiry-format';
import { formatVisitTime } from '../../../../contract/visit-time';
import { EnquiryStatusBadge } from './enquiry-status';

/** How the visitor can be reached, and what they asked about. */
export function EnquirySummary({ enquiry }: { enquiry: EnquiryDetail }) {
  const rows: [string, React.ReactNode][] = [
    ['Received', formatReceived(enquiry.created_at)],
    [
      'E-mail',
      <a key="e" href={`mailto:${enquiry.email}`} className="text-brand-700 hover:underline">
        {enquiry.email}
      </a>,
    ],
    [
      'Phone',
      <a
        key="p"
        href={`tel:${enquiry.phone_number.replace(/[^\d+]/g, '')}`}
        className="text-brand-700 hover:underline"
      >
        {enquiry.phone_number}
      </a>,
    ],
    ['Subject', enquiry.subject],
  ];
  if (enquiry.property !== null) {
    rows.push([
      'Listing',
      <a
        key="l"
        href={`/property/${enquiry.property}`}
        target="_blank"
        rel="noreferrer"
        className="text-brand-700 hover:underline"
      >
        {enquiry.property_title ?? `Listing #${enquiry.property}`}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>,
    ]);
  }
  if (enquiry.preferred_visit_at) {
    // India time first, then the Gulf's: the visitor may be calling from Dubai or Riyadh.
    rows.push([
      'Preferred visit',
      <time key="v" dateTime={enquiry.preferred_visit_at}>
        {formatVisitTime(enquiry.preferred_visit_at)}
      </time>,
    ]);
  }
  if (enquiry.property_type) rows.push(['Looking for', enquiry.property_type]);
  if (enquiry.budget_range) rows.push(['Budget', enquiry.budget_range]);
  return (
    <section aria-label="The visitor" className={`${cardStyles} p-4 sm:p-5`}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-500">{label}</dt>
            <dd className="min-w-0 break-words text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 border-t border-ink-100 pt-4 text-sm leading-relaxed break-words whitespace-pre-line text-ink-800">
        {enquiry.message}
      </p>
    </section>
  );
}

/**
 * Status, assignee and follow-up date: each saves as soon as it is changed, and shows the value
 * being saved meanwhile. Nothing is disabled while saving, so the keyboard keeps its place.
 */
export function EnquiryControls({
  enquiry,
  assignees,
  pending,
  onSave,
}: {
  enquiry: EnquiryDetail;
  assignees: Assignee[] | null;
  /** The change being saved, if any. */
  pending: EnquiryUpdate | null;
  onSave: (change: EnquiryUpdate) => void;
}) {
  const ids = { status: useId(), assignee: useId(), followUp: useId() };
  const status = pending?.status ?? enquiry.status;
  const assigned =
    pending?.assigned_to !== undefined ? pending.assigned_to : (enquiry.assigned_to?.id ?? null);
  const followUp =
    pending?.follow_up_on !== undefined ? pending.follow_up_on : enquiry.follow_up_on;
  const isCurrentAssigneeListed =
    enquiry.assigned_to === null || assignees?.some((a) => a.id === enquiry.assigned_to?.id);

  return (
    <section
      aria-label="Work on the enquiry"
      aria-busy={pending !== null}
      className={`${cardStyles} grid gap-4 p-4 sm:grid-cols-2 sm:p-5`}
    >
      <div className="sm:col-span-2">
        <label htmlFor={ids.status} className={labelStyles}>
          Status
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <select
            id={ids.status}
            value={status}
            onChange={(event) => onSave({ status: event.target.value as EnquiryStatus })}
            className={`${inputStyles} w-auto min-w-48 cursor-pointer`}
          >
            {ENQUIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {ENQUIRY_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
          <EnquiryStatusBadge status={status} />
        </div>
      </div>
      <div>
        <label htmlFor={ids.assignee} className={labelStyles}>
          Assigned to
        </label>
        <select
          id={ids.assignee}
          value={assigned === null ? '' : String(assigned)}
          onChange={(event) =>
            onSave({ assigned_to: event.target.value === '' ? null : Number(event.target.value) })
          }
          className={`${inputStyles} cursor-pointer`}
        >
          <option value="">Unassigned</option>
          {assignees?.map((member) => (
            <option key={member.id} value={String(member.id)}>
              {member.name}
            </option>
          ))}
          {!isCurrentAssigneeListed && enquiry.assigned_to && (
            <option value={String(enquiry.assigned_to.id)}>{enquiry.assigned_to.name}</option>
          )}
        </select>
        <p className="mt-1 text-xs text-ink-500">They get an e-mail when you assign it to them.</p>
      </div>
      <div>
        <label htmlFor={ids.followUp} className={labelStyles}>
          Follow up on
        </label>
        <div className="flex gap-2">
          <input
            id={ids.followUp}
            type="date"
            value={followUp ?? ''}
            onChange={(event) => {
              // A half-typed date reads as empty: only whole dates and a cleared box are saved.
              const value = event.target.value;
              if (value !== '' || event.target.validity.valid) {
                onSave({ follow_up_on: value === '' ? null : value });
              }
            }}
            className={inputStyles}
          />
          {followUp && (
            <button
              type="button"
              onClick={() => onSave({ follow_up_on: null })}
              className={buttonStyles.ghost}
            >
              Clear<span className="sr-only"> the follow-up date</span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

const noteTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** The notes, oldest first, and a box to add one (Ctrl or ⌘ + Enter adds it too). */
export function EnquiryNotes({
  enquiry,
  isAdding,
  error,
  onAdd,
}: {
  enquiry: EnquiryDetail;
  isAdding: boolean;
  error: string | null;
  onAdd: (text: string) => void;
}) {
  const textId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [lastNotes, setLastNotes] = useState(enquiry.notes.length);
  const formRef = useRef<HTMLFormElement>(null);
  // The note arrived in the list: empty the box for the next one.
  if (enquiry.notes.length !== lastNotes) {
    setLastNotes(enquiry.notes.length);
    if (enquiry.notes.length > lastNotes) setText('');
  }
  const trimmed = text.trim();
  const isTooLong = trimmed.length > NOTE_MAX_LENGTH;

  return (
    <section aria-labelledby={`${textId}-heading`} className={`${cardStyles} p-4 sm:p-5`}>
      <h3 id={`${textId}-heading`} className="text-base font-semibold text-ink-950">
        Notes
      </h3>
      {enquiry.notes.length === 0 ? (
        <p className="mt-2 text-sm text-ink-500">
          No notes yet. Write what was said and agreed, for whoever picks it up next.
        </p>
      ) : (
        <ol className="mt-3 flex flex-col gap-3" aria-label="Notes, oldest first">
          {enquiry.notes.map((note) => (
            <li key={note.id} className="rounded-xl bg-ink-50 px-3.5 py-3">
              <p className="flex flex-wrap items-baseline gap-x-2 text-xs text-ink-500">
                <span className="font-semibold text-ink-800">{note.author_name}</span>
                <time dateTime={note.created_at}>
                  {noteTime
                    .format(new Date(note.created_at))
                    .replace(/\s?(am|pm)$/i, (m) => m.toLowerCase())}
                </time>
              </p>
              <p className="mt-1 text-sm leading-relaxed break-words whitespace-pre-line text-ink-900">
                {note.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form
        ref={formRef}
        className="mt-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed && !isTooLong && !isAdding) onAdd(trimmed);
        }}
      >
        <label htmlFor={textId} className={labelStyles}>
          Add a note
        </label>
        <textarea
          id={textId}
          value={text}
          rows={3}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              formRef.current?.requestSubmit();
            }
          }}
          aria-invalid={isTooLong || error !== null}
          aria-describedby={errorId}
          className={`${inputStyles} resize-y`}
        />
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p
            id={errorId}
            className={`text-xs ${isTooLong ? 'font-semibold text-red-700' : 'text-ink-500'}`}
          >
            {trimmed.length.toLocaleString('en-IN')} / {NOTE_MAX_LENGTH.toLocaleString('en-IN')}
          </p>
          <button
            type="submit"
            disabled={trimmed === '' || isTooLong || isAdding}
            className={buttonStyles.primary}
          >
            {isAdding ? 'Adding…' : 'Add note'}
          </button>
        </div>
        {error && (
          <p role="alert" className={`${errorBoxStyles} mt-3`}>
            {error}
          </p>
        )}
      </form>
    </section>
  );
}
