import { CURRENCY_COOKIE } from './currency';
/**
 * The public site's languages (docs/decisions/014-two-languages.md). English lives at the site's
 * paths, Malayalam at the same paths under /ml. The back office is English only.
 */

export const LANGUAGES = ['en', 'ml'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a path without a prefix, and of `x-default`. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The prefix of Malayalam paths. */
export const MALAYALAM_PREFIX = '/ml';

/** `<html lang>` of each language (English pages kept theirs). `hreflang` is the code itself. */
export const LANGUAGE_TAGS: Readonly<Record<Language, string>> = { en: 'en-IN', ml: 'ml' };

/** What the switch says, each language in its own words. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ml: 'മലയാളം' };

/**
 * The visitor's choice of language (set by the switch): `/` sends a visitor who chose Malayalam to
 * `/ml/`. It is the only cookie the public site has; pages never vary by it otherwise, so a
 * request that carries only it is still answered from the page cache.
 */
export const LANGUAGE_COOKIE = 'veedu_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'ml';
}

/** `/ml` and everything under `/ml/` is Malayalam; every other path English. */
export function languageOfPath(pathname: string): Language {
  return pathname === MALAYALAM_PREFIX || pathname.startsWith(`${MALAYALAM_PREFIX}/`) ? 'ml' : 'en';
}

/**
 * A site path (with its query and hash) in a language: `/contact?x=1` -> `/ml/contact?x=1`,
 * `/ml/contact` -> `/contact`. Malayalam's home is `/ml/`. A path already in the language is
 * returned as it is.
 */
export function pathInLanguage(path: string, language: Language): string {
  const bare = pathWithoutLanguage(path);
  return language === 'en' ? bare : `${MALAYALAM_PREFIX}${bare}`;
}

/** The English path of a site path: `/ml/contact?x` -> `/contact?x`, `/ml` -> `/`. */
export function pathWithoutLanguage(rawPath: string): string {
  // One leading slash: a request for `//other.host/` must never become a link to another host.
  const path = rawPath.replace(/^[/\\]+/, '/');
  if (languageOfPath(path.replace(/[?#].*$/s, '')) !== 'ml') return path;
  const rest = path.slice(MALAYALAM_PREFIX.length);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/** The language a Cookie header chose, if it chose one. */
export function languageOfCookie(cookieHeader: string | undefined): Language | undefined {
  if (!cookieHeader) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    if (isLanguage(value)) return value;
  }
  return undefined;
}

/**
 * Whether a Cookie header carries nothing but the visitor's choices (or nothing at all): the
 * language, and the currency (contract/currency.ts), which the page cache keys by.
 */
export function carriesOnlyChoiceCookies(cookieHeader: string): boolean {
  return cookieHeader.split(';').every((pair) => {
    const separator = pair.indexOf('=');
    const name = (separator < 0 ? pair : pair.slice(0, separator)).trim();
    return name === '' || name === LANGUAGE_COOKIE || name === CURRENCY_COOKIE;
  });
}
