import { LISTING_FACT_FIELDS, type ListingFactField } from '../../../contract/listing-facts';
import type { Property } from '../../../contract/properties';

/** A listing that gives none of the optional facts (issue 34). */
export const NO_FACTS = Object.fromEntries(LISTING_FACT_FIELDS.map((name) => [name, null])) as {
  [K in ListingFactField]: null;
};

/** A listing as the API answers it, for unit tests; override what a test is about. */
export function buildTestListing(overrides: Partial<Property> = {}): Property {
  return {
    id: 7,
    created_at: '2026-01-05T10:00:00.000Z',
    updated_at: '2026-01-05T10:00:00.000Z',
    status: 'available',
    title: 'Lake-view villa in Kumarakom',
    title_ml: null,
    description: 'Four bedrooms on the backwaters.',
    description_ml: null,
    price: 18_500_000,
    property_for: 'sell',
    property_ownership: 'management',
    property_type: 3,
    property_type_details: { id: 3, name: 'Villa' },
    bedrooms: 4,
    bathrooms: 3,
    area: 3200,
    cents: 12,
    parking_spaces: 2,
    built_year: 2019,
    furnishing: 'semi_furnished',
    contact_name: 'Anil',
    phone_number: '+919846012345',
    whatsapp_number: '+919846012345',
    email: 'anil@example.com',
    location: {
      city: 'kumarakom',
      city_ml: null,
      district: 'kottayam',
      district_ml: null,
      state: 'kerala',
      state_ml: null,
      city_id: 1,
      district_id: 2,
      state_id: 3,
    },
    latitude: 9.6175,
    longitude: 76.43,
    google_maps_url: null,
    google_embedded_map_link: null,
    youtube_video_link: null,
    features: [],
    feature_details: [],
    nearby_places: [],
    images: [
      {
        id: 1,
        image: '/media/properties/abc/main.jpg',
        width: 1600,
        height: 1067,
        variants: [],
        created_at: '2026-01-05T10:00:00.000Z',
      },
    ],
    confirmed_at: '2026-01-05T10:00:00.000Z',
    site_visit: null,
    price_history: [{ price: 18_500_000, changed_at: '2026-01-05T10:00:00.000Z' }],
    price_reduced_at: null,
    price_reduced_by: null,
    ...NO_FACTS,
    ...overrides,
  };
}
