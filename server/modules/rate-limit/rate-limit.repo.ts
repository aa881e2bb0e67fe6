import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rateLimitBuckets } from '../../db/schema';

/**
 * Counts one hit in a fixed window atomically, starting a new window when the old one has ended.
 * Returns the hits in the current window and when it ends.
 */
export async function countHit(
  db: Database,
  key: string,
  windowMs: number,
): Promise<{ hits: number; resetAt: Date }> {
  const windowEnded = sql`${rateLimitBuckets.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, hits: 1, resetAt: sql`now() + make_interval(secs => ${windowMs / 1000})` })
    .onConflictDoUpdate({
      target: rateLimitBuckets.key,
      set: {
        hits: sql`case when ${windowEnded} then 1 else ${rateLimitBuckets.hits} + 1 end`,
        resetAt: sql`case when ${windowEnded} then excluded.reset_at else ${rateLimitBuckets.resetAt} end`,
      },
    })
    .returning({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt });
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/**
 * Takes back one hit of a key's current window (an attempt counted first that turned out not to
 * count, such as a right password). Never below zero, and never in a window that has ended.
 */
export async function uncountHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ hits: sql`${rateLimitBuckets.hits} - 1` })
    .where(
      sql`${rateLimitBuckets.key} = ${key} and ${rateLimitBuckets.resetAt} > now() and ${rateLimitBuckets.hits} > 0`,
    );
}
