import { Link } from 'react-router';

import { type ListingFilters, pageWindow, toListingSearch } from '../../lib/listing-search';

/**
 * Up to 5 page numbers around the current one, the first and last with an ellipsis between
 * (SPEC sections 2 and 9). Links, so it works before hydration; a new page scrolls to the top.
 */
export function ListingPagination({
  filters,
  totalPages,
}: {
  filters: ListingFilters;
  totalPages: number;
}) {
  const current = Math.min(filters.page, totalPages);
  const hrefFor = (page: number) => `/property-listing${toListingSearch({ ...filters, page })}`;
  const linkClass =
    'inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold transition-colors';
  const stepClass = `${linkClass} border border-ink-200 text-ink-700 hover:border-brand-300 hover:text-brand-800`;
  return (
    <nav aria-label="Pages" className="mt-10 flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {current > 1 ? (
            <Link to={hrefFor(current - 1)} className={stepClass}>
              <span aria-hidden="true">‹</span>
              <span className="sr-only">Previous page</span>
            </Link>
          ) : (
            <span aria-hidden="true" className={`${linkClass} text-ink-300`}>
              ‹
            </span>
          )}
        </li>
        {pageWindow(current, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-current={item === current ? 'page' : undefined}
                className={`${linkClass} ${
                  item === current ? 'bg-brand-700 text-white' : 'text-ink-800 hover:bg-ink-50'
                }`}
              >
                <span className="sr-only">Page </span>
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < totalPages ? (
            <Link to={hrefFor(current + 1)} className={stepClass}>
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
