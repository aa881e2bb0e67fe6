import { describe, expect, it } from 'vitest';

import {
  clearHandoffCookies,
  handoffCookies,
  isSignInWaiting,
  readHandoffCookie,
  SIGN_IN_HANDOFF_COOKIE,
  SIGN_IN_WAITING_FLAG,
} from './sign-in-handoff';

const TOKEN = 'Qm9hdC1ob3VzZS1pbi1BbGFwcHV6aGEtMjAyNi1rZXktMQ';

describe('the sign-in handoff cookies', () => {
  it('keep the token HttpOnly, strict, scoped to the handoff call and short-lived', () => {
    const [token, flag] = handoffCookies(TOKEN, true);
    expect(token).toBe(
      `${SIGN_IN_HANDOFF_COOKIE}=${TOKEN}; Path=/api/accounts/sign-in-handoff/; Max-Age=600; SameSite=Strict; Secure; HttpOnly`,
    );
    // The flag scripts read holds no secret.
    expect(flag).toBe(
      `${SIGN_IN_WAITING_FLAG}=1; Path=/admin; Max-Age=600; SameSite=Strict; Secure`,
    );
    expect(handoffCookies(TOKEN, false).join()).not.toContain('Secure');
  });

  it('are dropped together', () => {
    const cleared = clearHandoffCookies(false);
    expect(cleared).toHaveLength(2);
    for (const cookie of cleared) expect(cookie).toMatch(/^[a-z_]+=; .*Max-Age=0/);
  });

  it('are read back from a Cookie header among others', () => {
    expect(readHandoffCookie(`a=1; ${SIGN_IN_HANDOFF_COOKIE}=${TOKEN}; b=2`)).toBe(TOKEN);
    expect(readHandoffCookie(`${SIGN_IN_HANDOFF_COOKIE}=${TOKEN}`)).toBe(TOKEN);
    expect(isSignInWaiting(`a=1; ${SIGN_IN_WAITING_FLAG}=1`)).toBe(true);
    expect(isSignInWaiting(`a=1; ${SIGN_IN_WAITING_FLAG}=`)).toBe(false);
    expect(isSignInWaiting('')).toBe(false);
  });

  it.each([
    undefined,
    '',
    'a=1',
    `x${SIGN_IN_HANDOFF_COOKIE}=${TOKEN}`,
    `${SIGN_IN_HANDOFF_COOKIE}=`,
    `${SIGN_IN_HANDOFF_COOKIE}=a b`,
    `${SIGN_IN_HANDOFF_COOKIE}=${'a'.repeat(129)}`,
  ])('finds no token in %j', (header) => {
    expect(readHandoffCookie(header)).toBeNull();
  });
});
