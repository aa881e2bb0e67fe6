import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Sent mail kept on this machine: without SMTP_URL the mailer writes each message as an `.eml`
 * file in DATA_DIR/outbox (mailer.ts). A mail about an enquiry carries the enquiry's id in its
 * file name (`<time>-<random>.enquiry-<id>.eml`), so erasing the enquiry finds its copies by
 * name, without opening a file (docs/decisions/021). Mail sent over SMTP has left the machine.
 */

const ABOUT_ENQUIRY = /\.enquiry-(\d+)\.eml$/;
const ABOUT_ALERTS = /\.alerts-(\d+)\.eml$/;

/** Whom a sent mail is about, for its erasure: an enquiry, or an address with saved searches. */
export interface MailAbout {
  enquiryId?: number | undefined;
  alertSubscriberId?: number | undefined;
}

/** The file name of a sent mail: the time first, so names sort as they were written. */
export function sentCopyName(stamp: string, random: string, about: MailAbout = {}): string {
  if (about.enquiryId !== undefined) return `${stamp}-${random}.enquiry-${about.enquiryId}.eml`;
  if (about.alertSubscriberId !== undefined) {
    return `${stamp}-${random}.alerts-${about.alertSubscriberId}.eml`;
  }
  return `${stamp}-${random}.eml`;
}

/** The paths of the sent copies of mail to these alert subscribers (issue 36). */
export async function findAlertCopies(
  outboxDir: string,
  subscriberIds: readonly number[],
): Promise<string[]> {
  if (subscriberIds.length === 0) return [];
  const wanted = new Set(subscriberIds);
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .filter((name) => wanted.has(Number(ABOUT_ALERTS.exec(name)?.[1])))
    .map((name) => path.join(outboxDir, name));
}

/** Every sent copy about an enquiry, with its enquiry (none when the folder does not exist). */
export async function listSentCopies(
  outboxDir: string,
): Promise<{ file: string; enquiryId: number }[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.flatMap((name) => {
    const id = ABOUT_ENQUIRY.exec(name)?.[1];
    return id === undefined ? [] : [{ file: path.join(outboxDir, name), enquiryId: Number(id) }];
  });
}

/** The paths of the sent copies about these enquiries. */
export async function findSentCopies(
  outboxDir: string,
  enquiryIds: readonly number[],
): Promise<string[]> {
  if (enquiryIds.length === 0) return [];
  const wanted = new Set(enquiryIds);
  const copies = await listSentCopies(outboxDir);
  return copies.filter((copy) => wanted.has(copy.enquiryId)).map((copy) => copy.file);
}

/** Deletes these files; one already gone is no error. */
export async function removeSentCopies(files: readonly string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file, { force: true })));
}

/** Deletes the sent copies about these enquiries. */
export async function forgetSentCopies(
  outboxDir: string,
  enquiryIds: readonly number[],
): Promise<void> {
  await removeSentCopies(await findSentCopies(outboxDir, enquiryIds));
}
