import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './client';

/**
 * Hand-written SQL for the hottest reads (listing search and detail), run without Drizzle's query
 * building and, on PostgreSQL, as named prepared statements: each connection parses and plans a
 * statement's text once instead of on every request (docs/decisions/006).
 */
export interface Statement {
  text: string;
  values: unknown[];
  /** Worth a prepared statement: run often with this text (see nameOf). */
  isReused?: boolean;
}

/** Collects parameter values while a statement's text is written: `${params.add(x)}` gives `$n`. */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Prepared-statement names by text, for each pool. A prepared listing search holds about 330 KB of
 * plan in each database connection that ran it (measured on PostgreSQL 15), so only a bounded set
 * of texts is prepared: the first ones seen, which for real traffic are the common filter
 * combinations of the first pages. Anything else runs unnamed and is planned on each run, as any
 * query. Kept per pool (a process has one), so each pool's connections get their own bounded set.
 */
const statementNames = new WeakMap<pg.Pool | pg.Client, Map<string, string>>();
export const MAX_PREPARED_STATEMENTS = 64;

function nameOf(client: pg.Pool | pg.Client, statement: Statement): string | undefined {
  if (!statement.isReused) return undefined;
  const { text } = statement;
  let names = statementNames.get(client);
  if (!names) statementNames.set(client, (names = new Map()));
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= MAX_PREPARED_STATEMENTS) return undefined;
    name = `veedu_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

function isPostgresClient(client: unknown): client is pg.Pool | pg.Client {
  return client instanceof pg.Pool || client instanceof pg.Client;
}

/**
 * Whether the statement runs as a named prepared statement on `db`, planned once per connection:
 * on PostgreSQL, when it is one of the texts kept (nameOf). Asking reserves its name if there is
 * room, as running it would.
 */
export function runsPrepared(db: Database, statement: Statement): boolean {
  const client = (db as { $client?: unknown }).$client;
  return isPostgresClient(client) && nameOf(client, statement) !== undefined;
}

/**
 * Runs a statement on the database itself (not inside a transaction: a transaction's client is
 * not reachable here, and these reads need none).
 */
export async function queryRows<Row>(db: Database, statement: Statement): Promise<Row[]> {
  const client = (db as { $client?: unknown }).$client;
  if (isPostgresClient(client)) {
    const name = nameOf(client, statement);
    const result = await client.query<Row & pg.QueryResultRow>({
      text: statement.text,
      values: statement.values,
      ...(name ? { name } : {}),
    });
    return result.rows;
  }
  if (client instanceof PGlite) {
    const result = await client.query<Row>(statement.text, statement.values);
    return result.rows;
  }
  throw new Error('queryRows needs the database itself, not a transaction.');
}
