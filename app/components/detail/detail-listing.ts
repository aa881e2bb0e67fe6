import type { Language } from '../../../contract/languages';
import type { Property } from '../../../contract/properties';
import { listingText, placeNamesIn } from '../../../contract/listing-language';
import { type PictureSource, toPictureSource } from '../property-picture';

/**
 * A listing as its page uses it, and as the page's data carries it to the browser: what the API
 * gives, less what no part of the page reads (when it was last updated, the ids of its type,
 * features and places), with its photos as keys instead of lists of renditions. Its title,
 * description and place are in the page's language (listing-language.ts): the page carries one
 * language's words.
 */
export type DetailListing = Omit<
  Property,
  | 'updated_at'
  | 'property_type'
  | 'features'
  | 'location'
  | 'images'
  | 'distance_km'
  | 'title_ml'
  | 'description_ml'
> & {
  location: Pick<Property['location'], 'city' | 'district' | 'state'>;
  images: PictureSource[];
  /** 'en' when a Malayalam page shows the English title (the lister wrote no Malayalam). */
  titleLang?: 'en';
  /** 'en' when a Malayalam page shows the English description. */
  descriptionLang?: 'en';
};

export function toDetailListing(property: Property, language: Language): DetailListing {
  const title = listingText(property.title, property.title_ml, language);
  const description = listingText(property.description, property.description_ml, language);
  return {
    id: property.id,
    created_at: property.created_at,
    status: property.status,
    title: title.text,
    ...(title.lang ? { titleLang: title.lang } : {}),
    description: description.text,
    ...(description.lang ? { descriptionLang: description.lang } : {}),
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
    location: placeNamesIn(property.location, language),
    latitude: property.latitude,
    longitude: property.longitude,
    google_maps_url: property.google_maps_url,
    google_embedded_map_link: property.google_embedded_map_link,
    youtube_video_link: property.youtube_video_link,
    feature_details: property.feature_details,
    nearby_places: property.nearby_places,
    images: property.images.map(toPictureSource),
    confirmed_at: property.confirmed_at,
    site_visit: property.site_visit,
  };
}
