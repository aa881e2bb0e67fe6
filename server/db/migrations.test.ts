import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-app';

describe('migrations', () => {
  it('are a no-op on an up-to-date database', async () => {
    const { database, dispose } = await openTestDatabase();
    try {
      const count = async () => {
        const result = await database.db.execute(
          sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
      };
      const before = await count();
      expect(before).toBeGreaterThanOrEqual(2);
      await database.migrate();
      expect(await count()).toBe(before);
      const trigram = await database.db.execute(sql`select similarity('Kochi', 'Kochii') as s`);
      const score = (trigram as unknown as { rows: { s: number }[] }).rows[0]?.s ?? 0;
      expect(score).toBeGreaterThan(0.4);
    } finally {
      await dispose();
    }
  });
});
