import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { WebLoadContext } from '../../contract/site';
import { AppError } from '../errors';
import type { CatalogueJson } from './catalogue-reader';
import type { PageAnswer } from './page-answer';
import {
  fromErrorMessage,
  isRemoteCall,
  toErrorMessage,
  type FromThread,
  type RenderThreadData,
  type ToThread,
} from './render-protocol';

/**
 * Public pages rendered on worker threads (RENDER_THREADS, docs/decisions/032). A listing page
 * costs the server's one thread 5 to 6 ms of CPU at a million listings, half of it React Router
 * and React making the HTML, while the machine's other core idles. A render thread runs React
 * Router, the render and the page's script hashes; every read of its loaders (the catalogue, the
 * search index, the database) is asked of the main thread, in the request's own context, so the
 * page cache records them as before (server/http/catalogue-reads.ts). Form posts stay on the main
 * thread (their body is a stream there), as does every page while no thread is ready.
 */

/** A thread's page was lost (the thread stopped): the main thread renders it instead. */
export class RenderThreadLost extends Error {
  constructor() {
    super('The render thread stopped before the page was made.');
    this.name = 'RenderThreadLost';
  }
}

/**
 * A thread stopped answering while it held this page (a page in a loop, say): the thread was
 * stopped and starts again. The page is not made on the main thread, whose every request a page
 * in a loop would hold: 503, to be asked again.
 */
export class RenderThreadStuck extends AppError {
  override name = 'RenderThreadStuck';

  constructor() {
    super(503, 'This page took too long to make. Please try again in a moment.', undefined, {
      'Retry-After': '5',
    });
  }
}

export interface PageRequest {
  url: URL;
  method: 'GET' | 'HEAD';
  headers: [string, string][];
  context: WebLoadContext;
}

interface Pending {
  context: WebLoadContext;
  /** Runs a function in the request's async context (its logs, its recorded catalogue reads). */
  inRequest: <R>(fn: () => R) => R;
  resolve: (answer: PageAnswer) => void;
  reject: (error: Error) => void;
}

/** The heap one render thread may use: a page's render needs a few MB; a leak stops the thread, not the server. */
const THREAD_HEAP_MB = 256;
/** How long a thread that stopped waits before it starts again. */
const RESTART_DELAY_MS = 1_000;
/**
 * A thread with pages in hand that has said nothing for this long is stuck: a page renders in
 * milliseconds, and a thread waiting for the main thread's reads still answers the watchdog.
 */
export const STUCK_AFTER_MS = 10_000;
/** How often the watchdog asks a thread with pages in hand whether it is there. */
const WATCH_EVERY_MS = 1_000;

class RenderThread {
  private worker: Worker | null = null;
  private ready = false;
  private readonly pending = new Map<number, Pending>();
  private restartTimer: NodeJS.Timeout | null = null;
  private closed = false;
  /** The watchdog, while the thread has pages in hand: when the thread last said anything. */
  private watch: NodeJS.Timeout | null = null;
  private lastHeard = 0;
  private lastCheck = 0;

  constructor(
    private readonly data: RenderThreadData,
    private readonly json: CatalogueJson,
    private readonly log: FastifyBaseLogger,
    private readonly stuckAfterMs: number,
  ) {
    this.start();
  }

  get isReady(): boolean {
    return this.ready;
  }

  get load(): number {
    return this.pending.size;
  }

  render(id: number, request: PageRequest): Promise<PageAnswer> {
    const worker = this.worker;
    if (!worker || !this.ready) return Promise.reject(new RenderThreadLost());
    const inRequest = AsyncLocalStorage.snapshot();
    return new Promise<PageAnswer>((resolve, reject) => {
      this.pending.set(id, { context: request.context, inRequest, resolve, reject });
      this.watchWhileBusy();
      this.send({
        kind: 'render',
        id,
        url: request.url.href,
        method: request.method,
        headers: request.headers,
      });
    });
  }

  abort(id: number): void {
    if (this.pending.has(id)) this.send({ kind: 'abort', id });
  }

  /** Stops the thread as a crash would: it starts again after RESTART_DELAY_MS (tests). */
  async crash(): Promise<void> {
    await this.worker?.terminate();
  }

  /** Holds the thread's event loop for `ms`, as a page in a loop would (tests). */
  hold(ms: number): void {
    this.send({ kind: 'hold', ms });
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    this.stopWatching();
    await this.worker?.terminate();
  }

  private get watchEveryMs(): number {
    return Math.min(WATCH_EVERY_MS, this.stuckAfterMs / 4);
  }

  /** Starts the watchdog when the thread takes a page and none was in hand. */
  private watchWhileBusy(): void {
    if (this.watch) return;
    this.lastHeard = performance.now();
    this.lastCheck = this.lastHeard;
    this.watch = setInterval(() => this.check(), this.watchEveryMs);
    this.watch.unref();
  }

  private stopWatching(): void {
    if (this.watch) clearInterval(this.watch);
    this.watch = null;
  }

  /** The watchdog's round: stuck, or asked again whether it is there. */
  private check(): void {
    const worker = this.worker;
    if (!worker || this.pending.size === 0) return this.stopWatching();
    const now = performance.now();
    // The main thread was held itself (this round came late): what the thread said meanwhile
    // waits unread behind it, so the thread is not judged on that time.
    if (now - this.lastCheck > 2 * this.watchEveryMs) this.lastHeard = now;
    this.lastCheck = now;
    const silentMs = now - this.lastHeard;
    if (silentMs <= this.stuckAfterMs) {
      this.send({ kind: 'ping' });
      return;
    }
    this.stopWatching();
    // No page goes to it while it stops; its exit starts it again (stopped).
    this.ready = false;
    const pages = [...this.pending.values()];
    this.pending.clear();
    this.log.error(
      { pages: pages.length, silentMs: Math.round(silentMs) },
      'a render thread stopped answering; it is stopped and started again, and its pages are answered 503',
    );
    for (const { reject } of pages) reject(new RenderThreadStuck());
    void worker.terminate();
  }

  private send(message: ToThread, transfer: ArrayBuffer[] = []): void {
    this.worker?.postMessage(message, transfer);
  }

  private start(): void {
    const worker = startRenderThread({
      workerData: this.data,
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    this.worker = worker;
    worker.on('message', (message: FromThread) => this.receive(message));
    worker.on('error', (error) => {
      this.log.error({ err: error }, 'a render thread failed');
    });
    worker.on('exit', (code) => this.stopped(worker, code));
  }

  private stopped(worker: Worker, code: number): void {
    if (this.worker !== worker) return;
    this.worker = null;
    this.ready = false;
    this.stopWatching();
    for (const { reject } of this.pending.values()) reject(new RenderThreadLost());
    this.pending.clear();
    if (this.closed) return;
    this.log.error(
      { code },
      'a render thread stopped; pages are made on the main thread until it is back',
    );
    this.restartTimer = setTimeout(() => {
      this.restartTimer = null;
      if (!this.closed) this.start();
    }, RESTART_DELAY_MS);
    this.restartTimer.unref();
  }

  private receive(message: FromThread): void {
    this.lastHeard = performance.now();
    switch (message.kind) {
      case 'ready':
        this.ready = true;
        return;
      case 'pong':
        return;
      case 'call':
        void this.answerCall(message);
        return;
      case 'log': {
        const pending = this.pending.get(message.id);
        pending?.inRequest(() =>
          pending.context.log.error({ err: fromErrorMessage(message.error) }, message.message),
        );
        return;
      }
      case 'page':
      case 'failed': {
        const pending = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (!pending) return;
        if (message.kind === 'page') pending.resolve(message.answer);
        else pending.reject(fromErrorMessage(message.error));
        return;
      }
    }
  }

  private async answerCall(message: Extract<FromThread, { kind: 'call' }>): Promise<void> {
    const { call, part, method, args } = message;
    try {
      const pending = this.pending.get(message.id);
      if (!pending) throw new Error('The page this read was for is no longer being made.');
      if (!isRemoteCall(part, method))
        throw new Error(`A render thread asked for ${part}.${method}.`);
      // A read the services keep as JSON bytes (a listing, its similar listings) crosses as them.
      const asJson =
        part === 'catalogue' && Object.hasOwn(this.json, method)
          ? this.json[method as keyof CatalogueJson]
          : undefined;
      if (asJson) {
        const bytes = await pending.inRequest(() => asJson(Number(args[0])));
        // A copy of its own, transferred: the bytes read may be a kept listing's, which must stay.
        const json = bytes === null ? null : new Uint8Array(bytes);
        if (json === null) this.send({ kind: 'answer', call, ok: true, value: null });
        else this.send({ kind: 'answer', call, ok: true, json }, [json.buffer]);
        return;
      }
      const target = pending.context[part] as unknown as Record<
        string,
        (...a: unknown[]) => unknown
      >;
      const value = await pending.inRequest(() => target[method]?.(...args));
      this.send({ kind: 'answer', call, ok: true, value });
    } catch (error) {
      this.send({ kind: 'answer', call, ok: false, error: toErrorMessage(error) });
    }
  }
}

/**
 * The thread's code: the bundle beside this one (dist/server), or the source (tests, `npm run
 * dev`), loaded through tsx's loader, registered in the thread itself (a worker ignores
 * `--import` in its execArgv).
 */
function startRenderThread(options: {
  workerData: RenderThreadData;
  resourceLimits: ResourceLimits;
}): Worker {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts')) {
    return new Worker(pathToFileURL(path.join(path.dirname(here), 'render-thread.js')), options);
  }
  const source = pathToFileURL(path.join(path.dirname(here), 'render-thread.ts')).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`,
    { ...options, eval: true },
  );
}

/** A few render threads; a page goes to the ready one with the fewest pages in hand. */
export class RenderThreads {
  private readonly threads: RenderThread[];
  private lastId = 0;

  constructor(options: {
    count: number;
    buildFile: string;
    site: WebLoadContext['site'];
    json: CatalogueJson;
    log: FastifyBaseLogger;
    /** How long a thread with pages in hand may say nothing before it is stopped (tests lower it). */
    stuckAfterMs?: number;
  }) {
    const { count, buildFile, site, json, log, stuckAfterMs = STUCK_AFTER_MS } = options;
    const data: RenderThreadData = { buildUrl: pathToFileURL(buildFile).href, site };
    this.threads = Array.from(
      { length: count },
      () => new RenderThread(data, json, log, stuckAfterMs),
    );
  }

  /** A thread ready to render, or undefined (none has started yet, or all stopped). */
  private pick(): RenderThread | undefined {
    let best: RenderThread | undefined;
    for (const thread of this.threads) {
      if (thread.isReady && (!best || thread.load < best.load)) best = thread;
    }
    return best;
  }

  get isReady(): boolean {
    return this.pick() !== undefined;
  }

  /**
   * The page, made on a thread; rejects with RenderThreadLost when no thread could make it.
   * `onAbort` is given the function that tells the thread the client left.
   */
  render(request: PageRequest, onAbort: (abort: () => void) => void): Promise<PageAnswer> {
    const thread = this.pick();
    if (!thread) return Promise.reject(new RenderThreadLost());
    this.lastId += 1;
    const id = this.lastId;
    onAbort(() => thread.abort(id));
    return thread.render(id, request);
  }

  /** Stops every thread as a crash would; each starts again a second later (tests). */
  async crash(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.crash()));
  }

  /** Holds every thread's event loop for `ms`, as a page in a loop would (tests). */
  hold(ms: number): void {
    for (const thread of this.threads) thread.hold(ms);
  }

  /** Resolves once a thread is ready (tests; a server renders on its own thread meanwhile). */
  async whenReady(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.isReady) {
      if (Date.now() > deadline) throw new Error('No render thread became ready.');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((thread) => thread.close()));
  }
}
