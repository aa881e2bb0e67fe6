import { z } from 'zod';
import { FURNISHINGS, OWNERSHIPS, PROPERTY_FOR, PROPERTY_STATUSES } from './property-constants';
import {
  FACINGS,
  LAND_TYPES,
  type ListingFactField,
  POWER_BACKUPS,
  TENANT_PREFERENCES,
  WATER_SOURCES,
} from './listing-facts';
import type { MapCluster, MapMarker, MapMarkers } from './map-markers';
import { publicSiteVisit } from './site-visits';

/**
 * A listing as the API reads it (product.md section 3; design.md section 4). What a listing may
 * be written as is in property-write.ts, its messages in property-messages.ts, and the list's
 * filters in listing-search.ts.
 */

export const imageVariant = z.object({
  format: z.enum(['avif', 'webp', 'jpeg']),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type ImageVariant = z.infer<typeof imageVariant>;

export const propertyImage = z.object({
  id: z.number().int(),
  image: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(imageVariant),
  created_at: z.string(),
});
export type PropertyImage = z.infer<typeof propertyImage>;

export const nearbyPlace = z.object({ place: z.string(), distance: z.number().nullable() });
export type NearbyPlace = z.infer<typeof nearbyPlace>;

const fact = <T extends z.ZodType>(schema: T, description: string) =>
  schema.nullable().meta({ description: `${description} Null when not given.` });

/**
 * The facts of issue 34 (contract/listing-facts.ts, product.md section 3): rent terms, the
 * building, K-RERA, the land. Every one is optional, so null when the lister gave none.
 */
function listingFacts() {
  const shape = {
    security_deposit: fact(z.number().int(), 'Rent terms: the security deposit in rupees.'),
    maintenance_monthly: fact(z.number().int(), 'Rent terms: maintenance in rupees a month.'),
    available_from: fact(
      z.string(),
      'Rent terms: the first day it can be moved into (YYYY-MM-DD).',
    ),
    lock_in_months: fact(z.number().int(), 'Rent terms: the lock-in period in months (0 to 120).'),
    tenant_preference: fact(
      z.enum(TENANT_PREFERENCES),
      'Rent terms: whom the owner rents to (any, family, bachelors, company).',
    ),
    pets_allowed: fact(z.boolean(), 'Rent terms: whether pets are allowed.'),
    floor: fact(z.number().int(), 'The floor it is on: 0 is the ground floor.'),
    total_floors: fact(z.number().int(), "The building's floors (at least floor)."),
    facing: fact(z.enum(FACINGS), 'The way the entrance faces: n, ne, e, se, s, sw, w or nw.'),
    carpet_area: fact(z.number(), 'Square feet inside the walls; never more than area.'),
    water_source: fact(
      z.array(z.enum(WATER_SOURCES)),
      'Where the water comes from: any of kwa (Kerala Water Authority), well, borewell, panchayat.',
    ),
    power_backup: fact(z.enum(POWER_BACKUPS), 'Power backup: none, partial or full.'),
    rera_number: fact(
      z.string(),
      "The project's (or agent's) K-RERA registration: K-RERA/PRJ/<district>/<number>/<year> or K-RERA/AG/<number>/<year>.",
    ),
    survey_number: fact(z.string(), "The land's survey number in the village records (123/4A)."),
    village: fact(z.string(), 'The revenue village the land is in.'),
    taluk: fact(z.string(), 'The taluk the village is in.'),
    land_type: fact(
      z.enum(LAND_TYPES),
      'purayidam (garden land), nilam (paddy land: not built on without conversion), nilam_converted (converted with permission) or plantation.',
    ),
    in_data_bank: fact(
      z.boolean(),
      "Whether the land is in the local body's data bank of paddy land and wetland.",
    ),
    road_width_ft: fact(z.number(), 'The width in feet of the road the land reaches.'),
    road_frontage_ft: fact(z.number(), 'How many feet of the land front the road.'),
  } satisfies Record<ListingFactField, z.ZodType>;
  return z.object(shape);
}

export const property = z.object({
  id: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  status: z.enum(PROPERTY_STATUSES),
  title: z.string(),
  /** The title in Malayalam; null when the lister gave none (pages then show the English one). */
  title_ml: z.string().nullable(),
  description: z.string(),
  /** The description in Malayalam; null when the lister gave none. */
  description_ml: z.string().nullable(),
  price: z.number(),
  property_for: z.enum(PROPERTY_FOR),
  property_ownership: z.enum(OWNERSHIPS),
  property_type: z.number().int().nullable(),
  property_type_details: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  area: z.number(),
  cents: z.number().nullable(),
  parking_spaces: z.number().int().nullable(),
  built_year: z.number().int().nullable(),
  furnishing: z.enum(FURNISHINGS).nullable(),
  contact_name: z.string(),
  phone_number: z.string(),
  whatsapp_number: z.string(),
  email: z.string(),
  /** Place names in English and, where known, in Malayalam (null: none; only Kerala has one). */
  location: z.object({
    city: z.string(),
    city_ml: z.string().nullable(),
    district: z.string(),
    district_ml: z.string().nullable(),
    state: z.string(),
    state_ml: z.string().nullable(),
    city_id: z.number().int(),
    district_id: z.number().int(),
    state_id: z.number().int(),
  }),
  latitude: z.number(),
  longitude: z.number(),
  google_maps_url: z.string().nullable(),
  google_embedded_map_link: z.string().nullable(),
  youtube_video_link: z.string().nullable(),
  features: z.array(z.number().int()),
  feature_details: z.array(z.object({ id: z.number().int(), name: z.string() })),
  nearby_places: z.array(nearbyPlace),
  /** In display order: the first is the cover (the admin orders them, `image_order`). */
  images: z.array(propertyImage),
  /** When the listing was last confirmed as available; the public stops seeing it 90 days on. */
  confirmed_at: z.string(),
  /** The agency's latest site visit, or null when there has been none. */
  site_visit: publicSiteVisit.nullable(),
  /**
   * Every price the listing has had, oldest first: its first price when it was listed, then each
   * change (issue 34, item 6; the database keeps it, migration 0018).
   */
  price_history: z.array(z.object({ price: z.number(), changed_at: z.string() })),
  /**
   * When its latest price change was a cut: when, and by how many rupees; null otherwise. Kept
   * whatever its age: a "price cut" is one of the last PRICE_CUT_DAYS (contract/price-history.ts),
   * counted from the time of asking.
   */
  price_reduced_at: z.string().nullable(),
  price_reduced_by: z.number().nullable(),
  /** Only when sorted by nearest: great-circle kilometres from the caller's position. */
  distance_km: z.number().optional(),
  ...listingFacts().shape,
});
export type Property = z.infer<typeof property>;

/**
 * A listing as the public pages' cards and lists show it: the fields of the read shape they use,
 * with the place's names and the cover picture instead of every image. The server reads only
 * these for them (docs/decisions/012).
 */
export const listingSummary = property
  .pick({
    id: true,
    created_at: true,
    title: true,
    title_ml: true,
    description: true,
    description_ml: true,
    price: true,
    property_for: true,
    property_ownership: true,
    property_type_details: true,
    bedrooms: true,
    bathrooms: true,
    area: true,
    cents: true,
    phone_number: true,
    whatsapp_number: true,
    email: true,
    latitude: true,
    longitude: true,
    google_maps_url: true,
    price_reduced_at: true,
    price_reduced_by: true,
    distance_km: true,
    // The cards' deposit and "RERA registered" badge (issue 34).
    security_deposit: true,
    rera_number: true,
  })
  .extend({
    location: property.shape.location.pick({
      city: true,
      city_ml: true,
      district: true,
      district_ml: true,
      state: true,
      state_ml: true,
    }),
    // Its own object, not the registered Image: OpenAPI 3.0 cannot make a reference nullable.
    cover: z.object(propertyImage.shape).nullable(),
    /** Whether the agency has visited it (a site visit is recorded): the card's badge. */
    verified: z.boolean(),
  });
export type ListingSummary = z.infer<typeof listingSummary>;

/** A listing on the map (`GET /api/properties/properties/markers/`; the type: map-markers.ts). */
export const mapMarker = z.object({
  id: z.number().int(),
  lat: z.number(),
  lng: z.number(),
  price: z.number(),
  property_for: z.enum(PROPERTY_FOR),
}) satisfies z.ZodType<MapMarker>;

/** Listings close together on the map, as one point: past 2,000 markers a search gets these. */
export const mapCluster = z.object({
  lat: z.number().meta({ description: 'The average latitude of the listings in it.' }),
  lng: z.number(),
  count: z.number().int(),
  bbox: z
    .tuple([z.number(), z.number(), z.number(), z.number()])
    .meta({ description: 'minLng, minLat, maxLng, maxLat of the listings in it.' }),
}) satisfies z.ZodType<MapCluster>;

/** The markers endpoint's answer: markers, and clusters (with `count`) when there are many. */
export const mapMarkers = z.array(z.union([mapMarker, mapCluster])) satisfies z.ZodType<MapMarkers>;
