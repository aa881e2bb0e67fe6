import {
  type AlertFrequency,
  type ListingNewsKind,
  MAX_LISTINGS_PER_ALERT_MAIL,
} from '../../../contract/alerts';
import type { ExchangeRates } from '../../../contract/exchange-rates';
import type { Language } from '../../../contract/languages';
import type { Property } from '../../../contract/properties';
import { describeSavedQuery } from '../../../app/lib/saved-searches';
import type { Database } from '../../db/client';
import { parseJsonBytes } from '../../lib/json-bytes';
import type { MailMessage } from '../../mail/mailer';
import type { MailOutbox } from '../../mail/outbox';
import type { PropertiesService } from '../properties/properties.service';
import { alertNewsMail, alertPagePath, type NewsListing, type NewsSection } from './alert-mails';
import * as repo from './alerts.repo';
import { savedQueryAsSearch } from './alerts.service';

/**
 * The alerts' runs (issue 36, item 3; docs/decisions/029): for one frequency, what came up since
 * each alert's last run, matched, grouped into one mail per address, and queued in the outbox.
 *
 * - News is the listing_news of the versions after the alert's `checked_version` (listings that
 *   became available, prices cut; migration 0023), up to the catalogue version the run read.
 * - Each distinct saved search is matched once, against a small index of the news's listings as
 *   they are now (PropertiesService.matchAmong): a listing hidden, sold or deleted before the run
 *   is not sent, and an alert finds what its listing page would.
 * - One transaction per address: the sends are recorded (a listing goes to an alert once per
 *   reason: the primary key), the mail is added to the outbox and the alerts' position moved on.
 *   A run that dies part-way is run again by the queue and carries on where it stopped; nothing
 *   is sent twice.
 */

export interface AlertSenderDeps {
  db: Database;
  outbox: MailOutbox;
  properties: Pick<PropertiesService, 'matchAmong' | 'findForPages'>;
  rates: () => Promise<ExchangeRates>;
  manageToken: (subscriber: { id: number; email: string }) => Promise<string>;
  site: { name: string; publicUrl: string };
}

export interface AlertRunReport {
  /** Alerts looked at (due: confirmed, active, with news past their position). */
  alerts: number;
  /** Listings with news in the run's window. */
  candidates: number;
  /** Mails queued (one per address with something to tell). */
  mails: number;
  /** Listings told of, summed over the alerts. */
  sends: number;
}

/** A listing an alert is told of, and why. */
interface Told {
  propertyId: number;
  reason: ListingNewsKind;
}

/** The items by their key, each group in the items' order (Map.groupBy needs Node 21). */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/** Addresses whose mails are written in one transaction. */
const ADDRESSES_PER_TRANSACTION = 100;

export function createAlertSender({
  db,
  outbox,
  properties,
  rates,
  manageToken,
  site,
}: AlertSenderDeps) {
  const publicViewer = { isAdmin: false };

  /** The listings told of, as the mail shows them, by id (the public's view: none hidden). */
  async function readListings(ids: readonly number[]): Promise<Map<number, Property>> {
    const found = await properties.findForPages(ids, publicViewer);
    const byId = new Map<number, Property>();
    for (const { id, listing } of found) if (listing) byId.set(id, parseJsonBytes(listing));
    return byId;
  }

  function photoOf(listing: Property): string | null {
    const image = listing.images[0];
    if (!image) return null;
    const jpegs = image.variants
      .filter((variant) => variant.format === 'jpeg')
      .sort((a, b) => a.width - b.width);
    const chosen = jpegs.find((variant) => variant.width >= 480) ?? jpegs.at(-1);
    const url = chosen?.url ?? image.image;
    return /^https?:\/\//.test(url) ? url : `${site.publicUrl}${url}`;
  }

  function toNewsListing(
    listing: Property,
    reason: ListingNewsKind,
    alertId: number,
    language: Language,
  ): NewsListing {
    const { location } = listing;
    const [town, district] =
      language === 'ml'
        ? [location.city_ml ?? location.city, location.district_ml ?? location.district]
        : [location.city, location.district];
    // 'Thrissur', not 'Thrissur, Thrissur': a town named as its district is said once.
    const place = town === district ? town : `${town}, ${district}`;
    return {
      id: listing.id,
      reason,
      title: (language === 'ml' ? listing.title_ml : null) ?? listing.title,
      price: listing.price,
      isRent: listing.property_for === 'rent',
      priceBefore:
        reason === 'price_cut' && listing.price_reduced_by !== null
          ? listing.price + listing.price_reduced_by
          : null,
      place,
      photoUrl: photoOf(listing),
      url: `${site.publicUrl}/alerts/open/${alertId}/${listing.id}`,
    };
  }

  return {
    /** One run of a frequency's alerts; answers what it did. */
    async run(frequency: AlertFrequency, signal?: AbortSignal): Promise<AlertRunReport> {
      const version = await repo.catalogueVersionNow(db);
      const due = await repo.dueAlerts(db, frequency, version);
      const report: AlertRunReport = { alerts: due.length, candidates: 0, mails: 0, sends: 0 };
      if (due.length === 0) return report;
      // Not Math.min(...): a spread of 100,000s of positions overflows the call stack.
      const from = due.reduce((lowest, alert) => Math.min(lowest, alert.checkedVersion), Infinity);
      const news = await repo.newsBetween(db, from, version);
      const candidates = [...new Set(news.map((item) => item.propertyId))];
      report.candidates = candidates.length;

      // Each distinct search once.
      const queries = [...new Set(due.map((alert) => alert.query))];
      const matched = await properties.matchAmong(
        queries.map((query) => savedQueryAsSearch(query)),
        candidates,
      );
      const matchesOf = new Map(queries.map((query, n) => [query, matched[n]!]));

      // What each alert is to be told: its window's news about listings its search finds, one
      // entry per listing (a listing both new and cut in the window is told of as new), newest
      // first. At most MAX_LISTINGS_PER_ALERT_MAIL are told (and recorded); the mail counts the
      // rest and links to the search, which shows them all.
      const toldOf = new Map<number, { items: Told[]; more: number }>();
      // Each search's news once, newest first: what each of its alerts takes the part of that is
      // past its own position.
      const newsOf = groupBy(news, (item) => item.propertyId);
      const newsOfQuery = new Map<string, repo.ListingNews[]>();
      for (const [query, found] of matchesOf) {
        newsOfQuery.set(
          query,
          found.flatMap((id) => newsOf.get(id) ?? []).sort((a, b) => b.version - a.version),
        );
      }
      for (const alert of due) {
        const byListing = new Map<number, ListingNewsKind>();
        for (const item of newsOfQuery.get(alert.query)!) {
          if (item.version <= alert.checkedVersion) break;
          if (byListing.get(item.propertyId) !== 'listed')
            byListing.set(item.propertyId, item.kind);
        }
        if (byListing.size === 0) continue;
        const items = [...byListing].map(([propertyId, reason]) => ({ propertyId, reason }));
        toldOf.set(alert.id, {
          items: items.slice(0, MAX_LISTINGS_PER_ALERT_MAIL),
          more: Math.max(0, items.length - MAX_LISTINGS_PER_ALERT_MAIL),
        });
      }

      // Alerts with nothing to tell only move on.
      await repo.markChecked(
        db,
        due.filter((alert) => !toldOf.has(alert.id)).map((alert) => alert.id),
        version,
      );
      if (toldOf.size === 0) return report;

      const listings = await readListings([
        ...new Set(
          [...toldOf.values()].flatMap((told) => told.items.map((item) => item.propertyId)),
        ),
      ]);
      const exchange = due.some((alert) => alert.currency) ? await rates() : undefined;
      const byAddress = groupBy(
        due.filter((alert) => toldOf.has(alert.id)),
        (alert) => alert.subscriberId,
      );

      // A search in words, once per search and language (a run's alerts share many).
      const labelsKept = new Map<string, string[]>();
      const labelsOf = (query: string, language: Language) => {
        const key = `${language} ${query}`;
        let labels = labelsKept.get(key);
        if (!labels) {
          labels = describeSavedQuery(query, language);
          labelsKept.set(key, labels);
        }
        return labels;
      };

      /** One address's mail, from the sends its run recorded (none: no mail). */
      function mailFor(
        alerts: repo.DueAlert[],
        recorded: Map<number, repo.AlertSend[]>,
        token: string,
      ): MailMessage | undefined {
        const first = alerts[0]!;
        const { language, currency } = first;
        const sections: NewsSection[] = [];
        for (const alert of alerts) {
          const items = recorded.get(alert.id) ?? [];
          if (items.length === 0) continue;
          sections.push({
            labels: labelsOf(alert.query, language),
            searchUrl: `${site.publicUrl}${alertPagePath('listings', language)}${alert.query ? `?${alert.query}` : ''}`,
            listings: items.map((item) =>
              toNewsListing(listings.get(item.propertyId)!, item.reason, alert.id, language),
            ),
            more: toldOf.get(alert.id)!.more,
          });
        }
        if (sections.length === 0) return undefined;
        const mail = alertNewsMail({
          site,
          language,
          sections,
          money:
            currency && exchange
              ? { code: currency, inrPerUnit: exchange[currency].inr_per_unit }
              : null,
          manageUrl: `${site.publicUrl}${alertPagePath('manage', language)}?token=${token}`,
        });
        return {
          to: first.email,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          alertSubscriberId: first.subscriberId,
          headers: {
            'List-Unsubscribe': `<${site.publicUrl}/api/alerts/unsubscribe/?token=${token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        };
      }

      // A batch of addresses a transaction: their sends recorded, their alerts moved on and
      // their mails queued, three statements whatever the batch holds.
      const addresses = [...byAddress.values()];
      for (let start = 0; start < addresses.length; start += ADDRESSES_PER_TRANSACTION) {
        signal?.throwIfAborted();
        const batch = addresses.slice(start, start + ADDRESSES_PER_TRANSACTION);
        // Signed before the transaction: the key's first read must not wait on it (PGlite).
        const tokens = await Promise.all(
          batch.map((alerts) =>
            manageToken({ id: alerts[0]!.subscriberId, email: alerts[0]!.email }),
          ),
        );
        const alertIds = batch.flat().map((alert) => alert.id);
        const sends = alertIds.flatMap((alertId) =>
          toldOf
            .get(alertId)!
            .items.filter((item) => listings.has(item.propertyId))
            .map((item) => ({ alertId, ...item })),
        );
        const queued = await db.transaction(async (tx) => {
          const recorded = groupBy(await repo.recordSends(tx, sends), (send) => send.alertId);
          await repo.markChecked(tx, alertIds, version);
          const mails = batch.flatMap((alerts, n) => mailFor(alerts, recorded, tokens[n]!) ?? []);
          await outbox.addMany(tx, mails);
          return { mails: mails.length, sends: [...recorded.values()].flat().length };
        });
        report.mails += queued.mails;
        report.sends += queued.sends;
        outbox.wake();
      }
      return report;
    },
  };
}

export type AlertSender = ReturnType<typeof createAlertSender>;
