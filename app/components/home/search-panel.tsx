import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Form, useNavigate } from 'react-router';

import { useI18n } from '../../i18n/i18n';
import type { Coordinates } from '../../lib/geolocation';
import {
  areaUnitFor,
  BEDROOM_CHOICES,
  CENTS_RANGES,
  HOME_PRICE_PRESETS,
  rangeValue,
  RENT_PRICE_PRESETS,
  SQFT_RANGES,
} from '../../lib/search-options';
import { LocationField } from './location-field';
import { SearchSelect } from './search-select';
import { useModalLayer } from './use-modal-layer';
import { StrokeIcon } from '../stroke-icon';

type Mode = 'buy' | 'rent';

/** The phone layout ends below Tailwind's `md` breakpoint. */
const WIDE_QUERY = '(min-width: 48rem)';

/**
 * The home page's search (product.md sections 2 and 5). A real GET form to /property-listing, so it
 * works before the page's script runs; once it has, only the fields with a value go into the URL.
 * On phones the filters fold away behind a 'Filters' button into a full-screen layer. Its looks:
 * `.search-*` in app/styles/home.css.
 */
export function SearchPanel({ propertyTypes }: { propertyTypes: string[] }) {
  const { m, path } = useI18n();
  const texts = m.home.search;
  const navigate = useNavigate();
  const [mode, setMode] = useState<Mode>('buy');
  const [propertyType, setPropertyType] = useState('');
  const [area, setArea] = useState('');
  const [price, setPrice] = useState('');
  const [beds, setBeds] = useState('');
  const [location, setLocation] = useState('');
  const [coordinates, setCoordinates] = useState<Coordinates | null>(null);
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const layerRef = useRef<HTMLDivElement>(null);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const layerTitleId = useId();

  useModalLayer({
    isOpen: isFiltersOpen,
    onClose: () => setFiltersOpen(false),
    layerRef,
    returnFocusRef: filtersButtonRef,
    closeAtQuery: WIDE_QUERY,
  });

  const unit = areaUnitFor(propertyType);
  const areaChoices = unit === 'cents' ? CENTS_RANGES : SQFT_RANGES;
  const priceChoices = mode === 'rent' ? RENT_PRICE_PRESETS : HOME_PRICE_PRESETS;
  const activeFilters = [propertyType, area, price, beds].filter(Boolean).length;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    const add = (name: string, value: string | number | undefined) => {
      if (value !== undefined && String(value).trim() !== '') params.set(name, String(value));
    };
    add('location', location.trim());
    add('lat', coordinates?.lat);
    add('lng', coordinates?.lng);
    add('type', mode);
    add('propertyType', propertyType);
    add('price', price);
    add(unit, area);
    add('beds', beds);
    setFiltersOpen(false);
    void navigate(path(`/property-listing?${params.toString()}`));
  }

  // Closed on a phone, only the location shows; the layer and wider screens show everything.
  const fold = isFiltersOpen ? '' : ' max-md:hidden';

  return (
    <Form
      method="get"
      action={path('/property-listing')}
      onSubmit={handleSubmit}
      role="search"
      aria-label={texts.label}
      className="search-panel"
    >
      <div
        ref={layerRef}
        {...(isFiltersOpen
          ? { role: 'dialog', 'aria-modal': true, 'aria-labelledby': layerTitleId }
          : {})}
        className={isFiltersOpen ? 'search-layer' : 'search-fields'}
      >
        {isFiltersOpen && (
          <div className="search-layer-head">
            <h2 id={layerTitleId}>{texts.filters}</h2>
            <button type="button" onClick={() => setFiltersOpen(false)}>
              <span className="sr-only">{texts.closeFilters}</span>
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </div>
        )}

        <ModeToggle
          mode={mode}
          onChange={(next) => {
            setMode(next);
            // Sale and rent prices differ by a hundredfold: the old choice means nothing now.
            setPrice('');
          }}
          className={`search-mode${fold}`}
        />

        <LocationField
          value={location}
          coordinates={coordinates}
          onChange={(text) => {
            setLocation(text);
            setCoordinates(null);
          }}
          onLocated={(found) => {
            setLocation(found.place);
            setCoordinates({ lat: found.lat, lng: found.lng });
          }}
        />

        <SearchSelect
          label={texts.propertyType}
          name="propertyType"
          value={propertyType}
          onChange={(name) => {
            setPropertyType(name);
            // product.md section 5: a type sets the area unit and the size goes back to Any.
            setArea('');
          }}
          emptyLabel={texts.allTypes}
          choices={propertyTypes.map((name) => ({ label: m.site.propertyType(name), value: name }))}
          className={fold}
        />
        <SearchSelect
          label={unit === 'cents' ? texts.landArea : texts.builtUpArea}
          name={unit}
          value={area}
          onChange={setArea}
          emptyLabel={texts.anySize}
          choices={areaChoices.map((choice) => ({
            label: texts.rangeChoice(choice.label),
            value: rangeValue(choice),
          }))}
          className={fold}
        />
        <SearchSelect
          label={mode === 'rent' ? texts.monthlyRent : texts.price}
          name="price"
          value={price}
          onChange={setPrice}
          emptyLabel={texts.anyPrice}
          choices={priceChoices.map((choice) => ({
            label: texts.rangeChoice(choice.label),
            value: rangeValue(choice),
          }))}
          className={fold}
        />
        <SearchSelect
          label={texts.bedrooms}
          name="beds"
          value={beds}
          onChange={setBeds}
          emptyLabel={texts.anyBedrooms}
          choices={BEDROOM_CHOICES.map((choice) => ({
            label: texts.bedroomChoice(choice),
            value: choice,
          }))}
          className={fold}
        />

        <div className={isFiltersOpen ? 'search-submit-sticky' : 'search-submit'}>
          <SearchButton />
        </div>
      </div>

      {/* Phones: the folded panel's own buttons (the open layer has its own). */}
      <div className={isFiltersOpen ? 'search-phone-bar hidden' : 'search-phone-bar'}>
        <button
          ref={filtersButtonRef}
          type="button"
          onClick={() => setFiltersOpen(true)}
          aria-haspopup="dialog"
          className="search-filters-button"
        >
          <StrokeIcon>
            <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
            <circle cx="16" cy="6" r="2" />
            <circle cx="10" cy="12" r="2" />
            <circle cx="18" cy="18" r="2" />
          </StrokeIcon>
          {texts.filters}
          {activeFilters > 0 && (
            <span>
              {activeFilters}
              <span className="sr-only">{texts.active}</span>
            </span>
          )}
        </button>
        <SearchButton />
      </div>
    </Form>
  );
}

function SearchButton() {
  const texts = useI18n().m.home.search;
  return (
    <button type="submit" className="search-button">
      <StrokeIcon>
        <circle cx="11" cy="11" r="6.5" />
        <path d="m16 16 4 4" />
      </StrokeIcon>
      {texts.submit}
    </button>
  );
}

/** Buy or Rent: a radio pair drawn as a segmented switch (a plain form field before hydration). */
function ModeToggle({
  mode,
  onChange,
  className,
}: {
  mode: Mode;
  onChange: (mode: Mode) => void;
  className: string;
}): ReactNode {
  const texts = useI18n().m.home.search;
  return (
    <fieldset className={className}>
      <legend className="sr-only">{texts.buyOrRent}</legend>
      <div>
        {(['buy', 'rent'] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="type"
              value={value}
              checked={mode === value}
              onChange={() => onChange(value)}
              className="peer"
            />
            <span>{value === 'buy' ? texts.buy : texts.rent}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
