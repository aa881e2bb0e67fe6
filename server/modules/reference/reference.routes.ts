import type { FastifyPluginAsync } from 'fastify';
import {
  citiesQuery,
  districtsQuery,
  locationSuggestionsQuery,
  nameInput,
} from '../../../contract/reference';
import { requireAdmin } from '../../http/auth';
import { parseIdParam, parseInput } from '../../http/validate';
import type { NamedList } from './reference.service';

/**
 * /api/properties: property types, features (editable), states, districts, cities, and location
 * suggestions for the listing page's search box.
 */
export const referenceRoutes: FastifyPluginAsync = async (app) => {
  const { reference } = app.services;

  const lists: [string, NamedList][] = [
    ['/property-types', 'propertyTypes'],
    ['/features', 'features'],
  ];
  for (const [path, list] of lists) {
    app.get(`${path}/`, { config: { publicCache: true } }, async () => reference.list(list));

    app.post(`${path}/`, { preHandler: requireAdmin }, async (request, reply) => {
      const { name } = parseInput(nameInput, request.body);
      return reply.code(201).send(await reference.create(list, name));
    });

    app.patch(`${path}/:id/`, { preHandler: requireAdmin }, async (request) => {
      const id = parseIdParam(request.params);
      const { name } = parseInput(nameInput, request.body);
      return reference.rename(list, id, name);
    });

    app.delete(`${path}/:id/`, { preHandler: requireAdmin }, async (request, reply) => {
      const id = parseIdParam(request.params);
      await reference.remove(list, id);
      return reply.code(204).send();
    });
  }

  app.get('/states/', { config: { publicCache: true } }, async () => reference.listStates());

  app.get('/districts/', { config: { publicCache: true } }, async (request) => {
    const { state } = parseInput(districtsQuery, request.query);
    return reference.listDistricts(state);
  });

  app.get('/cities/', { config: { publicCache: true } }, async (request) => {
    const { district } = parseInput(citiesQuery, request.query);
    return reference.listCities(district);
  });

  // The listing page's search box asks as the visitor types: the same questions, kept.
  app.get('/locations/', { config: { publicCache: true } }, async (request) => {
    const { q } = parseInput(locationSuggestionsQuery, request.query);
    return reference.suggestLocations(q);
  });
};
