import { Suspense } from 'react';
import { Await } from 'react-router';

import {
  type AlertDemand,
  type DemandRow,
  demandMessages,
} from '../../../../contract/alert-demand';
import { PanelFailure } from '../performance/panel-failure';
import { TableHead } from '../properties/table-head';
import { cardStyles } from '../ui';

/**
 * The dashboard's "Demand from saved searches" card (issue 36, item 5): the running alerts by
 * district, purpose, type and price band, most first, beside the listings a visitor sees there
 * now; a group with alerts and nothing listed stands out. A table from 768 px, a list below.
 * Its own load and its own error, like the other panels (the back office is English).
 */

const PURPOSE_LABELS: Record<DemandRow['purpose'], string> = {
  rent: 'For rent',
  sell: 'For sale',
  all: 'Sale or rent',
};

const COLUMNS = [
  ['District', 'w-[22%]'],
  ['Looking for', 'w-[34%]'],
  ['Price', 'w-[20%]'],
  ['Alerts', 'w-[12%] text-right'],
  ['Listed', 'w-[12%] text-right'],
] as const;

/** Placeholder rows while the demand loads: as many as a short answer has. */
const PLACEHOLDER_ROWS = 4;

const count = (value: number) => value.toLocaleString('en-IN');

const placeOf = (row: DemandRow) => row.district ?? 'Anywhere';
const wantOf = (row: DemandRow) =>
  `${row.property_type ?? 'Any type'} · ${PURPOSE_LABELS[row.purpose]}`;

/** A key for a row: the four things it groups by. */
const keyOf = (row: DemandRow) =>
  [row.district_id, row.purpose, row.property_type, row.price_band.label].join('|');

/** A group with alerts and no listing: what the agency could list next. */
function NothingListed() {
  return (
    <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-200">
      Nothing listed
    </span>
  );
}

function Bone({ className }: { className: string }) {
  return <span className={`block animate-pulse rounded bg-ink-100 ${className}`} />;
}

/** The summary line: running alerts, and how many look anywhere. */
function Summary({ demand }: { demand: AlertDemand }) {
  const alerts = `${count(demand.alerts)} running ${demand.alerts === 1 ? 'alert' : 'alerts'}`;
  const anywhere =
    demand.anywhere > 0 ? `, ${count(demand.anywhere)} with no district (Anywhere)` : '';
  return (
    <p className="text-sm text-ink-600" data-testid="demand-summary">
      {`${alerts}${anywhere}.`}
    </p>
  );
}

function DemandTable({ rows }: { rows: DemandRow[] | undefined }) {
  return (
    <table className="hidden w-full table-fixed text-left text-sm md:table">
      <caption className="sr-only">Saved searches by district, type and price</caption>
      <TableHead columns={COLUMNS} className="border-t" />
      <tbody className="divide-y divide-ink-100">
        {rows
          ? rows.map((row) => {
              const isUnmet = row.listed === 0;
              return (
                <tr key={keyOf(row)} className={isUnmet ? 'bg-amber-50/70' : undefined}>
                  <td className="py-3 pr-3 pl-5 font-medium text-ink-900">{placeOf(row)}</td>
                  <td className="px-3 py-3 text-ink-700">{wantOf(row)}</td>
                  <td className="px-3 py-3 text-ink-700">{row.price_band.label}</td>
                  <td className="px-3 py-3 text-right font-semibold text-ink-900 tabular-nums">
                    {count(row.alerts)}
                  </td>
                  <td className="py-3 pr-5 pl-3 text-right tabular-nums">
                    {isUnmet ? (
                      <NothingListed />
                    ) : (
                      <span className="text-ink-700">{count(row.listed)}</span>
                    )}
                  </td>
                </tr>
              );
            })
          : Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
              <tr key={index} className="h-[45px]">
                {['w-3/4', 'w-4/5', 'w-2/3', 'ml-auto w-6', 'ml-auto w-6'].map((width, cell) => (
                  <td key={cell} className="px-5 py-3">
                    <Bone className={`h-4 ${width}`} />
                  </td>
                ))}
              </tr>
            ))}
      </tbody>
    </table>
  );
}

/** The same rows stacked, for a phone. */
function DemandList({ rows }: { rows: DemandRow[] | undefined }) {
  return (
    <ul className="divide-y divide-ink-100 border-t border-ink-100 md:hidden">
      {rows
        ? rows.map((row) => {
            const isUnmet = row.listed === 0;
            return (
              <li
                key={keyOf(row)}
                className={`px-5 py-3 text-sm ${isUnmet ? 'bg-amber-50/70' : ''}`}
              >
                <div className="flex items-baseline justify-between gap-3">
                  <p className="min-w-0 font-semibold text-ink-900">{placeOf(row)}</p>
                  <p className="shrink-0 text-ink-700 tabular-nums">
                    <span className="font-semibold text-ink-900">{count(row.alerts)}</span>{' '}
                    {row.alerts === 1 ? 'alert' : 'alerts'}
                  </p>
                </div>
                <p className="mt-0.5 text-ink-700">{wantOf(row)}</p>
                <div className="mt-1 flex items-center justify-between gap-3">
                  <p className="text-ink-600">{row.price_band.label}</p>
                  {isUnmet ? (
                    <NothingListed />
                  ) : (
                    <p className="shrink-0 text-ink-600 tabular-nums">{count(row.listed)} listed</p>
                  )}
                </div>
              </li>
            );
          })
        : Array.from({ length: PLACEHOLDER_ROWS }, (_, index) => (
            <li key={index} className="space-y-2 px-5 py-3">
              <Bone className="h-4 w-1/2" />
              <Bone className="h-3 w-2/3" />
              <Bone className="h-3 w-1/3" />
            </li>
          ))}
    </ul>
  );
}

function Body({ demand }: { demand: AlertDemand | undefined }) {
  if (demand && demand.alerts === 0) {
    return (
      <div className="px-5 pb-6">
        <p className="font-semibold text-ink-900">No saved searches yet.</p>
        <p className="mt-1 text-sm text-ink-600">
          When visitors save a search with Get alerts on the listings page, where they are looking
          shows here.
        </p>
      </div>
    );
  }
  return (
    <div aria-busy={demand === undefined}>
      <div className="flex min-h-5 items-center px-5 pb-3">
        {demand ? (
          <Summary demand={demand} />
        ) : (
          <>
            <span className="sr-only">Loading the demand from saved searches…</span>
            <Bone className="h-3 w-48" />
          </>
        )}
      </div>
      <DemandTable rows={demand?.rows} />
      <DemandList rows={demand?.rows} />
      {demand && demand.groups > demand.rows.length && (
        <p className="border-t border-ink-100 px-5 py-3 text-xs text-ink-500">
          {`The ${count(demand.rows.length)} groups with most alerts, of ${count(demand.groups)}.`}
        </p>
      )}
    </div>
  );
}

export function DemandCard({ demand }: { demand: Promise<AlertDemand> }) {
  return (
    <section aria-labelledby="demand-heading" className={`${cardStyles} overflow-hidden`}>
      <div className="px-5 pt-5 pb-2">
        <h2 id="demand-heading" className="font-display text-lg font-semibold text-ink-950">
          Demand from saved searches
        </h2>
        <p className="mt-1 text-sm text-ink-500">
          Where visitors&rsquo; alerts are looking, beside what is listed there now.
        </p>
      </div>
      <Suspense fallback={<Body demand={undefined} />}>
        <Await
          resolve={demand}
          errorElement={
            <div className="px-5 pb-5">
              <PanelFailure title={demandMessages.fetchFailed} />
            </div>
          }
        >
          {(value) => <Body demand={value} />}
        </Await>
      </Suspense>
    </section>
  );
}
