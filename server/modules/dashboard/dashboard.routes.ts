import { alertDemand } from '../../../contract/alert-demand';
import { dashboardStats } from '../../../contract/dashboard';
import { PRIVATE_CACHE_CONTROL } from '../../http/public-answers';
import { requireAdmin } from '../../http/auth';
import { ADMIN_ONLY, type ApiRoutes, jsonAnswer, unauthorized } from '../../http/route-schema';

/** /api/properties/dashboard: the admin dashboard's figures (admins only). */
export const dashboardRoutes: ApiRoutes = async (app) => {
  const { dashboard, alertDemand: demand } = app.services;

  app.get(
    '/dashboard/',
    {
      schema: {
        tags: ['Dashboard'],
        summary:
          'Figures for the admin dashboard: listings by status and by sale/rent (every status), and enquiries of the last 7 days.',
        security: ADMIN_ONLY,
        response: {
          200: jsonAnswer('The figures, counted now.', dashboardStats),
          401: unauthorized,
        },
      },
      preHandler: requireAdmin,
    },
    async (_request, reply) => {
      // Figures change with every write; no cache may keep them.
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return dashboard.stats();
    },
  );

  app.get(
    '/dashboard/demand/',
    {
      schema: {
        tags: ['Dashboard'],
        summary:
          'Demand from saved searches: running alerts by district, purpose, property type and price band, each with the listings a visitor sees there now.',
        security: ADMIN_ONLY,
        response: {
          200: jsonAnswer('The groups with most alerts, counted now.', alertDemand),
          401: unauthorized,
        },
      },
      preHandler: requireAdmin,
    },
    async (_request, reply) => {
      void reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return demand.read();
    },
  );
};
