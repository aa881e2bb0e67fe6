import type { Language } from '../../contract/languages';
import type { en } from './en';

/**
 * A catalogue's shape, from the English one: every text a string, or a function of its values for
 * texts with numbers or names in them. The Malayalam catalogue `satisfies` it, so a key missing
 * (or extra) in either language fails the type check (docs/decisions/014-two-languages.md).
 */
type Widen<T> = T extends string
  ? string
  : T extends (...args: infer Args) => infer Result
    ? (...args: Args) => Widen<Result>
    : { readonly [Key in keyof T]: Widen<T[Key]> };

export type Messages = Widen<typeof en>;

/** The sections every page uses: the language route carries them. */
export type SharedSections = 'site' | 'common';

/** What a language route (routes/language/{en,ml}.tsx) hands the pages through its `handle`. */
export interface LanguageHandle {
  i18n: { language: Language; messages: Pick<Messages, SharedSections> };
}

/** What a page's texts layout (routes/language/{en,ml}-*.tsx) hands its pages: its section. */
export interface TextsHandle {
  texts: Partial<Omit<Messages, SharedSections>>;
}
