import { DEFAULT_MAP_TILES } from '../../../contract/map-tiles';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';

import type { Language } from '../../../contract/languages';
import type { Page } from '../../../contract/pagination';
import type { ListingSummary } from '../../../contract/properties';
import type { CatalogueReader, SiteInfo } from '../../../contract/site';
import { aboutContent as englishAboutOf } from '../../i18n/en/content/about';
import { contactContent as englishContact } from '../../i18n/en/content/contact';
import { privacyContent as englishPrivacy } from '../../i18n/en/content/privacy';
import { en } from '../../i18n/en';
import { ml } from '../../i18n/ml';
import { aboutContent as malayalamAboutOf } from '../../i18n/ml/content/about';
import { contactContent as malayalamContent } from '../../i18n/ml/content/contact';
import { privacyContent as malayalamPrivacy } from '../../i18n/ml/content/privacy';
import About, * as aboutRoute from '../../routes/about';
import Contact, * as contactRoute from '../../routes/contact';
import PrivacyPolicy, * as privacyRoute from '../../routes/privacy-policy';
import Sitemap, * as sitemapRoute from '../../routes/sitemap';
import { parseRichText } from './rich-text';
import { metaMatches, renderRoutePage } from '../../testing/render-page';
import { readTestRates } from '../../testing/exchange-rates';

/** The content pages as the server renders them, in Malayalam under /ml and in English. */

/** The about page's texts with the figures the fake catalogue below gives. */
const FIGURES = { facts: { founded_year: 2013, clients_served: 12_345 }, listingsOnShow: 58 };
const englishAbout = englishAboutOf(FIGURES);
const malayalamAbout = malayalamAboutOf(FIGURES);

const site: SiteInfo = {
  name: 'Veedu',
  phone: '+919846012345',
  email: 'hello@veedu.in',
  whatsapp: '919846012345',
  publicUrl: 'https://veedu.example',
  mapTiles: DEFAULT_MAP_TILES,
};

const catalogue: CatalogueReader = {
  listBanners: () => Promise.resolve([]),
  listPropertyTypes: () => Promise.resolve([{ id: 3, name: 'Villa' }]),
  findProperty: () => Promise.reject(new Error('not used')),
  listSimilar: () => Promise.reject(new Error('not used')),
  findPreview: () => Promise.reject(new Error('not used')),
  listByIds: () => Promise.reject(new Error('not used')),
  readSiteFacts: () => Promise.resolve({ founded_year: 2013, clients_served: 12_345 }),
  readExchangeRates: readTestRates,
  listSummaries: () =>
    Promise.resolve({
      count: 58,
      total: 58,
      data: [
        {
          id: 42,
          title: 'Lake-view villa',
          price: 18_500_000,
          property_for: 'sell',
          location: { city: 'KOCHI', district: 'ernakulam', state: 'Kerala' },
        },
        {
          id: 43,
          title: 'Flat',
          price: 28_000,
          property_for: 'rent',
          location: { city: 'Kannur', district: 'Kannur', state: 'Kerala' },
        },
      ],
    } as Page<ListingSummary>),
};

interface RouteModule {
  loader(args: never): unknown;
}

/** A route's loader data for a path, as the server's loader gives it. */
async function loadAt(route: RouteModule, path: string): Promise<unknown> {
  const args = {
    request: new Request(`https://veedu.example${path}`),
    context: { site, catalogue, log: { error: () => undefined } },
    params: {},
  };
  const answer = await route.loader(args as never);
  // A loader that returns `data(...)` on a partial failure: its body.
  return answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer;
}

async function render(
  Page: ComponentType<never>,
  route: RouteModule,
  path: string,
  language: Language,
  siteInfo: SiteInfo = site,
): Promise<string> {
  const html = renderRoutePage({
    language,
    url: path,
    Page,
    rootData: { site: siteInfo },
    pageData: await loadAt(route, path),
  });
  // React marks where one text node ends and the next begins; the words are what is checked.
  return html.replaceAll('<!-- -->', '');
}

/** Every site path the page links to (hrefs that start with a slash). */
/** The page's links to pages (the /go/ lead redirects carry their language as `lang`). */
const sitePaths = (html: string) =>
  [...html.matchAll(/href="(\/(?!go\/)[^"]*)"/g)].map((match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );

/** The JSON-LD blocks of a page. */
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );

function metaOf(
  meta: (args: never) => unknown,
  language: Language,
): { title?: string; content?: string; href?: string; property?: string; name?: string }[] {
  return meta({
    matches: metaMatches(language, { site }),
  } as never) as { title?: string }[];
}

describe('the contact page', () => {
  it('is in Malayalam under /ml: texts, form, budgets in lakh and crore, offices, FAQ', async () => {
    const html = await render(Contact as never, contactRoute, '/ml/contact', 'ml');
    for (const text of [
      ml.pages.contact.heading,
      ml.pages.contact.formTitle,
      ml.pages.contactForm.name,
      ml.pages.contactForm.optional,
      ml.pages.contactForm.submit,
      'placeholder="പ്രോപ്പർട്ടി അന്വേഷണം"',
      '<option value="Residential">താമസം</option>',
      '<option value="₹50L-75L">₹50 ലക്ഷം – ₹75 ലക്ഷം</option>',
      '<option value="Above ₹1Cr">₹1 കോടിക്ക് മുകളിൽ</option>',
      'തിങ്കൾ–വെള്ളി',
      'കൊച്ചി ഓഫീസ്',
      'കണ്ണൂർ, കേരളം 670001',
      'ഞങ്ങളുടെ കൊച്ചി ഓഫീസിന്റെ മാപ്പ്',
      malayalamContent.faq[0]?.question ?? '',
    ]) {
      expect(html).toContain(text);
    }
    for (const english of ['Full name', 'Send Message', 'Cochin office', '(optional)', 'Mon-Fri']) {
      expect(html).not.toContain(english);
    }
    const paths = sitePaths(html);
    expect(paths).toContain('/ml/property-listing');
    expect(paths).toContain('/ml/contact#contact-form');
    expect(paths.every((path) => path.startsWith('/ml/'))).toBe(true);
  });

  it('describes the business and its FAQ in the page’s language, with English postal data', async () => {
    const [business, faq] = jsonLd(
      await render(Contact as never, contactRoute, '/ml/contact', 'ml'),
    );
    expect(business).toMatchObject({
      '@type': 'RealEstateAgent',
      description: ml.site.footer.about,
      address: { streetAddress: '2nd Floor, Marine Plaza, Marine Drive, Ernakulam' },
    });
    expect(faq).toMatchObject({ '@type': 'FAQPage', inLanguage: 'ml' });
    const english = jsonLd(await render(Contact as never, contactRoute, '/contact', 'en'));
    expect(english[1]).toMatchObject({ inLanguage: 'en-IN' });
  });

  it('stays as it was in English', async () => {
    const html = await render(Contact as never, contactRoute, '/contact', 'en');
    for (const text of [
      'Talk to people who know Kerala property',
      'Full name',
      '(optional)',
      '<option value="₹50L-75L">₹50L-75L</option>',
      'Cochin office',
      'Cochin, Kerala 682031',
      'Map of our Cochin office',
      englishContact.faq[3]?.question ?? '',
    ]) {
      expect(html).toContain(text);
    }
    const paths = sitePaths(html);
    expect(paths).toContain('/property-listing');
    expect(paths).toContain('/contact#contact-form');
    expect(paths.some((path) => path.startsWith('/ml'))).toBe(false);
  });

  it('has its title, description and canonical URL in the page’s language', () => {
    const tags = metaOf(contactRoute.meta as never, 'ml');
    expect(tags).toContainEqual({ title: 'ബന്ധപ്പെടുക | Veedu' });
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://veedu.example/ml/contact',
    });
    expect(metaOf(contactRoute.meta as never, 'en')).toContainEqual({
      title: 'Contact Us | Veedu',
    });
  });
});

describe('the about page', () => {
  it('is in Malayalam under /ml, its story’s link and bold words included', async () => {
    const html = await render(About as never, aboutRoute, '/ml/about', 'ml');
    for (const text of [
      ml.pages.about.heading,
      ml.pages.about.servicesTitle,
      malayalamAbout.services.survey.title,
      malayalamAbout.awards.trust.body,
      '<strong class="font-semibold text-ink-950">കമ്മീഷനു പകരം ഒരു ചെറിയ സേവന ഫീസ് മാത്രം</strong>',
      '>24 മണിക്കൂറിനുള്ളിൽ ഞങ്ങൾ മറുപടി നൽകും</a>',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain(englishAbout.services.survey.title);
    const paths = sitePaths(html);
    expect(paths).toEqual(expect.arrayContaining(['/ml/property-listing', '/ml/contact']));
    expect(paths.every((path) => path.startsWith('/ml/'))).toBe(true);
  });

  it('keeps the English story as it was', async () => {
    const html = await render(About as never, aboutRoute, '/about', 'en');
    expect(html).toContain(
      '<strong class="font-semibold text-ink-950">a minimal service fee is charged instead of commission</strong>, agreed up front.',
    );
    expect(html).toContain('href="/contact" data-discover="true">we reply within 24 hours</a>.');
    expect(html).toContain('Since 2013, Veedu has helped families');
    expect(metaOf(aboutRoute.meta as never, 'ml')).toContainEqual({
      title: ml.pages.about.title('Veedu'),
    });
  });

  it.each([
    ['/about', 'en' as const, en.pages.about],
    ['/ml/about', 'ml' as const, ml.pages.about],
  ])(
    '%s states each figure from its one source: the site facts and the listings on show',
    async (path, language, texts) => {
      const html = await render(About as never, aboutRoute, path, language);
      const stats = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map(
        (match) => [match[1], match[2]],
      );
      expect(stats).toEqual([
        [texts.stats.since, '2013'],
        [texts.stats.listed, '58'],
        [texts.stats.clients, '12,345'],
      ]);
      expect(html).toContain(texts.storyTitle(2013));
      expect(html).toContain(texts.awardsLead('12,345'));
      expect(html).toContain(
        language === 'en' ? '12,345 clients served' : '12,345 ഇടപാടുകാർക്ക് സേവനം',
      );
      expect(html).toContain(
        language === 'en' ? 'helped 12,345 clients' : '12,345 ഇടപാടുകാരെ സഹായിച്ചു',
      );
      expect(html).toContain(
        language === 'en' ? '58 properties are listed with us today' : 'ഇന്ന് 58 പ്രോപ്പർട്ടികൾ',
      );
      // No other figure: the original's 300+, 400+, 1000+ and 2010 are gone.
      expect(html).not.toMatch(/300\+|400\+|1000\+|1000-ലേറെ|300-ലേറെ|400-ലേറെ|2010/);
    },
  );
});

describe('the privacy policy and terms', () => {
  const dateIn = (locale: string) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(new Date());

  it('are in Malayalam under /ml, dated in Malayalam, linking to Malayalam pages', async () => {
    const html = await render(PrivacyPolicy as never, privacyRoute, '/ml/privacy-policy', 'ml');
    for (const text of [
      ml.pages.privacy.heading,
      `അവസാനം പുതുക്കിയത്: ${dateIn('ml-IN')}`,
      'aria-label="നയത്തിന്റെ ഭാഗങ്ങൾ"',
      '<strong>മുൻകൂറായി അടയ്ക്കണം</strong>',
      'href="/go/mail/site?lang=ml&amp;from=/ml/privacy-policy"',
      // {site} becomes the site's name.
      'Veedu വെബ്സൈറ്റും ഞങ്ങളുടെ സേവനങ്ങളും',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toContain('Last updated');
    // The month is written in Malayalam letters, whichever month it is: no Latin letter in the date.
    const date = /അവസാനം പുതുക്കിയത്: ([^<]+)</.exec(html)?.[1] ?? '';
    expect(date).toMatch(/[\u0D00-\u0D7F]/);
    expect(date).not.toMatch(/[A-Za-z]/);
    const paths = sitePaths(html);
    expect(paths).toEqual(expect.arrayContaining(['/ml/contact', '/ml/about']));
    expect(paths.every((path) => path.startsWith('/ml/'))).toBe(true);
  });

  it('keep the English text, and point to the contact page when there is no e-mail', async () => {
    const html = await render(PrivacyPolicy as never, privacyRoute, '/privacy-policy', 'en', {
      ...site,
      email: '',
    });
    for (const text of [
      `Last updated: ${dateIn('en-GB')}`,
      'Veedu (&quot;we&quot;, &quot;us&quot;) runs this website',
      'It is <strong>paid in advance</strong>, in full',
      'grievance officer at <a class=',
      'href="/contact" data-discover="true">our contact page</a>. You can also',
    ]) {
      expect(html).toContain(text);
    }
    expect(sitePaths(html).some((path) => path.startsWith('/ml'))).toBe(false);
  });
});

describe('the sitemap', () => {
  it('is in Malayalam under /ml, every page link in Malayalam', async () => {
    const html = await render(Sitemap as never, sitemapRoute, '/ml/sitemap', 'ml');
    for (const text of [
      ml.pages.sitemap.heading,
      ml.pages.sitemap.mainPages,
      '>വില്ല</a>',
      '₹1.85 കോടി · Kochi, Ernakulam, Kerala',
      '₹28,000/മാസം',
      ml.pages.sitemap.seeAll(58),
      // District names stay English for now.
      'Thiruvananthapuram',
    ]) {
      expect(html).toContain(text);
    }
    const paths = sitePaths(html);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ml/',
        '/ml/about#services',
        '/ml/privacy-policy',
        '/ml/property-listing?type=buy',
        '/ml/property-listing?category=villa',
        '/ml/property-listing?location=Ernakulam',
        '/ml/property/42',
      ]),
    );
    // The XML sitemap is a file, the same for both languages.
    expect(paths.filter((path) => !path.startsWith('/ml/'))).toEqual(['/sitemap.xml']);
  });

  it('keeps its English links and words', async () => {
    const html = await render(Sitemap as never, sitemapRoute, '/sitemap', 'en');
    expect(html).toContain('₹1.85 Cr · Kochi, Ernakulam, Kerala');
    expect(html).toContain('See all 58 properties');
    expect(sitePaths(html)).toEqual(
      expect.arrayContaining(['/', '/about#services', '/property/43', '/sitemap.xml']),
    );
    expect(sitePaths(html).some((path) => path.startsWith('/ml'))).toBe(false);
    expect(metaOf(sitemapRoute.meta as never, 'ml')).toContainEqual({
      title: 'സൈറ്റ്മാപ്പ് | Veedu',
    });
  });
});

describe('rich texts', () => {
  it('split into text, bold, links to site paths and the site’s name and address', () => {
    expect(parseRichText('{site} says **hi**, see [us](/about#services) or {email}.')).toEqual([
      { kind: 'site' },
      { kind: 'text', text: ' says ' },
      { kind: 'strong', text: 'hi' },
      { kind: 'text', text: ', see ' },
      { kind: 'link', text: 'us', to: '/about#services' },
      { kind: 'text', text: ' or ' },
      { kind: 'email' },
      { kind: 'text', text: '.' },
    ]);
    // Only site paths are links; anything else stays text.
    expect(parseRichText('[x](https://example.com) {other}')).toEqual([
      { kind: 'text', text: '[x](https://example.com) {other}' },
    ]);
  });
});

/** Every string of a content, with where it is. */
function stringsOf(value: unknown, at = ''): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value))
    return value.flatMap((item, index) => stringsOf(item, `${at}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${at}.${key}`));
  }
  return [];
}

/** What a translation must keep: the links' targets, the placeholders and the bold marks. */
const markupOf = (text: string) =>
  parseRichText(text)
    .filter((part) => part.kind !== 'text')
    .map((part) => (part.kind === 'link' ? `link ${part.to}` : part.kind));

describe('the pages’ long content', () => {
  it.each([
    ['about', englishAbout, malayalamAbout],
    ['contact', englishContact, malayalamContent],
    ['privacy', englishPrivacy, malayalamPrivacy],
  ])(
    '%s: Malayalam has the same parts, links and placeholders as English',
    (_, english, malayalam) => {
      const englishStrings = stringsOf(english);
      const malayalamStrings = stringsOf(malayalam);
      // Same keys, list lengths and kinds of block, in the same order.
      expect(malayalamStrings.map(([at]) => at)).toEqual(englishStrings.map(([at]) => at));
      malayalamStrings.forEach(([at, text], index) => {
        expect(text, at).toMatch(/[\u0D00-\u0D7F]/);
        expect(markupOf(text).sort(), at).toEqual(
          markupOf(englishStrings[index]?.[1] ?? '').sort(),
        );
      });
    },
  );
});
