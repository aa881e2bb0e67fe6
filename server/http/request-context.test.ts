import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { currentRequestId } from './request-context';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady(app) {
      app.get('/api/test-request-context/', async () => {
        const atStart = currentRequestId();
        await sleep(5);
        const afterAwait = currentRequestId();
        const inTimer = await new Promise<string | undefined>((resolve) =>
          setTimeout(() => resolve(currentRequestId()), 1),
        );
        return { atStart, afterAwait, inTimer };
      });
    },
  });
});
afterAll(() => t.close());

describe('request context', () => {
  it('knows which request the running code serves, across awaits and timers', async () => {
    const [first, second] = await Promise.all([
      t.app.inject({ url: '/api/test-request-context/' }),
      t.app.inject({ url: '/api/test-request-context/' }),
    ]);
    for (const response of [first, second]) {
      const id = response.headers['x-request-id'];
      expect(response.json()).toEqual({ atStart: id, afterAwait: id, inTimer: id });
    }
    expect(first?.headers['x-request-id']).not.toBe(second?.headers['x-request-id']);
    expect(currentRequestId()).toBeUndefined();
  });
});
