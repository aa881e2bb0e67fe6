import type { ReactNode } from 'react';

import { Dialog } from '../dialog';
import { buttonStyles } from './ui';

/**
 * A yes/no question before something that cannot be undone (deletes, logout). The confirm
 * button shows `busyLabel` and both buttons wait while `isBusy`.
 */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  children,
  confirmLabel = 'Delete',
  busyLabel = 'Deleting…',
  cancelLabel = 'Cancel',
  tone = 'danger',
  isBusy = false,
  onConfirm,
  onCancel,
}: {
  isOpen: boolean;
  title: string;
  message: ReactNode;
  /** Extra content under the message, such as the record being deleted. */
  children?: ReactNode;
  confirmLabel?: string;
  busyLabel?: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      isOpen={isOpen}
      onClose={() => {
        if (!isBusy) onCancel();
      }}
      title={title}
      description={message}
      size="sm"
    >
      {children}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={onCancel}
          disabled={isBusy}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={tone === 'danger' ? buttonStyles.danger : buttonStyles.primary}
          onClick={onConfirm}
          disabled={isBusy}
        >
          {isBusy ? busyLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
