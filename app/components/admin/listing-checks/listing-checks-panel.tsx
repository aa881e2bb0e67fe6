import { type FormEvent, useEffect, useId, useState } from 'react';
import { useFetcher } from 'react-router';

import {
  HIDE_AFTER_DAYS,
  SITE_VISIT_CHECKS,
  type SiteVisitCheck,
} from '../../../../contract/agency';
import { formatCalendarDate } from '../../../../contract/calendar-date';
import { daysSinceConfirmed, isConfirmationDue } from '../../../../contract/freshness';
import type { Property } from '../../../../contract/properties';
import { SITE_VISIT_CHECK_LABELS, type SiteVisit } from '../../../../contract/site-visits';
import { jsonSubmit } from '../../../lib/admin/submit';
import { useActionResult, useConfirmTarget } from '../../../lib/admin/use-action-result';
import type {
  ListingCheck,
  ListingCheckResult,
  ListingVisits,
} from '../../../routes/admin/listing-checks';
import { StrokeIcon } from '../../stroke-icon';
import { ConfirmDialog } from '../confirm-dialog';
import { Spinner } from '../spinner';
import { buttonStyles, cardStyles, iconButtonStyles, inputStyles, labelStyles } from '../ui';

const ROUTE = '/admin/listing-checks';

/*
 * Dates on Kerala's calendar by Intl: the back office renders in the browser only, and so needs
 * none of contract/format.ts's hand-written dates, whose module the public pages' script shares.
 */
const KERALA_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
/** YYYY-MM-DD, as a date input and the API take it. */
const KERALA_ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const CHECK_PATH = 'm5 12.5 4.5 4.5L19 7.5';

/** 'Confirmed 12 days ago', 'Confirmed today'. */
function agoText(days: number): string {
  if (days === 0) return 'today';
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

/** When the listing was last confirmed available, and "Still available". */
function Availability({ property, now }: { property: Property; now: Date }) {
  const confirming = useFetcher<ListingCheckResult>();
  const confirmedAt =
    (confirming.data?.isDone ? confirming.data.confirmedAt : undefined) ?? property.confirmed_at;
  const days = daysSinceConfirmed(confirmedAt, now);
  const isDue = property.status === 'available' && isConfirmationDue(confirmedAt, now);
  const isHidden = isDue && days >= HIDE_AFTER_DAYS;
  const isBusy = confirming.state !== 'idle';
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink-900">Availability</h3>
      <p className="mt-1 text-sm text-ink-700">
        Confirmed available on{' '}
        <time dateTime={confirmedAt} className="font-medium text-ink-900">
          {KERALA_DAY.format(new Date(confirmedAt))}
        </time>{' '}
        <span className="text-ink-500">({agoText(days)})</span>
      </p>
      {isDue && (
        <p
          className={`mt-2 rounded-lg px-3 py-2 text-sm ring-1 ring-inset ${
            isHidden
              ? 'bg-red-50 text-red-800 ring-red-200'
              : 'bg-amber-50 text-amber-900 ring-amber-200'
          }`}
        >
          {isHidden
            ? `Not confirmed for ${days} days: the public no longer sees it. Confirm it to bring it back.`
            : `Not confirmed for ${days} days. Confirm it, or it leaves the site after ${HIDE_AFTER_DAYS} days.`}
        </p>
      )}
      <button
        type="button"
        disabled={isBusy}
        onClick={() => {
          const change: ListingCheck = { intent: 'confirm', id: property.id };
          void confirming.submit(change, {
            ...jsonSubmit('post'),
            action: ROUTE,
            defaultShouldRevalidate: false,
          });
        }}
        className={`${buttonStyles.secondary} mt-3`}
      >
        <StrokeIcon className="size-4">
          <path d={CHECK_PATH} />
        </StrokeIcon>
        {isBusy ? 'Confirming…' : 'Still available'}
      </button>
    </div>
  );
}

/** A recorded visit: when, who, and the checks. */
function VisitItem({ visit, onDelete }: { visit: SiteVisit; onDelete: () => void }) {
  const date = formatCalendarDate(visit.visited_on);
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-900">
          <time dateTime={visit.visited_on}>{date}</time>
          <span className="font-normal text-ink-600"> · {visit.visited_by}</span>
        </p>
        {visit.checks.length > 0 ? (
          <ul className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Checked">
            {visit.checks.map((check) => (
              <li
                key={check}
                className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200 ring-inset"
              >
                <StrokeIcon className="size-3">
                  <path d={CHECK_PATH} />
                </StrokeIcon>
                {SITE_VISIT_CHECK_LABELS[check]}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-xs text-ink-500">Nothing checked.</p>
        )}
      </div>
      <button
        type="button"
        onClick={onDelete}
        className={`${iconButtonStyles} shrink-0 hover:bg-red-50 hover:text-red-700`}
      >
        <StrokeIcon className="size-[18px]">
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
        </StrokeIcon>
        <span className="sr-only">Delete the visit of {date}</span>
      </button>
    </li>
  );
}

/** The form of a new visit: the date (today by default), who went, and what they checked. */
function VisitForm({
  propertyId,
  today,
  onRecorded,
  onCancel,
}: {
  propertyId: number;
  today: string;
  onRecorded: () => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const saving = useFetcher<ListingCheckResult>();
  const [visitedOn, setVisitedOn] = useState(today);
  const [visitedBy, setVisitedBy] = useState('');
  const [checks, setChecks] = useState<SiteVisitCheck[]>([]);
  const [missing, setMissing] = useState(false);
  const errors = saving.state === 'idle' && saving.data?.fieldErrors ? saving.data.fieldErrors : {};
  const isBusy = saving.state !== 'idle';

  useActionResult(saving, {
    onAnswer: (result) => {
      if (result.isDone) onRecorded();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!visitedBy.trim() || !visitedOn) {
      setMissing(true);
      return;
    }
    const change: ListingCheck = {
      intent: 'add-visit',
      id: propertyId,
      visit: { visited_on: visitedOn, visited_by: visitedBy.trim(), checks },
    };
    void saving.submit(change, {
      ...jsonSubmit('post'),
      action: ROUTE,
      defaultShouldRevalidate: false,
    });
  }

  const errorOf = (field: string) =>
    errors[field]?.[0] ??
    (missing && field === 'visited_by' && !visitedBy.trim() ? 'Say who visited.' : undefined);
  const fieldError = (field: string) => {
    const message = errorOf(field);
    return message ? (
      <p id={`${formId}-${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {message}
      </p>
    ) : null;
  };
  const describedBy = (field: string) => (errorOf(field) ? `${formId}-${field}-error` : undefined);

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Record a site visit"
      className="mt-3 rounded-xl border border-ink-100 bg-ink-50/60 p-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${formId}-date`} className={labelStyles}>
            Date of the visit
          </label>
          <input
            id={`${formId}-date`}
            type="date"
            required
            max={today}
            value={visitedOn}
            onChange={(event) => setVisitedOn(event.target.value)}
            aria-invalid={errorOf('visited_on') ? true : undefined}
            aria-describedby={describedBy('visited_on')}
            className={inputStyles}
          />
          {fieldError('visited_on')}
        </div>
        <div>
          <label htmlFor={`${formId}-by`} className={labelStyles}>
            Visited by
          </label>
          <input
            id={`${formId}-by`}
            required
            maxLength={120}
            autoComplete="name"
            value={visitedBy}
            onChange={(event) => setVisitedBy(event.target.value)}
            placeholder="e.g. Anitha Menon"
            aria-invalid={errorOf('visited_by') ? true : undefined}
            aria-describedby={describedBy('visited_by')}
            className={inputStyles}
          />
          {fieldError('visited_by')}
        </div>
      </div>
      <fieldset className="mt-4">
        <legend className={labelStyles}>What was checked</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SITE_VISIT_CHECKS.map((check) => (
            <label
              key={check}
              className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-lg border border-ink-200 bg-white px-3 text-sm text-ink-800 has-checked:border-emerald-300 has-checked:bg-emerald-50"
            >
              <input
                type="checkbox"
                checked={checks.includes(check)}
                onChange={(event) =>
                  setChecks((current) =>
                    event.target.checked
                      ? SITE_VISIT_CHECKS.filter((item) => item === check || current.includes(item))
                      : current.filter((item) => item !== check),
                  )
                }
                className="size-4 accent-emerald-600"
              />
              {SITE_VISIT_CHECK_LABELS[check]}
            </label>
          ))}
        </div>
        {fieldError('checks')}
      </fieldset>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <button type="button" onClick={onCancel} className={buttonStyles.ghost}>
          Cancel
        </button>
        <button type="submit" disabled={isBusy} className={buttonStyles.primary}>
          {isBusy ? 'Saving…' : 'Save visit'}
        </button>
      </div>
    </form>
  );
}

/** The listing's site visits, latest first, with Record a visit and each visit's delete. */
function SiteVisits({ propertyId, today }: { propertyId: number; today: string }) {
  const loading = useFetcher<ListingVisits>();
  const deleting = useFetcher<ListingCheckResult>();
  const [isAdding, setIsAdding] = useState(false);
  const [toDelete, setToDelete] = useConfirmTarget<SiteVisit, ListingCheckResult>(deleting);
  const url = `${ROUTE}?property=${propertyId}`;
  const { load } = loading;

  useEffect(() => {
    void load(url);
  }, [load, url]);

  useActionResult(deleting, {
    onAnswer: (result) => {
      if (result.isDone) void load(url);
    },
  });

  const visits = loading.data?.visits ?? [];
  const isFirstLoad = loading.data === undefined;
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-ink-900">Site visits</h3>
        {loading.state === 'loading' && <Spinner label="Loading the visits…" className="size-4" />}
      </div>
      {loading.data?.error ? (
        <div className="mt-2 text-sm text-red-800">
          <p role="alert">{loading.data.error}</p>
          <button
            type="button"
            onClick={() => void load(url)}
            className={`${buttonStyles.secondary} mt-2`}
          >
            Try again
          </button>
        </div>
      ) : isFirstLoad ? (
        <p className="mt-2 text-sm text-ink-500">Loading the visits…</p>
      ) : visits.length === 0 ? (
        <p className="mt-1 text-sm text-ink-600">
          No visit recorded yet. The latest visit shows on the listing&apos;s page as “Visited by
          Veedu”, with what was checked.
        </p>
      ) : (
        <ul className="divide-y divide-ink-100" aria-label="Site visits">
          {visits.map((visit) => (
            <VisitItem key={visit.id} visit={visit} onDelete={() => setToDelete(visit)} />
          ))}
        </ul>
      )}
      {isAdding ? (
        <VisitForm
          propertyId={propertyId}
          today={today}
          onRecorded={() => {
            setIsAdding(false);
            void load(url);
          }}
          onCancel={() => setIsAdding(false)}
        />
      ) : (
        <button
          type="button"
          onClick={() => setIsAdding(true)}
          className={`${buttonStyles.secondary} mt-3`}
        >
          <StrokeIcon className="size-4">
            <path d="M12 5v14M5 12h14" />
          </StrokeIcon>
          Record a visit
        </button>
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Delete this site visit?"
        message={`The visit of ${toDelete ? formatCalendarDate(toDelete.visited_on) : ''} by ${toDelete?.visited_by ?? ''} is removed. If it was the latest, the listing's page shows the one before, or none.`}
        isBusy={deleting.state !== 'idle'}
        onConfirm={() => {
          if (!toDelete) return;
          const change: ListingCheck = {
            intent: 'delete-visit',
            id: propertyId,
            visitId: toDelete.id,
          };
          void deleting.submit(change, {
            ...jsonSubmit('post'),
            action: ROUTE,
            defaultShouldRevalidate: false,
          });
        }}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}

/**
 * Fresh and verified listings on the edit screen (issue 15, item 7): when the listing was last
 * confirmed available, with "Still available", and its site visits. Saved at once, apart from
 * the form below it.
 */
export function ListingChecksPanel({ property }: { property: Property }) {
  const [now] = useState(() => new Date());
  return (
    <section aria-labelledby="listing-checks-title" className={`${cardStyles} mb-6 p-5 sm:p-6`}>
      <h2 id="listing-checks-title" className="text-base font-semibold text-ink-950">
        Availability and site visits
      </h2>
      <p className="mt-1 text-sm text-ink-600">
        Saved at once. A listing not confirmed for 60 days is flagged; after {HIDE_AFTER_DAYS} it
        leaves the site until confirmed.
      </p>
      <div className="mt-5 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-10">
        <Availability property={property} now={now} />
        <SiteVisits propertyId={property.id} today={KERALA_ISO_DAY.format(now)} />
      </div>
    </section>
  );
}
