import { randomBytes, randomInt } from 'node:crypto';

import type { Page, PlaywrightWorkerArgs } from '@playwright/test';

import { accountMessages } from '../contract/accounts';
import { NETWORK_ERROR_MESSAGE } from '../app/lib/api';
import { signInFailures } from '../app/lib/admin/sign-in';
import { ADMIN, asDistinctClient, authHeader, signInAsAdmin } from './admin';
import { allowConsoleMessages, expect, expectNoHorizontalOverflow, test } from './fixtures';
import { listOutbox, waitForResetCode } from './outbox';

/*
 * Admin sign-in, password recovery, the guard and logout (product.md sections 2, 4, 5 and 8).
 *
 * Rate limits per client address (server/modules/rate-limit): 10 sign-ins, 5 code requests,
 * 10 code checks and 10 resets per 15 minutes. Every test signs in from its own address
 * (asDistinctClient), so the limits apply to each test alone.
 *
 * The recovery test changes the admin password; afterEach sets it back to ADMIN.password
 * through the API's own recovery flow whenever ADMIN.password no longer signs in, so the other
 * specs keep working even when this one fails half-way.
 */

/** Chromium logs every 4xx/5xx answer and every aborted request as a console error. */
const FAILED_LOAD_LOG = /Failed to load resource/;

const DIGIT_COUNT = 6;

function signInForm(page: Page) {
  return {
    heading: page.getByRole('heading', { level: 1, name: 'Sign In' }),
    email: page.getByLabel('Email address'),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: /^(Sign In|Signing in…)$/ }),
    forgotPassword: page.getByRole('button', { name: 'Forgot your password?' }),
    alert: page.getByRole('alert'),
    notice: page.getByRole('status'),
  };
}

function otpBoxes(page: Page) {
  return Array.from({ length: DIGIT_COUNT }, (_, index) =>
    page.getByRole('textbox', { name: `Digit ${index + 1} of ${DIGIT_COUNT}` }),
  );
}

async function expectDigits(page: Page, code: string): Promise<void> {
  const boxes = otpBoxes(page);
  for (const [index, box] of boxes.entries()) await expect(box).toHaveValue(code[index] ?? '');
}

/** Pastes `text` into a box the way a browser does (a paste event carrying the clipboard). */
async function pasteInto(page: Page, index: number, text: string): Promise<void> {
  const box = otpBoxes(page)[index];
  if (!box) throw new Error(`no box ${index}`);
  await box.focus();
  await box.evaluate((element, pasted) => {
    const clipboardData = new DataTransfer();
    clipboardData.setData('text/plain', pasted);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function readSession(page: Page) {
  return page.evaluate(() => ({
    token: window.localStorage.getItem('adminToken'),
    flag: window.localStorage.getItem('adminAuthenticated'),
  }));
}

async function storeSession(page: Page, token: string): Promise<void> {
  await page.evaluate((value) => {
    window.localStorage.setItem('adminToken', value);
    window.localStorage.setItem('adminAuthenticated', 'true');
  }, token);
}

/** A code of six digits that is not `code`. */
function wrongCodeFor(code: string): string {
  const last = Number(code.at(-1));
  return `${code.slice(0, -1)}${(last + 1) % 10}`;
}

/**
 * Makes sure ADMIN.password signs in again. When it does not (the recovery test changed it and
 * stopped before setting it back), it is reset through the API's own recovery flow, from a
 * client address of its own so the test's rate limits do not get in the way.
 */
async function ensureAdminPassword(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
): Promise<void> {
  const api = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.250.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  try {
    const check = await api.post('/api/accounts/login/', { data: ADMIN });
    if (check.status() === 200) return;
    const seen = await listOutbox();
    const forgot = await api.post('/api/accounts/forgot-password/', {
      data: { email: ADMIN.email },
    });
    expect(forgot.status(), await forgot.text()).toBe(200);
    const otp = await waitForResetCode(ADMIN.email, seen);
    const reset = await api.post('/api/accounts/reset-password/', {
      data: {
        email: ADMIN.email,
        otp,
        new_password: ADMIN.password,
        confirm_password: ADMIN.password,
      },
    });
    expect(reset.status(), await reset.text()).toBe(200);
    const again = await api.post('/api/accounts/login/', { data: ADMIN });
    expect(again.status(), 'ADMIN.password signs in again').toBe(200);
  } finally {
    await api.dispose();
  }
}

test.describe('sign-in', () => {
  test('asks for both fields, shows the server message for a wrong password, and opens the dashboard', async ({
    page,
  }) => {
    await asDistinctClient(page);
    allowConsoleMessages(page, FAILED_LOAD_LOG); // the wrong password's 401
    await page.goto('/admin/login');
    await expect(page).toHaveTitle('Admin Login | Veedu');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expectNoHorizontalOverflow(page);

    const form = signInForm(page);
    await expect(form.heading).toBeVisible();
    await expect(form.email).toBeFocused();

    await form.submit.click();
    await expect(form.alert).toHaveText(accountMessages.loginRequired);
    await expect(form.email).toBeFocused();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');

    await form.email.fill(ADMIN.email);
    await form.submit.click();
    await expect(form.alert).toHaveText(accountMessages.loginRequired);
    await expect(form.password).toBeFocused();

    await form.email.fill('admin');
    await form.password.fill('anything');
    await form.submit.click();
    await expect(form.alert).toHaveText(accountMessages.emailInvalid);

    // Show and hide.
    await form.email.fill(ADMIN.email);
    await form.password.fill('not-the-password');
    await expect(form.password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(form.password).toHaveAttribute('type', 'text');
    await expect(form.password).toHaveValue('not-the-password');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(form.password).toHaveAttribute('type', 'password');

    const refused = page.waitForResponse('**/api/accounts/login/');
    await form.submit.click();
    expect((await refused).status()).toBe(401);
    await expect(form.alert).toHaveText(accountMessages.invalidCredentials);
    expect(await readSession(page)).toEqual({ token: null, flag: null });

    await form.password.fill(ADMIN.password);
    await form.password.press('Enter');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    const session = await readSession(page);
    expect(session.flag).toBe('true');
    const me = await page.request.get('/api/accounts/me/', {
      headers: authHeader(session.token ?? ''),
    });
    expect(me.status()).toBe(200);

    // Signed in already: the sign-in page goes straight on.
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('returns to the admin page that asked, and never to another site', async ({ page }) => {
    await asDistinctClient(page);
    await page.goto('/admin/enquiries?page=2');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fenquiries%3Fpage%3D2$/);
    const form = signInForm(page);
    await form.email.fill(ADMIN.email);
    await form.password.fill(ADMIN.password);
    await form.submit.click();
    await expect(page).toHaveURL(/\/admin\/enquiries\?page=2$/);

    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/admin/login?next=%2F%2Fevil.example%2Fadmin');
    await form.email.fill(ADMIN.email);
    await form.password.fill(ADMIN.password);
    await form.submit.click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/admin\/dashboard$/);
  });

  test("shows product.md's messages when the server gives none, and sends once while busy", async ({
    page,
  }) => {
    await asDistinctClient(page);
    allowConsoleMessages(page, FAILED_LOAD_LOG); // the 500s and the aborted request below
    await page.goto('/admin/login');
    const form = signInForm(page);
    await form.email.fill(ADMIN.email);
    await form.password.fill('whatever-it-is');

    // Answers the real server never gives: these failures are provoked in the browser.
    await page.route('**/api/accounts/login/', (route) =>
      route.fulfill({ status: 200, json: { user: { id: 1 } } }),
    );
    await form.submit.click();
    await expect(form.alert).toHaveText(signInFailures.invalidResponse);

    await page.unroute('**/api/accounts/login/');
    await page.route('**/api/accounts/login/', (route) => route.fulfill({ status: 500 }));
    await form.submit.click();
    await expect(form.alert).toHaveText(accountMessages.invalidCredentials);

    await page.unroute('**/api/accounts/login/');
    await page.route('**/api/accounts/login/', (route) => route.abort('connectionrefused'));
    await form.submit.click();
    await expect(form.alert).toHaveText(NETWORK_ERROR_MESSAGE);

    // A slow answer: the button says so, and a second click or Enter sends nothing more.
    await page.unroute('**/api/accounts/login/');
    let logins = 0;
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/accounts/login/', async (route) => {
      logins += 1;
      await answered;
      await route.fulfill({ status: 401, json: { detail: 'Slow and wrong' } });
    });
    await form.submit.click();
    await expect(page.getByRole('button', { name: 'Signing in…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // force: Playwright waits for an aria-disabled button to be enabled before clicking it.
    await form.submit.click({ force: true });
    await form.password.press('Enter');
    answer();
    await expect(form.alert).toHaveText('Slow and wrong');
    await expect(form.submit).toHaveText('Sign In');
    expect(logins).toBe(1);
    await page.unroute('**/api/accounts/login/');

    // The recovery steps' own fallbacks, and the reset's payload.
    await form.forgotPassword.click();
    await page.route('**/api/accounts/forgot-password/', (route) => route.fulfill({ status: 500 }));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(form.alert).toHaveText(signInFailures.sendOtp);
    await page.unroute('**/api/accounts/forgot-password/');
    await page.route('**/api/accounts/forgot-password/', (route) =>
      route.fulfill({ status: 200, json: {} }),
    );
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();

    await page.route('**/api/accounts/verify-otp/', (route) => route.fulfill({ status: 500 }));
    await page.keyboard.type('123456');
    await page.keyboard.press('Enter');
    await expect(form.alert).toHaveText(signInFailures.verifyOtp);
    await page.unroute('**/api/accounts/verify-otp/');
    await page.route('**/api/accounts/verify-otp/', (route) =>
      route.fulfill({ status: 200, json: {} }),
    );
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

    await page.route('**/api/accounts/reset-password/', (route) => route.fulfill({ status: 500 }));
    await page.getByLabel('New password').fill('brand-new-pass');
    await page.getByLabel('Confirm password').fill('brand-new-pass');
    const reset = page.waitForRequest('**/api/accounts/reset-password/');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    expect((await reset).postDataJSON()).toEqual({
      email: ADMIN.email,
      otp: '123456',
      new_password: 'brand-new-pass',
      confirm_password: 'brand-new-pass',
    });
    await expect(form.alert).toHaveText(signInFailures.resetPassword);
  });
});

test.describe('guard and logout', () => {
  test('without a token every admin page opens the sign-in page', async ({ page }) => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/settings']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/login(\?next=%2Fadmin%2Fsettings)?$/);
      await expect(signInForm(page).heading).toBeVisible();
    }
    // The flag alone lets nobody in.
    await page.evaluate(() => window.localStorage.setItem('adminAuthenticated', 'true'));
    await page.goto('/admin/properties');
    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fproperties$/);

    // Back to Home leaves the admin for the public site, its header included.
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('a stored flag with a revoked or made-up token goes to sign-in and clears the storage', async ({
    page,
  }) => {
    await asDistinctClient(page);
    allowConsoleMessages(page, FAILED_LOAD_LOG); // the guard's 401s
    const login = await page.request.post('/api/accounts/login/', { data: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const logout = await page.request.post('/api/accounts/logout/', {
      headers: authHeader(token),
    });
    expect(logout.status()).toBe(204);

    await page.goto('/admin/login');
    for (const stale of [token, randomBytes(32).toString('base64url')]) {
      await storeSession(page, stale);
      await page.goto('/admin/banners');
      await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fbanners$/);
      await expect(signInForm(page).heading).toBeVisible();
      expect(await readSession(page)).toEqual({ token: null, flag: null });
    }
  });

  test('a save with a token revoked meanwhile goes to sign-in, clears the storage and saves nothing', async ({
    page,
  }) => {
    allowConsoleMessages(page, FAILED_LOAD_LOG); // the save's 401
    const token = await signInAsAdmin(page);
    await page.goto('/admin/settings');
    const features = page.getByRole('region', { name: 'Property Features' });
    await expect(features.getByRole('listitem').first()).toBeVisible();

    // Signed out elsewhere while the screen is open.
    const logout = await page.request.post('/api/accounts/logout/', { headers: authHeader(token) });
    expect(logout.status()).toBe(204);
    const name = `Revoked ${randomBytes(3).toString('hex')}`;
    await features.getByPlaceholder('Add new feature').fill(name);
    await features.getByRole('button', { name: 'Add' }).click();

    await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsettings$/);
    await expect(signInForm(page).heading).toBeVisible();
    expect(await readSession(page)).toEqual({ token: null, flag: null });
    const listed = await page.request.get('/api/properties/features/');
    const names = ((await listed.json()) as { name: string }[]).map((item) => item.name);
    expect(names).not.toContain(name);
  });

  test('Logout asks first, revokes the token on the server and lands on sign-in', async ({
    page,
  }) => {
    allowConsoleMessages(page, FAILED_LOAD_LOG); // the revoked token's 401 checked below
    const token = await signInAsAdmin(page);
    await page.goto('/admin/dashboard');
    const logoutButton = page.getByRole('button', { name: 'Logout' });
    const dialog = page.getByRole('dialog', { name: 'Log out?' });

    await logoutButton.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    const stillIn = await page.request.get('/api/accounts/me/', { headers: authHeader(token) });
    expect(stillIn.status()).toBe(200);

    await logoutButton.click();
    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(signInForm(page).heading).toBeVisible();
    expect(await readSession(page)).toEqual({ token: null, flag: null });
    const revoked = await page.request.get('/api/accounts/me/', { headers: authHeader(token) });
    expect(revoked.status()).toBe(401);
  });
});

test.describe('password recovery', () => {
  test.afterEach(async ({ playwright, baseURL }) => {
    await ensureAdminPassword(playwright, baseURL ?? '');
  });

  test('resets the password with the e-mailed code and signs in with the new one', async ({
    page,
  }) => {
    await asDistinctClient(page);
    allowConsoleMessages(page, FAILED_LOAD_LOG); // the wrong code's 400, the old password's 401
    const newPassword = `veedu-${randomBytes(6).toString('hex')}`;
    await page.goto('/admin/login');
    const form = signInForm(page);
    await form.email.fill(ADMIN.email);
    await form.forgotPassword.click();

    // Step 1: the address, carried over from sign-in.
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expect(form.email).toBeFocused();
    await expect(form.email).toHaveValue(ADMIN.email);
    await form.email.fill('');
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(form.alert).toHaveText(accountMessages.emailRequired);
    await form.email.fill(ADMIN.email);
    const seen = await listOutbox();
    await page.getByRole('button', { name: 'Send OTP' }).click();

    // Step 2: the code from the e-mail.
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
    await expect(form.notice).toHaveText(accountMessages.otpSent);
    const code = await waitForResetCode(ADMIN.email, seen);
    const boxes = otpBoxes(page);
    for (const box of boxes) {
      await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
      await expect(box).toHaveAttribute('inputmode', 'numeric');
    }
    await expect(boxes[0]!).toBeFocused();
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(form.alert).toHaveText(accountMessages.otpRequired);
    await expect(boxes[0]!).toBeFocused();

    // Digits only; the focus moves on, and Backspace in an empty box goes back.
    await page.keyboard.type('a4-7');
    await expectDigits(page, '47');
    await expect(boxes[2]!).toBeFocused();
    await page.keyboard.press('Backspace');
    await expectDigits(page, '4');
    await expect(boxes[1]!).toBeFocused();
    await page.keyboard.press('Backspace');
    await expectDigits(page, '');
    await expect(boxes[0]!).toBeFocused();

    // Pasting the e-mail's line into any box fills all six; a wrong code gets the server's
    // message and the focus back on the first box.
    const wrongCode = wrongCodeFor(code);
    await pasteInto(page, 3, `Your code is: ${wrongCode}`);
    await expectDigits(page, wrongCode);
    await expect(boxes[5]!).toBeFocused();
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(form.alert).toHaveText(accountMessages.otpInvalid);
    await expect(boxes[0]!).toBeFocused();

    // Typed over the wrong code (five of its digits are the same), then Enter.
    await page.keyboard.type(code);
    await expectDigits(page, code);
    await expect(boxes[5]!).toBeFocused();
    await page.keyboard.press('Enter');

    // Step 3: the rules of a new password, then the reset with the verified code.
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    await expect(form.notice).toHaveText(accountMessages.otpVerified);
    const newField = page.getByLabel('New password');
    const confirmField = page.getByLabel('Confirm password');
    const resetButton = page.getByRole('button', { name: 'Reset Password' });
    await expect(newField).toBeFocused();
    await resetButton.click();
    await expect(form.alert).toHaveText(accountMessages.passwordsRequired);
    await newField.fill('abcdefgh');
    await confirmField.fill('abcdefgi');
    await resetButton.click();
    await expect(form.alert).toHaveText(accountMessages.passwordsMismatch);
    await expect(confirmField).toBeFocused();
    await newField.fill('short');
    await confirmField.fill('short');
    await resetButton.click();
    await expect(form.alert).toHaveText(accountMessages.passwordTooShort);
    await expect(newField).toBeFocused();

    await newField.fill(newPassword);
    await confirmField.fill(newPassword);
    for (const [field, name] of [
      [newField, 'new password'],
      [confirmField, 'confirm password'],
    ] as const) {
      await page.getByRole('button', { name: `Show ${name}` }).click();
      await expect(field).toHaveAttribute('type', 'text');
      await page.getByRole('button', { name: `Hide ${name}` }).click();
      await expect(field).toHaveAttribute('type', 'password');
    }
    const resetRequest = page.waitForRequest('**/api/accounts/reset-password/');
    await resetButton.click();
    expect((await resetRequest).postDataJSON()).toEqual({
      email: ADMIN.email,
      otp: code,
      new_password: newPassword,
      confirm_password: newPassword,
    });

    // The success view, then sign-in again after 3 s with the address filled in.
    const success = page.getByRole('heading', { name: 'Password Reset Successful' });
    await expect(success).toBeVisible();
    const shownAt = Date.now();
    await expect(success).toBeFocused();
    await expect(page.getByRole('button', { name: 'Back to Login' })).toBeVisible();
    await expect(form.heading).toBeVisible({ timeout: 6_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_400);
    await expect(form.email).toHaveValue(ADMIN.email);
    await expect(form.password).toBeFocused();
    await expect(form.notice).toHaveText(accountMessages.passwordReset);

    await form.password.fill(ADMIN.password);
    await form.submit.click();
    await expect(form.alert).toHaveText(accountMessages.invalidCredentials);
    await form.password.fill(newPassword);
    await form.submit.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('works with the keyboard alone: tab order, Enter on each step, focus on each new step', async ({
    page,
  }) => {
    await asDistinctClient(page);
    await page.goto('/admin/login');
    const form = signInForm(page);
    const keyboard = page.keyboard;

    // Sign in: Enter submits, then the Tab order of the card.
    await expect(form.email).toBeFocused();
    await keyboard.press('Enter');
    await expect(form.alert).toHaveText(accountMessages.loginRequired);
    const tabOrder = [
      form.password,
      page.getByRole('button', { name: 'Show password' }),
      form.forgotPassword,
      form.submit,
    ];
    for (const control of tabOrder) {
      await keyboard.press('Tab');
      await expect(control).toBeFocused();
    }
    await keyboard.press('Shift+Tab');
    await expect(form.forgotPassword).toBeFocused();
    await keyboard.press('Enter');

    // Forgot: the e-mail has the focus; Enter sends the code.
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expect(form.email).toBeFocused();
    await keyboard.type(ADMIN.email);
    const seen = await listOutbox();
    await keyboard.press('Enter');

    // Verify: the first box has the focus; arrows, Home and End move between boxes.
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
    const boxes = otpBoxes(page);
    await expect(boxes[0]!).toBeFocused();
    const code = await waitForResetCode(ADMIN.email, seen);
    await keyboard.type(code);
    await expect(boxes[5]!).toBeFocused();
    await keyboard.press('ArrowLeft');
    await expect(boxes[4]!).toBeFocused();
    await keyboard.press('Home');
    await expect(boxes[0]!).toBeFocused();
    await keyboard.press('ArrowRight');
    await expect(boxes[1]!).toBeFocused();
    await keyboard.press('End');
    await expect(boxes[5]!).toBeFocused();
    await keyboard.press('Enter');

    // Reset: the new password has the focus; Enter checks the form; the Tab order.
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    const newField = page.getByLabel('New password');
    await expect(newField).toBeFocused();
    await keyboard.press('Enter');
    await expect(form.alert).toHaveText(accountMessages.passwordsRequired);
    const backToOtp = page.getByRole('button', { name: 'Back to OTP' });
    for (const control of [
      page.getByRole('button', { name: 'Show new password' }),
      page.getByLabel('Confirm password'),
      page.getByRole('button', { name: 'Show confirm password' }),
      page.getByRole('button', { name: 'Reset Password' }),
      backToOtp,
    ]) {
      await keyboard.press('Tab');
      await expect(control).toBeFocused();
    }
    await keyboard.press('Enter');

    // Back through the steps, each landing on its first field.
    await expect(page.getByRole('heading', { name: 'Verify OTP' })).toBeVisible();
    await expect(boxes[0]!).toBeFocused();
    await expectDigits(page, code);
    for (let index = 1; index < DIGIT_COUNT; index++) await keyboard.press('Tab');
    await keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeFocused();
    await keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Back to Email' })).toBeFocused();
    await keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    await expect(form.email).toBeFocused();
    await expect(form.email).toHaveValue(ADMIN.email);
    await keyboard.press('Tab');
    await keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Back to Login' })).toBeFocused();
    await keyboard.press('Enter');
    await expect(form.heading).toBeVisible();
    await expect(form.password).toBeFocused();
    await keyboard.type(ADMIN.password);
    await keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });
});
