import type {
  FastifyInstance,
  FastifySchemaCompiler,
  FastifySerializerCompiler,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import { z } from 'zod';
import { NON_FIELD_ERRORS, repeatedParameters, toFieldErrors } from '../../contract/errors';
import { isStorableId } from '../../contract/input-limits';
import { AppError } from '../errors';

/**
 * Request validation with the contract's zod schemas, as the routes declare them (`schema.params`,
 * `querystring`, `body`; see route-schema.ts). One parse per request, in Fastify's validation
 * step; the parsed value replaces the raw one, so handlers read typed input.
 *
 * Failures keep the API's shapes (design.md section 4):
 * - a body or a query that is not a JSON object: 400 `{"non_field_errors": ["Expected a JSON object."]}`;
 * - a body or a query that breaks a rule: 400 field errors, built by the contract's toFieldErrors;
 * - a query parameter sent more than once: 400, "Give this parameter once." for each;
 * - path parameters that name nothing (`/properties/abc/`): 404 `{"detail": "Not found."}`.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({
  schema,
  httpPart,
  method,
  url,
}) => {
  // A JSON Schema here would be handed to safeParse and fail on the first request: refuse it
  // when the route is registered, so the mistake stops the server at start instead.
  if (!(schema instanceof z.ZodType)) {
    throw new TypeError(
      `${method} ${url}: the ${httpPart ?? 'request'} schema must be one of the contract's zod schemas`,
    );
  }
  if (httpPart === 'params') {
    return (params) => {
      const result = schema.safeParse(params);
      return result.success ? { value: result.data } : { error: AppError.notFound('Not found.') };
    };
  }
  return (input) => {
    if (input === null || typeof input !== 'object') {
      return { error: AppError.validation({ [NON_FIELD_ERRORS]: ['Expected a JSON object.'] }) };
    }
    const repeated = httpPart === 'querystring' ? repeatedParameters(input) : undefined;
    if (repeated) return { error: AppError.validation(repeated) };
    const result = schema.safeParse(input);
    return result.success
      ? { value: result.data }
      : { error: AppError.validation(toFieldErrors(result.error)) };
  };
};

/**
 * Answers leave as `JSON.stringify` makes them, whatever the route documents: response schemas
 * describe the API (server/openapi) and are checked by its tests, never on the way out. JSON
 * that is JSON already (server/http/json-bytes.ts) is not serialised at all: Fastify sends bytes
 * as they are.
 */
export const serializerCompiler: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

/**
 * Sets the compilers above on `app`, and keeps the order in which a request is refused as it was
 * when handlers parsed their own input: authentication, rate limits (preHandlers) and the public
 * cache (public-answers.ts, which wraps handlers) come before a 400. Fastify validates before
 * preHandlers, so each route with a request schema keeps the result (`attachValidation`) and its
 * handler raises it first thing.
 *
 * Call before registerPublicAnswers: onRoute hooks run in the order they were added, so this
 * wrapper sits inside the public cache's and a kept answer is served without looking at it.
 */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route: RouteOptions) => {
    const { schema } = route;
    if (!schema) return;
    const validates =
      schema.params !== undefined || schema.querystring !== undefined || schema.body !== undefined;
    if (!validates) return;
    route.attachValidation = true;
    const handler = route.handler;
    const raisingFirst: RouteHandlerMethod = function (this: FastifyInstance, request, reply) {
      if (request.validationError) throw request.validationError;
      return handler.call(this, request, reply);
    };
    route.handler = raisingFirst;
  });
}

/**
 * The `:id` of a route: an id a row can have (a whole number from 1 to int4's largest, in plain
 * digits); anything else is a path that does not exist (404).
 */
export const idParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .refine(isStorableId)
    .meta({ description: 'A whole number from 1 to 2147483647; anything else is not found.' }),
});
