import { type FormEvent, useState } from 'react';
import { Form, useNavigate } from 'react-router';

import { formatPrice } from '../../../contract/format';
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

const LISTING_TYPES = [
  { label: 'All', value: 'all' },
  { label: 'For Rent', value: 'rent' },
  { label: 'For Sale', value: 'buy' },
] as const;

const toPresets = (ranges: readonly RangeChoice[]) =>
  ranges.map((range) => ({ label: range.label, value: rangeValue(range) }));

const capsOf = (caps: readonly number[], unit: string) =>
  caps.map((cap) => ({ label: `Up to ${cap.toLocaleString('en-IN')} ${unit}`, value: `-${cap}` }));

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
    const search = toListingSearch({ ...next, page: 1, view: filters.view });
    void navigate(`/property-listing${search}`, { preventScrollReset: true });
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

  const pricePresets = toPresets(type === 'rent' ? RENT_PRICE_PRESETS : PRICE_PRESETS);

  return (
    <Form
      method="get"
      action="/property-listing"
      onSubmit={handleSubmit}
      preventScrollReset
      className="filter-form"
    >
      <div className="filter-search">
        <LocationCombobox
          name="location"
          label="Search by town, district or state"
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
          Search
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

      <details className="filter-panel group/panel">
        <summary>
          <FilterIcon />
          <span className="when-closed">Show Filters</span>
          <span className="when-open">Hide Filters</span>
        </summary>
        <section aria-labelledby="advanced-filters-title">
          <h2 id="advanced-filters-title">Advanced Filters</h2>
          <div className="filter-columns">
            <div>
              <LocationSection onLocated={locate} />
              <FilterSection title="Listing Type">
                <ChoiceChips
                  legend="Listing Type"
                  name="type"
                  choices={LISTING_TYPES}
                  value={type}
                  onChange={chooseType}
                />
              </FilterSection>
              <FilterSection title="Property Type">
                <PropertyTypeChoices value={category} onChange={chooseCategory} />
              </FilterSection>
              <FilterSection title="Price Range">
                <RangeSliders
                  name="price"
                  label="price"
                  track={priceTrack}
                  value={price}
                  onChange={setPrice}
                  format={formatPrice}
                />
                <PresetButtons
                  label="Price presets"
                  name="price"
                  presets={pricePresets}
                  current={formatRange(filters.price)}
                />
              </FilterSection>
            </div>
            <div>
              <FilterSection title="Built-up Area (Sq.ft)">
                <RangeSliders
                  name="sqft"
                  label="area"
                  track={SLIDER_TRACKS.sqft}
                  value={sqft}
                  onChange={setSqft}
                  format={(value) => `${value.toLocaleString('en-IN')} sq.ft`}
                />
                <PresetButtons
                  label="Built-up area ranges"
                  name="sqft"
                  presets={[...toPresets(SQFT_RANGES), ...capsOf(SQFT_QUICK_CAPS, 'sq.ft')]}
                  current={formatRange(filters.area)}
                />
              </FilterSection>
              <FilterSection title="Land Area (Cents)">
                <RangeSliders
                  name="cents"
                  label="land"
                  track={SLIDER_TRACKS.cents}
                  value={cents}
                  onChange={setCents}
                  format={(value) => `${value.toLocaleString('en-IN')} cents`}
                />
                <PresetButtons
                  label="Land area ranges"
                  name="cents"
                  presets={[...toPresets(CENTS_RANGES), ...capsOf(CENTS_QUICK_CAPS, 'cents')]}
                  current={formatRange(filters.cents)}
                />
              </FilterSection>
              <ChoiceSections filters={filters} />
            </div>
          </div>
          <div className="filter-buttons">
            <SiteLink
              to={`/property-listing${toListingSearch(clearedFilters(filters.view))}`}
              preventScrollReset
              className="btn-outline"
            >
              Reset All
            </SiteLink>
            <button type="submit" className="btn-apply">
              Apply Filters
            </button>
          </div>
        </section>
      </details>
    </Form>
  );
}
