import { DEFAULT_MAP_TILES } from '../../contract/map-tiles';
import { useRouteLoaderData } from 'react-router';

import type { SiteInfo } from '../../contract/site';
import type { loader as rootLoader } from '../root';

// The wa.me, tel: and mailto: links are built in contract/, where the /go/ redirects build them too.
export {
  buildTelHref,
  buildWhatsAppShareUrl,
  buildWhatsAppUrl,
  encodeQueryValue,
} from '../../contract/contact-hrefs';

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
