import { DEFAULT_MAP_TILES } from '../../../contract/map-tiles';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import type { SiteInfo } from '../../../contract/site';
import { en } from '../../i18n/en';
import { I18nProvider, makeI18n } from '../../i18n/i18n';
import { ml } from '../../i18n/ml';
import PropertyDetail from '../../routes/property-detail';
import { Dialog } from '../dialog';
import { type DetailListing, toDetailListing } from './detail-listing';
import { EnquiryForm } from './enquiry-form';
import { EnquirySent } from './enquiry-sent';
import { buildTestListing } from './listing.fixture';
import { renderRoutePage } from '../../testing/render-page';

/** The detail page and its parts rendered as the server renders them, in each language. */

const site: SiteInfo = {
  name: 'Veedu',
  phone: '+914840000000',
  email: 'hello@veedu.test',
  whatsapp: '+914840000000',
  publicUrl: 'https://veedu.test',
  mapTiles: DEFAULT_MAP_TILES,
};
const english = makeI18n('en', en);
const malayalam = makeI18n('ml', ml);

function renderIn(i18n: typeof english, node: ReactNode): string {
  return renderToString(<I18nProvider value={i18n}>{node}</I18nProvider>);
}

/** The route's page at `path`, with `property` as its loader's answer. */
function renderPage(i18n: typeof english, path: string, property: DetailListing | null): string {
  return renderRoutePage({
    language: i18n.language,
    url: path,
    Page: PropertyDetail as never,
    rootData: { site, propertyTypes: [], year: 2026 },
    pageData: { property },
    routePath: `${i18n.language === 'ml' ? 'ml/' : ''}property/:id`,
  });
}

/** The text React puts into an HTML attribute, back to plain text. */
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'");

const rented = toDetailListing(
  buildTestListing({ status: 'rented', property_for: 'rent', price: 28_000 }),
  'ml',
);

describe('the detail page in Malayalam', () => {
  const html = renderPage(malayalam, '/ml/property/7', rented);

  it('speaks Malayalam, with prices and areas in its words and Latin digits', () => {
    for (const text of [
      'aria-label="പേജ് പാത"',
      '>വില്ല<',
      '>വാടകയ്ക്ക്<',
      'വില: ',
      '₹28,000<span class="per-month">/മാസം</span>',
      'aria-label="ഫോട്ടോകൾ"',
      'Lake-view villa in Kumarakom, ഫോട്ടോ 1/1',
      '>വാടകയ്ക്ക് പോയി<',
      'aria-label="ബന്ധപ്പെടാൻ"',
      'ഈ പ്രോപ്പർട്ടി വാടകയ്ക്ക് നൽകിക്കഴിഞ്ഞു.',
      '>അവലോകനം<',
      '3,200 ച.അടി',
      '12 സെന്റ്',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).not.toMatch(/>(For Rent|Overview|Share|Call|Mail)</);
  });

  it('links to the Malayalam pages and gives the Malayalam URL in JSON-LD', () => {
    expect(html).toContain('<a href="/ml/" data-discover="">ഹോം</a>');
    expect(html).toContain('<a href="/ml/property-listing" data-discover="">പ്രോപ്പർട്ടികൾ</a>');
    expect(html).toContain('"url":"https://veedu.test/ml/property/7"');
    expect(html).toContain('"inLanguage":"ml"');
  });

  it('says Property Not Found in Malayalam, with a way back to the Malayalam listings', () => {
    const missing = renderPage(malayalam, '/ml/property/9', null);
    expect(missing).toContain('പ്രോപ്പർട്ടി കണ്ടെത്തിയില്ല');
    expect(missing).toContain('<a href="/ml/property-listing" data-discover="">');
  });
});

describe('the detail page in English', () => {
  it('keeps its texts and paths', () => {
    const html = renderPage(english, '/property/7', rented);
    expect(html).toContain('<a href="/property-listing" data-discover="">Properties</a>');
    expect(html).toContain('₹28,000<span class="per-month">/month</span>');
    expect(html).toContain('"url":"https://veedu.test/property/7"');
    expect(html).not.toContain('inLanguage');
  });
});

describe('ContactCard', () => {
  // Through /go/, which records the lead and writes the message (server/modules/leads).
  it('asks on WhatsApp, by phone and by e-mail through /go/, in Malayalam', () => {
    const html = decode(renderPage(malayalam, '/ml/property/7', rented));
    for (const channel of ['whatsapp', 'call', 'mail']) {
      expect(html).toContain(`href="/go/${channel}/7?lang=ml&amp;from=/ml/property/7"`);
    }
    expect(html).not.toContain('wa.me/91');
    expect(html).not.toContain('mailto:');
    for (const text of ['വാട്സ്ആപ്പിൽ ബന്ധപ്പെടുക', '>വിളിക്കുക<', '>ഇമെയിൽ<', 'ഞങ്ങളുടെ മേൽനോട്ടത്തിൽ']) {
      expect(html).toContain(text);
    }
  });

  it('has the phone’s contact bar with the same links, hidden until the card has scrolled away', () => {
    const html = decode(renderPage(malayalam, '/ml/property/7', rented));
    const bar = /<div role="group" aria-label="ബന്ധപ്പെടാൻ" class="contact-bar">(.*?)<\/div>/.exec(
      html,
    )?.[1];
    expect(bar).toBeDefined();
    for (const channel of ['whatsapp', 'call']) {
      expect(bar).toContain(`href="/go/${channel}/7?lang=ml&amp;from=/ml/property/7"`);
    }
    expect(bar).toContain('href="#enquire"');
    for (const text of ['>വാട്സ്ആപ്പ്<', '>വിളിക്കുക<', '>അന്വേഷിക്കുക<']) expect(bar).toContain(text);
    // The main photo opens the photos full screen.
    expect(html).toMatch(/<button type="button" aria-label="ഫോട്ടോ 1\/\d+ മുഴുവൻ സ്ക്രീനിൽ കാണുക"/);
  });

  it('links English pages without a language', () => {
    const html = decode(renderPage(english, '/property/7', rented));
    expect(html).toContain('href="/go/whatsapp/7?from=/property/7"');
    expect(html).toContain(
      '<strong>This property has been rented out.</strong> You can still ask us about it, or about similar properties.',
    );
  });
});

describe('the enquiry dialog', () => {
  const dialog = (
    <Dialog isOpen onClose={() => {}} title="T">
      <EnquiryForm listing={{ id: 7, title: 'Villa' }} onDone={() => {}} />
      <EnquirySent onClose={() => {}} />
    </Dialog>
  );

  it('asks and thanks in Malayalam', () => {
    const html = renderIn(malayalam, dialog);
    for (const text of [
      '<span class="sr-only">അടയ്ക്കുക</span>',
      '>പേര്<',
      '>ഫോൺ നമ്പർ<',
      ml.detail.enquiry.defaultMessage,
      ml.detail.enquiry.consent,
      '>അന്വേഷണം അയയ്ക്കുക<',
      ml.detail.enquiry.sent,
    ]) {
      expect(html).toContain(text);
    }
  });

  it('says Close in English in the back office, which has no catalogue', () => {
    const html = renderToString(
      <Dialog isOpen onClose={() => {}} title="Delete listing?">
        <p>Sure?</p>
      </Dialog>,
    );
    expect(html).toContain('<span class="sr-only">Close</span>');
  });
});
