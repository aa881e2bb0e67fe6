import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

/**
 * The event loop's delays (issue 32, item 1): a warning in the app's log when something holds the
 * loop for 200 ms or more, one line per interval at most, and the p99 in /metrics.
 */

const TOKEN = 'metrics-token-for-the-tests-0123';
const INTERVAL_MS = 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    captureLogs: true,
    env: { METRICS_TOKEN: TOKEN },
    eventLoopWatch: { intervalMs: INTERVAL_MS },
  });
});
afterAll(() => t.close());

/** Runs on the loop for `ms` without letting anything else run, as quadratic work would. */
function holdLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Nothing: the point is that nothing else runs.
  }
}

function loopWarnings(): Record<string, unknown>[] {
  return t.logs
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.level === 40 && String(line.msg).startsWith('event loop held'));
}

/** The warnings logged after the first `before`, once `enough` holds for them (or 10 s passed). */
async function warningsOnceLogged(
  before: number,
  enough: (lines: Record<string, unknown>[]) => boolean,
): Promise<Record<string, unknown>[]> {
  const until = performance.now() + 10_000;
  let lines = loopWarnings().slice(before);
  while (!enough(lines) && performance.now() < until) {
    await sleep(50);
    lines = loopWarnings().slice(before);
  }
  return lines;
}

describe('the event loop watch', () => {
  it('warns with the figures when the loop is held', async () => {
    const before = loopWarnings().length;
    // Not a stall of its own: the loop is free a moment before it is held.
    await sleep(50);
    holdLoop(350);
    const held = (line: Record<string, unknown>) => Number(line.maxMs) >= 350;
    // Within the next interval or two; a loaded machine's timers run late.
    const warning = (await warningsOnceLogged(before, (lines) => lines.some(held))).find(held);
    expect(warning).toMatchObject({ p99Ms: expect.any(Number), intervalMs: INTERVAL_MS });
    expect(warning?.msg).toBe(
      `event loop held for ${String(warning?.maxMs)} ms: no request was answered meanwhile`,
    );
  });

  it('writes one line per interval at most, however often the loop is held', async () => {
    const before = loopWarnings().length;
    await sleep(50);
    const started = performance.now();
    for (let stall = 0; stall < 6; stall += 1) {
      holdLoop(250);
      await sleep(10);
    }
    // Six stalls, in fewer intervals.
    expect(performance.now() - started).toBeLessThan(5 * INTERVAL_MS);
    await warningsOnceLogged(before, (lines) => lines.length >= 1);
    await sleep(INTERVAL_MS * 1.5);
    const checks = Math.floor((performance.now() - started) / INTERVAL_MS) + 1;
    const lines = loopWarnings().slice(before);
    expect(lines.length).toBeGreaterThanOrEqual(1);
    expect(lines.length).toBeLessThanOrEqual(checks);
  });

  it('has its p99 and its longest delay since the last scrape in /metrics', async () => {
    holdLoop(120);
    await sleep(30);
    const response = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    const sample = (name: string) =>
      Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(response.body)?.[1]);
    expect(response.body).toContain('# HELP nodejs_eventloop_lag_p99_seconds');
    expect(sample('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    // Since the last scrape: the 120 ms above.
    expect(sample('nodejs_eventloop_lag_max_seconds')).toBeGreaterThanOrEqual(0.12);
  });
});
