import { Suspense, useCallback, useEffect, useState } from 'react';
import {
  Await,
  Outlet,
  type ShouldRevalidateFunctionArgs,
  useFetcher,
  useLocation,
  useNavigate,
} from 'react-router';
import { z } from 'zod';

import type { Assignee, Enquiry } from '../../../contract/enquiries';
import { keralaDate } from '../../../contract/format';
import type { Page } from '../../../contract/pagination';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import {
  type FilterValues,
  filterQuery,
  hasFilters,
  readFilterValues,
  readPage,
} from '../../components/admin/enquiries/enquiry-filters';
import { enquiryMessages } from '../../components/admin/enquiries/enquiry-format';
import { EnquiryList } from '../../components/admin/enquiries/enquiry-list';
import { EnquiryToolbar } from '../../components/admin/enquiries/enquiry-toolbar';
import { useToast } from '../../components/admin/toasts';
import { PageHeader } from '../../components/admin/page-header';
import { LoadingPanel } from '../../components/admin/spinner';
import { actionToast } from '../../components/admin/toasts';
import { buttonStyles, cardStyles } from '../../components/admin/ui';
import { PageLinks } from '../../components/page-links';
import {
  adminRequest,
  adminSubmit,
  deferred,
  requireSession,
  throwIfSignedOut,
} from '../../lib/admin/api';
import { downloadFromApi } from '../../lib/admin/download';
import { adminMeta } from '../../lib/admin/meta';
import { jsonSubmit, readJson } from '../../lib/admin/submit';
import { useConfirmTarget } from '../../lib/admin/use-action-result';
import { useRetry } from '../../lib/admin/use-retry';
import type { Route } from './+types/enquiries';

export function meta() {
  return adminMeta('Enquiries');
}

const PAGE_SIZE = 20;

/**
 * The page of enquiries the URL's filters ask for, and the team for the assignee filter, handed
 * to <Await>: the screen shows at once.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSession();
  const params = new URL(request.url).searchParams;
  const filters = readFilterValues(params);
  const page = readPage(params);
  const query = filterQuery(filters);
  const enquiries = adminRequest<Page<Enquiry>>(
    `/properties/contacts/?${query ? `${query}&` : ''}page=${page}&page_size=${PAGE_SIZE}`,
    { fallbackMessage: enquiryMessages.fetchFailed },
  );
  const assignees = adminRequest<Assignee[]>('/properties/contacts/assignees/', {
    fallbackMessage: enquiryMessages.assigneesFailed,
  });
  return {
    page,
    filters,
    key: filterQuery(filters, page),
    enquiries: deferred(enquiries),
    assignees: deferred(assignees),
  };
}

/**
 * The list reloads when its own URL changed (filters, page), after a save and on Try again (a
 * revalidation of the same URL); opening and closing an enquiry's drawer leaves it as it is.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  return currentUrl.search !== nextUrl.search;
}

const enquiryDelete = z.object({ id: z.number().int().positive() });
type EnquiryDelete = z.infer<typeof enquiryDelete>;

/** The enquiry deleted, or null; then React Router loads the page again. */
interface EnquiryDeleteResult {
  deletedId: number | null;
}

/** Delete an enquiry (DELETE), with a toast either way. */
export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<EnquiryDeleteResult> {
  const { id } = await readJson(request, enquiryDelete);
  try {
    await adminSubmit(`/properties/contacts/${id}/`, {
      method: 'DELETE',
      fallbackMessage: enquiryMessages.deleteFailed,
    });
    actionToast.success(enquiryMessages.deleted);
    return { deletedId: id };
  } catch (error) {
    actionToast.error(enquiryMessages.deleteFailed);
    throwIfSignedOut(error);
    return { deletedId: null };
  }
}

const header = (
  <PageHeader
    title="Property Enquiries"
    description="Work each enquiry from new to won: status, who has it, when to call back, and notes."
  />
);

const loadingPanel = (
  <div className={cardStyles}>
    <LoadingPanel label="Loading enquiries…" />
  </div>
);

/** product.md section 8: the failure replaces the screen. */
function EnquiriesLoadError() {
  const { isRetrying, retry } = useRetry();
  if (isRetrying) return loadingPanel;
  return (
    <div
      role="alert"
      className={`${cardStyles} flex flex-col items-center gap-4 px-6 py-16 text-center`}
    >
      <p className="text-base font-semibold text-ink-900">{enquiryMessages.fetchFailed}</p>
      <button type="button" className={buttonStyles.primary} onClick={retry}>
        Try again
      </button>
    </div>
  );
}

function EnquiryPage({
  page,
  filters,
  loaded,
  deletedId,
  onDelete,
}: {
  page: number;
  filters: FilterValues;
  loaded: Page<Enquiry>;
  /** Gone from the screen as soon as the server says so, before the page is loaded again. */
  deletedId: number | null;
  onDelete: (enquiry: Enquiry) => void;
}) {
  const { data, count, total_pages: totalPages } = loaded;
  const shown = data.filter((enquiry) => enquiry.id !== deletedId);
  const remaining = count - (data.length - shown.length);

  const { search } = useLocation();
  if (shown.length === 0) {
    const isFiltered = hasFilters(filters);
    return (
      <div className={`${cardStyles} flex flex-col items-center gap-2 px-6 py-16 text-center`}>
        <p className="font-display text-xl font-semibold text-ink-950">
          {isFiltered ? 'No enquiries match these filters' : 'No enquiries yet'}
        </p>
        <p className="max-w-md text-sm text-ink-600" aria-live="polite">
          {isFiltered
            ? 'Try another status, person or date, or clear the filters.'
            : 'When visitors send the contact form or ask about a listing, their messages appear here.'}
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-ink-600" aria-live="polite">
        {remaining === 1 ? '1 enquiry' : `${remaining.toLocaleString('en-IN')} enquiries`}
        {hasFilters(filters) ? ` match (${loaded.total.toLocaleString('en-IN')} in all)` : ''},
        newest first
      </p>
      <EnquiryList
        enquiries={shown}
        search={search}
        today={keralaDate(new Date())}
        onDelete={onDelete}
      />
      {totalPages > 1 && (
        <PageLinks
          className="mt-8"
          current={page}
          totalPages={totalPages}
          hrefFor={(target) => `?${filterQuery(filters, target)}`}
          isCompactOnPhones
        />
      )}
    </>
  );
}

/** product.md section 2, Enquiries: what visitors sent from the contact page and the listings. */
export default function AdminEnquiries({ loaderData }: Route.ComponentProps) {
  const { page, filters, key, enquiries, assignees } = loaderData;
  const navigate = useNavigate();
  const toast = useToast();
  const [isExporting, setIsExporting] = useState(false);
  const [team, setTeam] = useState<Assignee[] | null>(null);
  useEffect(() => {
    let isCurrent = true;
    // Without the team the filter still offers Anyone and Unassigned.
    assignees.then(
      (members) => isCurrent && setTeam(members),
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, [assignees]);

  const onChange = useCallback(
    (values: FilterValues, options?: { replace: boolean }) => {
      // Another filter starts again from the first page.
      void navigate(`?${filterQuery(values)}`, {
        replace: options?.replace ?? false,
        preventScrollReset: true,
      });
    },
    [navigate],
  );

  async function exportCsv() {
    setIsExporting(true);
    try {
      await downloadFromApi(
        `/properties/contacts/export/?${filterQuery(filters)}`,
        enquiryMessages.exportFailed,
      );
    } catch {
      toast.error(enquiryMessages.exportFailed);
    } finally {
      setIsExporting(false);
    }
  }
  const deleting = useFetcher<EnquiryDeleteResult>();
  const [pendingDelete, setPendingDelete] = useConfirmTarget<Enquiry, EnquiryDeleteResult>(
    deleting,
  );

  function confirmDelete() {
    if (!pendingDelete) return;
    const target: EnquiryDelete = { id: pendingDelete.id };
    void deleting.submit(target, jsonSubmit('delete'));
  }

  return (
    <>
      {header}
      <EnquiryToolbar
        values={filters}
        assignees={team}
        onChange={onChange}
        onExport={() => void exportCsv()}
        isExporting={isExporting}
      />
      {/* Another page or other filters load under the spinner, as the first one did. */}
      <Suspense key={key} fallback={loadingPanel}>
        <Await resolve={enquiries} errorElement={<EnquiriesLoadError />}>
          {(loaded) => (
            <EnquiryPage
              page={page}
              filters={filters}
              loaded={loaded}
              deletedId={deleting.data?.deletedId ?? null}
              onDelete={setPendingDelete}
            />
          )}
        </Await>
      </Suspense>

      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title="Delete this enquiry?"
        message="This action cannot be undone."
        isBusy={deleting.state === 'submitting'}
        onConfirm={confirmDelete}
        onCancel={() => setPendingDelete(null)}
      >
        {pendingDelete && (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl bg-ink-50 p-4 text-sm">
            <dt className="text-ink-500">Name</dt>
            <dd className="font-medium break-words text-ink-900">{pendingDelete.name}</dd>
            <dt className="text-ink-500">E-mail</dt>
            <dd className="break-all text-ink-900">{pendingDelete.email}</dd>
            <dt className="text-ink-500">Subject</dt>
            <dd className="break-words text-ink-900">{pendingDelete.subject}</dd>
          </dl>
        )}
      </ConfirmDialog>
      {/* An enquiry's drawer (routes/admin/enquiry.tsx). */}
      <Outlet />
    </>
  );
}
