import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../errors';
import type { AcceptedFormat, PreparedImage } from './image-pipeline';

/**
 * Photos are re-encoded in a process of their own at a lower CPU priority (decision 033). libvips
 * spreads an image over every core, and at a portal's write rate (new listings with photos
 * arriving every second) it took the cores from the public pages: searches waited seconds behind
 * resizes. Linux keeps a nice value per thread and a thread starts with its parent thread's, so a
 * process whose main thread lowers itself first has every thread it starts after (libuv's pool,
 * libvips's workers, the AVIF encoder's) lowered too; the kernel then gives the cores to the
 * server's own threads and PostgreSQL first, and to the photos what they leave. On an idle
 * machine a photo takes as long as before.
 */

/** How much nicer than the server the image process is: 10 weighs about a tenth as much. */
export const IMAGE_PROCESS_NICENESS = 10;

/**
 * The image process's nice value for a server at `serverNice`: always lower in priority, never
 * higher (raising a priority needs a privilege), and within Linux's range.
 */
export function imageProcessNice(serverNice: number): number {
  return Math.min(19, serverNice + IMAGE_PROCESS_NICENESS);
}
export const imageProcessSettings = {
  /** With nothing to do for this long, the process ends (it holds 100 MB or more); tests lower it. */
  idleExitMs: 30_000,
};

export interface EncodeRequest {
  id: number;
  input: Uint8Array | string;
  sniffed: AcceptedFormat;
}

export type EncodeReply =
  | { id: number; ok: true; image: PreparedImage }
  | { id: number; ok: false; statusCode: number | null; message: string };

interface Waiting {
  resolve: (image: PreparedImage) => void;
  reject: (error: unknown) => void;
  /** The process the photo was sent to (one idle may still be ending when the next starts). */
  child: ChildProcess;
}

/**
 * The worker's code: the bundle beside this one (dist/server), or the source (tests, `npm run
 * dev`) through tsx's loader.
 */
function startWorker(): ChildProcess {
  const here = fileURLToPath(import.meta.url);
  const bundled = !here.endsWith('.ts');
  const file = path.join(path.dirname(here), bundled ? 'image-worker.js' : 'image-worker.ts');
  return fork(file, [], {
    execArgv: bundled ? [] : ['--import', 'tsx'],
    // Buffers both ways without base64 or JSON.
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

class ImageProcess {
  private child: ChildProcess | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private lastId = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  encode(input: Buffer | string, sniffed: AcceptedFormat): Promise<PreparedImage> {
    const child = this.running();
    const id = ++this.lastId;
    const request: EncodeRequest = { id, input, sniffed };
    return new Promise<PreparedImage>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject, child });
      this.holdOpen(child);
      child.send(request, (error) => {
        if (error) this.settle(id, (waiting) => waiting.reject(error));
      });
    });
  }

  private running(): ChildProcess {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.child) return this.child;
    const child = startWorker();
    this.child = child;
    child.on('message', (reply: EncodeReply) => this.answer(reply));
    // An 'error' without an exit (a failed send) is answered by send's callback.
    child.on('error', () => {});
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      const stopped = new Error(
        `The image process stopped (${signal ?? `exit code ${String(code)}`}) before the photo was ready.`,
      );
      for (const [id, waiting] of [...this.waiting]) {
        if (waiting.child === child) this.settle(id, () => waiting.reject(stopped));
      }
    });
    return child;
  }

  private answer(reply: EncodeReply): void {
    this.settle(reply.id, (waiting) => {
      if (reply.ok) waiting.resolve(withBuffers(reply.image));
      else if (reply.statusCode !== null)
        waiting.reject(new AppError(reply.statusCode, reply.message));
      else waiting.reject(new Error(reply.message));
    });
  }

  private settle(id: number, how: (waiting: Waiting) => void): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    how(waiting);
    if (this.waiting.size === 0) this.idle();
  }

  /** While it has a photo in hand the child keeps the server's event loop alive, otherwise not. */
  private holdOpen(child: ChildProcess): void {
    child.ref();
    child.channel?.ref();
  }

  private idle(): void {
    const child = this.child;
    if (!child) return;
    child.unref();
    child.channel?.unref();
    this.idleTimer = setTimeout(() => {
      if (this.child === child && this.waiting.size === 0) {
        this.child = null;
        child.disconnect();
      }
    }, imageProcessSettings.idleExitMs);
    this.idleTimer.unref();
  }
}

/** The structured clone gives Uint8Arrays; the storage writes Buffers. */
function withBuffers(image: PreparedImage): PreparedImage {
  return {
    ...image,
    files: image.files.map((file) => {
      const data: Uint8Array = file.data;
      return {
        ...file,
        data: Buffer.isBuffer(data)
          ? data
          : Buffer.from(data.buffer, data.byteOffset, data.byteLength),
      };
    }),
  };
}

const imageProcess = new ImageProcess();

/** Re-encodes one checked upload in the image process (started when needed). */
export function encodeInImageProcess(
  input: Buffer | string,
  sniffed: AcceptedFormat,
): Promise<PreparedImage> {
  return imageProcess.encode(input, sniffed);
}
