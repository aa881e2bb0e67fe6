import { useRef, useState } from 'react';

import { describeFailure, type FormProblem } from '../../../lib/admin/sign-in';

/** A message shown under a step's heading; `field` marks the control it is about. */
export interface StepError<Field extends string> {
  message: string;
  field?: Field;
  /** Grows with every failure, so the same message is announced again on a second try. */
  attempt: number;
}

/** How a submit ended: not tried (one was under way), refused by the check, failed, or done. */
export type SubmitOutcome = 'ignored' | 'invalid' | 'failed' | 'sent';

/**
 * A step form's sending state: one call at a time (a second Enter or click while one is under
 * way does nothing), the busy flag for the button's label, and the error of the last try.
 */
export function useSubmission<Field extends string = never>(
  /** A message the server rendered with the page (its form posted without scripts). */
  initialError?: { message: string; field?: Field },
) {
  const [error, setError] = useState<StepError<Field> | null>(() =>
    initialError ? { ...initialError, attempt: 0 } : null,
  );
  const [isBusy, setIsBusy] = useState(false);
  // State updates land after the event: a ref stops a second submit in the same tick.
  const isSendingRef = useRef(false);
  const attemptRef = useRef(0);

  function fail(message: string, field?: Field) {
    attemptRef.current += 1;
    setError({ message, field, attempt: attemptRef.current });
  }

  /**
   * Shows `problem` (a failed check of the form) or else runs `task`, whose thrown error
   * becomes the step's message.
   */
  async function submit(
    problem: FormProblem<Field> | null,
    task: () => Promise<void>,
    fallbackMessage: string,
  ): Promise<SubmitOutcome> {
    if (isSendingRef.current) return 'ignored';
    if (problem) {
      fail(problem.message, problem.field);
      return 'invalid';
    }
    isSendingRef.current = true;
    setIsBusy(true);
    setError(null);
    try {
      await task();
      return 'sent';
    } catch (caught) {
      fail(describeFailure(caught, fallbackMessage));
      return 'failed';
    } finally {
      isSendingRef.current = false;
      setIsBusy(false);
    }
  }

  return { error, isBusy, submit };
}
