import { PROPERTY_STATUSES } from '../../../contract/property-constants';
import type { MultipartFields } from '../../../contract/property-write';

/**
 * Listings as CSV (issue 15, item 8): the export's columns are the import's, so a file exported,
 * changed in a spreadsheet and imported again makes new listings from it. Places, the property
 * type and features go by their names; ids and dates are the export's only.
 */

/** Columns read as they are into the listing form's fields (contract/property-write.ts). */
export const FORM_COLUMNS = [
  'status',
  'title',
  'title_ml',
  'description',
  'description_ml',
  'property_for',
  'property_ownership',
  'price',
  'bedrooms',
  'bathrooms',
  'area',
  'cents',
  'parking_spaces',
  'built_year',
  'furnishing',
  'latitude',
  'longitude',
  'contact_name',
  'phone_number',
  'whatsapp_number',
  'email',
  'google_maps_url',
  'youtube_video_link',
] as const;

/** Columns by name: the type, the place, and features separated by semicolons. */
export const NAMED_COLUMNS = ['property_type', 'town', 'district', 'features'] as const;

/** Columns the export writes and the import ignores. */
export const EXPORT_ONLY_COLUMNS = ['id', 'state', 'created_at', 'confirmed_at'] as const;

export const CSV_COLUMNS = [
  'id',
  ...FORM_COLUMNS.slice(0, 7),
  'property_type',
  ...FORM_COLUMNS.slice(7, 15),
  'town',
  'district',
  'state',
  ...FORM_COLUMNS.slice(15),
  'features',
  'created_at',
  'confirmed_at',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** The most rows one import takes. */
export const MAX_IMPORT_ROWS = 1000;

export const importMessages = {
  empty: 'The file has no listings: a header row and at least one row are needed.',
  tooMany: `Import at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} listings at a time.`,
  unknownColumns: (names: string[]) =>
    `Unknown column${names.length === 1 ? '' : 's'}: ${names.join(', ')}. Use the export's columns.`,
  missingColumns: (names: string[]) =>
    `The file needs the column${names.length === 1 ? '' : 's'} ${names.join(', ')}.`,
  duplicateColumns: (names: string[]) => `Columns named twice: ${names.join(', ')}.`,
  unknownType: (name: string) => `No property type is called "${name}".`,
  unknownTown: (name: string) => `No town is called "${name}".`,
  townInOtherDistrict: (town: string, district: string) =>
    `${town} is not in the district "${district}".`,
  ambiguousTown: (town: string) => `More than one town is called ${town}: give its district.`,
  unknownFeatures: (names: string[]) =>
    `No feature is called ${names.map((name) => `"${name}"`).join(', ')}.`,
  rowsInvalid: (count: number) =>
    `${count} row${count === 1 ? ' has' : 's have'} errors: correct ${count === 1 ? 'it' : 'them'}, or skip the rows with errors. Nothing was imported.`,
  statusInvalid: `Choose a status: ${PROPERTY_STATUSES.join(', ')}.`,
};

/** A row's cells by column name (missing cells are empty). */
export function cellsOf(header: readonly string[], row: readonly string[]): Map<string, string> {
  return new Map(header.map((name, index) => [name, (row[index] ?? '').trim()]));
}

/** The form fields of the row's FORM_COLUMNS cells; an empty cell is no field. */
export function formFieldsOf(cells: Map<string, string>): MultipartFields {
  const fields: MultipartFields = {};
  for (const name of FORM_COLUMNS) {
    const value = cells.get(name);
    if (value) fields[name] = [value];
  }
  return fields;
}

/** Checks a header: every column known, none twice, the ones the import needs present. */
export function headerProblems(header: readonly string[]): string[] {
  const known = new Set<string>(CSV_COLUMNS);
  const unknown = header.filter((name) => !known.has(name));
  const twice = header.filter((name, index) => header.indexOf(name) !== index);
  const missing = ['title', 'property_type', 'town'].filter((name) => !header.includes(name));
  return [
    ...(unknown.length > 0 ? [importMessages.unknownColumns(unknown)] : []),
    ...(twice.length > 0 ? [importMessages.duplicateColumns([...new Set(twice)])] : []),
    ...(missing.length > 0 ? [importMessages.missingColumns(missing)] : []),
  ];
}
