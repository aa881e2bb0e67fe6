import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
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

  it('check no more passwords than the limit when guesses arrive all at once', async () => {
    // A burst from many addresses, all sent before any has been answered: were the limit only
    // checked before the password and failures counted after, every guess would be tried.
    const checked = vi.spyOn(t.app.services.accounts, 'login');
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          post('/api/accounts/login/', { ...ADMIN, password: `burst-pass-${i}` }),
        ),
      );
      expect(checked).toHaveBeenCalledTimes(3);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(3).fill(401), ...Array<number>(9).fill(429)]);
    } finally {
      checked.mockRestore();
    }
    expect((await post('/api/accounts/login/', ADMIN)).statusCode).toBe(429);
  });

  it('take right passwords back, and lock an unknown e-mail the same way', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await post('/api/accounts/login/', { ...ADMIN, password: 'wrong-pass' })).statusCode,
      ).toBe(401);
    }
    // Right passwords between the failures give no lock of their own...
    for (let i = 0; i < 4; i += 1) {
      expect((await post('/api/accounts/login/', ADMIN)).statusCode).toBe(200);
    }
    // ...and take nothing back: the third failure still locks.
    expect(
      (await post('/api/accounts/login/', { ...ADMIN, password: 'wrong-pass' })).statusCode,
    ).toBe(401);
    expect((await post('/api/accounts/login/', ADMIN)).statusCode).toBe(429);
    // An unknown e-mail is locked the same way, and the same answers tell nothing.
    const nobody = { email: 'nobody@veedu.test', password: 'wrong-pass' };
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/accounts/login/', nobody)).statusCode).toBe(401);
    }
    expect((await post('/api/accounts/login/', nobody)).statusCode).toBe(429);
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
      expect(answer.headers['cache-control'], answer.body.slice(0, 100)).toBe('private, no-store');
    }
  });

  it('carry it on admin writes, their errors, refused tokens and every recovery step', async () => {
    const admin = await t.adminHeaders();
    const badToken = { authorization: `Token ${'x'.repeat(43)}` };
    const answers: [number, Awaited<ReturnType<typeof t.app.inject>>][] = [
      [
        201,
        await t.app.inject({
          method: 'POST',
          url: '/api/properties/features/',
          headers: admin,
          payload: { name: 'Rooftop terrace' },
        }),
      ],
      [
        404,
        await t.app.inject({
          method: 'PATCH',
          url: '/api/properties/features/999999/',
          headers: admin,
          payload: { name: 'Nowhere' },
        }),
      ],
      [
        404,
        await t.app.inject({
          method: 'DELETE',
          url: '/api/properties/contacts/999999/',
          headers: admin,
        }),
      ],
      [
        401,
        await t.app.inject({
          method: 'POST',
          url: '/api/properties/features/',
          headers: badToken,
          payload: { name: 'Pool' },
        }),
      ],
      [
        401,
        await t.app.inject({
          url: '/api/properties/dashboard/',
          headers: { authorization: 'Basic x' },
        }),
      ],
      [
        400,
        await t.app.inject({
          method: 'POST',
          url: '/api/accounts/verify-otp/',
          payload: { email: 'staff@veedu.test', otp: '000000' },
        }),
      ],
      [
        400,
        await t.app.inject({
          method: 'POST',
          url: '/api/accounts/reset-password/',
          payload: {
            email: 'staff@veedu.test',
            otp: '000000',
            new_password: 'new-password-1',
            confirm_password: 'new-password-1',
          },
        }),
      ],
      [400, await t.app.inject({ method: 'POST', url: '/api/accounts/login/', payload: {} })],
    ];
    let limited;
    for (let i = 0; i < 11; i += 1) {
      limited = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        remoteAddress: '198.51.100.77',
        payload: { email: `guess-${i}@veedu.test`, password: 'not-the-password' },
      });
    }
    answers.push([429, limited!]);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { email: 'staff@veedu.test', password: 'staff-password-1' },
    });
    const token = login.json<{ token: string }>().token;
    answers.push([
      204,
      await t.app.inject({
        method: 'POST',
        url: '/api/accounts/logout/',
        headers: { authorization: `Token ${token}` },
      }),
    ]);
    for (const [status, answer] of answers) {
      const seen = `${answer.statusCode} ${answer.body.slice(0, 100)}`;
      expect(answer.statusCode, seen).toBe(status);
      expect(answer.headers['cache-control'], seen).toBe('private, no-store');
    }
  });

  it('while the public answers may be cached', async () => {
    const answer = await t.app.inject({ url: '/api/properties/properties/' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toMatch(/^public\b/);
  });
});
