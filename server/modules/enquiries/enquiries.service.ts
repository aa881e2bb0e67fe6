import { type Enquiry, enquiryMessages, type ValidEnquiry } from '../../../contract/enquiries';
import { type Page, toPage } from '../../../contract/pagination';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { MailMessage } from '../../mail/mailer';
import type { MailOutbox } from '../../mail/outbox';
import * as repo from './enquiries.repo';

export interface EnquiriesDeps {
  db: Database;
  /** The agency's notification goes through the outbox, written with the enquiry. */
  outbox: Pick<MailOutbox, 'add' | 'wake'>;
  site: { name: string; email: string; publicUrl: string };
}

function toEnquiry(row: repo.EnquiryRow): Enquiry {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    subject: row.subject,
    budget_range: row.budgetRange,
    message: row.message,
    property_type: row.propertyType,
    property: row.propertyId,
    property_title: row.propertyTitle,
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
      '',
      input.message,
      '',
      `All enquiries: ${site.publicUrl}/admin/enquiries`,
    ].join('\n'),
  };
}

export function createEnquiriesService({ db, outbox, site }: EnquiriesDeps) {
  return {
    /**
     * Stores a visitor's enquiry and tells the agency by e-mail. The enquiry and its mail are
     * written in one transaction, so a crash loses neither alone; the mail is sent after the
     * commit (server/mail/outbox.ts). A filled honeypot marks a bot: it gets the same answer, and
     * nothing is stored or sent.
     */
    async create(input: ValidEnquiry): Promise<void> {
      if (input.website) return;
      const listing = input.property ? await repo.findEnquirableListing(db, input.property) : null;
      if (input.property && !listing) {
        throw AppError.validation({ property: [enquiryMessages.listingNotFound] });
      }
      const notification = enquiryMail(input, listing, site);
      await db.transaction(async (tx) => {
        // Only `tx` in here: on PGlite the outer db waits for this transaction (a deadlock).
        await repo.insertEnquiry(tx, {
          name: input.name,
          email: input.email,
          phoneNumber: input.phone_number,
          subject: input.subject,
          budgetRange: input.budget_range,
          message: input.message,
          propertyType: input.property_type,
          propertyId: listing?.id ?? null,
        });
        await outbox.add(tx, notification);
      });
      outbox.wake();
    },

    async list(page: number, pageSize: number): Promise<Page<Enquiry>> {
      const [rows, total] = await Promise.all([
        repo.listEnquiries(db, pageSize, (page - 1) * pageSize),
        repo.countEnquiries(db),
      ]);
      return toPage(rows.map(toEnquiry), { count: total, total }, page, pageSize);
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.deleteEnquiry(db, id))) throw AppError.notFound(enquiryMessages.notFound);
    },
  };
}

export type EnquiriesService = ReturnType<typeof createEnquiriesService>;
