import { LISTING_FACT_FIELDS } from '../../../contract/listing-facts';
import { MAX_DESCRIPTION_CHARS, PROPERTY_STATUSES } from '../../../contract/property-constants';
import type { MultipartFields } from '../../../contract/property-write';
import { CsvError, CsvLimitError, readCsvRows } from '../../http/csv';

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
  // The facts (issue 34), optional as on the form: water sources separated by semicolons, yes
  // or no for the two questions.
  ...LISTING_FACT_FIELDS,
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

/**
 * The most characters a cell takes in the file: the longest field (a description) with every
 * character a doubled quote. A longer cell could only be refused, so the reading stops there.
 */
export const MAX_IMPORT_CELL_CHARS = 2 * MAX_DESCRIPTION_CHARS;

/** What a message lists of what the file says: a few names, each cut short. */
const LISTED_NAMES = 10;
const LISTED_NAME_CHARS = 60;

function shortened(name: string): string {
  return name.length > LISTED_NAME_CHARS ? `${name.slice(0, LISTED_NAME_CHARS)}…` : name;
}

/** 'a, b, c', or the first few and 'and 12 more'. */
function listed(names: readonly string[], quote = false): string {
  const shown = names
    .slice(0, LISTED_NAMES)
    .map((name) => (quote ? `"${shortened(name)}"` : shortened(name)));
  const more = names.length - shown.length;
  return `${shown.join(', ')}${more > 0 ? ` and ${more.toLocaleString('en-IN')} more` : ''}`;
}

export const importMessages = {
  empty: 'The file has no listings: a header row and at least one row are needed.',
  tooMany: `Import at most ${MAX_IMPORT_ROWS.toLocaleString('en-IN')} listings at a time.`,
  tooManyColumns: `The header has more than the ${CSV_COLUMNS.length} columns the import knows. Use the export's columns.`,
  rowTooWide: (line: number) =>
    `Line ${line} has more than ${CSV_COLUMNS.length} cells. Use the export's columns.`,
  cellTooLong: (line: number) =>
    `Line ${line} has a cell of more than ${MAX_IMPORT_CELL_CHARS.toLocaleString('en-IN')} characters: no field is that long.`,
  unknownColumns: (names: string[]) =>
    `Unknown column${names.length === 1 ? '' : 's'}: ${listed(names)}. Use the export's columns.`,
  missingColumns: (names: string[]) =>
    `The file needs the column${names.length === 1 ? '' : 's'} ${names.join(', ')}.`,
  duplicateColumns: (names: string[]) => `Columns named twice: ${listed(names)}.`,
  unknownType: (name: string) => `No property type is called "${shortened(name)}".`,
  unknownTown: (name: string) => `No town is called "${shortened(name)}".`,
  townInOtherDistrict: (town: string, district: string) =>
    `${shortened(town)} is not in the district "${shortened(district)}".`,
  ambiguousTown: (town: string) =>
    `More than one town is called ${shortened(town)}: give its district.`,
  unknownFeatures: (names: string[]) => `No feature is called ${listed(names, true)}.`,
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

const KNOWN_COLUMNS: ReadonlySet<string> = new Set(CSV_COLUMNS);

/** Checks a header: every column known, none twice, the ones the import needs present. */
export function headerProblems(header: readonly string[]): string[] {
  const unknown = header.filter((name) => !KNOWN_COLUMNS.has(name));
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const name of header) {
    if (seen.has(name)) twice.add(name);
    seen.add(name);
  }
  const missing = ['title', 'property_type', 'town'].filter((name) => !seen.has(name));
  return [
    ...(unknown.length > 0 ? [importMessages.unknownColumns(unknown)] : []),
    ...(twice.size > 0 ? [importMessages.duplicateColumns([...twice])] : []),
    ...(missing.length > 0 ? [importMessages.missingColumns(missing)] : []),
  ];
}

/** An import's file read: its columns (lower case) and rows, or why it is refused. */
export type ImportFile =
  { columns: string[]; rows: string[][]; problems?: undefined } | { problems: string[] };

/**
 * Reads an import's CSV, refusing it at the first sign it is not one: a header wider than the
 * columns the import knows (before its cells are kept), a wrong header, a row too wide or a cell
 * too long, more rows than an import takes (the reading stops at the first one past it). `pause`
 * runs between rows, for other work to have its turn on a long file.
 */
export async function readImportFile(csv: string, pause: () => Promise<void>): Promise<ImportFile> {
  const reader = readCsvRows(csv, {
    maxCells: CSV_COLUMNS.length,
    maxCellChars: MAX_IMPORT_CELL_CHARS,
  });
  try {
    const header = reader.next();
    if (header.done) return { problems: [importMessages.empty] };
    const columns = header.value.map((name) => name.trim().toLowerCase());
    const problems = headerProblems(columns);
    if (problems.length > 0) return { problems };
    const rows: string[][] = [];
    for (const row of reader) {
      if (rows.length === MAX_IMPORT_ROWS) return { problems: [importMessages.tooMany] };
      rows.push(row);
      await pause();
    }
    if (rows.length === 0) return { problems: [importMessages.empty] };
    return { columns, rows };
  } catch (error) {
    if (error instanceof CsvLimitError) return { problems: [limitMessage(error)] };
    // A quote left open.
    if (error instanceof CsvError) return { problems: [error.message] };
    throw error;
  }
}

function limitMessage({ row, limit }: CsvLimitError): string {
  if (limit === 'chars') return importMessages.cellTooLong(row);
  return row === 1 ? importMessages.tooManyColumns : importMessages.rowTooWide(row);
}
