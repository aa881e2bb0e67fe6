import { describe, expect, it } from 'vitest';

import { LISTING_FACT_FIELDS } from './listing-facts';
import { propertyMessages } from './property-messages';
import { RERA_WARNING } from './rera';
import {
  factSectionsShown,
  factSectionsToClear,
  hiddenFactFields,
  nearbyPlacesToSend,
  parseDistance,
  PROPERTY_FORM_FIELDS,
  type PropertyFormValues,
  requiredFields,
  propertyFormWarnings,
  validatePropertyForm,
} from './property-form';

const YEAR = 2026;

/** Every fact of issue 34 left blank, as a new form has them. */
const NO_FACT_VALUES = Object.fromEntries(LISTING_FACT_FIELDS.map((name) => [name, ''])) as Record<
  (typeof LISTING_FACT_FIELDS)[number],
  string
>;

/** A form the add screen can save: every required field filled in. */
function validValues(changes: Partial<PropertyFormValues> = {}): PropertyFormValues {
  return {
    title: 'Sea-view flat in Fort Kochi',
    title_ml: '',
    price: '4500000',
    property_for: 'sell',
    property_ownership: 'direct_owner',
    status: 'available',
    property_type: '2',
    bedrooms: '3',
    bathrooms: '2',
    area: '1450',
    cents: '',
    built_year: '',
    parking_spaces: '',
    furnishing: '',
    contact_name: 'Anitha Menon',
    email: 'anitha@example.com',
    phone_number: '+919846012345',
    whatsapp_number: '+919846012345',
    state: '18',
    district: '7',
    city: '120',
    google_maps_url: '',
    google_embedded_map_link: '',
    latitude: '9.9658',
    longitude: '76.2421',
    description: 'Bright corner flat, two minutes from the ferry.',
    description_ml: '',
    youtube_video_link: '',
    ...NO_FACT_VALUES,
    features: [],
    nearby_places: [],
    ...changes,
  };
}

/** The same, with what the edit screen also requires. */
function validEditValues(changes: Partial<PropertyFormValues> = {}): PropertyFormValues {
  return validValues({
    built_year: '2015',
    parking_spaces: '1',
    furnishing: 'furnished',
    google_maps_url: 'https://maps.google.com/?q=9.9658,76.2421',
    google_embedded_map_link: '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>',
    ...changes,
  });
}

const row = (place: string, distance: string, key = place || 'blank') => ({ key, place, distance });

describe('validatePropertyForm', () => {
  it('accepts a complete add form and a complete edit form', () => {
    expect(validatePropertyForm(validValues(), { mode: 'add', currentYear: YEAR })).toEqual({});
    expect(validatePropertyForm(validEditValues(), { mode: 'edit', currentYear: YEAR })).toEqual(
      {},
    );
  });

  it('asks for every field the add screen requires, and only those (product.md section 5)', () => {
    const blank = validValues(
      Object.fromEntries(PROPERTY_FORM_FIELDS.map((name) => [name, ''])) as Partial<
        Record<(typeof PROPERTY_FORM_FIELDS)[number], string>
      >,
    );
    const errors = validatePropertyForm(blank, { mode: 'add', currentYear: YEAR });
    const required = Object.entries(errors)
      .filter(([, message]) => message === propertyMessages.required)
      .map(([field]) => field);
    expect(required.sort()).toEqual([...requiredFields('add')].sort());
    expect(errors.location).toBe('Please select state, district, and city');
    // Optional on add: maps and video links, built year, parking, cents, furnishing.
    for (const optional of ['google_maps_url', 'youtube_video_link', 'built_year', 'cents']) {
      expect(errors).not.toHaveProperty(optional);
    }
  });

  it('asks on edit also for the built year, parking, furnishing and both map links', () => {
    const errors = validatePropertyForm(validValues({ property_ownership: '', property_for: '' }), {
      mode: 'edit',
      currentYear: YEAR,
    });
    expect(Object.keys(errors).sort()).toEqual(
      [
        'built_year',
        'furnishing',
        'google_embedded_map_link',
        'google_maps_url',
        'parking_spaces',
        'property_for',
        'property_ownership',
      ].sort(),
    );
    expect(new Set(Object.values(errors))).toEqual(new Set([propertyMessages.required]));
  });

  it('does not ask for the built year of a plot of land on edit', () => {
    const land = validEditValues({ built_year: '' });
    expect(validatePropertyForm(land, { mode: 'edit', currentYear: YEAR, isLand: true })).toEqual(
      {},
    );
    expect(validatePropertyForm(land, { mode: 'edit', currentYear: YEAR })).toEqual({
      built_year: propertyMessages.required,
    });
  });

  it('treats text of spaces as empty', () => {
    const errors = validatePropertyForm(validValues({ title: '   ', description: '\n\t' }), {
      mode: 'add',
      currentYear: YEAR,
    });
    expect(errors).toEqual({
      title: propertyMessages.required,
      description: propertyMessages.required,
    });
  });

  it('says which of state, district and city is missing with one message', () => {
    const errors = validatePropertyForm(validValues({ city: '' }), {
      mode: 'add',
      currentYear: YEAR,
    });
    expect(errors).toEqual({ location: 'Please select state, district, and city' });
  });

  it.each([
    ['bedrooms', '11', 'Bedrooms cannot exceed 10'],
    ['bathrooms', '12', 'Bathrooms cannot exceed 10'],
    ['parking_spaces', '11', 'Parking spaces cannot exceed 10'],
    ['built_year', String(YEAR + 1), 'Built year cannot be in the future'],
    ['area', '0', 'Area must be greater than 0'],
    ['price', '0', 'Price must be greater than 0'],
    ['price', '-5', 'Price must be greater than 0'],
  ] as const)('edit: %s = %s -> %s', (field, value, message) => {
    const errors = validatePropertyForm(validEditValues({ [field]: value }), {
      mode: 'edit',
      currentYear: YEAR,
    });
    expect(errors).toEqual({ [field]: message });
  });

  it('accepts the limits themselves: 10 rooms, this year, small positive numbers', () => {
    const values = validEditValues({
      bedrooms: '10',
      bathrooms: '10',
      parking_spaces: '10',
      built_year: String(YEAR),
      area: '0.5',
      price: '1',
    });
    expect(validatePropertyForm(values, { mode: 'edit', currentYear: YEAR })).toEqual({});
  });

  it('gives the same messages as the API for malformed values', () => {
    const errors = validatePropertyForm(
      validValues({
        email: 'not-an-address',
        phone_number: '12ab',
        latitude: '95',
        bedrooms: '2.5',
        youtube_video_link: 'youtube.com/watch?v=1',
      }),
      { mode: 'add', currentYear: YEAR },
    );
    expect(errors).toEqual({
      email: propertyMessages.emailInvalid,
      phone_number: propertyMessages.phoneInvalid,
      latitude: propertyMessages.latitude,
      bedrooms: propertyMessages.notAWholeNumber,
      youtube_video_link: propertyMessages.urlInvalid,
    });
  });

  it('takes the Malayalam title and description as optional, as long as the English ones', () => {
    const filled = validValues({ title_ml: 'കടൽക്കാഴ്ചയുള്ള ഫ്ലാറ്റ്', description_ml: 'ശാന്തം.' });
    for (const mode of ['add', 'edit'] as const) {
      expect(requiredFields(mode)).not.toContain('title_ml');
      expect(requiredFields(mode)).not.toContain('description_ml');
    }
    expect(validatePropertyForm(validValues(), { mode: 'add', currentYear: YEAR })).toEqual({});
    expect(validatePropertyForm(filled, { mode: 'add', currentYear: YEAR })).toEqual({});
    const tooLong = validValues({ title_ml: 'വ'.repeat(201), description_ml: 'വ'.repeat(10_001) });
    expect(validatePropertyForm(tooLong, { mode: 'add', currentYear: YEAR })).toEqual({
      title_ml: propertyMessages.tooLong(200),
      description_ml: propertyMessages.tooLong(10_000),
    });
  });

  it('refuses brackets and quotes in a nearby place, row by row', () => {
    const values = validValues({
      nearby_places: [
        row('Lulu Mall', '2.5', 'a'),
        row('St. Mary\'s "Church"', '1', 'b'),
        row('Metro (Edappally)', '', 'c'),
      ],
    });
    const errors = validatePropertyForm(values, { mode: 'add', currentYear: YEAR });
    expect(errors).toEqual({
      'nearby_places.b': 'Please remove any brackets or quotes from the text',
      'nearby_places.c': 'Please remove any brackets or quotes from the text',
    });
  });

  it('counts the images the listing would have', () => {
    const errors = validatePropertyForm(validValues(), {
      mode: 'add',
      currentYear: YEAR,
      imageCount: 31,
    });
    expect(errors).toEqual({ images: propertyMessages.tooManyImages });
  });

  it('lists errors in the order of the form', () => {
    const errors = validatePropertyForm(
      validValues({ description: '', title: '', state: '', email: '' }),
      { mode: 'add', currentYear: YEAR },
    );
    expect(Object.keys(errors)).toEqual(['title', 'email', 'location', 'description']);
  });
});

describe('nearbyPlacesToSend', () => {
  const rows = [
    row('Shopping Mall', '1.5'),
    row('  Railway   station ', '2.345'),
    row('School', ''),
    row('', '3'),
    row('   ', ''),
    row('Beach', 'far'),
  ];

  it('add: only places with a name and a distance that is a number (product.md section 5)', () => {
    expect(nearbyPlacesToSend(rows, 'add')).toEqual([
      { place: 'Shopping Mall', distance: 1.5 },
      { place: 'Railway station', distance: 2.3 },
    ]);
  });

  it('edit: every named place; empty lines dropped, a missing distance kept as none', () => {
    expect(nearbyPlacesToSend(rows, 'edit')).toEqual([
      { place: 'Shopping Mall', distance: 1.5 },
      { place: 'Railway station', distance: 2.3 },
      { place: 'School', distance: null },
      { place: 'Beach', distance: null },
    ]);
  });
});

describe('parseDistance', () => {
  it.each([
    ['1.5', 1.5],
    [' 2 ', 2],
    ['0', 0],
    ['0.26', 0.3],
    ['', null],
    ['-1', null],
    ['abc', null],
  ] as const)('%j -> %j', (text, expected) => {
    expect(parseDistance(text)).toBe(expected);
  });
});

describe('the listing facts (issue 34)', () => {
  it('shows each section where it applies', () => {
    const rent = { property_for: 'rent', cents: '' };
    const sale = { property_for: 'sell', cents: '' };
    expect(factSectionsShown(rent)).toEqual({
      rent: true,
      building: true,
      rera: false,
      land: false,
    });
    expect(factSectionsShown(sale)).toEqual({
      rent: false,
      building: true,
      rera: true,
      land: false,
    });
    // A plot: no building, its land; a house with cents: both.
    expect(factSectionsShown(sale, { isLand: true })).toMatchObject({
      building: false,
      land: true,
    });
    expect(factSectionsShown({ property_for: 'sell', cents: '12' })).toMatchObject({
      building: true,
      land: true,
    });
    expect([...hiddenFactFields(rent)].sort()).toEqual(
      [
        'rera_number',
        'survey_number',
        'village',
        'taluk',
        'land_type',
        'in_data_bank',
        'road_width_ft',
        'road_frontage_ft',
      ].sort(),
    );
  });

  it('accepts a rental with every rent term and building fact', () => {
    const values = validValues({
      property_for: 'rent',
      security_deposit: '75000',
      maintenance_monthly: '2500',
      available_from: '2026-12-01',
      lock_in_months: '11',
      tenant_preference: 'family',
      pets_allowed: 'false',
      floor: '3',
      total_floors: '9',
      facing: 'e',
      carpet_area: '1200',
      water_source: 'kwa,borewell',
      power_backup: 'full',
    });
    expect(validatePropertyForm(values, { mode: 'add', currentYear: YEAR })).toEqual({});
  });

  it("gives the API's messages for the facts, the pairs included", () => {
    const errors = validatePropertyForm(
      validValues({
        property_for: 'rent',
        security_deposit: '-5',
        available_from: '2026-02-30',
        lock_in_months: '500',
        floor: '10',
        total_floors: '9',
        carpet_area: '2000',
        water_source: 'kwa,river',
      }),
      { mode: 'add', currentYear: YEAR },
    );
    expect(errors).toEqual({
      security_deposit: propertyMessages.rupeesRange,
      available_from: propertyMessages.dateInvalid,
      lock_in_months: propertyMessages.lockInRange,
      floor: propertyMessages.floorAboveBuilding,
      carpet_area: propertyMessages.carpetAreaAboveArea,
      water_source: propertyMessages.waterSourceInvalid,
    });
  });

  it('checks the K-RERA number as the API does, in any case', () => {
    const check = (rera_number: string) =>
      validatePropertyForm(validValues({ rera_number }), { mode: 'add', currentYear: YEAR });
    expect(check('k-rera / prj / ern / 156 / 2025')).toEqual({});
    expect(check('K-RERA/AG/0138/2025')).toEqual({});
    expect(check('KRERA-156')).toEqual({ rera_number: propertyMessages.reraInvalid });
    expect(check('K-RERA/PRJ/XYZ/156/2025')).toEqual({ rera_number: propertyMessages.reraInvalid });
  });

  it('checks the land facts of a plot', () => {
    const errors = validatePropertyForm(
      validValues({
        survey_number: '123/4A?',
        land_type: 'wetland',
        in_data_bank: 'maybe',
        road_width_ft: '0',
      }),
      { mode: 'add', currentYear: YEAR, isLand: true },
    );
    expect(errors).toEqual({
      survey_number: propertyMessages.surveyNumberInvalid,
      land_type: propertyMessages.choice(['purayidam', 'nilam', 'nilam_converted', 'plantation']),
      in_data_bank: propertyMessages.yesOrNo,
      road_width_ft: propertyMessages.roadWidthRange,
    });
  });

  it('does not check the facts of a hidden section (they are not sent)', () => {
    // A sale: the rent terms typed before the purpose changed are not checked.
    const values = validValues({ security_deposit: 'lots', floor: '10', total_floors: '2' });
    expect(validatePropertyForm(values, { mode: 'add', currentYear: YEAR, isLand: true })).toEqual(
      {},
    );
  });

  it('warns, without refusing, of a new flat for sale with no K-RERA number', () => {
    const values = validValues({ built_year: '' });
    const options = { typeName: 'Apartment', currentYear: YEAR };
    expect(propertyFormWarnings(values, options)).toEqual({ rera_number: RERA_WARNING });
    expect(
      propertyFormWarnings({ ...values, rera_number: 'K-RERA/PRJ/ERN/156/2025' }, options),
    ).toEqual({});
    expect(propertyFormWarnings({ ...values, built_year: '2010' }, options)).toEqual({});
    expect(propertyFormWarnings({ ...values, property_for: 'rent' }, options)).toEqual({});
    expect(validatePropertyForm(values, { mode: 'add', currentYear: YEAR })).toEqual({});
  });

  it('on edit, clears only the sections the change hid that had facts', () => {
    const initial = validValues({ property_for: 'rent', security_deposit: '50000', floor: '2' });
    // Rent to sale: the rent terms go; the building stays.
    expect(factSectionsToClear({ ...initial, property_for: 'sell' }, initial, {})).toEqual([
      'rent',
    ]);
    // A house's type changed to a plot: the building goes.
    expect(factSectionsToClear(initial, initial, { isLand: true })).toEqual(['building']);
    // Nothing hidden by the change: nothing cleared.
    expect(factSectionsToClear(initial, initial, {})).toEqual([]);
    // Hidden already when loaded (a sale with rent terms from a CSV): never touched.
    const sale = validValues({ property_for: 'sell', security_deposit: '50000' });
    expect(factSectionsToClear(sale, sale, {})).toEqual([]);
  });
});
