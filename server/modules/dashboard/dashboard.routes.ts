import type { FastifyPluginAsync } from 'fastify';
import { requireAdmin } from '../../http/auth';

/** /api/properties/dashboard: the admin dashboard's figures (admins only). */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const { dashboard } = app.services;

  app.get('/dashboard/', { preHandler: requireAdmin }, async (_request, reply) => {
    // Figures change with every write; no cache may keep them.
    void reply.header('cache-control', 'no-store');
    return dashboard.stats();
  });
};
