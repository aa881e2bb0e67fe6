import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';

import { createReplaceStream } from './replace-stream.server';

const SEARCH = 'rel="modulepreload"';
const REPLACEMENT = 'rel="modulepreload" fetchpriority="low"';

async function pass(chunks: string[]): Promise<string> {
  const source = Readable.from(chunks.map((chunk) => Buffer.from(chunk, 'utf8')));
  return text(source.pipe(createReplaceStream(SEARCH, REPLACEMENT)));
}

describe('createReplaceStream', () => {
  const html = `<head><link ${SEARCH} href="/a.js"/><link ${SEARCH} href="/b.js"/></head><p>₹4.2 Cr · Kochi</p>`;
  const expected = html.replaceAll(SEARCH, REPLACEMENT);

  it('replaces every match in one chunk, and nothing else', async () => {
    expect(await pass([html])).toBe(expected);
  });

  it('replaces a match split across chunks at every possible point', async () => {
    for (let cut = 1; cut < html.length; cut += 1) {
      expect(await pass([html.slice(0, cut), html.slice(cut)])).toBe(expected);
    }
  });

  it('keeps multi-byte characters whole when a chunk ends inside one', async () => {
    const bytes = Buffer.from(html, 'utf8');
    const pieces: Buffer[] = [];
    for (let start = 0; start < bytes.length; start += 3)
      pieces.push(bytes.subarray(start, start + 3));
    const out = await text(Readable.from(pieces).pipe(createReplaceStream(SEARCH, REPLACEMENT)));
    expect(out).toBe(expected);
  });

  it('does not replace its own replacement again', async () => {
    expect(await pass([html.slice(0, 30), html.slice(30, 31), html.slice(31)])).not.toContain(
      'fetchpriority="low" fetchpriority="low"',
    );
  });

  it('passes text without a match through unchanged', async () => {
    expect(await pass(['<p>No preloads ', 'here: rel="module', '"</p>'])).toBe(
      '<p>No preloads here: rel="module"</p>',
    );
  });
});
