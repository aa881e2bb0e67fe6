import { type AriaAttributes, type MouseEventHandler, type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';

import { type Language, pathInLanguage } from '../../contract/languages';
import { useOptionalI18n } from '../i18n/i18n';

/**
 * A link to a page of the site, followed without a new document once the page has hydrated, as
 * React Router's `<Link>` is. It renders a plain `<a>`: `<Link>` runs a dozen hooks for every
 * link on the server (about 8 µs each; a page of results has some forty links), while one
 * listener on the document (`useSiteLinks`, in the root layout) does for all of these links what
 * `<Link>` does on a click. `data-discover` lets React Router find the routes they lead to ahead
 * of the click, as it does for `<Link>`. `to` is an absolute path (with its query and hash), as
 * the English site has it: the link leads to it in the page's language, or in `hrefLang`'s.
 */
export function SiteLink({
  to,
  preventScrollReset = false,
  replace = false,
  className,
  onClick,
  children,
  'aria-current': ariaCurrent,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  hrefLang,
  lang,
  title,
}: {
  to: string;
  /** The language of the page the link leads to, when it is not the page's own (the switch). */
  hrefLang?: Language;
  /** The language of the link's text, when it is not the page's own. */
  lang?: string;
  /** A hint on hover. */
  title?: string;
  /** Keep the scroll position (the listing's filters and layout). */
  preventScrollReset?: boolean;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  className?: string;
  /** Runs before the link is followed; it may prevent that. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
} & Pick<AriaAttributes, 'aria-current' | 'aria-label' | 'aria-labelledby' | 'aria-describedby'>) {
  // The back office (English only, no language route) shares some links (its page numbers).
  const i18n = useOptionalI18n();
  // Named props only, no rest and spread: a page renders dozens of these.
  return (
    <a
      href={hrefLang ? pathInLanguage(to, hrefLang) : i18n ? i18n.path(to) : to}
      hrefLang={hrefLang}
      lang={lang}
      title={title}
      className={className}
      onClick={onClick}
      aria-current={ariaCurrent}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
      aria-describedby={ariaDescribedBy}
      data-discover=""
      data-keep-scroll={preventScrollReset ? '' : undefined}
      data-replace={replace ? '' : undefined}
    >
      {children}
    </a>
  );
}

/**
 * Follows clicks on `SiteLink`s with React Router, exactly when `<Link>` would: a plain primary
 * click (no modifier key), a link to this site that opens in the same tab, and no handler of the
 * link's own (a menu closing itself runs first) has prevented it. A link to the page being shown
 * replaces the history entry, as `<Link>` does.
 */
export function useSiteLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    function follow(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link =
        event.target instanceof Element
          ? event.target.closest<HTMLAnchorElement>('a[data-discover][href]')
          : null;
      // Links of React Router's own `<Link>` handle themselves (and prevent the default).
      if (!link || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, {
        replace: link.hasAttribute('data-replace') || to === here,
        preventScrollReset: link.hasAttribute('data-keep-scroll'),
      });
    }
    document.addEventListener('click', follow);
    return () => document.removeEventListener('click', follow);
  }, [navigate]);
}
