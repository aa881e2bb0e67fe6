/**
 * The refresh of the exchange rates from EXCHANGE_RATES_URL (issue 34, item 5): once soon after
 * start, then every EXCHANGE_RATES_REFRESH_HOURS, in the process that runs the housekeeping (one
 * per deployment: several refreshing at once would only find the rates unchanged). A failure is
 * logged and tried again at the next interval; the rates stay as they were and turn stale after 7
 * days, which Settings flags and the pages' notes say.
 */

export interface RatesRefresher {
  /** One refresh now: whether it changed the stored rates. */
  refresh(): Promise<'changed' | 'unchanged'>;
  start(): void;
  /** Stops the timer, ends a download in progress and waits for it. */
  stop(): Promise<void>;
}

export function createRatesRefresher(options: {
  url: string;
  intervalMs: number;
  /** The service's refreshFrom (exchange-rates.service.ts). */
  refreshFrom: (url: string, signal: AbortSignal) => Promise<'changed' | 'unchanged'>;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
  };
  /** Time from start to the first refresh. */
  firstAfterMs?: number;
}): RatesRefresher {
  let timer: NodeJS.Timeout | undefined;
  let first: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopping = new AbortController();

  const refresh = () =>
    options.refreshFrom(
      options.url,
      AbortSignal.any([stopping.signal, AbortSignal.timeout(30_000)]),
    );

  function run(): void {
    if (running) return;
    running = refresh()
      .then((outcome) => {
        if (outcome === 'changed') options.log.info({}, 'exchange rates refreshed');
      })
      .catch((error: unknown) => {
        if (!stopping.signal.aborted)
          options.log.warn({ err: error }, 'exchange rates refresh failed');
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    refresh,
    start() {
      if (stopping.signal.aborted) stopping = new AbortController();
      // Soon after start, not at it: the start's own work (migrations, the demo) goes first.
      first ??= setTimeout(run, options.firstAfterMs ?? 5_000);
      first.unref();
      timer ??= setInterval(run, options.intervalMs);
      timer.unref();
    },
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      first = undefined;
      timer = undefined;
      stopping.abort();
      await running;
    },
  };
}
