import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { Property } from '../../../contract/properties';
import { en } from '../../i18n/en';
import { I18nProvider, makeI18n } from '../../i18n/i18n';
import type { Messages } from '../../i18n/messages';
import { ml } from '../../i18n/ml';
import { toDetailListing } from './detail-listing';
import { buildTestListing, NO_FACTS } from './listing.fixture';
import { FeaturesPanel, LocationPanel, OverviewPanel, VideoPanel } from './tab-panels';

/**
 * The panels' messages for data the demo catalogue does not have (no nearby places, unreadable
 * ones, a broken video link), rendered as the server renders them, in English unless a test asks
 * for Malayalam.
 */

function render(
  Panel: ComponentType<{ property: Property }>,
  listing: Property,
  i18n = makeI18n('en', en),
): string {
  return renderToStaticMarkup(
    <I18nProvider value={i18n}>
      <Panel property={listing} />
    </I18nProvider>,
  );
}

const malayalam = makeI18n('ml', ml);
const texts: Messages['detail'] = ml.detail;

describe('LocationPanel', () => {
  it('lists nearby places with one-decimal distances', () => {
    const html = render(
      LocationPanel,
      buildTestListing({
        nearby_places: [
          { place: 'Kumarakom Bird Sanctuary', distance: 2 },
          { place: 'Boat jetty', distance: null },
        ],
      }),
    );
    expect(html).toContain('Kumarakom Bird Sanctuary');
    expect(html).toContain('2.0 km');
    expect(html).toContain('Boat jetty');
  });

  it('says when there are none, and when they cannot be read', () => {
    expect(render(LocationPanel, buildTestListing({ nearby_places: [] }))).toContain(
      'No nearby places available',
    );
    const unreadable = buildTestListing({
      nearby_places: 'Lulu Mall 1.5km' as unknown as Property['nearby_places'],
    });
    expect(render(LocationPanel, unreadable)).toContain('Error loading nearby places');
  });

  it('never renders the stored map markup, and no frame until asked', () => {
    const html = render(
      LocationPanel,
      buildTestListing({
        google_embedded_map_link:
          '<iframe src="https://www.google.com/maps/embed?pb=1" onload="alert(1)"></iframe>',
      }),
    );
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('onload');
    expect(html).toContain('Google map of the area');
    // Our own map of the listing's coordinates comes first; Leaflet draws it in the browser.
    expect(html).toContain('<div class="location-map" role="region"');
  });
});

describe('VideoPanel', () => {
  it('offers the tour behind a button', () => {
    const html = render(
      VideoPanel,
      buildTestListing({ youtube_video_link: 'https://youtu.be/dQw4w9WgXcQ' }),
    );
    expect(html).toContain('Play video tour');
    expect(html).not.toContain('<iframe');
  });

  it('tells no video from a link that is not a video', () => {
    expect(render(VideoPanel, buildTestListing({ youtube_video_link: null }))).toContain(
      'No video tour available for this property.',
    );
    expect(
      render(VideoPanel, buildTestListing({ youtube_video_link: 'https://vimeo.com/12345' })),
    ).toContain('Error loading video. Please try again later.');
  });
});

describe('FeaturesPanel and OverviewPanel', () => {
  it('says when there are no features', () => {
    expect(render(FeaturesPanel, buildTestListing({ feature_details: [] }))).toContain(
      'No features available',
    );
    expect(
      render(FeaturesPanel, buildTestListing({ feature_details: [{ id: 1, name: 'Pool' }] })),
    ).toContain('Pool');
  });

  it('shows the description and both fact lists', () => {
    const html = render(OverviewPanel, buildTestListing());
    for (const text of [
      'Four bedrooms on the backwaters.',
      'Property Details',
      'Additional Info',
      '2 spaces',
    ]) {
      expect(html).toContain(text);
    }
  });
});

describe('the panels in Malayalam', () => {
  it('give the overview headings, facts and units in Malayalam', () => {
    const html = render(OverviewPanel, buildTestListing(), malayalam);
    for (const text of [
      texts.overview.description,
      texts.overview.details,
      texts.facts.builtYear,
      'സെമി-ഫർണിഷ്ഡ്',
      '3,200 ച.അടി',
      '12 സെന്റ്',
      '2 വാഹനങ്ങൾക്ക്',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Property Details');
    expect(html).not.toContain('sq.ft');
  });

  it('name the seeded features in Malayalam, and keep the ones the agency added', () => {
    const html = render(
      FeaturesPanel,
      buildTestListing({
        feature_details: [
          { id: 1, name: 'Pool' },
          { id: 2, name: 'Rooftop deck' },
        ],
      }),
      malayalam,
    );
    expect(html).toContain('നീന്തൽക്കുളം');
    expect(html).toContain('Rooftop deck');
    expect(render(FeaturesPanel, buildTestListing(), malayalam)).toContain(texts.features.none);
  });

  it('give distances in കി.മീ. and the map and video buttons in Malayalam', () => {
    const location = render(
      LocationPanel,
      buildTestListing({
        nearby_places: [{ place: 'Boat jetty', distance: 1.25 }],
        google_embedded_map_link: 'https://www.google.com/maps/embed?pb=1',
      }),
      malayalam,
    );
    expect(location).toContain('1.3 കി.മീ.');
    expect(location).toContain(texts.location.googleMap);
    expect(location).toContain(texts.location.directions);
    const video = render(
      VideoPanel,
      buildTestListing({ youtube_video_link: 'https://youtu.be/dQw4w9WgXcQ' }),
      malayalam,
    );
    expect(video).toContain(texts.video.play);
    expect(video).toContain('Lake-view villa in Kumarakom – വീഡിയോ ടൂർ');
    expect(render(VideoPanel, buildTestListing(), malayalam)).toContain(texts.video.none);
  });
});

describe("OverviewPanel's facts (issue 34)", () => {
  it('shows the rows the loader wrote, the K-RERA number with its link, a note under land', () => {
    const page = toDetailListing(
      buildTestListing({
        ...NO_FACTS,
        floor: 3,
        total_floors: 9,
        rera_number: 'K-RERA/PRJ/ERN/156/2025',
        land_type: 'nilam',
      }),
      'en',
    );
    const html = renderToStaticMarkup(
      <I18nProvider value={makeI18n('en', en)}>
        <OverviewPanel property={page} />
      </I18nProvider>,
    );
    expect(html).toContain('<h2 class="panel-heading">Rent, building and land</h2>');
    expect(html).toContain('<dd>3rd of 9 floors</dd>');
    expect(html).toMatch(
      /K-RERA\/PRJ\/ERN\/156\/2025<a href="https:\/\/rera\.kerala\.gov\.in" target="_blank" rel="noreferrer"[^>]*>Look it up on the K-RERA website<\/a>/,
    );
    expect(html).toContain(
      '<div><dt>Land type</dt><dd>Paddy land (nilam)<small>Paddy land cannot be built on',
    );
    // A listing that states none has no such section.
    expect(render(OverviewPanel, buildTestListing())).not.toContain('Rent, building and land');
  });
});
