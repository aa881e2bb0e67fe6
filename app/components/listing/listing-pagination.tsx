import { useI18n } from '../../i18n/i18n';
import { type ListingFilters, toListingSearch } from '../../lib/listing-search';
import { PageLinks } from '../page-links';

/** The listing's page links; a new page scrolls to the top. */
export function ListingPagination({
  filters,
  totalPages,
}: {
  filters: ListingFilters;
  totalPages: number;
}) {
  const { m } = useI18n();
  return (
    <PageLinks
      labels={m.listing.pages}
      current={filters.page}
      totalPages={totalPages}
      hrefFor={(page) => `/property-listing${toListingSearch({ ...filters, page })}`}
      className="mt-10"
    />
  );
}
