import type { z } from 'zod';
import { NON_FIELD_ERRORS, toFieldErrors } from '../../contract/errors';
import { isStorableId } from '../../contract/input-limits';
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

/**
 * The `:id` of a route; anything but an id a row can have (a whole number from 1 to int4's
 * largest, in plain digits) is a path that does not exist.
 */
export function parseIdParam(params: unknown, name = 'id'): number {
  const value = (params as Record<string, unknown> | undefined)?.[name];
  const id = typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!isStorableId(id)) throw AppError.notFound('Not found.');
  return id;
}
