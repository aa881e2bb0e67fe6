import { useState } from 'react';
import { useSearchParams } from 'react-router';

import type { Enquiry } from '../../../contract/enquiries';
import type { Page } from '../../../contract/pagination';
import { ConfirmDialog } from '../../components/admin/confirm-dialog';
import { enquiryMessages } from '../../components/admin/enquiries/enquiry-format';
import { EnquiryList } from '../../components/admin/enquiries/enquiry-list';
import { PageHeader } from '../../components/admin/page-header';
import { LoadingPanel } from '../../components/admin/spinner';
import { useToast } from '../../components/admin/toasts';
import { buttonStyles, cardStyles } from '../../components/admin/ui';
import { PageLinks } from '../../components/page-links';
import { adminRequest } from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import { useLoad } from '../../lib/admin/use-load';

export function meta() {
  return adminMeta('Enquiries');
}

const PAGE_SIZE = 20;

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** product.md section 2, Enquiries: what visitors sent from the contact page and the listings. */
export default function AdminEnquiries() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams);
  const toast = useToast();
  const [state, retry] = useLoad(
    () =>
      adminRequest<Page<Enquiry>>(`/properties/contacts/?page=${page}&page_size=${PAGE_SIZE}`, {
        fallbackMessage: enquiryMessages.fetchFailed,
      }),
    String(page),
  );
  // Rows deleted here are dropped locally (product.md section 4), not fetched again.
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<number>>(new Set());
  const [pendingDelete, setPendingDelete] = useState<Enquiry | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);

  async function confirmDelete() {
    if (!pendingDelete) return;
    setIsDeleting(true);
    try {
      await adminRequest(`/properties/contacts/${pendingDelete.id}/`, {
        method: 'DELETE',
        fallbackMessage: enquiryMessages.deleteFailed,
      });
      const { id } = pendingDelete;
      setDeletedIds((ids) => new Set(ids).add(id));
      toast.success(enquiryMessages.deleted);
    } catch {
      toast.error(enquiryMessages.deleteFailed);
    } finally {
      setIsDeleting(false);
      setPendingDelete(null);
    }
  }

  const header = (
    <PageHeader
      title="Property Enquiries"
      description="Messages visitors sent from the contact page and from listings."
    />
  );

  if (state.status === 'loading') {
    return (
      <>
        {header}
        <div className={cardStyles}>
          <LoadingPanel label="Loading enquiries…" />
        </div>
      </>
    );
  }

  if (state.status === 'error') {
    // product.md section 8: the failure replaces the screen.
    return (
      <>
        {header}
        <div
          role="alert"
          className={`${cardStyles} flex flex-col items-center gap-4 px-6 py-16 text-center`}
        >
          <p className="text-base font-semibold text-ink-900">{enquiryMessages.fetchFailed}</p>
          <button type="button" className={buttonStyles.primary} onClick={retry}>
            Try again
          </button>
        </div>
      </>
    );
  }

  const { data, count, total_pages: totalPages } = state.data;
  const shown = data.filter((enquiry) => !deletedIds.has(enquiry.id));
  const remaining = count - (data.length - shown.length);

  return (
    <>
      {header}
      {shown.length === 0 ? (
        <div className={`${cardStyles} flex flex-col items-center gap-2 px-6 py-16 text-center`}>
          <p className="font-display text-xl font-semibold text-ink-950">No enquiries yet</p>
          <p className="max-w-md text-sm text-ink-600">
            When visitors send the contact form or ask about a listing, their messages appear here.
          </p>
        </div>
      ) : (
        <>
          <p className="mb-4 text-sm text-ink-600" aria-live="polite">
            {remaining === 1 ? '1 enquiry' : `${remaining} enquiries`}, newest first
          </p>
          <EnquiryList enquiries={shown} onDelete={setPendingDelete} />
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
      )}

      <ConfirmDialog
        isOpen={pendingDelete !== null}
        title="Delete this enquiry?"
        message="This action cannot be undone."
        isBusy={isDeleting}
        onConfirm={() => void confirmDelete()}
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
