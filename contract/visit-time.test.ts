import { describe, expect, it } from 'vitest';
import {
  formatVisitClock,
  formatVisitTime,
  formatVisitTimeInIndia,
  parseVisitTime,
  toVisitInputValue,
  visitInputBounds,
  visitInputDayBounds,
  visitTimeProblem,
} from './visit-time';

/** 10:30 am in India on Saturday 5 December 2026. */
const MORNING = new Date('2026-12-05T05:00:00Z');

describe('parseVisitTime', () => {
  it('reads a datetime-local value as India time', () => {
    expect(parseVisitTime('2026-12-05T10:30')?.toISOString()).toBe('2026-12-05T05:00:00.000Z');
  });

  it('reads an ISO 8601 time with its offset, whatever the offset', () => {
    for (const text of [
      '2026-12-05T05:00:00Z',
      '2026-12-05T05:00:00.000Z',
      '2026-12-05T09:00+04:00',
      '2026-12-05T08:00:00+03:00',
      '2026-12-05T10:30:00+05:30',
      '2026-12-04T23:00:00-06:00',
    ]) {
      expect(parseVisitTime(text)?.toISOString(), text).toBe('2026-12-05T05:00:00.000Z');
    }
  });

  it('refuses what is not a time, or a day that does not exist', () => {
    for (const text of [
      '',
      'tomorrow',
      '2026-12-05',
      '2026-12-05 10:30',
      '2026-12-05T10:30:00',
      '05/12/2026 10:30',
      '2026-02-30T10:00',
      '2026-12-05T24:00',
      '2026-12-05T10:60',
      '2026-13-01T10:00+05:30',
      '2026-12-05T10:30+5:30',
    ]) {
      expect(parseVisitTime(text), text).toBeNull();
    }
  });
});

describe('visitTimeProblem', () => {
  const now = new Date('2026-11-29T08:00:00Z');
  it('takes a time ahead, up to 90 days', () => {
    expect(visitTimeProblem(new Date('2026-11-29T08:15:00Z'), now)).toBeNull();
    expect(visitTimeProblem(new Date('2027-02-27T08:00:00Z'), now)).toBeNull();
  });
  it('refuses now, the past, and more than 90 days ahead', () => {
    expect(visitTimeProblem(now, now)).toBe('past');
    expect(visitTimeProblem(new Date('2026-11-28T08:00:00Z'), now)).toBe('past');
    expect(visitTimeProblem(new Date('2027-02-27T08:01:00Z'), now)).toBe('tooFar');
  });
});

describe("the form's bounds", () => {
  it('run from the next quarter hour to the last within 90 days, in India time', () => {
    // 13:37 in India.
    expect(visitInputBounds(new Date('2026-11-29T08:07:00Z'))).toEqual({
      min: '2026-11-29T13:45',
      max: '2027-02-27T13:30',
    });
    // On a quarter hour: the next one, since the time must be ahead.
    expect(visitInputBounds(new Date('2026-11-29T08:00:00Z')).min).toBe('2026-11-29T13:45');
  });

  it("as a cached page carries them: India's day, all day", () => {
    // 00:10 on 30 November in India, though 29 November in UTC.
    expect(visitInputDayBounds(new Date('2026-11-29T18:40:00Z'))).toEqual({
      min: '2026-11-30T00:00',
      max: '2027-02-28T00:00',
    });
  });

  it('write an instant back as the datetime-local value that means it', () => {
    expect(toVisitInputValue(MORNING)).toBe('2026-12-05T10:30');
    expect(parseVisitTime(toVisitInputValue(MORNING))).toEqual(MORNING);
  });
});

describe('formatVisitClock', () => {
  it('says India time, then UAE & Oman (UTC+4) and Saudi Arabia and its neighbours (UTC+3)', () => {
    expect(formatVisitClock(MORNING, 'en')).toBe(
      '10:30 am India time · 9:00 am UAE & Oman · 8:00 am Saudi Arabia, Qatar, Kuwait & Bahrain',
    );
    expect(formatVisitClock(MORNING, 'ml')).toBe(
      'ഇന്ത്യൻ സമയം രാവിലെ 10:30 · യുഎഇ, ഒമാൻ: രാവിലെ 9:00 · സൗദി അറേബ്യ, ഖത്തർ, കുവൈത്ത്, ബഹ്റൈൻ: രാവിലെ 8:00',
    );
  });

  it('says when it is still the day before in the Gulf', () => {
    // 1:00 am on 6 December in India: 11:30 pm and 10:30 pm on the 5th in the Gulf.
    const night = new Date('2026-12-05T19:30:00Z');
    expect(formatVisitClock(night, 'en')).toBe(
      '1:00 am India time · 11:30 pm (the day before) UAE & Oman · 10:30 pm (the day before) Saudi Arabia, Qatar, Kuwait & Bahrain',
    );
    expect(formatVisitClock(night, 'ml')).toBe(
      'ഇന്ത്യൻ സമയം രാത്രി 1:00 · യുഎഇ, ഒമാൻ: തലേന്ന് രാത്രി 11:30 · സൗദി അറേബ്യ, ഖത്തർ, കുവൈത്ത്, ബഹ്റൈൻ: തലേന്ന് രാത്രി 10:30',
    );
    // 2:00 am in India: midnight in the UAE is already the same day, Saudi Arabia is not.
    expect(formatVisitClock(new Date('2026-12-05T20:30:00Z'), 'en')).toBe(
      '2:00 am India time · 12:30 am UAE & Oman · 11:30 pm (the day before) Saudi Arabia, Qatar, Kuwait & Bahrain',
    );
  });

  it('writes every hour and minute as Node’s ICU does, in both languages', () => {
    const english = new Intl.DateTimeFormat('en-IN', {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
    const malayalam = new Intl.DateTimeFormat('ml-IN', {
      hour: 'numeric',
      minute: '2-digit',
      dayPeriod: 'long',
      timeZone: 'Asia/Kolkata',
    });
    for (let quarter = 0; quarter < 96; quarter += 1) {
      const at = new Date(Date.UTC(2026, 11, 4, 18, 30) + quarter * 15 * 60_000);
      const india = (text: string) => text.split(' · ')[0];
      expect(india(formatVisitClock(at, 'en'))).toBe(`${english.format(at)} India time`);
      expect(india(formatVisitClock(at, 'ml'))).toBe(`ഇന്ത്യൻ സമയം ${malayalam.format(at)}`);
    }
  });
});

describe('formatVisitTime', () => {
  it("puts India's day in front, in both languages", () => {
    expect(formatVisitTime(MORNING)).toBe(
      'Sat, 5 Dec 2026, 10:30 am India time · 9:00 am UAE & Oman · 8:00 am Saudi Arabia, Qatar, Kuwait & Bahrain',
    );
    expect(formatVisitTime(MORNING.toISOString(), 'ml')).toBe(
      '2026 ഡിസം 5, ശനി, ഇന്ത്യൻ സമയം രാവിലെ 10:30 · യുഎഇ, ഒമാൻ: രാവിലെ 9:00 · സൗദി അറേബ്യ, ഖത്തർ, കുവൈത്ത്, ബഹ്റൈൻ: രാവിലെ 8:00',
    );
  });

  it('names every weekday and month as Node’s ICU does', () => {
    const malayalam = new Intl.DateTimeFormat('ml-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    const englishWeekday = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      timeZone: 'Asia/Kolkata',
    });
    const englishMonth = new Intl.DateTimeFormat('en-IN', {
      month: 'short',
      timeZone: 'Asia/Kolkata',
    });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 2, 3, 4, 5, 6, 7]) {
        const at = new Date(Date.UTC(2026, month, day, 6));
        const dayOf = (text: string) => text.split(', ').slice(0, -1).join(', ');
        expect(dayOf(formatVisitTime(at, 'ml').split(' · ')[0]!)).toBe(malayalam.format(at));
        expect(formatVisitTime(at, 'en')).toMatch(
          `${englishWeekday.format(at)}, ${day} ${englishMonth.format(at)} 2026, `,
        );
      }
    }
  });

  it('leaves text that is not a time as it came', () => {
    expect(formatVisitTime('(erased)')).toBe('(erased)');
  });
});

describe('formatVisitTimeInIndia', () => {
  it('is India time as a spreadsheet reads it', () => {
    expect(formatVisitTimeInIndia('2026-12-05T19:30:00.000Z')).toBe('2026-12-06 01:00');
  });
});
