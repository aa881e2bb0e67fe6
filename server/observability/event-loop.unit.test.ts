import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { watchEventLoop } from './event-loop';

/**
 * The watch's timing against Node's timers, without an app: the stall lands exactly where a
 * sampled histogram alone cannot see it.
 */

const INTERVAL_MS = 300;

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function holdLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Nothing else runs.
  }
}

describe('watchEventLoop', () => {
  it('sees a stall that starts in the round of timers in which its check fired', async () => {
    const warnings: object[] = [];
    stop = watchEventLoop(
      { warn: (details) => warnings.push(details) },
      { intervalMs: INTERVAL_MS, warnAtMs: 100 },
    );
    // Same duration, set in the same tick: Node keeps both in one list and runs this timer right
    // after the check, before the sampling timer runs again. A check that read Node's monitor in
    // the next phase, then reset it, forgot this stall (CI on aa9019d).
    setTimeout(() => holdLoop(250), INTERVAL_MS);
    await sleep(INTERVAL_MS * 3);
    expect(warnings).toContainEqual(
      expect.objectContaining({ maxMs: expect.any(Number), intervalMs: INTERVAL_MS }),
    );
    const longest = Math.max(...warnings.map((w) => (w as { maxMs: number }).maxMs));
    expect(longest).toBeGreaterThanOrEqual(250);
  });

  it('sees a stall that starts right after a check has read the interval', async () => {
    const warnings: { maxMs: number }[] = [];
    stop = watchEventLoop(
      { warn: (details) => warnings.push(details as { maxMs: number }) },
      { intervalMs: INTERVAL_MS, warnAtMs: 100 },
    );
    // Queued after the check's work, before the sampler runs again: Node's own monitor, once
    // reset, had no last sample to measure this stall from and never recorded it.
    setTimeout(() => setImmediate(() => holdLoop(250)), INTERVAL_MS);
    await sleep(INTERVAL_MS * 3);
    expect(Math.max(0, ...warnings.map((w) => w.maxMs))).toBeGreaterThanOrEqual(250);
  });

  it('stays silent while the loop is free', async () => {
    const warnings: object[] = [];
    stop = watchEventLoop(
      { warn: (details) => warnings.push(details) },
      { intervalMs: INTERVAL_MS, warnAtMs: 200 },
    );
    await sleep(INTERVAL_MS * 2.5);
    expect(warnings).toEqual([]);
  });
});
