import { useFetcher } from 'react-router';

import type { Property } from '../../../../contract/properties';
import type { PropertyStatus } from '../../../../contract/property-constants';
import { jsonSubmit } from '../../../lib/admin/submit';
import { useActionResult, useConfirmTarget } from '../../../lib/admin/use-action-result';
import { ConfirmDialog } from '../confirm-dialog';
import {
  type ListingDelete,
  type ListingResult,
  type StatusChange,
  statusChange,
} from './listing-intents';
import { shortPlace } from './listing-summary';

/**
 * A listing's status, saved at once when changed (product.md section 4) by the route's
 * clientAction, which saves one change of a listing at a time and says how each went. The list
 * shows the status being saved until React Router has loaded the list again after the last one.
 * The table row and the card of a listing share one fetcher, by its key.
 */
export function useStatusSave(property: Property) {
  const fetcher = useFetcher<ListingResult>({ key: `listing-status-${property.id}` });
  const saving = statusChange.safeParse(fetcher.json);
  return {
    status: saving.success ? saving.data.status : property.status,
    isSaving: fetcher.state !== 'idle',
    change: (status: PropertyStatus) => {
      const change: StatusChange = { id: property.id, title: property.title, status };
      void fetcher.submit(change, jsonSubmit('patch'));
    },
  };
}

/**
 * Delete with a confirmation (product.md sections 4 and 8): the route's clientAction deletes and
 * toasts either way, and React Router loads the list again. Returns the rows' Delete and the
 * dialog.
 */
export function useListingDelete() {
  const fetcher = useFetcher<ListingResult>();
  const [toDelete, setToDelete] = useConfirmTarget<Property, ListingResult>(fetcher);

  useActionResult(fetcher, {
    // The delete button had the focus back from the dialog; when the reloaded list drops its row,
    // the focus would fall to the document: keep it in the page instead.
    onSettled: () => {
      if (document.activeElement === document.body) {
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }
    },
  });

  const dialog = (
    <ConfirmDialog
      isOpen={toDelete !== null}
      title="Delete this property?"
      message="This action cannot be undone. The listing and its photos will be removed from the site."
      isBusy={fetcher.state === 'submitting'}
      onConfirm={() => {
        if (!toDelete) return;
        const target: ListingDelete = { id: toDelete.id };
        void fetcher.submit(target, jsonSubmit('delete'));
      }}
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

  return { onDelete: setToDelete, dialog };
}
