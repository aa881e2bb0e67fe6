/**
 * Display formats shared by the site and the back office (product.md section 9).
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

/**
 * A price in rupees as people in Kerala say it (product.md section 9): '₹1.25 Cr', '₹45 Lakh',
 * '₹18,000'. Below a lakh, Indian digit grouping.
 */
export function formatPrice(rupees: number): string {
  if (rupees >= CRORE) return `₹${shortDecimal(rupees / CRORE)} Cr`;
  if (rupees >= LAKH) return `₹${shortDecimal(rupees / LAKH)} Lakh`;
  return `₹${Math.round(rupees).toLocaleString('en-IN')}`;
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

/**
 * How long ago a listing went up, in calendar days in Kerala: 'Today', 'Yesterday', '5 days
 * ago', '3 months ago'. Calendar days, so a page says the same all day long (and can be kept
 * until midnight, server/http/catalogue-version.ts).
 */
export function formatListedAgo(isoDate: string, now: Date): string {
  const days = keralaDayNumber(now) - keralaDayNumber(new Date(isoDate));
  if (!Number.isFinite(days) || days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  if (days < 7) return plural(days, 'day');
  if (days < 31) return plural(Math.floor(days / 7), 'week');
  if (days < 365) return plural(Math.floor(days / 30.44), 'month');
  return plural(Math.floor(days / 365.25), 'year');
}

/** 'KOCHI' or 'kochi' -> 'Kochi'; each word capitalised, the rest lower case. */
export function toTitleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
    );
}
