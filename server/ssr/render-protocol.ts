import type { WebLoadContext } from '../../contract/site';
import type { PageAnswer } from './page-answer';

/**
 * What the main thread and a render thread (server/ssr/render-threads.ts) say to each other.
 * A thread renders a page; whatever the page's loaders read or send (the catalogue, an enquiry,
 * an alert) is asked of the main thread, which holds the database, the search index and the
 * request, and answers.
 */

/** The parts of a page's load context a thread asks the main thread for, and their methods. */
export const REMOTE_METHODS = {
  catalogue: [
    'listSummaries',
    'findProperty',
    'listByIds',
    'listPropertyTypes',
    'listBanners',
    'listSimilar',
    'findPreview',
    'readSiteFacts',
    'readExchangeRates',
  ],
  enquiries: ['send'],
  signIn: ['send'],
  alerts: ['save', 'confirm', 'list', 'change', 'remove', 'leave'],
} as const satisfies { [Part in RemotePart]: readonly (keyof WebLoadContext[Part])[] };

export type RemotePart = 'catalogue' | 'enquiries' | 'signIn' | 'alerts';

/** A method of those parts that the list above forgot would be missing on a thread: a type error. */
type Unlisted = {
  [Part in RemotePart]: Exclude<keyof WebLoadContext[Part], (typeof REMOTE_METHODS)[Part][number]>;
}[RemotePart];
export const EVERY_METHOD_LISTED: [Unlisted] extends [never] ? true : never = true;

export function isRemoteCall(part: string, method: string): part is RemotePart {
  const methods: Record<string, readonly string[]> = REMOTE_METHODS;
  return Object.hasOwn(methods, part) && (methods[part] ?? []).includes(method);
}

/** An error as it crosses between threads: what a log line and a page need of it. */
export interface ErrorMessage {
  name: string;
  message: string;
  stack?: string | undefined;
}

export function toErrorMessage(error: unknown): ErrorMessage {
  if (error instanceof Error) {
    return { name: error.name, message: error.message, stack: error.stack };
  }
  return { name: 'Error', message: String(error) };
}

export function fromErrorMessage({ name, message, stack }: ErrorMessage): Error {
  const error = new Error(message);
  error.name = name;
  if (stack !== undefined) error.stack = stack;
  return error;
}

/** What the main thread tells a thread when it starts. */
export interface RenderThreadData {
  /** The React Router server build (build/server/index.js) as a file URL. */
  buildUrl: string;
  site: WebLoadContext['site'];
}

export type ToThread =
  | {
      kind: 'render';
      id: number;
      url: string;
      method: 'GET' | 'HEAD';
      headers: [string, string][];
    }
  /** The client left: the page is not wanted any more. */
  | { kind: 'abort'; id: number }
  /** Are you there? (the watchdog, render-threads.ts): answered at once by a thread not stuck. */
  | { kind: 'ping' }
  /** Holds the thread's event loop for `ms`, as a page that never ends would (tests only). */
  | { kind: 'hold'; ms: number }
  | { kind: 'answer'; call: number; ok: true; value: unknown }
  /** An answer the main thread holds as JSON bytes (a listing): the thread parses it. */
  | { kind: 'answer'; call: number; ok: true; json: Uint8Array }
  | { kind: 'answer'; call: number; ok: false; error: ErrorMessage };

export type FromThread =
  | { kind: 'ready' }
  | { kind: 'pong' }
  | { kind: 'call'; id: number; call: number; part: string; method: string; args: unknown[] }
  /** A loader's or the render's failure, for the request's own log. */
  | { kind: 'log'; id: number; error: ErrorMessage; message: string }
  | { kind: 'page'; id: number; answer: PageAnswer }
  | { kind: 'failed'; id: number; error: ErrorMessage };
