import { useState } from 'react';
import { useAsyncError, useRevalidator } from 'react-router';

/**
 * Try again, inside the `errorElement` of an `<Await>` whose load failed: React Router loads the
 * screen again, and `isRetrying` holds from the click until a new answer is on screen (a success
 * replaces this element; a new failure comes back here with another error).
 */
export function useRetry() {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  const [retriedAfter, setRetriedAfter] = useState<{ error: unknown } | null>(null);
  return {
    error,
    isRetrying: retriedAfter?.error === error,
    retry: () => {
      setRetriedAfter({ error });
      void revalidator.revalidate();
    },
  };
}
