import { useEffect, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';

import { adminPropertyMessages } from '../../../../contract/admin-properties';
import type { Property } from '../../../../contract/properties';
import type { PropertyStatus } from '../../../../contract/property-constants';
import { adminRequest, ApiError } from '../../../lib/admin/api';
import { ConfirmDialog } from '../confirm-dialog';
import { useToast } from '../toasts';
import { deleteErrorMessage } from './delete-message';
import { shortPlace } from './listing-summary';
import type { ListingActions } from './property-list';

const propertyPath = (id: number) => `/properties/properties/${id}/`;

/**
 * The list's row actions: change a listing's status (saved at once, one request at a time per
 * listing, the list reloaded after the last) and delete with a confirmation (product.md sections 4
 * and 8: a toast either way, then the list is reloaded). Returns the actions and the dialog.
 */
export function useListingActions() {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [savingStatus, setSavingStatus] = useState<ReadonlyMap<number, PropertyStatus>>(
    () => new Map(),
  );
  /** The last queued save of each listing; a later change waits for the one before it. */
  const saves = useRef(new Map<number, Promise<void>>());
  const [toDelete, setToDelete] = useState<Property | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const isRefocusPending = useRef(false);

  function changeStatus(property: Property, status: PropertyStatus) {
    setSavingStatus((current) => new Map(current).set(property.id, status));
    const before = saves.current.get(property.id) ?? Promise.resolve();
    const save: Promise<void> = before.then(async () => {
      const body = new FormData();
      body.set('status', status);
      try {
        await adminRequest(propertyPath(property.id), {
          method: 'PATCH',
          body,
          fallbackMessage: adminPropertyMessages.statusFailed,
        });
        if (saves.current.get(property.id) === save) {
          toast.success(adminPropertyMessages.statusChanged(property.title, status));
        }
      } catch (error) {
        toast.error(error instanceof ApiError ? error.message : adminPropertyMessages.statusFailed);
      }
      if (saves.current.get(property.id) !== save) return;
      saves.current.delete(property.id);
      // Reload, then let the stored status show again (it is the saved one, or the old one).
      await revalidator.revalidate();
      setSavingStatus((current) => {
        const next = new Map(current);
        next.delete(property.id);
        return next;
      });
    });
    saves.current.set(property.id, save);
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setIsDeleting(true);
    let isSignedOut = false;
    try {
      await adminRequest(propertyPath(toDelete.id), {
        method: 'DELETE',
        fallbackMessage: adminPropertyMessages.deleteFailed,
      });
      toast.success(adminPropertyMessages.deleted);
    } catch (error) {
      toast.error(deleteErrorMessage(error));
      isSignedOut = error instanceof ApiError && error.status === 401;
    }
    setIsDeleting(false);
    setToDelete(null);
    // The list changed, or was out of date (404): reload it either way, unless signed out.
    if (isSignedOut) return;
    isRefocusPending.current = true;
    await revalidator.revalidate();
  }

  // The delete button had the focus back from the dialog; when the reloaded list drops its row,
  // the focus would fall to the document: keep it in the page instead.
  const wasReloading = useRef(false);
  useEffect(() => {
    const isReloading = revalidator.state === 'loading';
    if (isRefocusPending.current && document.activeElement === document.body) {
      isRefocusPending.current = false;
      document.getElementById('main-content')?.focus({ preventScroll: true });
    } else if (wasReloading.current && !isReloading) {
      isRefocusPending.current = false; // reloaded, and the focus is still somewhere
    }
    wasReloading.current = isReloading;
  });

  const actions: ListingActions = {
    statusOf: (property) => savingStatus.get(property.id) ?? property.status,
    isSaving: (property) => savingStatus.has(property.id),
    onStatusChange: changeStatus,
    onDelete: setToDelete,
  };

  const dialog = (
    <ConfirmDialog
      isOpen={toDelete !== null}
      title="Delete this property?"
      message="This action cannot be undone. The listing and its photos will be removed from the site."
      isBusy={isDeleting}
      onConfirm={() => void confirmDelete()}
      onCancel={() => setToDelete(null)}
    >
      {toDelete && (
        <div className="rounded-xl border border-ink-100 bg-ink-50 px-4 py-3 text-sm">
          <p className="font-semibold text-ink-900">{toDelete.title}</p>
          <p className="mt-0.5 text-ink-600">{shortPlace(toDelete)}</p>
        </div>
      )}
    </ConfirmDialog>
  );

  return { actions, dialog, isReloading: revalidator.state === 'loading' };
}
