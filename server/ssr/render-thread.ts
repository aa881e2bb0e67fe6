// A render thread (server/ssr/render-threads.ts): renders public pages with React Router and asks
// the main thread for whatever their loaders read. It holds no database, index or request.
import { parentPort, workerData } from 'node:worker_threads';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { WebLoadContext } from '../../contract/site';
import { encodePageAnswer, readPageAnswer } from './page-answer';
import {
  REMOTE_METHODS,
  fromErrorMessage,
  toErrorMessage,
  type FromThread,
  type RemotePart,
  type RenderThreadData,
  type ToThread,
} from './render-protocol';

const port = parentPort;
if (!port) throw new Error('render-thread runs as a worker thread only');

const { buildUrl, site } = workerData as RenderThreadData;
const build = (await import(buildUrl)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

const calls = new Map<
  number,
  { resolve: (value: unknown) => void; reject: (error: Error) => void }
>();
const renders = new Map<number, AbortController>();
let lastCall = 0;
const utf8 = new TextDecoder();

function post(message: FromThread, transfer: ArrayBuffer[] = []): void {
  port?.postMessage(message, transfer);
}

/** A part of the load context whose every method asks the main thread, for request `id`. */
function remotePart(id: number, part: RemotePart): Record<string, (...args: unknown[]) => unknown> {
  const methods: Record<string, (...args: unknown[]) => unknown> = {};
  for (const method of REMOTE_METHODS[part]) {
    methods[method] = (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        lastCall += 1;
        calls.set(lastCall, { resolve, reject });
        post({ kind: 'call', id, call: lastCall, part, method, args });
      });
  }
  return methods;
}

function loadContext(id: number): WebLoadContext {
  return {
    site,
    catalogue: remotePart(id, 'catalogue') as unknown as WebLoadContext['catalogue'],
    enquiries: remotePart(id, 'enquiries') as unknown as WebLoadContext['enquiries'],
    signIn: remotePart(id, 'signIn') as unknown as WebLoadContext['signIn'],
    alerts: remotePart(id, 'alerts') as unknown as WebLoadContext['alerts'],
    log: {
      error(details, message) {
        post({ kind: 'log', id, error: toErrorMessage(details.err), message });
      },
    },
  };
}

async function render(message: Extract<ToThread, { kind: 'render' }>): Promise<void> {
  const controller = new AbortController();
  renders.set(message.id, controller);
  try {
    const request = new Request(message.url, {
      method: message.method,
      headers: message.headers,
      signal: controller.signal,
    });
    const answer = await readPageAnswer(await handle(request, loadContext(message.id)));
    // The compression the main thread would do, done here: a listing page's brotli is some 1 ms.
    if (message.method === 'GET') {
      const encoded = encodePageAnswer(answer, request.headers.get('accept-encoding') ?? undefined);
      if (encoded) answer.encoded = encoded;
    }
    // Copies of their own, transferred: a body may be a view of a buffer Node shares (its pool)
    // or will not let go of, which cannot be transferred (Node 21 and later refuse it).
    if (answer.body) answer.body = new Uint8Array(answer.body);
    if (answer.encoded) answer.encoded.body = new Uint8Array(answer.encoded.body);
    const transfer = [answer.body, answer.encoded?.body].flatMap((bytes) =>
      bytes ? [bytes.buffer as ArrayBuffer] : [],
    );
    post({ kind: 'page', id: message.id, answer }, transfer);
  } catch (error) {
    post({ kind: 'failed', id: message.id, error: toErrorMessage(error) });
  } finally {
    renders.delete(message.id);
  }
}

port.on('message', (message: ToThread) => {
  switch (message.kind) {
    case 'render':
      void render(message);
      break;
    case 'abort':
      renders.get(message.id)?.abort();
      break;
    case 'ping':
      post({ kind: 'pong' });
      break;
    case 'hold': {
      const until = performance.now() + message.ms;
      while (performance.now() < until) {
        // A page stuck in a loop, as the watchdog's tests need one.
      }
      break;
    }
    case 'answer': {
      const waiting = calls.get(message.call);
      calls.delete(message.call);
      if (!message.ok) waiting?.reject(fromErrorMessage(message.error));
      else if ('json' in message) waiting?.resolve(JSON.parse(utf8.decode(message.json)));
      else waiting?.resolve(message.value);
      break;
    }
  }
});

post({ kind: 'ready' });
