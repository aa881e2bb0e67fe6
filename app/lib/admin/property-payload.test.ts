import { describe, expect, it } from 'vitest';

import type { Property } from '../../../contract/properties';
import { NO_FACTS } from '../../components/detail/listing.fixture';
import type { PropertyFormValues } from '../../../contract/property-form';
import { parsePropertyForm } from '../../../contract/property-write';
import {
  buildPropertyFormData,
  createEmptyFormValues,
  createNearbyRow,
  toFormValues,
} from './property-payload';

/** The text fields of a multipart body, each with every value sent. */
function fieldsOf(body: FormData): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const [name, value] of body.entries()) {
    if (typeof value === 'string') (fields[name] ??= []).push(value);
  }
  return fields;
}

function filledValues(changes: Partial<PropertyFormValues> = {}): PropertyFormValues {
  return {
    ...createEmptyFormValues(),
    title: '  Riverside villa  ',
    price: '8500000',
    property_type: '3',
    bedrooms: '4',
    bathrooms: '3',
    area: '2400',
    contact_name: 'Joseph K',
    email: 'joseph@example.com',
    phone_number: '+919847000111',
    whatsapp_number: '+919847000111',
    state: '18',
    district: '7',
    city: '120',
    latitude: '10.0159',
    longitude: '76.3419',
    description: 'Quiet plot by the river.\n',
    ...changes,
  };
}

const listing: Property = {
  id: 41,
  created_at: '2026-01-05T10:00:00Z',
  updated_at: '2026-01-05T10:00:00Z',
  status: 'available',
  title: 'Old tharavad',
  title_ml: 'പഴയ തറവാട്',
  description: 'Heritage home.',
  description_ml: null,
  price: 12_000_000,
  property_for: 'sell',
  property_ownership: 'direct_owner',
  property_type: 1,
  property_type_details: { id: 1, name: 'House' },
  bedrooms: 14,
  bathrooms: 12,
  area: 3200,
  cents: 40,
  parking_spaces: 25,
  built_year: 2031,
  furnishing: 'semi_furnished',
  contact_name: 'Meera',
  phone_number: '+919846012345',
  whatsapp_number: '+919846012345',
  email: 'meera@example.com',
  location: {
    city: 'Thrissur',
    city_ml: 'തൃശ്ശൂർ',
    district: 'Thrissur',
    district_ml: 'തൃശ്ശൂർ',
    state: 'Kerala',
    state_ml: 'കേരളം',
    city_id: 300,
    district_id: 8,
    state_id: 18,
  },
  latitude: 10.52,
  longitude: 76.21,
  google_maps_url: 'https://maps.google.com/?q=10.52,76.21',
  google_embedded_map_link: null,
  youtube_video_link: 'https://youtu.be/abc',
  features: [2, 5],
  feature_details: [
    { id: 2, name: 'Garden' },
    { id: 5, name: 'Parking' },
  ],
  nearby_places: [
    { place: 'Vadakkunnathan Temple', distance: 1.2 },
    { place: 'Market', distance: null },
  ],
  images: [],
  confirmed_at: '2026-01-05T10:00:00Z',
  site_visit: null,
  price_history: [{ price: 18_500_000, changed_at: '2026-01-05T10:00:00.000Z' }],
  price_reduced_at: null,
  price_reduced_by: null,
  ...NO_FACTS,
};

describe('createEmptyFormValues', () => {
  it('starts for rent, managed, available, with an empty nearby row (product.md section 9)', () => {
    const values = createEmptyFormValues();
    expect(values.property_for).toBe('rent');
    expect(values.property_ownership).toBe('management');
    expect(values.status).toBe('available');
    expect(values.title).toBe('');
    expect(values.nearby_places).toHaveLength(1);
  });
});

describe('toFormValues', () => {
  it('caps rooms and parking at 10, the built year at this year (product.md section 5)', () => {
    const values = toFormValues(listing, 2026);
    expect(values.bedrooms).toBe('10');
    expect(values.bathrooms).toBe('10');
    expect(values.parking_spaces).toBe('10');
    expect(values.built_year).toBe('2026');
  });

  it('fills the cascade with ids, empty text for nulls, and nearby rows', () => {
    const values = toFormValues(listing, 2026);
    expect([values.state, values.district, values.city]).toEqual(['18', '8', '300']);
    expect(values.google_embedded_map_link).toBe('');
    expect(values.features).toEqual([2, 5]);
    expect(values.nearby_places.map(({ place, distance }) => [place, distance])).toEqual([
      ['Vadakkunnathan Temple', '1.2'],
      ['Market', ''],
    ]);
  });
});

describe('buildPropertyFormData', () => {
  it('add: trims text and omits empty fields', () => {
    const fields = fieldsOf(buildPropertyFormData({ values: filledValues(), mode: 'add' }));
    expect(fields.title).toEqual(['Riverside villa']);
    expect(fields.description).toEqual(['Quiet plot by the river.']);
    expect(fields.property_for).toEqual(['rent']);
    expect(fields.status).toEqual(['available']);
    for (const omitted of [
      'cents',
      'built_year',
      'parking_spaces',
      'furnishing',
      'google_maps_url',
      'youtube_video_link',
      'features',
      'nearby_places',
      'existing_image_ids',
    ]) {
      expect(fields, omitted).not.toHaveProperty(omitted);
    }
  });

  it('repeats features and sends nearby places as a JSON list of complete rows', () => {
    const values = filledValues({
      features: [4, 9],
      nearby_places: [
        createNearbyRow('Lulu Mall', '2.46'),
        createNearbyRow('School', ''),
        createNearbyRow('', '1'),
      ],
    });
    const fields = fieldsOf(buildPropertyFormData({ values, mode: 'add' }));
    expect(fields.features).toEqual(['4', '9']);
    expect(JSON.parse(fields.nearby_places?.[0] ?? '')).toEqual([
      { place: 'Lulu Mall', distance: 2.5 },
    ]);
  });

  it('adds the new images as uploaded_images, with their names', () => {
    const photos = [
      new File([new Uint8Array([1, 2])], 'front.jpg', { type: 'image/jpeg' }),
      new File([new Uint8Array([3])], 'hall.png', { type: 'image/png' }),
    ];
    const body = buildPropertyFormData({ values: filledValues(), mode: 'add', files: photos });
    const sent = body.getAll('uploaded_images') as File[];
    expect(sent.map((file) => file.name)).toEqual(['front.jpg', 'hall.png']);
  });

  it('edit: sends existing_image_ids as a JSON list, even when none are kept', () => {
    const initial = toFormValues(listing, 2026);
    const kept = fieldsOf(
      buildPropertyFormData({ values: initial, mode: 'edit', initial, existingImageIds: [7, 9] }),
    );
    expect(kept.existing_image_ids).toEqual(['[7,9]']);
    const none = fieldsOf(buildPropertyFormData({ values: initial, mode: 'edit', initial }));
    expect(none.existing_image_ids).toEqual(['[]']);
    expect(none.image_order).toBeUndefined();
  });

  it('edit: sends the kept photos in their order as image_order, the cover first', () => {
    const initial = toFormValues(listing, 2026);
    const body = buildPropertyFormData({
      values: initial,
      mode: 'edit',
      initial,
      existingImageIds: [9, 7, 8],
    });
    expect(fieldsOf(body).image_order).toEqual(['[9,7,8]']);
  });

  it('edit: a value emptied since loading is sent empty, so the server clears it', () => {
    const initial = toFormValues(listing, 2026);
    const values: PropertyFormValues = {
      ...initial,
      youtube_video_link: '  ',
      cents: '',
      features: [],
      nearby_places: [createNearbyRow()],
    };
    const fields = fieldsOf(buildPropertyFormData({ values, mode: 'edit', initial }));
    expect(fields.youtube_video_link).toEqual(['']);
    expect(fields.cents).toEqual(['']);
    expect(fields.features).toEqual(['']);
    expect(fields.nearby_places).toEqual(['[]']);
    // Empty before and after: still omitted.
    expect(fields).not.toHaveProperty('google_embedded_map_link');
  });

  it('edit: keeps a nearby place without a distance and drops empty lines', () => {
    const initial = toFormValues(listing, 2026);
    const values = {
      ...initial,
      nearby_places: [...initial.nearby_places, createNearbyRow('  ', '')],
    };
    const fields = fieldsOf(buildPropertyFormData({ values, mode: 'edit', initial }));
    expect(JSON.parse(fields.nearby_places?.[0] ?? '')).toEqual([
      { place: 'Vadakkunnathan Temple', distance: 1.2 },
      { place: 'Market', distance: null },
    ]);
  });
});

/** A rental flat with every rent term and building fact, as the API answers it. */
const rental: Property = {
  ...listing,
  property_for: 'rent',
  cents: null,
  built_year: 2018,
  security_deposit: 75_000,
  maintenance_monthly: 2_500,
  available_from: '2026-12-01',
  lock_in_months: 11,
  tenant_preference: 'family',
  pets_allowed: false,
  floor: 3,
  total_floors: 9,
  facing: 'ne',
  carpet_area: 1_150.5,
  water_source: ['kwa', 'borewell'],
  power_backup: 'partial',
};

/** A plot with its land facts. */
const plot: Property = {
  ...listing,
  property_type: 6,
  property_type_details: { id: 6, name: 'Plot' },
  bedrooms: 0,
  bathrooms: 0,
  built_year: null,
  survey_number: '123/4A',
  village: 'Kakkanad',
  taluk: 'Kanayannur',
  land_type: 'nilam_converted',
  in_data_bank: true,
  road_width_ft: 20,
  road_frontage_ft: 65.5,
};

describe('the listing facts (issue 34)', () => {
  it('edit prefills every fact as its control holds it', () => {
    const values = toFormValues(rental, 2026);
    expect(values).toMatchObject({
      security_deposit: '75000',
      maintenance_monthly: '2500',
      available_from: '2026-12-01',
      lock_in_months: '11',
      tenant_preference: 'family',
      pets_allowed: 'false',
      floor: '3',
      total_floors: '9',
      facing: 'ne',
      carpet_area: '1150.5',
      water_source: 'kwa,borewell',
      power_backup: 'partial',
      rera_number: '',
    });
    expect(toFormValues(plot, 2026)).toMatchObject({
      survey_number: '123/4A',
      village: 'Kakkanad',
      taluk: 'Kanayannur',
      land_type: 'nilam_converted',
      in_data_bank: 'true',
      road_width_ft: '20',
      road_frontage_ft: '65.5',
    });
    // Not stated stays not stated.
    expect(toFormValues(listing, 2026)).toMatchObject({ pets_allowed: '', water_source: '' });
  });

  it('add: sends the shown sections in the form the API reads', () => {
    const values = { ...filledValues(), ...toFormValues(rental, 2026), rera_number: 'typed' };
    const fields = fieldsOf(buildPropertyFormData({ values, mode: 'add' }));
    expect(fields.water_source).toEqual(['kwa,borewell']);
    expect(fields.pets_allowed).toEqual(['false']);
    expect(fields.available_from).toEqual(['2026-12-01']);
    // K-RERA is for sale listings: a number typed before the purpose changed is not sent.
    expect(fields).not.toHaveProperty('rera_number');
    expect(fields).not.toHaveProperty('survey_number');

    const parsed = parsePropertyForm(fields, { partial: false, currentYear: 2026 });
    expect(parsed.ok && parsed.value).toMatchObject({
      security_deposit: 75_000,
      maintenance_monthly: 2_500,
      available_from: '2026-12-01',
      lock_in_months: 11,
      tenant_preference: 'family',
      pets_allowed: false,
      floor: 3,
      total_floors: 9,
      facing: 'ne',
      carpet_area: 1_150.5,
      water_source: ['kwa', 'borewell'],
      power_backup: 'partial',
    });
  });

  it('add: a plot sends its land facts and no building', () => {
    const values = { ...toFormValues(plot, 2026), floor: '2' };
    const fields = fieldsOf(buildPropertyFormData({ values, mode: 'add', isLand: true }));
    expect(fields).not.toHaveProperty('floor');
    expect(fields.in_data_bank).toEqual(['true']);
    const parsed = parsePropertyForm(fields, { partial: false, currentYear: 2026 });
    expect(parsed.ok && parsed.value).toMatchObject({
      survey_number: '123/4A',
      village: 'Kakkanad',
      taluk: 'Kanayannur',
      land_type: 'nilam_converted',
      in_data_bank: true,
      road_width_ft: 20,
      road_frontage_ft: 65.5,
    });
  });

  it('edit: a fact set to not stated, or unticked, is sent empty and cleared', () => {
    const initial = toFormValues(rental, 2026);
    const values = { ...initial, pets_allowed: '', water_source: '', security_deposit: '80000' };
    const fields = fieldsOf(buildPropertyFormData({ values, mode: 'edit', initial }));
    expect(fields.pets_allowed).toEqual(['']);
    expect(fields.water_source).toEqual(['']);
    expect(fields.security_deposit).toEqual(['80000']);
    const parsed = parsePropertyForm(fields, { partial: true, currentYear: 2026 });
    expect(parsed.ok && parsed.value).toMatchObject({
      pets_allowed: null,
      water_source: null,
      security_deposit: 80_000,
    });
  });

  it('edit: an unrelated edit never touches the facts of a section hidden since loading', () => {
    // A sale listing that has rent terms (from a CSV, say): its price changes, nothing else.
    const sale = toFormValues({ ...rental, property_for: 'sell' }, 2026);
    const values = { ...sale, price: '9000000' };
    const fields = fieldsOf(buildPropertyFormData({ values, mode: 'edit', initial: sale }));
    expect(fields).not.toHaveProperty('security_deposit');
    expect(fields).not.toHaveProperty('pets_allowed');
    // The building is shown: unchanged values are sent as they are.
    expect(fields.floor).toEqual(['3']);
  });

  it('edit: a section the change of purpose or type hid is cleared where it had facts', () => {
    const initial = toFormValues(rental, 2026);
    const toSale = fieldsOf(
      buildPropertyFormData({
        values: { ...initial, property_for: 'sell' },
        mode: 'edit',
        initial,
      }),
    );
    expect(toSale.security_deposit).toEqual(['']);
    expect(toSale.tenant_preference).toEqual(['']);
    // Rent terms never stated are still left out.
    expect(toSale).not.toHaveProperty('rera_number');

    const toPlot = fieldsOf(
      buildPropertyFormData({
        values: initial,
        mode: 'edit',
        initial,
        isLand: true,
        initialIsLand: false,
      }),
    );
    expect(toPlot.floor).toEqual(['']);
    expect(toPlot.water_source).toEqual(['']);
    expect(toPlot.security_deposit).toEqual(['75000']);
  });
});
