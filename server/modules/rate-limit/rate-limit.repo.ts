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

/** The hits counted in a key's current window, without counting one more (0 when none). */
export async function currentHits(
  db: Database,
  key: string,
): Promise<{ hits: number; resetAt: Date } | null> {
  const [row] = await db
    .select({ hits: rateLimitBuckets.hits, resetAt: rateLimitBuckets.resetAt })
    .from(rateLimitBuckets)
    .where(sql`${rateLimitBuckets.key} = ${key} and ${rateLimitBuckets.resetAt} > now()`);
  return row ?? null;
}

export async function deleteExpiredBuckets(db: Database): Promise<void> {
  await db.delete(rateLimitBuckets).where(sql`${rateLimitBuckets.resetAt} <= now()`);
}
