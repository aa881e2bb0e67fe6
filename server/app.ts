import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { DatabaseHandle } from './db/client';
import type { Config, TrustProxy } from './env';
import { AppError } from './errors';
import { isClientAbort, VeeduLogController } from './http/client-abort';
import { answerClientError, answerFrameworkError } from './http/client-errors';
import { registerCompression } from './http/compression';
import { createCatalogueVersion } from './http/catalogue-version';
import { loggableError } from './http/error-log';
import { registerInputGuard } from './http/input-guard';
import { registerJsonBodies } from './http/json-body';
import { registerPublicAnswers } from './http/public-answers';
import { PublicCache } from './http/public-cache';
import { createReadGate } from './http/read-gate';
import { currentRequestScope, registerRequestContext } from './http/request-context';
import { trackRunningHandlers } from './http/running-handlers';
import {
  registerRequestTimeouts,
  REQUEST_TIMEOUTS,
  type RequestTimeouts,
} from './http/request-timeouts';
import { registerSecurityHeaders } from './http/security-headers';
import { registerValidation } from './http/validate';
import { createMailer, type Mailer } from './mail/mailer';
import { createMailOutbox, type OutboxSettings } from './mail/outbox';
import { forgetSentCopies } from './mail/sent-copies';
import { registerMediaRoutes } from './media/media.routes';
import { UPLOADS_DIR } from './media/multipart';
import {
  createMediaSweeper,
  MEDIA_SWEEP_SETTINGS,
  type MediaSweepSettings,
} from './media/media-sweep';
import { createMedia } from './media/storage';
import { accountsRoutes } from './modules/accounts/accounts.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { bannersRoutes } from './modules/banners/banners.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { enquiriesRoutes } from './modules/enquiries/enquiries.routes';
import { pageEnquiries } from './modules/enquiries/page-enquiries';
import { pageSignIn } from './modules/accounts/sign-in';
import { listingToolsRoutes } from './modules/properties/listing-tools.routes';
import { goRoutes, performanceRoutes } from './modules/leads/leads.routes';
import { registerViewCounting } from './modules/leads/view-counting';
import { privacyRoutes } from './modules/privacy/privacy.routes';
import { propertiesRoutes } from './modules/properties/properties.routes';
import { referenceRoutes } from './modules/reference/reference.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { shareCardsRoutes } from './modules/share-cards/share-cards.routes';
import { createRatesRefresher } from './modules/exchange-rates/rates-refresh';
import { exchangeRatesRoutes } from './modules/exchange-rates/exchange-rates.routes';
import { siteFactsRoutes } from './modules/site-facts/site-facts.routes';
import { collectRoutes } from './openapi/openapi.document';
import { openApiRoutes } from './openapi/openapi.routes';
import {
  defaultRateLimits,
  type RateLimits,
  scaleRateLimits,
} from './modules/rate-limit/rate-limit';
import { createHousekeeper, type HousekeepingSettings } from './housekeeping/housekeeping';
import { appJobs, JOB } from './jobs/app-jobs';
import { createJobQueue, type JobQueueSettings } from './jobs/job-queue';
import { jobsRoutes } from './jobs/jobs.routes';
import { alertLinkRoutes, alertsRoutes } from './modules/alerts/alerts.routes';
import { pageAlerts } from './modules/alerts/page-alerts';
import {
  type MetricsSource,
  processMetrics,
  registerHttpMetrics,
  registerMetricsRoute,
} from './observability/http-metrics';
import {
  EVENT_LOOP_WATCH,
  type EventLoopWatchSettings,
  watchEventLoop,
} from './observability/event-loop';
import {
  collectProcessMetrics,
  connectionWait,
  watchConnections,
  watchReadGate,
  watchJobQueue,
} from './observability/metrics';
import { REDACTED, redactSecrets } from './observability/log-redaction';
import { logSlowStatement } from './observability/slow-statements';
import { createServices } from './services';
import { createCatalogueJson, createCatalogueReader } from './ssr/catalogue-reader';
import { ssrPlugin, type WebSource } from './ssr/ssr.plugin';

/** Requests that may write a listing. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long after a listing's write its instant alerts run: writes in a burst share one run. */
const INSTANT_ALERTS_AFTER_WRITE_SECONDS = 5;
/**
 * How long closing waits for handlers whose clients left (running-handlers.ts): within the
 * shutdown's 10 s grace (serve.ts), leaving the rest for the jobs and the mail to finish.
 */
const HANDLERS_GRACE_MS = 5_000;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where pages come from; without it only the API, media and health checks are served. */
  web?: WebSource;
  mailer?: Mailer;
  /** Retry and polling times of the mail outbox; tests shorten them. */
  outbox?: Partial<OutboxSettings>;
  /** Grace period of the media sweep. */
  mediaSweep?: Partial<MediaSweepSettings>;
  /**
   * Whether this process runs what is its own machine's: the sweep of the uploads' temporary
   * files (server/housekeeping) and the exchange rates' refresh. True unless several workers
   * share the machine (server/workers.ts): then only the first one does it. The cluster's
   * periodic work (the database's housekeeping, the media sweep) is the job queue's, worked by
   * every process.
   */
  housekeeping?: boolean;
  /** Interval and grace periods of the database's housekeeping; tests shorten them. */
  housekeepingSettings?: Partial<HousekeepingSettings>;
  /** How often the job queue's workers look for jobs; tests shorten it. */
  jobs?: Partial<JobQueueSettings>;
  /**
   * Whether saved searches' alerts run on their schedules and after listing writes (true by
   * default). API tests turn it off and run them by hand (services.alertSender), at their time.
   */
  scheduleAlerts?: boolean;
  /** How often the event loop's delays are checked, and from when one is a warning. */
  eventLoopWatch?: Partial<EventLoopWatchSettings>;
  /**
   * Whether the search index is built as the server starts, /readyz answering 503 until it is
   * (server/serve.ts sets it). Off, the first search builds it, as API tests expect.
   */
  buildSearchIndexAtStart?: boolean;
  rateLimits?: Partial<RateLimits>;
  logger?: FastifyServerOptions['logger'];
  /** How long a client may take to send a request; tests shorten them. */
  timeouts?: Partial<RequestTimeouts>;
  /**
   * What GET /metrics answers when METRICS_TOKEN is set: this process's registry by default; a
   * worker's asks its primary for the whole instance's (server/observability/cluster-metrics.ts).
   */
  metricsSource?: MetricsSource;
}

/** Never written to a log, whatever level: credentials, codes and tokens (design.md section 6). */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'new_password',
  'confirm_password',
  'otp',
  'token',
  '*.password',
  '*.new_password',
  '*.confirm_password',
  '*.otp',
  '*.token',
];

/**
 * The app's logger: JSON lines (what production writes and log collectors read), or with `pretty`
 * lines for a person at a terminal (`npm run dev`; pino-pretty is a development dependency, loaded
 * in a worker thread only then).
 */
export function loggerOptions(
  level: string,
  { pretty = false }: { pretty?: boolean } = {},
): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    // Secrets in URLs (invitation tokens, preview links...), wherever a line holds one.
    hooks: { streamWrite: redactSecrets },
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

/** A logger like the app's, for a process that runs no app (the primary of several workers). */
export function createLogger(level: string): FastifyBaseLogger {
  return Fastify({ logger: loggerOptions(level) }).log;
}

/** Builds the whole HTTP application: API, media, health checks and the server-rendered site. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const timeouts: RequestTimeouts = { ...REQUEST_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    logController: new VeeduLogController(),
    // A client that sends its request too slowly loses the connection (408), so a few slow or
    // hostile clients cannot hold every socket. Body progress is watched in request-timeouts.ts.
    connectionTimeout: timeouts.idleMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: 1_000 },
    // What Node and Fastify answer before any route, and while the app shuts down (the onRequest
    // hook below), in the API's `{"detail"}` shape rather than each in its own.
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    return503OnClosing: false,
  });
  registerRequestTimeouts(app, timeouts);
  registerRequestContext(app);
  const runningHandlers = trackRunningHandlers(app);
  registerJsonBodies(app);
  // Observability (issue 16, item 5): statements slower than SLOW_QUERY_MS are logged; with
  // METRICS_TOKEN set, every answer is counted and timed by its route (before any route is
  // registered), and the waits for a connection and the process's own figures are measured.
  const metricsOn = config.metricsToken !== undefined;
  if (metricsOn) {
    registerHttpMetrics(app);
    collectProcessMetrics();
  }
  const stopObserving = database.observe({
    slowStatementMs: config.slowQueryMs,
    onSlowStatement: (run) => logSlowStatement(app.log, run),
    onConnectionWait: metricsOn ? (seconds) => connectionWait.observe(seconds) : () => {},
  });
  const stopWatching = watchConnections(database);
  // Public answers made a few at a time (server/http/read-gate.ts).
  // With READ_CONCURRENCY=auto, the line opens once the search index holds enough listings.
  const line = config.readGate;
  const readGate = line
    ? createReadGate({
        maxWaiting: line.maxWaiting,
        // One public answer at a time while a back-office write is under way (decision 031).
        whileWriting: 1,
        limit:
          line.fromListings === 0
            ? line.limit
            : () =>
                app.services.properties.searchIndexStats().listings >= line.fromListings
                  ? line.limit
                  : Number.POSITIVE_INFINITY,
      })
    : undefined;
  const stopWatchingGate = readGate ? watchReadGate(readGate) : () => {};

  const outboxDir = path.join(config.dataDir, 'outbox');
  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir, log: app.log });
  // Notifications wait in the database until sent (server/mail/outbox.ts); the sweep removes what
  // interrupted uploads leave under media/ (server/media/media-sweep.ts, a job). Both start when
  // the app is ready, so a restart sends what an earlier run did not and clears what it left.
  const outbox = createMailOutbox({
    db: database.db,
    send: (message) => mailer.send(message),
    log: app.log,
    soleInstance: database.kind === 'pglite',
    forgetSent: (enquiryIds) => forgetSentCopies(outboxDir, enquiryIds),
    // A bounce or a refusal as unwanted stops the address's alerts (issue 36, item 4).
    onAddressRefused: (subscriberId, refusal) =>
      app.services.alerts.stopMail(subscriberId, refusal),
    ...(options.outbox ? { settings: options.outbox } : {}),
  });
  const media = createMedia(config.media);
  // A bucket that cannot be reached or a directory that cannot be written stops the start here,
  // with the storage's own answer, rather than failing each upload later.
  await media.storage.check();
  const mediaSweeper = createMediaSweeper({
    db: database.db,
    storage: media.storage,
    log: app.log,
    ...(options.mediaSweep ? { settings: options.mediaSweep } : {}),
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('mailer', mailer);
  // Read before a kept public answer or a kept search count is used (catalogue-version.ts).
  const catalogueVersion = createCatalogueVersion(
    () => database.readCatalogueVersion(),
    undefined,
    currentRequestScope,
  );
  const rateLimits: RateLimits = {
    ...scaleRateLimits(defaultRateLimits, config.rateLimitFactor),
    ...options.rateLimits,
  };
  app.decorate(
    'services',
    createServices({
      db: database.db,
      mailer,
      outbox,
      config,
      log: app.log,
      catalogueVersion,
      media,
      alertMailsPerAddress: rateLimits.alertMailsPerAddress,
    }),
  );
  // Expired tokens, codes, rate-limit windows, preview links and invitations; raw views of past
  // days rolled up into daily counts; enquiries past their retention (server/modules/privacy).
  const housekeeper = createHousekeeper({
    db: database.db,
    log: app.log,
    uploadsDir: path.join(config.dataDir, UPLOADS_DIR),
    eraseExpired: () => app.services.privacy.eraseExpired(),
    deleteUnconfirmedAlerts: () => app.services.alerts.deleteUnconfirmed(),
    ...(options.housekeepingSettings ? { settings: options.housekeepingSettings } : {}),
  });

  // The cluster's periodic work, on the job queue kept in the database (server/jobs).
  const jobs = createJobQueue({
    store: database.jobStore,
    definitions: appJobs({
      housekeeper,
      mediaSweeper,
      alertSender: app.services.alertSender,
      scheduleAlerts: options.scheduleAlerts ?? true,
      log: app.log,
    }),
    log: app.log,
    ...(options.jobs ? { settings: options.jobs } : {}),
  });
  app.decorate('jobs', jobs);
  // A listing written through the API: instant alerts run a few seconds later rather than at the
  // next minute (the queue keeps one run waiting at most, so a burst of writes makes one run).
  app.addHook('onResponse', async (request, reply) => {
    if (
      options.scheduleAlerts !== false &&
      WRITE_METHODS.has(request.method) &&
      reply.statusCode < 300 &&
      request.url.startsWith('/api/properties/properties/')
    ) {
      jobs
        .send(JOB.alertsInstant, {}, { startAfterSeconds: INSTANT_ALERTS_AFTER_WRITE_SECONDS })
        .catch((error: unknown) =>
          request.log.warn({ err: error }, 'could not queue instant alerts'),
        );
    }
  });
  const stopWatchingJobs = watchJobQueue(jobs);

  // The exchange rates from EXCHANGE_RATES_URL, when it is set (issue 34, item 5).
  const ratesRefresh = config.exchangeRatesRefresh;
  const ratesRefresher =
    ratesRefresh &&
    createRatesRefresher({
      ...ratesRefresh,
      refreshFrom: (url, signal) => app.services.exchangeRates.refreshFrom(url, signal),
      log: app.log,
    });

  let isShuttingDown = false;
  app.addHook('preClose', async () => {
    isShuttingDown = true;
    // A search index being built (seconds at a million listings) is given up, not awaited.
    app.services.properties.stopBuilding();
    // Closing the server closes the keep-alive connections idle at that moment only. One whose
    // answer was still being made (an upload) would stay open once answered, and hold the
    // shutdown until the client let go or the grace period ran out: close those as they idle.
    if (app.server.listening) {
      const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
      reaper.unref();
      app.server.once('close', () => clearInterval(reaper));
    }
  });
  const housekeeping = options.housekeeping ?? true;
  // A request that holds the event loop for 200 ms or more is a warning (observability/event-loop.ts).
  let stopWatchingLoop = () => {};
  // At a million listings the search index takes seconds to build. Built as the server starts,
  // before /readyz lets a load balancer send traffic, no visitor waits for it; a build that failed
  // (the database away a moment) is tried again at the next /readyz, or by the first search.
  let indexBuild: Promise<void> | undefined;
  const buildSearchIndex = () => {
    if (indexBuild || app.services.properties.isSearchIndexBuilt()) return;
    const started = performance.now();
    indexBuild = app.services.properties
      .buildSearchIndex()
      .then(
        () => {
          const { listings } = app.services.properties.searchIndexStats();
          const ms = Math.round(performance.now() - started);
          app.log.info({ listings, ms }, 'search index built');
        },
        (error: unknown) => {
          if (!isShuttingDown) app.log.warn({ err: error }, 'search index not built; will retry');
        },
      )
      .finally(() => {
        indexBuild = undefined;
      });
  };
  app.addHook('onReady', async () => {
    if (options.buildSearchIndexAtStart) buildSearchIndex();
    stopWatchingLoop = watchEventLoop(app.log, { ...EVENT_LOOP_WATCH, ...options.eventLoopWatch });
    outbox.start();
    app.services.leads.start();
    await jobs.start();
    // A restart clears what a crash left in the media folder, once the start is over; instances
    // starting together queue one sweep (a waiting job is not queued twice).
    const { afterStartSeconds } = { ...MEDIA_SWEEP_SETTINGS, ...options.mediaSweep };
    await jobs.send(JOB.mediaSweep, {}, { startAfterSeconds: afterStartSeconds });
    if (housekeeping) {
      housekeeper.start();
      ratesRefresher?.start();
    }
  });
  app.addHook('onClose', async () => {
    // The handlers of clients that left go on; what they use stays open until they end.
    if (!(await runningHandlers.whenIdle(HANDLERS_GRACE_MS))) {
      app.log.warn(
        { running: runningHandlers.count() },
        'closing while route handlers still run (their clients have left)',
      );
    }
    // A job in progress finishes (or, past the grace period, is failed and tried again later).
    await jobs.stop();
    stopWatchingJobs();
    // A send in progress finishes (and its row is deleted); mail not yet claimed waits in the
    // database for the next start.
    await housekeeper.stop();
    await ratesRefresher?.stop();
    // Views still in memory are written before the database goes.
    await app.services.leads.stop();
    await app.services.accounts.whenIdle();
    await outbox.close();
    await mailer.whenIdle();
    if (!options.mailer) mailer.close();
    stopObserving();
    stopWatching();
    stopWatchingGate();
    stopWatchingLoop();
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // A request that arrives on a kept-alive connection while the app drains is not started: the
    // load balancer sends it to another instance.
    if (isShuttingDown) {
      return reply
        .header('connection', 'close')
        .code(503)
        .send({ detail: 'The server is restarting. Please try again in a moment.' });
    }
  });

  registerSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  app.setErrorHandler(handleError);
  // Routes validate their input with the contract's schemas they declare; a 400 comes after
  // authentication, rate limits and the public cache, as it did when handlers parsed it. Before
  // registerPublicAnswers: see validate.ts.
  registerValidation(app);
  // What the public sees: ETags, shared-cache headers and, unless PAGE_CACHE=off, answers kept in
  // memory until the catalogue changes. Before compression, which it does itself for what it keeps.
  const publicCache = config.pageCache ? new PublicCache(config.pageCache.maxBytes) : null;
  app.decorate('publicCache', publicCache);
  registerPublicAnswers(app, {
    cache: publicCache,
    ...(readGate ? { gate: readGate } : {}),
    version: catalogueVersion,
    isStillCurrent: (reads, madeAt, current) =>
      app.services.properties.isStillCurrent(reads, madeAt, current),
  });
  // Pages and API answers are compressed as they leave, at a quick brotli level: on a slow phone
  // network the bytes saved matter far more than the little CPU spent.
  registerCompression(app);
  // Views of listings' pages, counted after each answer leaves (server/modules/leads).
  registerViewCounting(app, app.services.leads);

  app.get('/healthz', async () => ({ status: 'ok' }));
  if (config.metricsToken) {
    registerMetricsRoute(app, {
      token: config.metricsToken,
      source: options.metricsSource ?? processMetrics,
    });
  }
  app.get('/readyz', async (_request, reply) => {
    if (isShuttingDown) return reply.code(503).send({ status: 'shutting down' });
    await database.ping();
    if (options.buildSearchIndexAtStart && !app.services.properties.isSearchIndexBuilt()) {
      buildSearchIndex();
      return reply.code(503).send({ status: 'starting', detail: 'Building the search index.' });
    }
    return { status: 'ready', database: database.kind };
  });

  await app.register(
    async (api) => {
      registerInputGuard(api);
      // Every API route below is described in /api/openapi.json by what it declares.
      const routes = collectRoutes(api);
      await api.register(accountsRoutes, { prefix: '/accounts', rateLimits });
      await api.register(
        async (catalogue) => {
          await catalogue.register(referenceRoutes);
          await catalogue.register(propertiesRoutes);
          await catalogue.register(listingToolsRoutes);
          await catalogue.register(bannersRoutes);
          await catalogue.register(enquiriesRoutes, { rateLimit: rateLimits.contact });
          await catalogue.register(dashboardRoutes);
          await catalogue.register(performanceRoutes);
        },
        { prefix: '/properties' },
      );
      await api.register(auditRoutes);
      await api.register(privacyRoutes);
      await api.register(siteFactsRoutes);
      await api.register(exchangeRatesRoutes);
      await api.register(jobsRoutes);
      await api.register(alertsRoutes, { rateLimit: rateLimits.alerts });
      await api.register(openApiRoutes, { routes });
      // Unknown API paths answer JSON, never the site's 404 page.
      api.all('/*', { schema: { hide: true } }, async () => {
        throw AppError.notFound('Not found.');
      });
    },
    { prefix: '/api' },
  );

  await registerMediaRoutes(app, app.services.media.storage);

  // Before the site's catch-all, which would otherwise render its 404 page for these paths.
  await app.register(seoRoutes);
  await app.register(shareCardsRoutes);
  await app.register(goRoutes, { tapLimit: rateLimits.leadTaps });
  await app.register(alertLinkRoutes);

  if (options.web) {
    const catalogueJson = createCatalogueJson(app.services);
    await app.register(ssrPlugin, {
      source: options.web,
      site: { ...config.site, publicUrl: config.publicUrl },
      catalogue: createCatalogueReader(app.services, catalogueJson),
      catalogueJson,
      enquiries: pageEnquiries(app.db, app.services.enquiries, rateLimits.contact),
      alerts: pageAlerts(app.db, app.services.alerts, rateLimits.alerts),
      signIn: pageSignIn(app.db, app.services.accounts, rateLimits, (error) => {
        app.log.error({ err: error }, 'could not take back a sign-in attempt');
      }),
      mediaOrigin: config.media.publicBase.startsWith('http')
        ? new URL(config.media.publicBase).origin
        : undefined,
      renderThreads: config.renderThreads,
    });
  }
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send({ detail: 'Not found.' });
  });

  return app;
}

/**
 * TRUST_PROXY for Fastify: N hops as a function (Fastify 5.12 ignores a bare number). Hop 0 is
 * the peer of the socket: with N = 1 the client is the address that one proxy saw.
 */
function fastifyTrustProxy(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

function handleError(
  this: FastifyInstance,
  error: FastifyError | AppError,
  request: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[1],
  reply: Parameters<Parameters<FastifyInstance['setErrorHandler']>[0]>[2],
) {
  if (error instanceof AppError) {
    void reply.headers(error.headers).code(error.statusCode);
    return reply.send(error.fieldErrors ?? { detail: error.detail });
  }
  const status = error.statusCode ?? 500;
  if (status < 500) {
    // Fastify's own client errors: bad JSON, body too large, unsupported content type.
    return reply.code(status).send({ detail: error.message });
  }
  if (isClientAbort(error)) {
    // The client left before the answer was ready (media from a bucket): nothing went wrong here.
    request.log.debug(
      { code: (error as NodeJS.ErrnoException).code },
      'request aborted by the client',
    );
    return reply.code(499).send();
  }
  // The error as loggableError describes it: no query parameters, no database message.
  request.log.error({ error: loggableError(error) }, 'request failed');
  return reply.code(500).send({
    detail: `Something went wrong on our side. Please try again later (reference ${request.id}).`,
  });
}
