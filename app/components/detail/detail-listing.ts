import type { Property } from '../../../contract/properties';
import { type PictureSource, toPictureSource } from '../property-picture';

/**
 * A listing as its page uses it, and as the page's data carries it to the browser: what the API
 * gives, less what no part of the page reads (when it was last updated, the ids of its type,
 * features and places), with its photos as keys instead of lists of renditions.
 */
export type DetailListing = Omit<
  Property,
  'updated_at' | 'property_type' | 'features' | 'location' | 'images' | 'distance_km'
> & {
  location: Pick<Property['location'], 'city' | 'district' | 'state'>;
  images: PictureSource[];
};

export function toDetailListing(property: Property): DetailListing {
  return {
    id: property.id,
    created_at: property.created_at,
    status: property.status,
    title: property.title,
    description: property.description,
    price: property.price,
    property_for: property.property_for,
    property_ownership: property.property_ownership,
    property_type_details: property.property_type_details,
    bedrooms: property.bedrooms,
    bathrooms: property.bathrooms,
    area: property.area,
    cents: property.cents,
    parking_spaces: property.parking_spaces,
    built_year: property.built_year,
    furnishing: property.furnishing,
    contact_name: property.contact_name,
    phone_number: property.phone_number,
    whatsapp_number: property.whatsapp_number,
    email: property.email,
    location: {
      city: property.location.city,
      district: property.location.district,
      state: property.location.state,
    },
    latitude: property.latitude,
    longitude: property.longitude,
    google_maps_url: property.google_maps_url,
    google_embedded_map_link: property.google_embedded_map_link,
    youtube_video_link: property.youtube_video_link,
    feature_details: property.feature_details,
    nearby_places: property.nearby_places,
    images: property.images.map(toPictureSource),
  };
}
