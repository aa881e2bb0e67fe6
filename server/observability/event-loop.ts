import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * A warning when the event loop is held (issue 32, item 1): while one piece of work runs, no other
 * request of the process is answered, not even /healthz. Node's event-loop delay monitor samples
 * the loop every 10 ms; every `intervalMs` the longest delay of the interval is read, and one line
 * is logged if it reached `warnAtMs`, with the interval's p99 and longest delay. At most one line
 * per interval, whatever held the loop and how often.
 *
 * The longest delay decides, not the p99: the loop is sampled about 500 times in 5 s, and a single
 * stall of 15 s (one request doing quadratic work) is one sample among them, below the p99. The
 * p99 over time is /metrics' `nodejs_eventloop_lag_p99_seconds` (prom-client's default metrics).
 */

export interface EventLoopWatchSettings {
  /** How often the delays are read (and the monitor's histogram started afresh). */
  intervalMs: number;
  /** A longest delay of this many milliseconds or more is logged at warn. */
  warnAtMs: number;
}

export const EVENT_LOOP_WATCH: EventLoopWatchSettings = { intervalMs: 5_000, warnAtMs: 200 };

/** Node's sampling interval: finer costs more timers; coarser hides the short stalls. */
const RESOLUTION_MS = 10;

/** Watches the loop until the function returned is called. */
export function watchEventLoop(
  log: { warn(details: object, message: string): void },
  settings: EventLoopWatchSettings = EVENT_LOOP_WATCH,
): () => void {
  const delays = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delays.enable();
  const report = () => {
    // Nanoseconds; an interval in which the sampling timer never ran has no samples at all.
    const maxMs = delays.count > 0 ? delays.max / 1e6 : 0;
    if (maxMs >= settings.warnAtMs) {
      log.warn(
        {
          maxMs: Math.round(maxMs),
          p99Ms: Math.round(delays.percentile(99) / 1e6),
          intervalMs: settings.intervalMs,
        },
        `event loop held for ${Math.round(maxMs)} ms: no request was answered meanwhile`,
      );
    }
    delays.reset();
  };
  // Read once the timers due now have run: after a stall the sampling timer is due too, and a
  // reset before it records the stall would forget it (a reset also forgets the last sample's
  // time).
  const check = setInterval(() => setImmediate(report), settings.intervalMs);
  check.unref();
  return () => {
    clearInterval(check);
    delays.disable();
  };
}
