import type { Database } from '../db/client';
import { type SweptRows, sweepExpiredRows } from './housekeeping.repo';

/**
 * The database's housekeeping (issue 16, item 6): expired sign-in tokens, used or expired reset
 * codes, ended rate-limit windows, expired preview links and long-expired invitations are deleted
 * on a schedule, so that tables of what no longer counts do not grow without end. Run by one
 * process only (server/app.ts `housekeeping`, server/workers.ts); several instances sweeping at
 * once only find less to delete. Listing views, leads and the audit trail are kept: they are the
 * agency's figures and its record (docs/decisions/017, 018).
 */

export interface HousekeepingSettings {
  /** Time between sweeps; the first one runs this long after start. */
  intervalMs: number;
  /** How long an invitation that was never accepted is kept after its link expired. */
  invitationGraceDays: number;
}

export const DEFAULT_HOUSEKEEPING: HousekeepingSettings = {
  intervalMs: 10 * 60 * 1000,
  invitationGraceDays: 30,
};

export interface Housekeeper {
  /** One sweep now: what it deleted, table by table. */
  sweep(): Promise<SweptRows>;
  start(): void;
  /** Stops the timer and waits for a sweep in progress. */
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
}): Housekeeper {
  const settings = { ...DEFAULT_HOUSEKEEPING, ...options.settings };
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  const sweep = () => sweepExpiredRows(options.db, now(), settings.invitationGraceDays);

  function run(): void {
    if (running) return;
    running = sweep()
      .then((swept) => {
        if (Object.values(swept).some((count) => count > 0)) {
          options.log.info({ swept }, 'housekeeping: expired rows deleted');
        }
      })
      .catch((error: unknown) => {
        // Tried again at the next interval; nothing waits on it.
        options.log.warn({ err: error }, 'housekeeping failed');
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    sweep,
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
