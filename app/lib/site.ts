import { DEFAULT_MAP_TILES } from '../../contract/map-tiles';
import { useRouteLoaderData } from 'react-router';

import type { SiteInfo } from '../../contract/site';
import type { loader as rootLoader } from '../root';

// Used only when the root loader itself failed, so the error page still has a header.
export const FALLBACK_SITE: SiteInfo = {
  name: 'Veedu',
  phone: '',
  email: '',
  whatsapp: '',
  publicUrl: '',
  mapTiles: DEFAULT_MAP_TILES,
};

export function useRootData() {
  return useRouteLoaderData<typeof rootLoader>('root');
}

export function useSiteInfo(): SiteInfo {
  return useRootData()?.site ?? FALLBACK_SITE;
}

/** Reads the site info from the root match inside a route's `meta` function. */
export function findSiteInMatches(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
): SiteInfo {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    { site?: SiteInfo } | undefined;
  return root?.site ?? FALLBACK_SITE;
}

/** A WhatsApp chat with this number, optionally with a message typed in already. */
export function buildWhatsAppUrl(whatsapp: string, message?: string): string {
  const chat = `https://wa.me/${whatsapp.replace(/\D/g, '')}`;
  return message ? `${chat}?text=${encodeQueryValue(message)}` : chat;
}

/** WhatsApp's share link: the visitor picks the chat, the message is written for them. */
export function buildWhatsAppShareUrl(message: string): string {
  return `https://wa.me/?text=${encodeQueryValue(message)}`;
}

/**
 * A text as the value of a URL's query, percent-encoded only where it must be: the characters of
 * `bare` (by default commas, colons, slashes and @, which a query may hold as they are, RFC 3986)
 * stay, and an apostrophe is written %27 rather than the HTML entity React would make of it. Every
 * card of a results page carries such a message; they are shorter, and decode to the same text.
 */
export function encodeQueryValue(text: string, bare = ',:/@'): string {
  return encodeURIComponent(text)
    .replace(/%([0-7][0-9A-F])/g, (escape, hex: string) => {
      const character = String.fromCharCode(Number.parseInt(hex, 16));
      return bare.includes(character) ? character : escape;
    })
    .replaceAll("'", '%27');
}

export function buildTelHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The agency's social profiles: the footer's icon links and the Organization's sameAs. */
export const FACEBOOK_URL = 'https://www.facebook.com/veedu.kerala';
export const INSTAGRAM_URL = 'https://www.instagram.com/veedu.kerala';
export const YOUTUBE_URL = 'https://www.youtube.com/@veedu.kerala';
export const LINKEDIN_URL = 'https://www.linkedin.com/company/veedu-kerala';

export const SOCIAL_PROFILES = [
  { name: 'Facebook', icon: 'facebook', url: FACEBOOK_URL },
  { name: 'Instagram', icon: 'instagram', url: INSTAGRAM_URL },
  { name: 'YouTube', icon: 'youtube', url: YOUTUBE_URL },
  { name: 'LinkedIn', icon: 'linkedin', url: LINKEDIN_URL },
] as const;

/** The year the agency started (product.md section 1: operating since 2010). */
export const FOUNDING_YEAR = 2010;
