import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-app';
import type { DatabaseHandle } from './client';
import { Params, queryRows } from './statement';

let database: DatabaseHandle;
let dispose: () => Promise<void>;

beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(() => dispose());

describe('queryRows', () => {
  it('sends values apart from the text, so SQL and HTML in them stay as they are', async () => {
    const params = new Params();
    const tricky = `'; drop table properties; -- <script>alert("x")</script> \\ %_`;
    const text = `select ${params.add(tricky)}::text as value, ${params.add([3, 1])}::int[] as ids`;
    const [row] = await queryRows<{ value: string; ids: number[] }>(database.db, {
      text,
      values: params.values,
    });
    expect(row).toEqual({ value: tricky, ids: [3, 1] });
  });

  it('refuses to run inside a transaction rather than on another connection', async () => {
    await expect(
      database.db.transaction((tx) => queryRows(tx, { text: 'select 1', values: [] })),
    ).rejects.toThrow(/not a transaction/);
  });
});
