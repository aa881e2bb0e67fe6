import { NON_FIELD_ERRORS } from '../../../contract/errors';
import {
  IMAGES_ERROR_KEY,
  LOCATION_ERROR_KEY,
  NEARBY_ERROR_KEY,
  PROPERTY_FORM_FIELDS,
  type PropertyFormErrors,
} from '../../../contract/property-form';
import { ApiError } from '../api';

/** The add and edit screens' messages (product.md section 8). */
export const propertyFormMessages = {
  loadInitialData: 'Failed to load initial data',
  loadProperty: 'Failed to fetch property details',
  createFailed: 'Failed to create property',
  createOffline: 'Failed to create property. Please check your connection and try again.',
  updateFailed: 'Failed to update property. Please check all required fields.',
  updateOffline: 'Failed to update property. Please check your connection and try again.',
  deleteImage: 'Failed to delete image. Please try again.',
} as const;

/** What the form says after a refused save: a message, and on add one line per field. */
export interface SaveFailure {
  message: string;
  lines: string[];
}

/** Body keys that carry a message for the whole request rather than a field. */
const MESSAGE_KEYS = new Set(['message', 'detail', NON_FIELD_ERRORS]);

/** Something other than an answer from the API went wrong: its message, else `fallback`. */
function thrownFailure(error: unknown, fallback: string): SaveFailure {
  return { message: (error instanceof Error && error.message) || fallback, lines: [] };
}

/**
 * Add (product.md section 8): the server's field errors as 'field: messages' lines; otherwise its
 * detail or message, else 'Failed to create property'; with no response, the connection message.
 */
export function describeCreateFailure(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return thrownFailure(error, propertyFormMessages.createFailed);
  if (error.status === 0) return { message: propertyFormMessages.createOffline, lines: [] };
  const lines = Object.entries(error.fieldErrors)
    .filter(([field]) => !MESSAGE_KEYS.has(field))
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`);
  if (lines.length > 0) return { message: propertyFormMessages.createFailed, lines };
  return { message: error.fieldErrors.message?.[0] ?? error.message, lines: [] };
}

/**
 * Edit (product.md section 8): the first of the server's state, detail or message fields, else the
 * thrown message, else 'Failed to update property. Please check all required fields.'; with no
 * response, the connection message.
 */
export function describeUpdateFailure(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) return thrownFailure(error, propertyFormMessages.updateFailed);
  if (error.status === 0) return { message: propertyFormMessages.updateOffline, lines: [] };
  // A `detail` body leaves no field errors, and ApiError's message is that detail.
  const message =
    error.fieldErrors.state?.[0] ??
    error.fieldErrors.message?.[0] ??
    (error.message || propertyFormMessages.updateFailed);
  return { message, lines: [] };
}

const FORM_FIELDS: ReadonlySet<string> = new Set(PROPERTY_FORM_FIELDS);

/** Where each of the server's field errors is shown on the form. */
function formKeyOf(field: string): string | undefined {
  if (FORM_FIELDS.has(field) || field === 'features') return field;
  if (field === 'location') return LOCATION_ERROR_KEY;
  if (field === 'nearby_places') return NEARBY_ERROR_KEY;
  if (field === 'uploaded_images' || field === 'existing_image_ids') return IMAGES_ERROR_KEY;
  return undefined;
}

/** A 400's field errors placed next to the form's fields (the rest stay in the summary). */
export function toFormErrors(error: unknown): PropertyFormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: PropertyFormErrors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const key = formKeyOf(field);
    if (key && messages.length > 0) errors[key] = messages.join(' ');
  }
  return errors;
}
