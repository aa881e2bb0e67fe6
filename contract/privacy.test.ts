import { describe, expect, it } from 'vitest';
import { erasureRequest, phoneKey, privacyMessages } from './privacy';
import { toFieldErrors } from './errors';

describe('phoneKey', () => {
  it('reads an Indian number the same however it is written', () => {
    for (const written of [
      '+91 98765 43210',
      '+919876543210',
      '9876543210',
      '098765-43210',
      '0091 98765 43210',
      '(+91) 98765.43210',
      ' 98765 43210 ',
    ]) {
      expect(phoneKey(written), written).toBe('9876543210');
    }
    // A landline with its STD code, with and without the country code.
    expect(phoneKey('0484 234 5678')).toBe('4842345678');
    expect(phoneKey('+91 484 234 5678')).toBe('4842345678');
  });

  it("keeps another country's code, so a Gulf number is not taken for an Indian one", () => {
    expect(phoneKey('+971 50 123 4567')).toBe('971501234567');
    expect(phoneKey('00971501234567')).toBe('971501234567');
    expect(phoneKey('+971 50 123 4567')).not.toBe(phoneKey('050 123 4567'));
    expect(phoneKey('+919876543210')).not.toBe(phoneKey('+919876543211'));
  });

  it('refuses what is not a phone number', () => {
    for (const text of [
      '',
      'call me',
      '12345',
      '98765 43210 ext 5',
      '+1234567890123456',
      '9'.repeat(31),
    ]) {
      expect(phoneKey(text), text).toBeNull();
    }
  });
});

describe('erasureRequest', () => {
  const errorsOf = (input: unknown) => {
    const result = erasureRequest.safeParse(input);
    return result.success ? {} : toFieldErrors(result.error);
  };

  it('takes one e-mail address or one phone number, and dry_run', () => {
    expect(erasureRequest.parse({ email: ' Meera@Example.in ' })).toEqual({
      email: 'Meera@Example.in',
      dry_run: false,
    });
    expect(erasureRequest.parse({ phone: '098765-43210', dry_run: true })).toEqual({
      phone: '098765-43210',
      dry_run: true,
    });
  });

  it('names the field at fault, or says what is missing', () => {
    expect(errorsOf({})).toEqual({ non_field_errors: [privacyMessages.whoRequired] });
    expect(errorsOf({ email: 'a@example.in', phone: '9876543210' })).toEqual({
      non_field_errors: [privacyMessages.oneOnly],
    });
    expect(errorsOf({ email: 'not an address' })).toEqual({
      email: [privacyMessages.emailInvalid],
    });
    expect(errorsOf({ phone: 'call me' })).toEqual({ phone: [privacyMessages.phoneInvalid] });
    expect(errorsOf({ phone: 9876543210 })).toEqual({ phone: [privacyMessages.phoneInvalid] });
    expect(errorsOf({ email: 'a@example.in', dry_run: 'yes' })).toEqual({
      dry_run: [privacyMessages.dryRunInvalid],
    });
    expect(errorsOf({ email: 'a@example.in', name: 'Meera' })).toEqual({
      non_field_errors: [privacyMessages.unknownField],
    });
  });
});
