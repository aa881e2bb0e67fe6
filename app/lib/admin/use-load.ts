import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Runs `load` when the screen opens and whenever `key` changes, and again on `retry`; a result
 * that arrives after the screen moved on to another key is dropped. For screens that show their
 * own spinner and error panel while the admin layout stays in place.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): [LoadState<T>, () => void] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [loadedFor, setLoadedFor] = useState({ key, attempt });

  // A new key or a retry shows the spinner again at once, in the same render.
  if (loadedFor.key !== key || loadedFor.attempt !== attempt) {
    setLoadedFor({ key, attempt });
    setState({ status: 'loading' });
  }

  useEffect(() => {
    let isCurrent = true;
    load().then(
      (data) => {
        if (isCurrent) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (isCurrent) setState({ status: 'error', error });
      },
    );
    return () => {
      isCurrent = false;
    };
    // `load` is a new function on every render; `key` says when it loads something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [state, retry];
}
