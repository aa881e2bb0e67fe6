import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Fetcher } from 'react-router';

/**
 * What a screen does with the answers of its `clientAction`, submitted through `fetcher`:
 * `onAnswer` as each answer arrives (show the server's errors, leave a saved form), `onSettled`
 * once React Router's revalidation after it is on screen too (move the focus off a row that is
 * gone). Each answer is handled once; one the fetcher held before this screen mounted is not, and
 * none reaches a screen the admin has left.
 */
export function useActionResult<T>(
  fetcher: Pick<Fetcher<T>, 'state' | 'data'>,
  { onAnswer, onSettled }: { onAnswer?: (result: T) => void; onSettled?: (result: T) => void },
): void {
  const answered = useRef(fetcher.data);
  const settled = useRef(fetcher.data);
  const answer = useEffectEvent((result: T) => onAnswer?.(result));
  const settle = useEffectEvent((result: T) => onSettled?.(result));
  const { state, data } = fetcher;

  useEffect(() => {
    if (data === undefined) return;
    if (answered.current !== data) {
      answered.current = data;
      answer(data);
    }
    if (state === 'idle' && settled.current !== data) {
      settled.current = data;
      settle(data);
    }
  }, [state, data]);
}

/**
 * What a confirmation dialog asks about (a row to delete), or null when it is closed. The dialog
 * closes in the very render in which the action it submitted answers, so that the screen's
 * reaction to the answer (the focus moved once the row is gone) finds it closed.
 */
export function useConfirmTarget<Target, T>(fetcher: Pick<Fetcher<T>, 'data'>) {
  const [target, setTarget] = useState<Target | null>(null);
  const [answer, setAnswer] = useState(fetcher.data);
  if (fetcher.data !== answer) {
    setAnswer(fetcher.data);
    setTarget(null);
  }
  return [target, setTarget] as const;
}
