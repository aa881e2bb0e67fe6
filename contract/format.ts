import type { Language } from './languages';

/**
 * Display formats shared by the site and the back office (product.md section 9), in both of the
 * site's languages. English is the default: the back office is English only.
 */

/**
 * An Indian number as people write it: '+919846012345' -> '+91 98460 12345'. Numbers that are
 * not +91 with ten digits are returned as they came.
 */
export function formatPhone(phone: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(phone.replace(/[\s-]/g, ''));
  return match ? `+91 ${match[1]} ${match[2]}` : phone;
}

const LAKH = 100_000;
const CRORE = 10_000_000;

/** Up to two decimals, without trailing zeros: 1.5, 12, 1.25. */
function shortDecimal(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** The words for a crore and a lakh. ICU's compact form says millions ('8.5M'), not these. */
const PRICE_WORDS: Readonly<Record<Language, { crore: string; lakh: string }>> = {
  en: { crore: 'Cr', lakh: 'Lakh' },
  ml: { crore: 'കോടി', lakh: 'ലക്ഷം' },
};
const NUMBER_LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', ml: 'ml-IN' };

// Made once: `toLocaleString` builds a formatter at each call (about 20 us).
const NUMBER_FORMATS: Readonly<Record<Language, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat(NUMBER_LOCALES.en),
  ml: new Intl.NumberFormat(NUMBER_LOCALES.ml),
};

/** A whole number with the language's (Indian) digit grouping: 85,00,000. */
export function formatNumber(value: number, language: Language = 'en'): string {
  return NUMBER_FORMATS[language].format(Math.round(value));
}

/** Rupees to the rupee, with Indian grouping: '₹43,391', '₹1,04,13,879'. */
export function formatRupees(rupees: number, language: Language = 'en'): string {
  return `₹${formatNumber(rupees, language)}`;
}

// Made once: `toLocaleString` with options builds a formatter each call (about 20 us, where
// a kept one formats in half a microsecond), and a listing page formats dozens of figures.
const DECIMAL_FORMATS: Readonly<Record<Language, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat(NUMBER_LOCALES.en, { maximumFractionDigits: 2 }),
  ml: new Intl.NumberFormat(NUMBER_LOCALES.ml, { maximumFractionDigits: 2 }),
};

/** A figure with its decimals (two at most): '8.5', '12.25'. */
export function formatDecimal(value: number, language: Language = 'en'): string {
  return DECIMAL_FORMATS[language].format(value);
}

/**
 * A price in rupees as people in Kerala say it (product.md section 9): '₹1.25 Cr', '₹45 Lakh',
 * '₹18,000'; in Malayalam '₹1.25 കോടി', '₹45 ലക്ഷം'. Below a lakh, Indian digit grouping.
 */
export function formatPrice(rupees: number, language: Language = 'en'): string {
  const words = PRICE_WORDS[language];
  if (rupees >= CRORE) return `₹${shortDecimal(rupees / CRORE)} ${words.crore}`;
  if (rupees >= LAKH) return `₹${shortDecimal(rupees / LAKH)} ${words.lakh}`;
  return formatRupees(rupees, language);
}

/**
 * A price as a map's pin says it, in few characters: '₹3.2 Cr', '₹85 L', '₹28,000'. Its words are
 * the start of the price the pin's accessible name says in full ('₹85 Lakh'), so what is seen is
 * what a screen reader reads (WCAG 2.5.3); in Malayalam, formatPrice's words: '₹85 ലക്ഷം'.
 */
export function formatPriceCompact(rupees: number, language: Language = 'en'): string {
  if (language === 'ml') return formatPrice(rupees, language);
  if (rupees >= CRORE) return `₹${shortDecimal(rupees / CRORE)} Cr`;
  if (rupees >= LAKH) return `₹${shortDecimal(rupees / LAKH)} L`;
  return formatRupees(rupees, language);
}

/** The units of area: built-up area in square feet, land in cents (1 cent = 435.6 sq.ft). */
const AREA_UNITS: Readonly<Record<Language, { sqft: string; cents: string }>> = {
  en: { sqft: 'sq.ft', cents: 'cents' },
  ml: { sqft: 'ച.അടി', cents: 'സെന്റ്' },
};

/** '1,200 sq.ft' / '1,200 ച.അടി'. */
export function formatSquareFeet(squareFeet: number, language: Language = 'en'): string {
  return `${formatNumber(squareFeet, language)} ${AREA_UNITS[language].sqft}`;
}

/** '12.5 cents' / '12.5 സെന്റ്' (cents keep their decimals). */
export function formatCents(cents: number, language: Language = 'en'): string {
  return `${cents.toLocaleString(NUMBER_LOCALES[language])} ${AREA_UNITS[language].cents}`;
}

/** The unit words alone, for labels ('Area (sq.ft)'). */
export function areaUnit(unit: 'sqft' | 'cents', language: Language = 'en'): string {
  return AREA_UNITS[language][unit];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** India Standard Time: UTC+5:30 all year, since 1945 (no summer time). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Today's date in Kerala, YYYY-MM-DD: what every date a page shows is counted from. */
export function keralaDate(date: Date): string {
  return new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Days since 1970 on Kerala's calendar (arithmetic: Intl formatting costs ~10x more). */
function keralaDayNumber(date: Date): number {
  return Math.floor((date.getTime() + IST_OFFSET_MS) / DAY_MS);
}

/** When the day of `date` began in Kerala (midnight IST), in milliseconds since 1970. */
export function keralaMidnight(date: Date): number {
  return keralaDayNumber(date) * DAY_MS - IST_OFFSET_MS;
}

/**
 * How long ago a listing went up, in calendar days in Kerala: 'Today', 'Yesterday', '5 days
 * ago', '3 months ago'. Calendar days, so a page says the same all day long (and can be kept
 * until midnight, server/http/catalogue-version.ts).
 */
export function formatListedAgo(isoDate: string, now: Date, language: Language = 'en'): string {
  const days = keralaDayNumber(now) - keralaDayNumber(new Date(isoDate));
  const words = AGO_WORDS[language];
  if (!Number.isFinite(days) || days <= 0) return words.today;
  if (days === 1) return words.yesterday;
  if (days < 7) return words.ago(days, 'day');
  if (days < 31) return words.ago(Math.floor(days / 7), 'week');
  if (days < 365) return words.ago(Math.floor(days / 30.44), 'month');
  return words.ago(Math.floor(days / 365.25), 'year');
}

type AgoUnit = 'day' | 'week' | 'month' | 'year';

/**
 * Written out rather than asked of Intl.RelativeTimeFormat: the page is rendered on the server and
 * again in the browser, whose ICU may word it differently (a hydration mismatch). The Malayalam is
 * what Node's ICU says for 'ml' (format.test.ts compares them).
 */
const AGO_WORDS: Readonly<
  Record<Language, { today: string; yesterday: string; ago(count: number, unit: AgoUnit): string }>
> = {
  en: {
    today: 'Today',
    yesterday: 'Yesterday',
    ago: (count, unit) => `${count} ${unit}${count === 1 ? '' : 's'} ago`,
  },
  ml: {
    today: 'ഇന്ന്',
    yesterday: 'ഇന്നലെ',
    ago: (count, unit) => `${count} ${ML_UNITS[unit]} മുമ്പ്`,
  },
};
const ML_UNITS: Readonly<Record<AgoUnit, string>> = {
  day: 'ദിവസം',
  week: 'ആഴ്ച',
  month: 'മാസം',
  year: 'വർഷം',
};

/** 'KOCHI' or 'kochi' -> 'Kochi'; each word capitalised, the rest lower case. */
export function toTitleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    );
}
