import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

import { LOGIN_PATH } from '../../../lib/admin/login-redirect';
import { ConfirmDialog } from '../confirm-dialog';

/**
 * Asks before the admin leaves a form with unsaved changes: a dialog for a move inside the
 * admin (the side navigation, Back), the browser's own question for a reload or a closed tab.
 * `leaveOnPurpose()` lets Cancel and a finished save go without asking; a sign-out (401) is
 * never held up.
 */
export function useLeaveGuard(hasUnsavedChanges: boolean) {
  const isLeavingOnPurpose = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      !isLeavingOnPurpose.current &&
      nextLocation.pathname !== LOGIN_PATH &&
      nextLocation.pathname !== currentLocation.pathname,
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingOnPurpose.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const dialog = (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title="Leave without saving?"
      message="Your changes to this listing have not been saved and will be lost."
      confirmLabel="Leave"
      cancelLabel="Stay on this page"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );

  return {
    leaveOnPurpose: () => {
      isLeavingOnPurpose.current = true;
    },
    dialog,
  };
}
