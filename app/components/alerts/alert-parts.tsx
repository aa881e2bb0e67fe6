import { type ReactNode, type Ref } from 'react';

import { useI18n } from '../../i18n/i18n';
import { SiteLink } from '../site-link';

/**
 * Pieces of the saved searches' pages (routes/alerts-confirm.tsx, routes/alerts-manage.tsx):
 * their card, a saved search in words, and the page of a link that no longer works. Their looks:
 * `.alert-*` in app/styles/alerts.css.
 */

/**
 * The headers of a page reached by a mail's link: its token is in the URL, so the page is the
 * visitor's own (never kept by a browser or a cache), for no search engine, and the token is
 * never sent to another site as a referrer (as a listing's preview page, property-detail.tsx).
 *
 * `same-origin`, not the preview page's `no-referrer`: these pages' forms post without the
 * script, and a browser posts a form from a `no-referrer` page with `Origin: null`, which React
 * Router refuses as a cross-site action (400 Bad Request, its `throwIfPotentialCSRFAttack`).
 * Within the site the referrer goes only to this server, which has the token already.
 */
export const ALERT_PAGE_HEADERS = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
} as const;

/** The page's one card, with its mark, eyebrow and heading. */
export function AlertCard({
  mark,
  tone = 'brand',
  heading,
  headingRef,
  children,
}: {
  mark: ReactNode;
  tone?: 'brand' | 'warning';
  heading: string;
  /** The heading takes the focus when the card changes after a form (the page stays). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const texts = useI18n().m.alerts;
  return (
    <div className="alert-page">
      <section aria-labelledby="alert-title" className="alert-card">
        <span className={tone === 'warning' ? 'alert-mark is-warning' : 'alert-mark'}>{mark}</span>
        <p className="alert-eyebrow">{texts.eyebrow}</p>
        <h1 id="alert-title" ref={headingRef} tabIndex={-1}>
          {heading}
        </h1>
        {children}
      </section>
    </div>
  );
}

/**
 * A saved search's filters, each as a chip: the words of the listing page's chips, read out with
 * a pause between them. `as` is the element that holds them (a heading on the manage page).
 */
export function SearchChips({
  labels,
  as: Tag = 'p',
  id,
  before,
}: {
  labels: readonly string[];
  as?: 'p' | 'h2';
  id?: string;
  /** Read before the chips, not shown ('Alert 2: '). */
  before?: string;
}) {
  const texts = useI18n().m.alerts;
  const words = labels.length > 0 ? labels : [texts.everything];
  return (
    <Tag id={id} className="alert-chips">
      {before && <span className="sr-only">{before}</span>}
      {words.map((label, index) => (
        <span key={`${label}-${index}`}>
          {label}
          {index < words.length - 1 && <span className="sr-only">, </span>}
        </span>
      ))}
    </Tag>
  );
}

/** A link that is wrong, used up, or whose address left: what the API says of it (404). */
export function LinkNotFound() {
  const texts = useI18n().m.alerts;
  return (
    <AlertCard mark={<LinkIcon />} tone="warning" heading={texts.notFoundHeading}>
      <p className="alert-text">{texts.linkNotFound}</p>
      <div className="alert-actions">
        <SiteLink to="/property-listing" className="alert-button">
          {texts.browse}
        </SiteLink>
      </div>
    </AlertCard>
  );
}

export function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16Zm4 3.5a2 2 0 0 0 4 0"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function CheckIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M5 12.5 9.5 17 19 7.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export function LinkIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path
        d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1M4 4l16 16"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
