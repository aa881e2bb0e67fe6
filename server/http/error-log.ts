import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a 500's log line says about its error, with no personal data: a failed query's parameters
 * and the database's own message and detail can quote what a visitor typed (a name, an e-mail,
 * a phone number, a message), so of a database error only its code and the names of what it
 * concerns are kept, and of our own errors the stack frames without the message line.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  if (error instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      query: error.query,
      database: databaseFields(error.cause),
      stack: framesOnly(error.stack),
    };
  }
  const database = databaseFields(error);
  if (database) return { type: error.name, database, stack: framesOnly(error.stack) };
  return {
    type: error.name,
    message: error.message,
    stack: framesOnly(error.stack),
    ...(error.cause ? { cause: loggableError(error.cause) } : {}),
  };
}

const DATABASE_NAMES = ['code', 'severity', 'routine', 'schema', 'table', 'column', 'constraint'];

/** A PostgreSQL error (pg or PGlite): a five-character SQLSTATE code and a severity. */
function databaseFields(error: unknown): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const fields = error as Record<string, unknown>;
  if (typeof fields.code !== 'string' || !/^[0-9A-Z]{5}$/.test(fields.code)) return undefined;
  if (typeof fields.severity !== 'string') return undefined;
  return Object.fromEntries(
    DATABASE_NAMES.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]),
  );
}

/** The `at ...` lines of a stack: where it failed, without the message at its top. */
function framesOnly(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}
