import { type KeyboardEvent, useId, useState } from 'react';
import { data, Link } from 'react-router';

import { formatPrice, toTitleCase } from '../../contract/format';
import type { Property } from '../../contract/properties';
import { PropertyPicture } from '../components/property-card';
import { mapEmbedUrl, youTubeEmbedUrl } from '../lib/embeds';
import { enquiryMailHref, placeOf, priceLabel } from '../lib/property-links';
import { pageMeta } from '../lib/seo';
import { buildTelHref, buildWhatsAppUrl, findSiteInMatches } from '../lib/site';
import type { Route } from './+types/property-detail';

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
  const price = priceLabel(property);
  const image = property.images[0];
  const shareImage =
    image?.variants.find((variant) => variant.format === 'webp' && variant.width >= 800)?.url ??
    image?.image;
  return pageMeta({
    site,
    title: `${property.title}, ${price} | ${site.name}`,
    shareTitle: `${property.title} · ${price}`,
    description:
      `${property.property_for === 'rent' ? 'For rent' : 'For sale'} in ${placeOf(property)}: ${property.description}`.slice(
        0,
        200,
      ),
    path: `/property/${property.id}`,
    ...(shareImage ? { image: shareImage } : {}),
  });
}

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const { property } = loaderData;
  if (!property) return <PropertyNotFound />;
  return <PropertyView property={property} />;
}

function PropertyNotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="font-display text-3xl font-semibold text-ink-950 sm:text-4xl">
        Property Not Found
      </h1>
      <p className="mt-4 text-ink-600">This listing may have been sold, rented or taken down.</p>
      <Link
        to="/property-listing"
        className="mt-8 inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Back to Listings
      </Link>
    </section>
  );
}

function PropertyView({ property }: { property: Property }) {
  const isRent = property.property_for === 'rent';
  const price = formatPrice(property.price);
  const place = placeOf(property);
  const whatsApp = buildWhatsAppUrl(
    property.whatsapp_number,
    `Hello, I'm interested in "${property.title}" in ${place}, listed at ${priceLabel(property)}.`,
  );
  const closed = property.status === 'sold' || property.status === 'rented';

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <nav aria-label="Breadcrumb" className="text-sm text-ink-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/" className="hover:text-brand-800">
              Home
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li>
            <Link to="/property-listing" className="hover:text-brand-800">
              Properties
            </Link>
          </li>
          <li aria-hidden="true">›</li>
          <li aria-current="page" className="truncate font-medium text-ink-900">
            {property.title}
          </li>
        </ol>
      </nav>

      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Gallery property={property} />

        <aside className="lg:row-span-2">
          <div className="rounded-2xl border border-ink-100 bg-white p-6 shadow-xs lg:sticky lg:top-24">
            <div className="flex flex-wrap gap-2">
              {property.property_type_details && (
                <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                  {property.property_type_details.name}
                </span>
              )}
              <span className="rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold text-sand-900">
                {isRent ? 'For Rent' : 'For Sale'}
              </span>
            </div>
            <h1 className="mt-4 font-display text-2xl leading-tight font-semibold text-ink-950 sm:text-3xl">
              {property.title}
            </h1>
            <p className="mt-2 text-sm text-ink-600">{place}</p>
            <p className="mt-4 font-display text-3xl font-semibold text-brand-800">
              {price}
              {isRent && (
                <span className="font-sans text-base font-medium text-ink-600">/month</span>
              )}
            </p>
            {closed && (
              <p
                role="status"
                className="mt-4 rounded-lg bg-sand-100 px-4 py-3 text-sm font-semibold text-sand-900"
              >
                This property has been {property.status}.
              </p>
            )}
            <div className="mt-6 flex flex-col gap-3">
              <a
                href={whatsApp}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-6 text-base font-semibold text-white shadow-sm hover:bg-brand-800"
              >
                Contact on WhatsApp
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
              <div className="grid grid-cols-2 gap-3">
                <a
                  href={buildTelHref(property.phone_number)}
                  className="inline-flex min-h-11 items-center justify-center rounded-full border border-ink-200 text-sm font-semibold text-ink-800 hover:border-brand-300 hover:text-brand-800"
                >
                  Call
                </a>
                <a
                  href={enquiryMailHref(property)}
                  className="inline-flex min-h-11 items-center justify-center rounded-full border border-ink-200 text-sm font-semibold text-ink-800 hover:border-brand-300 hover:text-brand-800"
                >
                  Mail
                </a>
              </div>
            </div>
            <p className="mt-4 text-xs text-ink-500">
              Listed by{' '}
              {property.property_ownership === 'direct_owner' ? 'the owner' : 'our management team'}
              : {property.contact_name}
            </p>
          </div>
        </aside>

        <DetailTabs property={property} />
      </div>
    </div>
  );
}

function Gallery({ property }: { property: Property }) {
  const [index, setIndex] = useState(0);
  const { images } = property;
  const total = images.length;
  const current = images[index];
  if (!current) {
    return (
      <div className="flex aspect-[16/10] items-center justify-center rounded-2xl bg-ink-100 text-ink-500">
        No photos yet
      </div>
    );
  }
  const go = (step: number) => setIndex((value) => (value + step + total) % total);
  const buttonClass =
    'absolute top-1/2 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-xl text-ink-900 shadow-md hover:bg-white';
  return (
    <section aria-label="Photos" className="min-w-0">
      <div className="relative overflow-hidden rounded-2xl bg-ink-100">
        <PropertyPicture
          key={current.id}
          image={current}
          alt={`${property.title}, photo ${index + 1}`}
          sizes="(min-width: 1280px) 850px, (min-width: 1024px) 65vw, 100vw"
          isPriority={index === 0}
          className="aspect-[16/10] w-full object-cover"
        />
        {total > 1 && (
          <>
            <button type="button" onClick={() => go(-1)} className={`${buttonClass} left-3`}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">Previous photo</span>
            </button>
            <button type="button" onClick={() => go(1)} className={`${buttonClass} right-3`}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">Next photo</span>
            </button>
          </>
        )}
        <p
          aria-live="polite"
          className="absolute right-3 bottom-3 rounded-full bg-ink-950/75 px-3 py-1 text-xs font-semibold text-white"
        >
          {index + 1} / {total}
        </p>
      </div>
      {total > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((image, position) => {
            const thumb = image.variants.find((v) => v.format === 'webp' && v.width === 400);
            return (
              <li key={image.id} className="shrink-0">
                <button
                  type="button"
                  onClick={() => setIndex(position)}
                  aria-current={position === index}
                  className={`block overflow-hidden rounded-lg border-2 ${
                    position === index
                      ? 'border-brand-600'
                      : 'border-transparent opacity-80 hover:opacity-100'
                  }`}
                >
                  <img
                    src={thumb?.url ?? image.image}
                    alt={`Photo ${position + 1}`}
                    width={96}
                    height={64}
                    loading="lazy"
                    className="h-16 w-24 object-cover"
                  />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const TABS = ['overview', 'features', 'location', 'video'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS: Record<Tab, string> = {
  overview: 'Overview',
  features: 'Features',
  location: 'Location',
  video: 'Video',
};

/** WAI-ARIA tabs: arrow keys move between them, only the chosen one is in the tab order. */
function DetailTabs({ property }: { property: Property }) {
  const [selected, setSelected] = useState<Tab>('overview');
  const baseId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(selected) + step + TABS.length) % TABS.length] ?? 'overview';
    setSelected(next);
    document.getElementById(`${baseId}-${next}-tab`)?.focus();
  };
  return (
    <section className="min-w-0" aria-label="About this property">
      <div
        role="tablist"
        aria-label="Property information"
        className="flex gap-1 overflow-x-auto border-b border-ink-100"
      >
        {TABS.map((tab) => (
          <button
            key={tab}
            id={`${baseId}-${tab}-tab`}
            type="button"
            role="tab"
            aria-selected={selected === tab}
            aria-controls={`${baseId}-${tab}-panel`}
            tabIndex={selected === tab ? 0 : -1}
            onClick={() => setSelected(tab)}
            onKeyDown={onKeyDown}
            className={`min-h-11 shrink-0 border-b-2 px-4 text-sm font-semibold ${
              selected === tab
                ? 'border-brand-600 text-brand-800'
                : 'border-transparent text-ink-600 hover:text-ink-900'
            }`}
          >
            {TAB_LABELS[tab]}
          </button>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab}
          id={`${baseId}-${tab}-panel`}
          role="tabpanel"
          aria-labelledby={`${baseId}-${tab}-tab`}
          hidden={selected !== tab}
          tabIndex={0}
          className="py-6"
        >
          {tab === 'overview' && <Overview property={property} />}
          {tab === 'features' && <Features property={property} />}
          {tab === 'location' && <LocationPanel property={property} />}
          {tab === 'video' && <VideoPanel property={property} />}
        </div>
      ))}
    </section>
  );
}

function Facts({ title, facts }: { title: string; facts: [string, string][] }) {
  return (
    <div>
      <h3 className="text-base font-semibold text-ink-950">{title}</h3>
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-500">{label}</dt>
            <dd className="font-medium text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Overview({ property }: { property: Property }) {
  const furnishing = property.furnishing
    ? toTitleCase(property.furnishing.replace('_', '-'))
    : 'Not specified';
  return (
    <div className="space-y-8">
      <p className="leading-relaxed whitespace-pre-line text-ink-700">
        {property.description || 'No description available'}
      </p>
      <Facts
        title="Property Details"
        facts={[
          ['Type', property.property_type_details?.name ?? 'Not specified'],
          ['Built year', property.built_year ? String(property.built_year) : 'Not specified'],
          ['Furnishing', furnishing],
          ['Area', `${property.area.toLocaleString('en-IN')} sq.ft.`],
          ...(property.cents !== null
            ? ([['Land', `${property.cents} cents`]] as [string, string][])
            : []),
        ]}
      />
      <Facts
        title="Additional Info"
        facts={[
          ['Bedrooms', String(property.bedrooms)],
          ['Bathrooms', String(property.bathrooms)],
          [
            'Parking',
            property.parking_spaces === null
              ? 'Not specified'
              : `${property.parking_spaces} ${property.parking_spaces === 1 ? 'space' : 'spaces'}`,
          ],
        ]}
      />
    </div>
  );
}

function Features({ property }: { property: Property }) {
  if (property.feature_details.length === 0) {
    return <p className="text-ink-600">No features available</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {property.feature_details.map((feature) => (
        <li key={feature.id} className="flex items-center gap-2 text-ink-800">
          <span aria-hidden="true" className="text-brand-600">
            ✓
          </span>
          {feature.name}
        </li>
      ))}
    </ul>
  );
}

function LocationPanel({ property }: { property: Property }) {
  const map = mapEmbedUrl(property.google_embedded_map_link);
  return (
    <div className="space-y-6">
      {map && (
        <iframe
          src={map}
          title={`Map of ${property.title}`}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="aspect-[16/10] w-full rounded-2xl border-0"
        />
      )}
      <div>
        <h3 className="text-base font-semibold text-ink-950">Nearby places</h3>
        {property.nearby_places.length === 0 ? (
          <p className="mt-2 text-ink-600">No nearby places available</p>
        ) : (
          <ul className="mt-3 divide-y divide-ink-100 rounded-xl border border-ink-100 bg-white">
            {property.nearby_places.map((place) => (
              <li key={place.place} className="flex justify-between px-4 py-3 text-sm">
                <span className="text-ink-800">{place.place}</span>
                {place.distance !== null && (
                  <span className="font-medium text-ink-600">{place.distance} km</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function VideoPanel({ property }: { property: Property }) {
  const video = youTubeEmbedUrl(property.youtube_video_link);
  if (!video) return <p className="text-ink-600">No video tour available for this property.</p>;
  return (
    <iframe
      src={video}
      title={`Video tour of ${property.title}`}
      loading="lazy"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
      className="aspect-video w-full rounded-2xl border-0"
    />
  );
}
