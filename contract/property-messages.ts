import { FACT_LIMITS } from './listing-facts';
import { FIRST_RERA_YEAR } from './rera';
import { MAX_IMAGES_PER_LISTING, MAX_NEARBY_PLACES, MAX_ROOMS } from './property-constants';

const rupees = FACT_LIMITS.maxRupees.toLocaleString('en-IN');

/**
 * What the API and the admin's property form say about a listing's fields (product.md
 * sections 5 and 7): one text per mistake, so both give the same message.
 */
export const propertyMessages = {
  required: 'This field is required.',
  locationRequired: 'Please select state, district, and city',
  districtNotInState: 'This district is not in the chosen state.',
  cityNotInDistrict: 'This town is not in the chosen district.',
  notANumber: 'Enter a number.',
  notAWholeNumber: 'Enter a whole number.',
  bedroomsMax: `Bedrooms cannot exceed ${MAX_ROOMS}`,
  bathroomsMax: `Bathrooms cannot exceed ${MAX_ROOMS}`,
  parkingMax: `Parking spaces cannot exceed ${MAX_ROOMS}`,
  negative: 'This cannot be negative.',
  builtYearFuture: 'Built year cannot be in the future',
  builtYearPast: 'Enter a year after 1800.',
  areaPositive: 'Area must be greater than 0',
  pricePositive: 'Price must be greater than 0',
  priceTooHigh: 'Price must be below ₹10,00,00,00,000 (1,000 crore).',
  centsPositive: 'Land area in cents must be greater than 0',
  latitude: 'Latitude must be between -90 and 90.',
  longitude: 'Longitude must be between -180 and 180.',
  emailInvalid: 'Enter a valid email address.',
  phoneInvalid:
    'Enter a phone number: + and the country code, then the number (e.g. +919846012345).',
  urlInvalid: 'Enter a valid URL starting with http:// or https://.',
  choice: (choices: readonly string[]) => `Choose one of: ${choices.join(', ')}.`,
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  nearbyBrackets: 'Please remove any brackets or quotes from the text',
  nearbyInvalid: 'Give nearby places as a JSON list of "Place 1.5km" texts or {place, distance}.',
  nearbyTooMany: `At most ${MAX_NEARBY_PLACES} nearby places.`,
  propertyTypeInvalid: 'Choose a property type from the list.',
  featureInvalid: 'Choose features from the list.',
  imageIdsInvalid: 'Give existing_image_ids as a JSON list of image ids.',
  imageOrderInvalid: 'Give image_order as a JSON list of image ids, each once.',
  imageOrderMismatch:
    "image_order must list each of the listing's images once (those kept, not new uploads).",
  tooManyImages: `A listing can have at most ${MAX_IMAGES_PER_LISTING} images.`,
  // The facts of issue 34 (contract/listing-facts.ts).
  rupeesRange: `Enter whole rupees from 0 to ₹${rupees}.`,
  dateInvalid: 'Enter a real date as YYYY-MM-DD.',
  lockInRange: `Enter a lock-in from 0 to ${FACT_LIMITS.maxLockInMonths} months.`,
  yesOrNo: 'Choose yes or no (true or false).',
  floorRange: `Enter a floor from 0 (the ground floor) to ${FACT_LIMITS.maxFloors}.`,
  totalFloorsRange: `Enter a number of floors from 1 to ${FACT_LIMITS.maxFloors}.`,
  floorAboveBuilding: 'The floor cannot be above the number of floors in the building.',
  carpetAreaPositive: 'Carpet area must be greater than 0',
  carpetAreaAboveArea: 'Carpet area cannot be larger than the area.',
  waterSourceInvalid: 'Choose water sources from: kwa, well, borewell, panchayat.',
  reraInvalid: `Enter the number K-RERA issued: K-RERA/PRJ/<district code>/<number>/<year> for a project (e.g. K-RERA/PRJ/ERN/156/2025) or K-RERA/AG/<number>/<year> for an agent, the year from ${FIRST_RERA_YEAR}.`,
  surveyNumberInvalid: 'Enter a survey number such as 123/4A (letters, digits, / and -).',
  roadWidthRange: `Enter a road width in feet, above 0 and at most ${FACT_LIMITS.maxRoadWidthFt}.`,
  roadFrontageRange: `Enter a road frontage in feet, above 0 and at most ${FACT_LIMITS.maxRoadFrontageFt.toLocaleString('en-IN')}.`,
  notFound: 'Property not found.',
  imageNotFound: 'Image not found on this property.',
} as const;
