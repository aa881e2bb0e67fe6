import { describe, expect, it } from 'vitest';
import { negotiateEncoding } from './compression';
import { isClientAbort } from './client-abort';

describe('negotiateEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip, *;q=0', 'gzip'],
    ['deflate', null],
    ['x-gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=abc', 'br'],
    [' , ;q=1, br ; q = 1 ', 'br'],
  ])('%j -> %j', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });
});

describe('isClientAbort', () => {
  it('recognises the ways a stream ends when the client leaves', () => {
    const premature = Object.assign(new Error('Premature close'), {
      code: 'ERR_STREAM_PREMATURE_CLOSE',
    });
    expect(isClientAbort(premature)).toBe(true);
    expect(isClientAbort(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isClientAbort(new DOMException('aborted', 'AbortError'))).toBe(true);
  });

  it('does not mistake real failures for departures', () => {
    expect(isClientAbort(new Error('boom'))).toBe(false);
    expect(isClientAbort(Object.assign(new Error('disk'), { code: 'ENOSPC' }))).toBe(false);
    expect(isClientAbort('ECONNRESET')).toBe(false);
    expect(isClientAbort(null)).toBe(false);
  });
});
