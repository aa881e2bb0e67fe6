/**
 * Limits every input shares, because the database enforces them: what passes here can always be
 * stored and compared by PostgreSQL, so bad input is a 400 field error and never a 500.
 */

/** PostgreSQL's `integer` maximum, the type of every id column: a larger id names nothing. */
export const MAX_ID = 2_147_483_647;

/** Whether a number can be the id of a stored row. */
export function isStorableId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= MAX_ID;
}

/** PostgreSQL text cannot hold the NUL character (U+0000); no keyboard types one. */
export const NUL_MESSAGE = 'Remove the invisible control character (NUL) from this text.';

/**
 * The top-level fields of a request's query or body whose text (at any depth) holds a NUL
 * character, in order; [] when there is none. Non-object input has no fields to name, so a bare
 * text with a NUL is reported as `non_field_errors`.
 */
export function fieldsWithNul(input: unknown): string[] {
  if (typeof input === 'string') return input.includes('\u0000') ? ['non_field_errors'] : [];
  if (typeof input !== 'object' || input === null) return [];
  const fields: string[] = [];
  for (const [name, value] of Object.entries(input)) {
    if (name.includes('\u0000') || containsNul(value, 0))
      fields.push(name.replaceAll('\u0000', ''));
  }
  return fields;
}

function containsNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Deeper than any form the API takes: nothing to store there anyway.
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1),
  );
}
