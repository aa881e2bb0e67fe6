import { describe, expect, it } from 'vitest';
import { describeSendError, retryDelayMs } from './outbox';

describe('retryDelayMs', () => {
  it('doubles from the base after each failed attempt, up to the cap', () => {
    const settings = { retryBaseMs: 30_000, retryMaxMs: 3_600_000 };
    expect([1, 2, 3, 4, 7, 8, 9, 50].map((attempts) => retryDelayMs(attempts, settings))).toEqual([
      30_000, 60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('describeSendError', () => {
  it('keeps codes, SMTP status and command', () => {
    const error = Object.assign(new Error('Mail command failed: 451 4.3.0 try again later'), {
      code: 'EENVELOPE',
      responseCode: 451,
      command: 'MAIL FROM',
    });
    expect(describeSendError(error)).toBe('EENVELOPE 451 MAIL FROM');
  });

  it('never keeps the message or anything that looks like an address', () => {
    const error = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 550 <leads@veedu.test>"),
      { code: 'leads@veedu.test', originalCode: 'ECONNREFUSED', command: 'RCPT TO <x@y.in>' },
    );
    const described = describeSendError(error);
    expect(described).toBe('ECONNREFUSED');
    expect(describeSendError(new Error('fathima@example.in'))).toBe('Error');
    expect(describeSendError('a string')).toBe('unknown error');
  });
});
