import type { APIResponse, Page, Response } from '@playwright/test';

import { alertMessages } from '../contract/alerts';
import { asDistinctClient } from './admin';
import { axeViolations, describeViolations } from './axe';
import {
  allowConsoleMessages,
  expect,
  expectNoHorizontalOverflow,
  isSameDocument,
  markDocument,
  test,
  waitForHydration,
} from './fixtures';
import { listOutbox, waitForAlertConfirmation } from './outbox';

/*
 * Issue 36, saved searches: "Get alerts" on the listings page saves its search with an address
 * (double opt-in: one confirmation mail), the mail's link asks before it confirms (opening it
 * confirms nothing), and the manage page changes, pauses and deletes, in English and Malayalam,
 * with the page's script and without it.
 */

const TEXTS = {
  en: {
    open: 'Get alerts',
    dialog: 'Get new homes by e-mail',
    email: 'E-mail address',
    instant: 'As soon as they’re listed',
    weekly: 'Weekly (Saturday)',
    submit: 'Save this search',
    sentTitle: 'Check your inbox',
    emailRequired: 'Enter your e-mail address.',
    emailInvalid: 'Enter a valid e-mail address.',
    subject: 'Confirm your Veedu alert',
    confirmHeading: 'Confirm your alert',
    confirm: 'Confirm my alert',
    confirmed: 'Your alert is on',
    manage: 'Manage my alerts',
    manageHeading: 'Your alerts',
    forRent: 'For Rent',
    forSale: 'For Sale',
    apartment: 'Apartment',
    threeBedrooms: '3 Bedrooms',
    on: 'On',
    paused: 'Paused',
    pause: 'Pause',
    resume: 'Resume',
    pausedNotice: 'The alert is paused.',
    frequency: 'How often',
    save: 'Save',
    savedNotice: 'Saved. We will write as you chose.',
    leave: 'Delete all my alerts and my address',
    ask: 'Are you sure?',
    leaveConfirm: 'Yes, delete everything',
    left: 'Your address and alerts are deleted',
    notFound: 'This link no longer works',
    linkNotFound: alertMessages.linkNotFound,
  },
  ml: {
    open: 'അലർട്ട് നേടൂ',
    dialog: 'പുതിയ വീടുകൾ ഇ-മെയിലിൽ അറിയാം',
    email: 'ഇ-മെയിൽ വിലാസം',
    instant: 'ലിസ്റ്റ് ചെയ്താലുടൻ',
    weekly: 'ആഴ്ചയിലൊരിക്കൽ (ശനിയാഴ്ച)',
    submit: 'ഈ തിരയൽ സേവ് ചെയ്യുക',
    sentTitle: 'ഇൻബോക്സ് നോക്കൂ',
    emailRequired: 'നിങ്ങളുടെ ഇ-മെയിൽ വിലാസം നൽകുക.',
    emailInvalid: 'ശരിയായ ഇ-മെയിൽ വിലാസം നൽകുക.',
    subject: 'Veedu: നിങ്ങളുടെ അലർട്ട് സ്ഥിരീകരിക്കുക',
    confirmHeading: 'അലർട്ട് സ്ഥിരീകരിക്കുക',
    confirm: 'എന്റെ അലർട്ട് സ്ഥിരീകരിക്കുക',
    confirmed: 'നിങ്ങളുടെ അലർട്ട് ഓണായി',
    manage: 'എന്റെ അലർട്ടുകൾ',
    manageHeading: 'നിങ്ങളുടെ അലർട്ടുകൾ',
    forRent: 'വാടകയ്ക്ക്',
    forSale: 'വിൽപ്പനയ്ക്ക്',
    apartment: 'അപ്പാർട്ട്മെന്റ്',
    threeBedrooms: '3 കിടപ്പുമുറി',
    on: 'ഓൺ',
    paused: 'നിർത്തിവച്ചു',
    pause: 'നിർത്തിവയ്ക്കുക',
    resume: 'വീണ്ടും തുടങ്ങുക',
    pausedNotice: 'അലർട്ട് നിർത്തിവച്ചു.',
    frequency: 'എത്ര തവണ',
    save: 'സേവ് ചെയ്യുക',
    savedNotice: 'സേവ് ചെയ്തു. നിങ്ങൾ തിരഞ്ഞെടുത്തതുപോലെ ഞങ്ങൾ എഴുതും.',
    leave: 'എന്റെ എല്ലാ അലർട്ടുകളും വിലാസവും മായ്ക്കുക',
    ask: 'ഉറപ്പാണോ?',
    leaveConfirm: 'അതെ, എല്ലാം മായ്ക്കുക',
    left: 'നിങ്ങളുടെ വിലാസവും അലർട്ടുകളും മായ്ച്ചു',
    notFound: 'ഈ ലിങ്ക് ഇനി പ്രവർത്തിക്കില്ല',
    linkNotFound:
      'ഈ ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു, അല്ലെങ്കിൽ ഇത് ഇതിനകം ഉപയോഗിച്ചു. ലിസ്റ്റിംഗ് പേജിൽ നിന്ന് തിരയൽ വീണ്ടും സേവ് ചെയ്യുക.',
  },
} as const;

type Language = keyof typeof TEXTS;
const prefixOf = (language: Language) => (language === 'ml' ? '/ml' : '');

const uniqueEmail = (who: string, project: string) =>
  `${who}-${project}-${Date.now()}@example.in`.toLowerCase();

/**
 * The answer of a page reached by an alert mail's link: the visitor's own, for no search engine,
 * its token never a referrer to another site (same-origin: a `no-referrer` page's forms post
 * with `Origin: null`, which React Router refuses; app/components/alerts/alert-parts.tsx).
 */
function expectPrivateAnswer(response: Response | APIResponse | null) {
  const headers = response?.headers() ?? {};
  expect(headers['cache-control']).toBe('private, no-store');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(headers['referrer-policy']).toBe('same-origin');
}

/** axe-core's rules (e2e/axe.ts), as public-accessibility.spec.ts runs them, once the page is still. */
async function expectAccessible(page: Page, state: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => null)),
    ),
  );
  const violations = await axeViolations(page, ['label-content-name-mismatch']);
  expect.soft(describeViolations(violations), `axe on ${state}`).toBe('');
}

/**
 * Waits until Get alerts has hydrated: its code loads after the page's first scripts
 * (app/components/listing/get-alerts.tsx), and until then its button folds the form open in the
 * page, as without scripts.
 */
async function waitForAlertsPanel(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('#get-alerts > summary');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
  });
}

/** The manage page's card of the alert whose chips say `label`. */
function alertCard(page: Page, label: string) {
  return page.getByRole('article').filter({ hasText: label });
}

for (const language of ['en', 'ml'] as const) {
  const T = TEXTS[language];
  const prefix = prefixOf(language);

  test(`${language}: a search saved from the listings page is confirmed from its mail, then paused and left`, async ({
    page,
  }, testInfo) => {
    await asDistinctClient(page);
    const email = uniqueEmail(`alerts-${language}`, testInfo.project.name);
    const seen = await listOutbox();
    const listingUrl = `${prefix}/property-listing?type=rent&category=flat`;
    await page.goto(listingUrl);
    await waitForHydration(page);
    await waitForAlertsPanel(page);
    await expectNoHorizontalOverflow(page);
    await markDocument(page);

    // The button opens a dialog that asks for an address and how often; the address first.
    const opener = page.locator('#get-alerts > summary');
    await expect(opener).toHaveText(T.open);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: T.dialog });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(T.email)).toBeFocused();
    await expect(dialog).toContainText(`${T.forRent} · ${T.apartment}`);
    await expectAccessible(page, `${listingUrl}, Get alerts`);
    // Escape closes it, and the focus goes back to the button.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await expect(dialog.getByLabel(T.email)).toBeFocused();
    // Checked in the page first: nothing is sent without an address.
    await dialog.getByRole('button', { name: T.submit }).click();
    await expect(dialog.getByLabel(T.email)).toHaveAccessibleDescription(T.emailRequired);
    await dialog.getByLabel(T.email).fill(email);
    await dialog.getByLabel(T.instant).check();
    const [saved] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      dialog.getByRole('button', { name: T.submit }).click(),
    ]);
    expect(saved.status()).toBe(200);
    const thanks = dialog.getByRole('heading', { name: T.sentTitle });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    // Sent in place: the same document, at the same address.
    expect(await isSameDocument(page)).toBe(true);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(listingUrl);

    // One mail, in the page's language, with a link to the confirmation page in that language.
    const mail = await waitForAlertConfirmation(email, seen);
    expect(mail.subject).toBe(T.subject);
    expect(new URL(mail.link).pathname).toBe(`${prefix}/alerts/confirm`);

    // Opening the link confirms nothing (mail scanners open links): the page asks.
    const opened = await page.goto(mail.link);
    expectPrivateAnswer(opened);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.confirmHeading);
    await expectAccessible(page, `${prefix}/alerts/confirm`);
    expectPrivateAnswer(await page.reload());
    await waitForHydration(page);
    await page.getByRole('button', { name: T.confirm }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.confirmed);
    await expect(page.getByRole('main')).toContainText(T.instant);
    await expect(page.getByRole('main')).toContainText(T.apartment);

    // The manage page, in the same language: the address and the search in words.
    await page.getByRole('link', { name: T.manage }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.manageHeading);
    expect(new URL(page.url()).pathname).toBe(`${prefix}/alerts/manage`);
    expectPrivateAnswer(await page.request.get(page.url()));
    await expect(page.getByRole('main')).toContainText(email);
    const card = alertCard(page, T.apartment);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(T.forRent);
    await expect(card).toContainText(T.instant);
    await expect(card).toContainText(T.on);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page, `${prefix}/alerts/manage`);

    // Paused: said, and the button now resumes it.
    await card.getByRole('button', { name: new RegExp(`^${T.pause}`) }).click();
    await expect(page.getByRole('status').filter({ hasText: T.pausedNotice })).toBeVisible();
    await expect(card).toContainText(T.paused);
    await expect(card.getByRole('button', { name: new RegExp(`^${T.resume}`) })).toBeVisible();

    // Leaving altogether asks first, then deletes the address and its alerts.
    const manageUrl = page.url();
    await page.getByRole('link', { name: T.leave }).click();
    const ask = page.getByRole('dialog', { name: T.ask });
    await expect(ask).toBeVisible();
    await expectAccessible(page, `${prefix}/alerts/manage, leaving`);
    await ask.getByRole('button', { name: T.leaveConfirm }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.left);

    // The manage link no longer works.
    allowConsoleMessages(page, /status of 404 \(Not Found\)/);
    const gone = await page.goto(manageUrl);
    expect(gone?.status()).toBe(404);
    expectPrivateAnswer(gone);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.notFound);
    await expect(page.getByRole('main')).toContainText(T.linkNotFound);
  });
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain form saves a search; the link confirms by its button; the manage page asks before leaving', async ({
    page,
  }, testInfo) => {
    // Chromium logs a page answered 400 (the form back with its errors) as a failed load.
    allowConsoleMessages(page, /status of 400 \(Bad Request\)/);
    await asDistinctClient(page);
    const T = TEXTS.en;
    const email = uniqueEmail('alerts-nojs', testInfo.project.name);
    const seen = await listOutbox();
    const listingUrl = '/property-listing?type=buy&beds=3';
    await page.goto(listingUrl);

    // The button folds the form open in the page: a plain post to the page, its search kept.
    await page.locator('#get-alerts > summary').click();
    const form = page.locator('#get-alerts form');
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', `${listingUrl}#get-alerts`);
    await expect(form.locator('input[name="intent"]')).toHaveValue('alert');
    await expect(form.locator('input[name="query"]')).toHaveValue('type=buy&beds=3');
    await expect(form.locator('input[name="page"]')).toHaveValue(listingUrl);
    await expect(page.locator('#get-alerts')).toContainText(`${T.forSale} · ${T.threeBedrooms}`);

    // Sent without an address, then with a wrong one: the page comes back with the form open.
    const [empty] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      form.getByRole('button', { name: T.submit }).click(),
    ]);
    expect(empty.status()).toBe(400);
    expect(empty.headers()['cache-control']).toBe('private, no-store');
    await expect(form.getByLabel(T.email)).toHaveAccessibleDescription(T.emailRequired);
    await form.getByLabel(T.email).fill('someone@');
    await form.getByLabel(T.weekly).check();
    await form.getByRole('button', { name: T.submit }).click();
    await expect(form.getByLabel(T.email)).toHaveAccessibleDescription(T.emailInvalid);
    await expect(form.getByLabel(T.email)).toHaveValue('someone@');
    await expect(form.getByLabel(T.weekly)).toBeChecked();

    await form.getByLabel(T.email).fill(email);
    await form.getByRole('button', { name: T.submit }).click();
    await expect(page.getByRole('heading', { name: T.sentTitle })).toBeVisible();
    expect(new URL(page.url()).search).toBe('?type=buy&beds=3');

    // The link: a page with a button, a plain post that confirms.
    const { link } = await waitForAlertConfirmation(email, seen);
    expectPrivateAnswer(await page.goto(link));
    const [confirmed] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: T.confirm }).click(),
    ]);
    expect(confirmed.status()).toBe(200);
    expectPrivateAnswer(confirmed);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.confirmed);

    await page.getByRole('link', { name: T.manage }).click();
    const card = alertCard(page, T.threeBedrooms);
    await expect(card).toContainText(T.forSale);
    await expect(card).toContainText(T.weekly);

    // How often, changed by the card's own form.
    await card.getByLabel(T.frequency).selectOption({ label: T.instant });
    await card.getByRole('button', { name: new RegExp(`^${T.save}`) }).click();
    await expect(page.getByRole('status').filter({ hasText: T.savedNotice })).toBeVisible();
    await expect(alertCard(page, T.threeBedrooms)).toContainText(T.instant);

    // Leaving asks on a page of its own first.
    await page.getByRole('link', { name: T.leave }).click();
    expect(new URL(page.url()).searchParams.get('leave')).toBe('1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.ask);
    const [left] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      page.getByRole('button', { name: T.leaveConfirm }).click(),
    ]);
    expect(left.status()).toBe(200);
    expectPrivateAnswer(left);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(T.left);
  });
});
