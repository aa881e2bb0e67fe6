import { describe, expect, it } from 'vitest';

import { en } from '../../i18n/en';
import { makeI18n } from '../../i18n/i18n';
import { ml } from '../../i18n/ml';
import {
  closedLabel,
  formatDistance,
  listAdditionalInfo,
  listPropertyDetails,
  readNearbyPlaces,
  readVideoTour,
} from './listing-facts';
import { buildTestListing } from './listing.fixture';

const english = makeI18n('en', en);
const malayalam = makeI18n('ml', ml);

describe('formatDistance', () => {
  it('shows kilometres with one decimal', () => {
    expect(formatDistance(1.5, english)).toBe('1.5 km');
    expect(formatDistance(3, english)).toBe('3.0 km');
    expect(formatDistance(0.25, english)).toBe('0.3 km');
  });

  it('says kilometres in Malayalam, in Latin digits', () => {
    expect(formatDistance(1.5, malayalam)).toBe('1.5 കി.മീ.');
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
    expect(listPropertyDetails(buildTestListing(), english)).toEqual([
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
      english,
    );
    expect(facts).toEqual([
      ['Property type', 'Not specified'],
      ['Built year', 'Not specified'],
      ['Furnishing', 'Not specified'],
      ['Area', '3,200 sq.ft.'],
    ]);
  });

  it('gives parking as spaces', () => {
    expect(listAdditionalInfo(buildTestListing(), english)).toEqual([
      ['Bedrooms', '4'],
      ['Bathrooms', '3'],
      ['Parking', '2 spaces'],
    ]);
    expect(listAdditionalInfo(buildTestListing({ parking_spaces: 1 }), english)[2]).toEqual([
      'Parking',
      '1 space',
    ]);
    expect(listAdditionalInfo(buildTestListing({ parking_spaces: null }), english)[2]).toEqual([
      'Parking',
      'Not specified',
    ]);
  });
});

describe('closedLabel', () => {
  it('marks sold and rented listings only', () => {
    expect(closedLabel({ status: 'sold' }, english)).toBe('Sold');
    expect(closedLabel({ status: 'rented' }, english)).toBe('Rented');
    expect(closedLabel({ status: 'available' }, english)).toBeNull();
  });

  it('says it in Malayalam on Malayalam pages', () => {
    expect(closedLabel({ status: 'sold' }, malayalam)).toBe('വിറ്റുപോയി');
    expect(closedLabel({ status: 'draft' }, malayalam)).toBeNull();
  });
});

describe('overview facts in Malayalam', () => {
  it('names the type and furnishing, and gives areas in ച.അടി and സെന്റ്', () => {
    expect(listPropertyDetails(buildTestListing(), malayalam)).toEqual([
      ['പ്രോപ്പർട്ടി തരം', 'വില്ല'],
      ['നിർമ്മിച്ച വർഷം', '2019'],
      ['ഫർണിഷിംഗ്', 'സെമി-ഫർണിഷ്ഡ്'],
      ['വിസ്തീർണം', '3,200 ച.അടി'],
      ['സ്ഥലത്തിന്റെ വിസ്തീർണം', '12 സെന്റ്'],
    ]);
    // A type the agency added keeps its name.
    const added = buildTestListing({ property_type_details: { id: 99, name: 'Farmhouse' } });
    expect(listPropertyDetails(added, malayalam)[0]).toEqual(['പ്രോപ്പർട്ടി തരം', 'Farmhouse']);
  });

  it('says what is not given, and parking by vehicles', () => {
    const facts = listAdditionalInfo(buildTestListing({ parking_spaces: null }), malayalam);
    expect(facts).toEqual([
      ['കിടപ്പുമുറികൾ', '4'],
      ['ബാത്ത്റൂമുകൾ', '3'],
      ['പാർക്കിംഗ്', 'വ്യക്തമാക്കിയിട്ടില്ല'],
    ]);
    expect(listAdditionalInfo(buildTestListing(), malayalam)[2]).toEqual([
      'പാർക്കിംഗ്',
      '2 വാഹനങ്ങൾക്ക്',
    ]);
  });
});
