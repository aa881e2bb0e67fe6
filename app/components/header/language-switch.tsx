import { useLocation, useMatches } from 'react-router';

import {
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  LANGUAGE_NAMES,
  LANGUAGE_TAGS,
  type Language,
  pathWithoutLanguage,
} from '../../../contract/languages';
import { useI18n } from '../../i18n/i18n';
import { SiteLink } from '../site-link';

/** Remembers the visitor's choice: `/` then opens in it (server/ssr/language-choice.ts). */
function rememberLanguage(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * The switch to the other language: the same page, with the same filters and place on it, named
 * in its own language ("മലയാളം" on English pages, "English" on Malayalam ones).
 */
export function LanguageSwitch({
  className,
  onNavigate,
}: {
  className: string;
  onNavigate?: () => void;
}) {
  const { language, m } = useI18n();
  const { pathname, search, hash } = useLocation();
  const other: Language = language === 'en' ? 'ml' : 'en';
  // A path no page has leads to the other language's home; it is never echoed into the page.
  const isNotFound = useMatches().some((match) => match.id.endsWith('not-found'));
  return (
    <SiteLink
      to={isNotFound ? '/' : pathWithoutLanguage(`${pathname}${search}${hash}`)}
      hrefLang={other}
      lang={LANGUAGE_TAGS[other]}
      preventScrollReset
      className={className}
      title={m.site.language.switchTo}
      onClick={() => {
        rememberLanguage(other);
        onNavigate?.();
      }}
    >
      {LANGUAGE_NAMES[other]}
    </SiteLink>
  );
}
