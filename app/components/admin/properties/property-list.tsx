import { Link } from 'react-router';

import {
  type ListingFigures,
  PERFORMANCE_SORTS,
  type PerformanceSort,
} from '../../../../contract/listing-stats';
import type { Property } from '../../../../contract/properties';
import { ADMIN_LANGUAGE } from '../../../lib/admin/english';
import { priceLabel } from '../../../lib/property-links';
import { StrokeIcon } from '../../stroke-icon';
import { iconButtonStyles } from '../ui';
import { ConfirmationFlag } from './confirmation-flag';
import { AddedDate, editHref, TitleLink } from './listing-parts';
import { purposeLabel, shortPlace } from './listing-summary';
import { ListingThumb } from './listing-thumb';
import type { AdminListSort } from './property-filters';
import { StatusSelect } from './status-badge';
import { type HeadCell, TableHead } from './table-head';
import { DuplicateButton, SelectBox, type Selection } from './listing-tools';
import { useStatusSave } from './use-listing-actions';

const FIGURE_LABELS: Record<PerformanceSort, string> = {
  views: 'Views',
  leads: 'Leads',
  enquiries: 'Enquiries',
};

/** How the list is sorted, and the link that sorts it by a figure (again: back to newest). */
export interface ListSorting {
  sort: AdminListSort;
  hrefFor: (sort: AdminListSort) => string;
}

function SortLink({ figure, sorting }: { figure: PerformanceSort; sorting: ListSorting }) {
  const isActive = sorting.sort === figure;
  return (
    <Link
      to={sorting.hrefFor(isActive ? 'newest' : figure)}
      className={`inline-flex min-h-8 items-center gap-1 rounded hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600 ${isActive ? 'text-brand-800' : ''}`}
    >
      {FIGURE_LABELS[figure]}
      <span aria-hidden="true">{isActive ? '↓' : '↕'}</span>
      <span className="sr-only">
        {isActive ? ', sorted most first; sort by newest' : `, sort by most ${figure} first`}
      </span>
    </Link>
  );
}

/** The header's box: chooses or clears every listing of the page. */
function SelectAll({ properties, selection }: { properties: Property[]; selection: Selection }) {
  const chosen = properties.filter((property) => selection.ids.has(property.id)).length;
  return (
    <input
      type="checkbox"
      className="size-5 cursor-pointer align-middle accent-brand-700"
      checked={chosen > 0 && chosen === properties.length}
      ref={(box) => {
        if (box) box.indeterminate = chosen > 0 && chosen < properties.length;
      }}
      onChange={(event) =>
        selection.setAll(
          properties.map((property) => property.id),
          event.target.checked,
        )
      }
      aria-label="Select every listing on this page"
    />
  );
}

function listColumns(sorting: ListSorting, select: HeadCell) {
  const figureColumn = (figure: PerformanceSort) => {
    const cell: HeadCell = {
      content: <SortLink figure={figure} sorting={sorting} />,
      ...(sorting.sort === figure ? { sort: 'descending' as const } : {}),
    };
    return [FIGURE_LABELS[figure], 'text-right', cell] as const;
  };
  return [
    ['Select', 'w-10', select],
    ['Property'],
    ['Price'],
    ['Status'],
    ...PERFORMANCE_SORTS.map(figureColumn),
    ['Added'],
    ['Actions', 'text-right'],
  ] as const;
}

/** A listing's figure of 30 days, or a dash while figures could not be read. */
function figureOf(figures: ListingFigures | null, id: number, figure: PerformanceSort): string {
  const value = figures?.[String(id)]?.[figure];
  return value === undefined ? '–' : value.toLocaleString('en-IN');
}

const PENCIL = <path d="M4 20h4L18.5 9.5a2.1 2.1 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />;
const BIN = (
  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
);

function kindOf(property: Property): string {
  return [property.property_type_details?.name, purposeLabel(property)].filter(Boolean).join(' · ');
}

function RowStatus({ property }: { property: Property }) {
  const save = useStatusSave(property);
  return (
    <StatusSelect
      value={save.status}
      listingTitle={property.title}
      isSaving={save.isSaving}
      onChange={save.change}
    />
  );
}

function RowActions({
  property,
  onDelete,
}: {
  property: Property;
  onDelete: (property: Property) => void;
}) {
  return (
    <div className="flex justify-end gap-1">
      <DuplicateButton property={property} />
      <Link to={editHref(property)} className={iconButtonStyles}>
        <StrokeIcon className="size-[18px]">{PENCIL}</StrokeIcon>
        <span className="sr-only">Edit {property.title}</span>
      </Link>
      <button
        type="button"
        onClick={() => onDelete(property)}
        className={`${iconButtonStyles} hover:bg-red-50 hover:text-red-700`}
      >
        <StrokeIcon className="size-[18px]">{BIN}</StrokeIcon>
        <span className="sr-only">Delete {property.title}</span>
      </button>
    </div>
  );
}

/**
 * The admin's listings: a table from 1280 px, cards below (phones, tablets, and a laptop with
 * the side navigation open). Both carry the same controls; only one is displayed.
 */
export function PropertyList({
  properties,
  now,
  onDelete,
  figures,
  sorting,
  selection,
}: {
  properties: Property[];
  now: Date;
  onDelete: (property: Property) => void;
  /** Views, leads and enquiries of 30 days by listing id; null when they could not be read. */
  figures: ListingFigures | null;
  sorting: ListSorting;
  /** The listings chosen for a bulk change of status. */
  selection: Selection;
}) {
  const select: HeadCell = {
    content: <SelectAll properties={properties} selection={selection} />,
  };
  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm xl:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Properties</caption>
          <TableHead columns={listColumns(sorting, select)} />
          <tbody className="divide-y divide-ink-100">
            {properties.map((property) => (
              <tr key={property.id} className="hover:bg-ink-50/60">
                <td className="py-3 pr-1 pl-5">
                  <SelectBox property={property} selection={selection} />
                </td>
                <td className="px-3 py-3">
                  <div className="flex items-center gap-3">
                    <ListingThumb property={property} />
                    <div className="min-w-0">
                      <TitleLink property={property} />
                      <p className="mt-0.5 text-xs text-ink-500">
                        {kindOf(property)}
                        <span className="block text-ink-600">{shortPlace(property)}</span>
                      </p>
                      <ConfirmationFlag property={property} now={now} />
                    </div>
                  </div>
                </td>
                <td className="px-3 py-3 font-semibold whitespace-nowrap text-ink-900">
                  {priceLabel(property, ADMIN_LANGUAGE)}
                </td>
                <td className="px-3 py-3">
                  <RowStatus property={property} />
                </td>
                {PERFORMANCE_SORTS.map((figure) => (
                  <td
                    key={figure}
                    className={`px-3 py-3 text-right tabular-nums ${sorting.sort === figure ? 'font-semibold text-ink-950' : 'text-ink-700'}`}
                  >
                    {figureOf(figures, property.id, figure)}
                  </td>
                ))}
                <td className="px-3 py-3 whitespace-nowrap text-ink-600">
                  <AddedDate property={property} now={now} />
                </td>
                <td className="py-3 pr-5 pl-3">
                  <RowActions property={property} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:hidden">
        {properties.map((property) => (
          <li
            key={property.id}
            className="flex min-w-0 flex-col rounded-2xl border border-ink-100 bg-white p-4 shadow-sm"
          >
            <div className="flex gap-3">
              <SelectBox property={property} selection={selection} />
              <ListingThumb property={property} className="h-16 w-20" />
              <div className="min-w-0 flex-1">
                <TitleLink property={property} lines={2} />
                <p className="mt-0.5 truncate text-sm text-ink-600">{shortPlace(property)}</p>
              </div>
            </div>
            <ConfirmationFlag property={property} now={now} />
            <dl className="mt-3 mb-3 flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm">
              <dt className="sr-only">Price</dt>
              <dd className="font-semibold text-ink-900">{priceLabel(property, ADMIN_LANGUAGE)}</dd>
              <dt className="sr-only">Type</dt>
              <dd className="text-ink-600">{kindOf(property)}</dd>
              <dt className="sr-only">Added</dt>
              <dd className="text-ink-500">
                <AddedDate property={property} now={now} />
              </dd>
              <dt className="sr-only">Last 30 days</dt>
              <dd className="w-full text-xs text-ink-500 tabular-nums">
                {PERFORMANCE_SORTS.map(
                  (figure) => `${FIGURE_LABELS[figure]} ${figureOf(figures, property.id, figure)}`,
                ).join(' · ')}
                {' (30 days)'}
              </dd>
            </dl>
            <div className="mt-auto flex items-center justify-between gap-2 border-t border-ink-100 pt-3">
              <RowStatus property={property} />
              <RowActions property={property} onDelete={onDelete} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
