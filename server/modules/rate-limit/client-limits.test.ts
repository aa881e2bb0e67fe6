import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../contract/accounts';
import { rateLimitBuckets } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

/**
 * Limits a client cannot dodge (issue 11): behind a proxy, the address counted is the one the
 * trusted proxy saw, not what the client wrote into X-Forwarded-For; and an account's own
 * limits hold whatever the address.
 */

const ENQUIRY = {
  name: 'Fathima Rahman',
  email: 'fathima@example.in',
  phone_number: '+971501234567',
  property_type: 'Residential',
  message: 'Looking for a villa near Kakkanad.',
};
const PROXY = '10.0.0.5';

function enquiryFrom(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/properties/contacts/',
    payload: ENQUIRY,
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

describe('the address behind a proxy', () => {
  const tight = { contact: { limit: 2, windowMs: 60_000 } };

  it('with TRUST_PROXY=1 is the one the proxy saw, whatever the client wrote before it', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' }, rateLimits: tight });
    try {
      for (let i = 0; i < 2; i += 1) {
        const answer = await enquiryFrom(t, PROXY, `198.18.0.${i}, 203.0.113.9`);
        expect(answer.statusCode).toBe(201);
      }
      // A new left-most entry on every request buys nothing.
      expect((await enquiryFrom(t, PROXY, '198.18.0.77, 203.0.113.9')).statusCode).toBe(429);
      expect((await enquiryFrom(t, PROXY, '203.0.113.9')).statusCode).toBe(429);
      // Another visitor behind the same proxy has a budget of their own.
      expect((await enquiryFrom(t, PROXY, '198.18.0.77, 203.0.113.10')).statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });

  it('with a list of proxy addresses trusts only those proxies', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' }, rateLimits: tight });
    try {
      for (let i = 0; i < 2; i += 1) {
        expect((await enquiryFrom(t, PROXY, `198.18.1.${i}, 203.0.113.20`)).statusCode).toBe(201);
      }
      expect((await enquiryFrom(t, PROXY, '198.18.1.9, 203.0.113.20')).statusCode).toBe(429);
      // A client that reaches the server directly cannot pose as someone else.
      for (let i = 0; i < 2; i += 1) {
        expect((await enquiryFrom(t, '198.51.100.1', `203.0.113.${30 + i}`)).statusCode).toBe(201);
      }
      expect((await enquiryFrom(t, '198.51.100.1', '203.0.113.99')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('without TRUST_PROXY is the connection address', async () => {
    const t = await createTestApp({ rateLimits: tight });
    try {
      for (let i = 0; i < 2; i += 1) {
        expect((await enquiryFrom(t, '198.51.100.2', `203.0.113.${i}`)).statusCode).toBe(201);
      }
      expect((await enquiryFrom(t, '198.51.100.2', '203.0.113.50')).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('per-account limits', () => {
  const ADMIN = { email: 'limits@veedu.test', password: 'limits-pass-123' };
  const limit = (count: number) => ({ limit: count, windowMs: 60_000 });
  let t: TestApp;
  let nextAddress = 1;
  const freshAddress = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp({
      captureLogs: true,
      rateLimits: {
        signInFailuresPerAccount: limit(3),
        resetCodesPerAccount: limit(2),
        codeTriesPerAccount: limit(3),
      },
    });
    await t.app.services.accounts.upsertAdmin(ADMIN.email, ADMIN.password, 'Limits');
  });
  afterAll(() => t.close());
  beforeEach(() => t.resetRateLimits());

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: freshAddress() });

  it('lock an account after wrong passwords from many addresses, even for the right one', async () => {
    for (let i = 0; i < 3; i += 1) {
      const wrong = await post('/api/accounts/login/', { ...ADMIN, password: `wrong-pass-${i}` });
      expect(wrong.statusCode).toBe(401);
    }
    const right = await post('/api/accounts/login/', ADMIN);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected, and right passwords do not count.
    await t.app.services.accounts.upsertAdmin('other@veedu.test', 'other-pass-123', 'Other');
    for (let i = 0; i < 5; i += 1) {
      const other = await post('/api/accounts/login/', {
        email: 'other@veedu.test',
        password: 'other-pass-123',
      });
      expect(other.statusCode).toBe(200);
    }
  });

  it('keep the account key out of the table: a hash, not the e-mail', async () => {
    await post('/api/accounts/login/', { ...ADMIN, password: 'wrong-pass-9' });
    const keys = await t.database.db.select({ key: rateLimitBuckets.key }).from(rateLimitBuckets);
    expect(keys.some((row) => row.key.startsWith('sign-in-failures:'))).toBe(true);
    expect(keys.map((row) => row.key).join(' ')).not.toContain('limits@');
  });

  it('stop reset codes to one account, from any address, and say the same for unknown ones', async () => {
    const before = (await t.outbox()).length;
    for (let i = 0; i < 2; i += 1) {
      const asked = await post('/api/accounts/forgot-password/', { email: ADMIN.email });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ detail: accountMessages.otpSent });
    }
    expect((await t.outbox()).length).toBe(before + 2);
    const third = await post('/api/accounts/forgot-password/', { email: ADMIN.email });
    expect(third.statusCode).toBe(429);
    expect((await t.outbox()).length).toBe(before + 2);

    for (let i = 0; i < 2; i += 1) {
      const unknown = await post('/api/accounts/forgot-password/', { email: 'nobody@veedu.test' });
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ detail: accountMessages.otpSent });
    }
    expect(
      (await post('/api/accounts/forgot-password/', { email: 'nobody@veedu.test' })).statusCode,
    ).toBe(429);
  });

  it('limit code tries per account across verify-otp and reset-password', async () => {
    const tries = [
      ['/api/accounts/verify-otp/', { email: ADMIN.email, otp: '000001' }],
      ['/api/accounts/verify-otp/', { email: ADMIN.email, otp: '000002' }],
      [
        '/api/accounts/reset-password/',
        {
          email: ADMIN.email,
          otp: '000003',
          new_password: 'another-pass-1',
          confirm_password: 'another-pass-1',
        },
      ],
    ] as const;
    for (const [url, payload] of tries) expect((await post(url, payload)).statusCode).toBe(400);
    const fourth = await post('/api/accounts/verify-otp/', { email: ADMIN.email, otp: '000004' });
    expect(fourth.statusCode).toBe(429);
  });

  it('log a reset code that could not be made, after the same answer', async () => {
    await t.database.db.execute(sql`alter table password_reset_codes rename to codes_away`);
    try {
      const asked = await post('/api/accounts/forgot-password/', { email: ADMIN.email });
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ detail: accountMessages.otpSent });
      await t.app.services.accounts.whenIdle();
    } finally {
      await t.database.db.execute(sql`alter table codes_away rename to password_reset_codes`);
    }
    expect(t.logs.join('\n')).toContain('could not make or send a password reset code');
  });
});

describe('answers that depend on who asks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('carry Cache-Control: no-store', async () => {
    const admin = await t.adminHeaders();
    const answers = [
      await t.app.inject({ url: '/api/accounts/me/', headers: admin }),
      await t.app.inject({ url: '/api/accounts/me/' }),
      await t.app.inject({ url: '/api/properties/contacts/', headers: admin }),
      await t.app.inject({ url: '/api/properties/contacts/' }),
      await t.app.inject({ url: '/api/properties/dashboard/', headers: admin }),
      await t.app.inject({ url: '/api/properties/properties/', headers: admin }),
      await t.app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        payload: { email: 'staff@veedu.test', password: 'staff-password-1' },
      }),
      await t.app.inject({
        method: 'POST',
        url: '/api/accounts/forgot-password/',
        payload: { email: 'staff@veedu.test' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.headers['cache-control'], answer.body.slice(0, 100)).toBe('no-store');
    }
  });

  it('while the public answers may be cached', async () => {
    const answer = await t.app.inject({ url: '/api/properties/properties/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).not.toBe('no-store');
  });
});
