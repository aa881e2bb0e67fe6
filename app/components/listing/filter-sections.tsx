import { useState } from 'react';

import { describeLocationError, locateVisitor } from '../../lib/geolocation';
import { formatRooms } from '../../../contract/listing-search';
import { useI18n } from '../../i18n/i18n';
import type { FactFilterSection } from '../../lib/listing-fact-filters';
import type { ListingFilters } from '../../lib/listing-search';
import { BATHROOM_CHOICES, BEDROOM_CHOICES, PROPERTY_TYPE_GROUPS } from '../../lib/search-options';
import { ChoiceChips, FilterSection } from './filter-controls';

/** Sections of the Advanced Filters panel that keep no state of the form's own. */

const withAny = (any: string, counts: readonly string[]) => [
  { label: any, value: '' },
  ...counts.map((count) => ({ label: count, value: count })),
];

/** 'Use my current location': the position and a place name fill the search box. */
export function LocationSection({
  onLocated,
}: {
  onLocated: (place: string, at: { lat: number; lng: number }) => void;
}) {
  const [locating, setLocating] = useState<'idle' | 'locating' | 'failed'>('idle');
  const [locationMessage, setLocationMessage] = useState('');
  const { m } = useI18n();
  const texts = m.listing.filters;

  const locateMe = async () => {
    setLocating('locating');
    setLocationMessage('');
    try {
      const found = await locateVisitor('listing', m.common.locationAlerts);
      onLocated(found.place, { lat: found.lat, lng: found.lng });
      setLocating('idle');
      setLocationMessage(texts.usingLocation(found.place));
    } catch (error) {
      setLocating('failed');
      setLocationMessage(describeLocationError(error, m.common.locationAlerts));
    }
  };

  return (
    <FilterSection title={texts.location}>
      <p className="fsec-note">{texts.locationNote}</p>
      <button
        type="button"
        onClick={locateMe}
        disabled={locating === 'locating'}
        className="btn-locate"
      >
        {locating === 'locating' ? texts.locating : texts.useMyLocation}
      </button>
      <p role={locating === 'failed' ? 'alert' : 'status'} className="locate-status">
        {locationMessage}
      </p>
    </FilterSection>
  );
}

/** Verified, ownership, bedrooms and bathrooms: plain choices, read when the form is sent. */
export function ChoiceSections({ filters }: { filters: ListingFilters }) {
  const texts = useI18n().m.listing.filters;
  const ownerships = [
    { label: texts.ownerships.all, value: '' },
    { label: texts.ownerships.directOwner, value: 'direct_owner' },
    { label: texts.ownerships.management, value: 'management' },
  ];
  return (
    <>
      <FilterSection title={texts.verified}>
        <label className="verified-only">
          <input
            type="checkbox"
            name="verified"
            value="1"
            defaultChecked={filters.verified === true}
            aria-describedby="verified-note"
          />
          {texts.verifiedOnly}
        </label>
        <p id="verified-note" className="fsec-note">
          {texts.verifiedNote}
        </p>
      </FilterSection>
      <FilterSection title={texts.ownership}>
        <ChoiceChips
          legend={texts.ownership}
          name="ownership"
          choices={ownerships}
          value={filters.ownership ?? ''}
        />
      </FilterSection>
      <FilterSection title={texts.bedrooms}>
        <ChoiceChips
          legend={texts.bedrooms}
          name="beds"
          choices={withAny(texts.any, BEDROOM_CHOICES)}
          value={filters.bedrooms ? formatRooms(filters.bedrooms) : ''}
        />
      </FilterSection>
      <FilterSection title={texts.bathrooms}>
        <ChoiceChips
          legend={texts.bathrooms}
          name="baths"
          choices={withAny(texts.any, BATHROOM_CHOICES)}
          value={filters.bathrooms ? formatRooms(filters.bathrooms) : ''}
        />
      </FilterSection>
    </>
  );
}

/**
 * The filters on the listing facts (issue 34) as the loader wrote them, in the page's language,
 * each only while the chosen purpose and type can match it: rent terms for rentals, floor and
 * facing for buildings, land for land. A hidden section sends nothing.
 */
export function FactSections({
  sections,
  isShown,
}: {
  sections: readonly FactFilterSection[];
  isShown: (kind: FactFilterSection['for']) => boolean;
}) {
  return sections
    .filter((section) => isShown(section.for))
    .map(({ title, name, choices, value, isMultiple }) => {
      const [only] = choices;
      return (
        <FilterSection key={name} title={title}>
          {choices.length === 1 && only ? (
            // One box: a plain checkbox, as 'Verified only' is.
            <label className="verified-only">
              <input type="checkbox" name={name} value={only.value} defaultChecked={value !== ''} />
              {only.label}
            </label>
          ) : (
            <ChoiceChips
              legend={title}
              name={name}
              choices={choices}
              value={value}
              isMultiple={isMultiple ?? false}
            />
          )}
        </FilterSection>
      );
    });
}

export function PropertyTypeChoices({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { m } = useI18n();
  const texts = m.listing.filters;
  return (
    <fieldset className="type-groups">
      <legend className="sr-only">{texts.propertyType}</legend>
      <ChoiceChips
        legend={texts.allTypesLegend}
        name="category"
        choices={[{ label: texts.allTypes, value: '' }]}
        value={value}
        onChange={onChange}
      />
      {PROPERTY_TYPE_GROUPS.map((group) => (
        <ChoiceChips
          key={group.id}
          legend={texts.typeGroups[group.id]}
          isLegendVisible
          name="category"
          // The value stays the English name: the URL and the API know the types by it.
          choices={group.types.map((type) => ({ label: m.site.propertyType(type), value: type }))}
          value={value}
          onChange={onChange}
        />
      ))}
    </fieldset>
  );
}

export function FilterIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M4 6h16M7 12h10M10 18h4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
