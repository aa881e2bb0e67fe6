import { Suspense } from 'react';
import { Await } from 'react-router';

import { type ListingStats, STATS_DAYS } from '../../../../contract/listing-stats';
import { cardStyles } from '../ui';
import { PanelFailure } from './panel-failure';
import { PerformanceChart } from './performance-chart';

/**
 * How a listing does (issue 15, item 3), on its edit screen: its views, leads by channel and
 * enquiries of the last 30 days, and the chart of them. Loads beside the form, fails alone.
 */

export const statsFailed = "Couldn't load this listing's figures.";

const figure = (value: number | undefined) =>
  value === undefined ? '–' : value.toLocaleString('en-IN');

function Figures({ stats }: { stats: ListingStats | undefined }) {
  const leads = stats ? stats.leads.whatsapp + stats.leads.call + stats.leads.mail : undefined;
  const items: [label: string, value: number | undefined, note: string][] = [
    ['Views', stats?.views, 'One per visitor a day'],
    [
      'Leads',
      leads,
      stats
        ? `WhatsApp ${stats.leads.whatsapp} · Call ${stats.leads.call} · Mail ${stats.leads.mail}`
        : 'WhatsApp · Call · Mail',
    ],
    ['Enquiries', stats?.enquiries, 'From the enquiry form'],
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {items.map(([label, value, note]) => (
        <div key={label} className="rounded-xl bg-ink-50 px-4 py-3">
          <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</dt>
          <dd className="mt-1 font-display text-2xl font-semibold text-ink-950 tabular-nums">
            {value === undefined ? (
              <span className="inline-block h-7 w-10 animate-pulse rounded-md bg-ink-100 align-middle" />
            ) : (
              figure(value)
            )}
          </dd>
          <dd className="mt-0.5 text-xs text-ink-500">{note}</dd>
        </div>
      ))}
    </dl>
  );
}

function Body({ stats }: { stats: ListingStats | undefined }) {
  const isEmpty =
    stats !== undefined &&
    stats.views === 0 &&
    stats.enquiries === 0 &&
    stats.leads.whatsapp + stats.leads.call + stats.leads.mail === 0;
  return (
    <div className="space-y-5" aria-busy={stats === undefined}>
      <Figures stats={stats} />
      {stats === undefined ? (
        <div className="h-48 animate-pulse rounded-xl bg-ink-50" />
      ) : isEmpty ? (
        <p className="rounded-xl border border-dashed border-ink-200 px-4 py-8 text-center text-sm text-ink-600">
          No views, leads or enquiries in the last {STATS_DAYS} days yet. They appear here as
          visitors open the listing and tap WhatsApp, Call or Mail.
        </p>
      ) : (
        <PerformanceChart daily={stats.daily} />
      )}
    </div>
  );
}

export function ListingPerformance({ stats }: { stats: Promise<ListingStats> }) {
  return (
    <section
      aria-labelledby="performance-heading"
      className={`${cardStyles} mb-6 p-5 sm:p-6`}
      data-testid="listing-performance"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="performance-heading" className="font-display text-lg font-semibold text-ink-950">
          Performance
        </h2>
        <p className="text-sm text-ink-500">Last {STATS_DAYS} days</p>
      </div>
      <Suspense fallback={<Body stats={undefined} />}>
        <Await resolve={stats} errorElement={<PanelFailure title={statsFailed} />}>
          {(value) => <Body stats={value} />}
        </Await>
      </Suspense>
    </section>
  );
}
