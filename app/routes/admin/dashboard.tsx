import { type ReactNode, Suspense } from 'react';
import { Await, Link, useAsyncError, useRevalidator } from 'react-router';

import { adminPropertyMessages, DASHBOARD_RECENT_COUNT } from '../../../contract/admin-properties';
import { type AlertDemand, demandMessages } from '../../../contract/alert-demand';
import type { DashboardStats } from '../../../contract/dashboard';
import type { Page } from '../../../contract/pagination';
import type { Property } from '../../../contract/properties';
import {
  ArrowLink,
  EnquiriesCard,
  PurposeCard,
  StatusTiles,
} from '../../components/admin/dashboard/dashboard-figures';
import { DemandCard } from '../../components/admin/dashboard/demand-card';
import { EnquiryPipelineTiles } from '../../components/admin/dashboard/enquiry-pipeline';
import { RecentListings } from '../../components/admin/dashboard/recent-listings';
import {
  overviewFailed,
  PerformanceOverview,
} from '../../components/admin/performance/performance-overview';
import type { PerformanceOverview as Overview } from '../../../contract/listing-stats';
import { PageHeader } from '../../components/admin/page-header';
import { LoadErrorPanel } from '../../components/admin/properties/list-panels';
import { buttonStyles, cardStyles } from '../../components/admin/ui';
import { adminRequest, ApiError, deferred, requireSession } from '../../lib/admin/api';
import type { Route } from './+types/dashboard';
import { adminMeta } from '../../lib/admin/meta';

/**
 * Both loads start at once and the page shows straight away: each part has placeholders of its
 * own size until its data arrives (no layout shift), and its own error with a retry.
 */
export function clientLoader() {
  // Without a session the layout sends the visitor to sign in; ask the API for nothing.
  requireSession();
  const stats = adminRequest<DashboardStats>('/properties/dashboard/', {
    fallbackMessage: adminPropertyMessages.statsFailed,
  });
  const recent = adminRequest<Page<Property>>(
    `/properties/properties/?status=all&sort=newest&page=1&page_size=${DASHBOARD_RECENT_COUNT}`,
    { fallbackMessage: adminPropertyMessages.fetchFailed },
  ).then((page) => page.data);
  // Views and leads (issue 15): their own call and their own panel.
  const performance = adminRequest<Overview>('/properties/performance/', {
    fallbackMessage: overviewFailed,
  });
  // Demand from saved searches (issue 36, item 5): its own call and its own card.
  const demand = adminRequest<AlertDemand>('/properties/dashboard/demand/', {
    fallbackMessage: demandMessages.fetchFailed,
  });
  return {
    stats: deferred(stats),
    recent: deferred(recent),
    performance: deferred(performance),
    demand: deferred(demand),
    now: new Date(),
  };
}

export function meta() {
  return adminMeta('Dashboard');
}

/** The message of the load that failed, under product.md's title for it, and a retry. */
function LoadFailure({ title }: { title: string }) {
  const error = useAsyncError();
  const revalidator = useRevalidator();
  return (
    <LoadErrorPanel
      title={title}
      reason={error instanceof ApiError ? error.message : undefined}
      onRetry={() => void revalidator.revalidate()}
      isRetrying={revalidator.state === 'loading'}
    />
  );
}

function Figures({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <div className="space-y-4" aria-busy={stats === undefined}>
      <StatusTiles stats={stats} />
      <EnquiryPipelineTiles stats={stats} />
      <div className="grid gap-4 lg:grid-cols-2">
        <PurposeCard stats={stats} />
        <EnquiriesCard stats={stats} />
      </div>
    </div>
  );
}

function RecentCard({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="recent-heading" className={`${cardStyles} overflow-hidden`}>
      <div className="flex items-center justify-between gap-3 px-5 py-4">
        <h2 id="recent-heading" className="font-display text-lg font-semibold text-ink-950">
          Recent properties
        </h2>
        <ArrowLink to="/admin/properties">View all</ArrowLink>
      </div>
      {children}
    </section>
  );
}

/** product.md section 2, admin dashboard: the five newest listings; the figures above are ours. */
export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { stats, recent, performance, demand, now } = loaderData;
  return (
    <>
      <PageHeader
        title="Dashboard"
        description="Your listings and enquiries at a glance."
        actions={
          <>
            <Link to="/admin/properties" className={buttonStyles.secondary}>
              All properties
            </Link>
            <Link to="/admin/add-property" className={buttonStyles.primary}>
              Add Property
            </Link>
          </>
        }
      />
      <div className="space-y-6">
        <Suspense fallback={<Figures stats={undefined} />}>
          <Await
            resolve={stats}
            errorElement={<LoadFailure title={adminPropertyMessages.statsFailed} />}
          >
            {(value) => <Figures stats={value} />}
          </Await>
        </Suspense>

        <PerformanceOverview overview={performance} />

        <DemandCard demand={demand} />

        <RecentCard>
          <Suspense
            fallback={
              <div aria-busy="true">
                <span className="sr-only">Loading recent properties…</span>
                <RecentListings now={now} />
              </div>
            }
          >
            <Await
              resolve={recent}
              errorElement={
                <div className="px-5 pb-5">
                  <LoadFailure title={adminPropertyMessages.fetchFailed} />
                </div>
              }
            >
              {(properties) => <RecentListings properties={properties} now={now} />}
            </Await>
          </Suspense>
        </RecentCard>
      </div>
    </>
  );
}
