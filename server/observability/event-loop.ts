import { createHistogram, performance } from 'node:perf_hooks';

/**
 * A warning when the event loop is held (issue 32, item 1): while one piece of work runs, no other
 * request of the process is answered, not even /healthz. A timer samples the loop every 10 ms and
 * keeps the gaps between its runs; every `intervalMs` the longest gap of the interval is read, and
 * one line is logged if it reached `warnAtMs`, with the interval's p99 and longest gap. At most one
 * line per interval, whatever held the loop and how often.
 *
 * The longest gap decides, not the p99: the loop is sampled about 500 times in 5 s, and a single
 * stall of 15 s (one request doing quadratic work) is one sample among them, below the p99. The
 * p99 over time is /metrics' `nodejs_eventloop_lag_p99_seconds` (prom-client's default metrics).
 *
 * Not Node's `monitorEventLoopDelay`: its reset, needed for a figure per interval, also forgets
 * its last sample's time, and a stall that began before the next sample was never recorded (CI on
 * aa9019d: a 350 ms stall right after a check went unseen). Here the check itself counts as a
 * sample: every moment lies in exactly one measured gap.
 */

export interface EventLoopWatchSettings {
  /** How often the gaps are read (and the interval's figures started afresh). */
  intervalMs: number;
  /** A longest gap of this many milliseconds or more is logged at warn. */
  warnAtMs: number;
}

export const EVENT_LOOP_WATCH: EventLoopWatchSettings = { intervalMs: 5_000, warnAtMs: 200 };

/** How often the loop is sampled: finer costs more timers; coarser hides the short stalls. */
const RESOLUTION_MS = 10;

/** Watches the loop until the function returned is called. */
export function watchEventLoop(
  log: { warn(details: object, message: string): void },
  settings: EventLoopWatchSettings = EVENT_LOOP_WATCH,
): () => void {
  // Nanoseconds, as Node's own monitor keeps them; a gap includes the sampling interval.
  const gaps = createHistogram();
  let lastSampleAt = performance.now();
  let longestMs = 0;
  const sampleGap = (): void => {
    const now = performance.now();
    const gapMs = now - lastSampleAt;
    lastSampleAt = now;
    longestMs = Math.max(longestMs, gapMs);
    gaps.record(Math.max(1, Math.round(gapMs * 1e6)));
  };
  const sampler = setInterval(sampleGap, RESOLUTION_MS);
  sampler.unref();
  const check = setInterval(() => {
    // A stall that just ended and that the sampler has not run since is this gap.
    sampleGap();
    if (longestMs >= settings.warnAtMs) {
      log.warn(
        {
          maxMs: Math.round(longestMs),
          p99Ms: Math.round(gaps.percentile(99) / 1e6),
          intervalMs: settings.intervalMs,
        },
        `event loop held for ${Math.round(longestMs)} ms: no request was answered meanwhile`,
      );
    }
    longestMs = 0;
    gaps.reset();
  }, settings.intervalMs);
  check.unref();
  return () => {
    clearInterval(check);
    clearInterval(sampler);
  };
}
