import { data, useLocation, useNavigation } from 'react-router';

import { formatPrice } from '../../contract/format';
import type { Property } from '../../contract/properties';
import { ContactCard } from '../components/detail/contact-card';
import { DetailTabs } from '../components/detail/detail-tabs';
import { Gallery } from '../components/detail/gallery';
import {
  buildBreadcrumbJsonLd,
  buildListingJsonLd,
  buildListingMeta,
  listingPath,
} from '../components/detail/listing-seo';
import { JsonLd } from '../components/json-ld';
import { placeOf, priceLabel } from '../lib/property-links';
import { findSiteInMatches, useSiteInfo } from '../lib/site';
import type { Route } from './+types/property-detail';
import { SiteLink } from '../components/site-link';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : 0;
  const property = id > 0 ? await context.catalogue.findProperty(id) : null;
  if (!property) return data({ property: null }, { status: 404 });
  return { property };
}

export function meta({ matches, loaderData }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const property = loaderData?.property;
  if (!property) {
    return [{ title: `Property Not Found | ${site.name}` }, { name: 'robots', content: 'noindex' }];
  }
  return buildListingMeta(site, property);
}

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const { property } = loaderData;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // Another listing is on its way (a link or the back button): cover this one meanwhile.
  const isLoadingAnother =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/property/') &&
    navigation.location.pathname !== pathname;

  return (
    <div className="relative" aria-busy={isLoadingAnother}>
      {property ? (
        // A fresh view per listing: the gallery and tabs start over on another one.
        <PropertyView key={property.id} property={property} />
      ) : (
        <PropertyNotFound />
      )}
      {isLoadingAnother && <LoadingCover />}
    </div>
  );
}

function LoadingCover() {
  return (
    <div className="absolute inset-0 z-20 bg-canvas/75 backdrop-blur-[2px]">
      <div
        role="status"
        className="sticky top-1/3 mx-auto mt-32 flex w-fit items-center gap-3 rounded-full bg-white px-5 py-3 text-sm font-semibold text-ink-800 shadow-lg ring-1 ring-ink-100"
      >
        <span
          aria-hidden="true"
          className="size-5 rounded-full border-2 border-brand-200 border-t-brand-700 motion-safe:animate-spin"
        />
        Loading property…
      </div>
    </div>
  );
}

function PropertyNotFound() {
  return (
    <section
      aria-labelledby="property-not-found"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
    >
      <h1
        id="property-not-found"
        className="font-display text-3xl font-semibold text-ink-950 sm:text-4xl"
      >
        Property Not Found
      </h1>
      <p className="mt-4 text-ink-600">This listing may have been sold, rented or taken down.</p>
      <SiteLink
        to="/property-listing"
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Back to Listings
      </SiteLink>
    </section>
  );
}

function Breadcrumb({ title }: { title: string }) {
  const linkClass = 'rounded-sm underline-offset-4 hover:text-brand-800 hover:underline';
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
      <ol className="flex min-w-0 items-center gap-2">
        <li className="shrink-0">
          <SiteLink to="/" className={linkClass}>
            Home
          </SiteLink>
        </li>
        <li aria-hidden="true" className="shrink-0 text-ink-400">
          /
        </li>
        <li className="shrink-0">
          <SiteLink to="/property-listing" className={linkClass}>
            Properties
          </SiteLink>
        </li>
        <li aria-hidden="true" className="shrink-0 text-ink-400">
          /
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-ink-900">
          {title}
        </li>
      </ol>
    </nav>
  );
}

function PropertyView({ property }: { property: Property }) {
  const site = useSiteInfo();
  const isRent = property.property_for === 'rent';
  const listingUrl = `${site.publicUrl}${listingPath(property)}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <JsonLd data={[buildListingJsonLd(site, property), buildBreadcrumbJsonLd(site, property)]} />
      <Breadcrumb title={property.title} />

      <header className="mt-5 grid gap-4 sm:mt-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-end lg:gap-10">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            {property.property_type_details && (
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800 ring-1 ring-brand-100">
                {property.property_type_details.name}
              </span>
            )}
            <span
              className={`rounded-full px-3 py-1 text-xs font-semibold ${
                isRent ? 'bg-sand-300 text-ink-950' : 'bg-brand-700 text-white'
              }`}
            >
              {isRent ? 'For Rent' : 'For Sale'}
            </span>
          </div>
          <h1 className="mt-3 font-display text-3xl leading-tight font-semibold tracking-tight text-balance text-ink-950 sm:text-4xl">
            {property.title}
          </h1>
          <p className="mt-2 flex items-center gap-1.5 text-ink-600">
            <svg
              viewBox="0 0 24 24"
              className="size-4 shrink-0 text-sand-600"
              aria-hidden="true"
              focusable="false"
            >
              <path
                fill="currentColor"
                d="M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
              />
            </svg>
            {placeOf(property)}
          </p>
        </div>
        <p className="font-display text-3xl font-semibold text-brand-800 sm:text-4xl lg:pb-1">
          <span className="sr-only">Price: </span>
          {formatPrice(property.price)}
          {isRent && <span className="font-sans text-base font-medium text-ink-600">/month</span>}
        </p>
      </header>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-10">
        <Gallery
          property={property}
          shareUrl={listingUrl}
          shareText={`${property.title} · ${priceLabel(property)}`}
        />
        <aside aria-label="Contact" className="lg:row-span-2">
          <ContactCard property={property} listingUrl={listingUrl} />
        </aside>
        <DetailTabs property={property} />
      </div>
    </div>
  );
}
