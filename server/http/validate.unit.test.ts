import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REPEATED_PARAMETER_MESSAGE } from '../../contract/errors';
import { AppError } from '../errors';
import { registerValidation } from './validate';

/** A bare app with the contract's validation, and one route declaring `schema`. */
async function appWith(schema: Record<string, unknown>) {
  const app = Fastify();
  registerValidation(app);
  // What the app's error handler answers, reduced to what these tests look at.
  app.setErrorHandler((error, _request, reply) =>
    error instanceof AppError
      ? reply.status(error.statusCode).send(error.fieldErrors ?? { detail: error.detail })
      : reply.status(500).send({ detail: 'unexpected' }),
  );
  app.post('/things/:id/', { schema }, async (request) => ({
    params: request.params,
    query: request.query,
    body: request.body,
  }));
  await app.ready();
  return app;
}

describe('validatorCompiler', () => {
  it('refuses a schema that is not zod when the route is registered, naming the route', async () => {
    const jsonSchema = { type: 'object', properties: { name: { type: 'string' } } };
    await expect(appWith({ body: jsonSchema })).rejects.toThrow(
      /POST \/things\/:id\/: the body schema must be one of the contract's zod schemas/,
    );
  });

  it('parses with a zod schema: typed values in, field errors and 404s out', async () => {
    const app = await appWith({
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: z.object({ name: z.string().min(1) }),
    });
    const ok = await app.inject({ method: 'POST', url: '/things/7/', payload: { name: 'Kochi' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ params: { id: 7 }, body: { name: 'Kochi' } });

    const badBody = await app.inject({ method: 'POST', url: '/things/7/', payload: { name: '' } });
    expect(badBody.statusCode).toBe(400);
    expect(Object.keys(badBody.json() as object)).toContain('name');

    const badId = await app.inject({ method: 'POST', url: '/things/abc/', payload: { name: 'x' } });
    expect(badId.statusCode).toBe(404);
    expect(badId.json()).toEqual({ detail: 'Not found.' });
    await app.close();
  });

  it('says which query parameters were sent more than once, whatever the schema', async () => {
    const app = await appWith({
      querystring: z.object({ q: z.string().optional(), page: z.string().optional() }),
    });
    const twice = await app.inject({ method: 'POST', url: '/things/7/?q=a&q=b&page=2&page=3' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({
      q: [REPEATED_PARAMETER_MESSAGE],
      page: [REPEATED_PARAMETER_MESSAGE],
    });
    const once = await app.inject({ method: 'POST', url: '/things/7/?q=a&page=2' });
    expect(once.statusCode).toBe(200);
    expect(once.json()).toMatchObject({ query: { q: 'a', page: '2' } });
    await app.close();
  });
});
