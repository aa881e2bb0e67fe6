import { useState } from 'react';

import { describeLocationError, locateVisitor } from '../../lib/geolocation';
import { formatRooms } from '../../../contract/listing-search';
import type { ListingFilters } from '../../lib/listing-search';
import {
  AMENITIES,
  BATHROOM_CHOICES,
  BEDROOM_CHOICES,
  PROPERTY_TYPE_GROUPS,
} from '../../lib/search-options';
import { ChoiceChips, FilterSection } from './filter-controls';

/** Sections of the Advanced Filters panel that keep no state of the form's own. */

const OWNERSHIP_CHOICES = [
  { label: 'All', value: '' },
  { label: 'Direct Owner', value: 'direct_owner' },
  { label: 'Management', value: 'management' },
] as const;

const withAny = (counts: readonly string[]) => [
  { label: 'Any', value: '' },
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

  const locateMe = async () => {
    setLocating('locating');
    setLocationMessage('');
    try {
      const found = await locateVisitor('listing');
      onLocated(found.place, { lat: found.lat, lng: found.lng });
      setLocating('idle');
      setLocationMessage(`Using your location: ${found.place}`);
    } catch (error) {
      setLocating('failed');
      setLocationMessage(describeLocationError(error));
    }
  };

  return (
    <FilterSection title="Location">
      <p className="fsec-note">
        Type a place in the search box above, or let your browser tell us where you are.
      </p>
      <button
        type="button"
        onClick={locateMe}
        disabled={locating === 'locating'}
        className="btn-locate"
      >
        {locating === 'locating' ? 'Locating...' : 'Use my current location'}
      </button>
      <p role={locating === 'failed' ? 'alert' : 'status'} className="locate-status">
        {locationMessage}
      </p>
    </FilterSection>
  );
}

/** Ownership, bedrooms, bathrooms and amenities: plain choices, read when the form is sent. */
export function ChoiceSections({ filters }: { filters: ListingFilters }) {
  return (
    <>
      <FilterSection title="Ownership">
        <ChoiceChips
          legend="Ownership"
          name="ownership"
          choices={OWNERSHIP_CHOICES}
          value={filters.ownership ?? ''}
        />
      </FilterSection>
      <FilterSection title="Bedrooms">
        <ChoiceChips
          legend="Bedrooms"
          name="beds"
          choices={withAny(BEDROOM_CHOICES)}
          value={filters.bedrooms ? formatRooms(filters.bedrooms) : ''}
        />
      </FilterSection>
      <FilterSection title="Bathrooms">
        <ChoiceChips
          legend="Bathrooms"
          name="baths"
          choices={withAny(BATHROOM_CHOICES)}
          value={filters.bathrooms ? formatRooms(filters.bathrooms) : ''}
        />
      </FilterSection>
      <FilterSection title="Amenities">
        <fieldset>
          <legend className="fsec-note">
            Kept with your search; listings are not filtered by them yet.
          </legend>
          <div className="amenities">
            {AMENITIES.map((amenity) => (
              <label key={amenity}>
                <input
                  type="checkbox"
                  name="amenities"
                  value={amenity}
                  defaultChecked={filters.amenities.includes(amenity)}
                />
                {amenity}
              </label>
            ))}
          </div>
        </fieldset>
      </FilterSection>
    </>
  );
}

export function PropertyTypeChoices({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="type-groups">
      <legend className="sr-only">Property Type</legend>
      <ChoiceChips
        legend="All"
        name="category"
        choices={[{ label: 'All Properties', value: '' }]}
        value={value}
        onChange={onChange}
      />
      {PROPERTY_TYPE_GROUPS.map((group) => (
        <ChoiceChips
          key={group.label}
          legend={group.label}
          isLegendVisible
          name="category"
          choices={group.types.map((type) => ({ label: type, value: type }))}
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
