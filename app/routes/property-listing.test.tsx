import { beforeAll, describe, expect, it } from 'vitest';

import type { Language } from '../../contract/languages';
import { preloadAlertsPanel } from '../components/listing/get-alerts';
import { type CardListing, packCard } from '../components/property-card';
import { alertsPanelContent as englishAlertTexts } from '../i18n/en/content/alerts-panel';
import { alertsPanelContent as malayalamAlertTexts } from '../i18n/ml/content/alerts-panel';
import { checkFactFilters, factFilterChips, factFilterSections } from '../lib/listing-fact-filters';
import { parseListingFilters } from '../lib/listing-search';
import PropertyListing, { meta } from './property-listing';
import { metaMatches, renderRoutePage } from '../testing/render-page';

/** The listing page rendered as the server renders it, in each language. */

const site = {
  name: 'Veedu',
  phone: '+914840000000',
  email: 'hello@veedu.test',
  whatsapp: '+914840000000',
  publicUrl: 'https://veedu.test',
};

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

const results = (cards: CardListing[]) => ({
  count: cards.length,
  total: 58,
  total_pages: cards.length > 0 ? 3 : 1,
  cards: cards.map(packCard),
});

function render(
  language: Language,
  search: string,
  page: ReturnType<typeof results> | null = results([CARD]),
) {
  const path = language === 'ml' ? '/ml/property-listing' : '/property-listing';
  // As the loader writes them: the facts' filters checked, their sections and chips in the language.
  const { filters } = checkFactFilters(parseListingFilters(new URLSearchParams(search)));
  return renderRoutePage({
    language,
    url: `${path}${search}`,
    Page: PropertyListing as never,
    rootData: { site },
    pageData: {
      filters,
      page,
      hasFailed: page === null,
      rentalsHaveLand: false,
      factSections: factFilterSections(filters, language, '2026-11-24'),
      factChips: factFilterChips(filters, language),
      alertTexts: language === 'ml' ? malayalamAlertTexts : englishAlertTexts,
      now: '2026-11-24T00:00:00+05:30',
    },
  });
}

// Get alerts' code is loaded apart from the page's (get-alerts.tsx); the server has it first.
beforeAll(() => preloadAlertsPanel());

/** Every href and form action of the page, but the card's outside links. */
/** The page's links to pages (the /go/ lead redirects carry their language as `lang`). */
const sitePaths = (html: string) =>
  [...html.matchAll(/(?:href|action)="(\/(?!go\/)[^"]*)"/g)].map((match) => match[1] ?? '');

describe('the listing page in Malayalam', () => {
  it('says everything in Malayalam, with prices and areas in Malayalam words', () => {
    const html = render('ml', '?type=rent&category=flat&beds=2');
    for (const text of [
      'കേരളത്തിലെ പ്രോപ്പർട്ടികൾ',
      'വാടകയ്ക്ക് • അപ്പാർട്ട്മെന്റ് • 2 കിടപ്പുമുറി',
      'കൂടുതൽ ഫിൽട്ടറുകൾ',
      'താമസത്തിന്',
      'വാണിജ്യ കെട്ടിടം',
      'മാസം ₹15K വരെ',
      '500 ച.അടി-ൽ താഴെ',
      // The active filters as chips, and the sheet's button before the script counts.
      'aria-label="ഓണായ ഫിൽട്ടറുകൾ"',
      'aria-label="2 കിടപ്പുമുറി, ഒഴിവാക്കുക"',
      'വീടുകൾ കാണുക',
      '1 ലിസ്റ്റിംഗുകളിൽ 1 എണ്ണം കാണിക്കുന്നു',
      ' (ആകെ 58 എണ്ണത്തിൽ നിന്ന്)',
      'വില: കുറഞ്ഞത് ആദ്യം',
      '₹28,000<span>/മാസം</span>',
      '<strong>1,200</strong> ച.അടി',
      '<strong>4</strong> ബെഡ്',
      '3 ദിവസം മുമ്പ്',
      'ഉടമ നേരിട്ട്',
    ]) {
      expect(html).toContain(text);
    }
    for (const english of ['Advanced Filters', 'Showing', 'Bedrooms', 'sq.ft', '/month', 'Lakh']) {
      expect(html).not.toContain(english);
    }
  });

  it('keeps every link and the forms on the Malayalam pages', () => {
    const paths = sitePaths(render('ml', '?type=rent'));
    expect(paths).toContain('/ml/property-listing');
    expect(paths).toContain('/ml/property/7');
    expect(paths).toContain('/ml/property-listing?type=rent&amp;page=2');
    expect(paths.filter((path) => !path.startsWith('/ml/'))).toEqual([]);
  });

  it('calls, chats and mails through /go/ in Malayalam (the server writes the message)', () => {
    const html = render('ml', '');
    for (const channel of ['call', 'whatsapp', 'mail']) {
      expect(html).toContain(`href="/go/${channel}/7?lang=ml&amp;from=/ml/property-listing"`);
    }
    expect(html).not.toContain('https://wa.me/91');
  });

  it('says when nothing matches and when the listings fail', () => {
    expect(render('ml', '?location=Nowhere', results([]))).toContain('പ്രോപ്പർട്ടികളൊന്നും കണ്ടെത്തിയില്ല');
    expect(render('ml', '', null)).toContain('പേജ് വീണ്ടും ലോഡ് ചെയ്യുക');
  });

  it('titles the page in Malayalam, with a Malayalam canonical URL', () => {
    const search = '?type=rent&category=flat';
    const tags = meta({
      matches: metaMatches('ml', { site }),
      loaderData: {
        filters: parseListingFilters(new URLSearchParams(search)),
        page: null,
        hasFailed: false,
        now: '',
      },
      location: { search },
    } as unknown as Parameters<typeof meta>[0]);
    expect(tags).toContainEqual({ title: 'വാടകയ്ക്ക് • അപ്പാർട്ട്മെന്റ് | Veedu' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://veedu.test/ml/property-listing?type=rent&category=flat',
    });
  });
});

describe('the listing page in English', () => {
  it('reads as before', () => {
    const html = render('en', '?type=rent&beds=1');
    for (const text of [
      'For Rent • 1 Bedroom',
      'Showing 1 of 1 exclusive listings',
      ' (Filtered from 58 total)',
      '₹28,000<span>/month</span>',
      '<strong>1,200</strong> sq.ft',
      'Listed <time dateTime="2026-11-21">3 days ago</time>',
      'Under 500 sq.ft',
      'Built-up Area (Sq.ft)',
      'aria-label="1 Bedroom, remove"',
      '>Show homes</button>',
    ]) {
      expect(html).toContain(text);
    }
    expect(sitePaths(html).filter((path) => path.startsWith('/ml'))).toEqual([]);
    // No land is let: a rental is not searched by cents (issue 33, item 3).
    expect(html).not.toContain('Land Area (Cents)');
    expect(render('en', '?type=buy')).toContain('Land Area (Cents)');
  });
});

describe("the listing facts' filters (issue 34)", () => {
  it('offers rent terms on a rental search, in Malayalam, with the URL choices checked', () => {
    const html = render('ml', '?type=rent&max_deposit=50000&tenant_preference=family');
    for (const text of [
      'സെക്യൂരിറ്റി ഡെപ്പോസിറ്റ്',
      '₹50,000 വരെ',
      'താമസം തുടങ്ങാൻ',
      'ഒരു മാസത്തിനകം',
      // The chips of the two filters, each removable.
      'aria-label="ഡെപ്പോസിറ്റ് ₹50,000 വരെ, ഒഴിവാക്കുക"',
      'aria-label="കുടുംബങ്ങൾക്ക്, ഒഴിവാക്കുക"',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toMatch(/<input type="radio" name="max_deposit" checked="" value="50000"/);
    expect(html).not.toContain('Deposit');
    // A chip removes its own filter and keeps the rest.
    expect(html).toContain('href="/ml/property-listing?type=rent&amp;tenant_preference=family"');
  });

  it('offers floor and facing for homes and land facts for land, never rent terms for sale', () => {
    const homes = render('en', '?type=buy&category=Apartment&facing=e,n&min_floor=1&max_floor=3');
    expect(homes).toContain('Floors 1–3');
    expect(homes).toContain('aria-label="North, East facing, remove"');
    expect(homes).toMatch(/<input type="checkbox" name="facing" checked="" value="e"/);
    expect(homes).toContain('K-RERA registered projects only');
    expect(homes).not.toContain('Security deposit');
    expect(homes).not.toContain('Road width');

    const land = render('en', '?type=buy&category=Land&land_type=nilam&min_road_width=15');
    expect(land).toContain('Road width');
    expect(land).toContain('aria-label="Paddy land, remove"');
    expect(land).toContain('aria-label="Road 15 ft+, remove"');
    expect(land).not.toContain('name="facing"');
  });

  it('drops what is wrong in the URL instead of failing the page', () => {
    const html = render('en', '?type=rent&max_deposit=lots&facing=up&price_reduced=1');
    expect(html).not.toContain('lots');
    expect(html).not.toContain('facing=up');
    expect(html).toContain('aria-label="Price cut, remove"');
  });
});
