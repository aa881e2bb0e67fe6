import type { FastifyBaseLogger } from 'fastify';
import type { LeadChannel } from '../../../contract/agency';
import { buildMailHref, buildTelHref, buildWhatsAppUrl } from '../../../contract/contact-hrefs';
import { formatPrice, keralaDate, toTitleCase } from '../../../contract/format';
import { LEAD_MESSAGES, type SiteChatTopic } from '../../../contract/lead-links';
import { listingText, placeNamesIn } from '../../../contract/listing-language';
import { type Language, pathInLanguage } from '../../../contract/languages';
import {
  type LeadCounts,
  type ListingFigures,
  type ListingStats,
  type PerformanceOverview,
  type PerformanceSort,
  STATS_DAYS,
  WEEK_DAYS,
} from '../../../contract/listing-stats';
import type { Property } from '../../../contract/properties';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import { parseJsonBytes } from '../../lib/json-bytes';
import type { PropertiesService } from '../properties/properties.service';
import { isWithinLimit, type RateLimitRule } from '../rate-limit/rate-limit';
import * as repo from './leads.repo';
import { isBot, newSalt, visitorHash } from './visitors';

/**
 * Leads (taps on WhatsApp, call and mail through /go/) and listing views, and the figures made of
 * them (issue 15, items 2 and 3; docs/decisions/017). Views are buffered in memory and written in
 * batches, so counting never makes a page wait for the database.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Views wait this long at most before they are written. */
const FLUSH_EVERY_MS = 5_000;
/** Views waiting beyond this many are dropped (a flood, or a database down for long). */
const MAX_PENDING_VIEWS = 50_000;

export interface Visitor {
  ip: string;
  userAgent: string | undefined;
}

export interface SiteContacts {
  phone: string;
  email: string;
  whatsapp: string;
}

export interface LeadsDeps {
  db: Database;
  properties: PropertiesService;
  site: SiteContacts;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => Date;
  flushEveryMs?: number;
}

/** The start of a Kerala day (00:00 IST) as an instant. */
function dayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

function dayBefore(day: string, days: number): string {
  return keralaDate(new Date(dayStart(day).getTime() - days * DAY_MS));
}

const anonymous = { isAdmin: false };

export function createLeadsService(deps: LeadsDeps) {
  const { db, properties, site, publicUrl, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** Today's salt, read once a day per process (every instance reads the same row). */
  let salt: { day: string; value: Promise<string> } | undefined;
  function saltOf(day: string): Promise<string> {
    if (salt?.day === day) return salt.value;
    const value = repo.daySalt(db, day, newSalt());
    // A failed read is tried again by the next caller, not remembered.
    value.catch(() => {
      if (salt?.value === value) salt = undefined;
    });
    salt = { day, value };
    return value;
  }

  /** Views not written yet, by listing, day and visitor (the visitor's hash is made at flush). */
  const pending = new Map<string, { propertyId: number; day: string; visitor: Visitor }>();
  let droppedViews = 0;
  let flushing: Promise<void> | undefined;

  async function writePending(): Promise<void> {
    if (pending.size === 0) return;
    const batch = [...pending.values()];
    pending.clear();
    const rows: repo.ViewRow[] = [];
    for (const view of batch) {
      rows.push({
        propertyId: view.propertyId,
        day: view.day,
        visitorHash: visitorHash(
          await saltOf(view.day),
          view.visitor.ip,
          view.visitor.userAgent ?? '',
        ),
      });
    }
    await repo.insertViews(db, rows);
  }

  function flush(): Promise<void> {
    flushing ??= writePending()
      .catch((error: unknown) => {
        // Lost views are a smaller harm than a failing page: logged, never thrown.
        log.error({ err: error }, 'could not write listing views');
      })
      .finally(() => {
        flushing = undefined;
        if (droppedViews > 0) {
          log.warn({ dropped: droppedViews }, 'listing views dropped: too many waiting');
          droppedViews = 0;
        }
      });
    return flushing;
  }

  let timer: NodeJS.Timeout | undefined;

  async function listing(id: number): Promise<Property | null> {
    try {
      return parseJsonBytes(await properties.get(id, anonymous));
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  }

  function listingHref(channel: LeadChannel, property: Property, language: Language): string {
    const texts = LEAD_MESSAGES[language];
    if (channel === 'call') return buildTelHref(property.phone_number);
    const title = listingText(property.title, property.title_ml, language).text;
    if (channel === 'mail') return buildMailHref(property.email, texts.mailSubject(title));
    const names = placeNamesIn(property.location, language);
    const place = [names.city, names.district, names.state].map(toTitleCase).join(', ');
    const price = `${formatPrice(property.price, language)}${property.property_for === 'rent' ? texts.perMonth : ''}`;
    const url = `${publicUrl}${pathInLanguage(`/property/${property.id}`, language)}`;
    return buildWhatsAppUrl(property.whatsapp_number, texts.listing(title, place, price, url));
  }

  function siteHref(channel: LeadChannel, language: Language, topic: SiteChatTopic): string {
    if (channel === 'call') return buildTelHref(site.phone);
    if (channel === 'mail') return buildMailHref(site.email);
    return buildWhatsAppUrl(site.whatsapp, LEAD_MESSAGES[language].site[topic]);
  }

  return {
    /**
     * Where a tap on `channel` for a listing (or the site, `null`) leads, or null when there is
     * no such public listing (drafts and deleted ones), which must record nothing.
     */
    async handOver(
      channel: LeadChannel,
      propertyId: number | null,
      options: { language: Language; topic: SiteChatTopic },
    ): Promise<string | null> {
      if (propertyId === null) return siteHref(channel, options.language, options.topic);
      const property = await listing(propertyId);
      return property ? listingHref(channel, property, options.language) : null;
    },

    /**
     * Records a tap as a lead (issue 32, item 4), and answers whether it counted: not when a robot
     * or the staff made it, not past `limit` taps of the client's address (counted under the
     * day's salted hash of the address, so the rate-limit table holds no address either), and
     * once per visitor, listing (or the site) and channel a Kerala day, as views are.
     */
    async recordLead(
      lead: {
        channel: LeadChannel;
        propertyId: number | null;
        page: string | null;
        visitor: Visitor;
        isStaff: boolean;
      },
      limit: RateLimitRule,
    ): Promise<boolean> {
      const { visitor } = lead;
      if (lead.isStaff || isBot(visitor.userAgent)) return false;
      const day = keralaDate(now());
      const salt = await saltOf(day);
      const client = visitorHash(salt, visitor.ip, '');
      if (!(await isWithinLimit(db, `lead-taps:${client}`, limit))) return false;
      return repo.insertLead(db, {
        propertyId: lead.propertyId,
        channel: lead.channel,
        page: lead.page,
        visitorHash: visitorHash(salt, visitor.ip, visitor.userAgent ?? ''),
        day,
      });
    },

    /**
     * Counts a view of a listing's page: kept in memory (one per listing, day and visitor) and
     * written with the next flush. Never waits, never throws.
     */
    countView(propertyId: number, visitor: Visitor): void {
      if (isBot(visitor.userAgent)) return;
      const day = keralaDate(now());
      const key = `${propertyId}\n${day}\n${visitor.ip}\n${visitor.userAgent ?? ''}`;
      if (pending.has(key)) return;
      if (pending.size >= MAX_PENDING_VIEWS) {
        droppedViews += 1;
        return;
      }
      pending.set(key, { propertyId, day, visitor });
    },

    /** Writes the views waiting now (tests, shutdown); a failure is logged. */
    flushViews: flush,

    /** Starts writing views every few seconds. */
    start(): void {
      timer ??= setInterval(() => void flush(), deps.flushEveryMs ?? FLUSH_EVERY_MS);
      timer.unref();
    },

    /** Stops the timer and writes what waits. */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flushing;
      await flush();
    },

    /** A listing's last STATS_DAYS days (404 for no listing, drafts included for the admin). */
    async stats(propertyId: number): Promise<ListingStats> {
      await properties.get(propertyId, { isAdmin: true });
      const today = keralaDate(now());
      const firstDay = dayBefore(today, STATS_DAYS - 1);
      const rows = await repo.listingDays(db, propertyId, firstDay, dayStart(firstDay));
      const days = new Map<string, ListingStats['daily'][number]>();
      for (let offset = STATS_DAYS - 1; offset >= 0; offset -= 1) {
        const date = dayBefore(today, offset);
        days.set(date, { date, views: 0, leads: 0, enquiries: 0 });
      }
      const leads: LeadCounts = { whatsapp: 0, call: 0, mail: 0 };
      let views = 0;
      let enquiries = 0;
      for (const row of rows.views) {
        const day = days.get(row.day);
        if (!day) continue;
        day.views += row.count;
        views += row.count;
      }
      for (const row of rows.leads) {
        const day = days.get(row.day);
        if (!day) continue;
        day.leads += row.count;
        leads[row.channel] += row.count;
      }
      for (const row of rows.enquiries) {
        const day = days.get(row.day);
        if (!day) continue;
        day.enquiries += row.count;
        enquiries += row.count;
      }
      return { views, leads, enquiries, daily: [...days.values()] };
    },

    /** Every listing's figure of the last STATS_DAYS days for one sort (listings with none absent). */
    ranking(sort: PerformanceSort): Promise<Map<number, number>> {
      const firstDay = dayBefore(keralaDate(now()), STATS_DAYS - 1);
      return repo.countsByListing(db, sort, firstDay, dayStart(firstDay));
    },

    /** The figures of some listings (a page of the admin list), three grouped queries in all. */
    async figures(ids: readonly number[]): Promise<ListingFigures> {
      const firstDay = dayBefore(keralaDate(now()), STATS_DAYS - 1);
      const since = dayStart(firstDay);
      const [views, leads, enquiries] = await Promise.all(
        (['views', 'leads', 'enquiries'] as const).map((metric) =>
          repo.countsByListing(db, metric, firstDay, since, ids),
        ),
      );
      const figures: ListingFigures = {};
      for (const id of ids) {
        figures[String(id)] = {
          views: views?.get(id) ?? 0,
          leads: leads?.get(id) ?? 0,
          enquiries: enquiries?.get(id) ?? 0,
        };
      }
      return figures;
    },

    /** The dashboard's panel: the last WEEK_DAYS days against the ones before; leads by channel. */
    async overview(): Promise<PerformanceOverview> {
      const today = keralaDate(now());
      const tomorrow = dayBefore(today, -1);
      const weekStart = dayBefore(today, WEEK_DAYS - 1);
      const previousStart = dayBefore(weekStart, WEEK_DAYS);
      const statsStart = dayBefore(today, STATS_DAYS - 1);
      const [week, previous, channels] = await Promise.all([
        repo.siteTotals(db, {
          fromDay: weekStart,
          toDay: tomorrow,
          from: dayStart(weekStart),
          to: dayStart(tomorrow),
        }),
        repo.siteTotals(db, {
          fromDay: previousStart,
          toDay: weekStart,
          from: dayStart(previousStart),
          to: dayStart(weekStart),
        }),
        repo.leadsByChannel(db, dayStart(statsStart)),
      ]);
      const leads: LeadCounts = { whatsapp: 0, call: 0, mail: 0 };
      for (const row of channels) leads[row.channel] = row.count;
      return { week, previous_week: previous, leads, days: WEEK_DAYS };
    },
  };
}

export type LeadsService = ReturnType<typeof createLeadsService>;
