import type { Database } from '../db/client';
import { removeStaleUploads } from '../media/multipart';
import { type SweptRows, sweepExpiredRows } from './housekeeping.repo';
import { ROLLUP_BATCH, rollUpViews } from './view-rollup';

/**
 * The database's housekeeping (issue 16, item 6): expired sign-in tokens, used or expired reset
 * codes, ended rate-limit windows, expired preview links and long-expired invitations are deleted
 * on a schedule, so that tables of what no longer counts do not grow without end. The database's
 * part is a job of the job queue (server/jobs/app-jobs.ts), run every 10 minutes by one instance
 * of the cluster; the temporary files of uploads are each process's own, swept on a timer by the
 * process that runs the housekeeping (server/app.ts `housekeeping`, server/workers.ts). Leads and the audit trail are kept: they are the agency's figures
 * and its record (docs/decisions/017, 018). Listing views older than yesterday are kept as daily
 * counts (server/housekeeping/view-rollup.ts). With `eraseExpired`, enquiries closed longer ago
 * than ENQUIRY_RETENTION_DAYS are erased with what is held about them (server/modules/privacy,
 * docs/decisions/021). With `uploadsDir`, it also removes the temporary
 * files of uploads a crash left there (server/media/multipart.ts).
 */

export interface HousekeepingSettings {
  /** Time between sweeps of the uploads' temporary files; the first runs this long after start. */
  intervalMs: number;
  /** How long an invitation that was never accepted is kept after its link expired. */
  invitationGraceDays: number;
  /** Temporary upload folders older than this are a crash's leftovers. */
  staleUploadMs: number;
  /** Raw views moved into daily counts per transaction. */
  viewRollupBatch: number;
}

export const DEFAULT_HOUSEKEEPING: HousekeepingSettings = {
  intervalMs: 10 * 60 * 1000,
  invitationGraceDays: 30,
  staleUploadMs: 60 * 60 * 1000,
  viewRollupBatch: ROLLUP_BATCH,
};

/** What one sweep deleted, kind by kind. */
export interface Swept extends SweptRows {
  /** Enquiries closed longer ago than their retention, erased. */
  erasedEnquiries: number;
  /** Copies of sent mail whose enquiry is gone, deleted. */
  orphanedMails: number;
  /** Saved searches never confirmed within their 7 days, deleted (issue 36). */
  unconfirmedAlerts: number;
}

export interface Housekeeper {
  /** One sweep now: what it deleted, table by table. */
  sweep(): Promise<Swept>;
  /** Raw views of days before yesterday into daily counts now: how many were moved. */
  rollUpViews(signal?: AbortSignal): Promise<number>;
  /**
   * The database's housekeeping once: the sweep, then the rollup (which ends after its current
   * batch when `signal` aborts). Throws what failed: the job queue tries it again.
   */
  runDatabaseWork(signal: AbortSignal): Promise<void>;
  /** Starts the timer of the uploads' temporary files. */
  start(): void;
  /** Stops that timer and waits for a sweep of them in progress. */
  stop(): Promise<void>;
}

export function createHousekeeper(options: {
  db: Database;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  settings?: Partial<HousekeepingSettings>;
  now?: () => Date;
  /** DATA_DIR/tmp/uploads: the uploads' temporary folders. */
  uploadsDir?: string;
  /** Retention: erases the enquiries past it (privacy.service.ts `eraseExpired`). */
  eraseExpired?: () => Promise<{ enquiries: number; orphanedMails: number }>;
  /** Saved searches never confirmed in time (alerts.service.ts `deleteUnconfirmed`). */
  deleteUnconfirmedAlerts?: () => Promise<number>;
}): Housekeeper {
  const settings = { ...DEFAULT_HOUSEKEEPING, ...options.settings };
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const sweep = async (): Promise<Swept> => {
    const rows = await sweepExpiredRows(options.db, now(), settings.invitationGraceDays);
    const erased = options.eraseExpired
      ? await options.eraseExpired()
      : { enquiries: 0, orphanedMails: 0 };
    const unconfirmedAlerts = options.deleteUnconfirmedAlerts
      ? await options.deleteUnconfirmedAlerts()
      : 0;
    return {
      ...rows,
      erasedEnquiries: erased.enquiries,
      orphanedMails: erased.orphanedMails,
      unconfirmedAlerts,
    };
  };
  const rollUp = (signal = new AbortController().signal) =>
    rollUpViews(options.db, now(), { batch: settings.viewRollupBatch, stop: signal });
  const sweepUploads = async () => {
    if (!options.uploadsDir) return;
    const removed = await removeStaleUploads(
      options.uploadsDir,
      settings.staleUploadMs,
      now().getTime(),
    );
    if (removed > 0) {
      options.log.info({ removed }, 'housekeeping: temporary files of unfinished uploads removed');
    }
  };

  function run(): void {
    if (running) return;
    running = sweepUploads()
      .catch((error: unknown) => {
        // Tried again at the next interval; nothing waits on it.
        options.log.warn({ err: error }, 'housekeeping: sweep of temporary upload files failed');
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    sweep,
    rollUpViews: rollUp,
    async runDatabaseWork(signal) {
      const swept = await sweep();
      if (Object.values(swept).some((count) => count > 0)) {
        options.log.info({ swept }, 'housekeeping: expired rows deleted');
      }
      const views = await rollUp(signal);
      if (views > 0) options.log.info({ views }, 'housekeeping: raw views rolled up by day');
    },
    start() {
      timer ??= setInterval(run, settings.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
