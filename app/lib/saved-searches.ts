import type { AlertFrequency, AlertsOfAddress, SavedAlert } from '../../contract/alerts';
import type { Language } from '../../contract/languages';
import type { AlertsSender } from '../../contract/site';
import { common as englishCommon } from '../i18n/en/common';
import { listing as englishListing } from '../i18n/en/listing';
import { site as englishSite } from '../i18n/en/site';
import { common as malayalamCommon } from '../i18n/ml/common';
import { listing as malayalamListing } from '../i18n/ml/listing';
import { site as malayalamSite } from '../i18n/ml/site';
import { activeFilterChips } from './filter-chips';
import { textOf } from './form-post';
import { checkFactFilters, factFilterChips } from './listing-fact-filters';
import { parseListingFilters } from './listing-search';

/**
 * The saved searches' pages (issue 36), on the server: a saved search said in words, as the
 * listing page's chips say its filters, and the manage page's forms. Only the pages' loaders and
 * actions import this module, so the catalogues it reads never travel in a page's script.
 */

const CHIP_TEXTS = {
  en: { site: englishSite, common: englishCommon, listing: englishListing },
  ml: { site: malayalamSite, common: malayalamCommon, listing: malayalamListing },
} as const;

/** A saved search as its pages show it. */
export interface AlertView {
  id: number;
  /** Its filters in words, as the listing page's chips say them; none for every listing. */
  labels: string[];
  /** The listing page's query for it: '' or '?type=rent&…'. */
  search: string;
  frequency: AlertFrequency;
  confirmed: boolean;
  paused: boolean;
  /** The day it was saved, in the page's language. */
  savedOn: string;
}

/** A saved query string's filters in words, in the order of the listing page's chips. */
export function describeSavedQuery(query: string, language: Language): string[] {
  const { filters } = checkFactFilters(parseListingFilters(new URLSearchParams(query)));
  return [
    ...activeFilterChips(filters, CHIP_TEXTS[language], language).map((chip) => chip.label),
    ...factFilterChips(filters, language).map((chip) => chip.label),
  ];
}

const DAY_FORMATS: Readonly<Record<Language, Intl.DateTimeFormat>> = {
  en: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }),
  ml: new Intl.DateTimeFormat('ml-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }),
};

export function toAlertView(alert: SavedAlert, language: Language): AlertView {
  const query = alert.query.replace(/^\?/, '');
  return {
    id: alert.id,
    labels: describeSavedQuery(query, language),
    search: query ? `?${query}` : '',
    frequency: alert.frequency,
    confirmed: alert.confirmed,
    paused: alert.paused,
    savedOn: DAY_FORMATS[language].format(new Date(alert.created_at)),
  };
}

/** The token of a confirm or manage link, as its page's URL carries it; '' when there is none. */
export function tokenOf(url: URL): string {
  return (url.searchParams.get('token') ?? '').trim();
}

/** The manage page's forms, each with its `intent`; `alert` names the alert they change. */
export const MANAGE_INTENTS = ['frequency', 'pause', 'resume', 'delete', 'leave'] as const;
export type ManageIntent = (typeof MANAGE_INTENTS)[number];

/** What went wrong, in the page's words (`alerts.manage.errors`). */
export type ManageProblem = 'alertGone' | 'frequency' | 'failed';

/** The manage page's action's answer: what changed (the loader reads the list again) or why not. */
export type ManageAnswer =
  | { intent: ManageIntent; ok: true; alertId?: number }
  | { intent: ManageIntent | null; ok: false; problem: ManageProblem; alertId?: number };

function isManageIntent(value: string): value is ManageIntent {
  return (MANAGE_INTENTS as readonly string[]).includes(value);
}

/** The alert a form names: a positive whole number, or undefined. */
function alertIdOf(form: URLSearchParams): number | undefined {
  const text = textOf(form, 'alert');
  const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return id > 0 ? id : undefined;
}

/**
 * One of the manage page's forms, sent through the API's own ways in. `status` is the answer's
 * HTTP status: 200, or what the API would have answered (400, 404).
 */
export async function applyManageForm(
  form: URLSearchParams,
  token: string,
  alerts: AlertsSender,
): Promise<{ answer: ManageAnswer; status: number }> {
  const intentText = textOf(form, 'intent');
  const intent = isManageIntent(intentText) ? intentText : null;
  const failed = (problem: ManageProblem, status: number, alertId?: number) => ({
    answer: {
      intent,
      ok: false as const,
      problem,
      ...(alertId === undefined ? {} : { alertId }),
    },
    status,
  });
  if (intent === null) return failed('failed', 400);
  if (intent === 'leave') {
    // A link that no longer works: the loader shows the page for it (404).
    return (await alerts.leave(token))
      ? { answer: { intent, ok: true }, status: 200 }
      : failed('failed', 404);
  }
  const alertId = alertIdOf(form);
  if (alertId === undefined) return failed('alertGone', 404);
  if (intent === 'delete') {
    return (await alerts.remove(token, alertId))
      ? { answer: { intent, ok: true, alertId }, status: 200 }
      : failed('alertGone', 404, alertId);
  }
  const change =
    intent === 'frequency'
      ? { frequency: textOf(form, 'frequency') }
      : { paused: intent === 'pause' };
  const outcome = await alerts.change({ token, alert_id: alertId, ...change });
  if (outcome.changed) return { answer: { intent, ok: true, alertId }, status: 200 };
  if (outcome.status === 404) return failed('alertGone', 404, alertId);
  return failed(outcome.fieldErrors.frequency ? 'frequency' : 'failed', outcome.status, alertId);
}

/** The address's alerts in the page's language, or null for a link that is not valid. */
export async function readAlertsOf(
  token: string,
  alerts: AlertsSender,
  language: Language,
): Promise<{ email: string; alerts: AlertView[] } | null> {
  const list: AlertsOfAddress | null = token ? await alerts.list(token) : null;
  return (
    list && { email: list.email, alerts: list.alerts.map((alert) => toAlertView(alert, language)) }
  );
}
