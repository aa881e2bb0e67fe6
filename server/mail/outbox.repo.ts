import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enquiries, mailOutbox } from '../db/schema';

/** SQL for the mail outbox: mails waiting to be sent, claimed by one sender at a time. */

export type OutboxRow = typeof mailOutbox.$inferSelect;
export type NewOutboxMail = Pick<
  typeof mailOutbox.$inferInsert,
  'recipient' | 'subject' | 'text' | 'html' | 'enquiryId' | 'alertSubscriberId' | 'headers'
>;

/** Stores a mail to send; pass the transaction that writes what the mail is about. */
export async function insertOutboxMail(db: Database, mail: NewOutboxMail): Promise<number> {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  if (!row) throw new Error('insert into mail_outbox returned no row');
  return row.id;
}

/** Several mails in one statement (an alerts run's batch of addresses). */
export async function insertOutboxMails(db: Database, mails: NewOutboxMail[]): Promise<void> {
  if (mails.length === 0) return;
  // One parameter, the rows as JSON: building a statement of thousands of values costs more.
  const rows = mails.map((mail) => ({
    recipient: mail.recipient,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    enquiry_id: mail.enquiryId ?? null,
    alert_subscriber_id: mail.alertSubscriberId ?? null,
    headers: mail.headers ?? null,
  }));
  await db.execute(sql`insert into mail_outbox
      (recipient, subject, text, html, enquiry_id, alert_subscriber_id, headers)
    select recipient, subject, text, html, enquiry_id, alert_subscriber_id, headers
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as t(recipient text, subject text,
      text text, html text, enquiry_id integer, alert_subscriber_id integer, headers jsonb)`);
}

/**
 * Claims up to `limit` mails that are due and not claimed (or whose claim ran out: their sender
 * died), for `leaseMs`, under `token`; counts the attempt. `FOR UPDATE SKIP LOCKED` lets
 * instances claim at the same moment without waiting on each other, and a row another instance
 * claimed meanwhile fails the lease test when re-checked, so no row goes to two senders.
 */
export async function claimDueMail(
  db: Database,
  { limit, leaseMs, token }: { limit: number; leaseMs: number; token: string },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      claimedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
      claimToken: token,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Removes a mail once it was sent: its body is personal data that nothing needs afterwards. False
 * when the row was already gone.
 */
export async function deleteOutboxMail(db: Database, id: number): Promise<boolean> {
  const rows = await db
    .delete(mailOutbox)
    .where(eq(mailOutbox.id, id))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/** Whether the enquiry a mail is about still exists (it was not erased). */
export async function enquiryExists(db: Database, id: number): Promise<boolean> {
  const rows = await db.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id));
  return rows.length === 1;
}

/**
 * Records a failed send under the claim that made it: the row is released for a retry after
 * `retryInMs`, or given up (`failed_at` set) when `giveUp`. False when the claim was no longer
 * ours (it ran out and another sender took the row), in which case nothing changes.
 */
export async function recordFailedSend(
  db: Database,
  {
    id,
    token,
    error,
    retryInMs,
    giveUp,
  }: { id: number; token: string; error: string; retryInMs: number; giveUp: boolean },
): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({
      claimedUntil: null,
      claimToken: null,
      lastError: error,
      nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})`,
      failedAt: giveUp ? sql`now()` : null,
    })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.claimToken, token)))
    .returning({ id: mailOutbox.id });
  return rows.length === 1;
}

/**
 * Lets go of every claim. Only for a database no other instance uses (PGlite, opened by one
 * process): there, a claim found at start was left by a process that died, and need not be
 * waited out.
 */
export async function releaseAllClaims(db: Database): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ claimedUntil: null, claimToken: null })
    .where(sql`${mailOutbox.claimedUntil} is not null`);
}
