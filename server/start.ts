import path from 'node:path';
import type { Config } from './env';
import { openDatabase, type DatabaseHandle } from './db/client';
import { seedReferenceData } from './seed/seed-reference';

/**
 * Opens the configured database (PGlite under $DATA_DIR/db unless DATABASE_URL is set).
 * `poolSize`: PostgreSQL connections of this process (a worker's share, server/workers.ts).
 */
export function openConfiguredDatabase(
  config: Config,
  options: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl, ...options })
    : openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'db') });
}

/** Brings a database up to date: migrations, then reference data. Safe to run at every start. */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await seedReferenceData(database.db);
  await database.analyze();
}
