import { describe, expect, it } from 'vitest';
import { createCatalogueVersion } from './catalogue-version';

/** A database read whose answer the test gives, one query at a time. */
function controlledReads() {
  const queries: { resolve: (version: number) => void }[] = [];
  return {
    queries,
    read: () =>
      new Promise<number>((resolve) => {
        queries.push({ resolve });
      }),
  };
}

const JUNE_2026 = () => new Date('2026-06-01T12:00:00Z');

describe('createCatalogueVersion', () => {
  it('answers with a read that started after the call, one query for many callers', async () => {
    const { queries, read } = controlledReads();
    const version = createCatalogueVersion(read, JUNE_2026);
    const first = version.current();
    expect(queries).toHaveLength(1);
    // These arrive while the first query runs: it may have read the row before their writes.
    const later = [version.current(), version.current(), version.current()];
    expect(queries).toHaveLength(1);
    queries[0]?.resolve(7);
    await expect(first).resolves.toBe('7:2026-06-01');
    await Promise.resolve();
    await Promise.resolve();
    // One more query, shared by the three.
    expect(queries).toHaveLength(2);
    queries[1]?.resolve(8);
    await expect(Promise.all(later)).resolves.toEqual([
      '8:2026-06-01',
      '8:2026-06-01',
      '8:2026-06-01',
    ]);
  });

  it('reads once a request, and again for the next request', async () => {
    let reads = 0;
    let request: object | undefined = {};
    const version = createCatalogueVersion(
      async () => {
        reads += 1;
        return reads;
      },
      JUNE_2026,
      () => request,
    );
    await expect(version.current()).resolves.toBe('1:2026-06-01');
    await expect(version.current()).resolves.toBe('1:2026-06-01');
    expect(reads).toBe(1);
    request = {};
    await expect(version.current()).resolves.toBe('2:2026-06-01');
    // Outside any request, every call reads.
    request = undefined;
    await expect(version.current()).resolves.toBe('3:2026-06-01');
    await expect(version.current()).resolves.toBe('4:2026-06-01');
  });

  it('does not keep a failed read for the rest of the request', async () => {
    const answers: (number | Error)[] = [new Error('connection lost'), 9];
    const request = {};
    const version = createCatalogueVersion(
      async () => {
        const answer = answers.shift();
        if (answer instanceof Error) throw answer;
        return answer ?? 0;
      },
      JUNE_2026,
      () => request,
    );
    await expect(version.current()).rejects.toThrow('connection lost');
    await expect(version.current()).resolves.toBe('9:2026-06-01');
  });

  it('never goes back to an older number', async () => {
    const answers = [5, 4];
    const version = createCatalogueVersion(async () => answers.shift() ?? 0, JUNE_2026);
    await expect(version.current()).resolves.toBe('5:2026-06-01');
    await expect(version.current()).resolves.toBe('5:2026-06-01');
  });

  it('changes at midnight in Kerala: pages show the date', async () => {
    let now = new Date('2026-12-31T18:00:00Z');
    const version = createCatalogueVersion(
      async () => 3,
      () => now,
    );
    await expect(version.current()).resolves.toBe('3:2026-12-31');
    // 18:30 UTC is midnight in India.
    now = new Date('2026-12-31T18:31:00Z');
    await expect(version.current()).resolves.toBe('3:2027-01-01');
  });

  it('passes a failed read on and reads again next time', async () => {
    let fail = true;
    const version = createCatalogueVersion(async () => {
      if (fail) throw new Error('database unreachable');
      return 2;
    }, JUNE_2026);
    await expect(version.current()).rejects.toThrow('database unreachable');
    fail = false;
    await expect(version.current()).resolves.toBe('2:2026-06-01');
  });
});
