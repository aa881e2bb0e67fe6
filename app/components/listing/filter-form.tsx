import { formatBounds, type Range } from '../../../contract/listing-search';
import {
  type FormEvent,
  type MouseEvent,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { Form, useNavigate } from 'react-router';

import { formatCents, formatPrice, formatSquareFeet } from '../../../contract/format';
import { useI18n } from '../../i18n/i18n';
import { formatRangeLabel } from '../../lib/filter-chips';
import {
  canonicalTypeName,
  clearedFilters,
  formatRange,
  type ListingFilters,
  parseListingFilters,
  purposeWord,
  SLIDER_TRACKS,
  toListingSearch,
} from '../../lib/listing-search';
import {
  CENTS_CHIP_STARTS,
  PRICE_PRESETS,
  RENT_PRICE_PRESETS,
  type RangeChoice,
  rangeValue,
  sizeChipRanges,
  sizeFiltersFor,
  SQFT_CHIP_STARTS,
} from '../../lib/search-options';
import { useModalLayer } from '../home/use-modal-layer';
import { SiteLink } from '../site-link';
import {
  type Choice,
  ChoiceChips,
  FilterSection,
  RangeSliders,
  type Track,
} from './filter-controls';
import type { FactFilterSection } from '../../lib/listing-fact-filters';
import {
  ChoiceSections,
  FactSections,
  FilterIcon,
  LocationSection,
  PropertyTypeChoices,
} from './filter-sections';
import { LocationCombobox } from './location-combobox';
import { type ResultCount, useResultCount } from './use-result-count';

/** The slider handles for a range: open ends at the ends of the track. */
function handlesFor(range: Range | undefined, track: Track) {
  const clamp = (value: number) => Math.min(track.max, Math.max(track.min, value));
  return { min: clamp(range?.min ?? track.min), max: clamp(range?.max ?? track.max) };
}

const sameHandles = (a: { min: number; max: number }, b: { min: number; max: number }) =>
  a.min === b.min && a.max === b.max;

/**
 * The size chips of one unit: Any, the non-overlapping ranges (search-options.ts), and the
 * URL's own range when it is none of them (a link from the home page), so sending the form
 * keeps it.
 */
function sizeChoices(
  starts: readonly number[],
  current: Range | undefined,
  any: string,
  label: (range: Range) => string,
): Choice[] {
  const ranges = sizeChipRanges(starts);
  const choices = ranges.map((range) => ({ label: label(range), value: rangeValue(range) }));
  const currentValue = formatRange(current);
  if (current && currentValue && !choices.some((choice) => choice.value === currentValue)) {
    choices.push({ label: label(current), value: currentValue });
  }
  return [{ label: any, value: '' }, ...choices];
}

/**
 * The search box and the filters (issue 33, item 3). One GET form to the listing page, so it
 * works before and without the page's script: the filters are then a `<details>` panel in the
 * page, sent by its button. Once the script runs, the filters open as a sheet (the whole screen on
 * a phone, a drawer on wider screens; a modal: focus kept inside, Escape closes it and focus goes
 * back to its button) whose sticky button says how many homes the choices find before they are
 * applied. Every filter applies the same way: nothing changes the results until that button (or
 * the search box's) is pressed. Its parent keys it by the URL, so back, forward and header links
 * show their own filters here.
 */
export function FilterForm({
  filters,
  count,
  activeCount,
  rentalsHaveLand,
  factSections,
}: {
  filters: ListingFilters;
  /** How many listings the page's own filters find (null when the search failed). */
  count: number | null;
  /** How many filters are on (the chips above the results), for the Filters button. */
  activeCount: number;
  /** Some listing for rent has land, so a rental may be searched by cents. */
  rentalsHaveLand: boolean;
  /** The listing facts' filters, written by the loader (listing-fact-filters.ts). */
  factSections: readonly FactFilterSection[];
}) {
  const navigate = useNavigate();
  const { language, m, path } = useI18n();
  const texts = m.listing.filters;
  const [location, setLocation] = useState(filters.location ?? '');
  const [origin, setOrigin] = useState(filters.origin);
  const [type, setType] = useState<string>(purposeWord(filters));
  const [category, setCategory] = useState(
    canonicalTypeName(filters.category) ?? filters.category ?? '',
  );
  const priceTrack = type === 'rent' ? SLIDER_TRACKS.rent : SLIDER_TRACKS.price;
  const [price, setPrice] = useState(handlesFor(filters.price, priceTrack));
  const [isSheetOpen, setSheetOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const sheetRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const { result, recount } = useResultCount(count);

  useModalLayer({
    isOpen: isSheetOpen,
    onClose: () => setSheetOpen(false),
    layerRef: sheetRef,
    returnFocusRef: openerRef,
  });

  const apply = (params: URLSearchParams) => {
    const next = parseListingFilters(params);
    // The results start again at page 1; the order and the view stay.
    const search = toListingSearch({
      ...next,
      page: 1,
      view: filters.view,
      ...(filters.map ? { map: true } : {}),
    });
    setSheetOpen(false);
    void navigate(path(`/property-listing${search}`), { preventScrollReset: true });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const data = new FormData(event.currentTarget, submitter);
    const params = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === 'string') params.append(key, value);
    apply(params);
  };

  /** Any choice counts again (controlled fields change the form on their next render). */
  const handleChange = () => {
    if (formRef.current) recount(formRef.current);
  };

  const chooseType = (value: string) => {
    setType(value);
    // Monthly rents and sale prices live on different tracks.
    const isRent = value === 'rent';
    if (isRent !== (type === 'rent')) {
      setPrice(handlesFor(undefined, isRent ? SLIDER_TRACKS.rent : SLIDER_TRACKS.price));
    }
  };

  const locate = (place: string, at: { lat: number; lng: number }) => {
    setLocation(place);
    setOrigin(at);
  };

  /** With the script, the panel opens as the sheet instead of folding open in the page. */
  const openSheet = (event: MouseEvent<HTMLElement>) => {
    event.preventDefault();
    openerRef.current = event.currentTarget;
    setSheetOpen(true);
  };

  /** Clear, in the sheet: every choice back to Any, counted; nothing applied yet. */
  const clearChoices = (event: MouseEvent<HTMLAnchorElement>) => {
    const form = formRef.current;
    if (!form) return;
    event.preventDefault();
    setType('all');
    setCategory('');
    setPrice(handlesFor(undefined, SLIDER_TRACKS.price));
    for (const input of form.querySelectorAll<HTMLInputElement>('.filter-panel input')) {
      if (input.type === 'radio' && input.value === '') input.checked = true;
      if (input.type === 'checkbox') input.checked = false;
    }
    recount(form);
  };

  const priceChoices: Choice[] = [
    { label: texts.any, value: '' },
    ...(type === 'rent'
      ? toChoices(RENT_PRICE_PRESETS, texts.presets.rent)
      : toChoices(PRICE_PRESETS, texts.presets.price)),
  ];
  const pickedPrice =
    priceChoices.find((choice) => {
      const range = readChoice(choice.value);
      return sameHandles(handlesFor(range, priceTrack), price);
    })?.value ?? 'custom';
  const listingTypes = [
    { label: texts.listingTypes.all, value: 'all' },
    { label: texts.listingTypes.rent, value: 'rent' },
    { label: texts.listingTypes.buy, value: 'buy' },
  ];
  const sizes = sizeFiltersFor({
    purpose: type === 'buy' ? 'sell' : type,
    typeName: canonicalTypeName(category),
    rentalsHaveLand,
  });
  const words = m.listing.chips;

  return (
    <Form
      ref={formRef}
      method="get"
      action={path('/property-listing')}
      onSubmit={handleSubmit}
      onChange={handleChange}
      preventScrollReset
      className="filter-form"
    >
      <div className="filter-search">
        <LocationCombobox
          name="location"
          label={texts.searchPlaces}
          value={location}
          onValueChange={setLocation}
          onPick={(label) => {
            const params = new URLSearchParams(
              toListingSearch({ ...filters, location: label, page: 1 }),
            );
            apply(params);
          }}
        />
        <button type="submit" className="btn-search">
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="m16 16 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span>{texts.search}</span>
        </button>
      </div>
      {origin && (
        <>
          <input type="hidden" name="lat" value={origin.lat} />
          <input type="hidden" name="lng" value={origin.lng} />
        </>
      )}
      <input type="hidden" name="price_track" value={type === 'rent' ? 'rent' : 'sale'} />
      {filters.sort !== 'newest' && <input type="hidden" name="sort" value={filters.sort} />}
      {filters.view !== 'list' && <input type="hidden" name="view" value={filters.view} />}
      {filters.map && <input type="hidden" name="map" value="1" />}
      {/* The map's area stays while other filters change (a chip removes it). */}
      {filters.bounds && <input type="hidden" name="bbox" value={formatBounds(filters.bounds)} />}

      <details className="filter-panel group/panel" open={isSheetOpen}>
        <summary onClick={openSheet} aria-haspopup="dialog">
          <FilterIcon />
          {texts.open}
          {activeCount > 0 && (
            <span className="filter-count">
              {activeCount}
              <span className="sr-only">{texts.active(activeCount)}</span>
            </span>
          )}
        </summary>
        {isSheetOpen && (
          <div className="filter-backdrop" aria-hidden="true" onClick={() => setSheetOpen(false)} />
        )}
        <section
          ref={sheetRef}
          aria-labelledby={headingId}
          {...(isSheetOpen ? { role: 'dialog', 'aria-modal': true } : {})}
          className={isSheetOpen ? 'filter-sheet is-open' : 'filter-sheet'}
        >
          <div className="filter-sheet-head">
            <h2 id={headingId}>{texts.heading}</h2>
            {isSheetOpen && (
              <button type="button" onClick={() => setSheetOpen(false)} className="filter-close">
                <span className="sr-only">{texts.close}</span>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path
                    d="M6 6l12 12M18 6 6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            )}
          </div>
          <div className="filter-columns">
            <div>
              <FilterSection title={texts.listingType}>
                <ChoiceChips
                  legend={texts.listingType}
                  name="type"
                  choices={listingTypes}
                  value={type}
                  onChange={chooseType}
                />
              </FilterSection>
              <FilterSection title={texts.propertyType}>
                <PropertyTypeChoices value={category} onChange={setCategory} />
              </FilterSection>
              <FilterSection title={texts.priceRange}>
                <ChoiceChips
                  legend={texts.pricePresets}
                  name="price"
                  choices={priceChoices}
                  value={pickedPrice}
                  onChange={(value) => setPrice(handlesFor(readChoice(value), priceTrack))}
                />
                <RangeSliders
                  name="price"
                  labels={texts.sliders.price}
                  track={priceTrack}
                  value={price}
                  onChange={setPrice}
                  format={(value) => formatPrice(value, language)}
                />
              </FilterSection>
              <LocationSection onLocated={locate} />
            </div>
            <div>
              {sizes.sqft && (
                <FilterSection title={texts.builtUpArea}>
                  <ChoiceChips
                    legend={texts.builtUpRanges}
                    name="sqft"
                    choices={sizeChoices(SQFT_CHIP_STARTS, filters.area, texts.any, (range) =>
                      formatRangeLabel(range, (value) => formatSquareFeet(value, language), words),
                    )}
                    value={formatRange(filters.area) ?? ''}
                  />
                </FilterSection>
              )}
              {sizes.cents && (
                <FilterSection title={texts.landArea}>
                  <ChoiceChips
                    legend={texts.landRanges}
                    name="cents"
                    choices={sizeChoices(CENTS_CHIP_STARTS, filters.cents, texts.any, (range) =>
                      formatRangeLabel(range, (value) => formatCents(value, language), words),
                    )}
                    value={formatRange(filters.cents) ?? ''}
                  />
                </FilterSection>
              )}
              <ChoiceSections filters={filters} />
              <FactSections
                sections={factSections}
                isShown={(kind) =>
                  kind === 'all' ||
                  (kind === 'rent' && type === 'rent') ||
                  (kind === 'sale' && type !== 'rent') ||
                  (kind === 'built' && sizes.sqft) ||
                  (kind === 'land' && sizes.cents)
                }
              />
            </div>
          </div>
          <div className="filter-buttons">
            <p className="filter-count-note" role="status">
              {result.state === 'failed' && count !== null ? texts.countFailed : ''}
            </p>
            <SiteLink
              to={`/property-listing${toListingSearch(clearedFilters(filters.view, filters.map))}`}
              preventScrollReset
              onClick={clearChoices}
              className="btn-outline"
            >
              {texts.reset}
            </SiteLink>
            <ShowButton result={result} />
          </div>
        </section>
      </details>
    </Form>
  );
}

/**
 * The sheet's button: how many homes the choices find. Its own component, so that the render
 * which follows hydration (when the count can first be trusted) touches no field of the form:
 * re-rendering a controlled field would put back the server's value over what a visitor chose
 * before the page hydrated (app/lib/typed-before-hydration.ts).
 */
function ShowButton({ result }: { result: ResultCount }) {
  const texts = useI18n().m.listing.filters;
  // Before the script runs (and without it) the button cannot count: it says what it does.
  const isHydrated = useSyncExternalStore(noSubscription, isBrowser, isServer);
  const label = !isHydrated
    ? texts.showAny
    : result.state === 'counted'
      ? texts.showHomes(result.count)
      : result.state === 'counting'
        ? texts.counting
        : texts.showAny;
  return (
    <button type="submit" className="btn-apply" aria-live="polite">
      {label}
    </button>
  );
}

const noSubscription = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

/** Price chips: each range's label from the catalogue's list of the same order. */
function toChoices(ranges: readonly RangeChoice[], labels: readonly string[]): Choice[] {
  return ranges.map((range, index) => ({
    label: labels[index] ?? range.label,
    value: rangeValue(range),
  }));
}

/** A chip's 'min-max' back as a range ('' is none). */
function readChoice(value: string): Range | undefined {
  const [min, max] = value.split('-');
  if (value === '' || min === undefined || max === undefined) return undefined;
  const range: Range = {};
  if (min !== '') range.min = Number(min);
  if (max !== '') range.max = Number(max);
  return range;
}
