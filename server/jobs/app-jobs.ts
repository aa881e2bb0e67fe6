import { ALERT_FREQUENCIES, type AlertFrequency } from '../../contract/alerts';
import type { Housekeeper } from '../housekeeping/housekeeping';
import type { AlertSender } from '../modules/alerts/alert-sender';
import type { MediaSweeper } from '../media/media-sweep';
import type { JobDefinition } from './job-queue';

/** The queues the app works, by name (docs/architecture.md lists what each does). */
export const JOB = {
  housekeeping: 'housekeeping',
  mediaSweep: 'media-sweep',
  alertsInstant: 'alerts-instant',
  alertsDaily: 'alerts-daily',
  alertsWeekly: 'alerts-weekly',
} as const;

/**
 * How each frequency's alerts run. `cron` (India's time): `instant` every minute (and a few
 * seconds after a listing is written through the API, server/app.ts), `daily` at 7:00, `weekly`
 * on Saturday at 8:00.
 *
 * `expireInSeconds`: how long a run may be active before the queue's maintenance fails it and
 * runs it again. The queue runs one at a time ('stately'), so a run left active by a process that
 * died (killed, out of memory) holds back every later one until then, and the maintenance that
 * notices comes up to two minutes later (job-queue.ts). An instant run takes seconds: two minutes
 * bound that stall to about four instead of seventeen. A daily or weekly run mails every
 * subscriber and may take longer. A run failed while still going on elsewhere is harmless: the
 * retry carries on beside it, and a listing goes to an alert once (alerts.repo.ts, recordSends).
 */
export const ALERT_RUNS: Readonly<
  Record<AlertFrequency, { queue: string; cron: string; expireInSeconds: number }>
> = {
  instant: { queue: JOB.alertsInstant, cron: '* * * * *', expireInSeconds: 2 * 60 },
  daily: { queue: JOB.alertsDaily, cron: '0 7 * * *', expireInSeconds: 15 * 60 },
  weekly: { queue: JOB.alertsWeekly, cron: '0 8 * * 6', expireInSeconds: 15 * 60 },
};

/**
 * The app's jobs. Each is scheduled for the whole cluster (one run a period, whichever instance
 * fetches it first), retried with a growing wait when it fails, and a dead letter after its last
 * try. The media sweep is also sent at every start, so a restart clears what a crash left.
 */
export function appJobs(parts: {
  housekeeper: Housekeeper;
  mediaSweeper: MediaSweeper;
  alertSender: AlertSender;
  /** False: the alerts' queues have no schedule (tests run them by hand). */
  scheduleAlerts: boolean;
  log: { info(details: object, message: string): void };
}): JobDefinition[] {
  return [
    // Saved searches' mail (server/modules/alerts/alert-sender.ts): a run that fails or dies
    // part-way is run again and carries on; what was sent is recorded with its mail.
    ...ALERT_FREQUENCIES.map((frequency): JobDefinition => ({
      name: ALERT_RUNS[frequency].queue,
      ...(parts.scheduleAlerts ? { cron: ALERT_RUNS[frequency].cron } : {}),
      retryLimit: 3,
      retryDelaySeconds: 20,
      expireInSeconds: ALERT_RUNS[frequency].expireInSeconds,
      // Fetched sooner than the other queues: an instant alert is due within a minute.
      pollingSeconds: 2,
      run: async (_data, { signal }) => {
        const report = await parts.alertSender.run(frequency, signal);
        // Counts only: no address, no search.
        if (report.alerts > 0) parts.log.info({ frequency, ...report }, 'alerts run');
      },
    })),
    {
      // Expired tokens, codes, windows, links, invitations; raw views into daily counts;
      // enquiries past their retention (server/housekeeping).
      name: JOB.housekeeping,
      cron: '*/10 * * * *',
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireInSeconds: 30 * 60,
      run: (_data, { signal }) => parts.housekeeper.runDatabaseWork(signal),
    },
    {
      // What interrupted uploads left in the media folder or bucket (server/media/media-sweep.ts).
      name: JOB.mediaSweep,
      cron: '40 * * * *',
      retryLimit: 3,
      retryDelaySeconds: 60,
      expireInSeconds: 60 * 60,
      run: (_data, { signal }) => parts.mediaSweeper.run(signal),
    },
  ];
}
