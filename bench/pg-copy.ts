// `COPY ... FROM STDIN` through node-postgres without pg-copy-streams: a pg.Query whose answer to
// the server's CopyInResponse is our text, sent in chunks of about a megabyte with the socket's
// backpressure respected, then CopyDone. pg's own Query does the rest (the command's row count,
// the error if the server refuses a row, ReadyForQuery). The copy-in protocol messages it relies
// on (sendCopyFromChunk, endCopyFrom, sendCopyFail) are the ones pg-copy-streams uses.
import { once } from 'node:events';
import type { Duplex } from 'node:stream';
import pg from 'pg';

/** The part of pg's Connection a copy-in uses (not in @types/pg). */
interface CopyConnection {
  stream: Duplex;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
}

/** What a chunk of COPY data grows to before it is sent. */
const CHUNK_CHARS = 1 << 20;

class CopyFromStdin extends pg.Query {
  /** Set once the server has answered with an error: nothing more is sent. */
  failed = false;
  /** An error of our own source, said instead of the server's "COPY failed" answer to it. */
  sourceError: unknown;

  constructor(
    text: string,
    private readonly source: Iterable<string> | AsyncIterable<string>,
  ) {
    super(text);
  }

  /** Called by pg's client when the server is ready for the data. */
  handleCopyInResponse(connection: CopyConnection): void {
    void this.send(connection);
  }

  private async send(connection: CopyConnection): Promise<void> {
    try {
      let chunk = '';
      for await (const text of this.source) {
        if (this.failed) return;
        chunk += text;
        if (chunk.length >= CHUNK_CHARS) {
          connection.sendCopyFromChunk(Buffer.from(chunk));
          chunk = '';
          if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
        }
      }
      if (this.failed) return;
      if (chunk) connection.sendCopyFromChunk(Buffer.from(chunk));
      connection.endCopyFrom();
    } catch (error) {
      this.sourceError = error;
      if (!this.failed) connection.sendCopyFail(String(error));
    }
  }
}

/**
 * Runs `copy` (a `COPY table (columns) FROM STDIN` statement) on `client` with the text `source`
 * yields (COPY's text format: rows ending in a newline; see `copyLine`); the rows copied.
 */
export function copyFrom(
  client: pg.Client,
  copy: string,
  source: Iterable<string> | AsyncIterable<string>,
): Promise<number> {
  const query = new CopyFromStdin(copy, source);
  return new Promise((resolve, reject) => {
    query.on('error', (error) => {
      query.failed = true;
      reject(query.sourceError instanceof Error ? query.sourceError : error);
    });
    query.on('end', (result) => resolve(result.rowCount ?? 0));
    client.query(query);
  });
}

/** A value in COPY's text format: \N for null, backslash escapes for the characters it uses. */
function copyValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.replace(/[\\\n\r\t]/g, (character) =>
    character === '\\' ? '\\\\' : character === '\n' ? '\\n' : character === '\r' ? '\\r' : '\\t',
  );
}

/** One row of COPY's text format: the values tab-separated, a newline at the end. */
export function copyLine(values: readonly unknown[]): string {
  return `${values.map(copyValue).join('\t')}\n`;
}
