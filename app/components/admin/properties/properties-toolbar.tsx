import { useEffect, useId, useState } from 'react';

import { STATUS_LABELS } from '../../../../contract/admin-properties';
import { PROPERTY_STATUSES } from '../../../../contract/property-constants';
import { StrokeIcon } from '../../stroke-icon';
import { inputStyles } from '../ui';
import {
  type AdminPropertyFilters,
  PURPOSE_FILTERS,
  PURPOSE_LABELS,
  type StatusFilter,
  withFilter,
} from './property-filters';

/** The search waits for a pause in typing before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * Search box, All / For Sale / For Rent, and the status. Every change goes to the URL through
 * `onSearch`; `replace` is set while a keyword is being refined, so Back skips the keystrokes.
 */
export function PropertiesToolbar({
  filters,
  onSearch,
}: {
  filters: AdminPropertyFilters;
  onSearch: (filters: AdminPropertyFilters, options?: { replace: boolean }) => void;
}) {
  const searchId = useId();
  const statusId = useId();
  const [text, setText] = useState(filters.q);
  // The URL changed under the box (Back, Clear filters): show its keyword, unless it is what is
  // typed already (give or take spaces still being typed).
  const [urlQuery, setUrlQuery] = useState(filters.q);
  if (urlQuery !== filters.q) {
    setUrlQuery(filters.q);
    if (text.trim().replace(/\s+/g, ' ') !== filters.q) setText(filters.q);
  }

  const typed = text.trim().replace(/\s+/g, ' ');
  useEffect(() => {
    if (typed === filters.q) return;
    const timer = window.setTimeout(() => {
      onSearch(withFilter(filters, { q: typed }), { replace: filters.q !== '' && typed !== '' });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed, filters, onSearch]);

  return (
    <div className="mb-5 flex flex-col gap-3 xl:flex-row xl:items-end">
      <form
        role="search"
        className="flex-1"
        onSubmit={(event) => {
          event.preventDefault();
          if (typed !== filters.q) onSearch(withFilter(filters, { q: typed }));
        }}
      >
        <label htmlFor={searchId} className="sr-only">
          Search properties
        </label>
        <div className="relative">
          <StrokeIcon className="pointer-events-none absolute top-1/2 left-3 size-[18px] -translate-y-1/2 text-ink-400">
            <path d="m20 20-4.5-4.5M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13Z" />
          </StrokeIcon>
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by title, description or place"
            autoComplete="off"
            maxLength={200}
            className={`${inputStyles} pl-10`}
          />
        </div>
      </form>

      <div className="flex flex-wrap items-end gap-3">
        <fieldset>
          <legend className="sr-only">Listing type</legend>
          <div className="flex rounded-lg border border-ink-200 bg-white p-1 shadow-xs">
            {PURPOSE_FILTERS.map((type) => (
              <label
                key={type}
                className="relative flex min-h-9 cursor-pointer items-center rounded-md px-3.5 text-sm font-medium text-ink-700 transition-colors hover:text-ink-950 has-checked:bg-brand-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
              >
                <input
                  type="radio"
                  name="listing-type"
                  value={type}
                  checked={filters.type === type}
                  onChange={() => onSearch(withFilter(filters, { type }))}
                  className="sr-only"
                />
                {PURPOSE_LABELS[type]}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="flex items-center gap-2">
          <label htmlFor={statusId} className="text-sm font-medium text-ink-700">
            Status
          </label>
          <select
            id={statusId}
            value={filters.status}
            onChange={(event) =>
              onSearch(withFilter(filters, { status: event.target.value as StatusFilter }))
            }
            className={`${inputStyles} w-auto min-w-36 cursor-pointer`}
          >
            <option value="all">All statuses</option>
            {PROPERTY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>

        <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-ink-200 bg-white px-3 text-sm font-medium text-ink-700 shadow-xs transition-colors hover:border-brand-300 has-checked:border-amber-300 has-checked:bg-amber-50 has-checked:text-amber-900 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600">
          <input
            type="checkbox"
            checked={filters.needsConfirming}
            onChange={(event) =>
              onSearch(withFilter(filters, { needsConfirming: event.target.checked }))
            }
            className="size-4 accent-amber-600"
          />
          Needs confirming
        </label>
      </div>
    </div>
  );
}
