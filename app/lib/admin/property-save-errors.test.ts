import { describe, expect, it } from 'vitest';

import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '../api';
import {
  describeCreateFailure,
  describeUpdateFailure,
  propertyFormMessages,
  toFormErrors,
} from './property-save-errors';

const badRequest = (body: unknown, fallback = 'fallback') => toApiError(400, body, fallback);

describe('describeCreateFailure (product.md section 8, add property)', () => {
  it("lists the server's field errors as 'field: messages' lines", () => {
    const failure = describeCreateFailure(
      badRequest({
        price: ['Price must be greater than 0'],
        email: ['This field is required.', 'Enter a valid email address.'],
      }),
    );
    expect(failure).toEqual({
      message: 'Failed to create property',
      lines: [
        'price: Price must be greater than 0',
        'email: This field is required. Enter a valid email address.',
      ],
    });
  });

  it("otherwise shows the server's detail or message", () => {
    expect(
      describeCreateFailure(toApiError(413, { detail: 'Each file may be at most 10 MB.' }, 'x')),
    ).toEqual({ message: 'Each file may be at most 10 MB.', lines: [] });
    expect(describeCreateFailure(toApiError(500, { message: 'Database is down' }, 'x'))).toEqual({
      message: 'Database is down',
      lines: [],
    });
  });

  it("else 'Failed to create property', and the connection message with no response", () => {
    expect(
      describeCreateFailure(toApiError(502, undefined, propertyFormMessages.createFailed)),
    ).toEqual({ message: 'Failed to create property', lines: [] });
    expect(describeCreateFailure(new ApiError(NETWORK_ERROR_MESSAGE, 0))).toEqual({
      message: 'Failed to create property. Please check your connection and try again.',
      lines: [],
    });
  });
});

describe('describeUpdateFailure (product.md section 8, edit property)', () => {
  it('prefers the state field, then detail, then message', () => {
    expect(
      describeUpdateFailure(badRequest({ title: ['Too long'], state: ['Unknown state'] })).message,
    ).toBe('Unknown state');
    expect(describeUpdateFailure(toApiError(404, { detail: 'Property not found.' }, 'x'))).toEqual({
      message: 'Property not found.',
      lines: [],
    });
    expect(describeUpdateFailure(badRequest({ message: 'Try later' })).message).toBe('Try later');
  });

  it("else the thrown message, else 'Failed to update property. Please check all required fields.'", () => {
    expect(describeUpdateFailure(badRequest({ price: ['Price must be greater than 0'] }))).toEqual({
      message: 'Price must be greater than 0',
      lines: [],
    });
    expect(describeUpdateFailure(new Error('')).message).toBe(
      'Failed to update property. Please check all required fields.',
    );
    expect(describeUpdateFailure(new ApiError(NETWORK_ERROR_MESSAGE, 0)).message).toBe(
      'Failed to update property. Please check your connection and try again.',
    );
  });
});

describe('toFormErrors', () => {
  it("puts the server's field errors where the form shows them", () => {
    expect(
      toFormErrors(
        badRequest({
          price: ['A', 'B'],
          location: ['Please select state, district, and city'],
          uploaded_images: ['Too many'],
          nearby_places: ['Bad'],
          non_field_errors: ['Whole form'],
          unknown_field: ['?'],
        }),
      ),
    ).toEqual({
      price: 'A B',
      location: 'Please select state, district, and city',
      images: 'Too many',
      nearby_places: 'Bad',
    });
    expect(toFormErrors(new Error('boom'))).toEqual({});
  });

  it("puts the facts' errors (issue 34) under their fields", () => {
    expect(
      toFormErrors(
        badRequest({
          rera_number: ['Enter the number K-RERA issued'],
          carpet_area: ['Carpet area cannot be larger than the area.'],
          water_source: ['Choose water sources'],
          in_data_bank: ['Choose yes or no (true or false).'],
        }),
      ),
    ).toEqual({
      rera_number: 'Enter the number K-RERA issued',
      carpet_area: 'Carpet area cannot be larger than the area.',
      water_source: 'Choose water sources',
      in_data_bank: 'Choose yes or no (true or false).',
    });
  });
});
