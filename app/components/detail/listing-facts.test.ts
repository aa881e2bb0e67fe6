import { describe, expect, it } from 'vitest';

import {
  closedLabel,
  formatDistance,
  listAdditionalInfo,
  listPropertyDetails,
  readNearbyPlaces,
  readVideoTour,
} from './listing-facts';
import { buildTestListing } from './listing.fixture';

describe('formatDistance', () => {
  it('shows kilometres with one decimal', () => {
    expect(formatDistance(1.5)).toBe('1.5 km');
    expect(formatDistance(3)).toBe('3.0 km');
    expect(formatDistance(0.25)).toBe('0.3 km');
  });
});

describe('readNearbyPlaces', () => {
  it('keeps places with or without a distance and drops blank names', () => {
    expect(
      readNearbyPlaces([
        { place: ' Lulu Mall ', distance: 1.5 },
        { place: 'Temple', distance: null },
        { place: '  ', distance: 2 },
      ]),
    ).toEqual([
      { place: 'Lulu Mall', distance: 1.5 },
      { place: 'Temple', distance: null },
    ]);
    expect(readNearbyPlaces([])).toEqual([]);
  });

  it('answers null when the data cannot be read', () => {
    expect(readNearbyPlaces('Lulu Mall 1.5km')).toBeNull();
    expect(readNearbyPlaces(null)).toBeNull();
    expect(readNearbyPlaces([{ name: 'Lulu Mall' }])).toBeNull();
    expect(readNearbyPlaces([{ place: 'Lulu Mall', distance: '1.5' }])).toBeNull();
    expect(readNearbyPlaces(['Lulu Mall'])).toBeNull();
  });
});

describe('readVideoTour', () => {
  it('embeds watch, short and youtu.be links without cookies', () => {
    expect(readVideoTour('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    });
    expect(readVideoTour('https://youtube.com/shorts/dQw4w9WgXcQ').kind).toBe('embed');
  });

  it('tells no video from a link that is not a usable video', () => {
    expect(readVideoTour(null)).toEqual({ kind: 'none' });
    expect(readVideoTour('  ')).toEqual({ kind: 'none' });
    expect(readVideoTour('https://vimeo.com/12345')).toEqual({ kind: 'error' });
    expect(readVideoTour('https://www.youtube.com/watch?v=short')).toEqual({ kind: 'error' });
    expect(readVideoTour('not a link')).toEqual({ kind: 'error' });
  });
});

describe('overview facts', () => {
  it('lists type, built year, furnishing, area and land', () => {
    expect(listPropertyDetails(buildTestListing())).toEqual([
      ['Property type', 'Villa'],
      ['Built year', '2019'],
      ['Furnishing', 'Semi-Furnished'],
      ['Area', '3,200 sq.ft.'],
      ['Land area', '12 cents'],
    ]);
  });

  it('says what is not given', () => {
    const facts = listPropertyDetails(
      buildTestListing({
        property_type_details: null,
        built_year: null,
        furnishing: null,
        cents: null,
      }),
    );
    expect(facts).toEqual([
      ['Property type', 'Not specified'],
      ['Built year', 'Not specified'],
      ['Furnishing', 'Not specified'],
      ['Area', '3,200 sq.ft.'],
    ]);
  });

  it('gives parking as spaces', () => {
    expect(listAdditionalInfo(buildTestListing())).toEqual([
      ['Bedrooms', '4'],
      ['Bathrooms', '3'],
      ['Parking', '2 spaces'],
    ]);
    expect(listAdditionalInfo(buildTestListing({ parking_spaces: 1 }))[2]).toEqual([
      'Parking',
      '1 space',
    ]);
    expect(listAdditionalInfo(buildTestListing({ parking_spaces: null }))[2]).toEqual([
      'Parking',
      'Not specified',
    ]);
  });
});

describe('closedLabel', () => {
  it('marks sold and rented listings only', () => {
    expect(closedLabel({ status: 'sold' })).toBe('Sold');
    expect(closedLabel({ status: 'rented' })).toBe('Rented');
    expect(closedLabel({ status: 'available' })).toBeNull();
  });
});
