import { useState } from 'react';
import { Form, useNavigate } from 'react-router';

import type { PropertySort } from '../../../contract/property-constants';
import { describeLocationError, getCurrentPosition } from '../../lib/geolocation';
import { type ListingFilters, toListingSearch } from '../../lib/listing-search';
import { Dialog } from '../dialog';

const SORT_CHOICES: { label: string; value: PropertySort }[] = [
  { label: 'Newest first', value: 'newest' },
  { label: 'Price: low to high', value: 'price-asc' },
  { label: 'Price: high to low', value: 'price-desc' },
  { label: 'Nearest to me', value: 'nearest' },
];

/**
 * The order of the results; a change applies at once (without JavaScript the Sort button does
 * it). Nearest needs the visitor's position: without one it asks first (product.md section 2).
 */
export function SortControl({ filters }: { filters: ListingFilters }) {
  const navigate = useNavigate();
  const [sort, setSort] = useState<PropertySort>(filters.sort);
  const [isAsking, setAsking] = useState(false);
  const [isLocating, setLocating] = useState(false);
  const [message, setMessage] = useState('');
  // Every other filter rides along; a new order starts again at page 1.
  const hidden = new URLSearchParams(toListingSearch({ ...filters, sort: 'newest', page: 1 }));

  const go = (next: ListingFilters) =>
    void navigate(`/property-listing${toListingSearch({ ...next, page: 1 })}`, {
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
      const { lat, lng } = await getCurrentPosition('listing');
      setAsking(false);
      go({ ...filters, origin: { lat, lng }, sort: 'nearest' });
    } catch (error) {
      setMessage(describeLocationError(error));
      setSort('newest');
    } finally {
      setLocating(false);
    }
  };

  return (
    <>
      <Form
        method="get"
        action="/property-listing"
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
        <label htmlFor="listing-sort">Sort by</label>
        <select
          id="listing-sort"
          name="sort"
          value={sort}
          onChange={(event) => choose(event.target.value as PropertySort)}
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <noscript>
          <button
            type="submit"
            className="min-h-11 rounded-full border border-ink-200 px-4 text-sm font-semibold"
          >
            Sort
          </button>
        </noscript>
      </Form>

      <Dialog
        isOpen={isAsking}
        onClose={cancel}
        size="sm"
        title="Enable Location Services"
        description="To show the properties nearest to you first, allow this site to use your location. It is used only to sort the listings."
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
            Cancel
          </button>
          <button
            type="button"
            onClick={enableLocation}
            disabled={isLocating}
            className="inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:cursor-progress disabled:opacity-70"
          >
            {isLocating ? 'Locating...' : 'Enable Location'}
          </button>
        </div>
      </Dialog>
    </>
  );
}
