import { Suspense } from 'react';
import { Await } from 'react-router';

import {
  type PerformanceOverview as Overview,
  STATS_DAYS,
} from '../../../../contract/listing-stats';
import { cardStyles } from '../ui';
import { PanelFailure } from './panel-failure';

/**
 * The dashboard's performance panel (issue 15, item 3): views, leads and enquiries of the last
 * 7 days with the change from the 7 before, and the leads of 30 days by channel. Its own card
 * and its own load, beside the dashboard's other figures.
 */

export const overviewFailed = "Couldn't load the site's views and leads.";

/** '+12 %', '-5 %', 'new' when there was nothing before, '0 %' when nothing changed. */
export function weekChange(now: number, before: number): { text: string; trend: -1 | 0 | 1 } {
  if (before === 0) return now === 0 ? { text: '0 %', trend: 0 } : { text: 'new', trend: 1 };
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return { text: '0 %', trend: 0 };
  return { text: `${percent > 0 ? '+' : '−'}${Math.abs(percent)} %`, trend: percent > 0 ? 1 : -1 };
}

const TREND_CLASSES = {
  '1': 'bg-brand-50 text-brand-800',
  '0': 'bg-ink-100 text-ink-600',
  '-1': 'bg-red-50 text-red-800',
} as const;

const METRICS = [
  ['views', 'Views'],
  ['leads', 'Leads'],
  ['enquiries', 'Enquiries'],
] as const;

function Body({ overview }: { overview: Overview | undefined }) {
  return (
    <div aria-busy={overview === undefined}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {METRICS.map(([key, label]) => {
          const now = overview?.week[key];
          const change = overview
            ? weekChange(overview.week[key], overview.previous_week[key])
            : null;
          return (
            <div key={key} className="rounded-xl bg-ink-50 px-4 py-3">
              <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">
                {label}
              </dt>
              <dd className="mt-1 flex items-baseline gap-2">
                {now === undefined ? (
                  <span className="inline-block h-8 w-12 animate-pulse rounded-md bg-ink-100" />
                ) : (
                  <span className="font-display text-3xl font-semibold text-ink-950 tabular-nums">
                    {now.toLocaleString('en-IN')}
                  </span>
                )}
                {change && overview && (
                  <span
                    className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${TREND_CLASSES[change.trend]}`}
                    title={`The 7 days before: ${overview.previous_week[key]}`}
                  >
                    {change.text}
                    <span className="sr-only">
                      {` on the 7 days before (${overview.previous_week[key]})`}
                    </span>
                  </span>
                )}
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-4 text-sm text-ink-700" data-testid="leads-by-channel">
        <span className="font-semibold text-ink-900">Leads, last {STATS_DAYS} days:</span>{' '}
        {overview
          ? `WhatsApp ${overview.leads.whatsapp}, Call ${overview.leads.call}, Mail ${overview.leads.mail}`
          : '…'}
      </p>
    </div>
  );
}

export function PerformanceOverview({ overview }: { overview: Promise<Overview> }) {
  return (
    <section aria-labelledby="performance-heading" className={`${cardStyles} p-5 sm:p-6`}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="performance-heading" className="font-display text-lg font-semibold text-ink-950">
          Views and leads
        </h2>
        <p className="text-sm text-ink-500">Last 7 days, against the 7 before</p>
      </div>
      <Suspense fallback={<Body overview={undefined} />}>
        <Await resolve={overview} errorElement={<PanelFailure title={overviewFailed} />}>
          {(value) => <Body overview={value} />}
        </Await>
      </Suspense>
    </section>
  );
}
