import type { FastifyInstance } from 'fastify';
import { buildApp, createLogger, loggerOptions } from './app';
import type { DatabaseHandle } from './db/client';
import { ConfigError, readConfig, type Config } from './env';
import {
  metricsFromPrimary,
  serveClusterMetrics,
  shareMetricsWithPrimary,
} from './observability/cluster-metrics';
import { createProcessGuards, installProcessGuards } from './process-guards';
import { loadedReactBuild } from './react-build';
import type { WebSource } from './ssr/ssr.plugin';
import { openConfiguredDatabase, prepareDatabase } from './start';
import {
  prepareInWorker,
  reportWorkerReady,
  superviseWorkers,
  workerPoolSize,
  workerRole,
  workersRefusal,
} from './workers';

/** The advisory lock under which one instance loads the demo content. */
const DEMO_SEED_LOCK_KEY = 7_361_942_019;
/**
 * The first admin is created under a lock too: instances started together with ADMIN_EMAIL would
 * otherwise both insert it, and the second would stop on the unique e-mail.
 */
const ADMIN_BOOTSTRAP_LOCK_KEY = 7_361_942_020;

/** How long SIGTERM waits for requests in flight before giving up. */
const SHUTDOWN_GRACE_MS = 10_000;

function loadConfig(): Config {
  try {
    return readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

export interface Web {
  source: WebSource;
  close?: () => Promise<void>;
}

export interface ServeOptions {
  /**
   * The script a worker runs when WEB_CONCURRENCY asks for several processes (the built
   * dist/server/main.js). Without it (the development server) WEB_CONCURRENCY is ignored.
   */
  workerScript?: string;
  /**
   * Logs for a person at a terminal (pino-pretty, the development server) instead of JSON lines.
   * Applies to the single process only.
   */
  prettyLogs?: boolean;
}

/**
 * Runs Veedu: config, database (migrate, seed), admin bootstrap, listen, and a graceful stop on
 * SIGTERM. `loadWeb` gives the pages: the production build, or Vite in development.
 *
 * With WEB_CONCURRENCY > 1 this process is the primary (server/workers.ts): it has the one-time
 * work done once and starts the workers, each of which comes back here, opens its own database
 * pool, builds the app and listens.
 */
export async function serve(
  loadWeb: () => Promise<Web>,
  options: ServeOptions = {},
): Promise<void> {
  try {
    const config = loadConfig();
    const role = workerRole();
    if (role?.kind === 'prepare') {
      await runPreparation(config);
    } else if (role?.kind === 'serve') {
      await runWorker(config, role.slot, loadWeb);
    } else if (config.webConcurrency > 1 && options.workerScript) {
      await runPrimary(config, options.workerScript);
    } else {
      if (config.webConcurrency > 1) {
        console.warn('WEB_CONCURRENCY is ignored by the development server: one process serves.');
      }
      await run(config, loadWeb, options.prettyLogs ?? false);
    }
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

/** One process does everything (WEB_CONCURRENCY unset or 1). */
async function run(
  config: Config,
  loadWeb: () => Promise<Web>,
  prettyLogs: boolean,
): Promise<void> {
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  const web = await loadWeb();
  const app = await buildApp({
    config,
    database,
    web: web.source,
    logger: loggerOptions(config.logLevel, { pretty: prettyLogs }),
    buildSearchIndexAtStart: true,
  });
  await doOneTimeWork(config, database, app);
  handleShutdown(app, database, web);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      dataDir: config.dataDir,
      mail: app.mailer.destination,
      react: loadedReactBuild(),
    },
    `${config.site.name} is ready at ${config.publicUrl} (React ${loadedReactBuild()} build)`,
  );
}

/**
 * The primary of WEB_CONCURRENCY workers (server/workers.ts): has the one-time work done once,
 * by a process of its own, then forks the workers and looks after them. It opens no database.
 */
async function runPrimary(config: Config, workerScript: string): Promise<void> {
  const refusal = workersRefusal(config);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const log = createLogger(config.logLevel);
  if (!(await prepareInWorker(workerScript, log))) process.exit(1);
  // Whichever worker a scrape of /metrics reaches asks here for the sum of all of them.
  if (config.metricsToken) serveClusterMetrics();

  const workers = config.webConcurrency;
  const supervisor = superviseWorkers({
    workers,
    script: workerScript,
    log,
    graceMs: SHUTDOWN_GRACE_MS,
    onReady({ react, mail }) {
      log.info(
        {
          url: config.publicUrl,
          database: 'postgres',
          dataDir: config.dataDir,
          mail,
          react,
          workers,
          poolSize: workerPoolSize(workers),
        },
        `${config.site.name} is ready at ${config.publicUrl} with ${workers} workers ` +
          `(React ${react} build)`,
      );
    },
  });
  process.on('SIGTERM', () => supervisor.stop('SIGTERM'));
  process.on('SIGINT', () => supervisor.stop('SIGINT'));
  installProcessGuards(createProcessGuards(log, (reason) => supervisor.stop(reason, 1)));
}

/**
 * The one-time work for a primary: migrations, reference data, demo content and the first admin,
 * in a process of its own that exits when it is done (seeding's memory goes with it).
 */
async function runPreparation(config: Config): Promise<void> {
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  // The app without pages, for its logger and services; it never listens.
  const app = await buildApp({ config, database });
  await doOneTimeWork(config, database, app);
  await app.close();
  await database.close();
  // The channel to the primary would keep this process alive.
  process.exit(0);
}

/** One of WEB_CONCURRENCY workers: the database is ready; open a pool, build the app, listen. */
async function runWorker(config: Config, slot: number, loadWeb: () => Promise<Web>) {
  // First thing: from now on this worker answers the primary's requests for its metrics.
  if (config.metricsToken) shareMetricsWithPrimary();
  const database = await openConfiguredDatabase(config, {
    poolSize: workerPoolSize(config.webConcurrency),
  });
  const web = await loadWeb();
  const app = await buildApp({
    config,
    database,
    web: web.source,
    housekeeping: slot === 1,
    buildSearchIndexAtStart: true,
    ...(config.metricsToken ? { metricsSource: metricsFromPrimary() } : {}),
  });
  handleShutdown(app, database, web);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { worker: slot, workers: config.webConcurrency },
    `worker ${slot} of ${config.webConcurrency} listening`,
  );
  reportWorkerReady({ react: loadedReactBuild(), mail: app.mailer.destination });
}

/** Demo content (under a lock: one instance loads it) and the first admin account. */
async function doOneTimeWork(config: Config, database: DatabaseHandle, app: FastifyInstance) {
  if (config.seedDemo) {
    // Only one instance seeds; the others wait, then find listings and do nothing.
    const loaded = await database.exclusive(DEMO_SEED_LOCK_KEY, async () => {
      if (await app.services.properties.hasListings()) return 0;
      // The demo catalogue (demo/: its listings and the code that draws their pictures) is read
      // from disk only now: the production bundle keeps it in demo.js (scripts/build-server.mjs).
      const { seedDemoContent } = await import('../demo/seed-demo');
      return seedDemoContent({
        services: app.services,
        log: app.log,
      });
    });
    if (loaded > 0) await database.analyze();
  }

  const admin = await database.exclusive(ADMIN_BOOTSTRAP_LOCK_KEY, () =>
    app.services.accounts.bootstrapAdmin(config.admin),
  );
  if (admin?.generatedPassword) {
    // Printed once, on purpose: the only way to learn the first admin's password.
    console.log(
      [
        '',
        '  An admin account was created for the back office (/admin/login):',
        `    e-mail:   ${admin.email}`,
        `    password: ${admin.generatedPassword}`,
        '  It is shown only this once. Change it with: npm run admin -- set-password',
        '',
      ].join('\n'),
    );
  } else if (admin) {
    app.log.info({ email: admin.email }, 'admin account created from ADMIN_EMAIL');
  }
}

/** SIGTERM and SIGINT drain and stop the server; so does an uncaught exception (exit 1). */
function handleShutdown(app: FastifyInstance, database: DatabaseHandle, web: Web): void {
  let closing = false;
  /** Stops taking requests, drains, closes; exits 0, or 1 when an error forced the stop. */
  const shutdown = (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app
      .close()
      .then(() => web.close?.())
      .then(() => database.close())
      .then(() => {
        app.log.info(exitCode === 0 ? 'shut down cleanly' : 'shut down after an error');
        process.exit(exitCode);
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  installProcessGuards(createProcessGuards(app.log, (reason) => shutdown(reason, 1)));
}
