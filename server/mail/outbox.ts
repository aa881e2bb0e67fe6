import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { MailMessage } from './mailer';
import * as repo from './outbox.repo';

/**
 * The mail outbox: notifications are written to the `mail_outbox` table in the same transaction
 * as what they announce (an enquiry), and a dispatcher sends them from there. A crash therefore
 * loses none: whatever was not sent is sent after a restart.
 *
 * Delivery is at-least-once. A row is deleted only after its send succeeded, so a crash (or a
 * failed delete) between the send and the delete sends that mail again; it never goes unsent.
 *
 * The dispatcher runs right after a commit (`wake()`), at start, and on a timer that picks up
 * retries and rows other instances left behind. Several instances may share one PostgreSQL
 * database: a row is claimed with `FOR UPDATE SKIP LOCKED` and a lease (`claimed_until`), so two
 * instances never send it at the same time, and a row claimed by an instance that died is sent
 * again once the lease runs out. A failed send is retried with exponential backoff; after
 * `maxAttempts` the row is given up (`failed_at`), kept for an operator, and an error names its
 * id. Logs carry row ids and error codes, never addresses or bodies.
 *
 * A mail about an enquiry names it (`enquiry_id`): erasing the enquiry deletes the mail unsent
 * (docs/decisions/021). One being sent at that moment cannot be called back; once its send ends
 * and its row is found gone with its enquiry, `forgetSent` erases the copy it left.
 *
 * Password-reset codes do not come here (they would be stored in plain text): they use the
 * mailer's in-memory queue.
 */

export interface OutboxSettings {
  /** Sends tried before a mail is given up. */
  maxAttempts: number;
  /** Wait before the first retry; doubled for each later one, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a claim protects a row; far above the longest SMTP send (mailer.ts SMTP_TIMEOUTS). */
  leaseMs: number;
  /** How often the timer looks for due mail (retries, rows of instances that died). */
  pollMs: number;
  /** Mails claimed and sent together. */
  batchSize: number;
}

/** 10 attempts over about 3 hours: retries after 30 s, 1, 2, 4, 8, 16, 32 minutes, then hourly. */
export const OUTBOX_SETTINGS: OutboxSettings = {
  maxAttempts: 10,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
  leaseMs: 10 * 60_000,
  pollMs: 15_000,
  batchSize: 5,
};

/** The log calls the dispatcher makes; Fastify's logger fits. */
export interface OutboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailOutboxOptions {
  db: Database;
  /** Hands one mail over (mailer.send); rejects when it could not. */
  send(message: MailMessage): Promise<void>;
  log: OutboxLog;
  settings?: Partial<OutboxSettings>;
  /**
   * No other instance uses this database (PGlite): claims found at start were left by a process
   * that died, and are released at once instead of waiting for their lease to run out.
   */
  soleInstance?: boolean;
  /**
   * Erases what a send left of a mail about these enquiries (the mailer's sent copies), for a
   * mail whose enquiry was erased while it was being sent.
   */
  forgetSent?: (enquiryIds: number[]) => Promise<void>;
  /**
   * An alert mail's address refused for good by its server (permanentRefusal): its alerts stop
   * (alerts.service.ts `stopMail`). Without it, such a mail is retried as any other.
   */
  onAddressRefused?: (alertSubscriberId: number, refusal: MailRefusal) => Promise<void>;
}

export interface MailOutbox {
  /** Stores a mail to send, inside the caller's transaction; call `wake()` after the commit. */
  add(tx: Database, message: MailMessage): Promise<void>;
  /** Several at once, in one statement: add's, for a batch. */
  addMany(tx: Database, messages: readonly MailMessage[]): Promise<void>;
  /** Sends what is due, now, in the background. */
  wake(): void;
  /** The first dispatch (mail left by an earlier run) and the timer for retries. */
  start(): void;
  /** Resolves when no dispatch is running: every due mail was sent, failed or is claimed elsewhere. */
  whenIdle(): Promise<void>;
  /** Stops the timer and waits for the sends in progress; rows not yet claimed wait for next start. */
  close(): Promise<void>;
}

export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { db, log } = options;
  const settings: OutboxSettings = { ...OUTBOX_SETTINGS, ...options.settings };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let wakeAgain = false;
  let releaseClaims = options.soleInstance ?? false;
  let started = false;
  let closed = false;

  function wake(): void {
    if (closed) return;
    if (running) {
      // Whatever was committed after the running dispatch last looked is picked up in one more round.
      wakeAgain = true;
      return;
    }
    running = dispatch().finally(() => {
      running = undefined;
    });
  }

  async function dispatch(): Promise<void> {
    if (releaseClaims) {
      releaseClaims = false;
      try {
        await repo.releaseAllClaims(db);
      } catch (error) {
        log.warn({ err: error }, 'mail outbox: could not release old claims');
      }
    }
    do {
      wakeAgain = false;
      try {
        while (!closed) {
          const rows = await repo.claimDueMail(db, {
            limit: settings.batchSize,
            leaseMs: settings.leaseMs,
            token: randomUUID(),
          });
          await Promise.all(rows.map(sendOne));
          if (rows.length < settings.batchSize) break;
        }
      } catch (error) {
        // The database is away: the timer tries again.
        log.warn({ err: error }, 'mail outbox: could not claim pending mail');
        return;
      }
    } while (wakeAgain && !closed);
  }

  /** Sends one claimed row; never throws. */
  async function sendOne(row: repo.OutboxRow): Promise<void> {
    if (row.attempts > settings.maxAttempts) {
      // Claimed that often with no result recorded: its senders died each time (or the send
      // outlasted the lease). Sending it again could kill this process too.
      await recordFailure(row, 'no result after repeated claims');
      return;
    }
    try {
      await options.send({
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        ...(row.html === null ? {} : { html: row.html }),
        ...(row.enquiryId === null ? {} : { enquiryId: row.enquiryId }),
        ...(row.alertSubscriberId === null ? {} : { alertSubscriberId: row.alertSubscriberId }),
        ...(row.headers === null ? {} : { headers: row.headers }),
      });
    } catch (error) {
      const refusal = row.alertSubscriberId === null ? undefined : permanentRefusal(error);
      if (refusal && options.onAddressRefused) {
        await stopAddress(row, row.alertSubscriberId!, refusal, describeSendError(error));
        return;
      }
      await recordFailure(row, describeSendError(error));
      return;
    }
    try {
      const isDeleted = await repo.deleteOutboxMail(db, row.id);
      if (!isDeleted && row.enquiryId !== null) await forgetIfErased(row.enquiryId);
    } catch (error) {
      // Sent, but still in the table: it is sent again once the claim runs out (at-least-once).
      log.warn({ err: error, outboxId: row.id }, 'mail outbox: sent mail could not be deleted');
    }
  }

  /**
   * The row was gone when its send ended: erased with its enquiry meanwhile (or sent and deleted
   * by another instance whose claim came after ours ran out: then the enquiry is still there).
   */
  async function forgetIfErased(enquiryId: number): Promise<void> {
    if (!options.forgetSent || (await repo.enquiryExists(db, enquiryId))) return;
    await options.forgetSent([enquiryId]);
  }

  /**
   * An alert mail the address's server refused for good: the address receives nothing more
   * (issue 36, item 4) and this mail is dropped, not retried. If that cannot be recorded, the
   * mail is failed as any other and tried again.
   */
  async function stopAddress(
    row: repo.OutboxRow,
    subscriberId: number,
    refusal: MailRefusal,
    reason: string,
  ): Promise<void> {
    try {
      await options.onAddressRefused!(subscriberId, refusal);
      await repo.deleteOutboxMail(db, row.id);
      log.warn(
        { outboxId: row.id, refusal, reason },
        'mail outbox: address refused; alerts stopped',
      );
    } catch (error) {
      log.warn({ err: error, outboxId: row.id }, 'mail outbox: could not stop a refused address');
      await recordFailure(row, reason);
    }
  }

  async function recordFailure(row: repo.OutboxRow, reason: string): Promise<void> {
    const giveUp = row.attempts >= settings.maxAttempts;
    const retryInMs = retryDelayMs(row.attempts, settings);
    try {
      const recorded = await repo.recordFailedSend(db, {
        id: row.id,
        token: row.claimToken ?? '',
        error: reason,
        retryInMs,
        giveUp,
      });
      if (!recorded) return;
    } catch (error) {
      // The claim runs out and the row is tried again.
      log.warn({ err: error, outboxId: row.id }, 'mail outbox: could not record a failed send');
      return;
    }
    const details = { outboxId: row.id, attempts: row.attempts, reason };
    if (giveUp) {
      log.error(details, `mail outbox: gave up on a mail after ${row.attempts} attempts`);
    } else {
      log.warn({ ...details, retryInMs }, 'mail outbox: send failed; will retry');
    }
  }

  return {
    async add(tx, message) {
      await repo.insertOutboxMail(tx, toRow(message));
    },
    async addMany(tx, messages) {
      await repo.insertOutboxMails(tx, messages.map(toRow));
    },
    wake,
    start() {
      if (started || closed) return;
      started = true;
      timer = setInterval(wake, settings.pollMs);
      timer.unref();
      wake();
    },
    async whenIdle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}

function toRow(message: MailMessage): repo.NewOutboxMail {
  return {
    recipient: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    enquiryId: message.enquiryId ?? null,
    alertSubscriberId: message.alertSubscriberId ?? null,
    headers: message.headers ?? null,
  };
}

/** Why a server refused a mail for good: the address does not exist, or the mail is unwanted. */
export type MailRefusal = 'bounce' | 'complaint';

/**
 * A permanent refusal in an SMTP answer (a 5xx reply to the recipient or the message), or
 * undefined for anything that may pass when tried again (4xx, a lost connection). Enhanced status
 * 5.7.x (RFC 3463: refused by policy, as spam or as unwanted) is a complaint; any other 5xx a bounce.
 */
export function permanentRefusal(error: unknown): MailRefusal | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { responseCode, response } = error as { responseCode?: unknown; response?: unknown };
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599)
    return undefined;
  // 5.5.x: our own conversation was wrong (a command, a syntax), not the address.
  const status = typeof response === 'string' ? /\b5\.(\d{1,3})\.\d{1,3}\b/.exec(response) : null;
  if (status?.[1] === '5') return undefined;
  return status?.[1] === '7' ? 'complaint' : 'bounce';
}

/** The wait before the next try after `attempts` failed ones: doubling from retryBaseMs, capped. */
export function retryDelayMs(
  attempts: number,
  settings: Pick<OutboxSettings, 'retryBaseMs' | 'retryMaxMs'>,
): number {
  const doublings = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(settings.retryBaseMs * 2 ** doublings, settings.retryMaxMs);
}

/**
 * What is stored and logged about a failed send: the error's codes, SMTP status and command
 * (`ESOCKET ECONNREFUSED CONN`, `EENVELOPE 550 RCPT TO`), never its message, which may quote
 * addresses. A part that does not look like a code (no `@`, no `.`) is left out.
 */
export function describeSendError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'unknown error';
  const { code, originalCode, responseCode, command, name } = error as Record<string, unknown>;
  const parts = [code ?? name, originalCode, responseCode, command]
    .map((part) => (typeof part === 'number' ? String(part) : part))
    .filter((part): part is string => typeof part === 'string' && /^[\w -]{1,30}$/.test(part));
  return parts.length > 0 ? parts.join(' ') : 'unknown error';
}
