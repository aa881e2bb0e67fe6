import { currentRequestId } from './http/request-context';

export interface GuardLog {
  error(details: object, message: string): void;
  fatal(details: object, message: string): void;
}

export interface ProcessGuards {
  onUnhandledRejection(reason: unknown): void;
  onUncaughtException(error: unknown, origin?: string): void;
}

/**
 * The last line of defence: errors nothing else caught. None should ever arrive here (the
 * robustness tests check that no client behaviour gets this far); when one does, it is logged
 * with the request it came from.
 *
 * - A promise rejected with nobody waiting for it is a piece of work that failed on its own.
 *   The process state is intact, so the server keeps serving.
 * - An uncaught exception may have left any state half-changed, so the server stops taking
 *   requests, finishes the ones in flight and exits with 1, and the supervisor (systemd, a
 *   container runtime, a process manager) starts a clean process.
 */
export function createProcessGuards(
  log: GuardLog,
  shutDown: (reason: string) => void,
): ProcessGuards {
  let fatal = false;
  return {
    onUnhandledRejection(reason) {
      log.error(
        { err: reason, reqId: currentRequestId() },
        'unhandled promise rejection; the server keeps running',
      );
    },
    onUncaughtException(error, origin) {
      log.fatal(
        { err: error, reqId: currentRequestId(), origin },
        fatal
          ? 'uncaught exception while shutting down'
          : 'uncaught exception; shutting down so that a clean process takes over',
      );
      if (fatal) return;
      fatal = true;
      shutDown('uncaughtException');
    },
  };
}

/** Installs the guards on this process; returns a function that removes them. */
export function installProcessGuards(guards: ProcessGuards): () => void {
  const onRejection = (reason: unknown) => guards.onUnhandledRejection(reason);
  const onException = (error: unknown, origin: string) => guards.onUncaughtException(error, origin);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}
