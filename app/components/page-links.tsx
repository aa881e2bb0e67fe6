import { Link } from 'react-router';

import { pageWindow } from '../lib/listing-search';

/**
 * Page numbers as links: up to 5 around the current one, the first and last with an ellipsis
 * between (SPEC sections 2 and 9), and previous/next steps. Links, so every page has a URL that
 * reloads and goes back; the public listing and the admin list share it.
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
  const linkClass = `inline-flex ${isCompactOnPhones ? 'size-9 sm:size-11' : 'size-11'} items-center justify-center rounded-full text-sm font-semibold transition-colors`;
  const stepItemClass = isCompactOnPhones ? 'hidden sm:block' : undefined;
  const stepClass = `${linkClass} border border-ink-200 text-ink-700 hover:border-brand-300 hover:text-brand-800`;
  return (
    <nav aria-label="Pages" className={`flex justify-center ${className}`}>
      <ul
        className={`flex flex-wrap items-center justify-center ${isCompactOnPhones ? 'gap-0.5 sm:gap-1' : 'gap-1'}`}
      >
        <li className={stepItemClass}>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={stepClass}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">Previous page</span>
            </Link>
          ) : (
            <span aria-hidden="true" className={`${linkClass} text-ink-300`}>
              ‹
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === page ? 'page' : undefined}
                className={`${linkClass} ${
                  item === page ? 'bg-brand-700 text-white' : 'text-ink-800 hover:bg-ink-50'
                }`}
              >
                <span className="sr-only">Page </span>
                {item}
              </Link>
            </li>
          ),
        )}
        <li className={stepItemClass}>
          {page < totalPages ? (
            <Link to={hrefFor(page + 1)} className={stepClass}>
              <span aria-hidden="true">›</span>
              <span className="sr-only">Next page</span>
            </Link>
          ) : (
            <span aria-hidden="true" className={`${linkClass} text-ink-300`}>
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
