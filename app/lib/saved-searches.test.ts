import { describe, expect, it } from 'vitest';

import { alertMessages, type SavedAlert } from '../../contract/alerts';
import type { AlertChangeOutcome, AlertsSender } from '../../contract/site';
import { en } from '../i18n/en';
import { alertsPanelContent as englishPanel } from '../i18n/en/content/alerts-panel';
import { ml } from '../i18n/ml';
import { alertsPanelContent as malayalamPanel } from '../i18n/ml/content/alerts-panel';
import {
  applyManageForm,
  describeSavedQuery,
  readAlertsOf,
  toAlertView,
  tokenOf,
} from './saved-searches';

/** The saved searches' pages on the server (issue 36): searches in words, and the manage forms. */

const ALERT: SavedAlert = {
  id: 4,
  query: 'type=rent&category=flat&beds=2&bbox=76.2%2C9.9%2C76.4%2C10.1&max_deposit=50000',
  frequency: 'weekly',
  language: 'en',
  confirmed: true,
  paused: false,
  created_at: '2026-11-29T21:40:00.000Z',
};

const TOKEN = '7.abcdefghijklmnopqrstuvwxyz';

describe('a saved search in words', () => {
  it('says its filters as the listing page’s chips do, in either language', () => {
    expect(describeSavedQuery(ALERT.query, 'en')).toEqual([
      'For Rent',
      'Apartment',
      '2 Bedrooms',
      'In the map area',
      'Deposit up to ₹50,000',
    ]);
    expect(describeSavedQuery(ALERT.query, 'ml')).toEqual([
      'വാടകയ്ക്ക്',
      'അപ്പാർട്ട്മെന്റ്',
      '2 കിടപ്പുമുറി',
      'മാപ്പിലെ പ്രദേശത്ത്',
      'ഡെപ്പോസിറ്റ് ₹50,000 വരെ',
    ]);
    expect(describeSavedQuery('', 'en')).toEqual([]);
  });

  it('gives the manage page its search link and the day it was saved, in Kerala', () => {
    expect(toAlertView(ALERT, 'en')).toEqual({
      id: 4,
      labels: describeSavedQuery(ALERT.query, 'en'),
      search: `?${ALERT.query}`,
      frequency: 'weekly',
      confirmed: true,
      paused: false,
      // 21:40 UTC is past 3 in the morning of the next day in India.
      savedOn: '30 Nov 2026',
    });
    expect(toAlertView({ ...ALERT, query: '' }, 'ml')).toMatchObject({ labels: [], search: '' });
  });

  it('reads a link’s token from its page’s URL', () => {
    expect(tokenOf(new URL(`https://veedu.test/alerts/manage?token=${TOKEN}`))).toBe(TOKEN);
    expect(tokenOf(new URL('https://veedu.test/alerts/manage'))).toBe('');
  });
});

/** An AlertsSender that records its calls and answers as told. */
function fakeAlerts(answers: {
  change?: AlertChangeOutcome;
  removed?: boolean;
  left?: boolean;
  listed?: boolean;
}) {
  const calls: unknown[][] = [];
  const list = { email: 'anjali@example.in', alerts: [ALERT] };
  const alerts: AlertsSender = {
    save: () => Promise.reject(new Error('not on this page')),
    confirm: () => Promise.reject(new Error('not on this page')),
    list: (token) => {
      calls.push(['list', token]);
      return Promise.resolve(answers.listed === false ? null : list);
    },
    change: (body) => {
      calls.push(['change', body]);
      return Promise.resolve(answers.change ?? { changed: true, alerts: list });
    },
    remove: (token, id) => {
      calls.push(['remove', token, id]);
      return Promise.resolve(answers.removed === false ? null : list);
    },
    leave: (token) => {
      calls.push(['leave', token]);
      return Promise.resolve(answers.left ?? true);
    },
  };
  return { alerts, calls };
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe('the manage page’s forms', () => {
  it('changes how often, pauses and resumes one alert', async () => {
    const { alerts, calls } = fakeAlerts({});
    expect(
      await applyManageForm(
        form({ intent: 'frequency', alert: '4', frequency: 'daily' }),
        TOKEN,
        alerts,
      ),
    ).toEqual({ answer: { intent: 'frequency', ok: true, alertId: 4 }, status: 200 });
    await applyManageForm(form({ intent: 'pause', alert: '4' }), TOKEN, alerts);
    await applyManageForm(form({ intent: 'resume', alert: '4' }), TOKEN, alerts);
    expect(calls).toEqual([
      ['change', { token: TOKEN, alert_id: 4, frequency: 'daily' }],
      ['change', { token: TOKEN, alert_id: 4, paused: true }],
      ['change', { token: TOKEN, alert_id: 4, paused: false }],
    ]);
  });

  it('deletes one alert, or leaves altogether', async () => {
    const { alerts, calls } = fakeAlerts({});
    expect(await applyManageForm(form({ intent: 'delete', alert: '4' }), TOKEN, alerts)).toEqual({
      answer: { intent: 'delete', ok: true, alertId: 4 },
      status: 200,
    });
    expect(await applyManageForm(form({ intent: 'leave' }), TOKEN, alerts)).toEqual({
      answer: { intent: 'leave', ok: true },
      status: 200,
    });
    expect(calls).toEqual([
      ['remove', TOKEN, 4],
      ['leave', TOKEN],
    ]);
  });

  it('says what went wrong as the API would: a gone alert 404, a bad frequency 400', async () => {
    const gone = fakeAlerts({
      change: { changed: false, status: 404, detail: alertMessages.alertNotFound, fieldErrors: {} },
      removed: false,
      left: false,
    });
    expect(
      await applyManageForm(form({ intent: 'pause', alert: '9' }), TOKEN, gone.alerts),
    ).toEqual({
      answer: { intent: 'pause', ok: false, problem: 'alertGone', alertId: 9 },
      status: 404,
    });
    expect(
      await applyManageForm(form({ intent: 'delete', alert: '9' }), TOKEN, gone.alerts),
    ).toMatchObject({ answer: { problem: 'alertGone' }, status: 404 });
    expect(await applyManageForm(form({ intent: 'leave' }), TOKEN, gone.alerts)).toMatchObject({
      answer: { ok: false },
      status: 404,
    });

    const bad = fakeAlerts({
      change: {
        changed: false,
        status: 400,
        detail: '',
        fieldErrors: { frequency: [alertMessages.frequency] },
      },
    });
    expect(
      await applyManageForm(
        form({ intent: 'frequency', alert: '4', frequency: 'hourly' }),
        TOKEN,
        bad.alerts,
      ),
    ).toMatchObject({ answer: { problem: 'frequency' }, status: 400 });
  });

  it('refuses an unknown intent or a missing alert without calling the API', async () => {
    const { alerts, calls } = fakeAlerts({});
    expect(await applyManageForm(form({ intent: 'explode' }), TOKEN, alerts)).toEqual({
      answer: { intent: null, ok: false, problem: 'failed' },
      status: 400,
    });
    expect(
      await applyManageForm(form({ intent: 'pause', alert: 'four' }), TOKEN, alerts),
    ).toMatchObject({ answer: { problem: 'alertGone' }, status: 404 });
    expect(calls).toEqual([]);
  });

  it('reads the address’s alerts in the page’s language, and null for a link not valid', async () => {
    const { alerts } = fakeAlerts({});
    expect(await readAlertsOf(TOKEN, alerts, 'ml')).toEqual({
      email: 'anjali@example.in',
      alerts: [toAlertView(ALERT, 'ml')],
    });
    expect(await readAlertsOf('', alerts, 'en')).toBeNull();
    expect(await readAlertsOf(TOKEN, fakeAlerts({ listed: false }).alerts, 'en')).toBeNull();
  });
});

describe('the texts of saved searches', () => {
  it('say the API’s own words in English where the API has them', () => {
    expect(en.alerts.linkNotFound).toBe(alertMessages.linkNotFound);
    expect(englishPanel.errors.email).toBe(alertMessages.email);
    expect(englishPanel.errors.query).toBe(alertMessages.query);
    expect(en.alerts.manage.errors.alertGone).toBe(alertMessages.alertNotFound);
  });

  it('give the listing page’s panel every text in Malayalam', () => {
    const leaves = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : Object.values(value as Record<string, unknown>).flatMap(leaves);
    expect(leaves(malayalamPanel)).toHaveLength(leaves(englishPanel).length);
    for (const text of leaves(malayalamPanel)) expect(text).toMatch(/[\u0D00-\u0D7F]/);
  });

  it('name the frequencies alike on the listing page and the alerts’ pages', () => {
    expect(en.alerts.frequencies).toEqual(englishPanel.frequencies);
    expect(ml.alerts.frequencies).toEqual(malayalamPanel.frequencies);
  });
});
