import type { ReactNode } from 'react';
import { data } from 'react-router';

import { DISTRICT_NAMES_ML, KERALA_DISTRICT_NAMES } from '../../contract/kerala-districts';
import { languageOfPath } from '../../contract/languages';
import { defaultListingSearch } from '../../contract/listing-search';
import { PageHero } from '../components/pages/page-hero';
import { SiteLink } from '../components/site-link';
import { pageI18n, useI18n } from '../i18n/i18n';
import { listingText, placeNamesIn } from '../../contract/listing-language';
import { placeOf, priceLabel } from '../lib/property-links';
import { readPart, UNAVAILABLE } from '../lib/load-failure';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches } from '../lib/site';
import type { Route } from './+types/sitemap';

const NEWEST_COUNT = 24;

export async function loader({ context, request }: Route.LoaderArgs) {
  // Either list may fail on its own; the rest of the page is still useful.
  const [typesRead, newestRead] = await Promise.all([
    readPart(context.log, 'property types', () => context.catalogue.listPropertyTypes(), []),
    readPart(
      context.log,
      'newest listings',
      () =>
        context.catalogue.listSummaries({
          ...defaultListingSearch('listing-page'),
          pageSize: NEWEST_COUNT,
        }),
      null,
    ),
  ]);
  const [types, newest] = [typesRead.value, newestRead.value];
  const language = languageOfPath(new URL(request.url).pathname);
  // Listings' titles and places in the page's language (listing-language.ts); the page words the
  // prices in its own.
  const body = {
    types: types.map((type) => ({ id: type.id, name: type.name })),
    districts: KERALA_DISTRICT_NAMES.map((name) => ({
      name,
      label: language === 'ml' ? DISTRICT_NAMES_ML[name] : name,
    })),
    listings: (newest?.data ?? []).map((property) => {
      const title = listingText(property.title, property.title_ml, language);
      return {
        id: property.id,
        title: title.text,
        ...(title.lang ? { titleLang: title.lang } : {}),
        price: property.price,
        property_for: property.property_for,
        place: placeOf({ location: placeNamesIn(property.location, language) }),
      };
    }),
    total: newest?.count ?? 0,
  };
  return typesRead.failed || newestRead.failed ? data(body, UNAVAILABLE) : body;
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const { language, m } = pageI18n(matches);
  return pageMeta({
    site,
    language,
    title: m.pages.sitemap.title(site.name),
    description: m.pages.sitemap.description(site.name),
    path: '/sitemap',
  });
}

type SitemapTexts = ReturnType<typeof useI18n>['m']['pages']['sitemap'];

const mainPages = (texts: SitemapTexts) => [
  { label: texts.home, to: '/' },
  { label: texts.allProperties, to: '/property-listing' },
  { label: texts.aboutUs, to: '/about' },
  { label: texts.ourServices, to: '/about#services' },
  { label: texts.contactUs, to: '/contact' },
  { label: texts.privacy, to: '/privacy-policy' },
];

const listingTypes = (texts: SitemapTexts) => [
  { label: texts.toBuy, to: '/property-listing?type=buy' },
  { label: texts.toRent, to: '/property-listing?type=rent' },
];

const linkClass =
  'group inline-flex min-h-11 items-center gap-2 rounded-md py-1.5 text-sm font-medium text-ink-800 transition-colors hover:text-brand-800 sm:min-h-0';

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { types, districts, listings, total } = loaderData;
  const i18n = useI18n();
  const texts = i18n.m.pages.sitemap;
  return (
    <>
      <PageHero eyebrow={texts.eyebrow} title={texts.heading} lead={texts.lead} />
      <div className="bg-canvas">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8 lg:py-16">
          <LinkGroup id="sitemap-main" title={texts.mainPages}>
            {mainPages(texts).map((page) => (
              <SitemapLink key={page.to} to={page.to}>
                {page.label}
              </SitemapLink>
            ))}
            <li>
              {/* A file the server writes, not a page of the app: a plain link. */}
              <a href="/sitemap.xml" className={linkClass}>
                <Arrow />
                {texts.xmlSitemap}
              </a>
            </li>
          </LinkGroup>

          <LinkGroup id="sitemap-types" title={texts.types}>
            {listingTypes(texts).map((link) => (
              <SitemapLink key={link.to} to={link.to}>
                {link.label}
              </SitemapLink>
            ))}
            {types.map((type) => (
              <SitemapLink
                key={type.id}
                to={`/property-listing?category=${encodeURIComponent(type.name.toLowerCase())}`}
              >
                {i18n.m.site.propertyType(type.name)}
              </SitemapLink>
            ))}
          </LinkGroup>

          <LinkGroup id="sitemap-districts" title={texts.districts} columns="grid-cols-2">
            {districts.map((district) => (
              <SitemapLink
                key={district.name}
                to={`/property-listing?location=${encodeURIComponent(district.name)}`}
              >
                {district.label}
              </SitemapLink>
            ))}
          </LinkGroup>

          <LinkGroup
            id="sitemap-newest"
            title={texts.newest}
            className="md:col-span-2 lg:col-span-3"
            columns="sm:grid-cols-2 lg:grid-cols-3"
            footer={
              total > listings.length && (
                <SiteLink
                  to="/property-listing"
                  className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:text-brand-800"
                >
                  {texts.seeAll(total)} <span aria-hidden="true">&nbsp;→</span>
                </SiteLink>
              )
            }
          >
            {listings.length === 0 && <li className="text-sm text-ink-600">{texts.noListings}</li>}
            {listings.map((listing) => (
              <li key={listing.id}>
                <SiteLink
                  to={`/property/${listing.id}`}
                  className="block rounded-md py-1.5 text-sm font-medium text-ink-800 transition-colors hover:text-brand-800"
                >
                  {listing.titleLang ? <span lang="en">{listing.title}</span> : listing.title}
                  <span className="block text-xs font-normal text-ink-600">
                    {`${priceLabel(listing, i18n)} · ${listing.place}`}
                  </span>
                </SiteLink>
              </li>
            ))}
          </LinkGroup>
        </div>
      </div>
    </>
  );
}

function LinkGroup({
  id,
  title,
  className = '',
  columns = '',
  footer,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  columns?: string;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl border border-ink-100 bg-white p-6 shadow-xs ${className}`}
    >
      <h2 id={id} className="font-display text-xl font-semibold text-ink-950">
        {title}
      </h2>
      <ul className={`mt-4 grid gap-x-6 gap-y-1 ${columns}`}>{children}</ul>
      {footer}
    </section>
  );
}

function SitemapLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <SiteLink to={to} className={linkClass}>
        <Arrow />
        {children}
      </SiteLink>
    </li>
  );
}

function Arrow() {
  return (
    <span
      aria-hidden="true"
      className="text-brand-500 transition-transform group-hover:translate-x-0.5"
    >
      →
    </span>
  );
}
