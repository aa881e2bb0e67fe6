import { ApiError } from '../../../lib/api';

/** The two lists of the Settings screen and every text product.md sections 2 and 8 give them. */
export const SETTINGS_LISTS = {
  features: {
    path: '/properties/features/',
    title: 'Property Features',
    description: 'The amenities a listing can tick, such as a pool or a gym.',
    placeholder: 'Add new feature',
    noun: 'feature',
    deleteTitle: 'Delete Feature',
    empty: 'No features yet. Add the first one above.',
    messages: {
      fetchFailed: 'Failed to fetch features',
      added: 'Feature added successfully',
      addFailed: 'Failed to add feature',
      updated: 'Feature updated successfully',
      updateFailed: 'Failed to update feature',
      deleted: 'Feature deleted successfully',
      deleteFailed: 'Failed to delete feature',
    },
  },
  propertyTypes: {
    path: '/properties/property-types/',
    title: 'Property Types',
    description: 'The kinds of property a listing can be, as the search filters show them.',
    placeholder: 'Add new property type',
    noun: 'property type',
    deleteTitle: 'Delete Property Type',
    empty: 'No property types yet. Add the first one above.',
    messages: {
      fetchFailed: 'Failed to fetch property types',
      added: 'Property type added successfully',
      addFailed: 'Failed to add property type',
      updated: 'Property type updated successfully',
      updateFailed: 'Failed to update property type',
      deleted: 'Property type deleted successfully',
      deleteFailed: 'Failed to delete propertyType',
    },
  },
} as const;

export type SettingsList = (typeof SETTINGS_LISTS)[keyof typeof SETTINGS_LISTS];

export function deleteQuestion(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

/**
 * product.md's failure text, followed by what the server said when it said something useful (a
 * duplicate name, a type still used by listings, no connection).
 */
export function failureMessage(specText: string, error: unknown): string {
  if (error instanceof ApiError && error.message && error.message !== specText) {
    return `${specText}: ${error.message}`;
  }
  return specText;
}
