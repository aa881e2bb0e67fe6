import type { ReactNode } from 'react';
import { data, Link } from 'react-router';

import { KERALA_DISTRICT_NAMES } from '../../contract/kerala-districts';
import { defaultListingSearch } from '../../contract/listing-search';
import { PageHero } from '../components/pages/page-hero';
import { placeOf, priceLabel } from '../lib/property-links';
import { readPart, UNAVAILABLE } from '../lib/load-failure';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches } from '../lib/site';
import type { Route } from './+types/sitemap';

const NEWEST_COUNT = 24;

export async function loader({ context }: Route.LoaderArgs) {
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
  const body = {
    types: types.map((type) => ({ id: type.id, name: type.name })),
    listings: (newest?.data ?? []).map((property) => ({
      id: property.id,
      title: property.title,
      detail: `${priceLabel(property)} · ${placeOf(property)}`,
    })),
    total: newest?.count ?? 0,
  };
  return typesRead.failed || newestRead.failed ? data(body, UNAVAILABLE) : body;
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  return pageMeta({
    site,
    title: `Sitemap | ${site.name}`,
    description: `Every page of ${site.name}: property to buy and rent by type and by district across Kerala, the newest listings, and our contact, about and policy pages.`,
    path: '/sitemap',
  });
}

const MAIN_PAGES = [
  { label: 'Home', to: '/' },
  { label: 'All Properties', to: '/property-listing' },
  { label: 'About Us', to: '/about' },
  { label: 'Our Services', to: '/about#services' },
  { label: 'Contact Us', to: '/contact' },
  { label: 'Privacy Policy & Terms of Service', to: '/privacy-policy' },
];

const LISTING_TYPES = [
  { label: 'Property to buy', to: '/property-listing?type=buy' },
  { label: 'Property to rent', to: '/property-listing?type=rent' },
];

const linkClass =
  'group inline-flex min-h-11 items-center gap-2 rounded-md py-1.5 text-sm font-medium text-ink-800 transition-colors hover:text-brand-800 sm:min-h-0';

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const { types, listings, total } = loaderData;
  return (
    <>
      <PageHero
        eyebrow="Sitemap"
        title="Everything on one page"
        lead="Find any page of the site: listings by type and district, our newest properties, and who we are."
      />
      <div className="bg-canvas">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-3 lg:px-8 lg:py-16">
          <LinkGroup id="sitemap-main" title="Main pages">
            {MAIN_PAGES.map((page) => (
              <SitemapLink key={page.to} to={page.to}>
                {page.label}
              </SitemapLink>
            ))}
            <li>
              {/* A file the server writes, not a page of the app: a plain link. */}
              <a href="/sitemap.xml" className={linkClass}>
                <Arrow />
                XML sitemap for search engines
              </a>
            </li>
          </LinkGroup>

          <LinkGroup id="sitemap-types" title="Buy, rent and property types">
            {LISTING_TYPES.map((link) => (
              <SitemapLink key={link.to} to={link.to}>
                {link.label}
              </SitemapLink>
            ))}
            {types.map((type) => (
              <SitemapLink
                key={type.id}
                to={`/property-listing?category=${encodeURIComponent(type.name.toLowerCase())}`}
              >
                {type.name}
              </SitemapLink>
            ))}
          </LinkGroup>

          <LinkGroup id="sitemap-districts" title="Property by district" columns="grid-cols-2">
            {KERALA_DISTRICT_NAMES.map((district) => (
              <SitemapLink
                key={district}
                to={`/property-listing?location=${encodeURIComponent(district)}`}
              >
                {district}
              </SitemapLink>
            ))}
          </LinkGroup>

          <LinkGroup
            id="sitemap-newest"
            title="Newest listings"
            className="md:col-span-2 lg:col-span-3"
            columns="sm:grid-cols-2 lg:grid-cols-3"
            footer={
              total > listings.length && (
                <Link
                  to="/property-listing"
                  className="mt-4 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:text-brand-800"
                >
                  See all {total} properties <span aria-hidden="true">&nbsp;→</span>
                </Link>
              )
            }
          >
            {listings.length === 0 && (
              <li className="text-sm text-ink-600">No listings to show right now.</li>
            )}
            {listings.map((listing) => (
              <li key={listing.id}>
                <Link
                  to={`/property/${listing.id}`}
                  className="block rounded-md py-1.5 text-sm font-medium text-ink-800 transition-colors hover:text-brand-800"
                >
                  {listing.title}
                  <span className="block text-xs font-normal text-ink-600">{listing.detail}</span>
                </Link>
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
      <Link to={to} className={linkClass}>
        <Arrow />
        {children}
      </Link>
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
