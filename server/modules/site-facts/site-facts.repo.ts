import type { Database } from '../../db/client';
import { siteFacts } from '../../db/schema';

/** SQL for the site facts: the one row of `site_facts` (migration 0016). */

export interface SiteFactsRow {
  foundedYear: number;
  clientsServed: number;
}

const columns = { foundedYear: siteFacts.foundedYear, clientsServed: siteFacts.clientsServed };

/** The row, or null on a database that lost it (the migration inserts it). */
export async function readSiteFacts(db: Database): Promise<SiteFactsRow | null> {
  const [row] = await db.select(columns).from(siteFacts).limit(1);
  return row ?? null;
}

/** Writes both figures, inserting the row if it is missing; returns what is stored. */
export async function writeSiteFacts(db: Database, facts: SiteFactsRow): Promise<SiteFactsRow> {
  const [row] = await db
    .insert(siteFacts)
    .values({ singleton: true, ...facts })
    .onConflictDoUpdate({
      target: siteFacts.singleton,
      set: { ...facts, updatedAt: new Date() },
    })
    .returning(columns);
  if (!row) throw new Error('writing the site facts returned no row');
  return row;
}
