import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { data, Form, type ShouldRevalidateFunctionArgs, useLocation } from 'react-router';

import { languageOfPath, pathWithoutLanguage } from '../../contract/languages';
import {
  ALERT_PAGE_HEADERS,
  AlertCard,
  CheckIcon,
  LinkNotFound,
  SearchChips,
} from '../components/alerts/alert-parts';
import { Dialog } from '../components/dialog';
import { SiteLink } from '../components/site-link';
import { pageI18n, useI18n } from '../i18n/i18n';
import { ALERT_FREQUENCY_CHOICES } from '../lib/alert-form';
import { readPostedForm } from '../lib/form-post';
import { readPart, UNAVAILABLE } from '../lib/load-failure';
import {
  type AlertView,
  applyManageForm,
  type ManageAnswer,
  readAlertsOf,
  tokenOf,
} from '../lib/saved-searches';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches } from '../lib/site';
import type { Route } from './+types/alerts-manage';

/**
 * The manage link of every alert mail (issue 36): `/alerts/manage?token=…`, the address's saved
 * searches, each with its filters in words, how often, and whether it is confirmed or paused. Each
 * change is a form with an `intent` posted to the page's action (so all of it works without the
 * page's script): how often, pause or resume, delete; and leaving altogether, asked first (without
 * the script a page of its own, `&leave=1`; with it, a dialog). Private (ALERT_PAGE_HEADERS).
 */

export function headers() {
  return ALERT_PAGE_HEADERS;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const token = tokenOf(url);
  const read = await readPart(
    context.log,
    'saved searches',
    () => readAlertsOf(token, context.alerts, languageOfPath(url.pathname)),
    null,
  );
  if (read.failed) return data({ state: 'unavailable' as const }, UNAVAILABLE);
  if (!read.value) return data({ state: 'not-found' as const }, { status: 404 });
  return {
    state: 'list' as const,
    ...read.value,
    isLeaving: url.searchParams.get('leave') === '1',
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { answer, status } = await applyManageForm(
    await readPostedForm(request),
    tokenOf(new URL(request.url)),
    context.alerts,
  );
  return data(answer, { status });
}

/** Once the address has left, there is nothing to read again. */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const answer = actionResult as ManageAnswer | undefined;
  return answer?.intent === 'leave' && answer.ok ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const { language, m } = pageI18n(matches);
  return [
    ...pageMeta({
      site,
      language,
      title: m.alerts.manage.title(site.name),
      description: m.alerts.manage.description,
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

type Texts = ReturnType<typeof useI18n>['m']['alerts'];

export default function AlertsManage({ loaderData, actionData }: Route.ComponentProps) {
  const texts = useI18n().m.alerts;
  const { pathname, search } = useLocation();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answer = actionData as ManageAnswer | undefined;
  const hasLeft = answer?.intent === 'leave' && answer.ok;

  // A form's answer takes the focus (the button pressed may be gone): the page says what changed.
  useEffect(() => {
    if (!answer) return;
    if (answer.intent === 'leave' && answer.ok) headingRef.current?.focus();
    else noticeRef.current?.focus();
  }, [answer]);

  if (hasLeft) {
    return (
      <AlertCard
        mark={<CheckIcon />}
        heading={texts.manage.leave.doneHeading}
        headingRef={headingRef}
      >
        <p className="alert-text">{texts.manage.leave.doneText}</p>
        <div className="alert-actions">
          <SiteLink to="/property-listing" className="alert-button">
            {texts.browse}
          </SiteLink>
        </div>
      </AlertCard>
    );
  }
  if (loaderData.state === 'not-found') return <LinkNotFound />;
  if (loaderData.state === 'unavailable') {
    return (
      <div className="alert-page">
        <p role="alert" className="alert-message is-error">
          {texts.unavailable}
        </p>
      </div>
    );
  }

  // The page's own URL with its token, without the question of leaving.
  const params = new URLSearchParams(search);
  params.delete('leave');
  const pageUrl = `${pathname}?${params.toString()}`;
  const { email, alerts, isLeaving } = loaderData;

  if (isLeaving) {
    return (
      <AlertCard mark={<TrashIcon />} tone="warning" heading={texts.manage.leave.askHeading}>
        <p className="alert-text">{texts.manage.leave.askText(email)}</p>
        <LeaveForm action={pageUrl} texts={texts}>
          <SiteLink to={pathWithoutLanguage(pageUrl)} className="alert-button-quiet">
            {texts.manage.leave.keep}
          </SiteLink>
        </LeaveForm>
      </AlertCard>
    );
  }

  return (
    <div className="alert-page is-wide">
      <header className="alert-head">
        <p className="alert-eyebrow">{texts.eyebrow}</p>
        <h1 ref={headingRef} tabIndex={-1}>
          {texts.manage.heading}
        </h1>
        <p className="alert-text">{texts.manage.lead(email)}</p>
      </header>

      <div role="status">
        {answer && (
          <p
            ref={noticeRef}
            tabIndex={-1}
            className={answer.ok ? 'alert-message' : 'alert-message is-error'}
          >
            {answer.ok ? noticeOf(answer.intent, texts) : texts.manage.errors[answer.problem]}
          </p>
        )}
      </div>

      {alerts.length > 0 ? (
        <ul className="alert-list">
          {alerts.map((alert, index) => (
            <li key={alert.id}>
              <AlertItem alert={alert} number={index + 1} action={pageUrl} texts={texts} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="alert-empty">
          <h2>{texts.manage.none}</h2>
          <p>{texts.manage.noneText}</p>
          <SiteLink to="/property-listing" className="alert-button">
            {texts.browse}
          </SiteLink>
        </div>
      )}

      <Leave email={email} pageUrl={pageUrl} texts={texts} />
    </div>
  );
}

function noticeOf(intent: ManageAnswer['intent'], texts: Texts): string {
  switch (intent) {
    case 'frequency':
      return texts.manage.notices.frequency;
    case 'pause':
      return texts.manage.notices.paused;
    case 'resume':
      return texts.manage.notices.resumed;
    default:
      return texts.manage.notices.deleted;
  }
}

/** A form of one alert: its intent and its id ride along. */
function AlertForm({
  action,
  intent,
  alertId,
  className,
  children,
}: {
  action: string;
  intent: string;
  alertId: number;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={action} preventScrollReset className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="alert" value={alertId} />
      {children}
    </Form>
  );
}

function AlertItem({
  alert,
  number,
  action,
  texts,
}: {
  alert: AlertView;
  number: number;
  action: string;
  texts: Texts;
}) {
  const baseId = useId();
  const headingId = `${baseId}-search`;
  const words = texts.manage;
  const status = !alert.confirmed ? 'waiting' : alert.paused ? 'paused' : 'on';
  // Each control says which alert it is for, after its own words ('Pause, alert 2').
  const forThis = <span className="sr-only">, {words.alertLabel(number)}</span>;
  return (
    <article
      aria-labelledby={headingId}
      className={alert.paused ? 'alert-item is-paused' : 'alert-item'}
    >
      <div className="alert-item-head">
        <SearchChips
          as="h2"
          id={headingId}
          labels={alert.labels}
          before={`${words.alertLabel(number)}: `}
        />
        <span className={`alert-status is-${status}`}>{words.statuses[status]}</span>
      </div>
      <p className="alert-meta">
        <span>{texts.frequencies[alert.frequency]}</span>
        <span aria-hidden="true">·</span>
        <span>{words.savedOn(alert.savedOn)}</span>
        <span aria-hidden="true" className="alert-meta-link-dot">
          ·
        </span>
        <SiteLink to={`/property-listing${alert.search}`}>
          {words.openSearch}
          {forThis}
        </SiteLink>
      </p>
      {status === 'waiting' && <p className="alert-item-note">{words.waitingNote}</p>}
      {status === 'paused' && <p className="alert-item-note">{words.pausedNote}</p>}
      {/* The forms lay out their controls in one row of the card (`display: contents`). */}
      <div className="alert-controls">
        <AlertForm
          key={`${alert.id}-${alert.frequency}`}
          action={action}
          intent="frequency"
          alertId={alert.id}
        >
          <div className="alert-frequency">
            <label htmlFor={`${baseId}-frequency`}>
              {words.frequency}
              {forThis}
            </label>
            <select id={`${baseId}-frequency`} name="frequency" defaultValue={alert.frequency}>
              {ALERT_FREQUENCY_CHOICES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {texts.frequencies[frequency]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="alert-control">
            {words.save}
            {forThis}
          </button>
        </AlertForm>
        {alert.confirmed && (
          <AlertForm action={action} intent={alert.paused ? 'resume' : 'pause'} alertId={alert.id}>
            <button type="submit" className="alert-control">
              {alert.paused ? words.resume : words.pause}
              {forThis}
            </button>
          </AlertForm>
        )}
        <AlertForm action={action} intent="delete" alertId={alert.id}>
          <button type="submit" className="alert-control is-danger">
            {words.delete}
            {forThis}
          </button>
        </AlertForm>
      </div>
    </article>
  );
}

/** The form that deletes everything: its button, and beside it the way back. */
function LeaveForm({
  action,
  texts,
  children,
}: {
  action: string;
  texts: Texts;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" action={action} className="alert-actions">
      <input type="hidden" name="intent" value="leave" />
      <button type="submit" className="alert-button-danger">
        {texts.manage.leave.confirm}
      </button>
      {children}
    </Form>
  );
}

/**
 * Leaving altogether, at the foot of the page: a link to the page that asks first (`&leave=1`),
 * which the script turns into a dialog asking the same.
 */
function Leave({ email, pageUrl, texts }: { email: string; pageUrl: string; texts: Texts }) {
  const [isAsking, setAsking] = useState(false);
  const words = texts.manage.leave;
  const ask = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setAsking(true);
  };
  return (
    <section aria-labelledby="leave-title" className="alert-leave">
      <div>
        <h2 id="leave-title">{words.heading}</h2>
        <p>{words.text}</p>
      </div>
      <SiteLink
        to={`${pathWithoutLanguage(pageUrl)}&leave=1`}
        onClick={ask}
        className="alert-leave-link"
      >
        {words.button}
      </SiteLink>
      <Dialog
        isOpen={isAsking}
        onClose={() => setAsking(false)}
        size="sm"
        title={words.askHeading}
        description={words.askText(email)}
      >
        <Form method="post" action={pageUrl} className="alert-dialog-buttons">
          <input type="hidden" name="intent" value="leave" />
          <button type="button" onClick={() => setAsking(false)} className="alert-button-quiet">
            {words.keep}
          </button>
          <button type="submit" className="alert-button-danger">
            {words.confirm}
          </button>
        </Form>
      </Dialog>
    </section>
  );
}

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path
        d="M4 7h16M9 7V4.5h6V7m-8 0 1 12.5h8L17 7M10 11v5m4-5v5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
