import { createRequire } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Housekeeper } from '../housekeeping/housekeeping';
import type { MediaSweeper } from '../media/media-sweep';
import type { AlertSender } from '../modules/alerts/alert-sender';
import { ALERT_RUNS, appJobs } from './app-jobs';
import { JOB_QUEUE_SETTINGS } from './job-queue';

/**
 * When each frequency's alerts run (issue 36, item 3), with a fake clock: pg-boss's own test of
 * whether a schedule is due (its timekeeper's `shouldSendIt`, which it asks at its cron worker's
 * every turn) over a week, minute by minute, for our cron expressions in India's time.
 */

const require = createRequire(import.meta.url);
const { prototype: timekeeper } = require('pg-boss/src/timekeeper.js') as {
  prototype: { shouldSendIt(this: { clockSkew: number }, cron: string, tz: string): boolean };
};
const isDue = (cron: string) =>
  timekeeper.shouldSendIt.call({ clockSkew: 0 }, cron, 'Asia/Kolkata');

afterEach(() => vi.useRealTimers());

/**
 * The minutes of a week (from Monday 23 November 2026, 00:00 in India) when `cron` is due, asked
 * half a minute into each hour's first minute and the minutes either side of it (asking every
 * minute of a week costs pg-boss's parser two minutes).
 */
function dueMinutes(cron: string): string[] {
  vi.useFakeTimers();
  const start = Date.parse('2026-11-23T00:00:00+05:30');
  const due: string[] = [];
  for (let hour = 0; hour < 7 * 24; hour++) {
    for (const offset of [-1, 0, 1]) {
      const minute = start + hour * 3_600_000 + offset * 60_000;
      // Half a minute in, as the cron worker's turn may fall anywhere in the minute.
      vi.setSystemTime(minute + 30_000);
      if (isDue(cron)) due.push(new Date(minute).toISOString());
    }
  }
  return due;
}

describe('the alerts schedules', () => {
  it('runs instant alerts every minute', () => {
    expect(dueMinutes(ALERT_RUNS.instant.cron)).toHaveLength(7 * 24 * 3);
  });

  it('runs daily alerts at 7:00 in India, once a day', () => {
    expect(dueMinutes(ALERT_RUNS.daily.cron)).toEqual(
      [23, 24, 25, 26, 27, 28, 29].map((day) => `2026-11-${day}T01:30:00.000Z`),
    );
  });

  it('runs weekly alerts on Saturday morning at 8:00 in India', () => {
    expect(dueMinutes(ALERT_RUNS.weekly.cron)).toEqual(['2026-11-28T02:30:00.000Z']);
  });

  it('takes up an instant run a dead process left active within minutes, not a quarter hour', () => {
    const never = () => {
      throw new Error('not run here');
    };
    const definitions = appJobs({
      housekeeper: { runDatabaseWork: never } as unknown as Housekeeper,
      mediaSweeper: { run: never } as unknown as MediaSweeper,
      alertSender: { run: never } as unknown as AlertSender,
      scheduleAlerts: true,
      log: { info: () => undefined },
    });
    const expiryOf = (frequency: keyof typeof ALERT_RUNS) =>
      definitions.find((definition) => definition.name === ALERT_RUNS[frequency].queue)!
        .expireInSeconds;
    // Failed at its expiry by the next maintenance: the longest instant alerts can stall.
    expect(expiryOf('instant') + JOB_QUEUE_SETTINGS.maintenanceSeconds).toBeLessThanOrEqual(4 * 60);
    // A daily or weekly run mails every subscriber: it keeps its quarter hour.
    expect(expiryOf('daily')).toBe(15 * 60);
    expect(expiryOf('weekly')).toBe(15 * 60);
  });
});
