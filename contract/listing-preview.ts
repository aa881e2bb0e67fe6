import { type Language, pathInLanguage } from './languages';

/**
 * Preview links (issue 15, item 8): `/property/12?preview=TOKEN` shows listing 12's page as the
 * public would see it, whatever its status (a draft before it is published), to whoever holds the
 * link until it expires. Zod-free: the public page and the server's cache rules import it.
 */

/** The query parameter that carries a preview link's token. */
export const PREVIEW_PARAM = 'preview';

/** How long a preview link works: long enough to send a seller a draft over a weekend. */
export const PREVIEW_LINK_DAYS = 7;

/** A token as the server makes them: 32 random bytes in base64url (43 characters). */
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The path of a listing's preview in a language. */
export function previewPath(id: number, token: string, language: Language): string {
  return `${pathInLanguage(`/property/${id}`, language)}?${PREVIEW_PARAM}=${token}`;
}

/**
 * Whether a request URL (path and query) asks for a preview: such pages are made for each request
 * and never kept by a cache, nor counted as a visitor's view.
 */
export function isPreviewUrl(url: string): boolean {
  const mark = url.indexOf('?');
  return mark !== -1 && new URLSearchParams(url.slice(mark + 1)).has(PREVIEW_PARAM);
}
