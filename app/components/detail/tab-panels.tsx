import { DEFAULT_MAP_TILES, type MapTiles } from '../../../contract/map-tiles';
import { useI18n } from '../../i18n/i18n';
import { mapEmbedUrl } from '../../lib/embeds';
import { directionsHref } from '../../lib/property-links';
import { EmbedFrame } from '../embed-frame';
import { LocationMap } from './location-map';
import { PropertyPicture } from '../property-picture';
import {
  formatDistance,
  listAdditionalInfo,
  listPropertyDetails,
  readNearbyPlaces,
  readVideoTour,
} from './listing-facts';
import type { DetailListing } from './detail-listing';
import type { FactRow } from './detail-facts';
import { NEW_TAB } from '../new-tab';

/** The detail page's four tab panels (product.md section 2); their looks: app/styles/detail.css. */

/** Rows of label and value; the facts' rows may add a link, a note or a language (FactRow). */
function Facts({
  title,
  facts,
}: {
  title: string;
  facts: (readonly [string, string, (FactRow[2] | undefined)?])[];
}) {
  return (
    <div>
      <h2 className="panel-heading">{title}</h2>
      <dl className="facts">
        {facts.map(([label, value, more]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {value}
              {more?.map((item) => (
                <item.tag key={item.tag} {...item.props} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function OverviewPanel({ property }: { property: DetailListing }) {
  const i18n = useI18n();
  const texts = i18n.m.detail.overview;
  const description = property.description.trim();
  return (
    <div className="panel-stack">
      <div>
        <h2 className="panel-heading">{texts.description}</h2>
        <p className="panel-text" lang={description ? property.descriptionLang : undefined}>
          {description || texts.noDescription}
        </p>
      </div>
      <Facts title={texts.details} facts={listPropertyDetails(property, i18n)} />
      <Facts title={texts.additional} facts={listAdditionalInfo(property, i18n)} />
      {property.facts && <Facts {...property.facts} />}
    </div>
  );
}

export function FeaturesPanel({ property }: { property: DetailListing }) {
  const { m } = useI18n();
  return (
    <div>
      <h2 className="panel-heading">{m.detail.features.heading}</h2>
      {property.feature_details.length === 0 ? (
        <p className="panel-empty">{m.detail.features.none}</p>
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
              {m.site.feature(feature.name)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function LocationPanel({
  property,
  mapTiles = DEFAULT_MAP_TILES,
}: {
  property: DetailListing;
  mapTiles?: MapTiles;
}) {
  const i18n = useI18n();
  const texts = i18n.m.detail.location;
  const map = mapEmbedUrl(property.google_embedded_map_link);
  const places = readNearbyPlaces(property.nearby_places);
  return (
    <div className="panel-stack">
      <div>
        <div className="panel-bar">
          <h2 className="panel-heading">{texts.heading}</h2>
          <a href={directionsHref(property)} {...NEW_TAB}>
            {texts.directions}
          </a>
        </div>
        <div className="panel-frame">
          <LocationMap property={property} tiles={mapTiles} />
        </div>
        {/* The lister's Google map stays an option, loaded on request. */}
        {map && (
          <div className="panel-frame">
            <EmbedFrame src={map} title={texts.map(property.title)} buttonLabel={texts.googleMap} />
          </div>
        )}
      </div>
      <div>
        <h2 className="panel-heading">{texts.nearby}</h2>
        {places === null ? (
          <p role="alert" className="panel-empty">
            {texts.nearbyError}
          </p>
        ) : places.length === 0 ? (
          <p className="panel-empty">{texts.nearbyNone}</p>
        ) : (
          <ul className="nearby">
            {places.map((place, index) => (
              <li key={`${place.place}-${index}`}>
                <span>{place.place}</span>
                {place.distance !== null && <span>{formatDistance(place.distance, i18n)}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export function VideoPanel({ property }: { property: DetailListing }) {
  const texts = useI18n().m.detail.video;
  const video = readVideoTour(property.youtube_video_link);
  const poster = property.images[0];
  return (
    <div>
      <h2 className="panel-heading">{texts.heading}</h2>
      <div className="panel-frame">
        {video.kind === 'none' && <p className="panel-empty">{texts.none}</p>}
        {video.kind === 'error' && (
          <p role="alert" className="panel-empty">
            {texts.error}
          </p>
        )}
        {video.kind === 'embed' && (
          <EmbedFrame
            // The visitor pressed play: start at once rather than ask for a second click.
            src={`${video.src}?autoplay=1`}
            title={texts.title(property.title)}
            buttonLabel={texts.play}
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
