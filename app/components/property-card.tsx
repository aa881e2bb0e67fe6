import { useId, useState } from 'react';
import { Link } from 'react-router';

import { formatListedAgo, formatPrice } from '../../contract/format';
import type { Property } from '../../contract/properties';
import { formatArea, formatDistance } from '../lib/listing-search';
import { directionsHref, enquiryMailHref, placeOf } from '../lib/property-links';
import { buildTelHref, buildWhatsAppUrl } from '../lib/site';
import { PropertyPicture } from './property-picture';

/** Descriptions longer than this get Show More / Show Less (SPEC section 9). */
const DESCRIPTION_LIMIT = 150;

/** How wide a card's photo is drawn, per layout: a preload must name the same. */
export const CARD_IMAGE_SIZES = {
  list: '(min-width: 1024px) 352px, (min-width: 640px) 40vw, 100vw',
  grid: '(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw',
} as const;

/** A listing in the results: everything SPEC section 2 lists for a card, and a link to it. */
export function PropertyCard({
  property,
  now,
  publicUrl,
  isPriority = false,
  layout = 'grid',
}: {
  property: Property;
  /** The server's clock, so the server and the browser render the same 'listed' text. */
  now: Date;
  publicUrl: string;
  isPriority?: boolean;
  /** 'list': the picture on the left and the details on the right, from 640 px up. */
  layout?: 'grid' | 'list';
}) {
  const [isExpanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const href = `/property/${property.id}`;
  const isRent = property.property_for === 'rent';
  const image = property.images[0];
  const description = property.description.trim();
  const isLong = description.length > DESCRIPTION_LIMIT;
  const shownDescription =
    isLong && !isExpanded ? `${description.slice(0, DESCRIPTION_LIMIT).trimEnd()}…` : description;
  const place = placeOf(property);
  const isList = layout === 'list';

  return (
    <article
      className={`group relative flex w-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-xs transition-shadow hover:shadow-lg motion-reduce:transition-none ${
        isList ? 'sm:flex-row' : ''
      }`}
    >
      <div
        className={`relative aspect-[4/3] shrink-0 overflow-hidden bg-ink-100 ${
          isList ? 'sm:aspect-auto sm:min-h-64 sm:w-2/5 lg:w-[22rem]' : ''
        }`}
      >
        {image ? (
          <PropertyPicture
            image={image}
            alt=""
            sizes={CARD_IMAGE_SIZES[layout]}
            isPriority={isPriority}
            className={`size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none ${
              isList ? 'sm:absolute sm:inset-0' : ''
            }`}
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-ink-500">
            No photo yet
          </div>
        )}
        <div className="absolute inset-x-3 top-3 flex flex-wrap justify-between gap-2">
          <span className="rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-ink-900 shadow-sm">
            {property.property_ownership === 'direct_owner'
              ? 'Direct Owner'
              : 'Management Property'}
          </span>
          <span
            className={`rounded-full px-3 py-1 text-xs font-semibold shadow-sm ${
              isRent ? 'bg-sand-300 text-ink-950' : 'bg-brand-700 text-white'
            }`}
          >
            {isRent ? 'For Rent' : 'For Sale'}
          </span>
        </div>
        {property.distance_km !== undefined && (
          <span className="absolute bottom-3 left-3 rounded-full bg-ink-950/80 px-3 py-1 text-xs font-semibold text-white">
            {formatDistance(property.distance_km)}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col p-5">
        <p className="font-display text-2xl font-semibold text-brand-800">
          {formatPrice(property.price)}
          {isRent && <span className="font-sans text-sm font-medium text-ink-600">/month</span>}
        </p>
        <h3 className="mt-2 text-lg leading-snug font-semibold text-ink-950">
          {/* The whole card is the link to the listing; the buttons below sit above it. */}
          <Link
            to={href}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-brand-600"
          >
            {property.title}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-600">
          <PinIcon />
          {place}
        </p>

        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-700" aria-label="Size">
          {property.bedrooms > 0 && (
            <li>
              <strong className="font-semibold text-ink-900">{property.bedrooms}</strong>{' '}
              {property.bedrooms === 1 ? 'Bed' : 'Beds'}
            </li>
          )}
          {property.bathrooms > 0 && (
            <li>
              <strong className="font-semibold text-ink-900">{property.bathrooms}</strong>{' '}
              {property.bathrooms === 1 ? 'Bath' : 'Baths'}
            </li>
          )}
          <li>
            <strong className="font-semibold text-ink-900">{formatArea(property.area)}</strong>{' '}
            sq.ft
          </li>
          {property.cents !== null && (
            <li>
              <strong className="font-semibold text-ink-900">{property.cents}</strong> cents
            </li>
          )}
        </ul>

        <p id={descriptionId} className="mt-3 text-sm leading-relaxed text-ink-600">
          {description === '' ? 'No description available' : shownDescription}
        </p>
        {isLong && (
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={descriptionId}
            onClick={() => setExpanded((value) => !value)}
            className="relative z-10 mt-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-900"
          >
            {isExpanded ? 'Show Less' : 'Show More'}
          </button>
        )}

        <div className="mt-auto pt-4">
          <p className="text-xs text-ink-500">
            Listed{' '}
            <time dateTime={property.created_at}>
              {formatListedAgo(property.created_at, now).toLowerCase()}
            </time>
          </p>
          <div className="relative z-10 mt-3 grid grid-cols-2 gap-2 min-[420px]:grid-cols-4">
            <CardAction href={directionsHref(property)} label="Directions" isExternal />
            <CardAction href={buildTelHref(property.phone_number)} label="Call" />
            <CardAction
              href={buildWhatsAppUrl(
                property.whatsapp_number,
                `Hello, I'm interested in "${property.title}" (${formatPrice(property.price)}). ${publicUrl}${href}`,
              )}
              label="Chat"
              isExternal
            />
            <CardAction href={enquiryMailHref(property)} label="Mail" />
          </div>
        </div>
      </div>
    </article>
  );
}

function CardAction({
  href,
  label,
  isExternal = false,
}: {
  href: string;
  label: string;
  isExternal?: boolean;
}) {
  return (
    <a
      href={href}
      {...(isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="inline-flex min-h-11 items-center justify-center rounded-lg border border-ink-200 px-2 text-sm font-semibold text-ink-800 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
    >
      {label}
      {isExternal && <span className="sr-only"> (opens in a new tab)</span>}
    </a>
  );
}

function PinIcon() {
  return (
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
  );
}
