import { z } from 'zod';
import {
  adminUser,
  forgotPasswordInput,
  loginInput,
  loginResponse,
  resetPasswordInput,
  verifyOtpInput,
} from '../../contract/accounts';
import { banner } from '../../contract/banners';
import { dashboardStats } from '../../contract/dashboard';
import { enquiry, enquiryInput } from '../../contract/enquiries';
import { pageQuery } from '../../contract/pagination';
import { deleteImageInput, propertyFields } from '../../contract/property-write';
import { property } from '../../contract/properties';
import { propertyListQuery } from '../../contract/listing-query';
import {
  citiesQuery,
  districtsQuery,
  locationSuggestion,
  locationSuggestionsQuery,
  nameInput,
  referenceItem,
} from '../../contract/reference';

/**
 * The OpenAPI 3 document of the REST API, made from the same zod schemas that validate requests
 * (contract/), so the two cannot drift apart.
 */

type Schema = Record<string, unknown>;

interface Operation {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  tag: string;
  summary: string;
  admin?: boolean;
  /** An admin token is optional and shows more (e.g. every status). */
  adminOptional?: boolean;
  query?: z.ZodObject;
  pathId?: string;
  json?: z.ZodType;
  multipart?: Schema;
  responses: Record<string, { description: string; schema?: Schema }>;
}

function toSchema(schema: z.ZodType, io: 'input' | 'output' = 'output'): Schema {
  return z.toJSONSchema(schema, { io, target: 'openapi-3.0', unrepresentable: 'any' }) as Schema;
}

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });
const arrayOf = (name: string): Schema => ({ type: 'array', items: ref(name) });
const pageOf = (name: string): Schema => ({
  type: 'object',
  required: ['data', 'count', 'total', 'page', 'page_size', 'total_pages'],
  properties: {
    data: arrayOf(name),
    count: { type: 'integer', description: 'Items matching the filters.' },
    total: { type: 'integer', description: 'Items the caller may see, unfiltered.' },
    page: { type: 'integer' },
    page_size: { type: 'integer' },
    total_pages: { type: 'integer' },
  },
});

const fieldErrors = {
  description: 'Invalid input: field name to messages.',
  schema: ref('FieldErrors'),
};
const detail = (description: string) => ({ description, schema: ref('Detail') });
const unauthorized = detail('Missing, malformed, unknown or expired token.');
const notFound = detail('Not found.');
const tooMany = detail('Too many requests; see the Retry-After header.');
const noContent = { description: 'Done.' };

function propertyForm(): Schema {
  const fields = toSchema(z.object(propertyFields(new Date().getFullYear())).partial(), 'input');
  const properties = (fields.properties ?? {}) as Record<string, Schema>;
  return {
    type: 'object',
    properties: {
      ...properties,
      nearby_places: {
        type: 'string',
        description: 'JSON list of "Place 1.5km" texts or {place, distance} objects.',
      },
      features: { type: 'array', items: { type: 'string' }, description: 'Feature ids, repeated.' },
      uploaded_images: {
        type: 'array',
        items: { type: 'string', format: 'binary' },
        description: 'JPEG, PNG, GIF or WebP; 10 MB and 40 megapixels at most each.',
      },
      existing_image_ids: {
        type: 'string',
        description: 'Update only: JSON list of the image ids to keep; the others are deleted.',
      },
    },
  };
}

function operations(): Operation[] {
  const accounts = '/api/accounts';
  const catalogue = '/api/properties';
  const referenceLists: [string, string][] = [
    ['property-types', 'Property types'],
    ['features', 'Features'],
  ];
  const bannerLists: [string, string][] = [
    ['hero-banners', 'Hero banners'],
    ['offer-banners', 'Offer banners'],
  ];
  return [
    {
      method: 'post',
      path: `${accounts}/login/`,
      tag: 'Accounts',
      summary: 'Sign in; returns a token for `Authorization: Token <key>` (7 days).',
      json: loginInput,
      responses: {
        200: { description: 'Signed in.', schema: toSchema(loginResponse) },
        400: fieldErrors,
        401: detail('Invalid credentials.'),
        429: tooMany,
      },
    },
    {
      method: 'post',
      path: `${accounts}/logout/`,
      tag: 'Accounts',
      summary: 'Revokes the token of this request.',
      admin: true,
      responses: { 204: noContent, 401: unauthorized },
    },
    {
      method: 'get',
      path: `${accounts}/me/`,
      tag: 'Accounts',
      summary: 'The signed-in admin.',
      admin: true,
      responses: {
        200: { description: 'The admin.', schema: toSchema(adminUser) },
        401: unauthorized,
      },
    },
    {
      method: 'post',
      path: `${accounts}/forgot-password/`,
      tag: 'Accounts',
      summary: 'E-mails a 6-digit code (10 minutes, single use). Same answer for any e-mail.',
      json: forgotPasswordInput,
      responses: {
        200: detail('Code sent if the account exists.'),
        400: fieldErrors,
        429: tooMany,
      },
    },
    {
      method: 'post',
      path: `${accounts}/verify-otp/`,
      tag: 'Accounts',
      summary: 'Checks a code without using it; 5 wrong tries burn it.',
      json: verifyOtpInput,
      responses: { 200: detail('Code verified.'), 400: fieldErrors, 429: tooMany },
    },
    {
      method: 'post',
      path: `${accounts}/reset-password/`,
      tag: 'Accounts',
      summary: 'Sets a new password with the code; signs the admin out everywhere.',
      json: resetPasswordInput,
      responses: { 200: detail('Password reset.'), 400: fieldErrors, 429: tooMany },
    },
    {
      method: 'get',
      path: `${catalogue}/properties/`,
      tag: 'Listings',
      summary:
        'Search listings. The public sees available listings; an admin token may ask for any status.',
      adminOptional: true,
      query: propertyListQuery.in,
      responses: {
        200: { description: 'A page of listings.', schema: pageOf('Property') },
        400: fieldErrors,
        401: unauthorized,
      },
    },
    {
      method: 'post',
      path: `${catalogue}/properties/`,
      tag: 'Listings',
      summary: 'Create a listing (multipart form).',
      admin: true,
      multipart: propertyForm(),
      responses: {
        201: { description: 'Created.', schema: ref('Property') },
        400: fieldErrors,
        401: unauthorized,
        413: detail('A file is too large.'),
        415: detail('A file is not an accepted image.'),
      },
    },
    {
      method: 'get',
      path: `${catalogue}/properties/{id}/`,
      tag: 'Listings',
      summary: 'One listing. The public also sees sold and rented ones, never drafts.',
      adminOptional: true,
      pathId: 'id',
      responses: { 200: { description: 'The listing.', schema: ref('Property') }, 404: notFound },
    },
    {
      method: 'patch',
      path: `${catalogue}/properties/{id}/`,
      tag: 'Listings',
      summary: 'Change the fields sent (multipart form).',
      admin: true,
      pathId: 'id',
      multipart: propertyForm(),
      responses: {
        200: { description: 'Updated.', schema: ref('Property') },
        400: fieldErrors,
        401: unauthorized,
        404: notFound,
        413: detail('A file is too large.'),
        415: detail('A file is not an accepted image.'),
      },
    },
    {
      method: 'delete',
      path: `${catalogue}/properties/{id}/`,
      tag: 'Listings',
      summary: 'Delete a listing and its images.',
      admin: true,
      pathId: 'id',
      responses: { 204: noContent, 401: unauthorized, 404: notFound },
    },
    {
      method: 'delete',
      path: `${catalogue}/properties/{id}/delete_image/`,
      tag: 'Listings',
      summary: 'Delete one image of a listing.',
      admin: true,
      pathId: 'id',
      json: deleteImageInput,
      responses: { 204: noContent, 400: fieldErrors, 401: unauthorized, 404: notFound },
    },
    ...referenceLists.flatMap(([path, tag]): Operation[] => [
      {
        method: 'get',
        path: `${catalogue}/${path}/`,
        tag,
        summary: `All ${tag.toLowerCase()}.`,
        responses: { 200: { description: 'The list.', schema: arrayOf('ReferenceItem') } },
      },
      {
        method: 'post',
        path: `${catalogue}/${path}/`,
        tag,
        summary: 'Add one; names are unique whatever their case.',
        admin: true,
        json: nameInput,
        responses: {
          201: { description: 'Added.', schema: ref('ReferenceItem') },
          400: fieldErrors,
          401: unauthorized,
        },
      },
      {
        method: 'patch',
        path: `${catalogue}/${path}/{id}/`,
        tag,
        summary: 'Rename.',
        admin: true,
        pathId: 'id',
        json: nameInput,
        responses: {
          200: { description: 'Renamed.', schema: ref('ReferenceItem') },
          400: fieldErrors,
          401: unauthorized,
          404: notFound,
        },
      },
      {
        method: 'delete',
        path: `${catalogue}/${path}/{id}/`,
        tag,
        summary:
          path === 'features'
            ? 'Delete; listings that had the feature lose it.'
            : 'Delete; refused with 409 while listings use the type.',
        admin: true,
        pathId: 'id',
        responses: {
          204: noContent,
          401: unauthorized,
          404: notFound,
          ...(path === 'features' ? {} : { 409: detail('Listings use this type.') }),
        },
      },
    ]),
    {
      method: 'get',
      path: `${catalogue}/states/`,
      tag: 'Places',
      summary: "India's states and union territories.",
      responses: { 200: { description: 'The list.', schema: arrayOf('ReferenceItem') } },
    },
    {
      method: 'get',
      path: `${catalogue}/districts/`,
      tag: 'Places',
      summary: 'The districts of a state.',
      query: districtsQuery,
      responses: {
        200: { description: 'The list.', schema: arrayOf('ReferenceItem') },
        400: fieldErrors,
      },
    },
    {
      method: 'get',
      path: `${catalogue}/cities/`,
      tag: 'Places',
      summary: 'The cities and towns of a district.',
      query: citiesQuery,
      responses: {
        200: { description: 'The list.', schema: arrayOf('ReferenceItem') },
        400: fieldErrors,
      },
    },
    {
      method: 'get',
      path: `${catalogue}/locations/`,
      tag: 'Places',
      summary:
        'Up to 5 towns, districts or states like the text (trigram similarity 0.4, each name on its own), places with listings first; an empty list below 2 characters.',
      query: locationSuggestionsQuery,
      responses: {
        200: { description: 'The suggestions.', schema: arrayOf('LocationSuggestion') },
        400: fieldErrors,
      },
    },
    ...bannerLists.flatMap(([path, tag]): Operation[] => [
      {
        method: 'get',
        path: `${catalogue}/${path}/`,
        tag,
        summary: 'All banners, newest first.',
        responses: { 200: { description: 'The list.', schema: arrayOf('Banner') } },
      },
      {
        method: 'post',
        path: `${catalogue}/${path}/`,
        tag,
        summary: 'Upload a banner (multipart form, field `image`).',
        admin: true,
        multipart: {
          type: 'object',
          required: ['image'],
          properties: { image: { type: 'string', format: 'binary' } },
        },
        responses: {
          201: { description: 'Added.', schema: ref('Banner') },
          400: fieldErrors,
          401: unauthorized,
          413: detail('The file is too large.'),
          415: detail('Not an accepted image.'),
        },
      },
      {
        method: 'delete',
        path: `${catalogue}/${path}/{id}/`,
        tag,
        summary: 'Delete a banner and its files.',
        admin: true,
        pathId: 'id',
        responses: { 204: noContent, 401: unauthorized, 404: notFound },
      },
    ]),
    {
      method: 'post',
      path: `${catalogue}/contacts/`,
      tag: 'Enquiries',
      summary: 'A visitor enquiry, optionally about a listing. Rate-limited per client.',
      json: enquiryInput,
      responses: { 201: detail('Received.'), 400: fieldErrors, 429: tooMany },
    },
    {
      method: 'get',
      path: `${catalogue}/contacts/`,
      tag: 'Enquiries',
      summary: 'All enquiries, newest first.',
      admin: true,
      query: pageQuery(50),
      responses: {
        200: { description: 'A page of enquiries.', schema: pageOf('Enquiry') },
        401: unauthorized,
      },
    },
    {
      method: 'delete',
      path: `${catalogue}/contacts/{id}/`,
      tag: 'Enquiries',
      summary: 'Delete an enquiry.',
      admin: true,
      pathId: 'id',
      responses: { 204: noContent, 401: unauthorized, 404: notFound },
    },
    {
      method: 'get',
      path: `${catalogue}/dashboard/`,
      tag: 'Dashboard',
      summary:
        'Figures for the admin dashboard: listings by status and by sale/rent (every status), and enquiries of the last 7 days.',
      admin: true,
      responses: {
        200: { description: 'The figures, counted now.', schema: ref('DashboardStats') },
        401: unauthorized,
      },
    },
  ];
}

function queryParameters(query: z.ZodObject): Schema[] {
  const schema = toSchema(query, 'input');
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return Object.entries(properties).map(([name, parameter]) => ({
    name,
    in: 'query',
    required: false,
    schema: parameter,
  }));
}

export function buildOpenApiDocument(options: { siteName: string; publicUrl: string }): Schema {
  const paths: Record<string, Record<string, Schema>> = {};
  for (const operation of operations()) {
    const parameters: Schema[] = [
      ...(operation.pathId
        ? [{ name: operation.pathId, in: 'path', required: true, schema: { type: 'integer' } }]
        : []),
      ...(operation.query ? queryParameters(operation.query) : []),
    ];
    const requestBody = operation.json
      ? {
          required: true,
          content: { 'application/json': { schema: toSchema(operation.json, 'input') } },
        }
      : operation.multipart
        ? { required: true, content: { 'multipart/form-data': { schema: operation.multipart } } }
        : undefined;
    (paths[operation.path] ??= {})[operation.method] = {
      tags: [operation.tag],
      summary: operation.summary,
      ...(operation.admin ? { security: [{ token: [] }] } : {}),
      ...(operation.adminOptional ? { security: [{}, { token: [] }] } : {}),
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: Object.fromEntries(
        Object.entries(operation.responses).map(([status, response]) => [
          status,
          {
            description: response.description,
            ...(response.schema
              ? { content: { 'application/json': { schema: response.schema } } }
              : {}),
          },
        ]),
      ),
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: `${options.siteName} API`,
      version: '1.0.0',
      description:
        'The REST API of the property site and its admin back office. Errors: 400 `{"field": ["message"]}`; others `{"detail": "message"}`.',
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
      schemas: {
        Property: toSchema(property),
        ReferenceItem: toSchema(referenceItem),
        LocationSuggestion: toSchema(locationSuggestion),
        Banner: toSchema(banner),
        Enquiry: toSchema(enquiry),
        DashboardStats: toSchema(dashboardStats),
        Detail: {
          type: 'object',
          required: ['detail'],
          properties: { detail: { type: 'string' } },
        },
        FieldErrors: {
          type: 'object',
          additionalProperties: { type: 'array', items: { type: 'string' } },
          example: { email: ['Please enter a valid email address'] },
        },
      },
    },
    paths,
  };
}
