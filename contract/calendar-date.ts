import type { Language } from './languages';

/**
 * Calendar dates as people read them, in both of the site's languages. Its own module, not
 * format.ts: only the listing page's loader (on the server) and the back office write them, so
 * the month names never join the public pages' shared script.
 */

/**
 * A calendar date (YYYY-MM-DD, as the database keeps a date) as people read it: '4 March 2026' /
 * '2026 മാർച്ച് 4'. Written out, not asked of Intl: the browser's ICU may word it otherwise
 * than the server's (see AGO_WORDS in format.ts); the test holds it to Node's.
 */
export function formatCalendarDate(isoDate: string, language: Language = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const name = MONTH_NAMES[language][Number(month) - 1] ?? month;
  return language === 'ml' ? `${year} ${name} ${Number(day)}` : `${Number(day)} ${name} ${year}`;
}

const MONTH_NAMES: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ml: [
    'ജനുവരി',
    'ഫെബ്രുവരി',
    'മാർച്ച്',
    'ഏപ്രിൽ',
    'മേയ്',
    'ജൂൺ',
    'ജൂലൈ',
    'ഓഗസ്റ്റ്',
    'സെപ്റ്റംബർ',
    'ഒക്\u200cടോബർ',
    'നവംബർ',
    'ഡിസംബർ',
  ],
};
