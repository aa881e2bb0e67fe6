import { OTP_LENGTH } from '../../../contract/accounts';

/**
 * The six single-digit boxes of the sign-in screen's code step (product.md sections 2 and 4): what
 * typing, pasting, Backspace and the arrow keys do to the digits and to the focus. Pure, so the
 * rules are tested without a browser; the component only applies the answers.
 */

/** One entry per box: a single digit, or '' for an empty box. */
export type OtpDigits = readonly string[];

/** The digits after an edit, and the box that should have the focus next. */
export interface OtpUpdate {
  digits: string[];
  focusIndex: number;
}

const LAST_INDEX = OTP_LENGTH - 1;
const NOT_DIGITS = /\D/g;
/** Exactly six digits, not part of a longer number (so '10 minutes' never joins the code). */
const CODE_RUN = new RegExp(`(?<!\\d)\\d{${OTP_LENGTH}}(?!\\d)`);

export function createEmptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

export function isOtpComplete(digits: OtpDigits): boolean {
  return digits.length === OTP_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}

/**
 * The digits of a pasted or auto-filled text: a run of exactly six digits when there is one
 * ("Your code is 123456. It is valid for 10 minutes."), else every digit in it ("123 456").
 */
export function extractOtpDigits(text: string): string {
  const run = CODE_RUN.exec(text);
  return run ? run[0] : text.replace(NOT_DIGITS, '');
}

/**
 * Writes `incoming` digits into the boxes from `index` on, as pasting part of a code does. A
 * whole code fills every box from the first, whichever box received it.
 */
export function fillOtp(digits: OtpDigits, index: number, incoming: string): OtpUpdate {
  const next = [...digits];
  if (incoming.length >= OTP_LENGTH) {
    return { digits: incoming.slice(0, OTP_LENGTH).split(''), focusIndex: LAST_INDEX };
  }
  const chars = incoming.split('').slice(0, OTP_LENGTH - index);
  chars.forEach((char, offset) => {
    next[index + offset] = char;
  });
  return { digits: next, focusIndex: Math.min(index + chars.length, LAST_INDEX) };
}

/**
 * A box's `value` after the browser changed it (typing, deleting, an autofilled code). The box
 * held at most one digit, so whatever was typed sits before or after it: only the new
 * characters count, non-digits are dropped, and the focus moves on past what was written.
 */
export function applyOtpInput(digits: OtpDigits, index: number, value: string): OtpUpdate {
  const stay = { digits: [...digits], focusIndex: index };
  if (value === '') {
    stay.digits[index] = '';
    return stay;
  }
  const previous = digits[index] ?? '';
  let inserted = value;
  if (previous && value.length > previous.length) {
    if (value.startsWith(previous)) inserted = value.slice(previous.length);
    else if (value.endsWith(previous)) inserted = value.slice(0, -previous.length);
  }
  const typed = inserted.replace(NOT_DIGITS, '');
  if (!typed) return stay; // a letter or a sign: the box keeps what it had
  if (typed.length >= OTP_LENGTH) return fillOtp(digits, 0, extractOtpDigits(inserted));
  return fillOtp(digits, index, typed);
}

/** A paste into any box; null when the text holds no digit (nothing changes). */
export function applyOtpPaste(digits: OtpDigits, index: number, text: string): OtpUpdate | null {
  const pasted = extractOtpDigits(text);
  if (!pasted) return null;
  return fillOtp(digits, pasted.length >= OTP_LENGTH ? 0 : index, pasted);
}

/**
 * Backspace in an empty box goes back one box and clears it; null when the browser's own
 * Backspace should run (the box has a digit to delete, or it is the first box).
 */
export function applyOtpBackspace(digits: OtpDigits, index: number): OtpUpdate | null {
  if (digits[index] || index === 0) return null;
  const next = [...digits];
  next[index - 1] = '';
  return { digits: next, focusIndex: index - 1 };
}

/** The box a navigation key moves the focus to; null for every other key. */
export function otpFocusForKey(key: string, index: number): number | null {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(index - 1, 0);
    case 'ArrowRight':
      return Math.min(index + 1, LAST_INDEX);
    case 'Home':
      return 0;
    case 'End':
      return LAST_INDEX;
    default:
      return null;
  }
}
