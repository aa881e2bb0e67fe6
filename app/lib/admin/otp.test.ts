import { describe, expect, it } from 'vitest';

import {
  applyOtpBackspace,
  applyOtpInput,
  applyOtpPaste,
  createEmptyOtp,
  extractOtpDigits,
  isOtpComplete,
  otpFocusForKey,
} from './otp';

const digitsOf = (code: string) =>
  code
    .padEnd(6, ' ')
    .split('')
    .map((char) => char.trim());

describe('typing into a box', () => {
  it('keeps one digit and moves the focus to the next box', () => {
    expect(applyOtpInput(createEmptyOtp(), 0, '4')).toEqual({
      digits: digitsOf('4'),
      focusIndex: 1,
    });
  });

  it('stays on the last box after its digit', () => {
    expect(applyOtpInput(digitsOf('12345'), 5, '6')).toEqual({
      digits: digitsOf('123456'),
      focusIndex: 5,
    });
  });

  it('refuses letters and signs: the box and the focus stay as they were', () => {
    expect(applyOtpInput(createEmptyOtp(), 2, 'a')).toEqual({
      digits: createEmptyOtp(),
      focusIndex: 2,
    });
    expect(applyOtpInput(digitsOf('7'), 0, '7-')).toEqual({ digits: digitsOf('7'), focusIndex: 0 });
  });

  it('replaces the digit a box held, whichever side of it the new one was typed', () => {
    expect(applyOtpInput(digitsOf('123'), 1, '29').digits).toEqual(digitsOf('193'));
    expect(applyOtpInput(digitsOf('123'), 1, '92').digits).toEqual(digitsOf('193'));
    expect(applyOtpInput(digitsOf('0'), 0, '00')).toEqual({ digits: digitsOf('0'), focusIndex: 1 });
    expect(applyOtpInput(digitsOf('123'), 1, '22')).toEqual({
      digits: digitsOf('123'),
      focusIndex: 2,
    });
  });

  it('clears the box when its digit is deleted, keeping the focus there', () => {
    expect(applyOtpInput(digitsOf('123'), 1, '')).toEqual({
      digits: ['1', '', '3', '', '', ''],
      focusIndex: 1,
    });
  });

  it('fills every box from the first when a whole code arrives in one box (autofill)', () => {
    expect(applyOtpInput(createEmptyOtp(), 3, '654321')).toEqual({
      digits: digitsOf('654321'),
      focusIndex: 5,
    });
    expect(applyOtpInput(digitsOf('9'), 0, '9654321').digits).toEqual(digitsOf('654321'));
  });

  it('spreads a few digits over the following boxes', () => {
    expect(applyOtpInput(createEmptyOtp(), 4, '789')).toEqual({
      digits: digitsOf('    78'),
      focusIndex: 5,
    });
  });
});

describe('pasting', () => {
  it('fills all six boxes from any box', () => {
    for (const index of [0, 3, 5]) {
      expect(applyOtpPaste(createEmptyOtp(), index, '482913')).toEqual({
        digits: digitsOf('482913'),
        focusIndex: 5,
      });
    }
  });

  it('finds the code in the text of the e-mail', () => {
    expect(
      applyOtpPaste(createEmptyOtp(), 0, 'Your code is: 482913. Valid for 10 minutes.')?.digits,
    ).toEqual(digitsOf('482913'));
    expect(applyOtpPaste(createEmptyOtp(), 0, ' 482 913 ')?.digits).toEqual(digitsOf('482913'));
  });

  it('writes part of a code from the box pasted into', () => {
    expect(applyOtpPaste(digitsOf('1'), 1, '23')).toEqual({
      digits: digitsOf('123'),
      focusIndex: 3,
    });
  });

  it('changes nothing for a text without digits', () => {
    expect(applyOtpPaste(digitsOf('12'), 2, 'hello')).toBeNull();
  });
});

describe('Backspace and the navigation keys', () => {
  it('in an empty box clears the previous box and moves there', () => {
    expect(applyOtpBackspace(digitsOf('12'), 2)).toEqual({
      digits: digitsOf('1'),
      focusIndex: 1,
    });
  });

  it('leaves a box with a digit, and the first box, to the browser', () => {
    expect(applyOtpBackspace(digitsOf('12'), 1)).toBeNull();
    expect(applyOtpBackspace(createEmptyOtp(), 0)).toBeNull();
  });

  it('moves with the arrows, Home and End, within the six boxes', () => {
    expect(otpFocusForKey('ArrowLeft', 3)).toBe(2);
    expect(otpFocusForKey('ArrowLeft', 0)).toBe(0);
    expect(otpFocusForKey('ArrowRight', 3)).toBe(4);
    expect(otpFocusForKey('ArrowRight', 5)).toBe(5);
    expect(otpFocusForKey('Home', 4)).toBe(0);
    expect(otpFocusForKey('End', 1)).toBe(5);
    expect(otpFocusForKey('a', 1)).toBeNull();
  });
});

describe('the whole code', () => {
  it('is complete only with six digits', () => {
    expect(isOtpComplete(digitsOf('123456'))).toBe(true);
    expect(isOtpComplete(digitsOf('12345'))).toBe(false);
    expect(isOtpComplete(createEmptyOtp())).toBe(false);
  });

  it('is read as a run of six digits before any other digits', () => {
    expect(extractOtpDigits('code 123456, 10 minutes')).toBe('123456');
    expect(extractOtpDigits('12-34-56')).toBe('123456');
    expect(extractOtpDigits('no digits')).toBe('');
  });
});
