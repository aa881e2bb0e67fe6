import type { z } from 'zod';

/** A 400 response body: field name to messages, DRF style; `non_field_errors` for the rest. */
export type FieldErrors = Record<string, string[]>;

/** Every other error body: `{detail}` (401, 403, 404, 409, 413, 415, 429, 5xx). */
export interface ErrorDetail {
  detail: string;
}

export const NON_FIELD_ERRORS = 'non_field_errors';

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
