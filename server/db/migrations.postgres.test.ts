import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { prepareDatabase } from '../start';
import { createDatabase, dropDatabase, openPostgresTestDatabase } from '../testing/databases';

// PostgreSQL only (the api-postgres project): PGlite is one process with one connection.
describe('migrations on PostgreSQL', () => {
  it('let several instances start on one empty PostgreSQL database at once', async () => {
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
  });
});
