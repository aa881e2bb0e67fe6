import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountMessages } from '../../../contract/accounts';
import {
  SIGN_IN_HANDOFF_COOKIE,
  SIGN_IN_HANDOFF_PATH,
  SIGN_IN_WAITING_FLAG,
} from '../../../contract/sign-in-handoff';
import { authTokens, passwordResetCodes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { hashToken } from './passwords';

const ADMIN = { email: 'anjali@veedu.test', password: 'backwaters-2026' };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.services.accounts.upsertAdmin(ADMIN.email, ADMIN.password, 'Anjali Menon');
});
afterAll(() => t.close());
beforeEach(() => t.resetRateLimits());

function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function login(email = ADMIN.email, password = ADMIN.password): Promise<string> {
  const response = await post('/api/accounts/login/', { email, password });
  expect(response.statusCode).toBe(200);
  return response.json<{ token: string }>().token;
}

function me(token: string) {
  return t.app.inject({ url: '/api/accounts/me/', headers: { authorization: `Token ${token}` } });
}

/** Asks for a code and reads it from the e-mail that lands in the outbox. */
async function requestCode(email = ADMIN.email): Promise<string> {
  const before = (await t.outbox()).length;
  const response = await post('/api/accounts/forgot-password/', { email });
  expect(response.statusCode).toBe(200);
  const mails = await t.outbox();
  expect(mails).toHaveLength(before + 1);
  const code = /reset your .* admin password is: (\d{6})/.exec(mails.at(-1) ?? '')?.[1];
  if (!code) throw new Error('no code in the e-mail');
  return code;
}

function wrongCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe('POST /api/accounts/login/', () => {
  it('signs in and returns a token and the admin', async () => {
    const response = await post('/api/accounts/login/', ADMIN);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: { id: number; email: string } }>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      email: ADMIN.email,
      name: 'Anjali Menon',
      role: 'owner',
    });
    expect((await me(body.token)).json()).toEqual(body.user);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await post('/api/accounts/login', {
      email: `  ${ADMIN.email.toUpperCase()} `,
      password: ADMIN.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores only the SHA-256 of the token, with a 7-day lifetime', async () => {
    const token = await login();
    const rows = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const stored = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, token));
    expect(stored[0]?.n).toBe(0);
    const lifetime = (rows[0]?.expiresAt.getTime() ?? 0) - (rows[0]?.createdAt.getTime() ?? 0);
    expect(lifetime).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThan(7 * 24 * 3600_000 + 60_000);
  });

  it.each([
    [
      'an empty body',
      {},
      { email: [accountMessages.loginRequired], password: [accountMessages.loginRequired] },
    ],
    ['no password', { email: ADMIN.email }, { password: [accountMessages.loginRequired] }],
    ['a blank e-mail', { email: '  ', password: 'x' }, { email: [accountMessages.loginRequired] }],
    [
      'a malformed e-mail',
      { email: 'anjali.veedu', password: 'x' },
      { email: [accountMessages.emailInvalid] },
    ],
    [
      'an e-mail that is not text',
      { email: 42, password: 'x' },
      { email: [accountMessages.loginRequired] },
    ],
  ])('answers 400 with field errors for %s', async (_case, payload, errors) => {
    const response = await post('/api/accounts/login/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toHaveProperty('detail');
    const array = await post('/api/accounts/login/', [ADMIN]);
    expect(array.statusCode).toBe(400);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await post('/api/accounts/login/', { ...ADMIN, password: 'nope-nope' });
    const unknown = await post('/api/accounts/login/', {
      email: 'nobody@veedu.test',
      password: ADMIN.password,
    });
    for (const response of [wrongPassword, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ detail: accountMessages.invalidCredentials });
    }
  });

  it('rejects an expired token', async () => {
    const token = await login();
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('GET /api/accounts/me/ and the Authorization header', () => {
  it('answers 401 without a header, asking for a Token', async () => {
    const response = await t.app.inject({ url: '/api/accounts/me/' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Token');
    expect(response.json()).toEqual({ detail: accountMessages.noCredentials });
  });

  it.each([
    'Bearer abcdefghijklmnopqrstuvwxyz',
    'Token',
    'Token a b',
    'token abc',
    'Tokenabcdefghijklmnopqrstuvwxyz',
  ])('answers 401 for the malformed header "%s"', async (header) => {
    const response = await t.app.inject({
      url: '/api/accounts/me/',
      headers: { authorization: header },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: accountMessages.badTokenHeader });
  });

  it('answers 401 for a well-formed but unknown token', async () => {
    const response = await me('A'.repeat(43));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: accountMessages.badToken });
  });
});

describe('POST /api/accounts/logout/', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const first = await login();
    const second = await login();
    const response = await post('/api/accounts/logout/', undefined, {
      authorization: `Token ${first}`,
    });
    expect(response.statusCode).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
    const again = await post('/api/accounts/logout/', undefined, {
      authorization: `Token ${first}`,
    });
    expect(again.statusCode).toBe(401);
  });

  it('answers 401 without a token', async () => {
    expect((await post('/api/accounts/logout/')).statusCode).toBe(401);
  });
});

describe('POST /api/accounts/forgot-password/', () => {
  it('e-mails a 6-digit code and stores only its hash', async () => {
    const code = await requestCode();
    expect(code).toMatch(/^\d{6}$/);
    const mail = (await t.outbox()).at(-1) ?? '';
    expect(mail).toMatch(new RegExp(`^To: ${ADMIN.email}$`, 'm'));
    expect(mail).toMatch(/^Subject: Your Veedu password reset code$/m);
    const rows = await t.database.db.select().from(passwordResetCodes);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.codeHash).not.toContain(code);
  });

  it('answers the same, and sends nothing, for an unknown e-mail', async () => {
    const known = await post('/api/accounts/forgot-password/', { email: ADMIN.email });
    const before = (await t.outbox()).length;
    const unknown = await post('/api/accounts/forgot-password/', { email: 'ghost@veedu.test' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.json()).toEqual({ detail: accountMessages.otpSent });
    expect(await t.outbox()).toHaveLength(before);
  });

  it.each([
    ['no e-mail', {}, accountMessages.emailRequired],
    ['a blank e-mail', { email: '' }, accountMessages.emailRequired],
    ['a malformed e-mail', { email: 'not-an-email' }, accountMessages.emailInvalid],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const response = await post('/api/accounts/forgot-password/', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: [message] });
  });

  it('makes an earlier code worthless', async () => {
    const first = await requestCode();
    const second = await requestCode();
    if (first !== second) {
      const old = await post('/api/accounts/verify-otp/', { email: ADMIN.email, otp: first });
      expect(old.statusCode).toBe(400);
    }
    const current = await post('/api/accounts/verify-otp/', { email: ADMIN.email, otp: second });
    expect(current.statusCode).toBe(200);
  });
});

describe('POST /api/accounts/verify-otp/', () => {
  it('accepts the right code without using it up', async () => {
    const otp = await requestCode();
    for (let i = 0; i < 2; i += 1) {
      const response = await post('/api/accounts/verify-otp/', { email: ADMIN.email, otp });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ detail: accountMessages.otpVerified });
    }
  });

  it('refuses a wrong code', async () => {
    const otp = await requestCode();
    const response = await post('/api/accounts/verify-otp/', {
      email: ADMIN.email,
      otp: wrongCode(otp),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: accountMessages.otpInvalid });
  });

  it('refuses a code for an e-mail that has none', async () => {
    const response = await post('/api/accounts/verify-otp/', {
      email: 'ghost@veedu.test',
      otp: '123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: accountMessages.otpInvalid });
  });

  it('refuses an expired code', async () => {
    const otp = await requestCode();
    await t.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await post('/api/accounts/verify-otp/', { email: ADMIN.email, otp });
    expect(response.statusCode).toBe(400);
  });

  it('burns the code after five wrong tries: the sixth try fails even when right', async () => {
    const otp = await requestCode();
    const answers: unknown[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await post('/api/accounts/verify-otp/', {
        email: ADMIN.email,
        otp: wrongCode(otp),
      });
      expect(response.statusCode).toBe(400);
      answers.push(response.json());
    }
    expect(answers.at(-1)).toEqual({ detail: accountMessages.otpBurned });
    const right = await post('/api/accounts/verify-otp/', { email: ADMIN.email, otp });
    expect(right.statusCode).toBe(400);
  });

  it.each([
    ['no code', {}],
    ['five digits', { otp: '12345' }],
    ['letters', { otp: '12a456' }],
    ['seven digits', { otp: '1234567' }],
  ])('answers 400 "Please enter all 6 digits" for %s', async (_case, payload) => {
    const response = await post('/api/accounts/verify-otp/', { email: ADMIN.email, ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ otp: [accountMessages.otpRequired] });
  });
});

describe('POST /api/accounts/reset-password/', () => {
  const NEW_PASSWORD = 'monsoon-in-munnar';

  async function reset(otp: string, password = NEW_PASSWORD, confirm = password) {
    return post('/api/accounts/reset-password/', {
      email: ADMIN.email,
      otp,
      new_password: password,
      confirm_password: confirm,
    });
  }

  it('sets the new password, signs the admin out everywhere and uses the code up', async () => {
    const oldToken = await login();
    const otp = await requestCode();
    expect((await post('/api/accounts/verify-otp/', { email: ADMIN.email, otp })).statusCode).toBe(
      200,
    );

    const response = await reset(otp);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: accountMessages.passwordReset });

    expect((await me(oldToken)).statusCode).toBe(401);
    const withOld = await post('/api/accounts/login/', ADMIN);
    expect(withOld.statusCode).toBe(401);
    await login(ADMIN.email, NEW_PASSWORD);

    const reused = await reset(otp, 'another-password-1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ detail: accountMessages.otpInvalid });
    await login(ADMIN.email, NEW_PASSWORD);

    // Put the original password back for the other tests.
    await t.app.services.accounts.upsertAdmin(ADMIN.email, ADMIN.password);
  });

  it('needs the code: without it nobody can reset a password', async () => {
    const response = await post('/api/accounts/reset-password/', {
      email: ADMIN.email,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ otp: [accountMessages.otpRequired] });
  });

  it('refuses a wrong code and keeps the old password', async () => {
    const otp = await requestCode();
    const response = await reset(wrongCode(otp));
    expect(response.statusCode).toBe(400);
    await login();
  });

  it.each([
    [
      'missing passwords',
      undefined,
      undefined,
      {
        new_password: [accountMessages.passwordsRequired],
        confirm_password: [accountMessages.passwordsRequired],
      },
    ],
    [
      'an empty confirmation',
      'monsoon-in-munnar',
      '',
      { new_password: [accountMessages.passwordsRequired] },
    ],
    [
      'mismatched passwords',
      'monsoon-in-munnar',
      'monsoon-in-kochi',
      { confirm_password: [accountMessages.passwordsMismatch] },
    ],
    ['a short password', 'short', 'short', { new_password: [accountMessages.passwordTooShort] }],
  ])('answers 400 for %s and changes nothing', async (_case, password, confirm, errors) => {
    const otp = await requestCode();
    const response = await post('/api/accounts/reset-password/', {
      email: ADMIN.email,
      otp,
      ...(password === undefined ? {} : { new_password: password }),
      ...(confirm === undefined ? {} : { confirm_password: confirm }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    await login();
    // The code is still good: input errors do not count as wrong tries.
    expect((await post('/api/accounts/verify-otp/', { email: ADMIN.email, otp })).statusCode).toBe(
      200,
    );
  });
});

describe('POST /api/accounts/sign-in-handoff/', () => {
  const handoff = (cookie?: string) =>
    post('/api/accounts/sign-in-handoff/', undefined, cookie ? { cookie } : {});

  /** The answer clears the cookie and its flag, whatever it says. */
  function expectCookieCleared(response: Awaited<ReturnType<typeof handoff>>) {
    const [token, flag] = [response.headers['set-cookie']].flat();
    expect(token).toContain(`${SIGN_IN_HANDOFF_COOKIE}=;`);
    expect(token).toContain('Max-Age=0');
    expect(token).toContain(`Path=${SIGN_IN_HANDOFF_PATH}`);
    expect(token).toContain('HttpOnly');
    expect(flag).toMatch(new RegExp(`^${SIGN_IN_WAITING_FLAG}=; .*Max-Age=0`));
  }

  it('hands over the sign-in its cookie holds, as login answers, and clears the cookie', async () => {
    const token = await login();
    const response = await handoff(`other=1; ${SIGN_IN_HANDOFF_COOKIE}=${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json<{ token: string; user: { email: string } }>();
    expect(body.token).toBe(token);
    expect(body.user.email).toBe(ADMIN.email);
    expectCookieCleared(response);
  });

  it.each([
    ['no cookie', undefined],
    ['another cookie only', 'other=1'],
    ['a value that is no token', `${SIGN_IN_HANDOFF_COOKIE}=a%20b;c`],
    ['an unknown token', `${SIGN_IN_HANDOFF_COOKIE}=${'A'.repeat(43)}`],
  ])('answers 401 for %s', async (_case, cookie) => {
    const response = await handoff(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ detail: accountMessages.noSignInWaiting });
    expectCookieCleared(response);
  });

  it('answers 401 for a sign-in revoked since (logged out)', async () => {
    const token = await login();
    await post('/api/accounts/logout/', undefined, { authorization: `Token ${token}` });
    const response = await handoff(`${SIGN_IN_HANDOFF_COOKIE}=${token}`);
    expect(response.statusCode).toBe(401);
  });
});
