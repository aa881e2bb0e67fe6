import { connect, type Socket } from 'node:net';

/**
 * HTTP spoken by hand over a TCP socket, for what fetch cannot do: hang up at a chosen moment,
 * send a broken request or a body slower than its Content-Length promises.
 */

export interface RawExchange {
  /** Everything the server sent before the connection ended. */
  received: Buffer;
  /** The status of the first answer, when one arrived. */
  status: number | undefined;
  /** Who ended the connection first. */
  closedBy: 'server' | 'client';
  /** Milliseconds from connecting until the connection ended. */
  elapsedMs: number;
}

export interface RawOptions {
  /** Hang up this many milliseconds after the request was written. */
  abortAfterMs?: number;
  /** Hang up as soon as this many bytes of the answer arrived. */
  abortAfterBytes?: number;
  /** Hang up with a TCP reset instead of a FIN. */
  reset?: boolean;
  /** Give up waiting for the server after this long (then it counts as a client close). */
  timeoutMs?: number;
}

function hangUp(socket: Socket, reset: boolean | undefined): void {
  if (reset) socket.resetAndDestroy();
  else socket.destroy();
}

/** Writes `chunks` (with `gapMs` between them) and collects the answer until either side ends. */
export function rawExchange(
  port: number,
  chunks: (string | Buffer)[],
  options: RawOptions & { gapMs?: number } = {},
): Promise<RawExchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const parts: Buffer[] = [];
    let size = 0;
    let closedBy: 'server' | 'client' = 'server';
    const timers: NodeJS.Timeout[] = [];
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    const clientClose = () => {
      closedBy = 'client';
      hangUp(socket, options.reset);
    };
    socket.on('data', (chunk: Buffer) => {
      parts.push(chunk);
      size += chunk.length;
      if (options.abortAfterBytes !== undefined && size >= options.abortAfterBytes) clientClose();
    });
    socket.on('close', () => {
      for (const timer of timers) clearTimeout(timer);
      const received = Buffer.concat(parts);
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(received.subarray(0, 16).toString('latin1'));
      resolve({
        received,
        status: match ? Number(match[1]) : undefined,
        closedBy,
        elapsedMs: Date.now() - started,
      });
    });
    socket.on('connect', () => {
      const gap = options.gapMs ?? 0;
      chunks.forEach((chunk, index) => {
        const write = () => {
          if (!socket.destroyed) socket.write(chunk);
          if (index === chunks.length - 1 && options.abortAfterMs !== undefined) {
            timers.push(setTimeout(clientClose, options.abortAfterMs));
          }
        };
        if (gap === 0 || index === 0) write();
        else timers.push(setTimeout(write, gap * index));
      });
    });
    timers.push(setTimeout(clientClose, options.timeoutMs ?? 30_000));
  });
}

/** A GET request as a browser would send it. */
export function getRequest(path: string, headers: Record<string, string> = {}): string {
  const lines = [`GET ${path} HTTP/1.1`, 'Host: 127.0.0.1', 'User-Agent: Mozilla/5.0'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`;
}

/** The head of a request with a body of `length` bytes (the body itself is sent separately). */
export function requestHead(
  method: string,
  path: string,
  length: number,
  headers: Record<string, string> = {},
): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: 127.0.0.1', `Content-Length: ${length}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\nConnection: close\r\n\r\n`;
}
