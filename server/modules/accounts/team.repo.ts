import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../contract/agency';
import type { Database } from '../../db/client';
import { adminUsers, invitations } from '../../db/schema';

/** SQL for the team: members (admin_users) and invitations. */

export type InvitationRow = typeof invitations.$inferSelect;
export type MemberRow = typeof adminUsers.$inferSelect;

export async function listMembers(db: Database): Promise<MemberRow[]> {
  return db.select().from(adminUsers).orderBy(asc(adminUsers.createdAt), asc(adminUsers.id));
}

/** Invitations not accepted yet, newest first (expired ones too: the screen marks them). */
export async function listOpenInvitations(db: Database): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(isNull(invitations.acceptedAt))
    .orderBy(sql`${invitations.createdAt} desc`, sql`${invitations.id} desc`);
}

/** Drops the open invitations of an e-mail: a new invitation replaces them. */
export async function deleteOpenInvitations(db: Database, email: string): Promise<void> {
  await db
    .delete(invitations)
    .where(
      and(
        sql`lower(${invitations.email}) = ${email.toLowerCase()}`,
        isNull(invitations.acceptedAt),
      ),
    );
}

/** Drops one invitation if it is still open; false when it is unknown or accepted already. */
export async function deleteOpenInvitation(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export async function insertInvitation(
  db: Database,
  invitation: {
    email: string;
    name: string;
    role: TeamRole;
    tokenHash: string;
    invitedBy: number;
    expiresAt: Date;
  },
): Promise<InvitationRow> {
  const [row] = await db.insert(invitations).values(invitation).returning();
  if (!row) throw new Error('insert into invitations returned no row');
  return row;
}

export async function findInvitationByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<InvitationRow | null> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

/** Marks an invitation used; false when another request used it first (single use under races). */
export async function consumeInvitation(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: at })
    .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

/** The member, locked until the transaction ends. */
export async function lockMember(db: Database, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(adminUsers).where(eq(adminUsers.id, id)).for('update');
  return row ?? null;
}

/**
 * The ids of the active owners, locked: two owners demoting each other at the same moment are
 * served one after the other, so the second sees the first's change.
 */
export async function lockActiveOwnerIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), eq(adminUsers.isActive, true)))
    .orderBy(asc(adminUsers.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateMember(
  db: Database,
  id: number,
  change: { role: TeamRole; isActive: boolean },
): Promise<MemberRow> {
  const [row] = await db
    .update(adminUsers)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(adminUsers.id, id))
    .returning();
  if (!row) throw new Error('update of admin_users returned no row');
  return row;
}
