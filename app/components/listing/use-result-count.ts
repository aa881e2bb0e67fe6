import { useCallback, useEffect, useRef, useState } from 'react';

import { parseListingFilters, toApiSearch } from '../../lib/listing-search';

/** Choices come in bursts (a slider dragged, chips tapped in a row): count once they pause. */
const COUNT_DEBOUNCE_MS = 300;

export type ResultCount =
  { state: 'counted'; count: number } | { state: 'counting' } | { state: 'failed' };

/**
 * How many listings the filter form's current choices find, before they are applied (issue 33,
 * item 3): the form's fields are read as the page reads its URL, and the search API is asked for
 * its count (one result per page, so the answer is small and the public cache keeps it). Starts at
 * the count of the page's own filters, which the form shows when it opens.
 */
export function useResultCount(initial: number | null): {
  result: ResultCount;
  /** Counts the form's choices again once they pause. */
  recount: (form: HTMLFormElement) => void;
} {
  const [result, setResult] = useState<ResultCount>(
    initial === null ? { state: 'failed' } : { state: 'counted', count: initial },
  );
  const timerRef = useRef<number | undefined>(undefined);
  const abortRef = useRef<AbortController | undefined>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(timerRef.current);
      abortRef.current?.abort();
    },
    [],
  );

  const recount = useCallback((form: HTMLFormElement) => {
    window.clearTimeout(timerRef.current);
    abortRef.current?.abort();
    setResult({ state: 'counting' });
    timerRef.current = window.setTimeout(() => {
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        if (typeof value === 'string') params.append(key, value);
      }
      const search = { ...parseListingFilters(params), page: 1, pageSize: 1 };
      const abort = new AbortController();
      abortRef.current = abort;
      fetch(`/api/properties/properties/?${toApiSearch(search).toString()}`, {
        headers: { accept: 'application/json' },
        signal: abort.signal,
      })
        .then(async (response) => {
          if (!response.ok) throw new Error(`count: ${response.status}`);
          const body = (await response.json()) as { count?: unknown };
          if (typeof body.count !== 'number') throw new Error('count: no count');
          if (!abort.signal.aborted) setResult({ state: 'counted', count: body.count });
        })
        .catch(() => {
          if (!abort.signal.aborted) setResult({ state: 'failed' });
        });
    }, COUNT_DEBOUNCE_MS);
  }, []);

  return { result, recount };
}
