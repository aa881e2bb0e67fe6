import { data, useLocation, useNavigation } from 'react-router';
import { readPart, UNAVAILABLE } from '../lib/load-failure';

import { formatPrice } from '../../contract/format';
import { type DetailListing, toDetailListing } from '../components/detail/detail-listing';
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
  const { value: property, failed } =
    id > 0
      ? await readPart(context.log, `listing ${id}`, () => context.catalogue.findProperty(id), null)
      : { value: null, failed: false };
  // The root's error page then says the listings cannot be reached for now.
  if (failed) throw data(null, UNAVAILABLE);
  if (!property) return data({ property: null }, { status: 404 });
  // What the page shows of the listing, with its photos as keys (detail-listing.ts).
  return { property: toDetailListing(property) };
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
    <div className="detail-cover">
      <div role="status">
        <span aria-hidden="true" />
        Loading property…
      </div>
    </div>
  );
}

function PropertyNotFound() {
  return (
    <section aria-labelledby="property-not-found" className="detail-missing">
      <h1 id="property-not-found">Property Not Found</h1>
      <p>This listing may have been sold, rented or taken down.</p>
      <SiteLink to="/property-listing">Back to Listings</SiteLink>
    </section>
  );
}

function Breadcrumb({ title }: { title: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <SiteLink to="/">Home</SiteLink>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <SiteLink to="/property-listing">Properties</SiteLink>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}

function PropertyView({ property }: { property: DetailListing }) {
  const site = useSiteInfo();
  const isRent = property.property_for === 'rent';
  const listingUrl = `${site.publicUrl}${listingPath(property)}`;

  return (
    <div className="detail">
      <JsonLd data={[buildListingJsonLd(site, property), buildBreadcrumbJsonLd(site, property)]} />
      <Breadcrumb title={property.title} />

      <header className="detail-head">
        <div className="min-w-0">
          <div className="detail-tags">
            {property.property_type_details && (
              <span className="tag-type">{property.property_type_details.name}</span>
            )}
            <span className={isRent ? 'tag-rent' : 'tag-sale'}>
              {isRent ? 'For Rent' : 'For Sale'}
            </span>
          </div>
          <h1>{property.title}</h1>
          <p className="detail-place">
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path
                fill="currentColor"
                d="M12 2a7 7 0 0 0-7 7c0 5.3 7 13 7 13s7-7.7 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
              />
            </svg>
            {placeOf(property)}
          </p>
        </div>
        <p className="detail-price">
          <span className="sr-only">Price: </span>
          {formatPrice(property.price)}
          {isRent && <span className="per-month">/month</span>}
        </p>
      </header>

      <div className="detail-grid">
        <Gallery
          property={property}
          shareUrl={listingUrl}
          shareText={`${property.title} · ${priceLabel(property)}`}
        />
        <aside aria-label="Contact" className="detail-aside">
          <ContactCard property={property} listingUrl={listingUrl} />
        </aside>
        <DetailTabs property={property} />
      </div>
    </div>
  );
}
