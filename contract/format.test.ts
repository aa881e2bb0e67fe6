import { describe, expect, it } from 'vitest';
import { formatPhone } from './format';

describe('formatPhone', () => {
  it('groups an Indian mobile number as 5 + 5 digits', () => {
    expect(formatPhone('+919846012345')).toBe('+91 98460 12345');
    expect(formatPhone('+91 98460-12345')).toBe('+91 98460 12345');
  });

  it('leaves other numbers as they are', () => {
    expect(formatPhone('+97141234567')).toBe('+97141234567');
    expect(formatPhone('04842345678')).toBe('04842345678');
  });
});
