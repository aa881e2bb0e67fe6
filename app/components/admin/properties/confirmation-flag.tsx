import { useFetcher } from 'react-router';

import { daysSinceConfirmed, isConfirmationDue } from '../../../../contract/freshness';
import { HIDE_AFTER_DAYS } from '../../../../contract/agency';
import type { Property } from '../../../../contract/properties';
import { jsonSubmit } from '../../../lib/admin/submit';
import { StrokeIcon } from '../../stroke-icon';
import type { ListingConfirm, ListingResult } from './listing-intents';

/**
 * Fresh listings (issue 15, item 7): an available listing not confirmed for 60 days says so in
 * the list, with a one-click "Still available" (the route's clientAction confirms it and toasts;
 * the reloaded list drops the flag). Past 90 days it says the public no longer sees it. Nothing
 * for a listing that is fresh, or not available.
 */
export function ConfirmationFlag({ property, now }: { property: Property; now: Date }) {
  const fetcher = useFetcher<ListingResult>({ key: `listing-confirm-${property.id}` });
  if (property.status !== 'available' || !isConfirmationDue(property.confirmed_at, now)) {
    return null;
  }
  const days = daysSinceConfirmed(property.confirmed_at, now);
  const isHidden = days >= HIDE_AFTER_DAYS;
  const isBusy = fetcher.state !== 'idle';
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      <span
        className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${
          isHidden
            ? 'bg-red-50 text-red-800 ring-red-200'
            : 'bg-amber-50 text-amber-900 ring-amber-200'
        }`}
      >
        <StrokeIcon className="size-3.5">
          <path d="M12 8v5M12 16.5h.01M10.3 3.9 2.5 17.5A2 2 0 0 0 4.2 20.5h15.6a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
        </StrokeIcon>
        {isHidden
          ? `Hidden from the site: not confirmed for ${days} days`
          : `Not confirmed for ${days} days`}
      </span>
      <button
        type="button"
        disabled={isBusy}
        onClick={() => {
          const target: ListingConfirm = { id: property.id, title: property.title };
          void fetcher.submit(target, jsonSubmit('post'));
        }}
        aria-label={`Still available: confirm ${property.title}`}
        className="inline-flex min-h-11 items-center sm:min-h-8 gap-1 rounded-lg border border-brand-200 bg-white px-2.5 text-xs font-semibold text-brand-800 shadow-xs transition-colors hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
      >
        <StrokeIcon className="size-3.5">
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </StrokeIcon>
        {isBusy ? 'Confirming…' : 'Still available'}
      </button>
    </div>
  );
}
