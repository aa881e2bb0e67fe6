import { Suspense } from 'react';
import { Await, useFetcher } from 'react-router';
import { z } from 'zod';

import type { Enquiry } from '../../../contract/enquiries';
import type { Page } from '../../../contract/pagination';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { enquiryMessages } from '../../components/admin/enquiries/enquiry-format';
import { EnquiryList } from '../../components/admin/enquiries/enquiry-list';
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
import { adminMeta } from '../../lib/admin/meta';
import { jsonSubmit, readJson } from '../../lib/admin/submit';
import { useConfirmTarget } from '../../lib/admin/use-action-result';
import { useRetry } from '../../lib/admin/use-retry';
import type { Route } from './+types/enquiries';

export function meta() {
  return adminMeta('Enquiries');
}

const PAGE_SIZE = 20;

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The page of enquiries the URL asks for, handed to <Await>: the screen shows at once. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSession();
  const page = pageFrom(new URL(request.url).searchParams);
  const enquiries = adminRequest<Page<Enquiry>>(
    `/properties/contacts/?page=${page}&page_size=${PAGE_SIZE}`,
    { fallbackMessage: enquiryMessages.fetchFailed },
  );
  return { page, enquiries: deferred(enquiries) };
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
    description="Messages visitors sent from the contact page and from listings."
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
  loaded,
  deletedId,
  onDelete,
}: {
  page: number;
  loaded: Page<Enquiry>;
  /** Gone from the screen as soon as the server says so, before the page is loaded again. */
  deletedId: number | null;
  onDelete: (enquiry: Enquiry) => void;
}) {
  const { data, count, total_pages: totalPages } = loaded;
  const shown = data.filter((enquiry) => enquiry.id !== deletedId);
  const remaining = count - (data.length - shown.length);

  if (shown.length === 0) {
    return (
      <div className={`${cardStyles} flex flex-col items-center gap-2 px-6 py-16 text-center`}>
        <p className="font-display text-xl font-semibold text-ink-950">No enquiries yet</p>
        <p className="max-w-md text-sm text-ink-600">
          When visitors send the contact form or ask about a listing, their messages appear here.
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-ink-600" aria-live="polite">
        {remaining === 1 ? '1 enquiry' : `${remaining} enquiries`}, newest first
      </p>
      <EnquiryList enquiries={shown} onDelete={onDelete} />
      {totalPages > 1 && (
        <PageLinks
          className="mt-8"
          current={page}
          totalPages={totalPages}
          hrefFor={(target) => (target === 1 ? '?' : `?page=${target}`)}
          isCompactOnPhones
        />
      )}
    </>
  );
}

/** product.md section 2, Enquiries: what visitors sent from the contact page and the listings. */
export default function AdminEnquiries({ loaderData }: Route.ComponentProps) {
  const { page, enquiries } = loaderData;
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
      {/* Another page is loaded under the spinner, as the first one was. */}
      <Suspense key={page} fallback={loadingPanel}>
        <Await resolve={enquiries} errorElement={<EnquiriesLoadError />}>
          {(loaded) => (
            <EnquiryPage
              page={page}
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
    </>
  );
}
