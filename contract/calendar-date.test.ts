import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date';

describe('formatCalendarDate', () => {
  it('writes every month as Node’s ICU does, in both languages', () => {
    for (let month = 0; month < 12; month += 1) {
      const instant = new Date(Date.UTC(2026, month, 4));
      const iso = instant.toISOString().slice(0, 10);
      for (const [language, locale] of [
        ['en', 'en-GB'],
        ['ml', 'ml-IN'],
      ] as const) {
        const icu = new Intl.DateTimeFormat(locale, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        }).format(instant);
        expect(formatCalendarDate(iso, language)).toBe(icu);
      }
    }
  });

  it('leaves text that is not a date as it came', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
  });
});
