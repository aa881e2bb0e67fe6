import {
  DEAD_LETTERS_SHOWN,
  type JobQueueName,
  type JobsOverview,
  jobsMessages,
} from '../../../../contract/jobs';
import { formatDateTime } from '../team/team-texts';
import { LoadedSettingsCard } from './loaded-card';

/** What each queue does, in the office's words (server/jobs/app-jobs.ts). */
export const JOB_QUEUE_LABELS: Record<JobQueueName, { name: string; hint: string }> = {
  housekeeping: {
    name: 'Housekeeping',
    hint: 'Expired sign-ins and links, daily view counts, enquiries past their retention',
  },
  'media-sweep': { name: 'Media sweep', hint: 'Files left by unfinished uploads' },
  'alerts-instant': {
    name: 'Instant alerts',
    hint: 'Saved searches told of new homes and price cuts, every minute',
  },
  'alerts-daily': { name: 'Daily alerts', hint: 'Saved searches mailed at 7:00 each morning' },
  'alerts-weekly': { name: 'Weekly alerts', hint: 'Saved searches mailed on Saturday morning' },
};

/** One count of a queue; the failed ones stand out while there are any. */
function QueueCount({
  label,
  count,
  isAlarm = false,
}: {
  label: string;
  count: number;
  isAlarm?: boolean;
}) {
  return (
    <div
      className={`rounded-lg px-1 py-1.5 sm:px-2 ${isAlarm ? 'bg-red-50 text-red-800 ring-1 ring-red-200' : 'bg-ink-50 text-ink-950'}`}
    >
      <dt className={`text-xs font-medium ${isAlarm ? 'text-red-800' : 'text-ink-600'}`}>
        {label}
      </dt>
      <dd className="text-lg font-semibold tabular-nums">{count.toLocaleString('en-IN')}</dd>
    </div>
  );
}

/** The queues, one row each: its name and what it does, then its counts (stacked on a phone). */
function QueueRows({ queues }: { queues: JobsOverview['queues'] }) {
  return (
    <ul
      aria-label="Queues"
      className="mt-5 divide-y divide-ink-100 rounded-xl border border-ink-100"
    >
      {queues.map((depth) => {
        const label = JOB_QUEUE_LABELS[depth.queue];
        return (
          <li
            key={depth.queue}
            className="flex flex-col gap-3 p-3 sm:flex-row sm:p-4 sm:items-center sm:justify-between sm:gap-6"
          >
            <div className="min-w-0">
              <p className="text-sm font-semibold text-ink-900">{label.name}</p>
              <p className="mt-0.5 text-sm text-ink-600">{label.hint}</p>
            </div>
            <dl className="grid shrink-0 grid-cols-3 gap-2 text-center sm:w-72">
              <QueueCount label="Waiting" count={depth.waiting} />
              <QueueCount label="Running" count={depth.active} />
              <QueueCount label="Failed" count={depth.failed} isAlarm={depth.failed > 0} />
            </dl>
          </li>
        );
      })}
    </ul>
  );
}

/** The jobs that failed every try, newest first, each with its queue, time and error. */
function DeadLetters({ overview }: { overview: JobsOverview }) {
  // The API answers newest first already; sorted again so the screen never depends on it.
  const letters = [...overview.dead_letters].sort(
    (a, b) => Date.parse(b.failed_at) - Date.parse(a.failed_at),
  );
  // The counts and the list are two reads: the list may hold one that failed in between.
  const failedInAll = Math.max(
    overview.queues.reduce((sum, depth) => sum + depth.failed, 0),
    letters.length,
  );
  return (
    <div className="mt-6">
      <h3 className="text-sm font-semibold text-ink-900">
        Failed jobs
        {letters.length > 0 && (
          <span className="ml-1 font-normal text-ink-600"> {failedInAll}</span>
        )}
      </h3>
      {letters.length === 0 ? (
        <p className="mt-2 rounded-xl bg-ink-50 p-3 text-sm text-ink-700">No failed jobs.</p>
      ) : (
        <>
          {failedInAll > letters.length && letters.length >= DEAD_LETTERS_SHOWN && (
            <p className="mt-1 text-sm text-ink-600">The newest {letters.length} are listed.</p>
          )}
          <ol className="mt-2 flex flex-col gap-3">
            {letters.map((letter) => (
              <li key={letter.id} className="min-w-0 rounded-xl border border-ink-100 p-3 sm:p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <p className="text-sm font-semibold text-ink-900">
                    {JOB_QUEUE_LABELS[letter.queue].name}
                  </p>
                  <p className="text-sm text-ink-600">
                    Failed{' '}
                    <time dateTime={letter.failed_at} className="tabular-nums">
                      {formatDateTime(letter.failed_at)}
                    </time>
                  </p>
                </div>
                <pre className="mt-2 rounded-lg bg-ink-50 p-2 font-mono text-xs whitespace-pre-wrap text-ink-800 wrap-anywhere">
                  {letter.error}
                </pre>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

/**
 * Background jobs (Settings, owners only; docs/decisions/028): what the job queue holds, each
 * queue's jobs waiting, running and failed every try, and those failed jobs (dead letters) with
 * their errors. It only reads: a failed job is not run again from here.
 */
export function JobsCard({
  overview: loading,
}: {
  /** The overview as the route's clientLoader hands it to <Await>. */
  overview: Promise<JobsOverview>;
}) {
  return (
    <LoadedSettingsCard
      title="Background jobs"
      intro={
        <>
          Work the site does on its own: the database’s housekeeping every 10 minutes and the media
          sweep every hour. A job that fails is tried again; one that fails every try is listed
          here.
        </>
      }
      loading={loading}
      loadingLabel="Loading the background jobs…"
      failedMessage={jobsMessages.fetchFailed}
    >
      {(overview) => (
        <>
          <QueueRows queues={overview.queues} />
          <DeadLetters overview={overview} />
        </>
      )}
    </LoadedSettingsCard>
  );
}
