import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** The PostgreSQL server tests use; each run makes and drops its own databases on it. */
export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function databaseUrl(name: string): string {
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the test server's maintenance database. */
export async function withServerClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach the test PostgreSQL server at ${testServerUrl()} (set TEST_DATABASE_URL): ${String(error)}`,
      { cause: error },
    );
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Identifiers are made by the tests themselves; still, only these characters are let through. */
export function quoteName(name: string): string {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  return `"${name}"`;
}

export async function createDatabase(name: string, template?: string): Promise<void> {
  await withServerClient((client) =>
    client.query(
      `create database ${quoteName(name)}${template ? ` template ${quoteName(template)}` : ''}`,
    ),
  );
}

export async function dropDatabase(name: string): Promise<void> {
  await withServerClient((client) =>
    client.query(`drop database if exists ${quoteName(name)} with (force)`),
  );
}

export async function openPostgresTestDatabase(name: string): Promise<DatabaseHandle> {
  return openDatabase({ kind: 'postgres', url: databaseUrl(name), poolSize: 4 });
}
