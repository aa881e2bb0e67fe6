import { DEFAULT_MAP_TILES } from '../contract/map-tiles';
import { describe, expect, it } from 'vitest';

import type { CatalogueReader, WebLoadContext } from '../contract/site';
import { loader } from './root';
import { readTestRates } from './testing/exchange-rates';

function buildContext(listPropertyTypes: CatalogueReader['listPropertyTypes']): WebLoadContext {
  const unused = () => Promise.reject(new Error('not used by the root loader'));
  return {
    site: {
      name: 'Veedu',
      phone: '+919846012345',
      email: 'hello@veedu.in',
      whatsapp: '919846012345',
      publicUrl: 'https://veedu.example',
      mapTiles: DEFAULT_MAP_TILES,
    },
    catalogue: {
      listSummaries: unused,
      findProperty: unused,
      listSimilar: unused,
      findPreview: unused,
      listByIds: unused,
      listBanners: unused,
      listPropertyTypes,
      readSiteFacts: () => Promise.resolve({ founded_year: 2011, clients_served: 450 }),
      readExchangeRates: readTestRates,
    },
    log: { error: () => undefined },
    enquiries: { send: unused },
    signIn: { send: unused },
    alerts: {
      save: unused,
      confirm: unused,
      list: unused,
      change: unused,
      remove: unused,
      leave: unused,
    },
  };
}

function runLoader(context: WebLoadContext, url = 'https://veedu.example/', cookie?: string) {
  const request = new Request(url, cookie ? { headers: { cookie } } : {});
  return loader({ context, request, params: {} } as unknown as Parameters<typeof loader>[0]);
}

describe('root loader', () => {
  it('hands the header and the home search the property types, as names only', async () => {
    const data = await runLoader(
      buildContext(() =>
        Promise.resolve([
          { id: 2, name: 'Apartment', extra: 'dropped' } as { id: number; name: string },
        ]),
      ),
    );
    expect(data.propertyTypes).toEqual(['Apartment']);
    expect(data.site.name).toBe('Veedu');
    // The Organization's foundingDate: the site facts' year founded (issue 33, item 8).
    expect(data.foundedYear).toBe(2011);
  });

  it('gives an empty list when the property types fail to load, so the page still renders', async () => {
    const data = await runLoader(buildContext(() => Promise.reject(new Error('database down'))));
    expect(data.propertyTypes).toEqual([]);
  });

  it("gives the year in India for the footer's copyright", async () => {
    const data = await runLoader(buildContext(() => Promise.resolve([])));
    const year = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' });
    expect(data.year).toBe(Number(year.format(new Date())));
  });

  it("hands the pages the visitor's currency and its rate, and nothing for rupees only", async () => {
    const context = buildContext(() => Promise.resolve([]));
    expect((await runLoader(context)).money).toBeNull();
    const fromUrl = await runLoader(context, 'https://veedu.example/ml/?currency=KWD');
    expect(fromUrl.money).toMatchObject({ code: 'KWD', inrPerUnit: 288.9 });
    expect(fromUrl.money?.notes.en).toBe('1 KWD = ₹288.9, the rate of 27 November 2026');
    const fromCookie = await runLoader(context, 'https://veedu.example/', 'veedu_currency=BHD');
    // The test rates' BHD is stale: its note says so in both languages.
    expect(fromCookie.money?.notes).toEqual({
      en: '1 BHD = ₹235.91, the rate of 12 November 2026 (over a week old)',
      ml: '1 BHD = ₹235.91, 2026 നവംബർ 12-ലെ നിരക്ക് (ഒരാഴ്ചയിലേറെ പഴയത്)',
    });
    const back = await runLoader(
      context,
      'https://veedu.example/?currency=INR',
      'veedu_currency=BHD',
    );
    expect(back.money).toBeNull();
  });

  it('shows rupees only when the rates cannot be read, and logs it', async () => {
    const lines: string[] = [];
    const context = {
      ...buildContext(() => Promise.resolve([])),
      log: { error: (_: { err: unknown }, message: string) => void lines.push(message) },
    };
    context.catalogue = {
      ...context.catalogue,
      readExchangeRates: () => Promise.reject(new Error('database down')),
    };
    expect((await runLoader(context, 'https://veedu.example/?currency=AED')).money).toBeNull();
    expect(lines.join('\n')).toMatch(/exchange rates/);
  });
});
