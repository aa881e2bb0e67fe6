import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';

/**
 * Who makes a back-office write, as the audit trail names them: a member, or someone with no
 * account yet (an invited person accepting their invitation: id null).
 */
export interface Actor {
  id: number | null;
  email: string;
}

/** The signed-in member of a request that passed requireAdmin. */
export function actorOf(request: FastifyRequest): Actor {
  const { admin } = request;
  // A route that writes as someone must check who first: a programming error, not a 401.
  if (!admin) throw new Error('actorOf needs requireAdmin before it');
  return { id: admin.id, email: admin.email };
}

/**
 * Runs `work` in one transaction whose writes the audit trail gives to `actor`: the database's
 * triggers (migration 0009) read the actor from settings local to the transaction, so a pooled
 * connection never carries them into another request. `null` says the write is not the back
 * office's (the demo seed, the command line): it runs as it is and is not recorded.
 */
export function asActor<T>(
  db: Database,
  actor: Actor | null,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  if (actor === null) return work(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${actorCondition(actor)}`);
    return work(tx);
  });
}

/**
 * asActor's settings as a condition that is always true, for a write made in one statement: a
 * statement sent alone is its own transaction, so settings made local while its WHERE clause is
 * evaluated hold for the triggers of the rows it changes and end with it. One round trip where
 * asActor takes four (BEGIN, the settings, the write, COMMIT).
 */
export function actorCondition(actor: Actor): SQL {
  return sql`(set_config('veedu.actor_id', ${actor.id === null ? '' : String(actor.id)}, true) is not null and set_config('veedu.actor_email', ${actor.email}, true) is not null)`;
}
