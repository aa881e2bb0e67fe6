import { describe, expect, it } from 'vitest';

import { normalizePhone, PHONE_PATTERN } from './enquiry-rules';

/** What a form does on send: normalise, then check with the API's own pattern. */
const accepted = (typed: string) => {
  const sent = normalizePhone(typed);
  return PHONE_PATTERN.test(sent) ? sent : null;
};

describe('normalizePhone: Indian mobile numbers as people type them', () => {
  it.each([
    ['98765 43210', '+919876543210'],
    ['9876543210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+91 98765-43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    [' (+91) 98765.43210 ', '+919876543210'],
    ['6000012345', '+916000012345'],
    // Ten digits starting with 9 and 1: a whole mobile number, not a cut country code.
    ['9198765432', '+919198765432'],
  ])('%s becomes %s', (typed, sent) => {
    expect(normalizePhone(typed)).toBe(sent);
    expect(accepted(typed)).toBe(sent);
  });

  it.each([
    ['5876543210', '5876543210'],
    ['12345', '12345'],
    ['98765 4321', '987654321'],
    ['098765432101', '098765432101'],
    ['abc', 'abc'],
    ['+91+9876543210', '+91+9876543210'],
  ])('refuses %s (not a mobile, no + and country code)', (typed, left) => {
    expect(normalizePhone(typed)).toBe(left);
    expect(accepted(typed)).toBeNull();
  });

  it("keeps another country's number with its + and code", () => {
    expect(normalizePhone('+971501234567')).toBe('+971501234567');
    expect(normalizePhone('+971 50 123 4567')).toBe('+971501234567');
    expect(accepted('+971501234567')).toBe('+971501234567');
    // Written without its +, a Gulf number is still refused: the country code must be marked.
    expect(accepted('971501234567')).toBeNull();
  });

  it('leaves a +91 number that is not a mobile to the API pattern, as before', () => {
    expect(normalizePhone('+91 484 2345678')).toBe('+914842345678');
  });
});
