import type { FastifyPluginAsync } from 'fastify';
import { PRIVATE_CACHE_CONTROL } from '../../http/public-answers';
import { requireAdmin } from '../../http/auth';

/** /api/properties/dashboard: the admin dashboard's figures (admins only). */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { dashboard } = app.services;

  app.get('/dashboard/', { preHandler: requireAdmin }, async (_request, reply) => {
    // Figures change with every write; no cache may keep them.
    void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    return dashboard.stats();
  });
};
