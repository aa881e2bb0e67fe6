import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../db/statement';
import { createTestApp, testEngine, type TestApp } from '../testing/test-app';

/**
 * Statements that run SLOW_QUERY_MS (100 ms by default) or more are logged at warn, on both
 * engines, with no parameter value in the line; a statement that only waited for a connection
 * behind a slow one is not slow itself.
 */

/** A value no log line may hold: statements carry it as a parameter. */
const PERSONAL = 'anjali.private@example.in';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captureLogs: true });
});
afterAll(() => t.close());
beforeEach(() => {
  t.logs.length = 0;
});

function slowLines(): Record<string, unknown>[] {
  return t.logs
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.msg === 'slow database statement');
}

describe('slow statements', () => {
  it('are logged at warn with the start of their text, no values, and how long they ran', async () => {
    await t.database.db.execute(sql`select pg_sleep(0.12), ${PERSONAL}::text as contact`);
    const lines = slowLines();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, sql: 'select pg_sleep(?), $1::text as contact' });
    expect(lines[0]).not.toHaveProperty('statement');
    expect(Number(lines[0]?.durationMs)).toBeGreaterThanOrEqual(100);
    expect(Number(lines[0]?.durationMs)).toBeLessThan(5_000);
    expect(t.logs.join('\n')).not.toContain(PERSONAL);
  });

  it('leave quick statements alone', async () => {
    await t.database.db.execute(sql`select ${PERSONAL}::text as contact`);
    await t.app.inject({ url: '/api/properties/states/' });
    expect(slowLines()).toEqual([]);
  });

  it('do not count the time a statement waited for a connection behind a slow one', async () => {
    // PGlite runs one statement at a time: the second waits for the first. On PostgreSQL the
    // pool's four connections are all held by slow statements, and a fifth waits for one.
    // Drizzle's queries run when awaited: the slow ones start first.
    const slow = Array.from({ length: testEngine() === 'postgres' ? 4 : 1 }, async () =>
      t.database.db.execute(sql`select pg_sleep(0.2)`),
    );
    await Promise.all([...slow, t.database.db.execute(sql`select 'waited' as quick`)]);
    const texts = slowLines().map((line) => line.sql);
    expect(texts).toEqual(slow.map(() => 'select pg_sleep(?)'));
  });

  it('are logged inside a transaction too', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select ${PERSONAL}::text as contact, pg_sleep(0.12)`);
    });
    expect(slowLines().map((line) => line.sql)).toEqual([
      'select $1::text as contact, pg_sleep(?)',
    ]);
    expect(t.logs.join('\n')).not.toContain(PERSONAL);
  });

  it("give a prepared statement's name (PostgreSQL prepares; PGlite runs them unnamed)", async () => {
    const rows = await queryRows<{ marker: string }>(t.database.db, {
      text: 'select pg_sleep(0.12), $1::text as marker',
      values: [PERSONAL],
      isReused: true,
    });
    expect(rows[0]?.marker).toBe(PERSONAL);
    const [line, ...others] = slowLines();
    expect(others).toEqual([]);
    expect(line).toMatchObject({ sql: 'select pg_sleep(?), $1::text as marker' });
    if (testEngine() === 'postgres') expect(line?.statement).toMatch(/^veedu_[0-9a-f]{20}$/);
    else expect(line).not.toHaveProperty('statement');
    expect(t.logs.join('\n')).not.toContain(PERSONAL);
  });
});

describe('SLOW_QUERY_MS', () => {
  it('sets the threshold: 0 logs every statement', async () => {
    const everything = await createTestApp({ captureLogs: true, env: { SLOW_QUERY_MS: '0' } });
    try {
      await everything.database.db.execute(sql`select ${PERSONAL}::text as contact`);
      const lines = everything.logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === 'slow database statement');
      expect(lines.map((line) => line.sql)).toContain('select $1::text as contact');
      expect(everything.logs.join('\n')).not.toContain(PERSONAL);
    } finally {
      await everything.close();
    }
  });
});
