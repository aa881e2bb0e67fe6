import type { z } from 'zod';
import { NON_FIELD_ERRORS, toFieldErrors } from '../../contract/errors';
import { AppError } from '../errors';

/** Parses request input with a contract schema; bad input becomes a 400 with field errors. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  if (input === null || typeof input !== 'object') {
    throw AppError.validation({ [NON_FIELD_ERRORS]: ['Expected a JSON object.'] });
  }
  const result = schema.safeParse(input);
  if (!result.success) throw AppError.validation(toFieldErrors(result.error));
  return result.data;
}
