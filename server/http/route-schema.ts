import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import { z } from 'zod';
import type { ErrorDetail, FieldErrors } from '../../contract/errors';
import type { JsonBytes } from '../lib/json-bytes';
import { idParams } from './validate';

/**
 * What an API route says about itself: its input and answers as the contract's zod schemas, and
 * what the API description needs beside them. Fastify validates the input with them
 * (validate.ts); server/openapi builds /api/openapi.json from every route's declaration, and its
 * tests ask each route for each answer it documents.
 *
 * ```ts
 * app.patch('/features/:id/', {
 *   schema: {
 *     tags: ['Features'], summary: 'Rename.', security: ADMIN_ONLY,
 *     params: idParams, body: nameInput,
 *     response: { 200: jsonAnswer('Renamed.', referenceItem), 400: invalidInput, 401: unauthorized, 404: notFound },
 *   },
 *   preHandler: requireAdmin,
 * }, handler);
 * ```
 */
declare module 'fastify' {
  interface FastifySchema {
    /** One line for the API description. Every API route has one. */
    summary?: string;
    /** The section of the API description the route belongs to. */
    tags?: readonly string[];
    /** ADMIN_ONLY or ADMIN_OPTIONAL; absent for routes open to everyone. */
    security?: readonly Record<string, readonly string[]>[];
    /**
     * A multipart body, read by hand (server/media/multipart.ts): described, never validated by
     * Fastify. Its text fields are checked where the form is read.
     */
    multipartBody?: z.ZodType;
    /** Left out of the API description (the JSON 404 for unknown API paths). */
    hide?: boolean;
  }
}

/**
 * The type provider of the API routes: a route's declared schemas type its request (the parsed
 * values) and what its handler may send (the value, or the value's JSON bytes, already made).
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType
    ? z.output<this['schema']> | JsonBytes<z.output<this['schema']>>
    : unknown;
}

/** A plugin of API routes, typed by their declared schemas. */
export type ApiRoutes<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginAsync<Options, RawServerDefault, ContractTypeProvider>;

/** An admin token is required (`Authorization: Token <key>`). */
export const ADMIN_ONLY = [{ token: [] }] as const;
/** Open to everyone; an admin token shows more (every status). */
export const ADMIN_OPTIONAL = [{}, { token: [] }] as const;

/** Every other error body: `{"detail": "message"}`. */
export const detailBody = z.object({ detail: z.string() }) satisfies z.ZodType<ErrorDetail>;

/** A 400: field name to messages, `non_field_errors` for the rest. */
export const fieldErrorsBody = z.record(z.string(), z.array(z.string())).meta({
  example: { email: ['Please enter a valid email address'] },
}) satisfies z.ZodType<FieldErrors>;

/** An answer with a JSON body (a response of the API description). */
export function jsonAnswer<Schema extends z.ZodType>(description: string, schema: Schema) {
  return { description, content: { 'application/json': { schema } } };
}

/** An answer whose body is `{"detail": ...}`. */
export function detailAnswer(description: string) {
  return jsonAnswer(description, detailBody);
}

/** The paged-list envelope (design.md section 4) around `item`. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    data: z.array(item),
    count: z.number().int().meta({ description: 'Items matching the filters.' }),
    total: z.number().int().meta({ description: 'Items the caller may see, unfiltered.' }),
    page: z.number().int(),
    page_size: z.number().int(),
    total_pages: z.number().int(),
  });
}

/** 204: done, no body. */
export const noContent = { description: 'Done.', content: {} };
export const invalidInput = jsonAnswer('Invalid input: field name to messages.', fieldErrorsBody);
export const unauthorized = detailAnswer('Missing, malformed, unknown or expired token.');
/**
 * The 403 of an owners-only route (`ownersOnly(detail)`): the document names the very message an
 * agent gets, so a client can rely on it and the answers test checks it.
 */
export function ownersOnlyAnswer(detail: string) {
  return jsonAnswer(
    'Signed in as an agent: only owners may do this.',
    z.object({ detail: z.literal(detail) }) satisfies z.ZodType<ErrorDetail>,
  );
}
export const notFound = detailAnswer('Not found.');
export const tooManyRequests = detailAnswer('Too many requests; see the Retry-After header.');

/**
 * An admin's DELETE of one row named by the `:id` of its path: 204, or 401 without a good token,
 * or 404 for an id that names nothing; `more` adds the route's own refusals.
 */
export function deleteById(
  tags: readonly string[],
  summary: string,
  more: Record<number, ReturnType<typeof jsonAnswer<z.ZodType<ErrorDetail>>>> = {},
) {
  return {
    tags,
    summary,
    security: ADMIN_ONLY,
    params: idParams,
    response: { 204: noContent, 401: unauthorized, 404: notFound, ...more },
  };
}
