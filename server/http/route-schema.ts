import type {
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifySchema,
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

/**
 * A 400 of a route that refuses some requests as a whole: field errors, or `{"detail"}` when no
 * one field is at fault (a body that cannot be read, a wrong or spent code, a dead link). Kept
 * as the two shapes the API has always sent, DRF's, which its clients (app/lib/api.ts) read:
 * a `detail` string, else lists of messages by field. The two cannot be confused.
 */
export const badRequestBody = z.union([fieldErrorsBody, detailBody]);

/** An answer of the API description: what it says, and its body by media type (none: empty). */
export interface Answer {
  description: string;
  content: Record<string, { schema: z.ZodType }>;
}

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
/** 304 of an answer kept for the public (server/http/public-answers.ts). */
export const notModified = {
  description: 'Not modified: the copy whose ETag the request sent in If-None-Match is current.',
  content: {},
};
export const unreadableBody = detailAnswer(
  '`{"detail"}` when the body cannot be read: JSON that is not valid, a JSON body that is empty, a form cut short, or a body of another length than its Content-Length.',
);
export const unsupportedBody = detailAnswer(
  'The body is of a media type this operation does not read (see its request body).',
);
/** Any route's failure: the error handler's 500, which names the request for the logs. */
export const unexpectedFailure = detailAnswer(
  'Something failed on our side: 500, the database being unreachable among the causes (the ' +
    'detail gives a reference to quote; the cause is in the server log only), or 503 while the ' +
    'server restarts. Before a request reaches any operation: 408 if it is too slow to arrive, ' +
    '431 if its headers are too large.',
);

/**
 * A wrong code, a dead link, the last owner: refused as a whole with `{"detail"}`; or field
 * errors for what the form got wrong.
 */
export function refusedInput(description: string) {
  return jsonAnswer(
    `Invalid input: field name to messages. Or \`{"detail"}\` when ${description}`,
    badRequestBody,
  );
}

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

/**
 * The answers a hook may give (a rate limit's 429, sign-in's 401), kept beside the hook itself:
 * every route that runs it declares them (routeAnswers, below).
 */
const hookAnswers = new WeakMap<object, Record<string, Answer>>();

/** Marks `hook` as one that may answer `answers` instead of the route. */
export function sendsAnswers<Hook extends object>(
  hook: Hook,
  answers: Record<string, Answer>,
): Hook {
  hookAnswers.set(hook, answers);
  return hook;
}

/** Methods whose body Fastify reads (GET and HEAD bodies are never read). */
const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const MB = 1024 * 1024;

/** 1 MB, 7.6 MB */
function formatSize(bytes: number): string {
  return `${Number((bytes / MB).toFixed(1))} MB`;
}

/** A route as Fastify registers it, as far as the answers others give for it depend on it. */
export interface RouteFacts {
  method: string;
  schema?: FastifySchema | undefined;
  config?: { publicCache?: unknown } | undefined;
  bodyLimit?: number | undefined;
  onRequest?: unknown;
  preParsing?: unknown;
  preValidation?: unknown;
  preHandler?: unknown;
}

/** What routeAnswers adds to a route's own declaration. */
export interface RouteAnswers {
  /** Declared unless the route declares the status itself, more precisely (404, 401, 429...). */
  fallbacks: Record<string, Answer>;
  /** Merged into what the route declares for the status: both bodies, both descriptions. */
  additions: Record<string, Answer>;
}

/**
 * What a route answers besides what its handler sends, by the kind of route it is: Fastify's
 * body parser, the app's hooks and its error handler answer for it. server/openapi adds these to
 * the route's own declaration (decision 011), so that no route can forget one:
 *
 * - with a body method (POST, PUT, PATCH, DELETE), besides the route's own 400, 413 and 415:
 *   400 `{"detail"}` for a body that cannot be read, 413 for one over the limit, 415 for a media
 *   type the API does not read. Fastify reads the body before any hook runs, whether or not the
 *   route takes one;
 * - with path parameters: 404 for a value that names nothing;
 * - behind a token (`security`): 401;
 * - kept for the public (`config.publicCache`): 304 for a copy the client has (its ETag);
 * - each hook marked with sendsAnswers: its answers (429 for a rate limit, 403 for owners only);
 * - every route: `default`, a failure on our side.
 */
export function routeAnswers(route: RouteFacts, appBodyLimit: number): RouteAnswers {
  const fallbacks: Record<string, Answer> = {};
  const additions: Record<string, Answer> = {};
  const { schema } = route;
  if (METHODS_WITH_BODY.has(route.method)) {
    const limit = formatSize(route.bodyLimit ?? appBodyLimit);
    additions[400] = unreadableBody;
    additions[413] = detailAnswer(
      schema?.multipartBody
        ? `A body that is not a multipart form, over ${limit}.`
        : `The body is over ${limit}, the most this operation reads.`,
    );
    additions[415] = unsupportedBody;
  }
  if (schema?.security) fallbacks[401] = unauthorized;
  if (schema?.params) fallbacks[404] = notFound;
  if (route.method === 'GET' && route.config?.publicCache) fallbacks[304] = notModified;
  const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flat();
  for (const hook of hooks) {
    if (typeof hook === 'function') Object.assign(fallbacks, hookAnswers.get(hook));
  }
  fallbacks.default = unexpectedFailure;
  return { fallbacks, additions };
}
