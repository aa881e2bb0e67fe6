import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createDatabase, dropDatabase, openPostgresTestDatabase } from '../testing/databases';
import { openTestDatabase, testEngine } from '../testing/test-app';
import { prepareDatabase } from '../start';

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

  it.runIf(testEngine() === 'postgres')(
    'let several instances start on one empty PostgreSQL database at once',
    async () => {
      const name = `${inject('pgRunPrefix')}_${randomBytes(4).toString('hex')}`;
      await createDatabase(name);
      const instances = await Promise.all([1, 2, 3].map(() => openPostgresTestDatabase(name)));
      try {
        await Promise.all(instances.map((database) => prepareDatabase(database)));
        const result = await instances[0]?.db.execute(sql`select count(*)::int as n from states`);
        expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(36);
      } finally {
        await Promise.all(instances.map((database) => database.close()));
        await dropDatabase(name);
      }
    },
  );
});
