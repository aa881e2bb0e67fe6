import { useState } from 'react';
import { Form, useNavigate } from 'react-router';

import type { PropertySort } from '../../../contract/property-constants';
import { useI18n } from '../../i18n/i18n';
import { describeLocationError, getCurrentPosition } from '../../lib/geolocation';
import { type ListingFilters, toListingSearch } from '../../lib/listing-search';
import { Dialog } from '../dialog';

/**
 * The orders offered, in the menu's order; each named by `m.listing.sort.choices`. Not the API's
 * `reduced` (price cuts first): its words would cost every listing page's script.
 */
const SORT_CHOICES: readonly Exclude<PropertySort, 'reduced'>[] = [
  'newest',
  'price-asc',
  'price-desc',
  'nearest',
];

/**
 * The order of the results; a change applies at once (without JavaScript the Sort button does
 * it). Nearest needs the visitor's position: without one it asks first (product.md section 2).
 */
export function SortControl({ filters }: { filters: ListingFilters }) {
  const navigate = useNavigate();
  const { m, path } = useI18n();
  const texts = m.listing.sort;
  const [sort, setSort] = useState<PropertySort>(filters.sort);
  const [isAsking, setAsking] = useState(false);
  const [isLocating, setLocating] = useState(false);
  const [message, setMessage] = useState('');
  // Every other filter rides along; a new order starts again at page 1.
  const hidden = new URLSearchParams(toListingSearch({ ...filters, sort: 'newest', page: 1 }));

  const go = (next: ListingFilters) =>
    void navigate(path(`/property-listing${toListingSearch({ ...next, page: 1 })}`), {
      preventScrollReset: true,
    });

  const choose = (value: PropertySort) => {
    setSort(value);
    if (value === 'nearest' && !filters.origin) {
      setMessage('');
      setAsking(true);
      return;
    }
    go({ ...filters, sort: value });
  };

  const cancel = () => {
    setAsking(false);
    setMessage('');
    setSort('newest');
  };

  const enableLocation = async () => {
    setLocating(true);
    setMessage('');
    try {
      const { lat, lng } = await getCurrentPosition('listing', m.common.locationAlerts);
      setAsking(false);
      go({ ...filters, origin: { lat, lng }, sort: 'nearest' });
    } catch (error) {
      setMessage(describeLocationError(error, m.common.locationAlerts));
      setSort('newest');
    } finally {
      setLocating(false);
    }
  };

  return (
    <>
      <Form
        method="get"
        action={path('/property-listing')}
        preventScrollReset
        className="sort-form"
        onSubmit={(event) => {
          event.preventDefault();
          choose(sort);
        }}
      >
        {[...hidden].map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <label htmlFor="listing-sort">{texts.label}</label>
        <select
          id="listing-sort"
          name="sort"
          value={sort}
          onChange={(event) => choose(event.target.value as PropertySort)}
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {texts.choices[choice]}
            </option>
          ))}
        </select>
        <noscript>
          <button
            type="submit"
            className="min-h-11 rounded-full border border-ink-200 px-4 text-sm font-semibold"
          >
            {texts.submit}
          </button>
        </noscript>
      </Form>

      <Dialog
        isOpen={isAsking}
        onClose={cancel}
        size="sm"
        title={texts.askTitle}
        description={texts.askText}
      >
        {message && (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            {message}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={cancel}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-ink-200 px-6 text-sm font-semibold text-ink-800 hover:border-brand-300 hover:text-brand-800"
          >
            {texts.cancel}
          </button>
          <button
            type="button"
            onClick={enableLocation}
            disabled={isLocating}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-progress disabled:opacity-70"
          >
            {isLocating ? texts.locating : texts.enable}
          </button>
        </div>
      </Dialog>
    </>
  );
}
