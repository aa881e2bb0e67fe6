import type { MetaDescriptor } from 'react-router';

import type { SiteInfo } from '../../contract/site';

/**
 * A page's title, description, canonical URL, and Open Graph and Twitter tags. `path` makes the
 * canonical and og:url absolute; `image` (a site path) becomes an absolute og:image, which link
 * previews such as WhatsApp's need.
 */
export function pageMeta({
  site,
  title,
  description,
  path,
  image,
  shareTitle = title,
}: {
  site: SiteInfo;
  title: string;
  description: string;
  path?: string;
  image?: string;
  /** A shorter title for link previews. */
  shareTitle?: string;
}): MetaDescriptor[] {
  const url = site.publicUrl && path !== undefined ? `${site.publicUrl}${path}` : undefined;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: shareTitle },
    { property: 'og:description', content: description },
    ...(image
      ? [
          { property: 'og:image', content: `${site.publicUrl}${image}` },
          { name: 'twitter:card', content: 'summary_large_image' },
        ]
      : [{ name: 'twitter:card', content: 'summary' }]),
    ...(url
      ? [
          { tagName: 'link', rel: 'canonical', href: url },
          { property: 'og:url', content: url },
        ]
      : []),
  ];
}
