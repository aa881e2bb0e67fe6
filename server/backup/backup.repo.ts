import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * SQL for backups (backup.ts): the tables and their rows as JSON, on either engine. Table names
 * come from the catalogue, never from input, and are quoted with format('%I').
 */

/** The rows of a query, on either engine (both drivers answer `{ rows }`). */
async function query<T>(db: Database, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

/** Every table of the application's schema, parents before the tables that refer to them. */
export async function listTablesInOrder(db: Database): Promise<string[]> {
  const tables = await query<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const references = await query<{ child: string; parent: string }>(
    db,
    sql`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public' and c.conrelid <> c.confrelid`,
  );
  const names = tables.map((row) => row.name);
  const parentsOf = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of references) parentsOf.get(unquote(child))?.add(unquote(parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name)) return;
    path.add(name);
    for (const parent of parentsOf.get(name) ?? []) place(parent, path);
    placed.add(name);
    ordered.push(name);
  };
  for (const name of names) place(name, new Set());
  return ordered;
}

/** regclass::text quotes names that need it; ours never do, but strip quotes if they come. */
function unquote(name: string): string {
  return name.replace(/^"|"$/g, '');
}

/** How many migrations the database has applied, and the time of the last (drizzle's journal). */
export async function readSchemaVersion(
  db: Database,
): Promise<{ migrations: number; last: string }> {
  const [row] = await query<{ migrations: number; last: string | null }>(
    db,
    sql`
    select count(*)::int as migrations, max(created_at)::text as last
    from drizzle.__drizzle_migrations`,
  );
  return { migrations: row?.migrations ?? 0, last: row?.last ?? '' };
}

/**
 * Reads a table's rows as JSON text, `batch` at a time, through a cursor of the transaction `tx`
 * (which gives every table the same snapshot). Calls `onRows` for each batch.
 */
export async function readRows(
  tx: Database,
  table: string,
  batch: number,
  onRows: (rows: string[]) => Promise<void>,
): Promise<void> {
  const cursor = sql.raw(`backup_${table}`);
  await tx.execute(
    sql`declare ${cursor} no scroll cursor for select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
  );
  for (;;) {
    const rows = await query<{ row: string }>(
      tx,
      sql`fetch ${sql.raw(String(batch))} from ${cursor}`,
    );
    if (rows.length === 0) break;
    await onRows(rows.map((row) => row.row));
  }
  await tx.execute(sql`close ${cursor}`);
}

/** Whether the database holds anything an agency made: listings, accounts or enquiries. */
export async function hasAgencyData(db: Database): Promise<boolean> {
  const [row] = await query<{ found: boolean }>(
    db,
    sql`select exists (select 1 from properties) or exists (select 1 from admin_users)
      or exists (select 1 from enquiries) as found`,
  );
  return row?.found === true;
}

/** Empties every table (the reference data a start seeds too), in one statement. */
export async function truncateAll(tx: Database, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await tx.execute(
    sql`truncate ${sql.join(
      tables.map((table) => sql.identifier(table)),
      sql`, `,
    )} restart identity cascade`,
  );
}

/**
 * Inserts rows given as JSON text into a table, as they were: ids included (`overriding system
 * value` for identity columns), with the table's own triggers off (the rows already carry what
 * the triggers would write, such as a listing's image list, and restoring is no one's edit to
 * audit). The caller turns the triggers back on.
 */
export async function insertRows(tx: Database, table: string, rows: string[]): Promise<void> {
  if (rows.length === 0) return;
  const name = sql.identifier(table);
  await tx.execute(sql`insert into ${name} overriding system value
    select * from json_populate_recordset(null::${name}, ${`[${rows.join(',')}]`}::json)`);
}

export async function setTriggers(tx: Database, table: string, enabled: boolean): Promise<void> {
  const action = sql.raw(enabled ? 'enable' : 'disable');
  await tx.execute(sql`alter table ${sql.identifier(table)} ${action} trigger user`);
}

/** Moves each table's id sequence past the largest id restored. */
export async function resetSequences(tx: Database, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const columns = await query<{ column: string }>(
      tx,
      sql`
      select a.attname as column from pg_attribute a
      where a.attrelid = ${table}::regclass and a.attnum > 0 and not a.attisdropped
        and pg_get_serial_sequence(${table}, a.attname) is not null`,
    );
    for (const { column } of columns) {
      const name = sql.identifier(table);
      const col = sql.identifier(column);
      await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, ${column}),
        coalesce((select max(${col}) from ${name}), 1),
        (select max(${col}) from ${name}) is not null)`);
    }
  }
}

/** The catalogue version now (migration 0006), or 0 when the table is empty. */
export async function readCatalogueVersion(tx: Database): Promise<number> {
  const rows = await query<{ version: string | number }>(
    tx,
    sql`select version from catalogue_version`,
  );
  return Number(rows[0]?.version ?? 0);
}

/**
 * After a restore: the catalogue version past both the one restored and the one before, and the
 * change log marked as trimmed up to it (migration 0021), so that every running instance builds
 * its search index again and no kept page outlives the restore.
 */
export async function moveCatalogueVersionPast(tx: Database, before: number): Promise<void> {
  await tx.execute(sql`update catalogue_version
    set version = greatest(version, ${before}) + 1,
      trimmed_through = greatest(version, ${before}) + 1`);
}
