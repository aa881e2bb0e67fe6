import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { useFetcher } from 'react-router';

import { toFieldErrors } from '../../../../contract/errors';
import {
  erasureRequest,
  type ErasureReport,
  isNothingHeld,
  privacyMessages,
} from '../../../../contract/privacy';
import { jsonSubmit } from '../../../lib/admin/submit';
import { useActionResult, useConfirmTarget } from '../../../lib/admin/use-action-result';
import { ConfirmDialog } from '../confirm-dialog';
import { LoadingPanel, SpinnerRing } from '../spinner';
import { buttonStyles, cardStyles, errorBoxStyles, inputStyles, labelStyles } from '../ui';
import { ERASE_BY, type EraseBy, type EraseIntent, type EraseResult } from './privacy-intents';
import { countRows, describeEnquiry, hiddenEnquiries, privacyTexts } from './privacy-texts';

/** Enquiries the confirmation lists one by one; the rest are counted. */
const CONFIRM_LISTED = 5;

/** What the screen shows beside the form. */
type Outcome =
  | { kind: 'idle' }
  | { kind: 'found'; who: string; intent: EraseIntent; report: ErasureReport }
  | { kind: 'erased'; who: string; report: ErasureReport }
  | { kind: 'failed'; message: string; intent: EraseIntent };

/**
 * The owner names a person by e-mail address or phone number, sees everything held about them
 * (a dry run), and erases it after a confirmation that lists what goes.
 */
export function ErasePerson() {
  const id = useId();
  const [by, setBy] = useState<EraseBy>('email');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const looking = useFetcher<EraseResult>();
  const erasing = useFetcher<EraseResult>();
  // Closed in the render in which the erasure answers, before the focus moves (see its hook).
  const [confirming, setConfirming] = useConfirmTarget<true, EraseResult>(erasing);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultRef = useRef<HTMLHeadingElement>(null);
  /** What the last look asked, for its answer to be shown with. */
  const pendingLook = useRef<{ who: string; intent: EraseIntent } | null>(null);
  const isLooking = looking.state !== 'idle';
  const isErasing = erasing.state !== 'idle';

  /** The message of the server's field errors, under the one field. */
  function showFieldErrors(fieldErrors: Record<string, string[]>) {
    setError(Object.values(fieldErrors).flat()[0] ?? privacyTexts.lookFailed);
    inputRef.current?.focus();
  }

  useActionResult(looking, {
    onAnswer: (result) => {
      if (result.report && pendingLook.current) {
        setOutcome({ kind: 'found', ...pendingLook.current, report: result.report });
      } else if (result.fieldErrors) {
        showFieldErrors(result.fieldErrors);
        setOutcome({ kind: 'idle' });
      } else if (pendingLook.current) {
        const { intent } = pendingLook.current;
        setOutcome({ kind: 'failed', message: result.message ?? privacyTexts.lookFailed, intent });
      }
    },
    // Keyboard and screen reader users continue from what was found.
    onSettled: () => resultRef.current?.focus(),
  });
  useActionResult(erasing, {
    onAnswer: (result) => {
      if (outcome.kind !== 'found') return;
      if (result.report) {
        setOutcome({ kind: 'erased', who: outcome.who, report: result.report });
        setValue('');
      }
      // A failure keeps what was found on screen (and the toast says why): erase again from it.
    },
    onSettled: () => resultRef.current?.focus(),
  });

  function look(intent: EraseIntent) {
    pendingLook.current = { who: intent.value.trim(), intent };
    void looking.submit({ ...intent }, jsonSubmit('post'));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (isLooking || isErasing) return;
    const checked = erasureRequest.safeParse({ [by]: value, dry_run: true });
    if (!checked.success) {
      showFieldErrors(toFieldErrors(checked.error));
      return;
    }
    setError(null);
    look({ by, value, dry_run: true });
  }

  function erase() {
    if (outcome.kind !== 'found' || isErasing) return;
    void erasing.submit({ ...outcome.intent, dry_run: false }, jsonSubmit('post'));
  }

  function change(next: { by?: EraseBy; value?: string }) {
    if (next.by !== undefined) setBy(next.by);
    if (next.value !== undefined) setValue(next.value);
    setError(null);
    // What was found was found for the old entry: the erase button must not act on a new one.
    if (outcome.kind === 'found' || outcome.kind === 'failed') setOutcome({ kind: 'idle' });
  }

  const errorId = `${id}-error`;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.25fr)]">
      <section aria-labelledby={`${id}-heading`} className={`${cardStyles} p-5 sm:p-6`}>
        <h2 id={`${id}-heading`} className="font-display text-xl font-semibold text-ink-950">
          {privacyTexts.formTitle}
        </h2>
        <p className="mt-1 text-sm text-ink-600">{privacyTexts.formHelp}</p>
        <form noValidate onSubmit={submit} className="mt-5 flex flex-col gap-4">
          <fieldset>
            <legend className={labelStyles}>{privacyTexts.byLegend}</legend>
            <div className="grid grid-cols-2 gap-2">
              {ERASE_BY.map((choice) => (
                <label
                  key={choice}
                  className="flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-ink-200 px-3 py-2 text-sm font-medium text-ink-800 transition-colors has-checked:border-brand-500 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
                >
                  <input
                    type="radio"
                    name={`${id}-by`}
                    value={choice}
                    checked={by === choice}
                    onChange={() => change({ by: choice })}
                    className="size-4 accent-brand-700 focus:outline-none"
                  />
                  {privacyTexts.byLabels[choice]}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={`${id}-value`} className={labelStyles}>
              {privacyTexts.byLabels[by]}
            </label>
            <input
              ref={inputRef}
              id={`${id}-value`}
              type={by === 'email' ? 'email' : 'tel'}
              inputMode={by === 'email' ? 'email' : 'tel'}
              value={value}
              onChange={(event) => change({ value: event.target.value })}
              placeholder={by === 'email' ? 'name@example.in' : '+91 98765 43210'}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={by === 'email' ? 254 : 30}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className={inputStyles}
            />
            {error && (
              <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
          <button
            type="submit"
            className={`${buttonStyles.primary} self-start`}
            aria-disabled={isLooking || isErasing}
          >
            {isLooking && <SpinnerRing className="size-4" />}
            {isLooking ? privacyTexts.finding : privacyTexts.find}
          </button>
        </form>
      </section>

      <section aria-live="polite" aria-busy={isLooking} className={cardStyles}>
        {isLooking ? (
          <LoadingPanel label={privacyTexts.loading} />
        ) : (
          <OutcomePanel
            outcome={outcome}
            headingRef={resultRef}
            onErase={() => setConfirming(true)}
            onRetry={() => {
              if (outcome.kind === 'failed') look(outcome.intent);
            }}
          />
        )}
      </section>

      <ConfirmDialog
        isOpen={confirming !== null && outcome.kind === 'found'}
        title={privacyTexts.confirmTitle}
        message={outcome.kind === 'found' ? privacyTexts.confirmMessage(outcome.who) : ''}
        confirmLabel={privacyTexts.confirm}
        busyLabel={privacyTexts.confirming}
        isBusy={isErasing}
        onConfirm={erase}
        onCancel={() => setConfirming(null)}
      >
        {outcome.kind === 'found' && <Held report={outcome.report} listed={CONFIRM_LISTED} />}
      </ConfirmDialog>
    </div>
  );
}

function OutcomePanel({
  outcome,
  headingRef,
  onErase,
  onRetry,
}: {
  outcome: Outcome;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onErase: () => void;
  onRetry: () => void;
}) {
  const heading = (text: string) => (
    <h2
      ref={headingRef}
      tabIndex={-1}
      className="font-display text-xl font-semibold break-words text-ink-950 focus:outline-none"
    >
      {text}
    </h2>
  );
  switch (outcome.kind) {
    case 'idle':
      return (
        <div className="flex flex-col gap-2 p-5 sm:p-6">
          {heading(privacyTexts.idleTitle)}
          <p className="text-sm text-ink-600">{privacyTexts.idleBody}</p>
        </div>
      );
    case 'failed':
      return (
        <div className="flex flex-col items-start gap-4 p-5 sm:p-6">
          {heading(privacyTexts.lookFailed)}
          <p role="alert" className={`${errorBoxStyles} w-full`}>
            {outcome.message}
          </p>
          <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
            {privacyTexts.tryAgain}
          </button>
        </div>
      );
    case 'erased':
      return (
        <div className="flex flex-col gap-4 p-5 sm:p-6">
          {heading(privacyTexts.erasedTitle)}
          <p className="text-sm text-ink-600">
            {isNothingHeld(outcome.report.counts)
              ? privacyMessages.nothingHeld(outcome.who)
              : privacyTexts.erasedBody(outcome.who)}
          </p>
          <Counts report={outcome.report} />
        </div>
      );
    case 'found':
      if (isNothingHeld(outcome.report.counts)) {
        return (
          <div className="flex flex-col gap-2 p-5 sm:p-6">
            {heading(privacyMessages.nothingHeld(outcome.who))}
            <p className="text-sm text-ink-600">{privacyTexts.nothingHeldBody}</p>
          </div>
        );
      }
      return (
        <div className="flex flex-col gap-5 p-5 sm:p-6">
          {heading(privacyTexts.heldTitle(outcome.who))}
          <Held report={outcome.report} />
          <button type="button" className={`${buttonStyles.danger} self-start`} onClick={onErase}>
            {privacyTexts.erase}
          </button>
        </div>
      );
  }
}

function Counts({ report }: { report: ErasureReport }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-2 rounded-xl bg-ink-50 p-4 text-sm">
      {countRows(report.counts).map((row) => (
        <div key={row.label} className="contents">
          <dt className="text-ink-600">{row.label}</dt>
          <dd className="text-right font-semibold text-ink-950 tabular-nums">
            {row.count.toLocaleString('en-IN')}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** What goes: the counts, then the enquiries by when and about what (at most `listed`). */
function Held({ report, listed }: { report: ErasureReport; listed?: number }) {
  const shown = report.enquiries.slice(0, listed ?? report.enquiries.length);
  const more = hiddenEnquiries(report, shown.length);
  return (
    <div className="flex flex-col gap-4">
      <Counts report={report} />
      {shown.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-ink-900">{privacyTexts.enquiriesListed}</h3>
          <ul className="mt-2 flex flex-col gap-1.5 text-sm text-ink-700">
            {shown.map((enquiry) => (
              <li key={enquiry.id} className="break-words">
                {describeEnquiry(enquiry)}
              </li>
            ))}
            {more > 0 && <li className="text-ink-500">{privacyTexts.moreEnquiries(more)}</li>}
          </ul>
        </div>
      )}
    </div>
  );
}
