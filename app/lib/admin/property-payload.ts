import { MAX_ROOMS } from '../../../contract/property-constants';
import { type Property } from '../../../contract/properties';
import {
  factSectionsToClear,
  FACT_SECTIONS,
  hiddenFactFields,
  type NearbyPlaceRow,
  nearbyPlacesToSend,
  PROPERTY_FORM_FIELDS,
  type PropertyFormMode,
  type PropertyFormValues,
} from '../../../contract/property-form';

/**
 * From a listing to the admin form's values and back to the multipart body of product.md section 7:
 * text trimmed, empty fields omitted, features repeated, nearby places as a JSON list, the new
 * images as `uploaded_images` and, on edit, the images kept as `existing_image_ids` and, in their
 * order, `image_order`.
 */

let lastRowKey = 0;

/** A Nearby Places row with a key of its own, so React keeps each input with its row. */
export function createNearbyRow(place = '', distance = ''): NearbyPlaceRow {
  lastRowKey += 1;
  return { key: `nearby-${lastRowKey}`, place, distance };
}

/** A blank add form: for rent (product.md section 9), managed by the company, and available. */
export function createEmptyFormValues(): PropertyFormValues {
  const values = Object.fromEntries(PROPERTY_FORM_FIELDS.map((name) => [name, ''])) as Record<
    (typeof PROPERTY_FORM_FIELDS)[number],
    string
  >;
  return {
    ...values,
    property_for: 'rent',
    property_ownership: 'management',
    status: 'available',
    features: [],
    nearby_places: [createNearbyRow()],
  };
}

const textOf = (value: number | string | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/** A yes-or-no fact as its select holds it: 'true', 'false', or '' for not stated. */
const yesNoOf = (value: boolean | null | undefined): string =>
  value === null || value === undefined ? '' : String(value);

/**
 * A listing as the edit form shows it. product.md section 5: bedrooms, bathrooms and parking are
 * capped at 10 and the built year at the current year, so an old record never blocks a save.
 */
export function toFormValues(property: Property, currentYear: number): PropertyFormValues {
  const capped = (value: number | null, max: number) =>
    value === null ? '' : String(Math.min(value, max));
  return {
    title: property.title,
    title_ml: textOf(property.title_ml),
    property_for: property.property_for,
    property_ownership: property.property_ownership,
    price: textOf(property.price),
    status: property.status,
    property_type: textOf(property.property_type),
    bedrooms: capped(property.bedrooms, MAX_ROOMS),
    bathrooms: capped(property.bathrooms, MAX_ROOMS),
    area: textOf(property.area),
    cents: textOf(property.cents),
    built_year: capped(property.built_year, currentYear),
    parking_spaces: capped(property.parking_spaces, MAX_ROOMS),
    furnishing: textOf(property.furnishing),
    security_deposit: textOf(property.security_deposit),
    maintenance_monthly: textOf(property.maintenance_monthly),
    available_from: textOf(property.available_from),
    lock_in_months: textOf(property.lock_in_months),
    tenant_preference: textOf(property.tenant_preference),
    pets_allowed: yesNoOf(property.pets_allowed),
    floor: textOf(property.floor),
    total_floors: textOf(property.total_floors),
    facing: textOf(property.facing),
    carpet_area: textOf(property.carpet_area),
    water_source: (property.water_source ?? []).join(','),
    power_backup: textOf(property.power_backup),
    rera_number: textOf(property.rera_number),
    survey_number: textOf(property.survey_number),
    village: textOf(property.village),
    taluk: textOf(property.taluk),
    land_type: textOf(property.land_type),
    in_data_bank: yesNoOf(property.in_data_bank),
    road_width_ft: textOf(property.road_width_ft),
    road_frontage_ft: textOf(property.road_frontage_ft),
    contact_name: property.contact_name,
    email: property.email,
    phone_number: property.phone_number,
    whatsapp_number: property.whatsapp_number,
    state: textOf(property.location.state_id),
    district: textOf(property.location.district_id),
    city: textOf(property.location.city_id),
    google_maps_url: textOf(property.google_maps_url),
    google_embedded_map_link: textOf(property.google_embedded_map_link),
    latitude: textOf(property.latitude),
    longitude: textOf(property.longitude),
    description: property.description,
    description_ml: textOf(property.description_ml),
    youtube_video_link: textOf(property.youtube_video_link),
    features: [...property.features],
    nearby_places:
      property.nearby_places.length > 0
        ? property.nearby_places.map((item) => createNearbyRow(item.place, textOf(item.distance)))
        : [createNearbyRow()],
  };
}

/**
 * The multipart body of a create (`add`) or an update (`edit`). Empty fields are omitted; on edit
 * a field that had a value when the form was loaded and is now empty is sent empty, which clears
 * it (otherwise a video link, say, could never be removed). The same goes for the features and
 * nearby places lists.
 *
 * The facts of issue 34 (FACT_SECTIONS) go only with the sections shown (factSectionsShown):
 * - A section hidden when the form was loaded and still hidden (a sale listing's rent terms from
 *   a CSV, say) is not sent at all: an unrelated edit never touches facts the agent cannot see.
 * - A section the agent's own change hid (rent to sale, a house's type to a plot, a house's cents
 *   emptied) is sent empty where it had stored facts, which clears them: they no longer apply,
 *   the listing's page would still show them, and the form says so before the save
 *   (factSectionsToClear). Changing back before saving shows the values again, still there.
 * - On add, a hidden section's values (typed before the purpose changed) are not sent.
 */
export function buildPropertyFormData({
  values,
  mode,
  initial,
  files = [],
  existingImageIds = [],
  isLand = false,
  initialIsLand = isLand,
}: {
  values: PropertyFormValues;
  mode: PropertyFormMode;
  /** The values the edit form was loaded with. */
  initial?: PropertyFormValues;
  /** Whether the chosen type is a kind of land (no building). */
  isLand?: boolean;
  /** Whether the listing's type was land when the edit form was loaded. */
  initialIsLand?: boolean;
  files?: readonly File[];
  existingImageIds?: readonly number[];
}): FormData {
  const body = new FormData();
  const isClearing = (wasSet: boolean) => mode === 'edit' && wasSet;
  const hidden = hiddenFactFields(values, { isLand });
  const cleared = new Set<string>(
    mode === 'edit' && initial
      ? factSectionsToClear(values, initial, { isLand, initialIsLand }).flatMap(
          (section) => FACT_SECTIONS[section],
        )
      : [],
  );

  for (const name of PROPERTY_FORM_FIELDS) {
    if (hidden.has(name)) {
      if (cleared.has(name) && (initial?.[name].trim() ?? '') !== '') body.append(name, '');
      continue;
    }
    const text = values[name].trim();
    if (text !== '') body.append(name, text);
    else if (isClearing((initial?.[name].trim() ?? '') !== '')) body.append(name, '');
  }

  for (const id of values.features) body.append('features', String(id));
  if (values.features.length === 0 && isClearing((initial?.features.length ?? 0) > 0)) {
    body.append('features', '');
  }

  const places = nearbyPlacesToSend(values.nearby_places, mode);
  const hadPlaces = initial ? nearbyPlacesToSend(initial.nearby_places, mode).length > 0 : false;
  if (places.length > 0 || isClearing(hadPlaces)) {
    body.append('nearby_places', JSON.stringify(places));
  }

  if (mode === 'edit') {
    body.append('existing_image_ids', JSON.stringify(existingImageIds));
    // The kept photos in the order the admin left them, the cover first (new ones follow).
    if (existingImageIds.length > 0) body.append('image_order', JSON.stringify(existingImageIds));
  }
  for (const file of files) body.append('uploaded_images', file, file.name);
  return body;
}
