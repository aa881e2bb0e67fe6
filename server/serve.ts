import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, readConfig, type Config } from './env';
import { createProcessGuards, installProcessGuards } from './process-guards';
import { loadedReactBuild } from './react-build';
import { seedDemoContent } from './seed/seed-demo';
import type { WebSource } from './ssr/ssr.plugin';
import { openConfiguredDatabase, prepareDatabase } from './start';

/** The advisory lock under which one instance loads the demo content. */
const DEMO_SEED_LOCK_KEY = 7_361_942_019;

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

/**
 * Runs Veedu: config, database (migrate, seed), admin bootstrap, listen, and a graceful stop on
 * SIGTERM. `loadWeb` gives the pages: the production build, or Vite in development.
 */
export async function serve(loadWeb: () => Promise<Web>): Promise<void> {
  try {
    await run(loadWeb);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}

async function run(loadWeb: () => Promise<Web>): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  const web = await loadWeb();
  const app = await buildApp({ config, database, web: web.source });

  if (config.seedDemo) {
    // Only one instance seeds; the others wait, then find listings and do nothing.
    const loaded = await database.exclusive(DEMO_SEED_LOCK_KEY, () =>
      seedDemoContent({
        db: database.db,
        mediaDir: path.join(config.dataDir, 'media'),
        log: app.log,
      }),
    );
    if (loaded > 0) await database.analyze();
  }

  const admin = await app.services.accounts.bootstrapAdmin(config.admin);
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
