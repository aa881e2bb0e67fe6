import { DEFAULT_MAP_TILES } from '../../../contract/map-tiles';
import { describe, expect, it } from 'vitest';

import type { ListingSummary, Property } from '../../../contract/properties';
import type { CatalogueReader, SiteInfo } from '../../../contract/site';
import PropertyDetail, { loader } from '../../routes/property-detail';
import type { Route } from '../../routes/+types/property-detail';
import { renderRoutePage } from '../../testing/render-page';
import { buildTestListing } from './listing.fixture';
import { readTestRates } from '../../testing/exchange-rates';

/** The detail page's loader and page together: the similar listings as the server renders them. */

const site: SiteInfo = {
  name: 'Veedu',
  phone: '+914840000000',
  email: 'hello@veedu.test',
  whatsapp: '914840000000',
  publicUrl: 'https://veedu.test',
  mapTiles: DEFAULT_MAP_TILES,
};

const viewed = buildTestListing({ id: 7 });

function summaryOf(property: Property): ListingSummary {
  const { images: _images, features: _features, ...fields } = property;
  return { ...fields, cover: null, verified: false };
}

const likeIt = [
  summaryOf(buildTestListing({ id: 21, title: 'Paddy-view villa', title_ml: 'വയൽക്കാഴ്ച വില്ല' })),
  summaryOf(buildTestListing({ id: 22, title: 'Canal-side villa', price: 16_000_000 })),
];

function catalogueWith(listSimilar: CatalogueReader['listSimilar']): CatalogueReader {
  const unused = () => Promise.reject(new Error('not used'));
  return {
    listSummaries: unused,
    findProperty: async (id) => (id === viewed.id ? viewed : null),
    listPropertyTypes: unused,
    listBanners: unused,
    listSimilar,
    findPreview: unused,
    listByIds: unused,
    readSiteFacts: unused,
    readExchangeRates: readTestRates,
  };
}

async function load(catalogue: CatalogueReader, path: string) {
  const failures: string[] = [];
  const args = {
    params: { id: path.split('/').at(-1) },
    request: new Request(`https://veedu.test${path}`),
    context: { site, catalogue, log: { error: (_: unknown, line: string) => failures.push(line) } },
  } as unknown as Route.LoaderArgs;
  const result = await loader(args);
  const isWrapped = 'type' in result && result.type === 'DataWithResponseInit';
  return {
    data: (isWrapped ? result.data : result) as Route.ComponentProps['loaderData'],
    status: isWrapped ? (result.init?.status ?? 200) : 200,
    failures,
  };
}

function render(path: string, data: Route.ComponentProps['loaderData']): string {
  const language = path.startsWith('/ml/') ? 'ml' : 'en';
  return renderRoutePage({
    language,
    url: path,
    Page: PropertyDetail as never,
    rootData: { site, propertyTypes: [], year: 2026 },
    pageData: data,
    routePath: `${language === 'ml' ? 'ml/' : ''}property/:id`,
  });
}

describe('similar properties on the detail page', () => {
  it('shows the similar listings as cards, with a link to more like them', async () => {
    const { data, status } = await load(
      catalogueWith(async () => likeIt),
      '/property/7',
    );
    expect(status).toBe(200);
    const html = render('/property/7', data);
    expect(html).toContain('>Similar properties</h2>');
    expect(html).toContain('<a href="/property/21" data-discover="">Paddy-view villa</a>');
    expect(html).toContain('<a href="/property/22" data-discover="">Canal-side villa</a>');
    expect(html.match(/<article class="card card-compact"/g)).toHaveLength(2);
    // Compact: no description, 'listed' line or contact actions on the similar cards.
    const start = html.indexOf('>Similar properties</h2>');
    const section = html.slice(start, html.indexOf('</section>', start));
    expect(section).toContain('>Paddy-view villa</a>');
    expect(section).not.toMatch(/\/go\/|class="card-(text|actions|listed|more)"/);
    expect(data.similar?.cards.flat()).not.toContain(likeIt[0]?.description.trim());
    expect(html).toContain(
      'href="/property-listing?location=kottayam&amp;type=buy&amp;category=Villa"',
    );
    expect(html).toContain('>See all similar<');
  });

  it('speaks Malayalam on the Malayalam page', async () => {
    const { data } = await load(
      catalogueWith(async () => likeIt),
      '/ml/property/7',
    );
    const html = render('/ml/property/7', data);
    expect(html).toContain('>സമാന പ്രോപ്പർട്ടികൾ</h2>');
    expect(html).toContain('<a href="/ml/property/21" data-discover="">വയൽക്കാഴ്ച വില്ല</a>');
    expect(html).toContain('>സമാനമായവ എല്ലാം കാണുക<');
    expect(html).not.toMatch(/>(Similar properties|See all similar|Show More)</);
  });

  it('is left out when there are none', async () => {
    const { data } = await load(
      catalogueWith(async () => []),
      '/property/7',
    );
    expect(data.similar).toBeNull();
    expect(render('/property/7', data)).not.toContain('Similar properties');
  });

  it('a failure hides the section only: the listing shows, the failure is logged, 503', async () => {
    const { data, status, failures } = await load(
      catalogueWith(() => Promise.reject(new Error('index down'))),
      '/property/7',
    );
    expect(status).toBe(503);
    expect(failures).toEqual(['page data failed to load: listings like 7']);
    const html = render('/property/7', data);
    expect(html).toContain('Lake-view villa in Kumarakom</h1>');
    expect(html).not.toContain('Similar properties');
  });
});
