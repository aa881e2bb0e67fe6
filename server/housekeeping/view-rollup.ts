import { setImmediate as nextTurn } from 'node:timers/promises';
import { keralaDate } from '../../contract/format';
import type { Database } from '../db/client';
import {
  hasViewsBefore,
  rollUpViewBatch,
  vacuumViews,
  type ViewKey,
} from '../modules/leads/leads.repo';

/**
 * Raw views become daily counts (issue 32, item 5; docs/decisions/017). listing_views keeps one
 * row per listing, day and visitor, which only today's and yesterday's counting needs (a visitor
 * seen again that day is not counted again); older days are moved into listing_view_days as one
 * count per listing and day, in batches, each its own transaction. Every figure reads both tables.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rows a batch: a statement of 500 holds PGlite (which runs in the server's own thread) for about
 * as long as a cold listing page takes, and on PostgreSQL its rows' locks as briefly; larger
 * batches gained PostgreSQL a quarter of the time and cost PGlite's pages more than that
 * (docs/performance.md, "Raw views rolled up into daily counts").
 */
export const ROLLUP_BATCH = 500;

/**
 * Moves every raw view of a day before yesterday (Kerala days, as views are counted) into the
 * daily counts; answers how many. Safe with another instance doing the same at once (each batch
 * skips the rows the other holds) and when run again (what was moved is gone). Yields to waiting
 * requests between batches, and stops between two once `stop` is aborted (a shutdown): every
 * batch is whole, so the figures are too, and the next run moves the rest.
 */
export async function rollUpViews(
  db: Database,
  now: Date,
  options: { batch?: number; stop?: { readonly aborted: boolean } } = {},
): Promise<number> {
  const batch = options.batch ?? ROLLUP_BATCH;
  // Kerala has no summer time: 24 hours back is always yesterday there.
  const yesterday = keralaDate(new Date(now.getTime() - DAY_MS));
  if (!(await hasViewsBefore(db, yesterday))) return 0;
  let total = 0;
  let after: ViewKey | undefined;
  for (;;) {
    if (options.stop?.aborted) return total;
    const { moved, last } = await rollUpViewBatch(db, yesterday, batch, after);
    total += moved;
    if (moved < batch || !last) break;
    after = last;
    await nextTurn();
  }
  if (total > 0) await vacuumViews(db);
  return total;
}
