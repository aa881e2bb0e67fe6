import { describe, expect, it } from 'vitest';

import { ALERT_FREQUENCIES } from '../../contract/alerts';
import type { AlertOutcome, AlertsSender } from '../../contract/site';
import {
  ALERT_FREQUENCY_CHOICES,
  alertQueryOf,
  checkAlertEmail,
  readAlertForm,
  saveAlertForm,
  toAlertAnswer,
} from './alert-form';
import { parseListingFilters } from './listing-search';

/** The listing page's "Get alerts" form (issue 36): what it posts and how its answers read. */

const LISTING = new URL('https://veedu.test/property-listing?type=rent&beds=2&sort=price-asc');
const MALAYALAM = new URL('https://veedu.test/ml/property-listing?type=rent');

const posted = (fields: Record<string, string>) => new URLSearchParams(fields);

/** An AlertsSender whose save answers `outcome` and keeps what it was given. */
function sender(outcome: AlertOutcome) {
  const saved: Record<string, string>[] = [];
  const alerts = {
    save: (body: Record<string, string>) => {
      saved.push(body);
      return Promise.resolve(outcome);
    },
  } as unknown as AlertsSender;
  return { alerts, saved };
}

describe('the alert form', () => {
  it('offers the API’s frequencies, in its order', () => {
    expect([...ALERT_FREQUENCY_CHOICES]).toEqual([...ALERT_FREQUENCIES]);
  });

  it('saves the filters of the page, without its order, page, layout or open map', () => {
    const filters = parseListingFilters(
      new URLSearchParams(
        'type=rent&category=flat&beds=2&bbox=76.2,9.9,76.4,10.1&max_deposit=50000&sort=price-asc&page=3&view=grid&map=1',
      ),
    );
    expect(alertQueryOf(filters)).toBe(
      'type=rent&category=flat&beds=2&bbox=76.2%2C9.9%2C76.4%2C10.1&max_deposit=50000',
    );
    expect(alertQueryOf(parseListingFilters(new URLSearchParams('')))).toBe('');
  });

  it('reads the posted fields as the API takes them, in the language of the page', () => {
    const form = posted({
      intent: 'alert',
      email: '  anjali@example.in ',
      frequency: 'weekly',
      query: '?type=rent&beds=2',
      page: '/property-listing?type=rent&beds=2',
    });
    expect(readAlertForm(form, LISTING)).toEqual({
      email: 'anjali@example.in',
      frequency: 'weekly',
      query: 'type=rent&beds=2',
      language: 'en',
      page: '/property-listing?type=rent&beds=2',
    });
    expect(readAlertForm(form, MALAYALAM).language).toBe('ml');
  });

  it('falls back to the page’s own URL for the search and the page, and keeps only site paths', () => {
    const read = readAlertForm(
      posted({ email: 'a@b.in', page: 'https://elsewhere.test/' }),
      LISTING,
    );
    expect(read.query).toBe('type=rent&beds=2&sort=price-asc');
    expect(read.page).toBe('/property-listing?type=rent&beds=2&sort=price-asc');
    expect(readAlertForm(posted({ page: '//elsewhere.test/x' }), LISTING).page).toBe(
      '/property-listing?type=rent&beds=2&sort=price-asc',
    );
  });

  it('answers the same success whatever the address had', async () => {
    const { alerts, saved } = sender({ saved: true });
    const form = posted({ intent: 'alert', email: 'a@b.in', frequency: 'daily', query: '' });
    expect(await saveAlertForm(form, LISTING, alerts)).toEqual({ intent: 'alert', saved: true });
    expect(saved).toHaveLength(1);
  });

  it('puts the API’s field errors on the fields, with what was typed', () => {
    const outcome: AlertOutcome = {
      saved: false,
      status: 400,
      detail: '',
      fieldErrors: { email: ['Enter a valid e-mail address.'], frequency: ['Choose…'] },
    };
    expect(toAlertAnswer(outcome, { email: 'anjali@', frequency: 'hourly' })).toEqual({
      intent: 'alert',
      saved: false,
      status: 400,
      errors: { email: 'email', frequency: 'frequency' },
      values: { email: 'anjali@', frequency: 'hourly' },
    });
    // No address at all says so.
    expect(toAlertAnswer(outcome, { email: '', frequency: 'daily' })).toMatchObject({
      errors: { email: 'emailRequired' },
    });
  });

  it('says why when no field is to blame: the limit, an unreadable search, anything else', () => {
    const refused = (status: number, fieldErrors: Record<string, string[]> = {}) =>
      toAlertAnswer({ saved: false, status, detail: 'x', fieldErrors }, { email: 'a@b.in' });
    expect(refused(429)).toMatchObject({ status: 429, problem: 'tooMany', errors: {} });
    expect(refused(400, { query: ['The search could not be read.'] })).toMatchObject({
      problem: 'query',
    });
    expect(refused(400, { page: ['The page must be a path of this site.'] })).toMatchObject({
      problem: 'query',
    });
    expect(refused(400)).toMatchObject({ problem: 'failed' });
  });

  it('refuses a post that is not the alert form without calling the API', async () => {
    const { alerts, saved } = sender({ saved: true });
    const answer = await saveAlertForm(posted({ email: 'a@b.in' }), LISTING, alerts);
    expect(answer).toMatchObject({ saved: false, status: 400, problem: 'failed' });
    expect(saved).toEqual([]);
  });

  it('checks the address in the browser as the server does', () => {
    expect(checkAlertEmail('  ', true)).toBe('emailRequired');
    expect(checkAlertEmail('anjali@', false)).toBe('email');
    expect(checkAlertEmail('anjali@example.in', true)).toBeUndefined();
  });
});
