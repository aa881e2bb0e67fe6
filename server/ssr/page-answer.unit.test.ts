import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './page-answer';

const hashOf = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('inlineScriptHashes', () => {
  const hydration = 'window.__ctx = {"title":"₹ 45 ലക്ഷം, 🏠"};';
  const restoration = 'history.scrollRestoration = "manual";';
  const page = [
    '<!DOCTYPE html><html lang="ml"><head><title>വീട് ₹ 45 ലക്ഷം</title>',
    '<script src="/assets/entry.js"></script>',
    `<script>${restoration}</script>`,
    '<script type="application/ld+json">{"name":"വീട്"}</script>',
    '</head><body><p>കൊച്ചി — 3 BHK</p>',
    `<script type="module" async="">${hydration}</script>`,
    `<SCRIPT type='text/javascript'>${restoration}</script >`,
    '</body></html>',
  ].join('');

  it("hashes each inline script's UTF-8 text once, whatever the page's characters", () => {
    expect(inlineScriptHashes(new TextEncoder().encode(page))).toEqual([
      hashOf(restoration),
      hashOf(hydration),
    ]);
  });

  it('reads the bytes where they are in a larger buffer', () => {
    const bytes = new TextEncoder().encode(`xxxx${page}yyyy`);
    const view = bytes.subarray(4, bytes.length - 4);
    expect(inlineScriptHashes(view)).toEqual([hashOf(restoration), hashOf(hydration)]);
  });

  it('finds none in a page without inline scripts', () => {
    expect(inlineScriptHashes(new TextEncoder().encode('<p>ലക്ഷം</p>'))).toEqual([]);
  });
});
