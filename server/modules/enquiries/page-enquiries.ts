import { toFieldErrors } from '../../../contract/errors';
import { enquiryInput } from '../../../contract/enquiries';
import type { EnquiryOutcome, EnquirySender } from '../../../contract/site';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { countClientHit, type RateLimitRule } from '../rate-limit/rate-limit';
import type { EnquiriesService } from './enquiries.service';

/** The name of the enquiries' per-client limit: the API route and the pages' forms share it. */
export const CONTACT_LIMIT = 'contact';

/**
 * The pages' way to send an enquiry (contract/site.ts, EnquirySender), for one client address:
 * exactly what `POST /api/properties/contacts/` does, in its order. The limit is counted first
 * (as the route's preHandler is, before its body is checked), then the body is read by the API's
 * schema, then the same service stores it with its notification. Refusals come back as data;
 * anything else (the database away) is thrown, as it would be a 500 there.
 */
export function pageEnquiries(
  db: Database,
  service: Pick<EnquiriesService, 'create'>,
  rule: RateLimitRule,
): (client: string) => EnquirySender {
  return (client) => ({
    async send(body): Promise<EnquiryOutcome> {
      try {
        await countClientHit(db, CONTACT_LIMIT, client, rule);
        const parsed = enquiryInput.safeParse(body);
        if (!parsed.success) throw AppError.validation(toFieldErrors(parsed.error));
        await service.create(parsed.data);
        return { sent: true };
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
        return {
          sent: false,
          status: error.statusCode,
          detail: error.detail,
          fieldErrors: error.fieldErrors ?? {},
        };
      }
    },
  });
}
