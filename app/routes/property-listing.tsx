import { useId } from 'react';
import { Link, type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from 'react-router';

import { FilterForm } from '../components/listing/filter-form';
import { ListingPagination } from '../components/listing/listing-pagination';
import {
  EmptyState,
  ErrorState,
  useLoadingFlag,
  ViewToggle,
} from '../components/listing/result-states';
import { SortControl } from '../components/listing/sort-control';
import { IconSprite } from '../components/icons';
import { CARD_IMAGE_SIZES, PropertyCard, toCardListing } from '../components/property-card';
import { imagePreload } from '../components/property-picture';
import {
  clearedFilters,
  describeFilters,
  isFiltered,
  type ListingView,
  loadListing,
  toListingSearch,
} from '../lib/listing-search';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches, useSiteInfo } from '../lib/site';
import type { Route } from './+types/property-listing';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { filters, page, hasFailed } = await loadListing(
    context.catalogue,
    new URL(request.url).searchParams,
  );
  return {
    filters,
    hasFailed,
    // What the page shows of the page of results: the counts, and each card's own data.
    page: page && {
      count: page.count,
      total: page.total,
      total_pages: page.total_pages,
      data: page.data.map(toCardListing),
    },
    now: new Date().toISOString(),
  };
}

/** Switching between list and grid changes only how the same results are laid out. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) {
    const withoutView = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete('view');
      return params.toString();
    };
    if (withoutView(currentUrl) === withoutView(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

export function meta({ matches, loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const filters = loaderData?.filters;
  const tags = pageMeta({
    site,
    title:
      filters && isFiltered(filters)
        ? `${describeFilters(filters)} | ${site.name}`
        : `Properties for sale and rent in Kerala | ${site.name}`,
    description:
      'Homes, apartments, villas, shops, offices and land for sale and rent across Kerala, direct from owners and our team. No brokers, no commission.',
    path: `/property-listing${
      filters ? toListingSearch({ ...filters, page: 1, amenities: [], view: 'list' }) : ''
    }`,
  });
  // The first card's photo is the largest paint on a phone: ask for it with the stylesheet
  // instead of when the parser reaches the card (`links` cannot see loader data).
  const firstImage = loaderData?.page?.data[0]?.image;
  if (!firstImage) return tags;
  return [...tags, imagePreload(firstImage, CARD_IMAGE_SIZES[viewOf(location.search)])];
}

function viewOf(search: string): ListingView {
  return new URLSearchParams(search).get('view') === 'grid' ? 'grid' : 'list';
}

export default function PropertyListing({ loaderData }: Route.ComponentProps) {
  const { page, now, hasFailed } = loaderData;
  const location = useLocation();
  // The view is read from the URL itself: switching it does not run the loader again.
  const view = viewOf(location.search);
  const filters = { ...loaderData.filters, view };
  const site = useSiteInfo();
  const navigation = useNavigation();
  const isLoading = useLoadingFlag(
    navigation.state === 'loading' && navigation.location.pathname === '/property-listing',
  );
  const filtered = isFiltered(filters);
  const resultsId = useId();
  const resetHref = `/property-listing${toListingSearch(clearedFilters(view))}`;
  const listedAt = new Date(now);

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
        {/* Keyed by the filters in the URL, so back, forward and header links reset the form. */}
        <FilterForm key={toListingSearch({ ...filters, view: 'list' })} filters={filters} />

        <section aria-labelledby={resultsId} className="mt-8">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <h2 id={resultsId} className="font-display text-2xl font-semibold text-ink-950">
                Premium Properties
              </h2>
              <p className="mt-1 min-h-6 text-sm text-ink-600" aria-live="polite">
                {page && (
                  <>
                    Showing {page.data.length} of {page.count} exclusive listings
                    {filtered && <> (Filtered from {page.total} total)</>}
                  </>
                )}
                {filtered && (
                  <>
                    {page && ' · '}
                    <Link
                      to={resetHref}
                      preventScrollReset
                      className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      Show All Properties
                    </Link>
                  </>
                )}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <SortControl key={toListingSearch(filters)} filters={filters} />
              <ViewToggle
                view={view}
                hrefFor={(next) =>
                  `/property-listing${toListingSearch({ ...filters, view: next })}`
                }
              />
            </div>
          </div>

          <div className="relative mt-6" aria-busy={isLoading}>
            <IconSprite names={['pin']} />
            {hasFailed ? (
              <ErrorState reloadHref={`${location.pathname}${location.search}`} />
            ) : page && page.data.length > 0 ? (
              <ul
                className={
                  view === 'grid' ? 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3' : 'grid gap-6'
                }
              >
                {page.data.map((listing, index) => (
                  <li key={listing.id} className="flex">
                    <PropertyCard
                      listing={listing}
                      now={listedAt}
                      publicUrl={site.publicUrl}
                      // Only the first photo can be in view on a phone; the browser raises
                      // the others itself once it knows they are on screen.
                      isPriority={index === 0}
                      layout={view}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState resetHref={resetHref} />
            )}
            {/* Over the old results while new ones load: no layout shift, nothing to click. */}
            <div
              aria-hidden="true"
              className={`pointer-events-none absolute inset-0 rounded-2xl bg-canvas/60 transition-opacity duration-200 motion-reduce:transition-none ${
                isLoading ? 'opacity-100' : 'opacity-0'
              }`}
            >
              <div className="sticky top-1/3 mx-auto mt-16 size-10 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700 motion-reduce:animate-none" />
            </div>
          </div>
          <p className="sr-only" role="status">
            {isLoading ? 'Loading properties…' : ''}
          </p>

          {page && page.total_pages > 1 && (
            <ListingPagination filters={filters} totalPages={page.total_pages} />
          )}
        </section>
      </div>
    </>
  );
}
