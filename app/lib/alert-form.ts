import type { CurrencyCode } from '../../contract/currency';
import type { AlertFrequency } from '../../contract/alerts';
import { languageOfPath } from '../../contract/languages';
import type { AlertOutcome, AlertsSender } from '../../contract/site';
import { textOf } from './form-post';
import { type ListingFilters, toListingSearch } from './listing-search';

/**
 * The listing page's "Get alerts" form (issue 36): an e-mail address and how often, for the
 * page's own search. Kept apart from the component so the form's reading and the answers can be
 * unit-tested. Only types come from contract/alerts.ts (a zod module: the public pages' script
 * has no room for zod); the values the browser needs are written out here, held to the contract
 * by their types.
 */

/** The choices in the form's order (contract/alerts.ts ALERT_FREQUENCIES). */
export const ALERT_FREQUENCY_CHOICES = [
  'instant',
  'daily',
  'weekly',
] as const satisfies readonly AlertFrequency[];

/** The choice made for the visitor: one mail a day, at 7. */
export const DEFAULT_ALERT_FREQUENCY: AlertFrequency = 'daily';

/** The form's `intent`: the listing page has one form that posts. */
export const ALERT_INTENT = 'alert';

/** The panel's id: the page a form comes back to without scripts scrolls to it. */
export const ALERTS_PANEL_ID = 'get-alerts';

export function isAlertFrequency(value: string): value is AlertFrequency {
  return (ALERT_FREQUENCY_CHOICES as readonly string[]).includes(value);
}

/**
 * The saved search of the page's filters: what narrows the results, without the order, the page,
 * the layout or the map's being open (the map's area stays: it is a filter).
 */
export function alertQueryOf(filters: ListingFilters): string {
  return toListingSearch({
    ...filters,
    sort: 'newest',
    page: 1,
    view: 'list',
    map: false,
  }).replace(/^\?/, '');
}

/** What went wrong with a field, by the form's fields; the page's texts say it. */
export type AlertFieldProblem = 'email' | 'emailRequired' | 'frequency' | 'query';
/** What went wrong with the whole form. */
export type AlertFormProblem = 'query' | 'tooMany' | 'failed';

/** The action's answer, which the panel shows. The same success for every address. */
export type AlertAnswer =
  | { intent: typeof ALERT_INTENT; saved: true }
  | {
      intent: typeof ALERT_INTENT;
      saved: false;
      status: number;
      errors: { email?: AlertFieldProblem; frequency?: AlertFieldProblem };
      problem?: AlertFormProblem;
      /** What was typed and chosen, put back in the form. */
      values: { email: string; frequency: string };
    };

/** The form as posted, as the API takes it (`context.alerts.save`): the language is the page's. */
export function readAlertForm(
  form: URLSearchParams,
  url: URL,
  currency: CurrencyCode | null = null,
): Record<string, string> {
  const page = textOf(form, 'page');
  const query = form.has('query') ? textOf(form, 'query') : url.search;
  return {
    email: textOf(form, 'email').trim(),
    frequency: textOf(form, 'frequency'),
    query: query.replace(/^\?/, ''),
    language: languageOfPath(url.pathname),
    // The mails show prices in the currency the visitor chose on the site, as its pages do.
    ...(currency ? { currency } : {}),
    // The consent record: the page the form was on. Anything but a path of this site is not kept.
    page: /^\/[^/\\]/.test(page) ? page : `${url.pathname}${url.search}`,
  };
}

/** The API's answer as the panel shows it: field errors by field, a refusal by kind. */
export function toAlertAnswer(outcome: AlertOutcome, body: Record<string, string>): AlertAnswer {
  if (outcome.saved) return { intent: ALERT_INTENT, saved: true };
  const { fieldErrors, status } = outcome;
  const errors: Extract<AlertAnswer, { saved: false }>['errors'] = {};
  if (fieldErrors.email) errors.email = body.email ? 'email' : 'emailRequired';
  if (fieldErrors.frequency) errors.frequency = 'frequency';
  const unreadable = ['query', 'page', 'language'].some((name) => fieldErrors[name]);
  const problem: AlertFormProblem | undefined =
    status === 429
      ? 'tooMany'
      : unreadable
        ? 'query'
        : Object.keys(errors).length === 0
          ? 'failed'
          : undefined;
  return {
    intent: ALERT_INTENT,
    saved: false,
    status,
    errors,
    ...(problem ? { problem } : {}),
    values: { email: body.email ?? '', frequency: body.frequency ?? '' },
  };
}

/** The page's action for the form: the posted fields, saved through the API's own way in. */
export async function saveAlertForm(
  form: URLSearchParams,
  url: URL,
  alerts: AlertsSender,
  currency: CurrencyCode | null = null,
): Promise<AlertAnswer> {
  const body = readAlertForm(form, url, currency);
  if (textOf(form, 'intent') !== ALERT_INTENT) {
    return toAlertAnswer({ saved: false, status: 400, detail: '', fieldErrors: {} }, body);
  }
  return toAlertAnswer(await alerts.save(body), body);
}

/**
 * The browser's own check before sending (the server checks again): an address is needed, and it
 * must be one `type="email"` accepts (the rule the server applies, contract/email.ts).
 */
export function checkAlertEmail(
  email: string,
  isWellFormed: boolean,
): AlertFieldProblem | undefined {
  if (!email.trim()) return 'emailRequired';
  return isWellFormed ? undefined : 'email';
}
