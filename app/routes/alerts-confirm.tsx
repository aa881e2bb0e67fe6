import { useEffect, useRef } from 'react';
import {
  data,
  Form,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
} from 'react-router';

import { languageOfPath } from '../../contract/languages';
import {
  ALERT_PAGE_HEADERS,
  AlertCard,
  BellIcon,
  CheckIcon,
  LinkNotFound,
  SearchChips,
} from '../components/alerts/alert-parts';
import { SiteLink } from '../components/site-link';
import { pageI18n, useI18n } from '../i18n/i18n';
import { readPostedForm, textOf } from '../lib/form-post';
import { toAlertView, tokenOf } from '../lib/saved-searches';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches } from '../lib/site';
import type { Route } from './+types/alerts-confirm';

/**
 * The confirmation mail's link (issue 36): `/alerts/confirm?token=…`. Opening it confirms nothing
 * (mail scanners open links to check them): the page asks, and its button posts the token to the
 * action, which confirms through the API's own way in (`context.alerts.confirm`). Works without
 * the page's script; private, for no search engine (ALERT_PAGE_HEADERS).
 */

export function headers() {
  return ALERT_PAGE_HEADERS;
}

export function loader({ request }: Route.LoaderArgs) {
  const token = tokenOf(new URL(request.url));
  if (!token) return data({ state: 'not-found' as const }, { status: 404 });
  return { state: 'ask' as const, token };
}

export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const token = textOf(await readPostedForm(request), 'token').trim() || tokenOf(url);
  const confirmed = token ? await context.alerts.confirm(token) : null;
  if (!confirmed) return data({ state: 'not-found' as const }, { status: 404 });
  return {
    state: 'confirmed' as const,
    alert: toAlertView(confirmed.alert, languageOfPath(url.pathname)),
    manageToken: confirmed.manage_token,
  };
}

/** After the button, the answer is the action's: there is nothing to read again. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const { language, m } = pageI18n(matches);
  return [
    ...pageMeta({
      site,
      language,
      title: m.alerts.confirm.title(site.name),
      description: m.alerts.confirm.description,
    }),
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

export default function AlertsConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const texts = useI18n().m.alerts;
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = actionData ?? loaderData;

  // The button's answer replaces the card: its heading takes the focus.
  useEffect(() => {
    if (actionData) headingRef.current?.focus();
  }, [actionData]);

  if (shown.state === 'not-found') return <LinkNotFound />;

  if (shown.state === 'confirmed') {
    const { alert, manageToken } = shown;
    return (
      <AlertCard mark={<CheckIcon />} heading={texts.confirm.doneHeading} headingRef={headingRef}>
        <p className="alert-text">{texts.confirm.doneText(texts.frequencies[alert.frequency])}</p>
        <div className="alert-summary">
          <p className="alert-summary-label">{texts.confirm.search}</p>
          <SearchChips labels={alert.labels} />
        </div>
        <div className="alert-actions">
          <SiteLink
            to={`/alerts/manage?token=${encodeURIComponent(manageToken)}`}
            className="alert-button"
          >
            {texts.confirm.manage}
          </SiteLink>
          <SiteLink to={`/property-listing${alert.search}`} className="alert-button-quiet">
            {texts.confirm.backToListings}
          </SiteLink>
        </div>
      </AlertCard>
    );
  }

  const isConfirming = navigation.state === 'submitting';
  return (
    <AlertCard mark={<BellIcon />} heading={texts.confirm.heading} headingRef={headingRef}>
      <p className="alert-text">{texts.confirm.text}</p>
      <p className="alert-small">{texts.confirm.why}</p>
      <Form method="post" action={`${pathname}${search}`} className="alert-actions">
        <input type="hidden" name="token" value={shown.token} />
        <button type="submit" aria-disabled={isConfirming || undefined} className="alert-button">
          {isConfirming ? texts.confirm.confirming : texts.confirm.button}
        </button>
      </Form>
      <p className="alert-small">{texts.confirm.ignore}</p>
    </AlertCard>
  );
}
