import { createHash } from 'node:crypto';
import {
  COMPRESSION_THRESHOLD,
  encodeBodyHere,
  isEncodable,
  negotiateEncoding,
  type ContentCoding,
} from '../http/content-coding';

/**
 * A page as React Router answered it, read whole into what the reply needs: the same on the main
 * thread and on a render thread (server/ssr/render-threads.ts), where it crosses to the main
 * thread as a message (a copy of the body's bytes, transferred: render-thread.ts).
 */
export interface PageAnswer {
  status: number;
  /** Every header but Set-Cookie, in order. */
  headers: [string, string][];
  cookies: string[];
  body: Uint8Array | null;
  /** The CSP hash source of each inline script of an HTML page (none for other answers). */
  scriptHashes: string[];
  /** The body already in the content coding the client takes (made on a render thread). */
  encoded?: { coding: ContentCoding; body: Uint8Array };
}

/** Reads a Fetch Response whole (pages come whole: app/entry.server.tsx). */
export async function readPageAnswer(response: Response): Promise<PageAnswer> {
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') headers.push([name, value]);
  }
  const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
  const isHtml = /^text\/html\b/i.test(response.headers.get('content-type') ?? '');
  return {
    status: response.status,
    headers,
    cookies: response.headers.getSetCookie(),
    body,
    scriptHashes: body && isHtml ? inlineScriptHashes(body) : [],
  };
}

/**
 * The page's body in the coding `acceptEncoding` takes, made here (on a render thread) as the
 * main thread's hooks would make it (server/http/compression.ts); undefined when they would send
 * it as it is.
 */
export function encodePageAnswer(
  answer: PageAnswer,
  acceptEncoding: string | undefined,
): PageAnswer['encoded'] {
  const { body, status } = answer;
  if (!body || body.length < COMPRESSION_THRESHOLD) return undefined;
  const header = (name: string) => answer.headers.find(([key]) => key === name)?.[1];
  if (!isEncodable(status, header('content-type') ?? '', header('content-encoding'))) {
    return undefined;
  }
  const coding = negotiateEncoding(acceptEncoding);
  return coding ? { coding, body: encodeBodyHere(body, coding) } : undefined;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE_ATTRIBUTE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
/** Types a browser runs; anything else (JSON-LD, JSON data) is data the CSP does not govern. */
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP hash source (`sha256-…`) of each inline script of a page (its UTF-8 bytes), once each:
 * what React Router writes for hydration and scroll restoration. Scripts with `src` are covered
 * by 'self'.
 *
 * The bytes are read as Latin-1, one character a byte: the markup the expressions look for is
 * ASCII, found where it is, and each script's text hashes to its own bytes. Decoded as UTF-8, a
 * page with one character beyond Latin-1 (a rupee sign) became a string of two bytes a
 * character, past 128 KB, which V8 allocates from the system (app/scripts-after-first-view.ts).
 */
export function inlineScriptHashes(page: Uint8Array): string[] {
  const html = Buffer.from(page.buffer, page.byteOffset, page.byteLength).toString('latin1');
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    const type = (TYPE_ATTRIBUTE.exec(attributes)?.[1] ?? '').toLowerCase();
    if (/\bsrc\s*=/i.test(attributes) || !SCRIPT_TYPES.has(type)) continue;
    hashes.add(`sha256-${createHash('sha256').update(text, 'latin1').digest('base64')}`);
  }
  return [...hashes];
}
