import type { Property } from '../../../contract/properties';
import { mapEmbedUrl } from '../../lib/embeds';
import { directionsHref } from '../../lib/property-links';
import { EmbedFrame } from '../embed-frame';
import { PropertyPicture } from '../property-picture';
import {
  formatDistance,
  listAdditionalInfo,
  listPropertyDetails,
  readNearbyPlaces,
  readVideoTour,
} from './listing-facts';

/** The four tab panels of the detail page (SPEC section 2). */

const headingClass = 'font-display text-xl font-semibold text-ink-950';
const emptyClass = 'rounded-xl bg-ink-50 px-4 py-3 text-ink-700';

function Facts({ title, facts }: { title: string; facts: [string, string][] }) {
  return (
    <div>
      <h2 className={headingClass}>{title}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-xl border border-ink-100 bg-white px-4 py-3">
            <dt className="text-xs font-medium tracking-wide text-ink-600 uppercase">{label}</dt>
            <dd className="mt-1 font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function OverviewPanel({ property }: { property: Property }) {
  const description = property.description.trim();
  return (
    <div className="space-y-8">
      <div>
        <h2 className={headingClass}>Description</h2>
        <p className="mt-3 leading-relaxed whitespace-pre-line text-ink-700">
          {description || 'No description available'}
        </p>
      </div>
      <Facts title="Property Details" facts={listPropertyDetails(property)} />
      <Facts title="Additional Info" facts={listAdditionalInfo(property)} />
    </div>
  );
}

export function FeaturesPanel({ property }: { property: Property }) {
  return (
    <div>
      <h2 className={headingClass}>Features</h2>
      {property.feature_details.length === 0 ? (
        <p className={`mt-3 ${emptyClass}`}>No features available</p>
      ) : (
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {property.feature_details.map((feature) => (
            <li
              key={feature.id}
              className="flex items-center gap-3 rounded-xl border border-ink-100 bg-white px-4 py-3 text-ink-800"
            >
              <svg
                viewBox="0 0 24 24"
                className="size-5 shrink-0 text-brand-600"
                aria-hidden="true"
                focusable="false"
              >
                <path
                  d="M5 12.5l4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              {feature.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function LocationPanel({ property }: { property: Property }) {
  const map = mapEmbedUrl(property.google_embedded_map_link);
  const places = readNearbyPlaces(property.nearby_places);
  return (
    <div className="space-y-8">
      <div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className={headingClass}>Location</h2>
          <a
            href={directionsHref(property)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center rounded-full border border-ink-200 px-5 text-sm font-semibold text-ink-800 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800"
          >
            Get directions
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        {map && (
          <div className="mt-4">
            <EmbedFrame src={map} title={`Map of ${property.title}`} buttonLabel="Show map" />
          </div>
        )}
      </div>
      <div>
        <h2 className={headingClass}>Nearby places</h2>
        {places === null ? (
          <p role="alert" className={`mt-3 ${emptyClass}`}>
            Error loading nearby places
          </p>
        ) : places.length === 0 ? (
          <p className={`mt-3 ${emptyClass}`}>No nearby places available</p>
        ) : (
          <ul className="mt-4 divide-y divide-ink-100 rounded-xl border border-ink-100 bg-white">
            {places.map((place, index) => (
              <li
                key={`${place.place}-${index}`}
                className="flex items-center justify-between gap-4 px-4 py-3 text-sm"
              >
                <span className="text-ink-800">{place.place}</span>
                {place.distance !== null && (
                  <span className="shrink-0 font-semibold text-ink-700 tabular-nums">
                    {formatDistance(place.distance)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function VideoPanel({ property }: { property: Property }) {
  const video = readVideoTour(property.youtube_video_link);
  const poster = property.images[0];
  return (
    <div>
      <h2 className={headingClass}>Video tour</h2>
      <div className="mt-4">
        {video.kind === 'none' && (
          <p className={emptyClass}>No video tour available for this property.</p>
        )}
        {video.kind === 'error' && (
          <p role="alert" className={emptyClass}>
            Error loading video. Please try again later.
          </p>
        )}
        {video.kind === 'embed' && (
          <EmbedFrame
            // The visitor pressed play: start at once rather than ask for a second click.
            src={`${video.src}?autoplay=1`}
            title={`Video tour of ${property.title}`}
            buttonLabel="Play video tour"
            aspect="aspect-video"
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            placeholder={
              poster ? (
                <PropertyPicture
                  image={poster}
                  alt=""
                  sizes="(min-width: 1024px) 62vw, 100vw"
                  className="size-full object-cover opacity-70"
                />
              ) : undefined
            }
          />
        )}
      </div>
    </div>
  );
}
