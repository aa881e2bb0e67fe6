import { describe, expect, it } from 'vitest';
import { type AppLoadContext, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { handleError } from './entry.server';

/** React Router's errors go to the request's logger (issue 32, item 2), not to standard error. */
describe('handleError', () => {
  const contextLogging = (lines: unknown[][]) =>
    ({
      log: {
        error: (...args: unknown[]) => lines.push(['error', ...args]),
      },
    }) as unknown as AppLoadContext;

  it("logs an error with the request's logger", () => {
    const lines: unknown[][] = [];
    const error = new Error('render failed');
    handleError(error, {
      request: new Request('http://localhost/property/1?preview=abc'),
      context: contextLogging(lines),
      params: {},
    });
    expect(lines).toEqual([['error', { err: error }, 'page failed']]);
  });

  it('says nothing of a request no route can answer (the request line has its 405)', () => {
    const lines: unknown[][] = [];
    handleError(new ErrorResponseImpl(405, 'Method Not Allowed', 'no action', true), {
      request: new Request('http://localhost/about', { method: 'POST' }),
      context: contextLogging(lines),
      params: {},
    });
    expect(lines).toEqual([]);
  });

  it('says nothing of a request its client gave up', () => {
    const lines: unknown[][] = [];
    const controller = new AbortController();
    controller.abort();
    handleError(new Error('aborted'), {
      request: new Request('http://localhost/', { signal: controller.signal }),
      context: contextLogging(lines),
      params: {},
    });
    expect(lines).toEqual([]);
  });
});
