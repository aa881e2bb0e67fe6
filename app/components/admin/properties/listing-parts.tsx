import { Link } from 'react-router';

import type { Property } from '../../../../contract/properties';
import { formatAdded, formatFullDate } from './listing-summary';

/** Small pieces the dashboard and the property list both show for a listing. */

export const editHref = (property: Pick<Property, 'id'>) => `/admin/edit-property/${property.id}`;

/** The listing's title, leading to its edit page, cut after `lines` lines. */
export function TitleLink({
  property,
  lines = 1,
  className = '',
}: {
  property: Pick<Property, 'id' | 'title'>;
  lines?: 1 | 2;
  className?: string;
}) {
  return (
    <Link
      to={editHref(property)}
      title={property.title}
      className={`${lines === 1 ? 'line-clamp-1' : 'line-clamp-2'} font-semibold text-ink-900 hover:text-brand-800 hover:underline ${className}`}
    >
      {property.title}
    </Link>
  );
}

/** 'Today', '3 days ago'…, with the full date on hover and for machines. */
export function AddedDate({
  property,
  now,
}: {
  property: Pick<Property, 'created_at'>;
  now: Date;
}) {
  return (
    <time dateTime={property.created_at} title={formatFullDate(property.created_at)}>
      {formatAdded(property.created_at, now)}
    </time>
  );
}
