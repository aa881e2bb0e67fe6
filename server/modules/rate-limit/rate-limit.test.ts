import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

const tight = { limit: 2, windowMs: 60_000 };
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    rateLimits: { login: tight, forgotPassword: tight, verifyOtp: tight, resetPassword: tight },
  });
});
afterAll(() => t.close());

describe('rate limits', () => {
  it.each([
    ['/api/accounts/login/', { email: 'a@veedu.test', password: 'whatever-1' }],
    ['/api/accounts/forgot-password/', { email: 'a@veedu.test' }],
    ['/api/accounts/verify-otp/', { email: 'a@veedu.test', otp: '000000' }],
    [
      '/api/accounts/reset-password/',
      { email: 'a@veedu.test', otp: '000000', new_password: 'x', confirm_password: 'x' },
    ],
  ])('%s answers 429 with Retry-After once the budget is spent', async (url, payload) => {
    const send = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url, payload, remoteAddress });
    for (let i = 0; i < tight.limit; i += 1) {
      expect((await send('203.0.113.7')).statusCode).not.toBe(429);
    }
    const refused = await send('203.0.113.7');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json<{ detail: string }>().detail).toMatch(/^Too many requests/);

    // Another client still has its own budget.
    expect((await send('198.51.100.20')).statusCode).not.toBe(429);
    await t.resetRateLimits();
    expect((await send('203.0.113.7')).statusCode).not.toBe(429);
  });

  it('starts a new window once the old one has ended', async () => {
    const shortWindow = await createTestApp({
      rateLimits: { login: { limit: 1, windowMs: 1_000 } },
    });
    try {
      const send = () =>
        shortWindow.app.inject({
          method: 'POST',
          url: '/api/accounts/login/',
          payload: { email: 'a@veedu.test', password: 'whatever-1' },
        });
      expect((await send()).statusCode).toBe(401);
      expect((await send()).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect((await send()).statusCode).toBe(401);
    } finally {
      await shortWindow.close();
    }
  });
});

describe('RATE_LIMIT_FACTOR', () => {
  it('raises every limit and keeps every window', async () => {
    const { defaultRateLimits, scaleRateLimits } = await import('./rate-limit');
    const scaled = scaleRateLimits(defaultRateLimits, 3);
    for (const [name, rule] of Object.entries(defaultRateLimits)) {
      expect(scaled[name as keyof typeof scaled]).toEqual({ ...rule, limit: rule.limit * 3 });
    }
  });
});
