import type { StatementRun } from '../db/client';

/** How much of a statement's text a slow-statement line quotes. */
export const STATEMENT_HEAD_LENGTH = 120;

/**
 * The start of a statement's text, fit for a log: on one line, cut at STATEMENT_HEAD_LENGTH, with
 * every literal replaced by `?`. Parameter values are never in the text (they travel apart, as
 * `$1`, `$2`...), and a value written into the text as a literal (a string, dollar-quoted or not,
 * or a number) is taken out too, so no personal data reaches the log.
 */
export function statementHead(text: string): string {
  const shown = text
    .replace(/\$([A-Za-z_]\w*)?\$[\s\S]*?(?:\$\1\$|$)/g, () => '$$?$$')
    .replace(/'(?:[^']|'')*(?:'|$)/g, "'?'")
    .replace(/(?<![\w$.])\d+(?:\.\d+)?(?:e[+-]?\d+)?\b/gi, '?')
    .replace(/\s+/g, ' ')
    .trim();
  return shown.length > STATEMENT_HEAD_LENGTH
    ? `${shown.slice(0, STATEMENT_HEAD_LENGTH - 1)}…`
    : shown;
}

/**
 * Logs a statement that ran for SLOW_QUERY_MS or more, at warn: its prepared-statement name when
 * it has one (server/db/statement.ts), the start of its text without any value, and how long it
 * ran, not counting any wait for a connection (counted apart, in the metrics).
 */
export function logSlowStatement(
  log: { warn(details: object, message: string): void },
  run: StatementRun,
): void {
  log.warn(
    {
      ...(run.name ? { statement: run.name } : {}),
      sql: statementHead(run.text),
      durationMs: Math.round(run.durationMs),
    },
    'slow database statement',
  );
}
