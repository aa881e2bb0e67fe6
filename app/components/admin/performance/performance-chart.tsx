import type { ListingStats } from '../../../../contract/listing-stats';

/**
 * A listing's 30 days as an inline SVG (no chart library): a bar per day for views, a mark at
 * the height of the day's leads, and a tick under each day with enquiries. The figures are also in a table that screen
 * readers read (the picture is hidden from them), and the chart scales to any width.
 */

const WIDTH = 600;
const HEIGHT = 160;
const TOP = 8;
const BOTTOM = 20;
const BAR = 14;

/** A round top for the axis: 1, 2, 5 or 10 times a power of ten. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= value) ?? 10;
  return step * power;
}

const shortDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

export function PerformanceChart({ daily }: { daily: ListingStats['daily'] }) {
  const top = niceMax(Math.max(0, ...daily.map((day) => Math.max(day.views, day.leads))));
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plot - (value / top) * plot;
  const slot = WIDTH / Math.max(daily.length, 1);
  const first = daily[0];
  const last = daily.at(-1);

  return (
    <figure className="m-0">
      <div className="relative">
        <span className="absolute top-0 left-0 text-[11px] text-ink-500 tabular-nums">{top}</span>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          className="block h-40 w-full"
          aria-hidden="true"
          focusable="false"
        >
          {[0.5, 1].map((share) => (
            <line
              key={share}
              x1={0}
              x2={WIDTH}
              y1={y(top * share)}
              y2={y(top * share)}
              className="stroke-ink-100"
              strokeDasharray="4 4"
            />
          ))}
          <line x1={0} x2={WIDTH} y1={y(0)} y2={y(0)} className="stroke-ink-200" />
          {daily.map((day, index) => {
            const x = index * slot + (slot - Math.min(BAR, slot * 0.62)) / 2;
            const centre = index * slot + slot / 2;
            return (
              <g key={day.date}>
                {day.views > 0 && (
                  <rect
                    x={x}
                    y={y(day.views)}
                    width={Math.min(BAR, slot * 0.62)}
                    height={y(0) - y(day.views)}
                    rx={2}
                    className="fill-brand-300"
                  />
                )}
                {day.leads > 0 && (
                  <line
                    x1={index * slot + slot * 0.12}
                    x2={index * slot + slot * 0.88}
                    y1={y(day.leads)}
                    y2={y(day.leads)}
                    className="stroke-sand-600"
                    strokeWidth={3}
                    strokeLinecap="round"
                    vectorEffect="non-scaling-stroke"
                  />
                )}
                {day.enquiries > 0 && (
                  <rect
                    x={centre - slot * 0.25}
                    y={HEIGHT - BOTTOM + 7}
                    width={slot * 0.5}
                    height={6}
                    rx={1.5}
                    className="fill-brand-800"
                  />
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <div className="mt-1 flex justify-between text-[11px] text-ink-500">
        <span>{first ? shortDate(first.date) : ''}</span>
        <span>{last ? shortDate(last.date) : ''}</span>
      </div>
      <figcaption className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-600">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="size-2.5 rounded-sm bg-brand-300" />
          Views a day
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-[3px] w-3 rounded-full bg-sand-600" />
          Leads (WhatsApp, call, mail)
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-1.5 w-2.5 rounded-[2px] bg-brand-800" />
          Days with enquiries
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Views, leads and enquiries per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Views</th>
            <th scope="col">Leads</th>
            <th scope="col">Enquiries</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((day) => (
            <tr key={day.date}>
              <th scope="row">{shortDate(day.date)}</th>
              <td>{day.views}</td>
              <td>{day.leads}</td>
              <td>{day.enquiries}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
