import { pageWindow } from '../lib/listing-search';
import { SiteLink } from './site-link';

/** What the links say to screen readers; the back office's are these. */
export interface PageLinkLabels {
  label: string;
  previous: string;
  /** Read before the number: 'Page 3'. */
  page: string;
  next: string;
}

const ENGLISH_LABELS: PageLinkLabels = {
  label: 'Pages',
  previous: 'Previous page',
  page: 'Page ',
  next: 'Next page',
};

/**
 * Page numbers as links: up to 5 around the current one, the first and last with an ellipsis
 * between (product.md sections 2 and 9), and previous/next steps. Links, so every page has a URL
 * that reloads and goes back; the public listing and the admin list share it. Its looks: `.pages`
 * in app/styles/site.css.
 */
export function PageLinks({
  current,
  totalPages,
  hrefFor,
  className = '',
  isCompactOnPhones = false,
  labels = ENGLISH_LABELS,
}: {
  current: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  className?: string;
  /** For narrow columns: below 640 px smaller numbers and no previous/next steps, on one line. */
  isCompactOnPhones?: boolean;
  /** The public listing's, in its page's language. */
  labels?: PageLinkLabels;
}) {
  const page = Math.min(current, totalPages);
  return (
    <nav
      aria-label={labels.label}
      className={`pages${isCompactOnPhones ? ' is-compact' : ''}${className ? ` ${className}` : ''}`}
    >
      <ul>
        <li className="page-step-item">
          {page > 1 ? (
            <SiteLink to={hrefFor(page - 1)} className="page-step">
              <span aria-hidden="true">‹</span>
              <span className="sr-only">{labels.previous}</span>
            </SiteLink>
          ) : (
            <span aria-hidden="true" className="page-off">
              ‹
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="page-gap">
              …
            </li>
          ) : (
            <li key={item}>
              <SiteLink
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                className="page-number"
              >
                <span className="sr-only">{labels.page}</span>
                {item}
              </SiteLink>
            </li>
          ),
        )}
        <li className="page-step-item">
          {page < totalPages ? (
            <SiteLink to={hrefFor(page + 1)} className="page-step">
              <span aria-hidden="true">›</span>
              <span className="sr-only">{labels.next}</span>
            </SiteLink>
          ) : (
            <span aria-hidden="true" className="page-off">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
