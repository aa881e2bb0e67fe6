import { useCallback, useEffect } from 'react';
import {
  Link,
  redirect,
  useFetchers,
  useNavigate,
  useNavigation,
  useRevalidator,
} from 'react-router';

import { adminPropertyMessages, STATUS_LABELS } from '../../../contract/admin-properties';
import type { ListingFigures } from '../../../contract/listing-stats';
import type { Page } from '../../../contract/pagination';
import type { Property } from '../../../contract/properties';
import { PageHeader } from '../../components/admin/page-header';
import { deleteErrorMessage } from '../../components/admin/properties/delete-message';
import {
  listingConfirm,
  listingDelete,
  type ListingResult,
  statusChange,
  type StatusChange,
} from '../../components/admin/properties/listing-intents';
import { EmptyPanel, LoadErrorPanel } from '../../components/admin/properties/list-panels';
import { PropertiesToolbar } from '../../components/admin/properties/properties-toolbar';
import {
  type AdminListSort,
  type AdminPropertyFilters,
  DEFAULT_FILTERS,
  isFiltered,
  parseAdminPropertyFilters,
  PURPOSE_LABELS,
  toAdminPropertyApiPath,
  toAdminPropertySearch,
} from '../../components/admin/properties/property-filters';
import { BulkStatusBar, useSelection } from '../../components/admin/properties/listing-tools';
import { PropertyList } from '../../components/admin/properties/property-list';
import { useListingDelete } from '../../components/admin/properties/use-listing-actions';
import { Spinner } from '../../components/admin/spinner';
import { actionToast } from '../../components/admin/toasts';
import { buttonStyles } from '../../components/admin/ui';
import { PageLinks } from '../../components/page-links';
import { StrokeIcon } from '../../components/stroke-icon';
import {
  adminLoad,
  adminRequest,
  adminSubmit,
  ApiError,
  throwIfSignedOut,
} from '../../lib/admin/api';
import { readJson } from '../../lib/admin/submit';
import type { Route } from './+types/properties';
import { adminMeta } from '../../lib/admin/meta';

const LIST_PATH = '/admin/properties';
const listHref = (filters: AdminPropertyFilters) => `${LIST_PATH}${toAdminPropertySearch(filters)}`;

/** The page of listings the URL asks for (`?q=&type=&status=&page=`), every status by default. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const filters = parseAdminPropertyFilters(new URL(request.url).searchParams);
  const now = new Date();
  try {
    const page = await adminLoad<Page<Property>>(toAdminPropertyApiPath(filters), {
      fallbackMessage: adminPropertyMessages.fetchFailed,
    });
    // Past the last page (its last listing was just deleted, an old link): show the last one.
    if (page.data.length === 0 && filters.page > page.total_pages) {
      throw redirect(listHref({ ...filters, page: page.total_pages }));
    }
    return { filters, page, error: null, now, figures: await figuresOf(page.data) };
  } catch (error) {
    if (error instanceof Response) throw error; // the sign-in redirect, or the one above
    const reason = error instanceof ApiError ? error.message : undefined;
    return {
      filters,
      page: null,
      error: reason ?? adminPropertyMessages.fetchFailed,
      now,
      figures: null,
    };
  }
}

/** The page's views, leads and enquiries of 30 days (issue 15); the list shows without them. */
async function figuresOf(listings: Property[]): Promise<ListingFigures | null> {
  if (listings.length === 0) return {};
  const ids = listings.map((listing) => listing.id).join(',');
  return adminRequest<ListingFigures>(`/properties/performance/listings/?ids=${ids}`).catch(
    () => null,
  );
}

const SORT_LABELS: Record<AdminListSort, string> = {
  newest: 'Newest first',
  views: 'Most views (30 days)',
  leads: 'Most leads (30 days)',
  enquiries: 'Most enquiries (30 days)',
};

const propertyPath = (id: number) => `/properties/properties/${id}/`;

/** The last status save of each listing: a later change waits for the one before it. */
const statusSaves = new Map<number, Promise<void>>();

/**
 * A listing's new status (product.md section 4: saved at once), one request at a time per
 * listing. Each failure says so; a success says so when no later change of the listing is waiting.
 */
async function saveStatus({ id, title, status }: StatusChange): Promise<ListingResult> {
  const before = statusSaves.get(id);
  let finish: () => void = () => {};
  const save = new Promise<void>((resolve) => {
    finish = resolve;
  });
  statusSaves.set(id, save);
  await before;
  const isLatest = () => statusSaves.get(id) === save;
  const body = new FormData();
  body.set('status', status);
  try {
    await adminSubmit(propertyPath(id), {
      method: 'PATCH',
      body,
      fallbackMessage: adminPropertyMessages.statusFailed,
    });
    if (isLatest()) actionToast.success(adminPropertyMessages.statusChanged(title, status));
    return { isDone: true };
  } catch (error) {
    actionToast.error(
      error instanceof ApiError ? error.message : adminPropertyMessages.statusFailed,
    );
    throwIfSignedOut(error);
    return { isDone: false };
  } finally {
    if (isLatest()) statusSaves.delete(id);
    finish();
  }
}

/** product.md sections 4 and 8: a toast either way; the list is loaded again either way. */
async function deleteListing(id: number): Promise<ListingResult> {
  try {
    await adminSubmit(propertyPath(id), {
      method: 'DELETE',
      fallbackMessage: adminPropertyMessages.deleteFailed,
    });
    actionToast.success(adminPropertyMessages.deleted);
    return { isDone: true };
  } catch (error) {
    actionToast.error(deleteErrorMessage(error));
    throwIfSignedOut(error);
    return { isDone: false }; // a 404: the list was out of date, and the reload shows it as it is
  }
}

/**
 * "Still available" (issue 15, item 7). Its messages live here, not in contract/admin-properties.ts,
 * which the public pages' shared script carries (the listing search reads its page size).
 */
const confirmMessages = {
  confirmed: (title: string) => `"${title}" is confirmed as still available.`,
  failed: 'Failed to confirm the listing. Please try again.',
};

/** "Still available": a toast either way; the list is loaded again. */
async function confirmListing(id: number, title: string): Promise<ListingResult> {
  try {
    await adminSubmit(`${propertyPath(id)}confirm/`, {
      method: 'POST',
      fallbackMessage: confirmMessages.failed,
    });
    actionToast.success(confirmMessages.confirmed(title));
    return { isDone: true };
  } catch (error) {
    actionToast.error(error instanceof ApiError ? error.message : confirmMessages.failed);
    throwIfSignedOut(error);
    return { isDone: false };
  }
}

/** The rows' changes: PATCH a listing's status, POST "Still available", DELETE a listing. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<ListingResult> {
  if (request.method === 'DELETE')
    return deleteListing((await readJson(request, listingDelete)).id);
  if (request.method === 'POST') {
    const { id, title } = await readJson(request, listingConfirm);
    return confirmListing(id, title);
  }
  return saveStatus(await readJson(request, statusChange));
}

export function meta() {
  return adminMeta('Properties');
}

function AddPropertyLink() {
  return (
    <Link to="/admin/add-property" className={buttonStyles.primary}>
      <StrokeIcon className="size-4">
        <path d="M12 5v14M5 12h14" />
      </StrokeIcon>
      Add Property
    </Link>
  );
}

/** product.md section 2, admin property list: search, type and status filters, 12 a page. */
export default function AdminProperties({ loaderData }: Route.ComponentProps) {
  const { filters, page, error, now, figures } = loaderData;
  const sorting = {
    sort: filters.sort,
    hrefFor: (sort: AdminListSort) => listHref({ ...filters, sort, page: 1 }),
  };
  const navigate = useNavigate();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const fetchers = useFetchers();
  const { onDelete, dialog } = useListingDelete();
  // The choice holds for the page shown: another page, filter or sort starts afresh.
  const selection = useSelection();
  const listKey = toAdminPropertySearch(filters);
  const { clear } = selection;
  useEffect(() => clear(), [listKey, clear]);
  // After a row's change React Router loads the list again; the change's fetcher waits for it.
  const isReloading =
    revalidator.state === 'loading' || fetchers.some((fetcher) => fetcher.state === 'loading');

  const search = useCallback(
    (next: AdminPropertyFilters, options?: { replace: boolean }) =>
      void navigate(listHref(next), { replace: options?.replace ?? false }),
    [navigate],
  );
  const isLoading =
    isReloading || (navigation.state === 'loading' && navigation.location.pathname === LIST_PATH);

  const first = page ? (page.page - 1) * page.page_size + 1 : 0;
  const last = page ? first + page.data.length - 1 : 0;

  return (
    <>
      <PageHeader
        title="Properties"
        description="Every listing on the site, drafts and closed ones included."
        actions={
          <>
            <Link to="/admin/import-listings" className={buttonStyles.secondary}>
              Import CSV
            </Link>
            <AddPropertyLink />
          </>
        }
      />
      <PropertiesToolbar filters={filters} onSearch={search} />

      <section aria-labelledby="results-summary" aria-busy={isLoading}>
        <div className="mb-3 flex min-h-6 flex-wrap items-center gap-x-2 gap-y-2 text-sm text-ink-600">
          <p id="results-summary" aria-live="polite">
            {page && page.count > 0
              ? `Showing ${first}–${last} of ${page.count} ${page.count === 1 ? 'property' : 'properties'}`
              : page
                ? 'No properties to show'
                : ''}
          </p>
          {isLoading && <Spinner label="Loading properties…" className="size-4" />}
          <label className="ml-auto flex min-w-0 items-center gap-2">
            <span className="text-ink-600">Sort</span>
            <select
              value={filters.sort}
              onChange={(event) =>
                void navigate(sorting.hrefFor(event.target.value as AdminListSort))
              }
              className="min-h-9 max-w-full min-w-0 rounded-lg border border-ink-200 bg-white px-2 py-1 text-sm text-ink-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none"
            >
              {Object.entries(SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
        </div>

        <div className={`transition-opacity ${isLoading ? 'opacity-60' : ''}`}>
          {error !== null || !page ? (
            <LoadErrorPanel
              title={adminPropertyMessages.fetchFailed}
              reason={error ?? undefined}
              onRetry={() => void revalidator.revalidate()}
              isRetrying={revalidator.state === 'loading'}
            />
          ) : page.data.length > 0 ? (
            <PropertyList
              properties={page.data}
              now={now}
              onDelete={onDelete}
              figures={figures}
              sorting={sorting}
              selection={selection}
            />
          ) : isFiltered(filters) ? (
            <EmptyPanel
              title="No properties match your search"
              action={
                <Link to={listHref(DEFAULT_FILTERS)} className={buttonStyles.secondary}>
                  Clear filters
                </Link>
              }
            >
              Nothing matches {describeSearch(filters)}. Try other words, or clear the filters to
              see every listing.
            </EmptyPanel>
          ) : (
            <EmptyPanel title="No properties yet" action={<AddPropertyLink />}>
              Listings you add appear here, newest first.
            </EmptyPanel>
          )}
        </div>
        <BulkStatusBar selection={selection} />

        {page && page.total_pages > 1 && (
          <PageLinks
            current={filters.page}
            totalPages={page.total_pages}
            hrefFor={(number) => listHref({ ...filters, page: number })}
            className="mt-8"
            isCompactOnPhones
          />
        )}
      </section>
      {dialog}
    </>
  );
}

/** 'Search “villa” · For Rent · Sold', for the empty state. */
function describeSearch(filters: AdminPropertyFilters): string {
  return [
    filters.q ? `“${filters.q}”` : '',
    filters.type !== 'all' ? PURPOSE_LABELS[filters.type] : '',
    filters.status !== 'all' ? STATUS_LABELS[filters.status] : '',
    filters.needsConfirming ? 'Needs confirming' : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
