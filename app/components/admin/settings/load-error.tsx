import { useEffect, useRef } from 'react';
import { useAsyncError, useRevalidator } from 'react-router';

import { useToast } from '../toasts';
import { buttonStyles } from '../ui';
import { failureMessage } from './settings-texts';

/**
 * A card of the Settings screen whose data could not be loaded (the `errorElement` of its
 * `<Await>`): product.md section 8's toast, once per failure, the message, and a retry.
 */
export function SettingsLoadError({ message }: { message: string }) {
  const error = useAsyncError();
  const toast = useToast();
  const revalidator = useRevalidator();
  const toasted = useRef<unknown>(undefined);
  useEffect(() => {
    if (toasted.current === error) return;
    toasted.current = error;
    toast.error(failureMessage(message, error));
  }, [error, message, toast]);
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl bg-ink-50 p-4 text-sm text-ink-700">
      <p>{message}</p>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => void revalidator.revalidate()}
      >
        Try again
      </button>
    </div>
  );
}
