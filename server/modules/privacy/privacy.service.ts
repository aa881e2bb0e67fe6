import { enquiryMessages } from '../../../contract/enquiries';
import {
  ERASURE_LISTED_ENQUIRIES,
  type ErasureCounts,
  type ErasureReport,
  phoneKey,
  type ValidErasureRequest,
} from '../../../contract/privacy';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import {
  findAlertCopies,
  findSentCopies,
  listSentCopies,
  removeSentCopies,
} from '../../mail/sent-copies';
import { alertsHeldFor, eraseAlertAddresses } from '../alerts/alerts.service';
import { type Actor, asActor } from '../audit/actor';
import * as repo from './privacy.repo';

/**
 * Erasure and retention (issue 32, item 5; docs/decisions/021). An enquiry is erased whole: the
 * row and its notes, the personal values of its entries in the audit trail ("(erased)"), its
 * mail waiting in the outbox, and the copies of its sent mail kept on disk. One function does it
 * for the three ways an enquiry goes: a member deletes it, an owner erases everything held about
 * an e-mail address or phone number, or housekeeping erases it ENQUIRY_RETENTION_DAYS after it
 * was closed. The database part is one transaction; the files go after its commit.
 */

export interface PrivacyDeps {
  db: Database;
  /** DATA_DIR/outbox, where the mailer keeps sent mail without SMTP_URL (mail/sent-copies.ts). */
  outboxDir: string;
  /** Closed enquiries are erased this many days after their closing (ENQUIRY_RETENTION_DAYS). */
  retentionDays: number;
  now?: () => Date;
}

/** Who the trail names for an erasure by retention: no member, the schedule. */
export const RETENTION_ACTOR: Actor = { id: null, email: 'housekeeping' };

/** Enquiries erased per transaction by retention: a long backlog goes in short transactions. */
const RETENTION_BATCH = 200;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why an erasure happened, for its entry in the audit trail. */
type ErasureRecord =
  | { reason: 'request'; by: Actor; matchedBy: 'email' | 'phone' }
  | { reason: 'retention'; by: Actor };

/** What an erasure finds: the answer's counts and list, and the files to delete. */
interface Survey {
  counts: ErasureCounts;
  listed: repo.DescribedEnquiry[];
  files: string[];
}

/** What the database holds about some enquiries, before they go. */
interface Held {
  listed: repo.DescribedEnquiry[];
  noteIds: number[];
  counts: Omit<ErasureCounts, 'mails' | 'alerts'> & { waitingMails: number };
}

export function createPrivacyService({
  db,
  outboxDir,
  retentionDays,
  now = () => new Date(),
}: PrivacyDeps) {
  /** What the database holds about these enquiries: the same for a dry run and an erasure. */
  async function heldAbout(tx: Database, ids: number[]): Promise<Held> {
    if (ids.length === 0) {
      return {
        listed: [],
        noteIds: [],
        counts: { enquiries: 0, enquiry_notes: 0, audit_entries: 0, waitingMails: 0 },
      };
    }
    // One after the other: `tx` is a transaction's one connection when an erasure runs.
    const noteIds = await repo.listNoteIds(tx, ids);
    const held = await repo.countHeld(tx, ids, noteIds);
    const listed = await repo.describeEnquiries(tx, ids, ERASURE_LISTED_ENQUIRIES);
    return {
      listed,
      noteIds,
      counts: {
        enquiries: held.enquiries,
        enquiry_notes: held.enquiryNotes,
        audit_entries: held.auditEntries,
        waitingMails: held.mails,
      },
    };
  }

  /** The database's part and the sent copies, as one survey (no alerts: see withAlerts). */
  function surveyOf(held: Held, files: string[]): Survey {
    const { waitingMails, ...counts } = held.counts;
    return {
      counts: { ...counts, mails: waitingMails + files.length, alerts: 0 },
      listed: held.listed,
      files,
    };
  }

  /**
   * The saved searches of an address added to a survey (issue 36): its alerts, its waiting mail
   * and its sent copies. With `erase`, they go (the address's row cascades to both tables).
   */
  async function withAlerts(
    tx: Database,
    survey: Survey,
    email: string | undefined,
    erase: boolean,
  ): Promise<Survey> {
    if (email === undefined) return survey;
    const held = await alertsHeldFor(tx, email);
    if (held.subscriberIds.length === 0) return survey;
    const files = await findAlertCopies(outboxDir, held.subscriberIds);
    if (erase) await eraseAlertAddresses(tx, held.subscriberIds);
    return {
      ...survey,
      counts: {
        ...survey.counts,
        alerts: held.alerts,
        mails: survey.counts.mails + held.waitingMails + files.length,
      },
      files: [...survey.files, ...files],
    };
  }

  /**
   * The one erasure: the enquiries `pick` chooses (locked, inside the transaction) go with all
   * that is held about them. With `actor`, the transaction is theirs: the trail records each
   * deletion (its values erased at once); without, it records only `record`'s entry.
   */
  async function eraseEnquiries(
    pick: (tx: Database) => Promise<number[]>,
    actor: Actor | null,
    record: ErasureRecord | null,
    /** An erasure by address takes its saved searches too. */
    alertsEmail?: string,
  ): Promise<Survey> {
    const work = async (tx: Database): Promise<Survey> => {
      const ids = await pick(tx);
      const held = await heldAbout(tx, ids);
      if (ids.length > 0) {
        await repo.deleteEnquiries(tx, ids);
        await repo.eraseAuditValues(tx, ids, held.noteIds);
      }
      // Looked for once their unsent mail is deleted (locked until the commit): a send that was
      // under way has either written its copy by now, or finds its row gone when it ends and
      // removes the copy itself (mail/outbox.ts). Such a mail, sent at this very moment, may be
      // counted twice (its row and its copy): the counts are told, the erasure is whole.
      const found = await withAlerts(
        tx,
        surveyOf(held, await findSentCopies(outboxDir, ids)),
        alertsEmail,
        true,
      );
      // An owner's request is recorded even when nothing was held; a retention run that found
      // nothing is not.
      if (record && (ids.length > 0 || record.reason === 'request')) {
        await repo.insertErasureEntry(tx, record.by, {
          reason: record.reason,
          ...(record.reason === 'request' ? { matched_by: record.matchedBy } : {}),
          ...found.counts,
        });
      }
      return found;
    };
    // Only `tx` inside: on PGlite the outer db waits for this transaction.
    const erased = actor ? await asActor(db, actor, work) : await db.transaction(work);
    await removeSentCopies(erased.files);
    return erased;
  }

  /** The enquiries of the person a request names: by address (any case), or by phone number. */
  async function enquiriesOf(
    tx: Database,
    request: ValidErasureRequest,
    lock: boolean,
  ): Promise<number[]> {
    if (request.email !== undefined) return repo.findEnquiriesByEmail(tx, request.email, lock);
    const key = request.phone === undefined ? null : phoneKey(request.phone);
    if (key === null) return [];
    const candidates = await repo.findEnquiriesByPhoneEnding(tx, key, lock);
    return candidates.filter((row) => phoneKey(row.phoneNumber) === key).map((row) => row.id);
  }

  function toReport(found: Survey, isDryRun: boolean): ErasureReport {
    return {
      dry_run: isDryRun,
      counts: found.counts,
      enquiries: found.listed.map((row) => ({
        id: row.id,
        created_at: row.createdAt.toISOString(),
        status: row.status,
        property: row.propertyId,
        property_title: row.propertyTitle,
      })),
    };
  }

  /**
   * Sent copies whose enquiry no longer exists: left by a send that ended after its enquiry was
   * erased, or by a removal that failed. Deleted by retention runs.
   */
  async function removeOrphanCopies(): Promise<number> {
    const tagged = await listSentCopies(outboxDir);
    const ids = [...new Set(tagged.map((copy) => copy.enquiryId))];
    const existing = new Set(await repo.existingEnquiries(db, ids));
    const orphans = tagged.filter((copy) => !existing.has(copy.enquiryId));
    await removeSentCopies(orphans.map((copy) => copy.file));
    return orphans.length;
  }

  return {
    /** A member deletes one enquiry: it goes with everything held about it. 404 if there is none. */
    async eraseEnquiry(id: number, by: Actor): Promise<void> {
      const erased = await eraseEnquiries((tx) => repo.lockEnquiries(tx, [id]), by, null);
      if (erased.counts.enquiries === 0) throw AppError.notFound(enquiryMessages.notFound);
    },

    /**
     * An owner erases everything held about one e-mail address or phone number, or with
     * `dry_run` sees what that would erase. The trail records the request with its counts, never
     * the address or number.
     */
    async erasePerson(request: ValidErasureRequest, by: Actor): Promise<ErasureReport> {
      if (request.dry_run) {
        const ids = await enquiriesOf(db, request, false);
        const [held, files] = await Promise.all([
          heldAbout(db, ids),
          findSentCopies(outboxDir, ids),
        ]);
        return toReport(await withAlerts(db, surveyOf(held, files), request.email, false), true);
      }
      const matchedBy = request.email !== undefined ? 'email' : 'phone';
      const erased = await eraseEnquiries(
        (tx) => enquiriesOf(tx, request, true),
        by,
        { reason: 'request', by, matchedBy },
        request.email,
      );
      return toReport(erased, false);
    },

    /**
     * Erases the enquiries closed more than `retentionDays` ago, a batch per transaction, and
     * sent copies whose enquiry is gone. Answers how many enquiries and orphaned copies went.
     */
    async eraseExpired(): Promise<{ enquiries: number; orphanedMails: number }> {
      const cutoff = new Date(now().getTime() - retentionDays * DAY_MS);
      let enquiries = 0;
      for (;;) {
        const erased = await eraseEnquiries(
          (tx) => repo.lockClosedBefore(tx, cutoff, RETENTION_BATCH),
          null,
          { reason: 'retention', by: RETENTION_ACTOR },
        );
        enquiries += erased.counts.enquiries;
        if (erased.counts.enquiries < RETENTION_BATCH) break;
      }
      return { enquiries, orphanedMails: await removeOrphanCopies() };
    },
  };
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;
