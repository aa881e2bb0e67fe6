import { Link } from 'react-router';

import type { DashboardStats } from '../../../../contract/dashboard';
import { cardStyles } from '../ui';

/**
 * The enquiry pipeline's day (issue 15): follow-ups due today or earlier, and what arrived in
 * the last 24 hours, each opening the enquiries it counts. Placeholders of the same size while
 * the figures load.
 */
export function EnquiryPipelineTiles({ stats }: { stats: DashboardStats | undefined }) {
  const pipeline = stats?.enquiry_pipeline;
  const tiles = [
    {
      key: 'due',
      label: 'Due today',
      note: 'Follow-ups for today or overdue',
      value: pipeline?.due_today,
      to: '/admin/enquiries?due=today',
      tone: 'bg-amber-500',
    },
    {
      key: 'new',
      label: 'New since yesterday',
      note: 'Received in the last 24 hours',
      value: pipeline?.new_since_yesterday,
      to: pipeline
        ? `/admin/enquiries?${new URLSearchParams({ from: pipeline.new_since }).toString()}`
        : '/admin/enquiries',
      tone: 'bg-brand-600',
    },
  ];
  return (
    <ul aria-label="Enquiries to work on" className="grid grid-cols-2 gap-3 sm:gap-4">
      {tiles.map((tile) => (
        <li key={tile.key}>
          <Link
            to={tile.to}
            className={`${cardStyles} group flex h-full flex-col p-4 transition-colors hover:border-brand-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:p-5`}
          >
            <span className="flex items-center gap-2 text-sm font-medium text-ink-600">
              <span aria-hidden="true" className={`size-2 shrink-0 rounded-full ${tile.tone}`} />
              {tile.label}
            </span>
            {tile.value === undefined ? (
              <span className="mt-2 flex h-10 items-center text-3xl sm:text-4xl">
                <span className="h-[0.8em] w-[2.2ch] animate-pulse rounded-md bg-ink-100" />
              </span>
            ) : (
              <span className="mt-2 block h-10 font-display text-3xl leading-10 font-semibold text-ink-950 tabular-nums sm:text-4xl">
                {tile.value.toLocaleString('en-IN')}
              </span>
            )}
            <span className="mt-1 text-xs text-ink-500 group-hover:text-brand-800">
              {tile.note} <span aria-hidden="true">→</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
