import { describe, expect, it } from 'vitest';

import {
  ENQUIRY_MESSAGE_LIMIT,
  formatFollowUp,
  formatReceived,
  truncateMessage,
} from './enquiry-format';

describe('truncateMessage', () => {
  it('keeps a message of 200 characters whole', () => {
    const message = 'a'.repeat(ENQUIRY_MESSAGE_LIMIT);
    expect(truncateMessage(message)).toBe(message);
  });

  it('cuts a longer message at 200 characters and adds an ellipsis', () => {
    const message = `${'b'.repeat(ENQUIRY_MESSAGE_LIMIT)}and more`;
    const shown = truncateMessage(message);
    expect(shown).toBe(`${'b'.repeat(ENQUIRY_MESSAGE_LIMIT)}…`);
  });

  it('drops the spaces before the ellipsis', () => {
    const message = `${'c'.repeat(ENQUIRY_MESSAGE_LIMIT - 1)} tail`;
    expect(truncateMessage(message)).toBe(`${'c'.repeat(ENQUIRY_MESSAGE_LIMIT - 1)}…`);
  });
});

describe('formatReceived', () => {
  it('reads the time in Kerala (UTC+5:30)', () => {
    expect(formatReceived('2026-11-24T08:35:00Z')).toBe('24 Nov 2026, 2:05 pm');
    expect(formatReceived('2026-11-23T20:00:00Z')).toBe('24 Nov 2026, 1:30 am');
  });

  it('answers nothing for a broken date', () => {
    expect(formatReceived('not a date')).toBe('');
  });
});

describe('formatFollowUp', () => {
  it('reads a calendar day as it is, whatever the time zone', () => {
    expect(formatFollowUp('2026-12-05')).toBe('Sat, 5 Dec 2026');
  });

  it('answers what it was given when it is not a day', () => {
    expect(formatFollowUp('soon')).toBe('soon');
  });
});
