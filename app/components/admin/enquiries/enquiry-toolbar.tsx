import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';

import { ENQUIRY_STATUSES } from '../../../../contract/agency';
import { type Assignee, ENQUIRY_STATUS_LABELS } from '../../../../contract/enquiries';
import { StrokeIcon } from '../../stroke-icon';
import { buttonStyles, inputStyles } from '../ui';
import {
  type FilterValues,
  filterQuery,
  hasFilters,
  NO_FILTERS,
  withFilter,
} from './enquiry-filters';
import { ENQUIRY_STATUS_TONES } from './enquiry-status';

/** The search waits for a pause in typing before it asks the server. */
const SEARCH_DEBOUNCE_MS = 350;

const chipBase =
  'inline-flex min-h-10 shrink-0 items-center gap-2 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** All, then one chip per status: links, so each is a URL and the keyboard reaches them. */
function StatusChips({ values }: { values: FilterValues }) {
  const chips = [
    { status: '', label: 'All', dot: null },
    ...ENQUIRY_STATUSES.map((status) => ({
      status,
      label: ENQUIRY_STATUS_LABELS[status],
      dot: ENQUIRY_STATUS_TONES[status].dot,
    })),
  ];
  return (
    <nav aria-label="Filter by status" className="-mx-1 overflow-x-auto px-1 pb-1">
      <ul className="flex gap-2">
        {chips.map(({ status, label, dot }) => {
          const isCurrent = values.status === status;
          return (
            <li key={status || 'all'}>
              <Link
                to={`?${filterQuery(withFilter(values, { status }))}`}
                aria-current={isCurrent ? 'page' : undefined}
                className={`${chipBase} ${
                  isCurrent
                    ? 'border-brand-700 bg-brand-700 text-white shadow-sm'
                    : 'border-ink-200 bg-white text-ink-700 hover:border-brand-300 hover:text-brand-800'
                }`}
              >
                {dot && (
                  <span
                    aria-hidden="true"
                    className={`size-2 rounded-full ${dot} ${isCurrent ? 'ring-2 ring-white/70' : ''}`}
                  />
                )}
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/**
 * The enquiries' filters: status chips, a search box (name, phone or e-mail), the assignee, the
 * listing, the dates, and the export of what they select. Every change goes to the URL through
 * `onChange`; `replace` is set while a search is being refined, so Back skips the keystrokes.
 */
export function EnquiryToolbar({
  values,
  assignees,
  onChange,
  onExport,
  isExporting,
}: {
  values: FilterValues;
  /** The team, or null while it loads (or when it could not be loaded). */
  assignees: Assignee[] | null;
  onChange: (values: FilterValues, options?: { replace: boolean }) => void;
  onExport: () => void;
  isExporting: boolean;
}) {
  const ids = {
    search: useId(),
    assignee: useId(),
    property: useId(),
    from: useId(),
    to: useId(),
  };
  const [text, setText] = useState(values.q);
  // The URL changed under the box (Back, Clear filters): show its search.
  const [urlQuery, setUrlQuery] = useState(values.q);
  if (urlQuery !== values.q) {
    setUrlQuery(values.q);
    if (text.trim() !== values.q) setText(values.q);
  }
  const typed = text.trim();
  useEffect(() => {
    if (typed === values.q) return;
    const timer = window.setTimeout(() => {
      onChange(withFilter(values, { q: typed }), { replace: values.q !== '' && typed !== '' });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, values, onChange]);

  const [listing, setListing] = useState(values.property);
  const [urlListing, setUrlListing] = useState(values.property);
  if (urlListing !== values.property) {
    setUrlListing(values.property);
    setListing(values.property);
  }
  const applyListing = () => {
    const id = listing.trim();
    if (id === values.property) return;
    if (id === '' || /^[1-9]\d{0,9}$/.test(id)) onChange(withFilter(values, { property: id }));
  };

  const smallLabel = 'mb-1 block text-xs font-semibold tracking-wide text-ink-500 uppercase';
  return (
    <div className="mb-5 flex flex-col gap-4">
      <StatusChips values={values} />

      <div className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(14rem,2fr)_repeat(4,minmax(8rem,1fr))_auto] lg:items-end">
        <form
          role="search"
          className="col-span-2 lg:col-span-1"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed !== values.q) onChange(withFilter(values, { q: typed }));
          }}
        >
          <label htmlFor={ids.search} className={smallLabel}>
            Search
          </label>
          <div className="relative">
            <StrokeIcon className="pointer-events-none absolute top-1/2 left-3 size-[18px] -translate-y-1/2 text-ink-400">
              <path d="m20 20-4.5-4.5M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Z" />
            </StrokeIcon>
            <input
              id={ids.search}
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Name, phone or e-mail"
              autoComplete="off"
              maxLength={100}
              className={`${inputStyles} pl-10`}
            />
          </div>
        </form>

        <div>
          <label htmlFor={ids.assignee} className={smallLabel}>
            Assigned to
          </label>
          <select
            id={ids.assignee}
            value={values.assigned_to}
            onChange={(event) => onChange(withFilter(values, { assigned_to: event.target.value }))}
            className={`${inputStyles} cursor-pointer`}
          >
            <option value="">Anyone</option>
            <option value="none">Unassigned</option>
            {assignees?.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name}
              </option>
            ))}
            {/* A filter on someone not (or no longer) in the list still shows. */}
            {values.assigned_to !== '' &&
              values.assigned_to !== 'none' &&
              !assignees?.some((member) => String(member.id) === values.assigned_to) && (
                <option value={values.assigned_to}>Member #{values.assigned_to}</option>
              )}
          </select>
        </div>

        <div>
          <label htmlFor={ids.property} className={smallLabel}>
            Listing ID
          </label>
          <input
            id={ids.property}
            inputMode="numeric"
            pattern="[0-9]*"
            value={listing}
            placeholder="Any"
            onChange={(event) => setListing(event.target.value.replace(/\D/g, ''))}
            onBlur={applyListing}
            onKeyDown={(event) => {
              if (event.key === 'Enter') applyListing();
            }}
            className={inputStyles}
          />
        </div>

        <div>
          <label htmlFor={ids.from} className={smallLabel}>
            Received from
          </label>
          <input
            id={ids.from}
            type="date"
            // The dashboard's "new since yesterday" links with an exact time: show its day.
            value={values.from.slice(0, 10)}
            max={values.to || undefined}
            onChange={(event) => onChange(withFilter(values, { from: event.target.value }))}
            className={inputStyles}
          />
        </div>

        <div>
          <label htmlFor={ids.to} className={smallLabel}>
            Received to
          </label>
          <input
            id={ids.to}
            type="date"
            value={values.to}
            min={values.from.slice(0, 10) || undefined}
            onChange={(event) => onChange(withFilter(values, { to: event.target.value }))}
            className={inputStyles}
          />
        </div>

        <button
          type="button"
          onClick={onExport}
          disabled={isExporting}
          aria-busy={isExporting}
          className={`${buttonStyles.secondary} col-span-2 lg:col-span-1`}
        >
          <StrokeIcon className="size-[18px]">
            <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
          </StrokeIcon>
          {isExporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>

      {(values.due === 'today' || hasFilters(values)) && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {values.due === 'today' && (
            <span className="inline-flex items-center gap-2 rounded-full bg-amber-50 px-3 py-1 font-medium text-amber-900 ring-1 ring-amber-600/25 ring-inset">
              Follow-ups due today or earlier
              <Link
                to={`?${filterQuery(withFilter(values, { due: '' }))}`}
                className="rounded-full px-1 font-semibold hover:underline"
              >
                <span aria-hidden="true">×</span>
                <span className="sr-only">Show all follow-ups</span>
              </Link>
            </span>
          )}
          <button
            type="button"
            onClick={() => {
              setText('');
              onChange(NO_FILTERS);
            }}
            className="min-h-10 rounded-lg px-2 font-semibold text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            Clear filters
          </button>
        </div>
      )}
    </div>
  );
}
