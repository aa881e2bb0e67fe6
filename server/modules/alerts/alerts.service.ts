import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  type AlertChange,
  type AlertRequest,
  type AlertsOfAddress,
  alertMessages,
  MAX_ALERTS_PER_ADDRESS,
  type SavedAlert,
  UNCONFIRMED_ALERT_DAYS,
} from '../../../contract/alerts';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract/languages';
import { readFactFilters, writeFactFilters } from '../../../contract/listing-fact-filters';
import type { ListingQuery } from '../../../contract/listing-query';
import { filterEntries, readListingSearch } from '../../../contract/listing-search';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { MailOutbox } from '../../mail/outbox';
import { findAlertCopies, removeSentCopies } from '../../mail/sent-copies';
import { accountKey, isWithinLimit, type RateLimitRule } from '../rate-limit/rate-limit';
import { alertMail, type AlertMailKind, alertPagePath } from './alert-mails';
import * as repo from './alerts.repo';

/**
 * Saved searches (issue 36, items 2, 4 and 6; docs/decisions/029). Saving asks for an address and
 * a frequency only; nothing is sent but one confirmation until its link is followed (double
 * opt-in). Every answer to a save is the same, whatever the address holds already, so a save
 * tells nothing about someone else's address: what differs goes into the mail, to the address's
 * owner only.
 *
 * Links: the confirmation link carries a random token whose SHA-256 is stored, used once. The
 * manage link (and the one-click unsubscribe of every alert mail) is signed: `<id>.<HMAC>` with a
 * key the app makes for itself in `app_keys`, over the address, so it needs no stored token,
 * holds across restarts and restores, and dies with the address's erasure.
 */

export interface AlertsDeps {
  db: Database;
  outbox: MailOutbox;
  /** DATA_DIR/outbox: sent mail kept as files without SMTP_URL, erased with the address. */
  outboxDir: string;
  site: { name: string; publicUrl: string };
  /** Confirmation mails an address may receive per window, whoever asks (mail-bombing). */
  mailsPerAddress: RateLimitRule;
  now?: () => Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MANAGE_KEY = 'alerts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A listing page's query string read as the page reads it: its filters, and the facts'. */
function readPageQuery(query: string) {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const { search } = readListingSearch(params, 'listing-page');
  const facts = readFactFilters(
    (name) => params.get(name) ?? undefined,
    () => {},
  );
  return { search, facts };
}

/**
 * The filters of a listing page's query string, in their one written form: the page's own
 * filters and the facts' (issue 34), without the order, the page or the view. A value the page
 * would ignore is left out.
 */
export function normalizeAlertQuery(query: string): string {
  const { search, facts } = readPageQuery(query);
  return new URLSearchParams([
    ...filterEntries(search, 'listing-page'),
    ...writeFactFilters(facts),
  ]).toString();
}

/** A saved query string as the search its listing page makes of it (the alerts' matching). */
export function savedQueryAsSearch(query: string): ListingQuery {
  const { search, facts } = readPageQuery(query);
  return { ...search, ...facts };
}

function toSaved(row: repo.AlertRow): SavedAlert {
  return {
    id: row.id,
    query: row.query,
    frequency: row.frequency,
    language: row.language,
    confirmed: row.confirmedAt !== null,
    paused: row.pausedAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export function createAlertsService({
  db,
  outbox,
  outboxDir,
  site,
  mailsPerAddress,
  now = () => new Date(),
}: AlertsDeps) {
  let manageKey: Promise<Buffer> | undefined;
  /** The signing key, made on first use and kept (a failed read is tried again next time). */
  function key(): Promise<Buffer> {
    manageKey ??= repo
      .appKey(db, MANAGE_KEY, randomBytes(32).toString('hex'))
      .then((hex) => Buffer.from(hex, 'hex'))
      .catch((error: unknown) => {
        manageKey = undefined;
        throw error;
      });
    return manageKey;
  }

  async function signature(subscriber: { id: number; email: string }): Promise<Buffer> {
    return createHmac('sha256', await key())
      .update(`manage:${subscriber.id}:${subscriber.email}`)
      .digest()
      .subarray(0, 24);
  }

  async function manageToken(subscriber: { id: number; email: string }): Promise<string> {
    return `${subscriber.id}.${(await signature(subscriber)).toString('base64url')}`;
  }

  /** The address a manage token was signed for, or a 404 (wrong, altered, or erased since). */
  async function subscriberOf(token: string): Promise<repo.SubscriberRow> {
    const [idText, mac] = token.split('.');
    const id = Number(idText);
    const subscriber =
      Number.isSafeInteger(id) && id > 0 && mac ? await repo.findSubscriber(db, id) : undefined;
    if (subscriber) {
      const expected = await signature(subscriber);
      const given = Buffer.from(mac!, 'base64url');
      if (given.length === expected.length && timingSafeEqual(given, expected)) return subscriber;
    }
    throw AppError.notFound(alertMessages.linkNotFound);
  }

  async function queueMail(
    tx: Database,
    kind: AlertMailKind,
    subscriber: repo.SubscriberRow,
    request: AlertRequest & { query: string },
    confirmToken?: string,
  ): Promise<void> {
    const manage = await manageToken(subscriber);
    const mail = alertMail(kind, {
      site,
      language: request.language,
      query: request.query,
      frequency: request.frequency,
      confirmUrl: confirmToken
        ? `${site.publicUrl}${alertPagePath('confirm', request.language)}?token=${confirmToken}`
        : undefined,
      manageUrl: `${site.publicUrl}${alertPagePath('manage', request.language)}?token=${manage}`,
    });
    await outbox.add(tx, {
      to: subscriber.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      alertSubscriberId: subscriber.id,
    });
  }

  return {
    /** The signed token of an address's manage link (and of its mails' one-click unsubscribe). */
    manageToken,

    /**
     * Saves a search for an address, unconfirmed, and queues its confirmation mail. The same
     * search saved again renews an unconfirmed one (a new link) and tells a confirmed one's
     * owner it is saved already; an address at the cap is told so. Beyond the address's mail
     * budget nothing is saved or sent. The caller answers 202 in every case.
     */
    async save(input: AlertRequest): Promise<void> {
      const email = input.email.trim().toLowerCase();
      const request = { ...input, email, query: normalizeAlertQuery(input.query) };
      const consentPage = input.page ?? alertPagePath('listings', input.language);
      if (!(await isWithinLimit(db, `alertMails:${accountKey(email)}`, mailsPerAddress))) return;
      // Read before the transaction: on PGlite a read on `db` inside it would wait for it.
      await key();
      await db.transaction(async (tx) => {
        const subscriber = await repo.upsertSubscriber(tx, email);
        await repo.lockSubscriber(tx, subscriber.id);
        const alerts = await repo.listAlerts(tx, subscriber.id);
        const same = alerts.find((alert) => alert.query === request.query);
        if (same?.confirmedAt) {
          await queueMail(tx, 'already-saved', subscriber, request);
          return;
        }
        if (!same && alerts.length >= MAX_ALERTS_PER_ADDRESS) {
          await queueMail(tx, 'limit-reached', subscriber, request);
          return;
        }
        const confirmToken = randomBytes(24).toString('base64url');
        const settings = {
          frequency: request.frequency,
          language: request.language,
          currency: request.currency ?? null,
          consentPage,
          confirmTokenHash: hashToken(confirmToken),
        };
        if (same) {
          await repo.renewUnconfirmed(tx, same.id, settings);
        } else {
          await repo.insertAlert(tx, {
            subscriberId: subscriber.id,
            query: request.query,
            ...settings,
          });
        }
        await queueMail(tx, 'confirm', subscriber, request, confirmToken);
      });
      outbox.wake();
    },

    /** Follows a confirmation link: the alert is on, and the address's manage link is answered. */
    async confirm(token: string): Promise<{ alert: SavedAlert; manage_token: string }> {
      const since = new Date(now().getTime() - UNCONFIRMED_ALERT_DAYS * DAY_MS);
      const confirmed = await db.transaction(async (tx) => {
        const alert = await repo.confirmByToken(tx, hashToken(token), since);
        if (alert) {
          await repo.clearStop(tx, alert.subscriberId);
          // News from now on: listings already there when it was confirmed are not news.
          await repo.checkFromNow(tx, alert.id);
        }
        return alert;
      });
      const subscriber = confirmed && (await repo.findSubscriber(db, confirmed.subscriberId));
      if (!confirmed || !subscriber) throw AppError.notFound(alertMessages.linkNotFound);
      return { alert: toSaved(confirmed), manage_token: await manageToken(subscriber) };
    },

    /** The manage link's page: the address and every alert it holds. */
    async list(token: string): Promise<AlertsOfAddress> {
      const subscriber = await subscriberOf(token);
      const alerts = await repo.listAlerts(db, subscriber.id);
      return { email: subscriber.email, alerts: alerts.map(toSaved) };
    },

    /**
     * The language of the address's newest alert, for a page reached by its manage link: English
     * when the link is not valid, or the database cannot say (the page then tells what it finds).
     */
    async languageOf(token: string): Promise<Language> {
      try {
        const alerts = await repo.listAlerts(db, (await subscriberOf(token)).id);
        return alerts.at(-1)?.language ?? DEFAULT_LANGUAGE;
      } catch {
        return DEFAULT_LANGUAGE;
      }
    },

    /** Pauses, resumes or changes how often one alert of the address is sent. */
    async change(change: AlertChange): Promise<AlertsOfAddress> {
      const subscriber = await subscriberOf(change.token);
      const updated = await repo.updateAlert(db, subscriber.id, change.alert_id, change);
      if (!updated) throw AppError.notFound(alertMessages.alertNotFound);
      // Resumed: what came up during the pause is not sent in a heap.
      if (change.paused === false && updated.confirmedAt) await repo.checkFromNow(db, updated.id);
      return this.list(change.token);
    },

    /** Deletes one alert of the address. */
    async remove(token: string, alertId: number): Promise<AlertsOfAddress> {
      const subscriber = await subscriberOf(token);
      if (!(await repo.deleteAlert(db, subscriber.id, alertId))) {
        throw AppError.notFound(alertMessages.alertNotFound);
      }
      return this.list(token);
    },

    /**
     * Leaves: every alert of the address and the address itself, its waiting mail, and the
     * copies of mail sent to it (without SMTP). The one-click unsubscribe of every alert mail.
     */
    async leave(token: string): Promise<void> {
      const subscriber = await subscriberOf(token);
      await this.erase([subscriber.id]);
    },

    /** Erases these addresses everywhere (leaving, or an owner's erasure); answers the alerts. */
    async erase(subscriberIds: readonly number[]): Promise<number> {
      const alerts = await db.transaction((tx) => repo.deleteSubscribers(tx, subscriberIds));
      await removeSentCopies(await findAlertCopies(outboxDir, subscriberIds));
      return alerts;
    },

    /**
     * A listing's link in an alert mail followed: recorded on the send (the first time). Answers
     * the alert's language, for the page it hands over to; English when the alert is gone.
     */
    async openedFromMail(alertId: number, propertyId: number): Promise<Language> {
      return (await repo.recordClick(db, alertId, propertyId)) ?? DEFAULT_LANGUAGE;
    },

    /**
     * The address's server refused an alert mail for good (a bounce, or a refusal as unwanted):
     * nothing more is sent to it until one of its alerts is confirmed again.
     */
    async stopMail(subscriberId: number, reason: 'bounce' | 'complaint'): Promise<void> {
      await repo.stopSubscriber(db, subscriberId, reason);
    },

    /** Housekeeping: alerts never confirmed within UNCONFIRMED_ALERT_DAYS, deleted. */
    async deleteUnconfirmed(): Promise<number> {
      return repo.deleteUnconfirmed(
        db,
        new Date(now().getTime() - UNCONFIRMED_ALERT_DAYS * DAY_MS),
      );
    },
  };
}

export type AlertsService = ReturnType<typeof createAlertsService>;

/**
 * For an erasure by address (server/modules/privacy), inside its transaction: what the address's
 * saved searches hold (its alerts and its waiting mail), and their erasure.
 */
export const alertsHeldFor = repo.heldForAddress;
export const eraseAlertAddresses = repo.deleteSubscribers;
