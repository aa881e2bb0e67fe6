import { pageWindow } from '../lib/listing-search';
import { SiteLink } from './site-link';

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
}: {
  current: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  className?: string;
  /** For narrow columns: below 640 px smaller numbers and no previous/next steps, on one line. */
  isCompactOnPhones?: boolean;
}) {
  const page = Math.min(current, totalPages);
  return (
    <nav
      aria-label="Pages"
      className={`pages${isCompactOnPhones ? ' is-compact' : ''}${className ? ` ${className}` : ''}`}
    >
      <ul>
        <li className="page-step-item">
          {page > 1 ? (
            <SiteLink to={hrefFor(page - 1)} className="page-step">
              <span aria-hidden="true">‹</span>
              <span className="sr-only">Previous page</span>
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
                <span className="sr-only">Page </span>
                {item}
              </SiteLink>
            </li>
          ),
        )}
        <li className="page-step-item">
          {page < totalPages ? (
            <SiteLink to={hrefFor(page + 1)} className="page-step">
              <span aria-hidden="true">›</span>
              <span className="sr-only">Next page</span>
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
