import type { Housekeeper } from '../housekeeping/housekeeping';
import type { MediaSweeper } from '../media/media-sweep';
import type { JobDefinition } from './job-queue';

/** The queues the app works, by name (docs/architecture.md lists what each does). */
export const JOB = {
  housekeeping: 'housekeeping',
  mediaSweep: 'media-sweep',
} as const;

/**
 * The app's jobs. Each is scheduled for the whole cluster (one run a period, whichever instance
 * fetches it first), retried with a growing wait when it fails, and a dead letter after its last
 * try. The media sweep is also sent at every start, so a restart clears what a crash left.
 */
export function appJobs(parts: {
  housekeeper: Housekeeper;
  mediaSweeper: MediaSweeper;
}): JobDefinition[] {
  return [
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
