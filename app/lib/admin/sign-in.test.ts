import { describe, expect, it } from 'vitest';

import { accountMessages } from '../../../contract/accounts';
import { createEmptyOtp } from './otp';
import {
  checkNewPasswords,
  checkOtp,
  checkRecoveryEmail,
  checkSignIn,
  readLoginToken,
} from './sign-in';

describe('checkSignIn', () => {
  it('asks for both fields, pointing at the first one missing', () => {
    expect(checkSignIn('', '')).toEqual({ message: accountMessages.loginRequired, field: 'email' });
    expect(checkSignIn('   ', 'secret')).toEqual({
      message: accountMessages.loginRequired,
      field: 'email',
    });
    expect(checkSignIn('admin@veedu.test', '')).toEqual({
      message: accountMessages.loginRequired,
      field: 'password',
    });
  });

  it('then wants an e-mail address, with the message the server would give', () => {
    expect(checkSignIn('admin', 'secret')).toEqual({
      message: accountMessages.emailInvalid,
      field: 'email',
    });
  });

  it('passes a complete form, the bootstrap admin@localhost included', () => {
    expect(checkSignIn(' admin@veedu.test ', 'x')).toBeNull();
    expect(checkSignIn('admin@localhost', 'x')).toBeNull();
  });
});

describe('checkRecoveryEmail', () => {
  it('asks for the address, then for a valid one', () => {
    expect(checkRecoveryEmail(' ')).toEqual({
      message: accountMessages.emailRequired,
      field: 'email',
    });
    expect(checkRecoveryEmail('admin@')?.message).toBe(accountMessages.emailInvalid);
    expect(checkRecoveryEmail('admin@veedu.test')).toBeNull();
  });
});

describe('checkOtp', () => {
  it('wants all six digits', () => {
    expect(checkOtp(createEmptyOtp())?.message).toBe(accountMessages.otpRequired);
    expect(checkOtp(['1', '2', '3', '4', '5', ''])?.message).toBe(accountMessages.otpRequired);
    expect(checkOtp(['1', '2', '3', '4', '5', '6'])).toBeNull();
  });
});

describe('checkNewPasswords', () => {
  it('gives the product.md messages in order, pointing at the field to fix', () => {
    expect(checkNewPasswords('', '')).toEqual({
      message: accountMessages.passwordsRequired,
      field: 'newPassword',
    });
    expect(checkNewPasswords('long enough', '')).toEqual({
      message: accountMessages.passwordsRequired,
      field: 'confirmPassword',
    });
    expect(checkNewPasswords('long enough', 'long enouhg')).toEqual({
      message: accountMessages.passwordsMismatch,
      field: 'confirmPassword',
    });
    expect(checkNewPasswords('short', 'short')).toEqual({
      message: accountMessages.passwordTooShort,
      field: 'newPassword',
    });
    expect(checkNewPasswords('long enough', 'long enough')).toBeNull();
  });
});

describe('readLoginToken', () => {
  it('answers the token of a sign-in answer, else null', () => {
    expect(readLoginToken({ token: 'abc', user: {} })).toBe('abc');
    expect(readLoginToken({ token: '' })).toBeNull();
    expect(readLoginToken({ token: 42 })).toBeNull();
    expect(readLoginToken({ user: {} })).toBeNull();
    expect(readLoginToken(null)).toBeNull();
    expect(readLoginToken('abc')).toBeNull();
  });
});
