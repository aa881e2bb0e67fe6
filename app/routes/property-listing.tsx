import { useId, useRef } from 'react';
import { Form, Link, useNavigation, useSubmit } from 'react-router';

import { PROPERTY_TYPE_SYNONYMS } from '../../contract/property-constants';
import { PropertyCard } from '../components/property-card';
import {
  describeFilters,
  formatRange,
  isFiltered,
  type ListingFilters,
  pageWindow,
  parseListingFilters,
  toApiQuery,
  toListingSearch,
} from '../lib/listing-search';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches, useSiteInfo } from '../lib/site';
import type { Route } from './+types/property-listing';

export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseListingFilters(new URL(request.url).searchParams);
  const now = new Date().toISOString();
  try {
    const page = await context.catalogue.listProperties(toApiQuery(filters));
    return { filters, page, now, hasFailed: false as const };
  } catch {
    return { filters, page: null, now, hasFailed: true as const };
  }
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const filters = loaderData?.filters;
  return pageMeta({
    site,
    title:
      filters && isFiltered(filters)
        ? `${describeFilters(filters)} | ${site.name}`
        : `Properties for sale and rent in Kerala | ${site.name}`,
    description:
      'Homes, apartments, villas, shops, offices and land for sale and rent across Kerala, direct from owners and our team. No brokers, no commission.',
    path: `/property-listing${filters ? toListingSearch({ ...filters, page: 1 }) : ''}`,
  });
}

/** The filter panel's type choices (SPEC section 2), grouped. */
const TYPE_GROUPS = [
  { label: 'Residential', types: ['House', 'Apartment', 'Villa'] },
  { label: 'Commercial', types: ['Shop', 'Office', 'Commercial Building', 'Industrial Building'] },
  { label: 'Land', types: ['Land', 'Commercial Land', 'Agriculture Land', 'Industrial Land'] },
];

const PRICE_CHOICES = [
  { label: 'Under ₹15,000 a month', value: '-15000' },
  { label: '₹15,000 – ₹30,000 a month', value: '15000-30000' },
  { label: '₹30,000 – ₹1 Lakh a month', value: '30000-100000' },
  { label: 'Under ₹50 Lakh', value: '-5000000' },
  { label: '₹50 Lakh – ₹1 Cr', value: '5000000-10000000' },
  { label: '₹1 Cr – ₹3 Cr', value: '10000000-30000000' },
  { label: 'Above ₹3 Cr', value: '30000000-' },
];

const SORT_CHOICES = [
  { label: 'Newest first', value: 'newest' },
  { label: 'Price: low to high', value: 'price-asc' },
  { label: 'Price: high to low', value: 'price-desc' },
];

/** Whether a category names one of the types (or a synonym), for the select's current value. */
function categoryValue(category: string | undefined): string {
  if (!category) return '';
  const wanted = category.toLowerCase();
  const match = TYPE_GROUPS.flatMap((group) => group.types).find(
    (type) =>
      type.toLowerCase() === wanted ||
      (PROPERTY_TYPE_SYNONYMS[type.toLowerCase()] ?? []).includes(wanted),
  );
  return match ?? '';
}

export default function PropertyListing({ loaderData }: Route.ComponentProps) {
  const { filters, page, now, hasFailed } = loaderData;
  const site = useSiteInfo();
  const navigation = useNavigation();
  const isLoading =
    navigation.state === 'loading' && navigation.location.pathname === '/property-listing';
  const filtered = isFiltered(filters);
  const resultsId = useId();

  return (
    <>
      <section
        aria-labelledby="listing-title"
        className="surface-dark border-b border-brand-900 bg-brand-950 text-white"
      >
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold tracking-[0.18em] text-sand-200 uppercase">
            Properties in Kerala
          </p>
          <h1
            id="listing-title"
            className="mt-3 font-display text-4xl font-semibold tracking-tight sm:text-5xl"
          >
            Find your place
          </h1>
          <p className="mt-4 text-lg text-ink-100">{describeFilters(filters)}</p>
        </div>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <FilterPanel filters={filters} />

        <section aria-labelledby={resultsId} className="mt-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id={resultsId} className="font-display text-2xl font-semibold text-ink-950">
                Premium Properties
              </h2>
              {page && (
                <p className="mt-1 text-sm text-ink-600" aria-live="polite">
                  Showing {page.data.length} of {page.count} exclusive listings
                  {filtered && <> (Filtered from {page.total} total)</>}
                  {filtered && (
                    <>
                      {' · '}
                      <Link
                        to="/property-listing"
                        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                      >
                        Show All Properties
                      </Link>
                    </>
                  )}
                </p>
              )}
            </div>
            <SortControl filters={filters} />
          </div>

          <div
            className={`mt-6 transition-opacity ${isLoading ? 'opacity-60' : ''}`}
            aria-busy={isLoading}
          >
            {hasFailed ? (
              <ErrorState />
            ) : page && page.data.length > 0 ? (
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {page.data.map((property, index) => (
                  <li key={property.id} className="flex">
                    <PropertyCard
                      property={property}
                      now={new Date(now)}
                      publicUrl={site.publicUrl}
                      isPriority={index < 2}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState />
            )}
          </div>

          {page && page.total_pages > 1 && (
            <Pagination filters={filters} totalPages={page.total_pages} />
          )}
        </section>
      </div>
    </>
  );
}

const fieldClass =
  'mt-1.5 block w-full rounded-lg border border-ink-200 bg-white px-3 py-2.5 text-base text-ink-900 shadow-xs focus:border-brand-500 sm:text-sm';
const labelClass = 'block text-sm font-medium text-ink-800';

function FilterPanel({ filters }: { filters: ListingFilters }) {
  return (
    <details className="group rounded-2xl border border-ink-100 bg-white shadow-xs">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-5 py-3 text-base font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="group-open:hidden">Show Filters</span>
          <span className="hidden group-open:inline">Hide Filters</span>
        </span>
        <svg
          viewBox="0 0 24 24"
          className="size-5 text-ink-500 transition-transform group-open:rotate-180"
          aria-hidden="true"
          focusable="false"
        >
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <Form
        method="get"
        action="/property-listing"
        className="border-t border-ink-100 px-5 pt-4 pb-5"
        aria-label="Advanced Filters"
      >
        <h2 className="sr-only">Advanced Filters</h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <label className={labelClass}>
            Location
            <input
              type="search"
              name="location"
              defaultValue={filters.location ?? ''}
              placeholder="Town, district or state"
              autoComplete="off"
              className={fieldClass}
            />
          </label>
          <label className={labelClass}>
            Listing Type
            <select name="type" defaultValue={filters.type} className={fieldClass}>
              <option value="all">All</option>
              <option value="rent">For Rent</option>
              <option value="buy">For Sale</option>
            </select>
          </label>
          <label className={labelClass}>
            Property Type
            <select
              name="category"
              defaultValue={categoryValue(filters.category)}
              className={fieldClass}
            >
              <option value="">All Properties</option>
              {TYPE_GROUPS.map((group) => (
                <optgroup key={group.label} label={group.label}>
                  {group.types.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          <label className={labelClass}>
            Price Range
            <select
              name="price"
              defaultValue={formatRange(filters.price) ?? ''}
              className={fieldClass}
            >
              <option value="">Any price</option>
              {PRICE_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </label>
          <RoomsSelect label="Bedrooms" name="beds" value={filters.beds} counts={BED_COUNTS} />
          <RoomsSelect label="Bathrooms" name="baths" value={filters.baths} counts={BATH_COUNTS} />
          <label className={labelClass}>
            Ownership
            <select name="ownership" defaultValue={filters.ownership ?? ''} className={fieldClass}>
              <option value="">All</option>
              <option value="direct_owner">Direct Owner</option>
              <option value="management">Management</option>
            </select>
          </label>
          <div className="flex items-end gap-3">
            <Link
              to="/property-listing"
              className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full border border-ink-200 px-4 text-sm font-semibold text-ink-800 hover:border-brand-300 hover:text-brand-800"
            >
              Reset All
            </Link>
            <button
              type="submit"
              className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand-800"
            >
              Apply Filters
            </button>
          </div>
        </div>
        {filters.sort !== 'newest' && <input type="hidden" name="sort" value={filters.sort} />}
      </Form>
    </details>
  );
}

/** The spec's choices: '5+' and '4+' mean at least (SPEC section 5). */
const BED_COUNTS = ['1', '2', '3', '4', '5+'];
const BATH_COUNTS = ['1', '2', '3', '4+'];

function RoomsSelect({
  label,
  name,
  value,
  counts,
}: {
  label: string;
  name: string;
  value: string | undefined;
  counts: string[];
}) {
  return (
    <label className={labelClass}>
      {label}
      <select name={name} defaultValue={value ?? ''} className={fieldClass}>
        <option value="">Any</option>
        {counts.map((count) => (
          <option key={count} value={count}>
            {count}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Changing the order applies at once; without JavaScript the button does it. */
function SortControl({ filters }: { filters: ListingFilters }) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  // Every other filter rides along; a new order starts again at page 1.
  const hidden = new URLSearchParams(toListingSearch({ ...filters, sort: 'newest', page: 1 }));
  return (
    <Form method="get" action="/property-listing" ref={formRef} className="flex items-end gap-2">
      {[...hidden].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className={labelClass}>
        Sort by
        <select
          name="sort"
          defaultValue={filters.sort === 'nearest' ? 'newest' : filters.sort}
          className={`${fieldClass} min-w-48`}
          onChange={() => formRef.current && submit(formRef.current)}
        >
          {SORT_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="min-h-11 rounded-lg border border-ink-200 px-3 text-sm">
          Sort
        </button>
      </noscript>
    </Form>
  );
}

function Pagination({ filters, totalPages }: { filters: ListingFilters; totalPages: number }) {
  const current = Math.min(filters.page, totalPages);
  const hrefFor = (page: number) => `/property-listing${toListingSearch({ ...filters, page })}`;
  const linkClass =
    'inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold transition-colors';
  return (
    <nav aria-label="Pages" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        {current > 1 && (
          <li>
            <Link to={hrefFor(current - 1)} className={`${linkClass} text-ink-700 hover:bg-ink-50`}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">Previous page</span>
            </Link>
          </li>
        )}
        {pageWindow(current, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === current ? 'page' : undefined}
                className={`${linkClass} ${
                  item === current ? 'bg-brand-700 text-white' : 'text-ink-800 hover:bg-ink-50'
                }`}
              >
                <span className="sr-only">Page </span>
                {item}
              </Link>
            </li>
          ),
        )}
        {current < totalPages && (
          <li>
            <Link to={hrefFor(current + 1)} className={`${linkClass} text-ink-700 hover:bg-ink-50`}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">Next page</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

function EmptyState() {
  return (
    <div className="rounded-2xl border border-dashed border-ink-200 bg-white px-6 py-16 text-center">
      <h3 className="font-display text-2xl font-semibold text-ink-950">No Properties Found</h3>
      <p className="mx-auto mt-3 max-w-md text-ink-600">
        Try a nearby town, a wider price range or fewer bedrooms, or look at every listing.
      </p>
      <Link
        to="/property-listing"
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Reset All Filters
      </Link>
    </div>
  );
}

function ErrorState() {
  return (
    <div className="rounded-2xl border border-ink-100 bg-white px-6 py-16 text-center" role="alert">
      <h3 className="font-display text-2xl font-semibold text-ink-950">Something went wrong</h3>
      <p className="mx-auto mt-3 max-w-md text-ink-600">
        Failed to fetch properties. Please try again later.
      </p>
      <a
        href="/property-listing"
        className="mt-6 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Reload Page
      </a>
    </div>
  );
}
