import type { z } from 'zod';

/** A 400 response body: field name to messages, DRF style; `non_field_errors` for the rest. */
export type FieldErrors = Record<string, string[]>;

/** Every other error body: `{detail}` (401, 403, 404, 409, 413, 415, 429, 5xx). */
export interface ErrorDetail {
  detail: string;
}

export const NON_FIELD_ERRORS = 'non_field_errors';

/**
 * A query parameter sent more than once (`?q=garden&q=pool`) arrives as a list, which no query
 * of the API takes: said plainly rather than as a type error.
 */
export const REPEATED_PARAMETER_MESSAGE = 'Give this parameter once.';

/** Field errors for the parameters of a query string that were sent more than once. */
export function repeatedParameters(query: object): FieldErrors | undefined {
  const repeated = Object.entries(query).filter(([, value]) => Array.isArray(value));
  if (repeated.length === 0) return undefined;
  return Object.fromEntries(repeated.map(([name]) => [name, [REPEATED_PARAMETER_MESSAGE]]));
}

/** Turns a zod error into field errors, the first path segment naming the field. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : NON_FIELD_ERRORS;
    const messages = (fields[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return fields;
}
