import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * What a 500's log line says about its error, with no personal data (issue 11). Drizzle's message
 * holds the query's parameters, the database's `detail` quotes rows and keys ("Failing row
 * contains (...)", "Key (email)=(...)") and its message quotes the value it refused ('invalid
 * input syntax for type integer: "..."'): any of them can be a visitor's name, e-mail, phone or
 * message. So the line keeps the query text without its parameters, the database's code,
 * severity and the names of what it concerns, its message with every quoted value masked, and
 * the stack frames.
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  if (error instanceof DrizzleQueryError) {
    const database = databaseFields(error.cause, error.query);
    return {
      type: 'DrizzleQueryError',
      query: error.query,
      ...(database ? { database } : {}),
      stack: stackFrames(error),
    };
  }
  const database = databaseFields(error, '');
  if (database) return { type: error.name, database, stack: stackFrames(error) };
  return {
    type: error.name,
    message: maskQuoted(error.message, () => false),
    stack: stackFrames(error),
    ...(error.cause !== undefined && depth < 3
      ? { cause: loggableError(error.cause, depth + 1) }
      : {}),
  };
}

/** Names of what a database error concerns: ours, never the data. */
const IDENTIFIERS = ['schema', 'table', 'column', 'constraint', 'dataType'] as const;
/** `detail`, `hint`, `where` and `internalQuery` are left out: they repeat rows, keys and values. */
const KEPT = ['code', 'severity', 'routine', 'position', ...IDENTIFIERS] as const;

/** What PostgreSQL (pg or PGlite) says went wrong, without what it quotes of the data. */
function databaseFields(error: unknown, query: string): Record<string, unknown> | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const fields = error as Record<string, unknown>;
  // A five-character SQLSTATE and a severity: what pg's and PGlite's errors both have.
  if (typeof fields.code !== 'string' || !/^[0-9A-Z]{5}$/.test(fields.code)) return undefined;
  if (typeof fields.severity !== 'string') return undefined;
  const names = new Set(
    IDENTIFIERS.map((name) => fields[name]).filter((v) => typeof v === 'string'),
  );
  // A quoted name of the error's own table, column or constraint, or one the query text uses.
  const isName = (quoted: string) =>
    names.has(quoted) || (/^[A-Za-z_][\w$.]*$/.test(quoted) && query.includes(quoted));
  const kept = Object.fromEntries(
    KEPT.filter((name) => fields[name] !== undefined).map((name) => [name, fields[name]]),
  );
  const message = typeof fields.message === 'string' ? fields.message : '';
  return { ...kept, message: maskQuoted(message, isName) };
}

/**
 * The text with every "double-quoted" part masked unless `keep` says it is a name from our own
 * code: PostgreSQL quotes the values it refuses that way, and so does V8 when JSON.parse fails
 * on a text. At most 500 characters.
 */
function maskQuoted(text: string, keep: (quoted: string) => boolean): string {
  const masked = text.replace(/"([^"]*)"/g, (whole, inner: string) =>
    keep(inner) ? whole : '"…"',
  );
  return masked.length > 500 ? `${masked.slice(0, 500)}…` : masked;
}

/**
 * The stack's `at` frames: where it failed, in our code and below. Its first lines repeat the
 * message (for Drizzle the parameters, maybe over several lines), so everything up to the end of
 * the message is cut off before the frames are picked out.
 */
function stackFrames(error: Error): string | undefined {
  const stack = error.stack ?? '';
  const messageAt = error.message ? stack.indexOf(error.message) : -1;
  const rest = messageAt >= 0 ? stack.slice(messageAt + error.message.length) : stack;
  const frames = rest
    .split('\n')
    .filter((line) => /^\s+at \S.*(?::\d+:\d+\)?|\(native\)|<anonymous>\)?)$/.test(line));
  return frames.length > 0 ? frames.join('\n') : undefined;
}
