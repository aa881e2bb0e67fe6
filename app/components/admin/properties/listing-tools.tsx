import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';

import { STATUS_LABELS } from '../../../../contract/admin-properties';
import type { Property } from '../../../../contract/properties';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../../../contract/property-constants';
import { adminSubmit, ApiError, handleUnauthorized } from '../../../lib/admin/api';
import { StrokeIcon } from '../../stroke-icon';
import { SpinnerRing } from '../spinner';
import { actionToast } from '../toasts';
import { buttonStyles, iconButtonStyles } from '../ui';

/** The listing tools of the admin list (issue 15, item 8): duplicate a row, bulk status. */

export const listingToolTexts = {
  duplicated: (title: string) => `A draft copy of "${title}" was made. Edit it here.`,
  duplicateFailed: 'Could not duplicate the listing. Please try again.',
  bulkDone: (changed: number, status: PropertyStatus) =>
    changed === 0
      ? `The listings were already ${STATUS_LABELS[status].toLowerCase()}.`
      : `${changed === 1 ? '1 listing is' : `${changed} listings are`} now ${STATUS_LABELS[status].toLowerCase()}.`,
  bulkFailed: 'Could not change the status. Please try again.',
};

const COPY = <path d="M9 9h10v12H9zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />;

/** Duplicate: makes a draft copy (photos too) and opens it to edit. */
export function DuplicateButton({ property }: { property: Property }) {
  const navigate = useNavigate();
  const [isBusy, setIsBusy] = useState(false);
  async function duplicate() {
    setIsBusy(true);
    try {
      const copy = await adminSubmit<Property>(`/properties/properties/${property.id}/duplicate/`, {
        method: 'POST',
        fallbackMessage: listingToolTexts.duplicateFailed,
      });
      actionToast.success(listingToolTexts.duplicated(property.title));
      void navigate(`/admin/edit-property/${copy.id}`);
    } catch (error) {
      handleUnauthorized(error);
      actionToast.error(
        error instanceof ApiError && error.message
          ? error.message
          : listingToolTexts.duplicateFailed,
      );
      setIsBusy(false);
    }
  }
  return (
    <button
      type="button"
      onClick={() => void duplicate()}
      disabled={isBusy}
      className={iconButtonStyles}
      aria-busy={isBusy}
    >
      {isBusy ? (
        <SpinnerRing className="size-[18px]" />
      ) : (
        <StrokeIcon className="size-[18px]">{COPY}</StrokeIcon>
      )}
      <span className="sr-only">Duplicate {property.title}</span>
    </button>
  );
}

/** The listings chosen on the page, by id, and how to change the choice. */
export interface Selection {
  ids: ReadonlySet<number>;
  toggle: (id: number) => void;
  setAll: (ids: readonly number[], isChosen: boolean) => void;
  clear: () => void;
}

export function useSelection(): Selection {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (id: number) =>
      setIds((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const setAll = useCallback(
    (all: readonly number[], isChosen: boolean) =>
      setIds((current) => {
        const next = new Set(current);
        for (const id of all) {
          if (isChosen) next.add(id);
          else next.delete(id);
        }
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setIds(new Set()), []);
  return useMemo(() => ({ ids, toggle, setAll, clear }), [ids, toggle, setAll, clear]);
}

/** A row's or a card's checkbox. */
export function SelectBox({ property, selection }: { property: Property; selection: Selection }) {
  return (
    <input
      type="checkbox"
      className="size-5 shrink-0 cursor-pointer accent-brand-700"
      checked={selection.ids.has(property.id)}
      onChange={() => selection.toggle(property.id)}
      aria-label={`Select ${property.title}`}
    />
  );
}

/**
 * Shown while listings are chosen: how many, a status for all of them, and Clear. Every one
 * changes, or none (the API refuses an id it does not know).
 */
export function BulkStatusBar({ selection }: { selection: Selection }) {
  const revalidator = useRevalidator();
  const [status, setStatus] = useState<PropertyStatus>('sold');
  const [isBusy, setIsBusy] = useState(false);
  const count = selection.ids.size;
  if (count === 0) return null;

  async function apply() {
    setIsBusy(true);
    try {
      const { changed } = await adminSubmit<{ changed: number }>(
        '/properties/properties/bulk_status/',
        {
          method: 'POST',
          body: { ids: [...selection.ids], status },
          fallbackMessage: listingToolTexts.bulkFailed,
        },
      );
      actionToast.success(listingToolTexts.bulkDone(changed, status));
      selection.clear();
      await revalidator.revalidate();
    } catch (error) {
      handleUnauthorized(error);
      actionToast.error(
        error instanceof ApiError && error.message ? error.message : listingToolTexts.bulkFailed,
      );
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div
      role="region"
      aria-label="Selected listings"
      className="sticky bottom-4 z-20 mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-brand-200 bg-white/95 p-3 shadow-lg backdrop-blur sm:px-5"
    >
      <p className="text-sm font-semibold text-ink-900" aria-live="polite">
        {count === 1 ? '1 selected' : `${count} selected`}
      </p>
      <label className="flex items-center gap-2 text-sm text-ink-700">
        Set status
        <select
          value={status}
          onChange={(event) => setStatus(event.target.value as PropertyStatus)}
          className="min-h-10 rounded-lg border border-ink-200 bg-white px-2 text-sm text-ink-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
        >
          {PROPERTY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={buttonStyles.primary}
        onClick={() => void apply()}
        disabled={isBusy}
      >
        {isBusy ? <SpinnerRing className="size-4" /> : null}
        Apply to {count === 1 ? '1 listing' : `${count} listings`}
      </button>
      <button type="button" className={buttonStyles.ghost} onClick={selection.clear}>
        Clear
      </button>
    </div>
  );
}
