import { createContext, type ReactNode, useContext } from 'react';

import { type Language, pathInLanguage } from '../../contract/languages';
import type { LanguageHandle, Messages, TextsHandle } from './messages';

/** The page's language, its messages, and its links' paths. */
export interface I18n {
  language: Language;
  /** The page's texts, in its language only (the browser never loads the other catalogue). */
  m: Messages;
  /** A site path (English, as written in the code) in the page's language. */
  path(to: string): string;
}

const I18nContext = createContext<I18n | null>(null);

export function makeI18n(language: Language, messages: Messages): I18n {
  return {
    language,
    m: messages,
    path: language === 'en' ? (to) => to : (to) => pathInLanguage(to, language),
  };
}

export function I18nProvider({ value, children }: { value: I18n | null; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The public pages' language. Only the back office (English, no catalogue) has none. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside a language route');
  return i18n;
}

/** The language, when the page has one (the root's error page serves the back office too). */
export function useOptionalI18n(): I18n | null {
  return useContext(I18nContext);
}

/** A public page's language in its `meta` function (every public page has a language route). */
export function pageI18n(matches: ReadonlyArray<{ handle?: unknown } | undefined>): I18n {
  const i18n = i18nOfMatches(matches);
  if (!i18n) throw new Error('a public page outside a language route');
  return i18n;
}

/**
 * A page's language and texts among its matches (layouts and `meta` functions): the shared
 * sections from the language route, and the page's own section from its texts layout. Only
 * those sections are there: a page reads its own section, `site` and `common` (each section's
 * components belong to its pages; docs/decisions/014).
 */
export function i18nOfMatches(
  matches: ReadonlyArray<{ handle?: unknown } | undefined>,
): I18n | null {
  let language: LanguageHandle['i18n'] | undefined;
  let texts: TextsHandle['texts'] = {};
  for (const match of matches) {
    const handle = match?.handle as Partial<LanguageHandle & TextsHandle> | undefined;
    if (handle?.i18n) language = handle.i18n;
    if (handle?.texts) texts = { ...texts, ...handle.texts };
  }
  if (!language) return null;
  // The sections a page has not loaded are absent; the type says every section, for brevity at
  // the places that read them.
  return makeI18n(language.language, { ...texts, ...language.messages } as Messages);
}
