import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { STATUS_LABELS } from '../../../../contract/admin-properties';
import type { DashboardStats } from '../../../../contract/dashboard';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../../../contract/property-constants';
import { statusDotClass } from '../properties/status-badge';
import { cardStyles } from '../ui';

/**
 * The dashboard's figures (beyond product.md): listings by status, by sale and rent, and recent
 * enquiries. Without `stats` the same cards show placeholders of the same size, so nothing
 * moves when the numbers arrive.
 */

const STATUS_NOTES: Record<PropertyStatus, string> = {
  available: 'Live on the site',
  draft: 'Hidden from visitors',
  sold: 'Closed, page kept',
  rented: 'Closed, page kept',
};

/** A text link to another screen, with an arrow. */
export function ArrowLink({
  to,
  children,
  className = '',
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={`inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 hover:underline ${className}`}
    >
      {children} <span aria-hidden="true">→</span>
    </Link>
  );
}

/** A number, or a placeholder exactly its height while it loads. */
function Figure({ value, className }: { value: number | undefined; className: string }) {
  if (value === undefined) {
    return (
      <span className={`flex items-center ${className}`}>
        <span className="h-[0.8em] w-[2.2ch] animate-pulse rounded-md bg-ink-100" />
      </span>
    );
  }
  return <span className={`block tabular-nums ${className}`}>{value.toLocaleString('en-IN')}</span>;
}

export function StatusTiles({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {PROPERTY_STATUSES.map((status) => (
        <li key={status}>
          <Link
            to={`/admin/properties?status=${status}`}
            className={`${cardStyles} group flex h-full flex-col p-4 transition-colors hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-5`}
          >
            <span className="flex items-center gap-2 text-sm font-medium text-ink-600">
              <span
                aria-hidden="true"
                className={`size-2 rounded-full ${statusDotClass(status)}`}
              />
              {STATUS_LABELS[status]}
            </span>
            <Figure
              value={stats?.listings.by_status[status]}
              className="mt-2 h-10 font-display text-3xl leading-10 font-semibold text-ink-950 sm:text-4xl"
            />
            <span className="mt-1 text-xs text-ink-500 group-hover:text-brand-800">
              {STATUS_NOTES[status]}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Sale and rent: their colours in the bar, and the list each links to. */
const PURPOSES = [
  { key: 'sell', label: 'For Sale', type: 'sale', dot: 'bg-brand-600' },
  { key: 'rent', label: 'For Rent', type: 'rent', dot: 'bg-sand-400' },
] as const;

export function PurposeCard({ stats }: { stats: DashboardStats | undefined }) {
  const total = stats?.listings.total;
  const sellShare = stats && total ? (stats.listings.by_purpose.sell / total) * 100 : 50;
  return (
    <section aria-labelledby="purpose-heading" className={`${cardStyles} p-5 sm:p-6`}>
      <h2 id="purpose-heading" className="text-sm font-medium text-ink-600">
        Listings for sale and rent
      </h2>
      <div className="mt-2 flex items-baseline gap-2">
        <Figure
          value={total}
          className="h-10 font-display text-3xl leading-10 font-semibold text-ink-950 sm:text-4xl"
        />
        <span className="text-sm text-ink-500">in total, every status</span>
      </div>
      <div
        aria-hidden="true"
        className={`mt-4 flex h-2.5 overflow-hidden rounded-full bg-ink-100 ${stats ? '' : 'animate-pulse'}`}
      >
        {stats && total ? (
          <>
            <span className="bg-brand-600" style={{ width: `${sellShare}%` }} />
            <span className="flex-1 bg-sand-400" />
          </>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        {PURPOSES.map(({ key, label, type, dot }) => (
          <div key={key}>
            <dt className="flex items-center gap-2 text-ink-600">
              <span aria-hidden="true" className={`size-2 rounded-full ${dot}`} />
              <Link
                to={`/admin/properties?type=${type}`}
                className="hover:text-brand-800 hover:underline"
              >
                {label}
              </Link>
            </dt>
            <dd>
              <Figure
                value={stats?.listings.by_purpose[key]}
                className="mt-1 h-7 text-xl leading-7 font-semibold text-ink-900"
              />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function EnquiriesCard({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <section
      aria-labelledby="enquiries-heading"
      className={`${cardStyles} flex flex-col p-5 sm:p-6`}
    >
      <h2 id="enquiries-heading" className="text-sm font-medium text-ink-600">
        Enquiries in the last 7 days
      </h2>
      <Figure
        value={stats?.enquiries.recent}
        className="mt-2 h-10 font-display text-3xl leading-10 font-semibold text-ink-950 sm:text-4xl"
      />
      <p className="mt-1 flex h-5 items-center text-sm text-ink-500">
        {stats ? (
          `${stats.enquiries.total.toLocaleString('en-IN')} received in all`
        ) : (
          <span className="h-3 w-32 animate-pulse rounded bg-ink-100" />
        )}
      </p>
      <ArrowLink to="/admin/enquiries" className="mt-auto self-start pt-3">
        View enquiries
      </ArrowLink>
    </section>
  );
}
