import { MAX_ID } from './input-limits';
import { z } from 'zod';
import { LOCATION_QUERY_MAX_CHARS } from './location-suggestions';

/** Property types, features and places: lists of `{id, name}` (product.md section 3). */

export const referenceItem = z.object({ id: z.number().int(), name: z.string() });
export type ReferenceItem = z.infer<typeof referenceItem>;

export const referenceMessages = {
  nameRequired: 'This field is required.',
  nameBlank: 'This field may not be blank.',
  nameTooLong: 'Ensure this field has no more than 80 characters.',
  propertyTypeExists: 'A property type with this name already exists.',
  featureExists: 'A feature with this name already exists.',
  propertyTypeNotFound: 'Property type not found.',
  featureNotFound: 'Feature not found.',
  propertyTypeInUse: (count: number) =>
    `This property type is used by ${count} listing${count === 1 ? '' : 's'}. Change their type first.`,
} as const;

/** The body of POST and PATCH for a property type or a feature. Names are trimmed. */
export const nameInput = z.object({
  name: z
    .string({ error: referenceMessages.nameRequired })
    .trim()
    .min(1, referenceMessages.nameBlank)
    .max(80, referenceMessages.nameTooLong),
});
export type NameInput = z.infer<typeof nameInput>;

const parentId = (field: string) =>
  z.coerce
    .number({ error: `Give the ${field} as a number, e.g. ?${field}=12.` })
    .int(`Give the ${field} as a whole number.`)
    .positive(`Give the ${field} as a positive number.`)
    .max(MAX_ID, `No ${field} has this id.`);

/** `districts/?state=<id>` */
export const districtsQuery = z.object({ state: parentId('state') });
/** `cities/?district=<id>` */
export const citiesQuery = z.object({ district: parentId('district') });

/** `locations/?q=<text>`: what the visitor has typed so far. */
export const locationSuggestionsQuery = z.object({
  q: z
    .string({ error: 'q must be text.' })
    .trim()
    .max(
      LOCATION_QUERY_MAX_CHARS,
      `Ensure q has no more than ${LOCATION_QUERY_MAX_CHARS} characters.`,
    )
    .default(''),
});

/**
 * A place to search in: a town ('Kochi, Ernakulam, Kerala'), a district ('Ernakulam, Kerala') or a
 * state ('Kerala'). `label` is what the listing page's `location` parameter takes; `label_ml` is
 * the same in Malayalam ('കൊച്ചി, എറണാകുളം, കേരളം'), for Malayalam pages to show, and the
 * `location` parameter takes it too. The `_ml` names are null where a place has no Malayalam name
 * (states other than Kerala), and `label_ml` then is null.
 */
export const locationSuggestion = z.object({
  label: z.string(),
  label_ml: z.string().nullable(),
  kind: z.enum(['city', 'district', 'state']),
  city: z.string().nullable(),
  city_ml: z.string().nullable(),
  district: z.string().nullable(),
  district_ml: z.string().nullable(),
  state: z.string(),
  state_ml: z.string().nullable(),
  /** The listings the listing page finds for this place (its search for `label`): the number a suggestion promises is the number its results show. */
  listings: z.number().int(),
});
export type LocationSuggestion = z.infer<typeof locationSuggestion>;
