import type { AdminUser } from '../../../contract/accounts';
import {
  type Assignee,
  type Enquiry,
  type EnquiryDetail,
  type EnquiryFilters,
  enquiryMessages,
  type EnquiryNote,
  type EnquiryUpdate,
  pipelineMessages,
  type ValidEnquiry,
} from '../../../contract/enquiries';
import { keralaDate } from '../../../contract/format';
import { formatVisitTime } from '../../../contract/visit-time';
import { type Page, toPage } from '../../../contract/pagination';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { MailMessage } from '../../mail/mailer';
import type { MailOutbox } from '../../mail/outbox';
import { enquiriesReceived } from '../../observability/metrics';
import { enquiriesCsv } from './enquiries-csv';
import { type Actor, asActor } from '../audit/actor';
import type { PrivacyService } from '../privacy/privacy.service';
import * as repo from './enquiries.repo';

export interface EnquiriesDeps {
  db: Database;
  /** The agency's notification goes through the outbox, written with the enquiry. */
  outbox: Pick<MailOutbox, 'add' | 'wake'>;
  /** A deleted enquiry is erased with all that is held about it (server/modules/privacy). */
  privacy: Pick<PrivacyService, 'eraseEnquiry'>;
  site: { name: string; email: string; publicUrl: string };
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a day in Kerala (IST, UTC+5:30 all year). */
function keralaMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The filters as the repository takes them: days become times in Kerala. */
function toCriteria(filters: EnquiryFilters, now: Date): repo.EnquiryCriteria {
  const { from, to } = filters;
  return {
    status: filters.status,
    assignedTo: filters.assigned_to === 'none' ? null : filters.assigned_to,
    propertyId: filters.property,
    q: filters.q,
    createdFrom: from ? (from.length === 10 ? keralaMidnight(from) : new Date(from)) : undefined,
    createdBefore: to ? new Date(keralaMidnight(to).getTime() + DAY_MS) : undefined,
    dueBy: filters.due === 'today' ? keralaDate(now) : undefined,
  };
}

/** What a team member is called on screens and in mails: their name, else their e-mail. */
export function displayName(user: { name: string; email: string }): string {
  return user.name.trim() || user.email;
}

function toNote(row: repo.EnquiryNoteRow): EnquiryNote {
  return {
    id: row.id,
    author_id: row.authorId,
    author_name: row.authorName,
    text: row.text,
    created_at: row.createdAt.toISOString(),
  };
}

function toEnquiry(row: repo.EnquiryRow): Enquiry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    subject: row.subject,
    budget_range: row.budgetRange,
    message: row.message,
    property_type: row.propertyType,
    property: row.propertyId,
    property_title: row.propertyTitle,
    preferred_visit_at: row.preferredVisitAt?.toISOString() ?? null,
    status: row.status,
    assigned_to:
      row.assignedTo === null ? null : { id: row.assignedTo, name: row.assigneeName ?? '' },
    follow_up_on: row.followUpOn,
    notes_count: row.notesCount,
  };
}

/** The assignee's e-mail: who the visitor is, what about, and where to work on it. */
function assignmentMail(
  enquiry: { id: number; name: string; subject: string; propertyTitle: string | null },
  assignee: { email: string; name: string },
  by: AdminUser,
  site: EnquiriesDeps['site'],
): MailMessage {
  const about = enquiry.propertyTitle ?? enquiry.subject;
  return {
    to: assignee.email,
    subject: `Enquiry assigned to you: ${enquiry.name} (${about})`,
    text: [
      `Hello ${displayName(assignee)},`,
      '',
      `${displayName(by)} assigned you an enquiry on ${site.name}.`,
      '',
      `Visitor: ${enquiry.name}`,
      `Listing: ${enquiry.propertyTitle ?? '- (a general enquiry)'}`,
      `Subject: ${enquiry.subject}`,
      '',
      `Open it: ${site.publicUrl}/admin/enquiries/${enquiry.id}`,
    ].join('\n'),
  };
}

/** The agency's e-mail about a new enquiry. */
function enquiryMail(
  input: ValidEnquiry,
  listing: { id: number; title: string } | null,
  site: EnquiriesDeps['site'],
): MailMessage {
  return {
    to: site.email,
    subject: `New enquiry: ${input.subject}${listing ? ` (${listing.title})` : ''}`,
    text: [
      `A visitor sent an enquiry on ${site.name}.`,
      '',
      `Name:          ${input.name}`,
      `E-mail:        ${input.email}`,
      `Phone:         ${input.phone_number}`,
      `Subject:       ${input.subject}`,
      `Property type: ${input.property_type ?? '-'}`,
      `Budget:        ${input.budget_range ?? '-'}`,
      ...(listing
        ? [`Listing:       ${listing.title} (${site.publicUrl}/property/${listing.id})`]
        : []),
      // In India time and the Gulf's: the visitor may be writing from Dubai or Riyadh.
      ...(input.visit_at ? [`Visit:         ${formatVisitTime(input.visit_at)}`] : []),
      '',
      input.message,
      '',
      `All enquiries: ${site.publicUrl}/admin/enquiries`,
    ].join('\n'),
  };
}

export function createEnquiriesService({
  db,
  outbox,
  privacy,
  site,
  now = () => new Date(),
}: EnquiriesDeps) {
  async function detail(id: number): Promise<EnquiryDetail> {
    const [row, notes] = await Promise.all([repo.findEnquiry(db, id), repo.listNotes(db, id)]);
    if (!row) throw AppError.notFound(enquiryMessages.notFound);
    return { ...toEnquiry(row), notes: notes.map(toNote) };
  }

  return {
    /**
     * Stores a visitor's enquiry and tells the agency by e-mail. The enquiry and its mail are
     * written in one transaction, so a crash loses neither alone; the mail is sent after the
     * commit (server/mail/outbox.ts). A filled honeypot marks a bot: it gets the same answer, and
     * nothing is stored or sent.
     */
    async create(input: ValidEnquiry): Promise<void> {
      if (input.website) {
        enquiriesReceived.inc({ outcome: 'honeypot' });
        return;
      }
      const listing = input.property ? await repo.findEnquirableListing(db, input.property) : null;
      if (input.property && !listing) {
        throw AppError.validation({ property: [enquiryMessages.listingNotFound] });
      }
      const notification = enquiryMail(input, listing, site);
      await db.transaction(async (tx) => {
        // Only `tx` in here: on PGlite the outer db waits for this transaction (a deadlock).
        const enquiryId = await repo.insertEnquiry(tx, {
          name: input.name,
          email: input.email,
          phoneNumber: input.phone_number,
          subject: input.subject,
          budgetRange: input.budget_range,
          message: input.message,
          propertyType: input.property_type,
          propertyId: listing?.id ?? null,
          preferredVisitAt: input.visit_at,
        });
        await outbox.add(tx, { ...notification, enquiryId });
      });
      enquiriesReceived.inc({ outcome: 'stored' });
      outbox.wake();
    },

    /** A page of the enquiries matching `filters`, newest first. */
    async list(filters: EnquiryFilters, page: number, pageSize: number): Promise<Page<Enquiry>> {
      const criteria = toCriteria(filters, now());
      const [rows, count, total] = await Promise.all([
        repo.listEnquiries(db, criteria, { limit: pageSize, offset: (page - 1) * pageSize }),
        repo.countEnquiries(db, criteria),
        repo.countEnquiries(db),
      ]);
      return toPage(rows.map(toEnquiry), { count, total }, page, pageSize);
    },

    /** Every enquiry matching `filters` as CSV text (enquiries-csv.ts). */
    async exportCsv(filters: EnquiryFilters): Promise<string> {
      const rows = await repo.listEnquiries(db, toCriteria(filters, now()));
      return enquiriesCsv(rows.map(toEnquiry));
    },

    detail,

    /**
     * Changes status, assignee and follow-up date. Assigning the enquiry to another member of
     * the team writes their e-mail in the same transaction (the outbox sends it after the
     * commit); assigning it to oneself, keeping the assignee or clearing it sends nothing.
     */
    async update(id: number, change: EnquiryUpdate, by: AdminUser): Promise<EnquiryDetail> {
      const sent = await asActor(db, by, async (tx) => {
        const current = await repo.lockEnquiry(tx, id);
        if (!current) throw AppError.notFound(enquiryMessages.notFound);
        let assignee: Assignee | null = null;
        if (change.assigned_to !== undefined && change.assigned_to !== null) {
          assignee = await repo.findActiveAssignee(tx, change.assigned_to);
          if (!assignee) {
            throw AppError.validation({ assigned_to: [pipelineMessages.assigneeUnknown] });
          }
        }
        await repo.updateEnquiry(tx, id, {
          ...(change.status !== undefined ? { status: change.status } : {}),
          ...(change.assigned_to !== undefined ? { assignedTo: change.assigned_to } : {}),
          ...(change.follow_up_on !== undefined ? { followUpOn: change.follow_up_on } : {}),
        });
        if (!assignee || assignee.id === current.assignedTo || assignee.id === by.id) return false;
        const listing = current.propertyId
          ? await repo.findEnquiry(tx, id).then((row) => row?.propertyTitle ?? null)
          : null;
        await outbox.add(tx, {
          ...assignmentMail({ ...current, propertyTitle: listing }, assignee, by, site),
          enquiryId: id,
        });
        return true;
      });
      if (sent) outbox.wake();
      return detail(id);
    },

    /** A note by `author`, who is remembered by name should their account go. */
    async addNote(id: number, text: string, author: AdminUser): Promise<EnquiryNote> {
      const row = await asActor(db, author, async (tx) => {
        // Locked, so a delete at the same moment waits instead of breaking the insert.
        if (!(await repo.lockEnquiry(tx, id))) throw AppError.notFound(enquiryMessages.notFound);
        return repo.insertNote(tx, {
          enquiryId: id,
          authorId: author.id,
          authorName: displayName(author),
          text,
        });
      });
      return toNote(row);
    },

    /** Who an enquiry can be assigned to: the team's active members. */
    async assignees(): Promise<Assignee[]> {
      const rows = await repo.listAssignees(db);
      return rows.map((row) => ({ ...row, name: displayName(row) }));
    },

    /** Deletes an enquiry, and erases it from the audit trail and the mail (decision 021). */
    async remove(id: number, actor: Actor): Promise<void> {
      await privacy.eraseEnquiry(id, actor);
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
