import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { type MailAbout, sentCopyName } from './sent-copies';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The enquiry the mail is about, if any: erasing the enquiry erases the mail too, unsent in the
   * outbox or sent as a file (sent-copies.ts). Never part of the message itself.
   */
  enquiryId?: number;
  /**
   * The alert subscriber the mail is for (issue 36): erasing the address erases the mail too,
   * unsent or sent as a file, as for an enquiry. Never part of the message itself.
   */
  alertSubscriberId?: number;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /**
   * Sends in the background so a reply never waits on (or reveals anything through) the mail
   * server. Held in memory only: a crash loses what is queued. Fit for password-reset codes, which
   * must not be stored in plain text; other notifications go through the outbox (./outbox.ts).
   */
  queue(message: MailMessage): void;
  /** Sends now; rejects when the message could not be handed over, so the caller can retry it. */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every queued message has been sent or has failed (tests, shutdown). */
  whenIdle(): Promise<void>;
  close(): void;
  /** Where messages go, for the start-up log. */
  readonly destination: string;
}

/** The two log calls the mailer makes; Fastify's logger fits. */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: MailLog;
}

/**
 * Bounds on one SMTP conversation (nodemailer waits up to 2 minutes to connect and 10 minutes on
 * a silent socket by default): a send must end well within the outbox's claim on its row
 * (OUTBOX_SETTINGS.leaseMs), or another instance could send the same mail meanwhile. Parameters in
 * SMTP_URL's query string override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * Real mail over SMTP_URL; without it each message is written as an RFC 822 `.eml` file under
 * the outbox folder, readable by any mail client. Bodies are never logged: they carry codes.
 */
export function createMailer(options: MailerOptions): Mailer {
  const pending = new Set<Promise<void>>();
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  async function deliver({ enquiryId, alertSubscriberId, ...message }: MailMessage): Promise<void> {
    const info = await transport.sendMail({ from: options.from, ...message });
    // Not the subject: an enquiry's names the visitor, and a log cannot be erased (decision 021).
    if (options.smtpUrl) {
      options.log.info({ to: message.to }, 'mail sent over SMTP');
      return;
    }
    const file = await writeOutboxFile(options.outboxDir, info.message as Buffer, {
      enquiryId,
      alertSubscriberId,
    });
    options.log.info({ to: message.to, file }, 'mail written to outbox');
  }

  return {
    destination: options.smtpUrl ? 'SMTP' : options.outboxDir,
    send: deliver,
    queue(message) {
      const sending = deliver(message)
        .catch((error: unknown) => {
          options.log.error({ err: error, subject: message.subject }, 'mail could not be sent');
        })
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    async whenIdle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close() {
      transport.close();
    },
  };
}

async function writeOutboxFile(
  outboxDir: string,
  content: Buffer,
  about: MailAbout,
): Promise<string> {
  await mkdir(outboxDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(outboxDir, sentCopyName(stamp, randomBytes(4).toString('hex'), about));
  // Written under a temporary name and renamed, so a reader never sees half a message.
  const temporary = `${file}.tmp`;
  await writeFile(temporary, content, { mode: 0o600 });
  await rename(temporary, file);
  return file;
}
