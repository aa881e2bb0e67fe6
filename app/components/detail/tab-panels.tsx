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
import type { DetailListing } from './detail-listing';
import { NEW_TAB } from '../new-tab';

/** The detail page's four tab panels (product.md section 2); their looks: app/styles/detail.css. */

function Facts({ title, facts }: { title: string; facts: [string, string][] }) {
  return (
    <div>
      <h2 className="panel-heading">{title}</h2>
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function OverviewPanel({ property }: { property: DetailListing }) {
  const description = property.description.trim();
  return (
    <div className="panel-stack">
      <div>
        <h2 className="panel-heading">Description</h2>
        <p className="panel-text">{description || 'No description available'}</p>
      </div>
      <Facts title="Property Details" facts={listPropertyDetails(property)} />
      <Facts title="Additional Info" facts={listAdditionalInfo(property)} />
    </div>
  );
}

export function FeaturesPanel({ property }: { property: DetailListing }) {
  return (
    <div>
      <h2 className="panel-heading">Features</h2>
      {property.feature_details.length === 0 ? (
        <p className="panel-empty">No features available</p>
      ) : (
        <ul className="feature-list">
          {property.feature_details.map((feature) => (
            <li key={feature.id}>
              <svg viewBox="0 0 24 24" aria-hidden="true">
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

export function LocationPanel({ property }: { property: DetailListing }) {
  const map = mapEmbedUrl(property.google_embedded_map_link);
  const places = readNearbyPlaces(property.nearby_places);
  return (
    <div className="panel-stack">
      <div>
        <div className="panel-bar">
          <h2 className="panel-heading">Location</h2>
          <a href={directionsHref(property)} {...NEW_TAB}>
            Get directions
          </a>
        </div>
        {map && (
          <div className="panel-frame">
            <EmbedFrame src={map} title={`Map of ${property.title}`} buttonLabel="Show map" />
          </div>
        )}
      </div>
      <div>
        <h2 className="panel-heading">Nearby places</h2>
        {places === null ? (
          <p role="alert" className="panel-empty">
            Error loading nearby places
          </p>
        ) : places.length === 0 ? (
          <p className="panel-empty">No nearby places available</p>
        ) : (
          <ul className="nearby">
            {places.map((place, index) => (
              <li key={`${place.place}-${index}`}>
                <span>{place.place}</span>
                {place.distance !== null && <span>{formatDistance(place.distance)}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function VideoPanel({ property }: { property: DetailListing }) {
  const video = readVideoTour(property.youtube_video_link);
  const poster = property.images[0];
  return (
    <div>
      <h2 className="panel-heading">Video tour</h2>
      <div className="panel-frame">
        {video.kind === 'none' && (
          <p className="panel-empty">No video tour available for this property.</p>
        )}
        {video.kind === 'error' && (
          <p role="alert" className="panel-empty">
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
                  className="video-poster"
                />
              ) : undefined
            }
          />
        )}
      </div>
    </div>
  );
}
