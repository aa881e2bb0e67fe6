import { z } from 'zod';
import {
  citiesQuery,
  districtsQuery,
  locationSuggestion,
  locationSuggestionsQuery,
  nameInput,
  referenceItem,
} from '../../../contract/reference';
import { actorOf } from '../audit/actor';
import { ownersOnlyMessages } from '../../../contract/owners-only';
import { ownersOnly, requireAdmin } from '../../http/auth';
import {
  ADMIN_ONLY,
  type ApiRoutes,
  deleteById,
  detailAnswer,
  invalidInput,
  jsonAnswer,
  notFound,
  ownersOnlyAnswer,
  unauthorized,
} from '../../http/route-schema';
import { idParams } from '../../http/validate';
import { propertyListQuery } from '../../../contract/listing-query';
import type { NamedList } from './reference.service';

const referenceList = jsonAnswer('The list.', z.array(referenceItem));

/**
 * The editable lists: path, service name, section of the API description, what deleting does, and
 * what an agent reads when they try (agents may add and rename entries, but deleting one changes
 * listings: owners only).
 */
const LISTS: {
  path: string;
  list: NamedList;
  tag: string;
  onDelete: string;
  deleteRefused: string;
}[] = [
  {
    path: '/property-types',
    list: 'propertyTypes',
    tag: 'Property types',
    onDelete: 'Delete; refused with 409 while listings use the type.',
    deleteRefused: ownersOnlyMessages.deletePropertyType,
  },
  {
    path: '/features',
    list: 'features',
    tag: 'Features',
    onDelete: 'Delete; listings that had the feature lose it.',
    deleteRefused: ownersOnlyMessages.deleteFeature,
  },
];

/**
 * /api/properties: property types, features (editable), states, districts, cities, and location
 * suggestions for the listing page's search box.
 */
export const referenceRoutes: ApiRoutes = async (app) => {
  const { reference, properties } = app.services;

  for (const { path, list, tag, onDelete, deleteRefused } of LISTS) {
    const tags = [tag];
    app.get(
      `${path}/`,
      {
        schema: { tags, summary: `All ${tag.toLowerCase()}.`, response: { 200: referenceList } },
        config: { publicCache: true },
      },
      async () => reference.list(list),
    );

    app.post(
      `${path}/`,
      {
        schema: {
          tags,
          summary: 'Add one; names are unique whatever their case.',
          security: ADMIN_ONLY,
          body: nameInput,
          response: {
            201: jsonAnswer('Added.', referenceItem),
            400: invalidInput,
            401: unauthorized,
          },
        },
        preHandler: requireAdmin,
      },
      async (request, reply) =>
        reply.code(201).send(await reference.create(list, request.body.name, actorOf(request))),
    );

    app.patch(
      `${path}/:id/`,
      {
        schema: {
          tags,
          summary: 'Rename.',
          security: ADMIN_ONLY,
          params: idParams,
          body: nameInput,
          response: {
            200: jsonAnswer('Renamed.', referenceItem),
            400: invalidInput,
            401: unauthorized,
            404: notFound,
          },
        },
        preHandler: requireAdmin,
      },
      async (request) =>
        reference.rename(list, request.params.id, request.body.name, actorOf(request)),
    );

    app.delete(
      `${path}/:id/`,
      {
        schema: deleteById(
          tags,
          `${onDelete} Owners only.`,
          list === 'propertyTypes'
            ? { 403: ownersOnlyAnswer(deleteRefused), 409: detailAnswer('Listings use this type.') }
            : { 403: ownersOnlyAnswer(deleteRefused) },
        ),
        preHandler: ownersOnly(deleteRefused),
      },
      async (request, reply) => {
        await reference.remove(list, request.params.id, actorOf(request));
        return reply.code(204).send();
      },
    );
  }

  const places = ['Places'];

  app.get(
    '/states/',
    {
      schema: {
        tags: places,
        summary: "India's states and union territories.",
        response: { 200: referenceList },
      },
      config: { publicCache: true },
    },
    async () => reference.listStates(),
  );

  app.get(
    '/districts/',
    {
      schema: {
        tags: places,
        summary: 'The districts of a state.',
        querystring: districtsQuery,
        response: { 200: referenceList, 400: invalidInput },
      },
      config: { publicCache: true },
    },
    async (request) => reference.listDistricts(request.query.state),
  );

  app.get(
    '/cities/',
    {
      schema: {
        tags: places,
        summary: 'The cities and towns of a district.',
        querystring: citiesQuery,
        response: { 200: referenceList, 400: invalidInput },
      },
      config: { publicCache: true },
    },
    async (request) => reference.listCities(request.query.district),
  );

  // The listing page's search box asks as the visitor types: the same questions, kept.
  app.get(
    '/locations/',
    {
      schema: {
        tags: places,
        summary:
          'Up to 5 towns, districts or states like the text (trigram similarity 0.4, each name on its own), by their English or Malayalam names or an older English name (Calicut, Trivandrum...), places with listings first; each with its label in English and, where it has one, in Malayalam (`label_ml`). An empty list below 2 characters.',
        querystring: locationSuggestionsQuery,
        response: {
          200: jsonAnswer('The suggestions.', z.array(locationSuggestion)),
          400: invalidInput,
        },
      },
      config: { publicCache: true },
    },
    async (request) => {
      const suggestions = await reference.suggestLocations(request.query.q);
      // Each says how many listings choosing it finds: the listing page searches for its label,
      // which may mean more than the place itself (Kochi is the Ernakulam area's name too).
      const counted = await Promise.all(
        suggestions.map(async (suggestion) => ({
          ...suggestion,
          listings: await properties.count(
            propertyListQuery.parse({ location: suggestion.label }),
            { isAdmin: false },
          ),
        })),
      );
      // Those that find listings still first (a stable sort keeps the likest first among them).
      return counted.sort((a, b) => Number(b.listings > 0) - Number(a.listings > 0));
    },
  );
};
