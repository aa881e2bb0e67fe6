import { beforeAll, describe, expect, it } from 'vitest';

import type { Language } from '../../contract/languages';
import { preloadAlertsPanel } from '../components/listing/get-alerts';
import { type CardListing, packCard } from '../components/property-card';
import { alertsPanelContent as englishAlertTexts } from '../i18n/en/content/alerts-panel';
import { alertsPanelContent as malayalamAlertTexts } from '../i18n/ml/content/alerts-panel';
import type { AlertAnswer } from '../lib/alert-form';
import { checkFactFilters, factFilterChips, factFilterSections } from '../lib/listing-fact-filters';
import { parseListingFilters } from '../lib/listing-search';
import type { AlertView, ManageAnswer } from '../lib/saved-searches';
import { metaMatches, renderRoutePage } from '../testing/render-page';
import AlertsConfirm, { headers as confirmHeaders, meta as confirmMeta } from './alerts-confirm';
import AlertsManage, { headers as manageHeaders } from './alerts-manage';
import PropertyListing from './property-listing';

/** Saved searches' pages (issue 36), rendered as the server renders them, in each language. */

const site = {
  name: 'Veedu',
  phone: '+914840000000',
  email: 'hello@veedu.test',
  whatsapp: '+914840000000',
  publicUrl: 'https://veedu.test',
};

const prefixOf = (language: Language) => (language === 'ml' ? '/ml' : '');

/** Every href and form action of a page that leads to a page of the site. */
const sitePaths = (html: string) =>
  [...html.matchAll(/(?:href|action)="(\/(?!go\/|assets\/)[^"]*)"/g)].map((match) => match[1]);

const CARD: CardListing = {
  id: 7,
  title: 'Sea-facing villa',
  description: 'Four bedrooms above Lighthouse Beach.',
  price: 28_000,
  isRent: true,
  isDirectOwner: true,
  place: 'Kovalam, Thiruvananthapuram, Kerala',
  bedrooms: 4,
  bathrooms: 1,
  area: 1200,
  cents: null,
  listedOn: '2026-11-21',
  directionsHref: 'https://www.google.com/maps?q=8.389,76.977',
  image: null,
};

function renderListing(language: Language, search: string, actionData?: AlertAnswer) {
  const { filters } = checkFactFilters(parseListingFilters(new URLSearchParams(search)));
  return renderRoutePage({
    language,
    url: `${prefixOf(language)}/property-listing${search}`,
    Page: PropertyListing as never,
    rootData: { site },
    pageData: {
      filters,
      page: { count: 1, total: 58, total_pages: 1, cards: [packCard(CARD)] },
      hasFailed: false,
      rentalsHaveLand: false,
      factSections: factFilterSections(filters, language, '2026-11-24'),
      factChips: factFilterChips(filters, language),
      alertTexts: language === 'ml' ? malayalamAlertTexts : englishAlertTexts,
      now: '2026-11-24T00:00:00+05:30',
    },
    actionData,
  });
}

describe('Get alerts on the listing page', () => {
  // Its code is loaded apart from the page's (get-alerts.tsx); the server has it first.
  beforeAll(() => preloadAlertsPanel());

  it('is a form posted to the page itself, with the search, the page and the intent', () => {
    const html = renderListing('en', '?type=rent&beds=2&sort=price-asc');
    expect(html).toContain('<details id="get-alerts" class="alerts-panel">');
    expect(html).toContain('Get alerts</summary>');
    expect(html).toContain(
      'action="/property-listing?type=rent&amp;beds=2&amp;sort=price-asc#get-alerts" method="post"',
    );
    expect(html).toContain('<input type="hidden" name="intent" value="alert"/>');
    expect(html).toContain('<input type="hidden" name="query" value="type=rent&amp;beds=2"/>');
    expect(html).toContain(
      '<input type="hidden" name="page" value="/property-listing?type=rent&amp;beds=2&amp;sort=price-asc"/>',
    );
    expect(html).toContain('For Rent · 2 Bedrooms');
    // Three choices, the daily digest chosen for the visitor; the opt-in and the privacy policy.
    expect(html.match(/name="frequency"/g)).toHaveLength(3);
    expect(html).toContain('name="frequency" checked="" value="daily"');
    expect(html).toContain('We’ll send one e-mail to confirm. Nothing else until you do.');
    expect(html).toContain('href="/privacy-policy"');
  });

  it('speaks Malayalam on the Malayalam page, and posts there', () => {
    const html = renderListing('ml', '?type=rent');
    for (const text of ['അലർട്ട് നേടൂ', 'ഇ-മെയിൽ വിലാസം', 'ദിവസേന ഒരു സംഗ്രഹം (രാവിലെ 7-ന്)']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('action="/ml/property-listing?type=rent#get-alerts"');
    expect(html).toContain('href="/ml/privacy-policy"');
    expect(html).not.toContain('Get alerts');
  });

  it('comes back open after a post without the script: the thanks, or the errors and values', () => {
    const sent = renderListing('en', '?type=rent', { intent: 'alert', saved: true });
    expect(sent).toContain('<details id="get-alerts" class="alerts-panel" open="">');
    expect(sent).toContain('Check your inbox');
    expect(sent).not.toContain('name="email"');

    const refused = renderListing('ml', '?type=rent', {
      intent: 'alert',
      saved: false,
      status: 400,
      errors: { email: 'email' },
      values: { email: 'anjali@', frequency: 'weekly' },
    });
    expect(refused).toContain('open=""');
    expect(refused).toContain('aria-invalid="true"');
    expect(refused).toContain('value="anjali@"');
    expect(refused).toContain('name="frequency" checked="" value="weekly"');
    expect(refused).toContain('ശരിയായ ഇ-മെയിൽ വിലാസം നൽകുക.');

    const limited = renderListing('en', '', {
      intent: 'alert',
      saved: false,
      status: 429,
      errors: {},
      problem: 'tooMany',
      values: { email: 'a@b.in', frequency: 'daily' },
    });
    expect(limited).toContain('Too many tries in a short time.');
  });
});

const VIEW: AlertView = {
  id: 4,
  labels: ['For Rent', 'Apartment'],
  search: '?type=rent&category=flat',
  frequency: 'weekly',
  confirmed: true,
  paused: false,
  savedOn: '30 Nov 2026',
};

function renderConfirm(language: Language, pageData: unknown, actionData?: unknown) {
  return renderRoutePage({
    language,
    url: `${prefixOf(language)}/alerts/confirm?token=abcdefghijklmnopqrst`,
    Page: AlertsConfirm as never,
    rootData: { site },
    pageData,
    actionData,
  });
}

describe('the confirmation page', () => {
  it('asks first: a button that posts the token', () => {
    const html = renderConfirm('en', { state: 'ask', token: 'abcdefghijklmnopqrst' });
    expect(html).toContain('Confirm your alert');
    expect(html).toContain('action="/alerts/confirm?token=abcdefghijklmnopqrst" method="post"');
    expect(html).toContain('<input type="hidden" name="token" value="abcdefghijklmnopqrst"/>');
    expect(html).toContain('>Confirm my alert</button>');
  });

  it('says the alert is on, with the search and the manage link in the page’s language', () => {
    const html = renderConfirm(
      'ml',
      { state: 'ask', token: 'abcdefghijklmnopqrst' },
      { state: 'confirmed', alert: VIEW, manageToken: '4.signed' },
    );
    expect(html).toContain('നിങ്ങളുടെ അലർട്ട് ഓണായി');
    expect(html).toContain('ആഴ്ചയിലൊരിക്കൽ (ശനിയാഴ്ച)');
    expect(html).toContain('href="/ml/alerts/manage?token=4.signed"');
    expect(html).toContain('href="/ml/property-listing?type=rent&amp;category=flat"');
    expect(html).not.toContain('name="token"');
  });

  it('says a link that no longer works as the API does, with the way back to the listings', () => {
    const html = renderConfirm('en', { state: 'not-found' });
    expect(html).toContain(
      'This link has expired or was already used. Save the search again from the listings page.',
    );
    expect(html).toContain('href="/property-listing"');
  });

  it('is private and for no search engine', () => {
    for (const headers of [confirmHeaders(), manageHeaders()]) {
      expect(headers).toEqual({
        'Cache-Control': 'private, no-store',
        'X-Robots-Tag': 'noindex, nofollow',
        'Referrer-Policy': 'same-origin',
      });
    }
    const tags = confirmMeta({ matches: metaMatches('en', { site }) } as unknown as Parameters<
      typeof confirmMeta
    >[0]);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
    expect(tags.some((tag) => 'rel' in tag && tag.rel === 'canonical')).toBe(false);
  });
});

function renderManage(
  language: Language,
  pageData: unknown,
  actionData?: ManageAnswer,
  search = '?token=4.signed',
) {
  return renderRoutePage({
    language,
    url: `${prefixOf(language)}/alerts/manage${search}`,
    Page: AlertsManage as never,
    rootData: { site },
    pageData,
    actionData,
  });
}

const LIST = {
  state: 'list',
  email: 'anjali@example.in',
  isLeaving: false,
  alerts: [
    VIEW,
    { ...VIEW, id: 5, labels: [], search: '', frequency: 'instant', confirmed: false },
    { ...VIEW, id: 6, labels: ['For Sale'], paused: true },
  ],
};

describe('the manage page', () => {
  it('lists each search in words with how often and its state, and a form for each change', () => {
    const html = renderManage('en', LIST);
    expect(html).toContain('anjali@example.in');
    for (const text of [
      'For Rent',
      'Every new listing',
      'Waiting for confirmation',
      'Paused',
      '>On<',
      'Weekly (Saturday)',
      'Saved 30 Nov 2026',
      'Open this search',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/property-listing?type=rent&amp;category=flat"');
    for (const intent of ['frequency', 'pause', 'resume', 'delete']) {
      expect(html).toContain(`<input type="hidden" name="intent" value="${intent}"/>`);
    }
    // Three alerts, three deletes; pausing is for confirmed alerts only.
    expect(html.match(/value="delete"/g)).toHaveLength(3);
    expect(html.match(/value="(pause|resume)"/g)).toHaveLength(2);
    expect(html).toContain('action="/alerts/manage?token=4.signed" method="post"');
    // Leaving asks first: without the script, a page of its own.
    expect(html).toContain('href="/alerts/manage?token=4.signed&amp;leave=1"');
  });

  it('asks before leaving, and says what a form changed', () => {
    const asking = renderManage(
      'ml',
      { ...LIST, isLeaving: true },
      undefined,
      '?token=4.signed&leave=1',
    );
    expect(asking).toContain('ഉറപ്പാണോ?');
    expect(asking).toContain('<input type="hidden" name="intent" value="leave"/>');
    expect(asking).toContain('action="/ml/alerts/manage?token=4.signed" method="post"');
    expect(asking).toContain('href="/ml/alerts/manage?token=4.signed"');

    const paused = renderManage('en', LIST, { intent: 'pause', ok: true, alertId: 4 });
    expect(paused).toContain('The alert is paused.');
    const gone = renderManage('en', LIST, {
      intent: 'delete',
      ok: false,
      problem: 'alertGone',
      alertId: 9,
    });
    expect(gone).toContain('That alert no longer exists.');
  });

  it('says when everything is deleted, and when the link no longer works', () => {
    const left = renderManage('ml', { state: 'not-found' }, { intent: 'leave', ok: true });
    expect(left).toContain('നിങ്ങളുടെ വിലാസവും അലർട്ടുകളും മായ്ച്ചു');
    expect(renderManage('en', { state: 'not-found' })).toContain('This link no longer works');
    expect(renderManage('en', { ...LIST, alerts: [] })).toContain('You have no alerts left');
  });

  it('keeps every link and form on the Malayalam pages', () => {
    const html = renderManage('ml', LIST);
    expect(html).not.toMatch(/Pause|Delete|Weekly/);
    const paths = sitePaths(html);
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.filter((path) => !path?.startsWith('/ml/'))).toEqual([]);
  });
});
