import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useActionData, useFetcher } from 'react-router';

import type { AlertsPanelTexts } from '../../i18n/en/content/alerts-panel';
import { useI18n } from '../../i18n/i18n';
import {
  ALERT_FREQUENCY_CHOICES,
  ALERT_INTENT,
  type AlertAnswer,
  type AlertFieldProblem,
  ALERTS_PANEL_ID,
  alertQueryOf,
  checkAlertEmail,
  DEFAULT_ALERT_FREQUENCY,
  isAlertFrequency,
} from '../../lib/alert-form';
import { type ListingFilters, toListingSearch } from '../../lib/listing-search';
import { useModalLayer } from '../home/use-modal-layer';
import { SiteLink } from '../site-link';

type FieldErrors = { email?: AlertFieldProblem; frequency?: AlertFieldProblem };

export interface AlertsPanelProps {
  filters: ListingFilters;
  /** The search in words (the chips' labels), '' for every listing. */
  summary: string;
  /** The panel's texts in the page's language, from the page's loader. */
  texts: AlertsPanelTexts;
}

/**
 * "Get alerts" (issue 36): the listing page's search saved with an e-mail address and how often,
 * for new matches by e-mail. Built as the filter sheet is (filter-form.tsx): a `<details>` whose
 * form posts to the page's own action, so without the page's script it folds open under its
 * button and the page comes back with the answer; once the script runs, the button opens it as a
 * modal (a sheet from the foot of a phone, a dialog on wider screens: focus kept inside, Escape
 * closes it and focus goes back to the button) and the form is sent by a fetcher, in place.
 * Loaded after the page's first scripts (get-alerts.tsx).
 */
export function AlertsPanel({ filters, summary, texts }: AlertsPanelProps) {
  const { path } = useI18n();
  // The answer to the form posted without the page's script (the page's action).
  const posted = useActionData() as AlertAnswer | undefined;
  const pageAnswer = posted?.intent === ALERT_INTENT ? posted : undefined;
  const [isOpen, setOpen] = useState(false);
  // Each opening shows a fresh form (a new fetcher), not the last one's answer.
  const [opening, setOpening] = useState(0);
  const sheetRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement>(null);
  const headingId = useId();

  useModalLayer({
    isOpen,
    onClose: () => setOpen(false),
    layerRef: sheetRef,
    returnFocusRef: openerRef,
  });

  const open = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    openerRef.current = event.currentTarget;
    setOpening((count) => count + 1);
    setOpen(true);
  };

  return (
    <details
      id={ALERTS_PANEL_ID}
      className="alerts-panel"
      // Open as the page came back from a post without the script, until the dialog is used.
      open={isOpen || (opening === 0 && pageAnswer !== undefined)}
    >
      <summary onClick={open} aria-haspopup="dialog" className="alerts-toggle">
        <BellIcon />
        {texts.open}
      </summary>
      {isOpen && (
        <div className="alerts-backdrop" aria-hidden="true" onClick={() => setOpen(false)} />
      )}
      <section
        ref={sheetRef}
        aria-labelledby={headingId}
        {...(isOpen ? { role: 'dialog', 'aria-modal': true } : {})}
        className={isOpen ? 'alerts-sheet is-open' : 'alerts-sheet'}
      >
        <AlertForm
          key={opening}
          texts={texts}
          headingId={headingId}
          // The page as its filters write it (what the URL had that they do not read stays out).
          pagePath={path(`/property-listing${toListingSearch(filters)}`)}
          query={alertQueryOf(filters)}
          summary={summary}
          pageAnswer={opening === 0 ? pageAnswer : undefined}
          onClose={isOpen ? () => setOpen(false) : undefined}
        />
      </section>
    </details>
  );
}

/** The errors an answer gives the fields. */
function errorsOf(answer: AlertAnswer | undefined): FieldErrors {
  return answer && !answer.saved ? answer.errors : {};
}

function AlertForm({
  texts,
  headingId,
  pagePath,
  query,
  summary,
  pageAnswer,
  onClose,
}: {
  texts: AlertsPanelTexts;
  headingId: string;
  /** The listing page the form posts to, and comes back to: its path and its query. */
  pagePath: string;
  query: string;
  summary: string;
  pageAnswer: AlertAnswer | undefined;
  /** Closes the dialog; none while the panel is part of the page (no script). */
  onClose: (() => void) | undefined;
}) {
  const fetcher = useFetcher<AlertAnswer>();
  const answer = fetcher.data ?? pageAnswer;
  // The browser's own check of the address, until the server answers again.
  const [checked, setChecked] = useState<FieldErrors | null>(null);
  const errors = checked ?? errorsOf(answer);
  const problem = !checked && answer && !answer.saved ? answer.problem : undefined;
  const isSending = fetcher.state !== 'idle';
  const baseId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  const sentRef = useRef<HTMLHeadingElement>(null);
  const typed = pageAnswer && !pageAnswer.saved ? pageAnswer.values : undefined;
  const chosen = typed && isAlertFrequency(typed.frequency) ? typed.frequency : undefined;

  // The answer of a send in place takes the focus: the thanks, the field to put right, or why.
  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.saved) sentRef.current?.focus();
    else if (data.errors.email) emailRef.current?.focus();
    else problemRef.current?.focus();
  }, [fetcher.data]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSending) return;
    const form = event.currentTarget;
    const email = emailRef.current;
    const found = email && checkAlertEmail(email.value, !email.validity.typeMismatch);
    if (found) {
      setChecked({ email: found });
      email.focus();
      return;
    }
    setChecked(null);
    void fetcher.submit(form, { method: 'post', action: pagePath, preventScrollReset: true });
  };

  const emailId = `${baseId}-email`;
  const emailError = errors.email && texts.errors[errors.email];
  const frequencyError = errors.frequency && texts.errors[errors.frequency];

  return (
    <>
      <h2 id={headingId} className="alerts-heading">
        {texts.heading}
      </h2>
      {answer?.saved ? (
        <div className="alerts-sent">
          <span className="alerts-sent-mark" aria-hidden="true">
            <svg viewBox="0 0 24 24">
              <path
                d="M4 7.5 12 13l8-5.5M5 5h14a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <div role="status">
            <h3 ref={sentRef} tabIndex={-1}>
              {texts.sentTitle}
            </h3>
            <p>{texts.sent}</p>
          </div>
          {onClose && (
            <button type="button" onClick={onClose} className="btn-apply alerts-done">
              {texts.done}
            </button>
          )}
        </div>
      ) : (
        <>
          <p className="alerts-lead">{texts.lead}</p>
          <p className="alerts-search">
            <span>{texts.thisSearch}</span>
            {summary || texts.everything}
          </p>
          <form
            method="post"
            action={`${pagePath}#${ALERTS_PANEL_ID}`}
            noValidate
            onSubmit={handleSubmit}
            className="alerts-form"
          >
            <input type="hidden" name="intent" value={ALERT_INTENT} />
            <input type="hidden" name="query" value={query} />
            <input type="hidden" name="page" value={pagePath} />
            <div role="alert" className="empty:hidden">
              {problem && (
                <p ref={problemRef} tabIndex={-1} className="alerts-problem">
                  {texts.errors[problem]}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={emailId} className="alerts-label">
                {texts.email}
              </label>
              <input
                ref={emailRef}
                id={emailId}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                maxLength={254}
                required
                defaultValue={typed?.email ?? ''}
                aria-invalid={emailError ? true : undefined}
                aria-describedby={emailError ? `${emailId}-error` : undefined}
                className="alerts-input"
              />
              {emailError && <FieldError id={`${emailId}-error`} text={emailError} />}
            </div>
            <FrequencyChoices
              texts={texts}
              baseId={baseId}
              initial={chosen ?? DEFAULT_ALERT_FREQUENCY}
              error={frequencyError}
            />
            <button type="submit" aria-disabled={isSending || undefined} className="btn-apply">
              {isSending ? texts.submitting : texts.submit}
            </button>
            <p className="alerts-note">
              {texts.optIn}{' '}
              <SiteLink to="/privacy-policy" className="alerts-privacy">
                {texts.privacy}
              </SiteLink>
            </p>
          </form>
        </>
      )}
      {onClose && (
        <button type="button" onClick={onClose} className="alerts-close">
          <span className="sr-only">{texts.close}</span>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M6 6l12 12M18 6 6 18"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      )}
    </>
  );
}

function FrequencyChoices({
  texts,
  baseId,
  initial,
  error,
}: {
  texts: AlertsPanelTexts;
  baseId: string;
  initial: string;
  error: string | undefined;
}) {
  const errorId = `${baseId}-frequency-error`;
  return (
    <fieldset className="alerts-frequency" aria-describedby={error ? errorId : undefined}>
      <legend className="alerts-label">{texts.frequency}</legend>
      {ALERT_FREQUENCY_CHOICES.map((frequency) => (
        <label key={frequency} className="alerts-option">
          <input
            type="radio"
            name="frequency"
            value={frequency}
            defaultChecked={frequency === initial}
          />
          <span>{texts.frequencies[frequency]}</span>
        </label>
      ))}
      {error && <FieldError id={errorId} text={error} />}
    </fieldset>
  );
}

function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="alerts-error">
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.9 4h1.8v5.2H9.1V6Zm0 6.8h1.8v1.8H9.1v-1.8Z" />
      </svg>
      {text}
    </p>
  );
}

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 3.5a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
