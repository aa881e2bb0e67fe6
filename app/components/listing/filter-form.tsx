import { formatBounds } from '../../../contract/listing-search';
import { type FormEvent, useState } from 'react';
import { Form, useNavigate } from 'react-router';

import { formatCents, formatPrice, formatSquareFeet } from '../../../contract/format';
import { useI18n } from '../../i18n/i18n';
import {
  canonicalTypeName,
  clearedFilters,
  formatRange,
  type ListingFilters,
  parseListingFilters,
  purposeWord,
  type Range,
  SLIDER_TRACKS,
  toListingSearch,
} from '../../lib/listing-search';
import {
  areaUnitFor,
  CENTS_QUICK_CAPS,
  CENTS_RANGES,
  PRICE_PRESETS,
  RENT_PRICE_PRESETS,
  type RangeChoice,
  rangeValue,
  SQFT_QUICK_CAPS,
  SQFT_RANGES,
} from '../../lib/search-options';
import {
  ChoiceChips,
  FilterSection,
  PresetButtons,
  RangeSliders,
  type Track,
} from './filter-controls';
import {
  ChoiceSections,
  FilterIcon,
  LocationSection,
  PropertyTypeChoices,
} from './filter-sections';
import { LocationCombobox } from './location-combobox';
import { SiteLink } from '../site-link';

/** Preset buttons: each range's label from the catalogue's list of the same order. */
const toPresets = (ranges: readonly RangeChoice[], labels: readonly string[]) =>
  ranges.map((range, index) => ({
    label: labels[index] ?? range.label,
    value: rangeValue(range),
  }));

/** 'Up to 500 sq.ft' buttons: no lower end. */
const capsOf = (caps: readonly number[], label: (cap: number) => string) =>
  caps.map((cap) => ({ label: label(cap), value: `-${cap}` }));

/** The slider handles for a range: open ends at the ends of the track. */
function handlesFor(range: Range | undefined, track: Track) {
  const clamp = (value: number) => Math.min(track.max, Math.max(track.min, value));
  return { min: clamp(range?.min ?? track.min), max: clamp(range?.max ?? track.max) };
}

/**
 * The search box and the Advanced Filters panel: one GET form, so it works before hydration;
 * once hydrated it navigates to a tidy URL without the empty fields. Its parent keys it by the
 * URL, so back, forward and header links show their own filters here.
 */
export function FilterForm({ filters }: { filters: ListingFilters }) {
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
  const [sqft, setSqft] = useState(handlesFor(filters.area, SLIDER_TRACKS.sqft));
  const [cents, setCents] = useState(handlesFor(filters.cents, SLIDER_TRACKS.cents));

  const apply = (params: URLSearchParams) => {
    const next = parseListingFilters(params);
    // The results start again at page 1; the order and the view stay.
    const search = toListingSearch({
      ...next,
      page: 1,
      view: filters.view,
      ...(filters.map ? { map: true } : {}),
    });
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

  const chooseCategory = (value: string) => {
    setCategory(value);
    // A land type is measured in cents, a built one in square feet (product.md section 5).
    if (!value) return;
    if (areaUnitFor(value) === 'cents') setSqft(handlesFor(undefined, SLIDER_TRACKS.sqft));
    else setCents(handlesFor(undefined, SLIDER_TRACKS.cents));
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

  const pricePresets =
    type === 'rent'
      ? toPresets(RENT_PRICE_PRESETS, texts.presets.rent)
      : toPresets(PRICE_PRESETS, texts.presets.price);
  const listingTypes = [
    { label: texts.listingTypes.all, value: 'all' },
    { label: texts.listingTypes.rent, value: 'rent' },
    { label: texts.listingTypes.buy, value: 'buy' },
  ];
  const upTo = (format: typeof formatSquareFeet) => (cap: number) =>
    texts.upTo(format(cap, language));

  return (
    <Form
      method="get"
      action={path('/property-listing')}
      onSubmit={handleSubmit}
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
          {texts.search}
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
      {/* The map's area stays while other filters change (the results say so, with a remove). */}
      {filters.bounds && <input type="hidden" name="bbox" value={formatBounds(filters.bounds)} />}

      <details className="filter-panel group/panel">
        <summary>
          <FilterIcon />
          <span className="when-closed">{texts.show}</span>
          <span className="when-open">{texts.hide}</span>
        </summary>
        <section aria-labelledby="advanced-filters-title">
          <h2 id="advanced-filters-title">{texts.heading}</h2>
          <div className="filter-columns">
            <div>
              <LocationSection onLocated={locate} />
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
                <PropertyTypeChoices value={category} onChange={chooseCategory} />
              </FilterSection>
              <FilterSection title={texts.priceRange}>
                <RangeSliders
                  name="price"
                  labels={texts.sliders.price}
                  track={priceTrack}
                  value={price}
                  onChange={setPrice}
                  format={(value) => formatPrice(value, language)}
                />
                <PresetButtons
                  label={texts.pricePresets}
                  name="price"
                  presets={pricePresets}
                  current={formatRange(filters.price)}
                />
              </FilterSection>
            </div>
            <div>
              <FilterSection title={texts.builtUpArea}>
                <RangeSliders
                  name="sqft"
                  labels={texts.sliders.area}
                  track={SLIDER_TRACKS.sqft}
                  value={sqft}
                  onChange={setSqft}
                  format={(value) => formatSquareFeet(value, language)}
                />
                <PresetButtons
                  label={texts.builtUpRanges}
                  name="sqft"
                  presets={[
                    ...toPresets(SQFT_RANGES, texts.presets.sqft),
                    ...capsOf(SQFT_QUICK_CAPS, upTo(formatSquareFeet)),
                  ]}
                  current={formatRange(filters.area)}
                />
              </FilterSection>
              <FilterSection title={texts.landArea}>
                <RangeSliders
                  name="cents"
                  labels={texts.sliders.land}
                  track={SLIDER_TRACKS.cents}
                  value={cents}
                  onChange={setCents}
                  format={(value) => formatCents(value, language)}
                />
                <PresetButtons
                  label={texts.landRanges}
                  name="cents"
                  presets={[
                    ...toPresets(CENTS_RANGES, texts.presets.cents),
                    ...capsOf(CENTS_QUICK_CAPS, upTo(formatCents)),
                  ]}
                  current={formatRange(filters.cents)}
                />
              </FilterSection>
              <ChoiceSections filters={filters} />
            </div>
          </div>
          <div className="filter-buttons">
            <SiteLink
              to={`/property-listing${toListingSearch(clearedFilters(filters.view, filters.map))}`}
              preventScrollReset
              className="btn-outline"
            >
              {texts.reset}
            </SiteLink>
            <button type="submit" className="btn-apply">
              {texts.apply}
            </button>
          </div>
        </section>
      </details>
    </Form>
  );
}
