import { type ReactNode, useMemo } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
} from 'react-router';

import type { Route } from './+types/root';
import {
  LANGUAGE_TAGS,
  LANGUAGES,
  pathInLanguage,
  pathWithoutLanguage,
} from '../contract/languages';
import { visitorCurrency } from '../contract/currency';
import { pageCurrency } from '../contract/exchange-rates';
import { I18nProvider, i18nOfMatches, useOptionalI18n } from './i18n/i18n';
import stylesUrl from './app.css?url';
import frauncesLatinUrl from './fonts/fraunces-latin.woff2?url';
import interLatinUrl from './fonts/inter-latin.woff2?url';
import malayalamUrl from './fonts/noto-sans-malayalam.woff2?url';
import { IconSprite } from './components/icons';
import { NewTabNote } from './components/new-tab';
import { JsonLd } from './components/json-ld';
import { NotFound } from './components/not-found';
import { CompareBar } from './components/compare-bar';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { useSiteLinks } from './components/site-link';
import { HEAD_OFFICE } from './lib/offices';
import { readPart } from './lib/load-failure';
import { SOCIAL_PROFILES, useRootData, useSiteInfo } from './lib/site';

// The footer's copyright year, as the calendar reads in Kerala.
const yearFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' });

export async function loader({ context, request }: Route.LoaderArgs) {
  // The names of the property types: the header's Properties menu and the home page's search.
  // Without them the menu still offers All Properties.
  // The year founded, for the Organization's foundingDate on every page: the site facts an owner
  // keeps in Settings (issue 33, item 8); left out when it cannot be read.
  const [{ value: types }, { value: facts }] = await Promise.all([
    readPart(context.log, 'property types', () => context.catalogue.listPropertyTypes(), []),
    readPart(context.log, 'site facts', () => context.catalogue.readSiteFacts(), null),
  ]);
  const propertyTypes = types.map(({ name }) => name);
  return {
    money: await visitorMoney(context, request),
    site: context.site,
    propertyTypes,
    foundedYear: facts?.founded_year ?? null,
    year: Number(yearFormat.format(new Date())),
  };
}

/**
 * The visitor's currency beside rupees (issue 34, item 5; docs/decisions/022): the URL's
 * `?currency=`, else the cookie the switch set; null for rupees only, or when the rates cannot be
 * read (the page then shows rupees, as it always did). The page cache keys by the same choice
 * (server/http/public-answers.ts).
 */
async function visitorMoney(context: Route.LoaderArgs['context'], request: Request) {
  const code = visitorCurrency(new URL(request.url).search, request.headers.get('cookie') ?? '');
  if (code === null) return null;
  const { value: rates } = await readPart(
    context.log,
    'exchange rates',
    () => context.catalogue.readExchangeRates(),
    null,
  );
  return rates && pageCurrency(code, rates);
}

// Site info and property types do not change between navigations (a new document load picks up
// an admin's edits).
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  // Latin subsets only: the ones every page needs before first paint.
  {
    rel: 'preload',
    href: interLatinUrl,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
  {
    rel: 'preload',
    href: frauncesLatinUrl,
    as: 'font',
    type: 'font/woff2',
    crossOrigin: 'anonymous',
  },
  // With a precedence React flushes the stylesheet early in <head>, before the module preloads,
  // so the browser asks for it first: nothing paints before it arrives.
  { rel: 'stylesheet', href: stylesUrl, precedence: 'default' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function meta({ loaderData, error, matches }: Route.MetaArgs): Route.MetaDescriptors {
  const siteName = loaderData?.site.name ?? 'Veedu';
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    // The back office has no catalogue: it is English only.
    const texts = i18nOfMatches(matches)?.m.site ?? ADMIN_ERROR_TEXTS;
    return [
      { title: notFound ? texts.notFound.title : texts.error.title(siteName) },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [{ title: siteName }];
}

export function Layout({ children }: { children: ReactNode }) {
  // The back office has its own frame (admin/layout.tsx) and no public header or footer.
  const matches = useMatches();
  const isAdmin = matches.some((match) => match.id.startsWith('routes/admin/'));
  // The public pages' language and catalogue, from their language route (routes/language/).
  const i18n = useMemo(() => i18nOfMatches(matches), [matches]);
  // Links of the site (SiteLink) are followed without a new document.
  useSiteLinks();

  return (
    <html lang={LANGUAGE_TAGS[i18n?.language ?? 'en']}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c5548" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
        {/* Malayalam pages need their face before the first paint, as English ones need Inter. */}
        {i18n?.language === 'ml' && (
          <link
            rel="preload"
            href={malayalamUrl}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />
        )}
        {/* A 404 has no other language to offer, and must not echo its path. */}
        {!isAdmin && !isNotFoundPage(matches) && <LanguageAlternates />}
      </head>
      {isAdmin || !i18n ? (
        <body className="min-h-svh bg-ink-50">
          <a href="#main-content" className="skip-link">
            Skip to content
          </a>
          {children}
          <ScrollRestoration />
          <Scripts />
        </body>
      ) : (
        // The header is fixed: the top padding keeps its 4rem, so nothing moves or hides under it.
        <I18nProvider value={i18n}>
          <body className="flex min-h-svh flex-col pt-16">
            <a href="#main-content" className="skip-link">
              {i18n.m.site.skipToContent}
            </a>
            {/* The brand mark of the header and the footer, drawn once. */}
            <IconSprite names={['house']} />
            <NewTabNote text={i18n.m.site.opensInNewTab} />
            <SiteHeader />
            <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter />
            <CompareBar />
            <OrganizationJsonLd />
            {/* Every new navigation, query changes included, starts at the top; back and forward
              restore where the visitor was. */}
            <ScrollRestoration />
            <Scripts />
          </body>
        </I18nProvider>
      )}
    </html>
  );
}

/** The 404 route (any path no page has), in either language. */
function isNotFoundPage(matches: ReadonlyArray<{ id: string }>): boolean {
  return matches.some((match) => match.id === 'routes/not-found' || match.id === 'ml/not-found');
}

/**
 * The page in each language and the default for other languages (`hreflang`), as absolute URLs on
 * PUBLIC_URL, with the page's query: a filtered listing is the same filtered listing in the other
 * language.
 */
function LanguageAlternates() {
  const site = useSiteInfo();
  const { pathname, search } = useLocation();
  const englishPath = pathWithoutLanguage(pathname + search);
  return (
    <>
      {LANGUAGES.map((language) => (
        <link
          key={language}
          rel="alternate"
          hrefLang={language}
          href={`${site.publicUrl}${pathInLanguage(englishPath, language)}`}
        />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${site.publicUrl}${englishPath}`} />
    </>
  );
}

/** Who runs the site, for search engines (schema.org Organization), on every page. */
function OrganizationJsonLd() {
  const site = useSiteInfo();
  const foundedYear = useRootData()?.foundedYear ?? null;
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: site.name,
        url: site.publicUrl || undefined,
        logo: site.publicUrl ? `${site.publicUrl}/favicon.svg` : undefined,
        telephone: site.phone || undefined,
        email: site.email || undefined,
        address: {
          '@type': 'PostalAddress',
          streetAddress: HEAD_OFFICE.streetAddress,
          addressLocality: HEAD_OFFICE.locality,
          addressRegion: HEAD_OFFICE.region,
          postalCode: HEAD_OFFICE.postalCode,
          addressCountry: HEAD_OFFICE.country,
        },
        areaServed: { '@type': 'State', name: 'Kerala' },
        foundingDate: foundedYear === null ? undefined : String(foundedYear),
        sameAs: SOCIAL_PROFILES.map((profile) => profile.url),
      }}
    />
  );
}

export default function App() {
  return <Outlet />;
}

/** The root's error page in the back office, which has no catalogue (English only). */
const ADMIN_ERROR_TEXTS = {
  notFound: { title: 'Page Not Found' },
  error: {
    title: (siteName: string) => `Something went wrong | ${siteName}`,
    unavailableHeading: 'Listings are unavailable for a moment',
    unavailableText: 'We cannot reach our listings right now. Please try again in a minute.',
    heading: 'Something went wrong',
    text: 'We could not load this page. Please try again in a moment.',
    reload: 'Reload',
    goHome: 'Go Back Home',
  },
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();
  const i18n = useOptionalI18n();
  const texts = i18n?.m.site.error ?? ADMIN_ERROR_TEXTS.error;

  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  const isUnavailable = isRouteErrorResponse(error) && error.status === 503;

  // Only development builds show the cause; production never leaks internals.
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;

  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6"
    >
      <h1
        id="error-title"
        className="font-display text-3xl font-semibold tracking-tight text-ink-950 sm:text-4xl"
      >
        {isUnavailable ? texts.unavailableHeading : texts.heading}
      </h1>
      <p className="mt-4 text-base leading-relaxed text-ink-600">
        {isUnavailable ? texts.unavailableText : texts.text}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A plain link: a full document load retries everything, including the root loader. */}
        <a
          href={location.pathname + location.search}
          className="inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
        >
          {texts.reload}
        </a>
        <a
          href={i18n ? i18n.path('/') : '/'}
          className="inline-flex items-center justify-center rounded-full border border-ink-200 bg-white px-6 py-3 text-sm font-semibold text-ink-800 transition-colors hover:border-brand-300 hover:text-brand-800"
        >
          {texts.goHome}
        </a>
      </div>
      {detail && (
        <pre className="mt-10 w-full overflow-x-auto rounded-lg bg-ink-950 p-4 text-left text-xs text-ink-100">
          {detail}
        </pre>
      )}
    </section>
  );
}
