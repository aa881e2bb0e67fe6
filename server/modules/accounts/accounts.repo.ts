import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TeamRole } from '../../../contract/agency';
import type { Database } from '../../db/client';
import { adminUsers, authTokens, passwordResetCodes } from '../../db/schema';

/** SQL for admin users, their sign-in tokens and their reset codes. */

export type AdminUserRow = typeof adminUsers.$inferSelect;
export type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<AdminUserRow | null> {
  const [user] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user ?? null;
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminUsers);
  return row?.n ?? 0;
}

export async function insertUser(
  db: Database,
  user: { email: string; name: string; passwordHash: string; role?: TeamRole },
): Promise<AdminUserRow> {
  const [row] = await db.insert(adminUsers).values(user).returning();
  if (!row) throw new Error('insert into admin_users returned no row');
  return row;
}

export async function updatePasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await db
    .update(adminUsers)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(adminUsers.id, userId));
}

export async function insertToken(
  db: Database,
  token: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(token);
}

/** The active user a live (unexpired) token belongs to; a deactivated member's tokens are dead. */
export async function findUserByTokenHash(
  db: Database,
  tokenHash: string,
): Promise<AdminUserRow | null> {
  const [row] = await db
    .select({ user: adminUsers })
    .from(authTokens)
    .innerJoin(adminUsers, eq(adminUsers.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        gt(authTokens.expiresAt, sql`now()`),
        eq(adminUsers.isActive, true),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}

export async function deleteToken(db: Database, tokenHash: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, tokenHash));
}

export async function deleteUserTokens(db: Database, userId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.userId, userId));
}

/** Burns every open code of a user: a new request or a reset makes older codes worthless. */
export async function burnOpenCodes(db: Database, userId: number): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
}

export async function insertResetCode(
  db: Database,
  code: { userId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetCodes).values(code);
}

/** The newest code of a user that is neither used, burned nor expired. */
export async function findOpenCode(db: Database, userId: number): Promise<ResetCodeRow | null> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
    .limit(1);
  return row ?? null;
}

/**
 * Counts one wrong try atomically and burns the code when it reaches the limit.
 * Returns the number of failed tries so far.
 */
export async function recordFailedAttempt(
  db: Database,
  codeId: number,
  maxAttempts: number,
): Promise<number> {
  const [row] = await db
    .update(passwordResetCodes)
    .set({
      failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1`,
      usedAt: sql`case when ${passwordResetCodes.failedAttempts} + 1 >= ${maxAttempts} then now() else ${passwordResetCodes.usedAt} end`,
    })
    .where(eq(passwordResetCodes.id, codeId))
    .returning({ failedAttempts: passwordResetCodes.failedAttempts });
  return row?.failedAttempts ?? maxAttempts;
}

/** Marks a code used; false when another request used it first (single use under races). */
export async function consumeCode(db: Database, codeId: number): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetCodes.id, codeId), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return rows.length === 1;
}
