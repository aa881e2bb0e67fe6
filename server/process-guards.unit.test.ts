import { describe, expect, it } from 'vitest';
import { createProcessGuards } from './process-guards';

function recordingLog() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  return {
    lines,
    error: (details: object, message: string) =>
      lines.push({ level: 'error', details: details as Record<string, unknown>, message }),
    fatal: (details: object, message: string) =>
      lines.push({ level: 'fatal', details: details as Record<string, unknown>, message }),
  };
}

describe('process guards', () => {
  it('log an unhandled rejection and keep the server running', () => {
    const log = recordingLog();
    const shutdowns: string[] = [];
    const guards = createProcessGuards(log, (reason) => shutdowns.push(reason));
    const reason = new Error('background work failed');
    guards.onUnhandledRejection(reason);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.level).toBe('error');
    expect(log.lines[0]?.details.err).toBe(reason);
    expect(shutdowns).toEqual([]);
  });

  it('log an uncaught exception and shut down once, for the supervisor to restart', () => {
    const log = recordingLog();
    const shutdowns: string[] = [];
    const guards = createProcessGuards(log, (reason) => shutdowns.push(reason));
    guards.onUncaughtException(new Error('state unknown'), 'uncaughtException');
    guards.onUncaughtException(new Error('again while draining'), 'uncaughtException');
    expect(shutdowns).toEqual(['uncaughtException']);
    expect(log.lines.map((line) => line.level)).toEqual(['fatal', 'fatal']);
    expect(log.lines[0]?.message).toMatch(/shutting down/);
    expect(log.lines[1]?.message).toMatch(/while shutting down/);
  });
});
