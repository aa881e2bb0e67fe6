import { alertChange, alertRequest } from '../../../contract/alerts';
import { toFieldErrors } from '../../../contract/errors';
import type { AlertChangeOutcome, AlertOutcome, AlertsSender } from '../../../contract/site';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { countClientHit, type RateLimitRule } from '../rate-limit/rate-limit';
import { ALERTS_LIMIT } from './alerts.routes';
import type { AlertsService } from './alerts.service';

/**
 * The pages' way to saved searches (contract/site.ts, AlertsSender), for one client address:
 * what `/api/alerts/...` does, in its order: the per-client limit first (shared with the API's,
 * for a save and a confirmation), then the API's schema, then the same service. Refusals come
 * back as data (a 404 as null); anything else (the database away) is thrown, as a 500 would be.
 */
export function pageAlerts(
  db: Database,
  service: AlertsService,
  rule: RateLimitRule,
): (client: string) => AlertsSender {
  return (client) => ({
    async save(body): Promise<AlertOutcome> {
      try {
        await countClientHit(db, ALERTS_LIMIT, client, rule);
        const parsed = alertRequest.safeParse(body);
        if (!parsed.success) throw AppError.validation(toFieldErrors(parsed.error));
        await service.save(parsed.data);
        return { saved: true };
      } catch (error) {
        const refusal = refusalOf(error);
        return { saved: false, ...refusal };
      }
    },
    async confirm(token) {
      await countClientHit(db, ALERTS_LIMIT, client, rule).catch(rethrowUnlessRefused);
      return orNullWhenNotFound(() => service.confirm(token));
    },
    list: (token) => orNullWhenNotFound(() => service.list(token)),
    async change(body): Promise<AlertChangeOutcome> {
      try {
        const parsed = alertChange.safeParse(body);
        if (!parsed.success) throw AppError.validation(toFieldErrors(parsed.error));
        return { changed: true, alerts: await service.change(parsed.data) };
      } catch (error) {
        return { changed: false, ...refusalOf(error) };
      }
    },
    remove: (token, alertId) => orNullWhenNotFound(() => service.remove(token, alertId)),
    async leave(token) {
      return (await orNullWhenNotFound(() => service.leave(token).then(() => true))) ?? false;
    },
  });
}

/** A refusal's answer as data; anything that is not a refusal (a 500) is thrown on. */
function refusalOf(error: unknown) {
  if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  return { status: error.statusCode, detail: error.detail, fieldErrors: error.fieldErrors ?? {} };
}

/** A confirmation past the client's limit is not tried: the page says the link did not work. */
function rethrowUnlessRefused(error: unknown): void {
  if (!(error instanceof AppError) || error.statusCode >= 500) throw error;
  throw AppError.notFound(error.detail);
}

async function orNullWhenNotFound<T>(work: () => Promise<T>): Promise<T | null> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}
