import { VISIT_MAX_DAYS } from './enquiry-rules';
import type { Language } from './languages';

export { VISIT_MAX_DAYS };

/**
 * A site visit's time as a visitor asks for it and as everyone reads it (issue 34, item 5): in
 * India time (IST, UTC+5:30), with the Gulf's two zones beside it, Gulf Standard Time (UTC+4: the
 * UAE and Oman) and Arabia Standard Time (UTC+3: Saudi Arabia, Qatar, Kuwait and Bahrain). None of
 * them has summer time, so it is arithmetic: no time zone data, which a browser's Intl would need.
 * The enquiry form, its checks, the API, the agency's e-mail, the back office and the export all
 * use this module, so a time reads the same everywhere.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** The form's step: visits are asked for on the quarter hour. */
export const VISIT_STEP_MINUTES = 15;

/** A datetime-local value, read as India time: `2026-12-05T10:30`. */
const LOCAL_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
/** An ISO 8601 time with its offset: `2026-12-05T05:00:00Z`, `2026-12-05T09:00+04:00`. */
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant a visitor asked for: a datetime-local value (`YYYY-MM-DDTHH:MM`, India time) or an
 * ISO 8601 time with an offset; null for anything else, a day that does not exist (30 February)
 * included.
 */
export function parseVisitTime(value: string): Date | null {
  const text = value.trim();
  const isLocal = LOCAL_VALUE.test(text);
  const offset = isLocal ? null : WITH_OFFSET.exec(text)?.[1];
  if (!isLocal && offset === undefined) return null;
  const iso = isLocal ? `${text}:00+05:30` : text;
  const time = Date.parse(iso);
  if (!Number.isFinite(time)) return null;
  // Date.parse rolls 30 February over to March: the wall clock must come back as it was written.
  const offsetMinutes = isLocal ? IST_OFFSET_MINUTES : minutesOfOffset(offset ?? 'Z');
  const wallClock = new Date(time + offsetMinutes * MINUTE_MS).toISOString().slice(0, 16);
  return wallClock === text.slice(0, 16) ? new Date(time) : null;
}

function minutesOfOffset(offset: string): number {
  if (offset === 'Z') return 0;
  const sign = offset.startsWith('-') ? -1 : 1;
  return sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)));
}

/** Why a time cannot be asked for, or null when it can: it must be ahead, and not too far. */
export function visitTimeProblem(at: Date, now: Date): 'past' | 'tooFar' | null {
  if (at.getTime() <= now.getTime()) return 'past';
  if (at.getTime() > now.getTime() + VISIT_MAX_DAYS * DAY_MS) return 'tooFar';
  return null;
}

/** The instant as a datetime-local value in India time: `2026-12-05T10:30`. */
export function toVisitInputValue(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 16);
}

/**
 * The form's `min` and `max`: from the next quarter hour to the last one within 90 days (a
 * quarter hour in UTC is one in India too: 5:30 is a whole number of them). `min` is also where
 * the browser counts its 15-minute steps from.
 */
export function visitInputBounds(now: Date): { min: string; max: string } {
  const step = VISIT_STEP_MINUTES * MINUTE_MS;
  const earliest = Math.ceil((now.getTime() + 1) / step) * step;
  const latest = Math.floor((now.getTime() + VISIT_MAX_DAYS * DAY_MS) / step) * step;
  return { min: toVisitInputValue(new Date(earliest)), max: toVisitInputValue(new Date(latest)) };
}

/**
 * The bounds a page rendered on the server can carry all day, whatever cache keeps it: from the
 * day's midnight in India to midnight 90 days on. The browser narrows them to visitInputBounds
 * once its scripts run; the server's check has the last word.
 */
export function visitInputDayBounds(now: Date): { min: string; max: string } {
  const today = toVisitInputValue(now).slice(0, 10);
  const last = toVisitInputValue(new Date(now.getTime() + VISIT_MAX_DAYS * DAY_MS)).slice(0, 10);
  return { min: `${today}T00:00`, max: `${last}T00:00` };
}

/** The Gulf's zones, west of India, and who keeps each. */
const GULF_ZONES = [
  { offsetMinutes: 4 * 60, en: 'UAE & Oman', ml: 'യുഎഇ, ഒമാൻ' },
  {
    offsetMinutes: 3 * 60,
    en: 'Saudi Arabia, Qatar, Kuwait & Bahrain',
    ml: 'സൗദി അറേബ്യ, ഖത്തർ, കുവൈത്ത്, ബഹ്റൈൻ',
  },
] as const;

/**
 * Malayalam says the part of the day before the time ('രാവിലെ 10:30'), as Node's ICU does with
 * `dayPeriod: 'long'` (the test holds it to it): one word per hour, and 'ഉച്ച' at noon sharp.
 */
const MALAYALAM_DAY_PERIODS = [
  ...Array<string>(3).fill('രാത്രി'),
  ...Array<string>(3).fill('പുലർച്ചെ'),
  ...Array<string>(6).fill('രാവിലെ'),
  'ഉച്ചയ്ക്ക്',
  'ഉച്ചയ്ക്ക്',
  'ഉച്ചതിരിഞ്ഞ്',
  ...Array<string>(3).fill('വൈകുന്നേരം'),
  'സന്ധ്യ',
  ...Array<string>(5).fill('രാത്രി'),
];

/** The wall clock at `offsetMinutes` east of UTC, as its parts. */
function wallClock(at: Date, offsetMinutes: number) {
  const shifted = new Date(at.getTime() + offsetMinutes * MINUTE_MS);
  return {
    day: Math.floor(shifted.getTime() / DAY_MS),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    date: shifted,
  };
}

/** '10:30 am' / 'രാവിലെ 10:30'. */
function clockText({ hour, minute }: { hour: number; minute: number }, language: Language) {
  const time = `${hour % 12 || 12}:${String(minute).padStart(2, '0')}`;
  if (language === 'en') return `${time} ${hour < 12 ? 'am' : 'pm'}`;
  const period = hour === 12 && minute === 0 ? 'ഉച്ച' : MALAYALAM_DAY_PERIODS[hour];
  return `${period} ${time}`;
}

const WORDS = {
  en: {
    india: (time: string) => `${time} India time`,
    gulf: (time: string, places: string, dayBefore: boolean) =>
      `${time}${dayBefore ? ' (the day before)' : ''} ${places}`,
  },
  ml: {
    india: (time: string) => `ഇന്ത്യൻ സമയം ${time}`,
    gulf: (time: string, places: string, dayBefore: boolean) =>
      `${places}: ${dayBefore ? 'തലേന്ന് ' : ''}${time}`,
  },
} as const;

/**
 * The time of day in India and in the Gulf, as the form's hint says it: '10:30 am India time ·
 * 9:00 am UAE & Oman · 8:00 am Saudi Arabia, Qatar, Kuwait & Bahrain'. Soon after midnight in
 * India it is still the day before in the Gulf, and says so.
 */
export function formatVisitClock(at: Date, language: Language): string {
  const words = WORDS[language];
  const india = wallClock(at, IST_OFFSET_MINUTES);
  const gulf = GULF_ZONES.map((zone) => {
    const there = wallClock(at, zone.offsetMinutes);
    return words.gulf(clockText(there, language), zone[language], there.day < india.day);
  });
  return [words.india(clockText(india, language)), ...gulf].join(' · ');
}

const WEEKDAYS = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  ml: ['ഞായർ', 'തിങ്കൾ', 'ചൊവ്വ', 'ബുധൻ', 'വ്യാഴം', 'വെള്ളി', 'ശനി'],
} as const;
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  ml: ['ജനു', 'ഫെബ്രു', 'മാർ', 'ഏപ്രി', 'മേയ്', 'ജൂൺ', 'ജൂലൈ', 'ഓഗ', 'സെപ്റ്റം', 'ഒക്ടോ', 'നവം', 'ഡിസം'],
} as const;

/** The day in India: 'Sat, 5 Dec 2026' / '2026 ഡിസം 5, ശനി' (Node's ICU's words for en-IN and ml-IN). */
function dayText(at: Date, language: Language): string {
  const { date } = wallClock(at, IST_OFFSET_MINUTES);
  const weekday = WEEKDAYS[language][date.getUTCDay()];
  const month = MONTHS[language][date.getUTCMonth()];
  const [year, day] = [date.getUTCFullYear(), date.getUTCDate()];
  return language === 'en'
    ? `${weekday}, ${day} ${month} ${year}`
    : `${year} ${month} ${day}, ${weekday}`;
}

/**
 * A visit's day and time, in India and in the Gulf: 'Sat, 5 Dec 2026, 10:30 am India time · 9:00
 * am UAE & Oman · 8:00 am Saudi Arabia, Qatar, Kuwait & Bahrain'. Text that is not a time comes
 * back as it is.
 */
export function formatVisitTime(at: Date | string, language: Language = 'en'): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return String(at);
  return `${dayText(instant, language)}, ${formatVisitClock(instant, language)}`;
}

/** India time alone, as a spreadsheet reads it: '2026-12-05 10:30'. */
export function formatVisitTimeInIndia(at: Date | string): string {
  const instant = typeof at === 'string' ? new Date(at) : at;
  if (Number.isNaN(instant.getTime())) return String(at);
  return toVisitInputValue(instant).replace('T', ' ');
}
