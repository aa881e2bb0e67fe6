import { type FormEvent, Suspense, useEffect, useState } from 'react';
import { Await, Link, useNavigate } from 'react-router';

import { AUDIT_ENTITIES, type AuditActor, type AuditEntry } from '../../../contract/audit';
import { ownersOnlyMessages } from '../../../contract/owners-only';
import type { Page } from '../../../contract/pagination';
import {
  byDay,
  ENTITY_LABELS,
  toActivityItems,
} from '../../components/admin/activity/activity-format';
import { ActivityItemView } from '../../components/admin/activity/activity-item';
import { PageHeader } from '../../components/admin/page-header';
import { LoadingPanel } from '../../components/admin/spinner';
import { buttonStyles, cardStyles, inputStyles, labelStyles } from '../../components/admin/ui';
import { PageLinks } from '../../components/page-links';
import { adminRequest, ApiError, deferred, requireSession } from '../../lib/admin/api';
import { adminMeta } from '../../lib/admin/meta';
import { useRetry } from '../../lib/admin/use-retry';
import type { Route } from './+types/activity';

export function meta() {
  return adminMeta('Activity');
}

const PAGE_SIZE = 50;
const FETCH_FAILED = 'Failed to fetch the activity';
/** The filters the screen keeps in its URL, as the API takes them. */
const FILTERS = ['actor', 'property', 'entity', 'from', 'to'] as const;

/** The filters of the URL (empty ones dropped) and its page. */
function readFilters(params: URLSearchParams) {
  const filters = new URLSearchParams();
  for (const name of FILTERS) {
    const value = params.get(name)?.trim();
    if (value) filters.set(name, value);
  }
  const page = Number(params.get('page'));
  return { filters, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  requireSession();
  const { filters, page } = readFilters(new URL(request.url).searchParams);
  const query = new URLSearchParams(filters);
  query.set('page', String(page));
  query.set('page_size', String(PAGE_SIZE));
  const entries = adminRequest<Page<AuditEntry>>(`/audit/?${query.toString()}`, {
    fallbackMessage: FETCH_FAILED,
  });
  // The person filter works without its list: a failure leaves the list empty.
  const actors = adminRequest<AuditActor[]>('/audit/actors/').catch(() => []);
  return {
    filters: filters.toString(),
    page,
    entries: deferred(entries),
    actors: deferred(actors),
  };
}

const loadingPanel = (
  <div className={cardStyles}>
    <LoadingPanel label="Loading activity…" />
  </div>
);

/** An agent opened the screen: say so kindly. Any other failure: its message and a retry. */
function ActivityLoadError() {
  const { error, isRetrying, retry } = useRetry();
  if (error instanceof ApiError && error.status === 403) {
    return (
      <div className={`${cardStyles} flex flex-col items-center gap-3 px-6 py-16 text-center`}>
        <p className="font-display text-xl font-semibold text-ink-950">
          {ownersOnlyMessages.activity}
        </p>
        <p className="max-w-md text-sm text-ink-600">
          Ask an owner of the agency if you need to know who changed something.
        </p>
      </div>
    );
  }
  if (isRetrying) return loadingPanel;
  const message = error instanceof Error && error.message ? error.message : FETCH_FAILED;
  return (
    <div
      role="alert"
      className={`${cardStyles} flex flex-col items-center gap-4 px-6 py-16 text-center`}
    >
      <p className="text-base font-semibold text-ink-900">{message}</p>
      <button type="button" className={buttonStyles.primary} onClick={retry}>
        Try again
      </button>
    </div>
  );
}

function Filters({ current, actors }: { current: URLSearchParams; actors: Promise<AuditActor[]> }) {
  const navigate = useNavigate();
  const value = (name: (typeof FILTERS)[number]) => current.get(name) ?? '';
  // The person list arrives after the form shows: the form is not drawn again for it, so
  // nothing chosen meanwhile is lost, and the person of the URL stays chosen.
  const [actorList, setActorList] = useState<AuditActor[]>([]);
  const [actor, setActor] = useState(value('actor'));
  useEffect(() => {
    let isCurrent = true;
    void actors.then((list) => {
      if (isCurrent) setActorList(list);
    });
    return () => {
      isCurrent = false;
    };
  }, [actors]);

  /** The URL of the chosen filters, without the empty ones. */
  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = readFilters(
      new URLSearchParams(
        [...new FormData(event.currentTarget)].map(([name, item]) => [name, String(item)]),
      ),
    ).filters;
    void navigate(`?${chosen.toString()}`);
  }

  return (
    <form
      onSubmit={apply}
      className={`${cardStyles} mb-6 grid grid-cols-2 gap-3 p-4 sm:gap-4 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end`}
      aria-label="Filter the activity"
    >
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="activity-actor" className={labelStyles}>
          Person
        </label>
        <select
          id="activity-actor"
          name="actor"
          value={actor}
          onChange={(event) => setActor(event.target.value)}
          className={inputStyles}
        >
          <option value="">Everyone</option>
          {actorList.map((item) => (
            <option key={item.id} value={item.id}>
              {item.email}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="activity-property" className={labelStyles}>
          Listing number
        </label>
        <input
          id="activity-property"
          name="property"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder="e.g. 12"
          defaultValue={value('property')}
          className={inputStyles}
        />
      </div>
      <div className="col-span-2 sm:col-span-1">
        <label htmlFor="activity-entity" className={labelStyles}>
          About
        </label>
        <select
          id="activity-entity"
          name="entity"
          defaultValue={value('entity')}
          className={inputStyles}
        >
          <option value="">Anything</option>
          {AUDIT_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {ENTITY_LABELS[entity].charAt(0).toUpperCase() + ENTITY_LABELS[entity].slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="activity-from" className={labelStyles}>
          From
        </label>
        <input
          id="activity-from"
          type="date"
          name="from"
          defaultValue={value('from')}
          className={inputStyles}
        />
      </div>
      <div>
        <label htmlFor="activity-to" className={labelStyles}>
          To
        </label>
        <input
          id="activity-to"
          type="date"
          name="to"
          defaultValue={value('to')}
          className={inputStyles}
        />
      </div>
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <button type="submit" className={buttonStyles.primary}>
          Apply
        </button>
        {[...current.keys()].length > 0 && (
          <Link to="/admin/activity" className={buttonStyles.ghost}>
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}

function ActivityPage({
  loaded,
  page,
  filters,
}: {
  loaded: Page<AuditEntry>;
  page: number;
  filters: string;
}) {
  if (loaded.data.length === 0) {
    return (
      <div className={`${cardStyles} flex flex-col items-center gap-2 px-6 py-16 text-center`}>
        <p className="font-display text-xl font-semibold text-ink-950">
          {filters ? 'Nothing matches these filters' : 'No activity yet'}
        </p>
        <p className="max-w-md text-sm text-ink-600">
          Every change the team makes to listings, photos, banners, features, places, enquiries and
          the team appears here, with who made it and when.
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="mb-4 text-sm text-ink-600" aria-live="polite">
        {loaded.count === 1 ? '1 change' : `${loaded.count.toLocaleString('en-IN')} changes`},
        newest first
      </p>
      <div className="flex flex-col gap-6">
        {byDay(toActivityItems(loaded.data)).map(({ day, items }) => (
          <section key={day} aria-label={day} className={cardStyles}>
            <h2 className="border-b border-ink-100 px-4 py-3 text-sm font-semibold text-ink-900 sm:px-6">
              {day}
            </h2>
            <ul className="divide-y divide-ink-100">
              {items.map((item) => (
                <ActivityItemView key={item.key} item={item} />
              ))}
            </ul>
          </section>
        ))}
      </div>
      {loaded.total_pages > 1 && (
        <PageLinks
          className="mt-8"
          current={page}
          totalPages={loaded.total_pages}
          hrefFor={(target) => {
            const query = new URLSearchParams(filters);
            if (target > 1) query.set('page', String(target));
            return `?${query.toString()}`;
          }}
          isCompactOnPhones
        />
      )}
    </>
  );
}

/** The audit trail (issue 15): every write in the back office, who made it and what changed. */
export default function AdminActivity({ loaderData }: Route.ComponentProps) {
  const { filters, page, entries, actors } = loaderData;
  const current = new URLSearchParams(filters);
  return (
    <>
      <PageHeader
        title="Activity"
        description="Every change made in the back office: who, when, and each field before and after."
      />
      <Filters key={filters} current={current} actors={actors} />
      <Suspense key={`${filters} ${page}`} fallback={loadingPanel}>
        <Await resolve={entries} errorElement={<ActivityLoadError />}>
          {(loaded) => <ActivityPage loaded={loaded} page={page} filters={filters} />}
        </Await>
      </Suspense>
    </>
  );
}
