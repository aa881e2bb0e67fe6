import { DASHBOARD_RECENT_COUNT } from '../../../../contract/admin-properties';
import type { Property } from '../../../../contract/properties';
import { ADMIN_LANGUAGE } from '../../../lib/admin/english';
import { priceLabel } from '../../../lib/property-links';
import { describeDetails, purposeLabel, shortPlace } from '../properties/listing-summary';
import { ListingThumb } from '../properties/listing-thumb';
import { AddedDate, TitleLink } from '../properties/listing-parts';
import { StatusBadge } from '../properties/status-badge';
import { TableHead } from '../properties/table-head';

/** Loaded or not, a card row is this tall: the list does not move when the data arrives. */
const CARD_ROW = 'h-[144px] overflow-hidden px-4 py-4 text-sm sm:px-5';

/** product.md's columns, with the share of the width each gets. */
const COLUMNS = [
  ['Property', 'w-[27%]'],
  ['Location', 'w-[16%]'],
  ['Type', 'w-[11%]'],
  ['Price', 'w-[12%]'],
  ['Details', 'w-[15%]'],
  ['Status', 'w-[10%]'],
  ['Added', 'w-[9%]'],
] as const;

/** A grey bar the size of a line of text, while it loads. */
function Bone({ className }: { className: string }) {
  return <span className={`block animate-pulse rounded bg-ink-100 ${className}`} />;
}

/**
 * The newest listings of every status (product.md section 2, admin dashboard) with product.md's
 * columns: a table from 1280 px, cards below. Without `properties`, rows of placeholders of the
 * same height stand in while they load.
 */
export function RecentListings({ properties, now }: { properties?: Property[]; now: Date }) {
  const placeholders = Array.from({ length: DASHBOARD_RECENT_COUNT }, (_, index) => index);
  if (properties && properties.length === 0) {
    return (
      <p className="px-5 py-10 text-center text-sm text-ink-600">
        No properties yet. Listings you add appear here.
      </p>
    );
  }
  return (
    <>
      <table className="hidden w-full table-fixed text-left text-sm xl:table">
        <TableHead columns={COLUMNS} className="border-t" />
        <tbody className="divide-y divide-ink-100">
          {properties
            ? properties.map((property) => (
                <tr key={property.id} className="h-[72px] hover:bg-ink-50/60">
                  <td className="py-3 pr-3 pl-5">
                    <div className="flex items-center gap-3">
                      <ListingThumb property={property} />
                      <TitleLink property={property} lines={2} className="leading-5" />
                    </div>
                  </td>
                  <td className="px-3 py-3 leading-5 text-ink-700">
                    <span className="line-clamp-2">{shortPlace(property)}</span>
                  </td>
                  <td className="truncate px-3 py-3">
                    <span className="text-ink-800">
                      {property.property_type_details?.name ?? '—'}
                    </span>
                    <span className="block text-xs text-ink-500">{purposeLabel(property)}</span>
                  </td>
                  <td className="px-3 py-3 font-semibold whitespace-nowrap text-ink-900">
                    {priceLabel(property, ADMIN_LANGUAGE)}
                  </td>
                  <td className="px-3 py-3 text-xs leading-5 text-ink-600">
                    <span className="line-clamp-2">{describeDetails(property)}</span>
                  </td>
                  <td className="px-3 py-3">
                    <StatusBadge status={property.status} />
                  </td>
                  <td className="py-3 pr-5 pl-3 whitespace-nowrap text-ink-600">
                    <AddedDate property={property} now={now} />
                  </td>
                </tr>
              ))
            : placeholders.map((index) => (
                <tr key={index} className="h-[72px]">
                  <td className="py-3 pr-3 pl-5">
                    <div className="flex items-center gap-3">
                      <Bone className="h-12 w-16 rounded-lg" />
                      <Bone className="h-4 flex-1" />
                    </div>
                  </td>
                  {['w-4/5', 'w-3/5', 'w-2/3', 'w-4/5', 'w-3/4', 'w-1/2'].map((width) => (
                    <td key={width} className="px-3 py-3">
                      <Bone className={`h-4 ${width}`} />
                    </td>
                  ))}
                </tr>
              ))}
        </tbody>
      </table>

      <ul className="divide-y divide-ink-100 border-t border-ink-100 xl:hidden">
        {properties
          ? properties.map((property) => (
              <li key={property.id} className={CARD_ROW}>
                <div className="flex h-14 items-center gap-3">
                  <ListingThumb property={property} className="h-14 w-16" />
                  <div className="min-w-0 flex-1">
                    <TitleLink property={property} className="text-base leading-6" />
                    <p className="truncate leading-5 text-ink-600">{shortPlace(property)}</p>
                  </div>
                </div>
                <p className="mt-2 truncate leading-5 text-ink-500">
                  {[
                    property.property_type_details?.name,
                    purposeLabel(property),
                    describeDetails(property),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <div className="mt-1 flex h-6 items-center gap-2">
                  <span className="font-semibold whitespace-nowrap text-ink-900">
                    {priceLabel(property, ADMIN_LANGUAGE)}
                  </span>
                  <span className="ml-auto text-xs whitespace-nowrap text-ink-500">
                    <AddedDate property={property} now={now} />
                  </span>
                  <StatusBadge status={property.status} />
                </div>
              </li>
            ))
          : placeholders.map((index) => (
              <li key={index} className={CARD_ROW}>
                <div className="flex h-14 items-center gap-3">
                  <Bone className="h-14 w-16 rounded-lg" />
                  <div className="flex-1 space-y-2">
                    <Bone className="h-4 w-3/4" />
                    <Bone className="h-3 w-1/2" />
                  </div>
                </div>
                <Bone className="mt-3.5 h-3 w-2/3" />
                <Bone className="mt-3 h-4 w-1/3" />
              </li>
            ))}
      </ul>
    </>
  );
}
