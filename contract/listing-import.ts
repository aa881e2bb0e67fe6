import { z } from 'zod';
import { PROPERTY_STATUSES } from './property-constants';

/**
 * `POST /api/properties/properties/import/`: listings from a CSV file (the export's columns).
 * With `dry_run` it only checks; otherwise it writes every row, or, with `skip_invalid`, the
 * valid ones, and never any when a row is wrong and `skip_invalid` is not set. Photos are added
 * afterwards, on each listing's edit screen.
 */

/** About 1,000 listings with long descriptions. */
export const MAX_IMPORT_CSV_CHARS = 4_000_000;

export const listingImportInput = z.object({
  csv: z
    .string({ error: 'Send the file as text in "csv".' })
    .min(1, 'The file is empty.')
    .max(MAX_IMPORT_CSV_CHARS, 'The file is too big: import at most 1,000 listings at a time.'),
  dry_run: z.boolean({ error: 'dry_run is true or false.' }).default(false),
  skip_invalid: z.boolean({ error: 'skip_invalid is true or false.' }).default(false),
});
export type ListingImportInput = z.infer<typeof listingImportInput>;

export const importedRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  title: z.string(),
  /** Field name to messages; empty when the row is valid. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ImportedRow = z.infer<typeof importedRow>;

export const importReport = z.object({
  rows: z.array(importedRow),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** The listings made (none on a dry run), in the file's order. */
  created: z.array(z.number().int()),
});
export type ImportReport = z.infer<typeof importReport>;

/** `GET /api/properties/properties/export/`: every listing, or those of one status. */
export const listingExportQuery = z.object({
  status: z
    .enum(PROPERTY_STATUSES, { error: `Choose a status: ${PROPERTY_STATUSES.join(', ')}.` })
    .optional(),
});
