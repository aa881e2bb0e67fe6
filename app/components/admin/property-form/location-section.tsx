import { useState } from 'react';
import { useFetcher } from 'react-router';

import { LOCATION_ERROR_KEY } from '../../../../contract/property-form';
import type { ReferenceItem } from '../../../../contract/reference';
import { ADMIN_LANGUAGE } from '../../../lib/admin/english';
import { getCurrentPosition } from '../../../lib/geolocation';
import type { PlaceList } from '../../../routes/admin/places';
import { StrokeIcon } from '../../stroke-icon';
import { buttonStyles } from '../ui';
import {
  FieldError,
  FormSection,
  type PropertyFormApi,
  type SelectOption,
  SelectField,
  TextAreaField,
  TextField,
} from './fields';

/** The place lists the location selects start with (an edit loads the listing's own). */
export interface PlaceLists {
  states: ReferenceItem[];
  districts: ReferenceItem[];
  cities: ReferenceItem[];
}

const toOptions = (items: ReferenceItem[]): SelectOption[] =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

type ListState = { items: ReferenceItem[]; isLoading: boolean; error?: string };

/**
 * A list of districts or of cities that follows the select above it, loaded by a fetcher from
 * `/admin/places` (routes/admin/places.tsx). Each load supersedes the one before (React Router
 * keeps only the latest), so a quick change of mind never shows the districts of the state left
 * behind. It starts with the listing's own list on an edit.
 */
function useDependentList(initial: ReferenceItem[]) {
  const fetcher = useFetcher<PlaceList>();
  const [source, setSource] = useState<'initial' | 'loaded' | 'none'>('initial');
  let list: ListState;
  if (source === 'initial') list = { items: initial, isLoading: false };
  else if (source === 'none') list = { items: [], isLoading: false };
  else if (fetcher.state !== 'idle' || !fetcher.data) list = { items: [], isLoading: true };
  else list = { ...fetcher.data, isLoading: false };

  function load(query: string | undefined) {
    if (!query) {
      setSource('none');
      return;
    }
    setSource('loaded');
    void fetcher.load(`/admin/places?${query}`);
  }
  return { list, load };
}

/**
 * Location (product.md sections 2 and 4): state > district > city. Choosing a state clears the
 * district and the city and loads the state's districts; choosing a district clears the city and
 * loads its cities. Then the map links and the coordinates, which 'Use my location' can fill in.
 */
export function LocationSection({ api, places }: { api: PropertyFormApi; places: PlaceLists }) {
  const districts = useDependentList(places.districts);
  const cities = useDependentList(places.cities);
  const [locating, setLocating] = useState<{ isBusy: boolean; error?: string }>({
    isBusy: false,
  });
  const locationError = api.errors[LOCATION_ERROR_KEY];
  const { state, district, city } = api.values;

  function chooseState(value: string) {
    api.setValues({ state: value, district: '', city: '' });
    districts.load(value ? `state=${encodeURIComponent(value)}` : undefined);
    cities.load(undefined);
  }

  function chooseDistrict(value: string) {
    api.setValues({ district: value, city: '' });
    cities.load(value ? `district=${encodeURIComponent(value)}` : undefined);
  }

  async function fillMyLocation() {
    setLocating({ isBusy: true });
    try {
      const { lat, lng } = await getCurrentPosition('home', ADMIN_LANGUAGE.m.common.locationAlerts);
      api.setValues({ latitude: lat.toFixed(6), longitude: lng.toFixed(6) });
      setLocating({ isBusy: false });
    } catch (error) {
      setLocating({ isBusy: false, error: error instanceof Error ? error.message : undefined });
    }
  }

  // The cascade's one message sits under the three selects; each empty one points to it.
  const groupErrorFor = (value: string) => (value === '' ? LOCATION_ERROR_KEY : undefined);
  const listHint = (list: ListState, noun: string) =>
    list.isLoading ? `Loading ${noun}…` : list.error;

  return (
    <FormSection title="Location" description="Where the property is, and how to find it on a map.">
      <SelectField
        api={api}
        name="state"
        groupErrorKey={groupErrorFor(state)}
        placeholder="Select state"
        options={toOptions(places.states)}
        onSelect={chooseState}
      />
      <SelectField
        api={api}
        name="district"
        groupErrorKey={groupErrorFor(district)}
        placeholder={state ? 'Select district' : 'Select a state first'}
        options={toOptions(districts.list.items)}
        onSelect={chooseDistrict}
        isDisabled={!state || districts.list.isLoading}
        hint={listHint(districts.list, 'districts')}
      />
      <SelectField
        api={api}
        name="city"
        groupErrorKey={groupErrorFor(city)}
        placeholder={district ? 'Select city' : 'Select a district first'}
        options={toOptions(cities.list.items)}
        isDisabled={!district || cities.list.isLoading}
        hint={listHint(cities.list, 'cities')}
      />
      {locationError && (
        <div className="sm:col-span-2 md:col-span-3 -mt-3">
          <FieldError errorKey={LOCATION_ERROR_KEY} message={locationError} />
        </div>
      )}

      <TextField
        api={api}
        name="google_maps_url"
        className="sm:col-span-2 md:col-span-3"
        inputProps={{ type: 'url', inputMode: 'url', placeholder: 'https://maps.google.com/…' }}
      />
      <TextAreaField
        api={api}
        name="google_embedded_map_link"
        className="sm:col-span-2 md:col-span-3"
        rows={3}
        hint="Paste the map's embed code or link from Google Maps (Share › Embed a map)."
      />
      <TextField
        api={api}
        name="latitude"
        inputProps={{ type: 'number', step: 'any', inputMode: 'decimal', placeholder: '9.9312' }}
      />
      <TextField
        api={api}
        name="longitude"
        inputProps={{ type: 'number', step: 'any', inputMode: 'decimal', placeholder: '76.2673' }}
      />
      <div className="flex flex-col justify-end">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => void fillMyLocation()}
          disabled={locating.isBusy || api.isSaving}
        >
          <StrokeIcon className="size-4">
            <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
            <circle cx="12" cy="9.5" r="2.5" />
          </StrokeIcon>
          {locating.isBusy ? 'Locating...' : 'Use my location'}
        </button>
        {locating.error && (
          <p role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {locating.error}
          </p>
        )}
      </div>
    </FormSection>
  );
}
