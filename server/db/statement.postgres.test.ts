import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './client';
import { MAX_PREPARED_STATEMENTS, queryRows } from './statement';

/** PostgreSQL only: PGlite has no prepared statements across calls. */
let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

/** The prepared statements of the connection this runs on: sequential calls reuse one. */
async function preparedNames(): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(database.db, {
    text: `select name from pg_prepared_statements where name like 'veedu\\_%' order by name`,
    values: [],
  });
  return rows.map((row) => row.name);
}

describe('queryRows on PostgreSQL', () => {
  it('runs on connections without JIT compiling (20 ms a run for these short queries)', async () => {
    expect(await queryRows(database.db, { text: 'show jit', values: [] })).toEqual([
      { jit: 'off' },
    ]);
  });

  it('prepares a reused statement once per connection, and at most a bounded number of them', async () => {
    const reused = { text: 'select $1::int + 1 as n', values: [41], isReused: true };
    for (let run = 0; run < 3; run += 1) {
      expect(await queryRows(database.db, reused)).toEqual([{ n: 42 }]);
    }
    expect(await preparedNames()).toHaveLength(1);

    // A one-off statement is never prepared.
    await queryRows(database.db, { text: 'select 2 as n', values: [] });
    expect(await preparedNames()).toHaveLength(1);

    for (let index = 0; index < MAX_PREPARED_STATEMENTS + 10; index += 1) {
      const [row] = await queryRows<{ n: number }>(database.db, {
        text: `select $1::int + ${index} as n`,
        values: [1],
        isReused: true,
      });
      expect(row?.n).toBe(1 + index);
    }
    expect((await preparedNames()).length).toBe(MAX_PREPARED_STATEMENTS);
  });
});
