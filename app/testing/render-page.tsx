import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoutesStub, Outlet } from 'react-router';

import type { Language } from '../../contract/languages';
import { en } from '../i18n/en';
import { I18nProvider, makeI18n } from '../i18n/i18n';
import { ml } from '../i18n/ml';

/**
 * Tests' view of the public pages (not bundled: only *.test.* files import it): a page rendered as
 * the server renders it, in either language, and the matches a `meta` function reads.
 */

/** The page's language with every section of its catalogue (tests render pages of any group). */
export function i18nFor(language: Language) {
  return language === 'ml' ? makeI18n('ml', ml) : makeI18n('en', en);
}

/**
 * A route's page at `url`, under a root whose loader answered `rootData`, with `pageData` as its
 * own loader's answer. `routePath` is the page's pattern (`property/:id`), by default the URL's
 * path.
 */
export function renderRoutePage({
  language,
  url,
  Page,
  rootData,
  pageData,
  actionData,
  routePath = url.replace(/[?#].*$/s, '').slice(1),
}: {
  language: Language;
  url: string;
  Page: ComponentType<never>;
  rootData: unknown;
  pageData: unknown;
  /** Its action's answer, as the page renders after a form posted without its script. */
  actionData?: unknown;
  routePath?: string;
}): string {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      Component: Outlet,
      children: [{ id: 'page', path: routePath, Component: Page as never }],
    },
  ]);
  return renderToString(
    <I18nProvider value={i18nFor(language)}>
      <Stub
        initialEntries={[url]}
        hydrationData={{
          loaderData: { root: rootData, page: pageData },
          ...(actionData === undefined ? {} : { actionData: { page: actionData } }),
        }}
      />
    </I18nProvider>,
  );
}

/** What a public page's `meta` function gets as its matches: the root's data and its language. */
export function metaMatches(language: Language, rootData: unknown) {
  return [
    { id: 'root', loaderData: rootData },
    {
      id: `routes/language/${language}`,
      handle: { i18n: { language, messages: language === 'ml' ? ml : en } },
    },
  ];
}
