import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './env';
import type { CatalogueVersion } from './http/catalogue-version';
import type { Database } from './db/client';
import type { Mailer } from './mail/mailer';
import { createMailOutbox, type MailOutbox } from './mail/outbox';
import { forgetSentCopies } from './mail/sent-copies';
import { createAccountsService } from './modules/accounts/accounts.service';
import { createAlertDemand } from './modules/alerts/alert-demand';
import { createAlertSender } from './modules/alerts/alert-sender';
import { createAlertsService } from './modules/alerts/alerts.service';
import { createAuditService } from './modules/audit/audit.service';
import { createTeamService } from './modules/accounts/team.service';
import { createBannersService } from './modules/banners/banners.service';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createEnquiriesService } from './modules/enquiries/enquiries.service';
import { createImageStore } from './media/image-store';
import { createMedia, type Media } from './media/storage';
import { createLeadsService } from './modules/leads/leads.service';
import { createPrivacyService } from './modules/privacy/privacy.service';
import { defaultRateLimits, type RateLimitRule } from './modules/rate-limit/rate-limit';
import { createPreviewLinksService } from './modules/properties/preview-links.service';
import { createPropertiesService } from './modules/properties/properties.service';
import { createReferenceService } from './modules/reference/reference.service';
import { createShareCardsService } from './modules/share-cards/share-cards.service';
import { createExchangeRatesService } from './modules/exchange-rates/exchange-rates.service';
import { createSiteFactsService } from './modules/site-facts/site-facts.service';

/** Every service, wired once per app; routes and SSR loaders reach them through the app. */
export function createServices(deps: {
  db: Database;
  mailer: Mailer;
  /** Started and closed by the app; without it, one that nothing starts (the command line). */
  outbox?: MailOutbox;
  config: Config;
  log?: FastifyBaseLogger;
  /** Keeps search counts exact across instances (server/http/catalogue-version.ts). */
  catalogueVersion?: CatalogueVersion;
  /** Where uploaded media go; by default the configured one (server/media/storage.ts). */
  media?: Media;
  /** Mails a saved search may send one address per window (rate-limit.ts `alertMailsPerAddress`). */
  alertMailsPerAddress?: RateLimitRule;
}) {
  const { db, mailer, config, log, catalogueVersion } = deps;
  const media = deps.media ?? createMedia(config.media);
  const versionOption = catalogueVersion
    ? { catalogueVersion: () => catalogueVersion.current() }
    : {};
  const outboxDir = path.join(config.dataDir, 'outbox');
  const outbox =
    deps.outbox ??
    createMailOutbox({
      db,
      send: (message) => mailer.send(message),
      log: log ?? silentLog,
      forgetSent: (enquiryIds) => forgetSentCopies(outboxDir, enquiryIds),
    });
  const privacy = createPrivacyService({
    db,
    outboxDir,
    retentionDays: config.enquiryRetentionDays,
  });
  const reference = createReferenceService({ db, ...versionOption });
  const properties = createPropertiesService({
    db,
    images: createImageStore(media, 'properties'),
    reference,
    keptBytes: config.listingsKeptBytes,
    ...versionOption,
  });
  const alertSite = { name: config.site.name, publicUrl: config.publicUrl };
  const alerts = createAlertsService({
    db,
    outbox,
    outboxDir,
    site: alertSite,
    mailsPerAddress: deps.alertMailsPerAddress ?? defaultRateLimits.alertMailsPerAddress,
  });
  const exchangeRates = createExchangeRatesService({ db, ...versionOption });
  return {
    /** Uploaded media: where they are kept and the URLs rows keep (server/media/storage.ts). */
    media,
    accounts: createAccountsService({
      db,
      mailer,
      siteName: config.site.name,
      log: log ?? silentLog,
    }),
    /** The team: invitations, roles, deactivation (server/modules/accounts/team.service.ts). */
    team: createTeamService({
      db,
      mailer,
      siteName: config.site.name,
      publicUrl: config.publicUrl,
    }),
    reference,
    properties,
    /** Links that show a listing's page, draft or not (server/modules/properties/preview-links.*). */
    previewLinks: createPreviewLinksService({ db, properties, publicUrl: config.publicUrl }),
    /** The listings' link-preview images (server/modules/share-cards). */
    shareCards: createShareCardsService({
      properties,
      media: media.storage,
      cacheDir: path.join(config.dataDir, 'share-cards'),
      siteName: config.site.name,
      log: log ?? silentLog,
    }),
    banners: createBannersService({ db, media, ...(log ? { log } : {}) }),
    enquiries: createEnquiriesService({
      db,
      outbox,
      privacy,
      site: { name: config.site.name, email: config.site.email, publicUrl: config.publicUrl },
    }),
    /** Erasing enquiries and what is held about them; retention (server/modules/privacy). */
    privacy,
    /** Saved searches and their mail (server/modules/alerts, issue 36). */
    alerts,
    /** The alerts' runs: what came up, matched and mailed (server/modules/alerts/alert-sender.ts). */
    alertSender: createAlertSender({
      db,
      outbox,
      properties,
      rates: () => exchangeRates.get(),
      manageToken: alerts.manageToken,
      site: alertSite,
    }),
    dashboard: createDashboardService({ db }),
    /** Where saved searches look, against what is listed there (the dashboard's demand card). */
    alertDemand: createAlertDemand({ db }),
    /** The year founded and the clients served, as the pages state them (issue 33, item 8). */
    siteFacts: createSiteFactsService({ db, ...versionOption }),
    /** Rupees per unit of each currency the pages convert prices into (issue 34, item 5). */
    exchangeRates,
    audit: createAuditService({ db }),
    /** Leads through /go/, listing views and the figures made of them (server/modules/leads). */
    leads: createLeadsService({
      db,
      properties,
      site: config.site,
      publicUrl: config.publicUrl,
      log: log ?? silentLog,
    }),
    /** Mail waiting in the database (server/mail/outbox.ts). */
    outbox,
  };
}

const silentLog = { info() {}, warn() {}, error() {} };

export type Services = ReturnType<typeof createServices>;
