import { afterEach, vi } from 'vitest';

/** A test that prints an error or a warning has a problem nobody asserted on: fail it. */
const noisy: string[] = [];

for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    noisy.push(`console.${method}: ${args.map(String).join(' ')}`);
  });
}

/**
 * pg's warning that a statement was sent on a connection still running one (two statements of
 * one transaction sent at once with Promise.all): pg 9 makes it an error. Node emits a warning
 * once a process, so the listener is added once and kept where every test file's hook sees it.
 */
const BUSY_CLIENT = /client\.query\(\) when the client is already executing a query/;
const shared = globalThis as { veeduBusyClientWarnings?: string[] };
if (!shared.veeduBusyClientWarnings) {
  const warnings: string[] = [];
  shared.veeduBusyClientWarnings = warnings;
  process.on('warning', (warning) => {
    if (BUSY_CLIENT.test(warning.message)) warnings.push(`${warning.name}: ${warning.message}`);
  });
}

afterEach(() => {
  const messages = [...noisy.splice(0), ...(shared.veeduBusyClientWarnings?.splice(0) ?? [])];
  if (messages.length === 0) return;
  throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});
