import { describe, expect, it } from 'vitest';

import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api';
import { deleteQuestion, failureMessage, SETTINGS_LISTS } from './settings-texts';

describe('settings texts', () => {
  it('asks before a delete with the name in quotes', () => {
    expect(deleteQuestion('Sea view')).toBe(
      'Are you sure you want to delete "Sea view"? This action cannot be undone.',
    );
  });

  it('adds what the server said to the product.md text', () => {
    const inUse = new ApiError('This property type is used by 3 listings.', 409);
    expect(failureMessage(SETTINGS_LISTS.propertyTypes.messages.deleteFailed, inUse)).toBe(
      'Failed to delete propertyType: This property type is used by 3 listings.',
    );
    const offline = new ApiError(NETWORK_ERROR_MESSAGE, 0);
    expect(failureMessage('Failed to add feature', offline)).toBe(
      `Failed to add feature: ${NETWORK_ERROR_MESSAGE}`,
    );
  });

  it('keeps the product.md text alone when there is nothing more to say', () => {
    expect(failureMessage('Failed to add feature', new Error('boom'))).toBe(
      'Failed to add feature',
    );
    expect(
      failureMessage('Failed to add feature', new ApiError('Failed to add feature', 500)),
    ).toBe('Failed to add feature');
  });
});
