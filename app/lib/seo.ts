import type { MetaDescriptor } from 'react-router';

import { type Language, pathInLanguage } from '../../contract/languages';
import type { SiteInfo } from '../../contract/site';

/** Open Graph's locale of each language. */
const OG_LOCALES: Readonly<Record<Language, string>> = { en: 'en_IN', ml: 'ml_IN' };

/**
 * A page's title, description, canonical URL, and Open Graph and Twitter tags, in the page's
 * language. `path` (the English path) makes the canonical and og:url absolute, in `language`;
 * `image` (a site path) becomes an absolute og:image, which link previews such as WhatsApp's need.
 */
export function pageMeta({
  site,
  language,
  title,
  description,
  path,
  image,
  shareTitle = title,
}: {
  site: SiteInfo;
  language: Language;
  title: string;
  description: string;
  path?: string;
  image?: string;
  /** A shorter title for link previews. */
  shareTitle?: string;
}): MetaDescriptor[] {
  const url =
    site.publicUrl && path !== undefined
      ? `${site.publicUrl}${pathInLanguage(path, language)}`
      : undefined;
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:locale', content: OG_LOCALES[language] },
    {
      property: 'og:locale:alternate',
      content: OG_LOCALES[language === 'en' ? 'ml' : 'en'],
    },
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
