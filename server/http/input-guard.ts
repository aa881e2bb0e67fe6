import type { FastifyInstance } from 'fastify';
import { fieldsWithNul, NUL_MESSAGE } from '../../contract/input-limits';
import { AppError } from '../errors';

/**
 * Refuses text holding a NUL character with a 400 naming each field. PostgreSQL cannot store or
 * compare such text (error 22021), so one check on every input, before any route sees it, keeps
 * every text field of every endpoint, present and future, from turning it into a 500.
 */
export function rejectNulCharacters(input: unknown): void {
  const fields = fieldsWithNul(input);
  if (fields.length > 0) {
    throw AppError.validation(Object.fromEntries(fields.map((field) => [field, [NUL_MESSAGE]])));
  }
}

/**
 * Applies the check to the query and the parsed body of every request of `scope`, where the route
 * declares them: a route that declares no query (or no body) never reads what it is sent there,
 * so a NUL in it cannot reach the database and is no reason for a 400 that the route would
 * otherwise never answer (issue 32: each route answers only what its description lists).
 * Multipart forms are checked as they are read (server/media/multipart.ts).
 */
export function registerInputGuard(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema;
    if (schema?.querystring !== undefined) rejectNulCharacters(request.query);
    if (schema?.body !== undefined) rejectNulCharacters(request.body);
  });
}
