import cluster, { type Worker } from 'node:cluster';
import type { Config } from './env';

/**
 * WEB_CONCURRENCY > 1: one primary process and that many workers (node:cluster), all serving the
 * same port. The primary first forks one short-lived process that does the one-time work
 * (server/serve.ts: migrations, reference data, the demo catalogue, the first admin) and exits;
 * it is a process of its own so that what seeding costs (sharp, image buffers: hundreds of MB)
 * is given back instead of staying with the primary for its whole life. Then the primary forks
 * the workers and only supervises: it restarts a worker that dies, and on SIGTERM or SIGINT has
 * every worker drain and waits for them. It opens no database connection and serves no request.
 * The primary accepts the connections and hands each to one worker in turn (node:cluster's
 * round-robin, its default except on Windows).
 *
 * What the workers share lives in PostgreSQL: rate-limit counters (one atomic upsert per hit),
 * the mail outbox (rows claimed with `FOR UPDATE SKIP LOCKED` and a lease), sessions and reset
 * codes. Only the first worker runs the periodic housekeeping (the media sweep, expired
 * tokens, codes, rate-limit windows, preview links and invitations: server/housekeeping). PGlite can be opened by one process only, so workers need DATABASE_URL.
 */

/** Tells a process forked by the primary what it is: `prepare`, or the slot (1..N) it fills. */
const ROLE_VARIABLE = 'VEEDU_WORKER';

/** PostgreSQL connections one process opens when it runs alone (server/db/client.ts). */
export const SINGLE_PROCESS_POOL_SIZE = 10;
/**
 * PostgreSQL connections all workers together open at most (while there are no more workers
 * than that): well under PostgreSQL's default max_connections of 100, leaving room for a second
 * instance, the command line and maintenance.
 */
export const WORKER_CONNECTION_BUDGET = 40;

/**
 * The pool size of each of `workers` workers: the connection budget divided between them, at
 * most what a single process has and at least one. 2 to 4 workers keep 10 each; 8 get 5 each.
 */
export function workerPoolSize(workers: number): number {
  const share = Math.floor(WORKER_CONNECTION_BUDGET / Math.max(workers, 1));
  return Math.min(SINGLE_PROCESS_POOL_SIZE, Math.max(1, share));
}

/** Why this configuration cannot run workers, as one line; undefined when it can. */
export function workersRefusal(config: Pick<Config, 'webConcurrency' | 'databaseUrl'>) {
  if (config.webConcurrency <= 1 || config.databaseUrl) return undefined;
  return (
    `WEB_CONCURRENCY=${config.webConcurrency} needs DATABASE_URL: the embedded database ` +
    '(PGlite) can be opened by one process only. Set DATABASE_URL to a PostgreSQL database, ' +
    'or unset WEB_CONCURRENCY.'
  );
}

export type WorkerRole = { kind: 'prepare' } | { kind: 'serve'; slot: number };

/** What this process was forked for by a primary; undefined in the primary or a lone process. */
export function workerRole(): WorkerRole | undefined {
  if (!cluster.isWorker) return undefined;
  const role = process.env[ROLE_VARIABLE];
  if (role === 'prepare') return { kind: 'prepare' };
  const slot = Number(role);
  return Number.isInteger(slot) && slot >= 1 ? { kind: 'serve', slot } : undefined;
}

/**
 * Forks the process that does the one-time work (the role `prepare`) and waits for its end:
 * true when it finished (exit code 0).
 */
export function prepareInWorker(script: string, log: SupervisorLog): Promise<boolean> {
  cluster.setupPrimary({ exec: script });
  const worker = cluster.fork({ [ROLE_VARIABLE]: 'prepare' });
  worker.on('error', (error) => log.warn({ err: error }, 'preparing process: channel error'));
  return new Promise((resolve) => {
    worker.on('exit', (code, signal) => {
      if (code !== 0) {
        log.error({ workerPid: worker.process.pid, code, signal }, 'preparing the database failed');
      }
      resolve(code === 0);
    });
  });
}

/** What a worker tells the primary once it listens. */
interface ReadyMessage extends WorkerReady {
  type: 'veedu:worker-ready';
}

/** What the ready line of the primary says about the workers. */
export interface WorkerReady {
  /** loadedReactBuild() of the worker (the primary loads no React). */
  react: string;
  /** app.mailer.destination */
  mail: string;
}

/** Tells the primary that this worker listens. */
export function reportWorkerReady(ready: WorkerReady): void {
  const message: ReadyMessage = { type: 'veedu:worker-ready', ...ready };
  process.send?.(message);
}

function isReadyMessage(message: unknown): message is ReadyMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'veedu:worker-ready'
  );
}

/** A worker that lived this long before it died was no crash loop: its back-off starts over. */
export const STABLE_WORKER_MS = 60_000;
const RESTART_BASE_MS = 500;
const RESTART_MAX_MS = 30_000;

/**
 * The wait before a slot's worker is started again, after `crashes` deaths in a row of workers
 * that each lived less than STABLE_WORKER_MS: 0.5 s, doubling to 30 s, so a worker that dies at
 * start does not keep a core busy.
 */
export function restartDelayMs(crashes: number): number {
  const doublings = Math.min(Math.max(crashes - 1, 0), 16);
  return Math.min(RESTART_BASE_MS * 2 ** doublings, RESTART_MAX_MS);
}

/** The log calls the primary makes; Fastify's logger fits. */
export interface SupervisorLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface SupervisorOptions {
  workers: number;
  /** The script each worker runs (dist/server/main.js). */
  script: string;
  log: SupervisorLog;
  /** How long workers get to drain on SIGTERM before they are killed. */
  graceMs: number;
  /** Called once, when every worker listens for the first time. */
  onReady(details: WorkerReady): void;
}

interface Slot {
  worker: Worker | undefined;
  forkedAt: number;
  /** Deaths in a row of workers that lived less than STABLE_WORKER_MS. */
  crashes: number;
  restart: NodeJS.Timeout | undefined;
}

export interface Supervisor {
  /** Has every worker drain and exit, then exits the primary: 0 when all stopped cleanly. */
  stop(reason: string, exitCode?: number): void;
}

/**
 * Forks the workers and looks after them until the primary is told to stop. A worker that exits
 * before every worker was ready the first time stops the whole start (a setting, a port in use:
 * trying again would fail the same way) and the primary exits with 1.
 */
export function superviseWorkers(options: SupervisorOptions): Supervisor {
  const { log } = options;
  cluster.setupPrimary({ exec: options.script });
  const slots = new Map<number, Slot>();
  const ready = new Set<number>();
  let started = false;
  let stopping = false;
  let exitCode = 0;

  function fork(slot: number): void {
    const state = slots.get(slot);
    if (!state || stopping) return;
    state.restart = undefined;
    const worker = cluster.fork({ [ROLE_VARIABLE]: String(slot) });
    state.worker = worker;
    state.forkedAt = Date.now();
    worker.on('message', (message: unknown) => {
      if (!isReadyMessage(message)) return;
      ready.add(slot);
      if (started) {
        log.info({ worker: slot, workerPid: worker.process.pid }, `worker ${slot} is ready again`);
      } else if (ready.size === options.workers) {
        started = true;
        options.onReady({ react: message.react, mail: message.mail });
      }
    });
    // The IPC channel failing is no reason to crash the primary; the exit that follows is handled.
    worker.on('error', (error) => {
      log.warn({ err: error, worker: slot }, 'worker channel error');
    });
    worker.on('exit', (code, signal) => onExit(slot, worker, code, signal));
  }

  function onExit(slot: number, worker: Worker, code: number | null, signal: string | null) {
    const state = slots.get(slot);
    if (!state || state.worker !== worker) return;
    state.worker = undefined;
    ready.delete(slot);
    const details = { worker: slot, workerPid: worker.process.pid, code, signal };
    if (stopping) {
      // Killed by the signal itself: it had not yet installed its handler (still starting), so it
      // had nothing to drain.
      const clean = code === 0 || signal === 'SIGTERM' || signal === 'SIGINT';
      if (!clean) {
        exitCode = 1;
        log.error(details, `worker ${slot} did not shut down cleanly`);
      }
      finishIfDone();
      return;
    }
    if (!started) {
      log.error(details, `worker ${slot} exited while starting; stopping`);
      stop('worker failed to start', 1);
      return;
    }
    const lived = Date.now() - state.forkedAt;
    state.crashes = lived >= STABLE_WORKER_MS ? 1 : state.crashes + 1;
    const delayMs = restartDelayMs(state.crashes);
    const message = `worker ${slot} exited unexpectedly; starting a new one in ${delayMs} ms`;
    if (code === 0) log.warn({ ...details, delayMs }, message);
    else log.error({ ...details, delayMs }, message);
    state.restart = setTimeout(() => fork(slot), delayMs);
  }

  function liveWorkers(): Worker[] {
    return [...slots.values()].flatMap((state) => (state.worker ? [state.worker] : []));
  }

  function finishIfDone(): void {
    if (liveWorkers().length > 0) return;
    log.info(
      { workers: options.workers },
      exitCode === 0 ? 'shut down cleanly' : 'shut down after an error',
    );
    process.exit(exitCode);
  }

  function stop(reason: string, code = 0): void {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const state of slots.values()) clearTimeout(state.restart);
    log.info({ signal: reason }, 'shutting down: workers drain their requests');
    // Each worker drains on SIGTERM (server/serve.ts) and exits by itself within graceMs.
    const workers = liveWorkers();
    for (const worker of workers) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      log.error({}, 'workers did not stop in time; killing them');
      for (const worker of liveWorkers()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, options.graceMs + 5_000);
    force.unref();
    finishIfDone();
  }

  for (let slot = 1; slot <= options.workers; slot += 1) {
    slots.set(slot, { worker: undefined, forkedAt: 0, crashes: 0, restart: undefined });
    fork(slot);
  }
  return { stop };
}
