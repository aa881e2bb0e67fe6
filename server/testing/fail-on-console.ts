import { afterEach, vi } from 'vitest';

/** A test that prints an error or a warning has a problem nobody asserted on: fail it. */
const noisy: string[] = [];

for (const method of ['error', 'warn'] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    noisy.push(`console.${method}: ${args.map(String).join(' ')}`);
  });
}

afterEach(() => {
  if (noisy.length === 0) return;
  const messages = noisy.splice(0);
  throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});
