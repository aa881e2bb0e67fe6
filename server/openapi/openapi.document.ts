import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { z } from 'zod';
import { adminUser } from '../../contract/accounts';
import { dashboardStats } from '../../contract/dashboard';
import { enquiry } from '../../contract/enquiries';
import { property, propertyImage } from '../../contract/properties';
import { locationSuggestion, referenceItem } from '../../contract/reference';
import {
  type Answer,
  detailBody,
  fieldErrorsBody,
  type RouteAnswers,
  routeAnswers,
} from '../http/route-schema';

/**
 * The OpenAPI 3 document of the REST API, made from the routes themselves: each API route
 * declares its input and answers with the contract's zod schemas (server/http/route-schema.ts),
 * the same schemas that validate its requests, and this module turns every declaration into an
 * operation with `z.toJSONSchema`. A route cannot be served without being described.
 */

export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

export interface OpenApiContent {
  [mediaType: string]: { schema: JsonSchema };
}

export interface OpenApiOperation {
  tags: string[];
  summary: string;
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: OpenApiContent };
  responses: Record<string, { description: string; content?: OpenApiContent }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  components: {
    securitySchemes: Record<string, Record<string, string>>;
    schemas: Record<string, JsonSchema>;
  };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

/**
 * A route as registered: its method, its full URL, what it declared, and what it answers besides
 * (its body parser, hooks and the error handler: route-schema.ts's routeAnswers).
 */
export interface RegisteredRoute {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
  answers: RouteAnswers;
}

/** Fastify's own default (1 MB), for an app that sets none. */
const FASTIFY_BODY_LIMIT = 1024 * 1024;

/**
 * Keeps every route registered in `scope` and its children from now on (call it before they
 * are registered). HEAD routes are Fastify's copies of GET routes and are left out: every GET
 * answers HEAD too, with the same status and no body (the document's description says so).
 */
export function collectRoutes(scope: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const appBodyLimit = scope.initialConfig.bodyLimit ?? FASTIFY_BODY_LIMIT;
  scope.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({
        method,
        url: route.url,
        schema: route.schema,
        answers: routeAnswers({ ...route, method }, appBodyLimit),
      });
    }
  });
  return routes;
}

/**
 * Schemas shown once under `components/schemas` and referred to by name wherever an answer holds
 * them (a listing's images are Images, a banner is one too).
 */
const COMPONENTS = new Map<z.core.$ZodType, string>([
  [property, 'Property'],
  [propertyImage, 'Image'],
  [referenceItem, 'ReferenceItem'],
  [locationSuggestion, 'LocationSuggestion'],
  [enquiry, 'Enquiry'],
  [dashboardStats, 'DashboardStats'],
  [adminUser, 'AdminUser'],
  [detailBody, 'Detail'],
  [fieldErrorsBody, 'FieldErrors'],
]);

const componentRef = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

/** Turns zod schemas into the document's JSON Schemas, gathering the named ones as components. */
class SchemaWriter {
  readonly components: Record<string, JsonSchema> = {};

  /**
   * The JSON Schema of what a client sends (`input`: before coercion and defaults) or receives
   * (`output`). Named schemas are referred to in answers only: a request may read them otherwise.
   */
  write(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const name = io === 'output' ? COMPONENTS.get(schema) : undefined;
    if (name) {
      this.addComponent(name, schema);
      return componentRef(name);
    }
    return this.convert(schema, io);
  }

  private addComponent(name: string, schema: z.core.$ZodType): void {
    if (name in this.components) return;
    this.components[name] = {};
    this.components[name] = this.convert(schema, 'output');
  }

  private convert(root: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
    const json = z.toJSONSchema(root, {
      target: 'openapi-3.0',
      io,
      // Transforms and refinements have no JSON form: the document shows what they accept.
      unrepresentable: 'any',
      override: ({ zodSchema, jsonSchema }) => {
        const name = io === 'output' ? COMPONENTS.get(zodSchema) : undefined;
        if (!name || zodSchema === root) return;
        this.addComponent(name, zodSchema);
        const target = jsonSchema as JsonSchema;
        for (const key of Object.keys(target)) delete target[key];
        Object.assign(target, componentRef(name));
      },
    }) as JsonSchema;
    allowNullInEnums(json);
    return json;
  }
}

/**
 * OpenAPI 3.0's `nullable` does not widen an `enum` (3.0.3 says so): a nullable choice lists null
 * among its values, or validators refuse the null that the API does send.
 */
function allowNullInEnums(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) allowNullInEnums(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonSchema;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) {
    schema.enum = [...(schema.enum as unknown[]), null];
  }
  for (const value of Object.values(schema)) allowNullInEnums(value);
}

function isAnswer(value: unknown): value is Answer {
  if (typeof value !== 'object' || value === null) return false;
  const { description, content } = value as Partial<Answer>;
  return (
    typeof description === 'string' &&
    typeof content === 'object' &&
    content !== null &&
    Object.values(content).every((entry) => entry.schema instanceof z.ZodType)
  );
}

function parameters(
  writer: SchemaWriter,
  schema: unknown,
  place: OpenApiParameter['in'],
  where: string,
): OpenApiParameter[] {
  if (schema === undefined) return [];
  if (!(schema instanceof z.ZodType)) throw new Error(`${where}: ${place} is not a zod schema`);
  const json = writer.write(schema, 'input');
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (!properties) throw new Error(`${where}: ${place} parameters are not an object's fields`);
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, parameter]) => ({
    name,
    in: place,
    required: place === 'path' || required.has(name),
    schema: parameter,
  }));
}

function requestBody(
  writer: SchemaWriter,
  schema: FastifySchema,
  where: string,
): OpenApiOperation['requestBody'] {
  if (schema.body !== undefined) {
    if (!(schema.body instanceof z.ZodType)) throw new Error(`${where}: body is not a zod schema`);
    return {
      required: true,
      content: { 'application/json': { schema: writer.write(schema.body, 'input') } },
    };
  }
  if (schema.multipartBody) {
    return {
      required: true,
      content: { 'multipart/form-data': { schema: writer.write(schema.multipartBody, 'input') } },
    };
  }
  return undefined;
}

/** The shapes a body schema allows: a union's options, each schema otherwise. */
function shapesOf(schema: z.core.$ZodType | undefined): z.core.$ZodType[] {
  if (!schema) return [];
  return schema instanceof z.ZodUnion ? schema.options.flatMap(shapesOf) : [schema];
}

/**
 * One answer for a status that the route declares and that Fastify or a hook also gives: each
 * media type allows the bodies of both (a union), and the description says both, unless the
 * route's declaration covers the other already.
 */
function combine(declared: Answer, addition: Answer): Answer {
  if (declared === addition) return declared;
  let widened = false;
  const content: Answer['content'] = { ...declared.content };
  for (const [type, { schema }] of Object.entries(addition.content)) {
    const shapes = shapesOf(content[type]?.schema);
    const extra = shapesOf(schema).filter((shape) => !shapes.includes(shape));
    if (extra.length === 0) continue;
    widened = true;
    const all = [...shapes, ...extra];
    content[type] = { schema: shapes.length === 0 ? schema : z.union(all) };
  }
  const said = declared.description.includes(addition.description);
  return {
    description: said ? declared.description : `${declared.description} ${addition.description}`,
    content: widened ? content : declared.content,
  };
}

/**
 * The route's declared answers, with what Fastify and the app's hooks answer for it added (an
 * unreadable body's 400 beside the route's own), and declared for it where it says nothing (404
 * for a bad id, `default`). Statuses in order, `default` last.
 */
function responses(
  writer: SchemaWriter,
  route: RegisteredRoute,
  where: string,
): OpenApiOperation['responses'] {
  const declared = Object.entries((route.schema?.response ?? {}) as Record<string, unknown>);
  if (declared.length === 0) throw new Error(`${where}: no response is described`);
  const answers: Record<string, Answer> = {};
  for (const [status, answer] of declared) {
    if (!isAnswer(answer)) {
      throw new Error(`${where}: describe the ${status} answer with route-schema.ts's helpers`);
    }
    answers[status] = answer;
  }
  for (const [status, addition] of Object.entries(route.answers.additions)) {
    const answer = answers[status];
    answers[status] = answer ? combine(answer, addition) : addition;
  }
  for (const [status, fallback] of Object.entries(route.answers.fallbacks)) {
    answers[status] ??= fallback;
  }
  const statuses = Object.keys(answers).sort((a, b) =>
    a === 'default' ? 1 : b === 'default' ? -1 : Number(a) - Number(b),
  );
  return Object.fromEntries(
    statuses.map((status) => {
      const answer = answers[status] as Answer;
      const content = Object.entries(answer.content).map(
        ([type, { schema }]) => [type, { schema: writer.write(schema, 'output') }] as const,
      );
      return [
        status,
        {
          description: answer.description,
          ...(content.length > 0 ? { content: Object.fromEntries(content) } : {}),
        },
      ];
    }),
  );
}

function operation(writer: SchemaWriter, route: RegisteredRoute, where: string): OpenApiOperation {
  const { schema } = route;
  if (!schema?.summary || !schema.tags?.length) {
    throw new Error(`${where} does not describe itself: give its schema a summary and tags`);
  }
  const parameterList = [
    ...parameters(writer, schema.params, 'path', where),
    ...parameters(writer, schema.querystring, 'query', where),
  ];
  const body = requestBody(writer, schema, where);
  return {
    tags: [...schema.tags],
    summary: schema.summary,
    ...(schema.security ? { security: schema.security.map(copySecurity) } : {}),
    ...(parameterList.length > 0 ? { parameters: parameterList } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(writer, route, where),
  };
}

function copySecurity(requirement: Readonly<Record<string, readonly string[]>>) {
  return Object.fromEntries(
    Object.entries(requirement).map(([name, scopes]) => [name, [...scopes]]),
  );
}

/** `/properties/:id/` -> `/properties/{id}/` */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

export function buildOpenApiDocument(
  routes: readonly RegisteredRoute[],
  options: { siteName: string; publicUrl: string },
): OpenApiDocument {
  const writer = new SchemaWriter();
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) {
    if (route.schema?.hide) continue;
    const where = `${route.method} ${route.url}`;
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation(
      writer,
      route,
      where,
    );
  }
  return {
    openapi: '3.0.3',
    info: {
      title: `${options.siteName} API`,
      version: '1.0.0',
      description:
        'The REST API of the property site and its admin back office. Every status an operation ' +
        'can answer is listed under it, with its body. Errors: `{"detail": "message"}`, and for a ' +
        '400 field names to messages (`{"field": ["message"]}`, `non_field_errors` for the rest), ' +
        'or `{"detail"}` where the request is refused as a whole (a body that cannot be read, a ' +
        'wrong code). Every GET answers HEAD too: the same status and headers, no body. A method ' +
        'an address does not list answers 404 `{"detail"}`, as an unknown address does.',
    },
    servers: [{ url: options.publicUrl }],
    components: {
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'Token <key>, from POST /api/accounts/login/',
        },
      },
      schemas: writer.components,
    },
    paths,
  };
}
