import { describe, expect, it } from 'vitest';

import { adminPropertyMessages } from '../../../../contract/admin-properties';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api';
import { deleteErrorMessage } from './delete-message';

describe('deleteErrorMessage (product.md section 8)', () => {
  it.each([
    [404, 'Property not found. It may have been already deleted.'],
    [403, 'You do not have permission to delete this property.'],
    [401, 'Please login again to perform this action.'],
  ])('answers %i with its own message, whatever the server said', (status, expected) => {
    expect(deleteErrorMessage(new ApiError('Property not found.', status))).toBe(expected);
  });

  it("shows the server's detail for other statuses", () => {
    const error = new ApiError('Listings with open contracts cannot be deleted.', 409);
    expect(deleteErrorMessage(error)).toBe('Listings with open contracts cannot be deleted.');
  });

  it('falls back to the generic message without a detail', () => {
    expect(deleteErrorMessage(new ApiError('Field message', 400, { id: ['Field message'] }))).toBe(
      'Failed to delete property. Please try again.',
    );
    expect(deleteErrorMessage(new ApiError(' ', 500))).toBe(adminPropertyMessages.deleteFailed);
    expect(deleteErrorMessage(new Error('boom'))).toBe(adminPropertyMessages.deleteFailed);
    expect(deleteErrorMessage(undefined)).toBe(adminPropertyMessages.deleteFailed);
  });

  it('says when the server cannot be reached', () => {
    expect(deleteErrorMessage(new ApiError(NETWORK_ERROR_MESSAGE, 0))).toBe(NETWORK_ERROR_MESSAGE);
  });
});
