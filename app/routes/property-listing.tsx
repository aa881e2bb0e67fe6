import { useId } from 'react';
import { data, type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from 'react-router';

import { keralaDate } from '../../contract/format';
import { languageOfPath, pathWithoutLanguage } from '../../contract/languages';
import { FilterForm } from '../components/listing/filter-form';
import { ListingMap } from '../components/listing/listing-map';
import { ListingPagination } from '../components/listing/listing-pagination';
import {
  EmptyState,
  ErrorState,
  useLoadingFlag,
  ViewToggle,
} from '../components/listing/result-states';
import { GetAlerts, preloadAlertsPanel } from '../components/listing/get-alerts';
import { FilterChips } from '../components/listing/filter-chips';
import { SortControl } from '../components/listing/sort-control';
import {
  CARD_IMAGE_SIZES,
  packCard,
  PropertyCard,
  toCardListing,
  unpackCard,
} from '../components/property-card';
import { imagePreload } from '../components/property-picture';
import { alertsPanelContent as englishAlertTexts } from '../i18n/en/content/alerts-panel';
import { alertsPanelContent as malayalamAlertTexts } from '../i18n/ml/content/alerts-panel';
import { pageI18n, useI18n } from '../i18n/i18n';
import {
  clearedFilters,
  describeFilters,
  isFiltered,
  type ListingFilters,
  type ListingView,
  loadListing,
  parseListingFilters,
  toListingSearch,
} from '../lib/listing-search';
import type { FactFilters } from '../../contract/listing-fact-filters';
import {
  checkFactFilters,
  type FactChip,
  factFilterChips,
  factFilterSections,
} from '../lib/listing-fact-filters';
import { defaultListingSearch } from '../../contract/listing-search';
import type { CatalogueReader, PageLog } from '../../contract/site';
import {
  activeFilterChips,
  CHIP_KEYS,
  filterToLoosen,
  withoutFacts,
  withoutFilter,
} from '../lib/filter-chips';
import { saveAlertForm } from '../lib/alert-form';
import { visitorCurrency } from '../../contract/currency';
import { readPostedForm } from '../lib/form-post';
import { readPart, UNAVAILABLE } from '../lib/load-failure';
import { PROPERTY_TYPE_GROUPS } from '../lib/search-options';
import { pageMeta } from '../lib/seo';
import { findSiteInMatches } from '../lib/site';
import type { Route } from './+types/property-listing';
import { SiteLink } from '../components/site-link';
import { RecentlyViewed } from '../components/recently-viewed';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = languageOfPath(url.pathname);
  const { filters, query } = checkFactFilters(parseListingFilters(url.searchParams));
  const [{ page, hasFailed }, rentalsHaveLand] = await Promise.all([
    loadListing(context.catalogue, filters, context.log, query),
    hasRentalsWithLand(context.catalogue, context.log),
    // Get alerts' code, which the page renders but the browser loads later (get-alerts.tsx).
    preloadAlertsPanel(),
  ]);
  const factChips = factFilterChips(filters, language);
  const loosen =
    page && page.count === 0 && isFiltered(filters)
      ? await findFilterToLoosen(context.catalogue, filters, query, factChips, context.log)
      : undefined;
  const today = keralaDate(new Date());
  const body = {
    filters,
    hasFailed,
    rentalsHaveLand,
    // The filters on the listing facts (issue 34): the sheet's sections and the chips, written
    // here in the page's language so their texts stay out of the page's script.
    factSections: factFilterSections(filters, language, today),
    factChips,
    // Get alerts' texts (issue 36), kept out of the page's script as the facts' are.
    alertTexts: language === 'ml' ? malayalamAlertTexts : englishAlertTexts,
    // An empty result: the one filter whose removal finds homes, and how many it finds.
    ...(loosen ? { loosen } : {}),
    // What the page shows of the page of results: the counts, and each card's own data.
    page: page && {
      count: page.count,
      total: page.total,
      total_pages: page.total_pages,
      cards: page.data.map((property) => packCard(toCardListing(property, language))),
    },
    // The day, not the moment: the page reads the same all day (and can be kept that long).
    now: `${today}T00:00:00+05:30`,
  };
  return hasFailed ? data(body, UNAVAILABLE) : body;
}

/**
 * "Get alerts" posted to the page (issue 36): without the page's script, or from its fetcher once
 * it runs. The search is saved through the API's own way in (its rate limit, schema and service);
 * the answer is the same for every address. Never cached (every post is `private, no-store`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const answer = await saveAlertForm(
    await readPostedForm(request),
    url,
    context.alerts,
    visitorCurrency(url.search, request.headers.get('cookie') ?? undefined),
  );
  return data(answer, { status: answer.saved ? 200 : answer.status });
}

/** The land types of the filter panel ('Land', 'Agriculture Land'…). */
const LAND_TYPE_NAMES = PROPERTY_TYPE_GROUPS.find((group) => group.id === 'land')?.types ?? [];

/**
 * Whether any land is let (a listing for rent of a land type): only then may a rental be
 * searched by cents (issue 33, item 3). One count per land type in the search index, kept with
 * the page.
 */
async function hasRentalsWithLand(catalogue: CatalogueReader, log: PageLog): Promise<boolean> {
  const { value } = await readPart(
    log,
    'land for rent',
    async () => {
      const counts = await Promise.all(
        LAND_TYPE_NAMES.map(
          async (category) =>
            (
              await catalogue.listSummaries({
                ...defaultListingSearch('listing-page'),
                purpose: 'rent',
                category,
                pageSize: 1,
              })
            ).count,
        ),
      );
      return counts.some((count) => count > 0);
    },
    false,
  );
  return value;
}

/**
 * For a search that found nothing: the filter whose removal finds homes (filterToLoosen), with
 * how many, from one count per active filter in the search index. None when no one removal helps.
 */
async function findFilterToLoosen(
  catalogue: CatalogueReader,
  filters: ListingFilters,
  facts: FactFilters,
  factChips: readonly FactChip[],
  log: PageLog,
) {
  const { value } = await readPart(
    log,
    'filter to loosen',
    () =>
      Promise.all([
        Promise.all(
          factChips.map(async ({ key, names }) => {
            const without = checkFactFilters(withoutFacts(filters, names));
            const search = { ...without.filters, ...without.query, pageSize: 1 };
            return { key, count: (await catalogue.listSummaries(search)).count };
          }),
        ),
        Promise.all(
          CHIP_KEYS.filter((key) => isSet(filters, key)).map(async (key) => {
            const without = { ...withoutFilter(filters, key), ...facts, pageSize: 1 };
            return { key, count: (await catalogue.listSummaries(without)).count };
          }),
        ),
      ]),
    [[], []],
  );
  const [factCounts, counts] = value;
  // The facts' filters are the narrowest: the first of them (in the chips' order) that helps.
  return factCounts.find((entry) => entry.count > 0) ?? filterToLoosen(counts);
}

function isSet(filters: ListingFilters, key: (typeof CHIP_KEYS)[number]): boolean {
  return key === 'purpose' ? filters.purpose !== 'all' : filters[key] !== undefined;
}

/**
 * Switching between list and grid changes only how the same results are laid out, and saving an
 * alert (its fetcher posts to the page's own URL) changes nothing the page shows.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) {
    const withoutView = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete('view');
      params.delete('map');
      return params.toString();
    };
    if (withoutView(currentUrl) === withoutView(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

export function meta({ matches, loaderData, location }: Route.MetaArgs): Route.MetaDescriptors {
  const site = findSiteInMatches(matches);
  const { language, m } = pageI18n(matches);
  const filters = loaderData?.filters;
  const tags = pageMeta({
    site,
    language,
    title:
      filters && isFiltered(filters)
        ? m.listing.meta.filteredTitle(describeFilters(filters, m), site.name)
        : m.listing.meta.title(site.name),
    description: m.listing.meta.description,
    path: `/property-listing${
      filters ? toListingSearch({ ...filters, page: 1, view: 'list' }) : ''
    }`,
  });
  // The first card's photo is the largest paint on a phone: ask for it with the stylesheet
  // instead of when the parser reaches the card (`links` cannot see loader data).
  const firstCard = loaderData?.page?.cards[0];
  const firstImage = firstCard && unpackCard(firstCard).image;
  if (!firstImage) return tags;
  const layout =
    new URLSearchParams(location.search).get('map') === '1' ? 'grid' : viewOf(location.search);
  return [...tags, imagePreload(firstImage, CARD_IMAGE_SIZES[layout])];
}

function viewOf(search: string): ListingView {
  return new URLSearchParams(search).get('view') === 'grid' ? 'grid' : 'list';
}

export default function PropertyListing({ loaderData }: Route.ComponentProps) {
  const { page, now, hasFailed } = loaderData;
  const cards = page ? page.cards.map(unpackCard) : [];
  const location = useLocation();
  // The view and the map are read from the URL itself: switching them does not run the loader.
  const view = viewOf(location.search);
  const isMapOpen = new URLSearchParams(location.search).get('map') === '1';
  const filters = { ...loaderData.filters, view, ...(isMapOpen ? { map: true } : {}) };
  const withoutMap = toListingSearch({ ...filters, map: false });
  const withMap = toListingSearch({ ...filters, map: true });
  // Beside the map the results are cards in a column: the list layout needs the page's width.
  const layout = isMapOpen ? 'grid' : view;
  const { m, language } = useI18n();
  const texts = m.listing.results;
  const navigation = useNavigation();
  const isLoading = useLoadingFlag(
    navigation.state === 'loading' &&
      pathWithoutLanguage(navigation.location.pathname) === '/property-listing',
  );
  const filtered = isFiltered(filters);
  const chips = [
    ...activeFilterChips(filters, m, language),
    ...loaderData.factChips.map(({ key, label, names }) => ({
      key,
      label,
      search: toListingSearch(withoutFacts(filters, names)),
    })),
  ];
  const loosen = loaderData.loosen;
  const loosenChip = loosen && chips.find((chip) => chip.key === loosen.key);
  const resultsId = useId();
  const resetHref = `/property-listing${toListingSearch(clearedFilters(view))}`;
  const listedAt = new Date(now);

  return (
    <>
      <section aria-labelledby="listing-title" className="listing-hero">
        <div>
          <p className="eyebrow on-dark">{m.listing.hero.eyebrow}</p>
          <h1 id="listing-title">{m.listing.hero.heading}</h1>
          <p>{describeFilters(filters, m)}</p>
        </div>
      </section>

      <div className={isMapOpen ? 'listing-body has-map' : 'listing-body'}>
        {/* Keyed by the filters in the URL, so back, forward and header links reset the form. */}
        <FilterForm
          key={toListingSearch({ ...filters, view: 'list' })}
          filters={filters}
          count={page ? page.count : null}
          activeCount={chips.length}
          rentalsHaveLand={loaderData.rentalsHaveLand}
          factSections={loaderData.factSections}
        />
        <FilterChips chips={chips} clearHref={resetHref} />

        <div className="listing-columns">
          <section aria-labelledby={resultsId} className="mt-4 min-w-0 sm:mt-8">
            <div className="results-bar">
              <div className="results-head">
                <h2 id={resultsId}>{texts.heading}</h2>
                <p className="results-count" aria-live="polite">
                  {page && (
                    <>
                      {texts.showing(cards.length, page.count)}
                      {filtered && (
                        <span className="max-sm:hidden">{texts.filteredFrom(page.total)}</span>
                      )}
                    </>
                  )}
                  {filtered && (
                    <span className="max-sm:hidden">
                      {page && ' · '}
                      <SiteLink to={resetHref} preventScrollReset>
                        {texts.showAll}
                      </SiteLink>
                    </span>
                  )}
                </p>
              </div>
              <GetAlerts
                filters={filters}
                summary={chips.map((chip) => chip.label).join(' · ')}
                texts={loaderData.alertTexts}
              />
              <div className="results-tools">
                <SortControl key={toListingSearch(filters)} filters={filters} />
                <SiteLink
                  to={`/property-listing${isMapOpen ? withoutMap : withMap}`}
                  preventScrollReset
                  replace
                  className="map-toggle"
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path
                      d="M9 4 3 6v14l6-2 6 2 6-2V4l-6 2-6-2Zm0 0v14m6-12v14"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                      strokeLinejoin="round"
                    />
                  </svg>
                  {isMapOpen ? m.listing.map.hide : m.listing.map.show}
                </SiteLink>
                <ViewToggle
                  view={view}
                  hrefFor={(next) =>
                    `/property-listing${toListingSearch({ ...filters, view: next })}`
                  }
                />
              </div>
            </div>

            <div className="relative mt-4 sm:mt-6" aria-busy={isLoading}>
              {hasFailed ? (
                <ErrorState reloadHref={`${location.pathname}${location.search}`} />
              ) : cards.length > 0 ? (
                <ul className={layout === 'grid' ? 'results-grid is-grid' : 'results-grid'}>
                  {cards.map((listing, index) => (
                    <li key={listing.id}>
                      <PropertyCard
                        listing={listing}
                        now={listedAt}
                        // Only the first photo can be in view on a phone; the browser raises
                        // the others itself once it knows they are on screen.
                        isPriority={index === 0}
                        layout={layout}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState
                  resetHref={resetHref}
                  nothingFor={chips.map((chip) => chip.label).join(' · ')}
                  loosen={
                    loosen && loosenChip
                      ? { label: loosenChip.label, count: loosen.count, search: loosenChip.search }
                      : undefined
                  }
                />
              )}
              {/* Over the old results while new ones load: no layout shift, nothing to click. */}
              <div
                aria-hidden="true"
                className={isLoading ? 'results-cover is-shown' : 'results-cover'}
              >
                <div />
              </div>
            </div>
            <p className="sr-only" role="status">
              {isLoading ? texts.loading : ''}
            </p>

            {page && page.total_pages > 1 && (
              <ListingPagination filters={filters} totalPages={page.total_pages} />
            )}
          </section>
          {isMapOpen && <ListingMap filters={filters} onClose={withoutMap} />}
        </div>
      </div>
      <RecentlyViewed />
    </>
  );
}
