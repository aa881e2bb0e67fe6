import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { Property } from '../../../contract/properties';
import { buildTestListing } from './listing.fixture';
import { FeaturesPanel, LocationPanel, OverviewPanel, VideoPanel } from './tab-panels';

/**
 * The panels' messages for data the demo catalogue does not have (no nearby places, unreadable
 * ones, a broken video link), rendered as the server renders them.
 */

function render(Panel: ComponentType<{ property: Property }>, listing: Property): string {
  return renderToStaticMarkup(<Panel property={listing} />);
}

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
    expect(html).toContain('Show map');
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
