import type { ReactNode } from 'react';
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
import stylesUrl from './app.css?url';
import frauncesLatinUrl from './fonts/fraunces-latin.woff2?url';
import interLatinUrl from './fonts/inter-latin.woff2?url';
import { IconSprite } from './components/icons';
import { NewTabNote } from './components/new-tab';
import { JsonLd } from './components/json-ld';
import { NotFound } from './components/not-found';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { useSiteLinks } from './components/site-link';
import { HEAD_OFFICE } from './lib/offices';
import { readPart } from './lib/load-failure';
import { FOUNDING_YEAR, SOCIAL_PROFILES, useSiteInfo } from './lib/site';

// The footer's copyright year, as the calendar reads in Kerala.
const yearFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' });

export async function loader({ context }: Route.LoaderArgs) {
  // The names of the property types: the header's Properties menu and the home page's search.
  // Without them the menu still offers All Properties.
  const { value: types } = await readPart(
    context.log,
    'property types',
    () => context.catalogue.listPropertyTypes(),
    [],
  );
  const propertyTypes = types.map(({ name }) => name);
  return {
    site: context.site,
    propertyTypes,
    year: Number(yearFormat.format(new Date())),
  };
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

export function meta({ loaderData, error }: Route.MetaArgs): Route.MetaDescriptors {
  const siteName = loaderData?.site.name ?? 'Veedu';
  if (error) {
    const notFound = isRouteErrorResponse(error) && error.status === 404;
    return [
      { title: notFound ? 'Page Not Found' : `Something went wrong | ${siteName}` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return [{ title: siteName }];
}

export function Layout({ children }: { children: ReactNode }) {
  // The back office has its own frame (admin/layout.tsx) and no public header or footer.
  const isAdmin = useMatches().some((match) => match.id.startsWith('routes/admin/'));
  // Links of the site (SiteLink) are followed without a new document.
  useSiteLinks();

  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1c5548" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links />
      </head>
      {isAdmin ? (
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
        <body className="flex min-h-svh flex-col pt-16">
          <a href="#main-content" className="skip-link">
            Skip to content
          </a>
          {/* The brand mark of the header and the footer, drawn once. */}
          <IconSprite names={['house']} />
          <NewTabNote />
          <SiteHeader />
          <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <SiteFooter />
          <OrganizationJsonLd />
          {/* Every new navigation, query changes included, starts at the top; back and forward
              restore where the visitor was. */}
          <ScrollRestoration />
          <Scripts />
        </body>
      )}
    </html>
  );
}

/** Who runs the site, for search engines (schema.org Organization), on every page. */
function OrganizationJsonLd() {
  const site = useSiteInfo();
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
        foundingDate: String(FOUNDING_YEAR),
        sameAs: SOCIAL_PROFILES.map((profile) => profile.url),
      }}
    />
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const location = useLocation();

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
        {isUnavailable ? 'Listings are unavailable for a moment' : 'Something went wrong'}
      </h1>
      <p className="mt-4 text-base leading-relaxed text-ink-600">
        {isUnavailable
          ? 'We cannot reach our listings right now. Please try again in a minute.'
          : 'We could not load this page. Please try again in a moment.'}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {/* A plain link: a full document load retries everything, including the root loader. */}
        <a
          href={location.pathname + location.search}
          className="inline-flex items-center justify-center rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800"
        >
          Reload
        </a>
        <a
          href="/"
          className="inline-flex items-center justify-center rounded-full border border-ink-200 bg-white px-6 py-3 text-sm font-semibold text-ink-800 transition-colors hover:border-brand-300 hover:text-brand-800"
        >
          Go Back Home
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
