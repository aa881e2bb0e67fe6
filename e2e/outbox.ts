// Each e2e server writes every e-mail as an .eml file under its data directory's outbox
// (no SMTP_URL, design.md section 3). These helpers read them as a mail client would.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { decodeQuotedPrintable } from '../server/testing/mail-text';
import { expect, test } from './fixtures';

export interface OutboxMessage {
  file: string;
  headers: Record<string, string>;
  /** The body, decoded from its transfer encoding. */
  text: string;
}

/** The outbox of the server the running test's project talks to (playwright.config.ts). */
function outboxDir(): string {
  const dataDir = (test.info().project.metadata as { dataDir?: string }).dataDir;
  if (!dataDir)
    throw new Error('the project has no dataDir: run the specs with playwright.config.ts');
  return path.join(dataDir, 'outbox');
}

/** The outbox's file names, newest first (each name starts with the time it was written). */
export async function listOutbox(): Promise<string[]> {
  try {
    const names = await readdir(outboxDir());
    return names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .reverse();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []; // nothing sent yet
    throw error;
  }
}

export async function readOutboxMessage(name: string): Promise<OutboxMessage> {
  const raw = (await readFile(path.join(outboxDir(), name), 'utf8')).replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const headers: Record<string, string> = {};
  // Folded header lines continue with leading white space.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return { file: name, headers, text };
}

/**
 * Waits for a password reset e-mail to `email` that was not in the outbox yet (`seen`: the
 * names listed before asking for it), and answers the 6-digit code written in it.
 */
export async function waitForResetCode(email: string, seen: readonly string[]): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        for (const name of await listOutbox()) {
          if (seen.includes(name)) continue;
          const message = await readOutboxMessage(name);
          const isResetMail =
            message.headers.to?.toLowerCase().includes(email.toLowerCase()) &&
            /password reset code/i.test(message.headers.subject ?? '');
          // The code is the one number of exactly six digits in the text.
          const match = /(?<!\d)(\d{6})(?!\d)/.exec(message.text);
          if (isResetMail && match) {
            code = match[1];
            return true;
          }
        }
        return false;
      },
      { message: `a password reset e-mail to ${email} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  if (!code) throw new Error('unreachable: the poll found a code');
  return code;
}

/** The link of the invitation e-mail to `email` that was not in the outbox before. */
export async function waitForInvitationLink(
  email: string,
  seen: readonly string[],
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        for (const name of await listOutbox()) {
          if (seen.includes(name)) continue;
          const message = await readOutboxMessage(name);
          if (!message.headers.to?.toLowerCase().includes(email)) continue;
          link = /https?:\/\/\S+\/admin\/accept-invite\?token=[\w-]+/.exec(message.text)?.[0];
          if (link) return true;
        }
        return false;
      },
      { message: `an invitation e-mail to ${email} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  if (!link) throw new Error('unreachable: the poll found a link');
  return link;
}

/**
 * The link of the saved search's confirmation e-mail to `email` (issue 36) that was not in the
 * outbox before, with its subject: `/alerts/confirm?token=…`, or `/ml/alerts/confirm?token=…`.
 */
export async function waitForAlertConfirmation(
  email: string,
  seen: readonly string[],
): Promise<{ link: string; subject: string }> {
  let found: { link: string; subject: string } | undefined;
  await expect
    .poll(
      async () => {
        for (const name of await listOutbox()) {
          if (seen.includes(name)) continue;
          const message = await readOutboxMessage(name);
          if (!message.headers.to?.toLowerCase().includes(email.toLowerCase())) continue;
          const link = /https?:\/\/\S+?\/alerts\/confirm\?token=[\w-]+/.exec(
            mailText(message),
          )?.[0];
          if (link) {
            found = { link, subject: decodeMimeWords(message.headers.subject ?? '') };
            return true;
          }
        }
        return false;
      },
      { message: `an alert confirmation e-mail to ${email} in the outbox`, timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll found a link');
  return found;
}

/** Every text part of a message, decoded (a multipart mail's parts each have their encoding). */
export function mailText(message: OutboxMessage): string {
  const boundary = /boundary="?([^";\s]+)"?/i.exec(message.headers['content-type'] ?? '')?.[1];
  if (!boundary) return message.text;
  return message.text
    .split(`--${boundary}`)
    .map((part) => {
      const split = part.indexOf('\n\n');
      if (split === -1) return '';
      const head = part.slice(0, split);
      const body = part.slice(split + 2);
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
      if (encoding === 'base64') {
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      }
      return body;
    })
    .join('\n');
}

/** A header's RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) as text. */
export function decodeMimeWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
